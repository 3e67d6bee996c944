// Arithmetic a question tells in words rather than signs, read into the signs the formula reader
// parses: "compute X by dividing A by B", "X, calculated by subtracting B from A", "… where X =
// A / B" after the question, "the sum of A and B", "the ratio of A to B", "A over B", "A net of B".
// These are only the wordings; which words name a figure is read where the formulas are.

// The verb of an operation told in words, and its operands: "dividing A by B", "subtracting B
// from A", "adding A and B" / "adding B to A" (at the last "and": "cash and cash equivalents"
// is one operand), "multiplying A by B".
const WORDED_OPERATION = /^(?:(?<divide>dividing|divide)\s+(?<dividend>.+?)\s+by\s+(?<divisor>.+)|(?:subtracting|subtract|deducting|deduct)\s+(?<subtrahend>.+?)\s+from\s+(?<minuend>.+)|(?:adding|add|summing)\s+(?<augend>.+)\s+(?:and|to|plus)\s+(?<addend>.+)|(?:multiplying|multiply)\s+(?<multiplicand>.+?)\s+by\s+(?<multiplier>.+))$/i;

// A "by" that belongs to an operand's own wording: "net cash provided by operating activities".
const BY_OF_A_LABEL = /\b(?:provided|used|generated|caused|driven|offset|adjusted|covered|secured|guaranteed|held|owned|paid|made)$/i;

/** The operation told in words as a formula in signs ("dividing A by B" → "A / B"), or null. */
export function wordedFormula(text: string): string | null {
  const trimmed = text.trim();
  // "dividing net cash provided by operating activities by net income": the "by" that divides is
  // the first one not ending an operand's own wording.
  if (/^(?:dividing|divide)\s/i.test(trimmed)) {
    const rest = trimmed.replace(/^\S+\s+/, "");
    const bys = [...rest.matchAll(/\s+by\s+/gi)];
    // (With only such "by"s, the last divides: "dividends paid by net income".)
    const at = bys.find((m) => !BY_OF_A_LABEL.test(rest.slice(0, m.index))) ?? bys.at(-1);
    return at ? `${rest.slice(0, at.index)} / ${rest.slice(at.index! + at[0].length)}` : null;
  }
  const g = WORDED_OPERATION.exec(trimmed)?.groups;
  if (!g) return null;
  if (g.minuend) return `${g.minuend} - ${g.subtrahend}`;
  if (g.augend) return `${g.augend} + ${g.addend}`;
  if (g.multiplicand) return `${g.multiplicand} * ${g.multiplier}`;
  return null;
}

// "Compute X for FY2021 by dividing A by B", "X, calculated by subtracting B from A": the name,
// then the operation in words. (An "as" or "=" definition is read by the formula reader itself.)
export const DEFINED_BY_OPERATION: RegExp[] = [
  /\b(?:calculate|compute|work\s+out|derive|determine|find|get)[sd]?\s+(?<name>.{1,120}?)\s+by\s+(?<formula>(?:dividing|subtracting|deducting|adding|summing|multiplying)\s.+)$/i,
  /^(?<name>.{1,160}?),?\s+(?:calculated|computed|derived|determined|found|obtained|measured)\s+by\s+(?<formula>(?:dividing|subtracting|deducting|adding|summing|multiplying)\s.+)$/i,
];

// "What was 3M's cash conversion ratio for 2021, where cash conversion ratio = A / B": a name
// and its formula after the question's "where", which defines that name only.
export const WHERE_EQUALS = /^(?<name>.{1,200}?),?\s+where\s+(?<formula>[^=]{1,60}?\s*=\s*[^=]+)$/i;

// Compositions named in words, each read over the terms next to it.
/** "the sum of A and B", "the total of A and B": what follows is read as two terms joined by "and". */
export const SUM_OF = /\b(?:the\s+)?(?:sum|total|combined\s+total)\s+of\s+(?:the\s+|its\s+|[A-Z][\w.&-]*['’]s?\s+)?/;
/** "the ratio of A to B": A over B, as a ratio. */
export const RATIO_OF = /\bratio\s+of\s+(?:the\s+|its\s+|[A-Z][\w.&-]*['’]s?\s+)?/i;
/** "A over B" between two terms (not "year over year", nor "over the last two years"). */
export const OVER = /\s+over\s+(?:the\s+|its\s+)?(?!(?:the\s+)?(?:last|past|next|prior|previous|first|second|third|fourth|period|years?|quarters?|months?|time|fiscal|fy|\d))/i;
/** "A net of B" with no comma before it (a label's "receivables, net of allowances" has one). */
export const NET_OF = /(?<!,)\s+net\s+of\s+(?:the\s+|its\s+)?/i;

// "Using A and B, what was X's Y ratio?", "What was X's Y ratio, using A and B?": the inputs of
// the figure asked, named without the arithmetic. A ratio's name says how they combine.
const INPUTS_FIRST = /^(?:using|with|based\s+on|from)\s+(?:the\s+|its\s+)?(?<a>[^,]+?)\s+and\s+(?:the\s+|its\s+)?(?<b>[^,]+?),\s*(?<asked>.+)$/i;
const INPUTS_LAST = /^(?<asked>.+?),?\s+(?:using|with|based\s+on)\s+(?:the\s+|its\s+)?(?<a>[^,]+?)\s+and\s+(?:the\s+|its\s+)?(?<b>[^,]+?)$/i;
/** A name that says its figure is one amount over another. */
export const RATIO_NAME = /\b(?:ratio|coverage|turnover|conversion|multiple)\b|\w-to-\w/i;

/** The figure asked and the two inputs a sentence names for it, or null when it names none. */
export function inputsNamed(sentence: string): { asked: string; numerator: string; denominator: string } | null {
  const g = (INPUTS_FIRST.exec(sentence) ?? INPUTS_LAST.exec(sentence))?.groups;
  return g ? { asked: g.asked!, numerator: g.a!.trim(), denominator: g.b!.trim() } : null;
}
