// A sentence announcing a subject ("The following outlines our legal contingencies, guarantees and
// indemnifications.") scores above the sentence after it that answers ("Our legal contingencies
// include … Patent litigation, …"); the answer leads instead of a decline. Pfizer's 10-Q for the
// quarter ended July 2, 2023, page 28.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";
import { shapedFirst } from "./shaped-lead";

describe("the lead with an answer's shape", () => {
  let pfizer: CitablePage[];

  beforeAll(async () => {
    pfizer = await narrativePages({ file: "bf6c059a1dd71bd5", company: "Pfizer Inc.", ticker: "PFE", fiscalYear: 2023 }, [28]);
  }, 240_000);

  it("leads with the passage naming the kinds of legal matters", () => {
    const answer = narrativeAnswer("PFE Q2 2023 10-Q: what kinds of legal contingencies does Pfizer face?", pfizer);
    expect(answer?.text).toContain("Patent litigation");
  });

  it("promotes a shaped passage only when it scores within reach of the unshaped lead", () => {
    const asks = asksOf("what legal proceedings does it face?");
    const announce = { c: { quote: "The following outlines our legal contingencies." }, score: 4, coverage: 0.4 };
    const near = { c: { quote: "Our legal contingencies include patent litigation and product liability claims." }, score: 3.6, coverage: 0.4 };
    const far = { c: { quote: "Our legal contingencies include patent litigation and product liability claims." }, score: 1, coverage: 0.4 };
    const aside = { c: { quote: "Claims of customers are settled through arbitration." }, score: 3.6, coverage: 0.2 };
    expect(shapedFirst(asks, [announce, near])[0]).toBe(near);
    expect(shapedFirst(asks, [announce, far])[0]).toBe(announce);
    // A shaped passage speaking of less of the subject is a neighbour, not the answer.
    expect(shapedFirst(asks, [announce, aside])[0]).toBe(announce);
    // A lead that has the shape stays first.
    expect(shapedFirst(asks, [near, announce])[0]).toBe(near);
  });
});
