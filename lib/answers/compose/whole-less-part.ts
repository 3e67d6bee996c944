// "Total net sales less Aeronautics net sales", "consolidated net sales less AWS net sales": the
// company's figure less one part's figure of the same line item — the company without that part.
// Read from the part's tables alone, both sides would be the part's; each side is read from its
// own: the whole from the company's statements, the part from the tables that break it out.
import type { FormulaMetric, LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import type { Figure, FigureSource } from "../statements/figure-book";
import { withoutPart } from "./part-operands";

/** Whether a metric subtracts a part's figure from the company's figure of the same line item. */
export function subtractsPartFromWhole(metric: FormulaMetric | null, part: string): boolean {
  const expr = metric?.expr;
  if (!expr || !("op" in expr) || expr.op !== "-") return false;
  const { left, right } = expr;
  if (!("item" in left) || !("item" in right) || left.at !== "current" || right.at !== "current") return false;
  const partItem = withoutPart(right.item, part);
  return partItem !== right.item && withoutPart(left.item, part) === left.item && partItem === left.item;
}

/** Figures of the company, except the rows named with the part's name, which are the part's. */
export class WholeLessPartBook implements FigureSource {
  constructor(
    private readonly whole: FigureSource,
    private readonly part: FigureSource,
    private readonly partName: string,
  ) {}

  get question(): string | undefined {
    return this.whole.question;
  }

  find(item: LineItemId, year: number, months: number | null = null): Figure | null {
    const own = withoutPart(item, this.partName);
    if (own === item) return this.whole.find(item, year, months);
    // (Kept under the operand's own id, so the formula's trace tells the part's figure from the whole's.)
    const figure = this.part.find(own, year, months);
    return figure && { ...figure, item };
  }

  statementPage(kind: CitablePage["kind"]): CitablePage | null {
    return this.whole.statementPage(kind);
  }
}
