import { describe, expect, it } from "vitest";
import { addMonths, daysBetween, isoDate, longDate, monthNumber, yearOf } from "./months";
import { fiscalYearOfDate, fiscalYearsCalled, isCalendarYearEnd } from "./fiscal-calendar";

describe("months", () => {
  it("reads month names and abbreviations", () => {
    expect(monthNumber("Sept")).toBe(9);
    expect(monthNumber("DECEMBER")).toBe(12);
    expect(monthNumber("jan")).toBe(1);
    expect(monthNumber("OR")).toBeNull();
  });

  it("refuses days that do not exist and keeps month arithmetic inside short months", () => {
    expect(isoDate(2023, 2, 29)).toBeNull();
    expect(isoDate(2024, 2, 29)).toBe("2024-02-29");
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2023-03-31", -15)).toBe("2021-12-31");
    expect(longDate("2020-01-31")).toBe("January 31, 2020");
    expect(daysBetween("2023-01-08", "2023-01-01")).toBe(7);
  });

  it("gives no year for a missing date", () => {
    expect(yearOf(null)).toBeNull();
    expect(yearOf("2023-06")).toBe(2023);
  });
});

describe("fiscal calendars", () => {
  it("dates a day into the fiscal year by the company's naming", () => {
    // Walmart: the year ending January 31, 2023 is its fiscal 2023.
    expect(fiscalYearOfDate("2022-06-30", { endMonth: 1, endDay: 31, naming: "end-year" })).toBe(2023);
    // Foot Locker: the year ending January 28, 2023 is its fiscal 2022.
    expect(fiscalYearOfDate("2022-06-30", { endMonth: 1, endDay: 28, naming: "start-year" })).toBe(2022);
    expect(fiscalYearOfDate("2023-02-15", { endMonth: 1, endDay: 28, naming: "start-year" })).toBe(2023);
  });

  it("reads a year ending in late December or the first days of January as a calendar year", () => {
    expect(isCalendarYearEnd("2023-01-02")).toBe(true);
    expect(isCalendarYearEnd("2023-01-28")).toBe(false);
    expect(fiscalYearsCalled(2022)).toEqual([2022, 2021]);
  });
});
