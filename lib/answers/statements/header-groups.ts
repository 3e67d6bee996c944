// A header printed over two rows: the groups of columns on the first ("United States |
// International | Benefits", a segment or a kind of figure), the periods on the second ("2021 |
// 2020" under each). Extraction sets each group's name in one cell of its span, not always the
// first, so the columns are dealt to the groups by the periods' repeating pattern, not by position.
import type { Column } from "./header-row";
import { isFiller } from "./numbers";

/**
 * The columns of a period header row with the group each belongs to as its caption, when the row
 * above names as many distinct groups as the periods repeat: six columns "2021 | 2020 | 2021 |
 * 2020 | 2021 | 2020" under three groups are two periods of each. Otherwise the columns as read.
 */
export function withGroupRow(columns: Column[], groupRow: string[]): Column[] {
  if (columns.some((c) => c.caption !== "")) return columns;
  const groups = groupRow.slice(1).map((cell) => cell.replace(/\s+/g, " ").trim()).filter((cell) => cell && !isFiller(cell));
  if (groups.length < 2 || new Set(groups.map((g) => g.toLowerCase())).size !== groups.length) return columns;
  if (columns.length % groups.length !== 0) return columns;
  const span = columns.length / groups.length;
  const pattern = columns.slice(0, span).map(periodKey);
  if (!columns.every((c, i) => periodKey(c) === pattern[i % span])) return columns;
  return columns.map((c, i) => ({ ...c, caption: groups[Math.floor(i / span)]! }));
}

const periodKey = (c: Column) => `${c.year}/${c.months}/${c.quarter}/${c.end}`;
