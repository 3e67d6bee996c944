import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import type { CompanyMention } from "../retrieval/company-names";
import { uncatalogedComparand } from "./compared-outsider";

const mention = (name: string, text: string): CompanyMention => ({ company: { name } as Company, text, start: 0, end: text.length, via: "name" });

describe("a comparison with a company the catalog does not hold", () => {
  it("names the side that is no cataloged company", () => {
    expect(uncatalogedComparand("Compare Boeing's and Airbus's commercial aircraft deliveries in 2019.", [mention("The Boeing Company", "Boeing")])).toBe("Airbus");
    expect(uncatalogedComparand("Was Walmart's revenue higher than Target's in fiscal 2020?", [mention("Walmart Inc.", "Walmart")])).toBe("Target");
  });

  it("leaves comparisons between cataloged companies, and questions comparing nothing", () => {
    expect(uncatalogedComparand("Compare Verizon's and 3M's net income in 2022.", [mention("Verizon Communications Inc.", "Verizon"), mention("3M Company", "3M")])).toBeNull();
    expect(uncatalogedComparand("Who are Boeing's main competitors, such as Airbus?", [mention("The Boeing Company", "Boeing")])).toBeNull();
    expect(uncatalogedComparand("Compare Airbus's and Embraer's deliveries.", [])).toBeNull();
  });

  it("reads a legal matter brought against the company as no comparison", () => {
    expect(uncatalogedComparand("Where did the European Commission's Luxembourg state aid case against Amazon stand according to Amazon's 2020 10-K?", [mention("Amazon.com, Inc.", "Amazon")])).toBeNull();
    expect(uncatalogedComparand("What became of the Mississippi Attorney General's talc complaint against Johnson & Johnson?", [mention("Johnson & Johnson", "Johnson & Johnson")])).toBeNull();
    expect(uncatalogedComparand("Did the State of Minnesota's lawsuit filed in 2010 against 3M go to trial?", [mention("3M Company", "3M")])).toBeNull();
    // A comparison is still one when it says so besides.
    expect(uncatalogedComparand("Compare Boeing's legal claims against Airbus's in 2019.", [mention("The Boeing Company", "Boeing")])).toBe("Airbus");
    expect(uncatalogedComparand("How did Walmart's sales growth stack up against Target's in fiscal 2020?", [mention("Walmart Inc.", "Walmart")])).toBe("Target");
  });
});
