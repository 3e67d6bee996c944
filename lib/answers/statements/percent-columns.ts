// Which columns of a table print percentages when their cells do not all say so. Typesetting
// puts the unit sign on a column's first figure and its total only ("U.S. | 12.6%", then
// "International Operated Markets | 12.6", then "Total | 12.6%"), as it does with "$"; a header
// ("% Change", "Percent of sales") or a caption ("(in percent)") may say it for the whole column.
import { parseFigure } from "./numbers";

/**
 * One block of a table's rows: the data rows between two headings ("Year-over-year Percentage
 * Growth:" heads a block of percentages under a block of amounts), with the header rows of the
 * table above them and the heading of the block (the caption lines above the table for the first).
 */
export interface TableBlock {
  headers: string[][];
  heading: string;
  rows: string[][];
}

const PERCENT_SIGN = /%\s*\)?\s*$/;
const DOLLAR_SIGN = /^\s*\(?\s*(?:US)?\$/;
// A header cell that names its column a percentage: "%", "% Change", "Percent to Sales", "Percentage of total".
const PERCENT_HEADER = /%|\bpercent(?:age)?s?\b/i;
// A caption that declares the whole table in percent: "(in percent)", "(%)", "(percentages)".
const PERCENT_CAPTION = /\(\s*(?:in\s+)?(?:%|percent(?:ages?)?)\s*\)/i;
// A heading or corner cell that says its figures are percentages: "(Percent of net sales) 2022",
// "Percent of Net Sales:", "Year-over-year Percentage Growth:", "% change".
const PERCENT_HEADING = /^\(?\s*(?:in\s+)?(?:percent(?:age)?s?|%)\s+(?:of|change)\b|^[\w\s-]{0,30}\bpercent(?:age)?\s+(?:growth|change)\s*:?\s*$/i;

/** A cell's figure as printed, with the unit sign of a neighbouring filler cell ("12.6 | %", "$ | 5"). */
function signOf(cells: string[], index: number): { percent: boolean; dollar: boolean } {
  const cell = cells[index] ?? "";
  const next = cells[index + 1]?.trim() ?? "";
  const before = cells[index - 1]?.trim() ?? "";
  return {
    percent: PERCENT_SIGN.test(cell) || /^\)?\s*%$/.test(next),
    dollar: DOLLAR_SIGN.test(cell) || (index > 1 && /^(?:US)?\$$/.test(before)),
  };
}

/**
 * The positions of a block's cells that hold percentages: every column without "$" when its
 * heading or caption says the block is in percent; else a column whose header names it a
 * percentage, or whose first and last figures carry "%" and none carries "$". A column of
 * amounts and ratios ("Occupancy | 96%", "Average daily rate | 234") is no column of percentages.
 */
export function percentPositions(block: TableBlock): Set<number> {
  const width = Math.max(0, ...block.rows.map((r) => r.length));
  const positions = new Set<number>();
  const captioned = PERCENT_CAPTION.test(block.heading) || block.heading.split("\n").some((line) => PERCENT_HEADING.test(line.trim())) || block.headers.some((h) => PERCENT_HEADING.test(h[0] ?? ""));
  for (let p = 1; p < width; p++) {
    const figures = block.rows.filter((r) => parseFigure(r[p] ?? "") !== null).map((r) => signOf(r, p));
    if (figures.length === 0 || figures.some((f) => f.dollar)) continue;
    const header = block.headers.some((h) => h.length === width && PERCENT_HEADER.test(h[p] ?? ""));
    if ((figures[0]!.percent && figures.at(-1)!.percent) || header || captioned) positions.add(p);
  }
  return positions;
}

// A row whose own label says its figures are percentages: "Comparable sales (%)", "Gross margin in percent".
const PERCENT_LABEL = /\(\s*%\s*\)|\bin\s+percent(?:ages?)?\b|\(\s*percent(?:ages?)?\s*\)/i;

export const isPercentLabel = (label: string) => PERCENT_LABEL.test(label);

// A row whose label states a unit of its own ("Expected term (in years)", "Shares (in thousands)")
// is in that unit, whatever its column prints for the rows around it.
const OWN_UNIT_LABEL = /\(\s*(?:in\s+)?(?:years?|months?|days?|weeks?|thousands?|millions?|billions?|dollars?|\$|shares?)\b[^)]*\)|\bper\s+(?:common\s+)?share\b|\bin\s+(?:years|thousands|millions|billions|dollars)\b/i;

export const hasOwnUnit = (label: string) => OWN_UNIT_LABEL.test(label);
