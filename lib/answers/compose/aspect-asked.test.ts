// Which aspect of a subject a question asks about, and that it is told in words: the status of a
// plan, the kinds of a matter, a track record, a name, how a standard was adopted, a cause asked
// in the present tense or by a contraction.
import { describe, expect, it } from "vitest";
import { asksAspect, framesAspect } from "./aspect-asked";
import { toldInWords } from "./told-in-words";

describe("aspects asked of a subject", () => {
  it.each([
    "What is the status of 3M's plan to stop making PFAS?",
    "PFE Q2 2023 10-Q: what kinds of legal contingencies does Pfizer face?",
    "Which types of customers does Boeing sell to?",
    "VZ: dividend track record per the FY22 10-K?",
    "Does Coca-Cola have a history of raising its dividend?",
    "Where does Adobe's share repurchase program stand at June 2, 2023?",
    "Activision Blizzard 2018: how did the company adopt the new revenue recognition standard?",
    "How does Walmart account for leases after fiscal 2020?",
    "What changed in Walmart's accounting for leases in fiscal 2020?",
    "BBY 10-Q Q2 FY24: what's behind the revenue decline?",
    "Block 2020: what drives bitcoin revenue?",
    "MGM Resorts 2021 annual report - name of the independent registered public accounting firm?",
    "Who audits CVS?",
  ])("reads an aspect told in words: %s", (q) => {
    expect(asksAspect(q)).toBe(true);
    expect(toldInWords(q)).toBe(true);
  });

  it.each([
    "What was Verizon's dividend per share in 2022?",
    "How much revenue did Block report in 2020?",
    "What was Walmart's operating lease cost in fiscal 2020?",
    "What is the trend in Adobe's revenue from 2020 to 2022?",
  ])("leaves a figure asked as a figure: %s", (q) => {
    expect(asksAspect(q)).toBe(false);
  });

  it("takes the aspect's word as framing, not as a subject", () => {
    for (const w of ["status", "kinds", "types", "track", "record", "history", "stand"]) expect(framesAspect(w)).toBe(true);
    for (const w of ["dividend", "litigation", "pfas", "revenue"]) expect(framesAspect(w)).toBe(false);
  });
});
