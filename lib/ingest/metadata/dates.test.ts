import { describe, expect, it } from "vitest";
import { addMonths, longDate } from "../../periods";
import { findDates, firstDate } from "./dates";

describe("dates", () => {
  it("reads the ways filings write dates", () => {
    expect(firstDate("For the fiscal year ended JANUARY 31, 2020, or")).toBe("2020-01-31");
    expect(firstDate("BETHESDA, Md., April. 18, 2023 – Lockheed")).toBe("2023-04-18");
    expect(firstDate("for the year ended Dec. 31, 2022")).toBe("2022-12-31");
    expect(firstDate("As at 31 December 2023")).toBe("2023-12-31");
    expect(firstDate("4/25/2023 | Investors")).toBe("2023-04-25");
    expect(firstDate("printed 7/16/23, 3:13 PM")).toBe("2023-07-16");
    expect(firstDate("FOR THE FISCAL YEAR ENDED May 30, 2021")).toBe("2021-05-30");
    expect(firstDate("ended December 2, 2016")).toBe("2016-12-02");
  });

  it("rejects impossible dates and finds every date in order", () => {
    expect(firstDate("February 30, 2023")).toBeNull();
    expect(findDates("June 30, 2022 and July 1, 2022").map((d) => d.iso)).toEqual(["2022-06-30", "2022-07-01"]);
  });

  it("adds months keeping the day within the month", () => {
    expect(addMonths("2023-07-29", 6)).toBe("2024-01-29");
    expect(addMonths("2022-08-31", 6)).toBe("2023-02-28");
    expect(longDate("2020-01-31")).toBe("January 31, 2020");
  });
});
