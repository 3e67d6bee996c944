// The vocabularies of the interface: document categories (v2 codes), the older codes v1 shows,
// SEC form types and fiscal periods.

export const DOCUMENT_CATEGORIES = [
  "annual-financial-report", "interim-financial-report", "financial-attachments", "annual-activity-report",
  "interim-activity-report", "compliance-report", "historical-performance-summary", "letter-to-shareholders",
  "earnings-release", "current-report", "earnings-presentation", "earnings-call-transcript",
  "investor-event-presentation", "investor-event-transcript", "shareholder-meeting-circular", "shareholder-meeting-resolutions",
  "governance-report", "compensation-report", "governance-policies", "esg-report",
  "esg-assessment", "insider-share-transactions", "shareholder-dealing-disclosure", "share-issuance-notice",
  "share-buyback-notice", "share-capital-disclosure", "initial-offering-prospectus", "follow-on-offering-prospectus",
  "merger-offering-prospectus", "employee-share-plan-prospectus", "tender-offer-disclosure",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** v1 predates the split of financial reports into their current codes; it shows the older ones. */
const V1_CATEGORY: Partial<Record<DocumentCategory, string>> = {
  "annual-financial-report": "annual-report",
  "interim-financial-report": "interim-report",
};
export function v1Category(category: DocumentCategory): string {
  return V1_CATEGORY[category] ?? category;
}
/** v1 filters accept both the older and the current codes. */
export function categoryFromV1(code: string): DocumentCategory | undefined {
  const entry = Object.entries(V1_CATEGORY).find(([, old]) => old === code);
  if (entry) return entry[0] as DocumentCategory;
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(code) ? (code as DocumentCategory) : undefined;
}

export const SEC_FORM_TYPES = [
  "10-K", "10-K/A", "10-Q", "10-Q/A", "8-K", "8-K/A", "6-K", "6-K/A", "20-F", "20-F/A", "40-F", "40-F/A",
  "S-1", "S-1/A", "F-1", "F-1/A", "S-3", "S-3/A", "F-3", "F-3/A", "S-4", "S-4/A", "F-4", "F-4/A",
  "S-8", "F-8", "F-8 POS", "DEF 14A", "DEFA14A", "DEFM14A", "DEF 14C", "DEFA14C", "DEFM14C",
] as const;
export type SecFormType = (typeof SEC_FORM_TYPES)[number];

export const FISCAL_PERIODS = ["year", "multi-year", "month", "half-year", "quarter"] as const;
export type FiscalPeriod = (typeof FISCAL_PERIODS)[number];

/**
 * What a page is, decided once at ingestion and used by ranking: the primary statements, the
 * pages that merely point elsewhere, and the boilerplate that matches everything.
 */
export const PAGE_KINDS = [
  "income-statement", "balance-sheet", "cash-flow-statement", "equity-statement",
  "comprehensive-income", "segment-table", "financial-table", "narrative",
  "cover", "table-of-contents", "exhibit", "signatures", "certification", "blank", "other",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
