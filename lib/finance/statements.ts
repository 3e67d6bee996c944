// The primary financial statements: how filings title them and how people refer to them.
import type { PageKind } from "../catalog/codes";
import { PhraseMatcher, type PhraseMatch } from "./phrase-matcher";

export const STATEMENT_KINDS = [
  "income-statement", "balance-sheet", "cash-flow-statement", "equity-statement", "comprehensive-income",
] as const satisfies readonly PageKind[];
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface StatementDefinition {
  kind: StatementKind;
  name: string;
  /**
   * Title wordings after "consolidated"/"condensed" and before any "(unaudited)"; a page whose
   * heading holds one of them is that statement (or its continuation).
   */
  titles: string[];
  /** How questions name the statement beyond its titles ("P&L", "the cash flow statement"). */
  references: string[];
}

export const STATEMENTS: readonly StatementDefinition[] = [
  {
    kind: "income-statement",
    name: "Income statement",
    titles: [
      "statements of operations", "statement of operations", "statements of income", "statement of income",
      "statements of earnings", "statement of earnings", "income statements", "income statement",
      "statements of consolidated operations", "statement of consolidated operations",
      "statements of consolidated income", "statement of consolidated income",
      "statements of consolidated earnings", "statements of income (loss)", "statements of operations and comprehensive income",
      "statements of operations and comprehensive loss", "statements of income and comprehensive income",
      "statements of earnings and comprehensive income", "profit and loss account",
      "statements of profit or loss",
    ],
    references: [
      "p and l", "p and l statement", "profit and loss statement", "profit and loss", "statement of profit and loss",
      "income statement", "statement of income", "earnings statement", "operating statement",
    ],
  },
  {
    kind: "balance-sheet",
    name: "Balance sheet",
    titles: [
      "balance sheets", "balance sheet", "statements of financial position", "statement of financial position",
      "statements of financial condition", "statement of financial condition", "statements of condition",
      "statement of condition",
    ],
    references: ["balance sheet", "statement of financial position", "financial position"],
  },
  {
    kind: "cash-flow-statement",
    name: "Cash flow statement",
    titles: [
      "statements of cash flows", "statement of cash flows", "statements of cash flow", "cash flow statements",
      "cash flows statements", "statements of consolidated cash flows", "statement of consolidated cash flows",
    ],
    references: [
      "cash flow statement", "statement of cash flow", "cash flows statement", "statement of cash flows",
      "operating investing and financing activities", "investing activities", "financing activities",
    ],
  },
  {
    kind: "equity-statement",
    name: "Statement of shareholders' equity",
    titles: [
      "statements of shareholders equity", "statements of stockholders equity", "statements of shareowners equity",
      "statements of changes in equity", "statements of changes in shareholders equity",
      "statements of changes in stockholders equity", "statements of equity", "statement of equity",
      "statements of total equity", "statement of shareholders equity", "statement of stockholders equity",
      "statements of changes in stockholders deficit", "statements of stockholders deficit",
      "statements of shareholders deficit", "statements of redeemable noncontrolling interest and equity",
      "statements of changes in shareowners equity", "statements of shareholders investment",
    ],
    references: ["equity statement", "statement of shareholders equity", "statement of stockholders equity", "statement of changes in equity"],
  },
  {
    kind: "comprehensive-income",
    name: "Statement of comprehensive income",
    titles: [
      "statements of comprehensive income", "statement of comprehensive income", "statements of comprehensive loss",
      "statements of comprehensive income (loss)", "statements of comprehensive earnings",
      "statements of consolidated comprehensive income", "comprehensive income statements", "comprehensive income statement",
    ],
    references: ["comprehensive income statement", "statement of comprehensive income"],
  },
];

const byKind = new Map(STATEMENTS.map((s) => [s.kind, s]));
export function statement(kind: StatementKind): StatementDefinition {
  return byKind.get(kind)!;
}

// "statements of operations and comprehensive income" is an income statement first, so titles
// are matched longest first (the matcher's rule) and the income statement's long forms win.
const titleMatcher = new PhraseMatcher(
  STATEMENTS.flatMap((s) => s.titles.map((phrase) => ({ phrase, value: s.kind }))),
);
const referenceMatcher = new PhraseMatcher(
  STATEMENTS.flatMap((s) => [...s.titles, ...s.references].map((phrase) => ({ phrase, value: s.kind }))),
);

/** Statement titles as filings write them ("Consolidated Statements of Cash Flows"). */
export function findStatementTitles(text: string): PhraseMatch<StatementKind>[] {
  return titleMatcher.match(text);
}

/** Statements a question refers to ("using the P&L statement", "from the balance sheet"). */
export function findStatements(text: string): PhraseMatch<StatementKind>[] {
  return referenceMatcher.match(text);
}
