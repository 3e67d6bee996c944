// Restructuring asks: a passage answers only when it speaks of the restructuring itself, whatever
// else it shares with the question; and "why" after a lead-in asks what drove a figure.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { asksOf, shapeFit } from "./answer-focus";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const names = (q: string) => asksOf(q).map((a) => a.name);

describe("restructuring and drivers asks", () => {
  it.each([
    ["Describe its restructuring activities in fiscal 2021.", "restructuring"],
    ["What restructuring charges did it record and why?", "restructuring"],
    ["Were there layoffs in 2023?", "restructuring"],
  ])("%s asks %s", (q, kind) => {
    expect(names(q)).toContain(kind);
  });

  it.each(["According to its fiscal 2023 10-K, why did SG&A fall?", "Summarise why Aeronautics net sales changed in 2022."])("%s asks what drove it", (q) => {
    expect(names(q)).toContain("drivers");
  });

  it("leaves other questions alone", () => {
    expect(names("What were its total revenues in 2022?")).not.toContain("restructuring");
    expect(names("What drove operating expenses?")).not.toContain("restructuring");
  });

  it("fits sentences of the restructuring, not ones sharing a word", () => {
    const restructuring = asksOf("Describe its restructuring activities.");
    expect(shapeFit(restructuring, "In fiscal 2022 we recorded severance charges for the closure of two plants.")).toBe(1);
    expect(shapeFit(restructuring, "These activities included the issuance of long-term and short-term debt.")).toBeLessThan(0.6);
    // Netflix's 10-K for 2016: restructuring a debt is refinancing it; a retention plan is pay.
    expect(shapeFit(restructuring, "Our ability to refinance or restructure our debt will depend upon the condition of the capital markets.")).toBeLessThan(0.6);
    expect(shapeFit(restructuring, "A merger may trigger retention payments under our Amended and Restated Executive Severance and Retention Incentive Plan.")).toBeLessThan(0.6);
  });
});

describe("on real pages", () => {
  // Netflix 10-K 2016 p31: content amortization and write-downs, no restructuring anywhere.
  let netflix: CitablePage[];
  beforeAll(async () => {
    netflix = await narrativePages({ file: "b4ca471b6f386447", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2016 }, [31]);
  }, 180_000);

  it("declines a restructuring question when no passage speaks of a restructuring", () => {
    expect(narrativeAnswer("What restructuring charges did Netflix record in 2016 and why?", netflix)).toBeNull();
  });
});
