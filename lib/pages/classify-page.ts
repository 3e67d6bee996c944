// What a page is, read from its Markdown alone: one of the primary statements, another financial
// table, prose, or one of the pages that only point elsewhere or repeat boilerplate (cover,
// contents, exhibit lists, signatures, certifications). It runs on every page at ingestion, so
// it looks at lines and a few patterns, never at the whole vocabulary at once.
import type { PageKind } from "../catalog/codes";
import { splitRow } from "../catalog/markdown-table";
import { findStatementTitles, words, type StatementKind } from "../finance";
import { statementRows } from "../finance/statement-rows";

// Words that may surround a title on its line without making it a sentence.
const TITLE_QUALIFIERS = new Set([
  "consolidated", "condensed", "combined", "interim", "unaudited", "continued", "the", "and", "subsidiary",
  "subsidiaries", "in", "million", "thousand", "except", "per", "share", "data", "amount", "dollar", "of", "for", "year",
  "ended", "month", "quarter",
]);
// Extracts and restatements of a statement inside the analysis sections.
const NOT_A_STATEMENT = /\b(selected|summary|summari[sz]ed|supplemental|pro forma|consolidating|restated|parent company|registrant)\b/i;

const HEADING_LINES = 12;
const nonEmptyLines = (markdown: string) => markdown.split("\n").map((l) => l.trim()).filter(Boolean);

// A title followed by one of these names something about the statement, not the statement
// ("Statements of Operations Data", "Balance Sheet Location"); one preceded by a preposition is
// a reference inside a sentence or caption ("Offset in the Balance Sheet").
const NOT_TITLE_AFTER = new Set(["data", "information", "location", "amount", "analysis", "line", "caption", "impact", "classification", "presentation", "highlight", "item", "component", "detail", "account", "arrangement", "risk"]);
const NOT_TITLE_BEFORE = new Set(["in", "on", "to", "from", "within", "into", "see", "our", "certain", "average", "off"]);

// An index or contents entry ends in a page reference ("48", "F-5").
const PAGE_REFERENCE = /^([A-Z]-)?\d{1,3}$/;

/**
 * The statement a heading line titles, when the line is a title rather than a sentence. In a
 * table row the title may share the header with column captions, but not with a page reference:
 * "| Balance Sheets | 54 |" is an entry of an index.
 */
function titledStatement(row: string): StatementKind | undefined {
  let line = row;
  const inTable = row.startsWith("|");
  if (inTable) {
    const cells = splitRow(row).filter(Boolean);
    if (cells.some((c) => PAGE_REFERENCE.test(c))) return undefined;
    line = cells.find((c) => findStatementTitles(c).length > 0) ?? "";
  }
  // Titles start with a capital and end without a full stop or colon; sentences do not.
  const bare = line.replace(/\([^)]*\)?/g, " ");
  if (bare.length > 200 || NOT_A_STATEMENT.test(line) || /[:.]\s*$/.test(line) || /^[^A-Za-z]*[a-z]/.test(line)) return undefined;
  const [hit] = findStatementTitles(line);
  if (!hit) return undefined;
  const before = words(line.slice(0, hit.start)).filter((w) => !TITLE_QUALIFIERS.has(w) || NOT_TITLE_BEFORE.has(w));
  // "(Amounts in millions)" qualifies the title; words in parentheses never make it a caption.
  const after = words(line.slice(hit.end).replace(/\([^)]*\)?/g, " "));
  if (NOT_TITLE_AFTER.has(after[0] ?? "") || NOT_TITLE_BEFORE.has(before.at(-1) ?? "")) return undefined;
  const extra = [...before, ...after].filter((w) => !TITLE_QUALIFIERS.has(w) && !/^\d+$/.test(w));
  // A header cell that holds a statement's title starts with it and calls it consolidated
  // ("Location on face of Balance Sheet" and a bare "Balance Sheet" caption do not).
  if (inTable) return before.length === 0 && extra.length <= 3 && /consolidated|condensed/i.test(line) ? hit.value : undefined;
  return extra.length <= 6 ? hit.value : undefined;
}

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

function isCertification(text: string): boolean {
  // The officer's own words ("I, Jane Doe, certify that", "hereby certifies"), not a mention of them.
  const certifies = /\bI,\s[^\n]{3,160}?\bcertify\b|hereby certif(y|ies)/i.test(text);
  return certifies && /(sarbanes|13a-14|15d-14|section\s+1350|section\s+302|section\s+906|have reviewed this)/i.test(text);
}

