// A table with the parts as columns breaks the measure down by rows too ("Revenues by: Footwear |
// Apparel | Equipment | TOTAL REVENUES" under "North America | Europe … | Greater China"). A
// question naming one of those rows before the measure ("the smallest footwear revenues", "the
// most retail channels net revenues") compares the parts on that row, not on the total's.
import { tokenize } from "../../finance";
import type { TableRow } from "./statement-table";

/**
 * Whether the row is the part of the measure the question's qualifier names: every word of its
 * label is among the qualifier's, and the section over it names the measure ("Revenues by:").
 */
export function qualifierRow(row: TableRow, qualifier: readonly string[], sectionNamesMeasure: (section: string) => boolean): boolean {
  if (qualifier.length === 0 || !row.section || !sectionNamesMeasure(row.section)) return false;
  const label = tokenize(row.label.replace(/\(\d{1,2}\)\s*$/, "")).map((t) => t.word);
  return label.length > 0 && label.every((w) => qualifier.includes(w));
}
