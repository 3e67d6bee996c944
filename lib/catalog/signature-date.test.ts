import { describe, expect, it } from "vitest";
import { readSignatureDate } from "./signature-date";

describe("readSignatureDate", () => {
  it("reads the date a signature page states", () => {
    expect(readSignatureDate("SIGNATURES\n\nBLOCK, INC.\n\nDate: February 24, 2017 By: /s/ Jack Dorsey")).toBe("2017-02-24");
    expect(readSignatureDate("Dated: **March 1, 2018**")).toBe("2018-03-01");
    expect(readSignatureDate("| Date: | September 18 , 2023 |")).toBe("2023-09-18");
  });

  it("finds nothing where no date is stated, or the day does not exist", () => {
    expect(readSignatureDate("SIGNATURES Pursuant to the requirements of the Securities Exchange Act")).toBeNull();
    expect(readSignatureDate("Date: February 30, 2017")).toBeNull();
  });
});
