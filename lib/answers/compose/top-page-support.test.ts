// The page retrieval ranks first is quoted in support when the chosen passages all stand on other
// pages and its best passage speaks to the question; a passage beside the point is not quoted.
import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { citationRef, markersIn } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";

const document = {
  id: "aaaa0000-0000-4000-8000-000000000000", companyName: "Acme Corp", companyTickers: ["ACM"], category: "annual-financial-report",
  formType: "10-K", fiscalYear: 2022, fiscalQuarter: null,
} as unknown as CatalogDocument;
const page = (n: number, content: string): CitablePage => ({ ref: citationRef(document.id, n - 1), document, pageNumber: n, kind: "narrative", score: 1, content });

describe("support from the best-ranked page", () => {
  const overview = page(4, "## Business\n\nAcme sells its aircraft to airlines around the world, and it sells spare parts and services to the same customers.\n");
  const rest = [
    page(9, "## Customers\n\nOur primary customers are commercial airlines in the United States and abroad.\n\nOur primary customers also include the U.S. government and its agencies.\n"),
    page(12, "## Defense\n\nThe primary customers of our defense business are the U.S. Department of Defense and allied governments.\n\nPrimary customers of our capital business are airlines that lease our aircraft.\n"),
  ];

  it("quotes the first page's passage after the passages chosen from the others", () => {
    const answer = narrativeAnswer("Who are Acme's primary customers?", [overview, ...rest])!;
    expect(answer.text).toMatch(/^Acme's primary customers are commercial airlines/);
    expect(markersIn(answer.text)).toContain(overview.ref);
    expect(overview.content.includes(answer.excerpts.get(overview.ref)!)).toBe(true);
  });

  it("does not quote a first page that speaks of something else", () => {
    const offTopic = page(4, "## Properties\n\nAcme leases office space in Chicago and owns two factories in Ohio.\n");
    const answer = narrativeAnswer("Who are Acme's primary customers?", [offTopic, ...rest])!;
    expect(markersIn(answer.text)).not.toContain(offTopic.ref);
  });
});
