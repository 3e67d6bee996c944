// A definition given in passing may go on with what to do with the defined figure: "take free
// cash flow as A minus B, and divide dividends paid by it", "taking gross profit as A minus B and
// dividing by A", "take cash returned as A plus B, and express it as a % of C". The step after
// the definition is the computation asked; the definition is only its input.

export interface FollowOnStep {
  /** The definition's own formula, without the step after it. */
  formula: string;
  /** The step's formula over the defined name ("dividends paid / free cash flow"). */
  over: (name: string) => string;
  /** The step asks for a share ("express it as a % of …"). */
  share: boolean;
}

// What refers back to the defined figure.
const IT = String.raw`(?:it|that|this|them|the\s+(?:result|sum|difference|total|figure))`;
// The step, at the end of the formula, after a comma or "and" ("…, and then divide …").
const STEP = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?(?:` +
    // "divide X by it", "dividing it by Y", "dividing by Y", "divide that into X" is not read.
    String.raw`divid(?:e|ing)\s+(?:(?<back>${IT})\s+by\s+(?<denominator>.+)|by\s+(?<by>.+)|(?<numerator>.+?)\s+by\s+${IT})` +
    // "express it as a % of Y", "expressing the sum as a share of Y".
    String.raw`|express(?:ing)?\s+${IT}\s+as\s+an?\s+(?:%|percent(?:age)?|share|proportion|fraction)\s+of\s+(?<whole>.+)` +
    String.raw`)\s*$`,
  "i",
);

// Where an operand is to be read, said after it: "net earnings as reported in the FY2017 income
// statement", "dividends paid (statement of cash flows)", "income before income taxes in the
// domestic/foreign split of the income taxes note". The question's pages are read anyway.
const SOURCE_TAIL = /\s*\([^()]*\b(?:statements?|note|balance\s+sheet)\b[^()]*\)|\s+(?:as\s+(?:reported|shown|presented|stated)\s+)?(?:in|on|from)\s+(?:the\s+|its\s+)?(?:\S+\s+){0,8}?(?:statements?(?:\s+of\s+\S+(?:\s+\S+)?)?|note|table|schedule|balance\s+sheet)\b.*$|\s+as\s+(?:reported|shown|presented|stated)\b.*$/gi;

// "Weighted-average shares outstanding – diluted": a dash before the class is part of the label, no minus.
const CLASS_DASH = /\s[–—-]\s+(?=(?:diluted|basic)\b)/gi;

/** An operand as a step or a division names it, without where to read it or a leading article. */
export function operandOf(text: string): string {
  return text
    .replace(SOURCE_TAIL, "")
    .replace(CLASS_DASH, " ")
    // "the weighted-average number of shares" is the weighted-average shares a table prints.
    .replace(/\bnumber\s+of\s+(?=(?:common\s+|ordinary\s+)?shares\b)/gi, "")
    .replace(/^(?:the|its)\s+/i, "")
    .replace(/[,.;:\s]+$/, "")
    .trim();
}

/** The step that follows a definition's formula, or null when the formula ends with none. */
export function followOnStep(formula: string): FollowOnStep | null {
  const m = STEP.exec(formula);
  const g = m?.groups;
  if (!m || !g || m.index === 0) return null;
  const own = operandOf(formula.slice(0, m.index));
  if (!own) return null;
  if (g.whole) {
    const whole = operandOf(g.whole);
    return whole ? { formula: own, over: (name) => `${name} / ${whole}`, share: true } : null;
  }
  const denominator = operandOf(g.denominator ?? g.by ?? "");
  if (denominator) return { formula: own, over: (name) => `${name} / ${denominator}`, share: false };
  const numerator = operandOf(g.numerator ?? "");
  return numerator ? { formula: own, over: (name) => `${numerator} / ${name}`, share: false } : null;
}
