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
});
