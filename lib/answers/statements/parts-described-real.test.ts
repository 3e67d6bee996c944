// The words a question describes its parts by choose the breakdown whose lead-in says them — over
// wordings, and on a real page (Activision Blizzard 10-K 2019, p43: net revenues by distribution
// channel beside the consolidated results).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { asksWhichPart, partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";
import { describedIn, partsDescribed } from "./parts-described";

describe("the words a question describes its parts by", () => {
  it.each([
    ["Among Microsoft's product and service offerings, which grew revenue the fastest in fiscal 2016?", ["product", "service", "offering"]],
    ["ATVI 2019: which distribution channel's net revenues dropped the most in percentage terms?", ["distribution", "channel"]],
    ["Looking only at Boeing Commercial Airplanes' revenues by customer location, which region fell the most?", ["customer", "location"]],
    ["Which of 3M's geographic areas saw the steepest percentage decline in net sales in 2022?", ["geographic", "area"]],
    ["Which customer group within Verizon's Business segment saw the largest decline?", ["customer", "group"]],
    ["Which segment had the highest revenue?", []],
    ["Which of its segments grew fastest?", []],
  ] as const)("%s", (question, words) => {
    expect(partsDescribed(question)).toEqual(words);
  });

  it("counts the described words a lead-in says", () => {
    expect(describedIn("Revenue from external customers, classified by significant product and service offerings were as follows:", ["product", "service", "offering"])).toBe(3);
    expect(describedIn("Revenue, classified by the major geographic areas in which our customers are located, was as follows:", ["product", "service", "offering"])).toBe(0);
  });
});

describe("a breakdown chosen by its lead-in on a real filing", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    const document = { id: "017f1bbc-0000-4000-8000-000000000000", companyId: "atvi", companyName: "Activision Blizzard, Inc.", companyTickers: ["ATVI"], fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("017f1bbc1e37f294.pdf");
    pages = [43].map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "narrative", score: 1, content: all[n - 1]!.markdown }));
  }, 120_000);

  it("ranks the distribution channels by their fall in percent", () => {
    const question = "ATVI 2019: which distribution channel's net revenues dropped the most in percentage terms?";
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    expect(partAnswer(question, reading, 2019, pages)?.text.split("\n")[0]).toMatch(/^Retail channels .*\*\*-17\.9%\*\*/);
  });
});
