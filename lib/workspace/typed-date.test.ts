import { describe, expect, it } from "vitest";
import { parseTypedDate } from "./typed-date";

describe("parseTypedDate", () => {
  it("reads the ways people type a date", () => {
    expect(parseTypedDate("01/01/2022")).toBe("2022-01-01");
    expect(parseTypedDate("1/31/2022")).toBe("2022-01-31");
    expect(parseTypedDate("31/01/2022")).toBe("2022-01-31");
    expect(parseTypedDate("2022-01-01")).toBe("2022-01-01");
    expect(parseTypedDate("31.01.2022")).toBe("2022-01-31");
    expect(parseTypedDate("Jan 1, 2022")).toBe("2022-01-01");
    expect(parseTypedDate("1 January 2022")).toBe("2022-01-01");
    expect(parseTypedDate(" 12/31/22 ")).toBe("2022-12-31");
  });

  it("refuses what is not a date", () => {
    for (const text of ["", "0022-01-01", "02/30/2022", "13/13/2022", "2022", "next week", "01/01/20222"]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });
});
