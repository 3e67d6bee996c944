// The rows of the financial tables on a page of Markdown: a label and the figures after it,
// whether the row is a Markdown table row ("| Net income | 5,363 | 4,869 |") or a line of text
// that ends in figures ("Net income 5,363 4,869").
import { splitRow } from "../catalog/markdown-table";
import { matchRowLabel } from "./line-item-match";
import type { LineItemId } from "./line-items";

export interface StatementRow {
  label: string;
  /** The figures as written ("1,503", "(26)", "—" excluded). */
  figures: string[];
  /** The standard line item the label stands for, if any. */
  item?: LineItemId;
}

// A figure: optional sign or parenthesis and currency, digits with thousands separators or
// decimals, optional percent or closing parenthesis. Years and note numbers are figures too;
// callers that care look at the label.
const FIGURE = /^\(?-?[$€£¥]?\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?%?\)?$|^\(?-?[$€£¥]?\s?\d+(?:\.\d+)?%?\)?$/;
const FILLER = /^(?:\$|€|£|—|–|-|\*|)$/;

function splitCells(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed.startsWith("|")) return splitRow(trimmed);
  // Plain text: the label is the words before the trailing run of figures.
  const parts = trimmed.split(/\s+/);
  let k = parts.length;
  while (k > 0 && (FIGURE.test(parts[k - 1]!) || FILLER.test(parts[k - 1]!))) k--;
  return [parts.slice(0, k).join(" "), ...parts.slice(k)];
}

/** Rows that carry at least one figure after a textual label. */
export function statementRows(markdown: string): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const line of markdown.split("\n")) {
    if (!/\d/.test(line) || /^\s*\|?\s*:?-{3,}/.test(line)) continue;
    const cells = splitCells(line);
    const label = cells[0]?.replace(/[\s.:…]+$/, "").trim() ?? "";
    if (!/[a-z]/i.test(label)) continue;
    const figures: string[] = [];
    for (const cell of cells.slice(1)) {
      for (const part of cell.split(/\s+(?=[($\d-])/)) {
        const value = part.replace(/\s/g, "");
        if (FIGURE.test(value)) figures.push(value);
      }
    }
    if (figures.length === 0) continue;
    rows.push({ label, figures, item: matchRowLabel(label) });
  }
  return rows;
}
