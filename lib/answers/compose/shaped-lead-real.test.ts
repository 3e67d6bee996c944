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
    const announce = { c: { quote: "The following outlines our legal contingencies." }, score: 4 };
    const near = { c: { quote: "Our legal contingencies include patent litigation and product liability claims." }, score: 3.6 };
    const far = { c: { quote: "Our legal contingencies include patent litigation and product liability claims." }, score: 1 };
    expect(shapedFirst(asks, [announce, near])[0]).toBe(near);
    expect(shapedFirst(asks, [announce, far])[0]).toBe(announce);
    // A lead that has the shape stays first.
    expect(shapedFirst(asks, [near, announce])[0]).toBe(near);
  });
});
