// Which primary statement a page's heading titles, read from its first lines: ingestion may file
// a statement as a plain financial table when a long heading hides the title from its classifier.
import type { PageKind } from "../../catalog/codes";
import { findStatementTitles } from "../../finance";

export const PRIMARY_STATEMENTS: PageKind[] = ["income-statement", "balance-sheet", "cash-flow-statement"];

const HEADING_LINES = 6;

function heading(content: string): string {
  return content.split("\n").filter((l) => l.trim()).slice(0, HEADING_LINES).join("\n");
}

/** The statement a page's heading titles, if it is one of the primary three. */
export function titledStatement(content: string): PageKind | null {
  // "Results of operations" heads discussions as often as statements; a statement says so.
  const hit = findStatementTitles(heading(content)).find(
    (t) => PRIMARY_STATEMENTS.includes(t.value) && /statement|balance sheet|financial (?:position|condition)/i.test(t.text),
  );
  return hit ? hit.value : null;
}

// Discussions that restate a statement's figures ("Analysis of Consolidated Statements of Income",
// "Statements of Operations Data") and the parts of it shown for a guarantor or parent alone,
// or for the group a guarantee binds ("Deed of Cross Guarantee Statements of Income": the closed
// group of an Australian deed, a fraction of the company).
const NOT_THE_STATEMENT = /\b(?:analysis|discussion|summary|summarized|selected|highlights|supplemental|data|non-?gaap|reconciliation|consolidating|parent|guarantors?|guarantees?|closed\s+group|obligors?|issuers?)\b/i;

/** Whether a page is the statement itself: titled as the statement, not a discussion or a part of it. */
export function isStatementProper(content: string, kind: PageKind): boolean {
  // "(In millions, except per share data)" is the statement's own caption.
  return titledStatement(content) === kind && !NOT_THE_STATEMENT.test(heading(content).replace(/\([^()]*\)/g, " "));
}

// Statements of a part of the company a filing must also show: the closed group of a guarantee
// deed, the guarantors or obligors of its notes, the registrant alone ("parent company only").
const PART_OF_THE_COMPANY = /\b(?:cross\s+guarantee|closed\s+group|guarantors?|obligor\s+group|parent\s+company\s+only|condensed\s+financial\s+information\s+of\s+(?:the\s+)?registrant)\b/i;

/** Whether a page's heading titles the statements of a part of the company, not the company's own. */
export function titlesPartOfCompany(content: string): boolean {
  return PART_OF_THE_COMPANY.test(heading(content));
}
