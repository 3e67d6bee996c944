// Ulta Beauty's earnings releases: Q1 FY2023 p3 (its fiscal 2023 outlook table) and Q2 FY2023 p1
// (results of the quarter under a headline about the outlook).
import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { outlookTableAnswer } from "./outlook-table";

const release = (quarter: number) =>
  ({ id: `ulta-q${quarter}`, companyName: "Ulta Beauty, Inc.", category: "earnings-release", formType: null, fiscalYear: 2023, fiscalQuarter: quarter }) as unknown as CatalogDocument;
const page = (quarter: number, pageNumber: number, content: string): CitablePage => ({ ref: `#q${quarter}p${pageNumber}`, document: release(quarter), pageNumber, kind: "narrative" as CitablePage["kind"], score: 1, content });

const outlook = page(1, 3, `At the end of the first quarter of fiscal 2023 the Company operated 1,359 stores totaling 14.2 million square feet.

### Fiscal 2023 Outlook

The Company has updated its outlook for fiscal 2023.
| | Prior FY23 Outlook | Updated FY23 Outlook |
| --- | --- | --- |
| Net sales | $10.95 billion to $11.05 billion | $11.0 billion to $11.1 billion |
| Comparable sales | 4% to 5% | no change |
| Operating margin | 14.7% to 15.0% | 14.5% to 14.8% |
| Diluted earnings per share | $24.70 to $25.40 | no change |
| Capital expenditures | $400 million to $475 million | no change |`);
const results = page(2, 1, `### Company Raises Outlook for Fiscal Year 2023

BOLINGBROOK, Ill.--(BUSINESS WIRE)-- Ulta Beauty, Inc. (NASDAQ: ULTA) today announced financial results for the thirteen-week period (“second quarter”) and twenty-six-week period (“first six months”) ended July 29, 2023 compared to the same periods ended July 30, 2022.

| (Dollars in millions, except per share data) | 13 Weeks Ended July 29, 2023 | 13 Weeks Ended July 30, 2022 | 26 Weeks Ended July 29, 2023 | 26 Weeks Ended July 30, 2022 |
| --- | ---: | ---: | ---: | ---: |
| Net sales | 2,529.8 | 2,297.1 | 5,164.1 | 4,643.0 |`);

const answer = (question: string, pages: CitablePage[]) => outlookTableAnswer(readQuestion(question), pages)?.text ?? null;

describe("the outlook table of an earnings release", () => {
  it.each([
    ["What net sales does Ulta Beauty now expect for fiscal 2023, per its Q1 release?", "**$11.0 billion to $11.1 billion**"],
    ["Ulta Beauty FY2023 capital expenditures guidance?", "**$400 million to $475 million**"],
    ["What diluted EPS does Ulta Beauty expect for fiscal 2023?", "**$24.70 to $25.40**"],
  ])("%s is read from the measure's row, its last figure", (question, figure) => {
    expect(answer(question, [results, outlook])).toContain(figure);
  });

  it("is no table of the quarter's results under a headline about the outlook", () => {
    expect(answer("What net sales does Ulta Beauty expect for fiscal 2023?", [results])).toBeNull();
  });

  it("gives no outlook of another year than the one asked", () => {
    expect(answer("Ulta Beauty's net sales guidance for fiscal 2027?", [outlook])).toBeNull();
  });

  it("gives no row of another measure", () => {
    expect(answer("What free cash flow does Ulta Beauty expect for fiscal 2023?", [outlook])).toBeNull();
  });
});