function isSignatures(lines: string[], text: string): boolean {
  const heading = lines.slice(0, HEADING_LINES).some((l) => /^(signatures?|power of attorney)$/i.test(l.replace(/[|*#\s]+/g, " ").trim()));
  const formula = /duly caused this (report|amendment) to be signed|pursuant to the requirements of the securities exchange act/i.test(text);
  return (heading && (formula || count(text, /\/s\//g) >= 2)) || (formula && count(text, /\/s\//g) >= 3);
}

function isCover(text: string): boolean {
  return /securities and exchange commission/i.test(text)
    && /form\s+(10-k|10-q|8-k|20-f|40-f|6-k)/i.test(text)
    && /(commission file number|exact name of registrant|name of registrant as specified)/i.test(text);
}

function isContents(lines: string[]): boolean {
  const items = lines.filter((l) => /^\|?\s*(item|part)\s+[0-9ivx]+[a-c]?\b/i.test(l)).length;
  const paged = lines.filter((l) => /(\s|\|)(\d{1,3}|[a-z]-\d{1,3})\s*\|?$/i.test(l)).length;
  if (items >= 8) return true;
  // Statement-like tables end rows in figures too; amounts with thousands separators tell them apart.
  const amounts = count(lines.join("\n"), /\d,\d{3}/g);
  // The first line is often a running "Table of Contents" link on every page; it says nothing.
  const title = lines.slice(/^\|?\s*table of contents\s*\|?$/i.test(lines[0] ?? "") ? 1 : 0, HEADING_LINES).join(" ");
  return /\b(table of contents|index|contents)\b/i.test(title) && paged >= 5 && paged >= lines.length * 0.4 && amounts < 3;
}

const EXHIBIT_LINE = /^\|?\s*(\d{1,3}(\.\d{1,3})*[a-z]?(\*|\+|†)?\s*\|?\s+\S|101\.(ins|sch|cal|def|lab|pre)\b)/i;

/**
 * An exhibit's own first page ("Exhibit 10.1", "Exhibit 23.1"). Earnings releases are exhibits 99
 * and stay content, as do the statements a release numbers as its exhibits.
 */
function hasExhibitHeading(lines: string[]): boolean {
  return lines.slice(0, 4).some((l) => /^[#|*\s]*exhibit\s+(\d+)(\.\d+)?\b/i.test(l) && !/exhibit\s+99/i.test(l));
}

/** A list of exhibits: an exhibit index, or the exhibit part of Item 15. */
function isExhibitList(lines: string[], text: string): boolean {
  const heading = lines.slice(0, HEADING_LINES).join(" ");
  const first = lines.findIndex((l) => EXHIBIT_LINE.test(l));
  if (first < 0) return false;
  const listed = lines.filter((l) => EXHIBIT_LINE.test(l)).length;
  // A list that follows a page of prose (an 8-K's items, then "Item 9.01") is the prose's page.
  const proseBefore = lines.slice(0, first).join("\n").length / Math.max(1, text.length);
  if (listed < 5 || proseBefore > 0.35) return false;
  return /(exhibit index|index to exhibits|exhibits and financial statement schedules|^exhibits\b|exhibit (no|number))/i.test(heading)
    || count(text, /incorporated (herein )?by reference/gi) >= 3;
}

/** Decides the kind of one page of a filing. */
export function classifyPage(markdown: string): PageKind {
  const lines = nonEmptyLines(markdown);
  const text = lines.join("\n");
  const letters = count(text, /[a-z]/gi);
  if (letters < 40 && count(text, /\d/g) < 20) return "blank";

  if (isCertification(text)) return "certification";
  if (isCover(text)) return "cover";
  if (isSignatures(lines, text)) return "signatures";
  if (isContents(lines)) return "table-of-contents";
  if (isExhibitList(lines, text)) return "exhibit";

  const rows = statementRows(text);
  const figures = rows.reduce((n, r) => n + r.figures.length, 0);
  const heading = lines.slice(0, HEADING_LINES);
  // Notes to the statements quote their titles; they are tables about the statements.
  const inNotes = heading.some((l) => /^[#|*\s]*notes to (the )?(condensed )?(consolidated )?financial statements/i.test(l));
  if (!inNotes && rows.length >= 3 && figures >= 6) {
    // The title decides. Rows alone do not: the analysis sections repeat a statement's rows
    // (results of operations, selected and quarterly data) and are not the statement.
    for (const line of heading) {
      const kind = titledStatement(line);
      if (kind) return kind;
    }
  }
  if (hasExhibitHeading(lines)) return "exhibit";
  if (rows.length >= 6 && figures >= 12) {
    const segments = count(text, /\bsegments?\b|by geograph|geographic (area|region|information)|by region\b|reportable/gi);
    return segments >= 2 ? "segment-table" : "financial-table";
  }
  const proseWords = count(text, /\b[a-z]{3,}\b/gi);
  return proseWords >= 80 ? "narrative" : "other";
}

