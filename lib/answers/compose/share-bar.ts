// A share set against a bar in a yes/no question: "was AWS the source of most of Amazon's
// operating income", "did Global Services bring in more than a quarter of Boeing's revenues",
// "was Walmart U.S. the majority of its net sales". The question names the whole after the bar and
// the bar's size in words; the part's share of that whole decides it, and the bar says which way.
import { COMPARED, FRACTION, thresholdAsked } from "./threshold-asked";

export interface ShareBar {
  /** The question's words naming the whole, up to a clause or the question's end. */
  whole: string;
  /** The bar, in percent of the whole. */
  percent: number;
  /** Whether the share must be above the bar ("more than", "most of") or below it ("less than"). */
  above: boolean;
  /** Whether reaching the bar is enough ("at least a quarter"). */
  inclusive: boolean;
}

const GREATER_PART = String.raw`(?:the\s+)?(?:majority|bulk|greater\s+part)|most`;
const BAR_OF = new RegExp(String.raw`\b(?:(?<compared>${COMPARED})\s+(?<fraction>${FRACTION})|(?<most>${GREATER_PART}))\s+of\s+(?<whole>[^?;,]*)`, "i");

const FRACTIONS: [RegExp, number][] = [
  [/two[\s-]+thirds/i, 200 / 3],
  [/three[\s-]+quarters/i, 75],
  [/half/i, 50],
  [/third/i, 100 / 3],
  [/quarter|fourth/i, 25],
  [/fifth/i, 20],
  [/sixth/i, 100 / 6],
  [/tenth/i, 10],
];
const PERCENT_WORDS: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, "twenty-five": 25, thirty: 30, forty: 40, fifty: 50 };

/** A fraction in words or a percent, in percent: "a quarter" → 25, "10%" → 10, "ten percent" → 10. */
export function fractionPercent(text: string): number | null {
  const digits = /(\d+(?:\.\d+)?)\s?(?:%|percent)/i.exec(text);
  if (digits) return Number(digits[1]);
  const worded = /([a-z-]+)\s+percent/i.exec(text);
  if (worded && PERCENT_WORDS[worded[1]!.toLowerCase()] !== undefined) return PERCENT_WORDS[worded[1]!.toLowerCase()]!;
  return FRACTIONS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The share bar a yes/no question sets, with the whole it is of, or null when it sets none. */
export function shareBarAsked(question: string): ShareBar | null {
  if (thresholdAsked(question) !== "percent") return null;
  const m = BAR_OF.exec(question);
  const g = m?.groups;
  if (!g?.whole?.trim()) return null;
  if (g.most) return { whole: g.whole.trim(), percent: 50, above: true, inclusive: false };
  const percent = fractionPercent(g.fraction ?? "");
  if (percent === null) return null;
  const compared = (g.compared ?? "").toLowerCase();
  const above = !/^(?:less|fewer|lower|below|under)/.test(compared);
  return { whole: g.whole.trim(), percent, above, inclusive: /^(?:at\s+least|reach)/.test(compared) };
}

/** "Yes" or "No": whether a share clears the bar the question sets. */
export function shareVerdict(share: number, bar: ShareBar): "Yes" | "No" {
  const cleared = bar.above ? share > bar.percent || (bar.inclusive && share >= bar.percent) : share < bar.percent;
  return cleared ? "Yes" : "No";
}
