// Drivers questions on real 10-K pages: MD&A pages explain many figures in the same words ("primarily
// due to"); the lead must explain the measure asked, however the question is worded.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

const lead = (text: string) => text.split("\n")[0]!;

describe("a cause of the measure asked leads", () => {
  // Boeing 10-K 2019: p25 other income and cost of sales, p38 BCC revenues and earnings, p22 revenues.
  // Walmart 10-K fiscal 2021: p38 segment sales and gross profit rate, p39 net sales, tax rate, gains.
  let boeing: CitablePage[];
  let walmart: CitablePage[];
  beforeAll(async () => {
    boeing = await narrativePages({ file: "89bad2d173fa5829", company: "The Boeing Company", ticker: "BA", fiscalYear: 2019 }, [25, 38, 22]);
    walmart = await narrativePages({ file: "0b1126cab3184ee8", company: "Walmart Inc.", ticker: "WMT", fiscalYear: 2021 }, [38, 39]);
  }, 180_000);

  it.each([
    "What does Boeing's 2019 10-K say drove revenue?",
    "Why did Boeing's revenues fall in 2019?",
    "Explain the drivers of Boeing's revenue decline in 2019.",
  ])("%s — a sentence on what moved revenues, not cost of sales or other income", (question) => {
    const text = lead(narrativeAnswer(question, boeing)!.text);
    // The clause before the cause names revenues (the company's or a segment's).
    expect(text).toMatch(/^[^.]*\brevenues\b[^.]*\b(?:decreased|increased|driven)\b/i);
    expect(text).not.toMatch(/^(?:Cost of sales|Other income)/);
  });

  it("answers what drove cost of sales with the cost of sales sentence", () => {
    expect(lead(narrativeAnswer("What caused Boeing's cost of sales to change in 2019?", boeing)!.text)).toMatch(/^Cost of sales/);
  });

  it.each(["What were the primary reasons Walmart's net sales grew in fiscal 2021?", "Why did Walmart's net sales increase in fiscal 2021?"])(
    "%s — the net sales sentence, not the tax rate or the investment gains",
    (question) => {
      expect(lead(narrativeAnswer(question, walmart)!.text)).toMatch(/net sales|comparable sales/i);
    },
  );
});
