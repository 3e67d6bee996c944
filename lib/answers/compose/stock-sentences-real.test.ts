// On real pages: asked what the auditor flagged, whether its opinion was clean, or which customers
// a company depends on, the sentence naming the matter, giving the opinion or naming the customers
// leads, not the auditor's standard sentences nor the sentence excluding the other customers.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { stockWeight } from "./stock-sentences";

const lead = (text: string | undefined) => text?.split("\n")[0] ?? "";

describe("stock sentences never lead", () => {
  let amcor: CitablePage[];
  let adobe: CitablePage[];
  let activision: CitablePage[];

  beforeAll(async () => {
    // Amcor's 10-K for fiscal 2023: p48-49 PwC's report and its critical audit matter.
    amcor = await narrativePages({ file: "84d7a0291a12f4e6", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [48, 49]);
    // Adobe's 10-K for fiscal 2022: p90 KPMG's report.
    adobe = await narrativePages({ file: "ce8c716abac26bfa", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2022 }, [90]);
    // Activision Blizzard's 10-K for 2018: p98 its concentration of credit risk and customers.
    activision = await narrativePages({ file: "7f7a57d287a35395", company: "Activision Blizzard, Inc.", ticker: "ATVI", fiscalYear: 2018 }, [98]);
  }, 60_000);

  it.each([
    "The communication of critical audit matters does not alter in any way our opinion on the consolidated financial statements.",
    "Our responsibility is to express an opinion on the Company’s consolidated financial statements based on our audits.",
    "We conducted our audits in accordance with the standards of the PCAOB.",
    "Those standards require that we plan and perform the audits to obtain reasonable assurance.",
    "No other customer accounted for 10% or more of our net revenues in the respective periods discussed above.",
    "No customer other than Walmart accounted for 10 percent or more of our consolidated net sales.",
    "Includes Walmart Inc. and its affiliates.",
  ])("weighs a stock or remainder sentence down: %s", (sentence) => {
    expect(stockWeight(sentence)).toBeLessThan(1);
  });

  it("leaves a sentence stating the matter, the opinion or the customers whole", () => {
    expect(stockWeight("In our opinion, the financial statements present fairly, in all material respects, the financial position.")).toBe(1);
    expect(stockWeight("For the year ended December 31, 2018, we had three customers who accounted for 15%, 13%, and 11% of net revenues.")).toBe(1);
  });

  it("answers what the critical audit matter was with the matter", () => {
    expect(lead(narrativeAnswer("What critical audit matter did the auditor flag in Amcor's FY2023 10-K?", amcor)?.text)).toMatch(/Flexibles Latin America/);
  });

  it("answers whether the opinion was clean with the opinion", () => {
    expect(lead(narrativeAnswer("Did Adobe get a clean audit opinion on its fiscal 2022 financial statements?", adobe)?.text)).toMatch(/present fairly/);
  });

  it("names the customers before the ones it excludes", () => {
    const answer = narrativeAnswer("Does Activision Blizzard rely on a handful of customers? Which ones were over 10% of net revenues in 2018?", activision);
    expect(lead(answer?.text)).toMatch(/Apple.*Sony.*Google/);
  });
});
