// A customer asked by name is answered by a passage naming one with its share of sales: Activision
// Blizzard's platform partners, General Mills' Walmart. Amcor's segments' shares, its unnamed
// largest customer and Lockheed Martin's F-35 program's share name no customer.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativePages } from "./narrative-pages.fixture";
import { asksCustomerNamed, namesCustomer, partNames } from "./customer-named";

const sentence = (page: CitablePage, start: string) => {
  const at = page.content.indexOf(start);
  expect(at).toBeGreaterThanOrEqual(0);
  // Up to the sentence's end ("Walmart Inc." ends no sentence).
  return page.content.slice(at).split(/(?<=[a-z\d%]\.)\s+(?=[A-Z])|\n\s*\n/)[0]!;
};

describe("passages naming a customer", () => {
  let activision: CitablePage[];
  let generalMills: CitablePage[];
  let amcor: CitablePage[];
  let lockheed: CitablePage[];

  beforeAll(async () => {
    activision = await narrativePages({ file: "7f7a57d287a35395", company: "Activision Blizzard, Inc.", ticker: "ATVI", fiscalYear: 2018 }, [9]);
    generalMills = await narrativePages({ file: "626dd53f9b52e589", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2020 }, [4]);
    // Amcor FY2021 10-K: p7 its segments' shares of sales, p12 its largest customer's share.
    amcor = await narrativePages({ file: "de9d249bae4c6d3c", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2021 }, [7, 12]);
    lockheed = await narrativePages({ file: "9a2317300d0f1e26", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2022 }, [11]);
  }, 60_000);

  const own = (pages: CitablePage[]) => new Set(pages[0]!.document.companyName!.toLowerCase().split(/[^a-z&]+/).filter(Boolean));

  it("takes a named customer's share of sales", () => {
    expect(namesCustomer(sentence(activision[0]!, "For the year ended December 31, 2018, we had three customers"), own(activision), partNames(activision.map((p) => p.content)))).toBe(true);
    expect(namesCustomer(sentence(generalMills[0]!, "During fiscal 2020, Walmart Inc."), own(generalMills), partNames(generalMills.map((p) => p.content)))).toBe(true);
  });

  it("takes no segment's, program's or unnamed customer's share", () => {
    const parts = partNames(amcor.map((p) => p.content));
    expect(namesCustomer(sentence(amcor[0]!, "In fiscal year 2021, Flexibles accounted for"), own(amcor), parts)).toBe(false);
    expect(namesCustomer(sentence(amcor[1]!, "Sales to our largest customer"), own(amcor), parts)).toBe(false);
    expect(namesCustomer(sentence(lockheed[0]!, "The F-35 program"), own(lockheed), partNames(lockheed.map((p) => p.content)))).toBe(false);
  });

  it("takes a business's main customer named as such, not its kinds of customers", () => {
    const none = new Set<string>();
    expect(namesCustomer("BDS' primary customer is the United States Department of Defense (U.S. DoD).", new Set(["boeing"]), none)).toBe(true);
    expect(namesCustomer("The Business segment is organized in four customer groups: Small and Medium Business, Global Enterprise, Public Sector and Other, and Wholesale.", new Set(["verizon"]), none)).toBe(false);
  });

  it("reads which questions ask for a customer by name", () => {
    expect(asksCustomerNamed("Who is Verizon's largest enterprise customer by revenue?")).toBe(true);
    expect(asksCustomerNamed("Which customers each accounted for at least 10% of Activision Blizzard's net revenues in 2018?")).toBe(true);
    expect(asksCustomerNamed("What is the name of Amcor's largest client?")).toBe(true);
    expect(asksCustomerNamed("How many customers does Netflix have?")).toBe(false);
    expect(asksCustomerNamed("Verizon Business group, 2020: which customer group was the only one to grow revenue versus 2019?")).toBe(false);
    expect(asksCustomerNamed("What share of General Mills' fiscal 2020 net sales came from Walmart?")).toBe(false);
  });
});
