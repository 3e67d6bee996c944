// Who audits the company is answered from the auditor's report, however the question names the
// auditor ("who audits", "external auditor", "accounting firm"): CVS Health's FY2022 report on its
// internal control, signed by Ernst & Young on the same page. An audit committee, internal audit
// or a regulator's audits are no auditor asked.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("the auditor asked", () => {
  let cvs: CitablePage[];

  beforeAll(async () => {
    // CVS Health FY2022 10-K: p23 the RADV audit rule, p181 the auditor's report on internal control.
    cvs = await narrativePages({ file: "183c196a41793cd5", company: "CVS Health Corporation", ticker: "CVS", fiscalYear: 2022 }, [23, 181]);
  }, 240_000);

  it.each(["Who audits CVS (FY2022 10-K)?", "GLW's external auditor in the 2022 annual report, and for how long?", "Which accounting firm audits Walmart?", "Who is Adobe's independent auditor?"])(
    "reads the auditor asked: %s",
    (q) => {
      expect(asksOf(q).map((a) => a.name)).toContain("auditor");
    },
  );

  it.each(["Who chairs 3M's audit committee?", "What did the CMS RADV audits find?", "What does internal audit report on?"])("reads no auditor in: %s", (q) => {
    expect(asksOf(q).map((a) => a.name)).not.toContain("auditor");
  });

  it("answers from the auditor's report, naming the firm, not from a regulator's audits", () => {
    const answer = narrativeAnswer("Who audits CVS (FY2022 10-K)?", cvs);
    expect(answer?.text.split("\n")[0]).toContain("Ernst & Young LLP");
    expect(answer?.text.split("\n")[0]).toContain(`[${cvs[1]!.ref}]`);
  });
});
