// The terms of a business sold, asked by their names — the buyer, the timing, the consideration or
// proceeds — on real filings' pages: the sale is the divestiture asked about (a buyer of a business
// is no customer), and the sentence giving the buyer and the price leads.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const lead = (question: string, pages: CitablePage[]) => narrativeAnswer(question, pages)?.text.split("\n")[0] ?? "";
const askNames = (question: string) => asksOf(question).map((a) => a.name);

describe("what a question about a business sold asks", () => {
  it.each([
    "Give me the buyer, the timing and the consideration of Square's 2019 sale of Caviar.",
    "Who was the buyer in Verizon's sale of Verizon Media, and for how much?",
    "Tell me the purchaser and the proceeds of MGM Resorts' 2019 sale of Circus Circus Las Vegas.",
    "What did General Mills get for the sale of its Helper business?",
  ])("a divestiture, no customers: %s", (question) => {
    expect(askNames(question)).toContain("divestitures");
    expect(askNames(question)).not.toContain("customers");
  });

  it.each([
    "Who are Best Buy's biggest buyers?",
    "Who buys Boeing's airplanes?",
  ])("buyers of what a company sells are its customers: %s", (question) => {
    expect(askNames(question)).toContain("customers");
  });

  it.each([
    "What were Amazon's net sales of products in 2020?",
    "Did the sale of goods grow at Costco?",
  ])("sales of products are no divestiture: %s", (question) => {
    expect(askNames(question)).not.toContain("divestitures");
  });
});

describe("the terms of a business sold, on real pages", () => {
  // General Mills 10-K fiscal 2023: p25 the liquidity overview ("for cash proceeds of $607 million"),
  // p31 transaction costs, p51 the divestiture to Eagle Family Foods Group. MGM Resorts 10-K 2019:
  // p63 the sale in a sentence without terms, p92 the sale with its price and the note.
  let generalMills: CitablePage[];
  let mgm: CitablePage[];

  beforeAll(async () => {
    generalMills = await narrativePages({ file: "48a68f2e6dae2d47", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2023 }, [31, 25, 51]);
    mgm = await narrativePages({ file: "954620199cb326c7", company: "MGM Resorts International", ticker: "MGM", fiscalYear: 2019 }, [63, 92]);
  }, 60_000);

  it("leads with the sentence naming the buyer and the price", () => {
    expect(lead("Give me the buyer, the price and the timing of General Mills' sale of its Helper and Suddenly Salad businesses.", generalMills)).toMatch(/to Eagle Family Foods Group for \*\*\$606\.8 million\*\*/);
  });

  it("leads with the price when the proceeds are asked by an imperative", () => {
    expect(lead("Tell me the purchaser and the proceeds of MGM Resorts' 2019 sale of Circus Circus Las Vegas.", mgm)).toMatch(/\*\*\$825 million\*\*/);
  });
});
