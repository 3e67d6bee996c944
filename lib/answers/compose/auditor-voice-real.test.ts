// In the auditor's report "we" is the audit firm: a lead told of the filer would make the company
// its own auditor. Read on Amazon's 10-K for 2019, whose report runs over pages 35–36.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { auditorVoice } from "./auditor-voice";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("who speaks in the auditor's report", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Page 4: the company's own words; 35: the report's opening; 36: its end, signed "/s/ Ernst & Young LLP".
    pages = await narrativePages({ file: "d7df8c6cf3e351a8", company: "Amazon.com, Inc.", ticker: "AMZN", fiscalYear: 2019 }, [4, 35, 36]);
  }, 120_000);

  it("names the firm that signed the page, and the auditor by its role where it did not", () => {
    const [own, opening, signed] = pages as [CitablePage, CitablePage, CitablePage];
    const opensReport = "We have audited the accompanying consolidated balance sheets of Amazon.com, Inc.";
    expect(auditorVoice(signed.content, "We have served as the Company’s auditor since 1996.")?.name).toBe("Ernst & Young LLP");
    expect(auditorVoice(opening.content, opensReport)?.name).toBe("Its auditor");
    expect(auditorVoice(own.content, "We employed approximately 798,000 full-time and part-time employees as of December 31, 2019.")).toBeNull();
    // The report's opening page, with the page it runs onto at hand: the firm that signs there.
    expect(auditorVoice(opening.content, opensReport, [signed.content])).toEqual({ name: "Ernst & Young LLP", signature: "/s/ Ernst & Young LLP", signedOn: 0 });
  });

  it("names the firm signing on the next page, citing its signature", () => {
    const [, opening, signed] = pages as [CitablePage, CitablePage, CitablePage];
    const written = narrativeAnswer("Who audited Amazon for fiscal 2019?", [opening, signed])!;
    const lead = written.text.split("\n")[0]!;
    expect(lead).toMatch(/^Ernst & Young LLP /);
    expect(written.excerpts.get(signed.ref)).toContain("Ernst & Young LLP");
  });

  it("leads with the firm, the filer staying 'the Company'", () => {
    const written = narrativeAnswer("Who is Amazon's independent auditor, and since when?", pages)!;
    const lead = written.text.split("\n")[0]!;
    expect(lead).toMatch(/^Ernst & Young LLP has served as the Company’s auditor since 1996\./);
  });
});
