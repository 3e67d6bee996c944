// The unit of a metric's input read from a table that states none. Inputs come from several tables
// of one filing; a note's table may print no unit of its own ("Total depreciation and amortization
// | 1,189" under segment results, the unit said once pages before), while the statements say "in
// millions". Read as dollars, such a figure vanishes into a sum of millions (EBITDA of $8,545.0
// million from $8,545 million and $1,189) or makes a ratio off by a million. A filing keeps one unit
// throughout its financial tables, so a unitless amount takes the unit its other inputs state.
import { isPerShareRow, isPercentRow } from "../statements/statement-table";
import type { Figure } from "../statements/figure-book";

/** The figures with any unitless amount read in the unit the others of its filing state; as given otherwise. */
export function inFilingUnit(figures: Figure[]): Figure[] {
  const amount = (f: Figure) => !isPerShareRow(f.row) && !isPercentRow(f.row);
  return figures.map((f) => {
    if (f.row.unit || !amount(f)) return f;
    const units = figures.filter((o) => o !== f && o.page.document.id === f.page.document.id && o.row.unit && o.row.unit.scale > 1 && amount(o)).map((o) => o.row.unit!);
    const unit = units[0];
    // (Only when the others agree on one unit: two units leave nothing to go by.)
    if (!unit || units.some((u) => u.scale !== unit.scale)) return f;
    return { ...f, amount: f.amount * unit.scale, row: { ...f.row, unit } };
  });
}
