// A row's share of a total in the wordings analysts use ("X as a % of Y", "how much of Y came from
// X", "what percentage of Y did the X segment account for"), read from the table whose rows hold
// the part — a table printing the total under its own name ("Adjusted EBIT") or "Total net sales"
// under each of several breakdowns — over wordings, and on real pages.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { wholePartsAnswer } from "./whole-parts-answer";
import { wholePartsAsked } from "./whole-parts-asked";

describe("a share of a whole asked", () => {
  it.each([
    ["NKE FY23 — footwear as a % of total NIKE Brand revenues? Round to one decimal.", "NIKE Brand revenues", "footwear"],
    ["How much of Lockheed Martin's Q2 2022 net sales came from the U.S. Government, as a percentage?", "net sales", "U.S. Government"],
    ["What percentage of Amcor's FY2023 Adjusted EBIT did the Flexibles segment account for?", "Adjusted EBIT", "Flexibles segment"],
    ["Rigid Packaging as a % of Amcor's net sales in fiscal 2023?", "net sales", "Rigid Packaging"],
  ] as const)("%s", (question, whole, part) => {
    expect(wholePartsAsked(question)).toMatchObject({ whole, how: "share", part });
  });
});

async function filingPages(file: string, companyName: string, fiscalYear: number, date: string, numbers: number[], fiscalQuarter: number | null = null): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName, companyTickers: [], fiscalYear, fiscalQuarter, date } as unknown as CatalogDocument;
  const all = await corpusPages(`${file}.pdf`);
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
}

describe("a share read from the table holding the part", () => {
  let amcor: CitablePage[];
  let lockheed: CitablePage[];

  beforeAll(async () => {
    // Amcor 10-K FY2023, p101: net sales and Adjusted EBIT by segment, "Adjusted EBIT" closing its segments' rows.
    amcor = await filingPages("84d7a0291a12f4e6", "Amcor plc", 2023, "2023-06-30", [101]);
    // Lockheed Martin 10-Q Q2 2022, p12: "Total net sales" under products and services, contract type, customer and region, for the quarter and the six months.
    lockheed = await filingPages("4039c9985845dd60", "Lockheed Martin Corporation", 2022, "2022-06-26", [12], 2);
  }, 120_000);

  const lead = (question: string, year: number, pages: CitablePage[]) => wholePartsAnswer(question, readQuestion(question), year, pages)?.text.split("\n")[0] ?? "";

  it("divides by the total the segments' rows close, printed under its own name", () => {
    expect(lead("What percentage of Amcor's FY2023 Adjusted EBIT did the Flexibles segment account for?", 2023, amcor)).toMatch(/^"Flexibles" was \*\*88\.9%\*\* of Amcor's adjusted ebit (?:in FY2023|at June 30, 2023): \$1,429 million of \$1,608 million/i);
  });

  it("takes the breakdown holding the part, for the quarter asked", () => {
    expect(lead("How much of Lockheed Martin's Q2 2022 net sales came from the U.S. Government, as a percentage?", 2022, lockheed)).toMatch(/^"U\.S\. Government" was \*\*74\.2%\*\* of .*\$11,458 million of \$15,446 million/);
  });
});
