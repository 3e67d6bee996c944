// The figures a company may measure its parts' operating profit by when it prints no operating
// income for them: NIKE and Amcor give each segment's earnings before interest and taxes ("EBIT",
// "Adjusted EBIT"). Asked a part's operating income, those figures answer, under their own name.
import type { LineItemId } from "../../finance";

const SEGMENT_PROFIT: Partial<Record<LineItemId, LineItemId[]>> = { operatingIncome: ["ebit"] };

/** The figures to read a part's measure by when the tables print none of it for the parts. */
export function partProfitMeasures(item: LineItemId): LineItemId[] {
  return SEGMENT_PROFIT[item] ?? [];
}
