// A yes/no question measuring something against a bar: "was more than a quarter of its workforce
// represented by unions", "did the U.S. government account for more than a third of revenues",
// "did non-U.S. sales make up the majority of revenues", "was the accrual above $100 million". The
// figure set against the bar decides it, so it is the answer's headline: a share when the bar is
// a fraction of a whole (in words or as a percent), an amount when the bar is money. The bar itself
// is the asker's, never the answer.
import { words } from "../../finance";

// How a figure is set against its bar.
export const COMPARED = String.raw`(?:more|less|greater|fewer|higher|lower)\s+than|over|above|below|under|at\s+least|exceed(?:s|ed|ing)?|reach(?:es|ed)?|surpass(?:es|ed)?|top(?:s|ped)?`;
// A fraction of a whole, in words or as a percent: "a quarter", "one-third", "half", "10%", "ten percent".
export const FRACTION = String.raw`(?:(?:a|one)[\s-]+)?(?:half|third|quarter|fourth|fifth|sixth|tenth)|two[\s-]+thirds|three[\s-]+quarters|\d+(?:\.\d+)?\s?(?:%|percent\b)|(?:five|ten|fifteen|twenty(?:-five)?|thirty|forty|fifty)\s+percent\b`;
// The bar as a share of a whole ("more than a third of consolidated revenues"), or the whole's
// greater part ("the majority of", "most of").
const SHARE_BAR = new RegExp(String.raw`\b(?:${COMPARED})\s+(?:${FRACTION})\s+(?:of|the)\b|\b(?:the\s+)?(?:majority|bulk|greater\s+part)\s+of\b|\bmost\s+of\b`, "i");
// A part asked of a whole with no bar: "how much of its remaining performance obligations does it
// expect to recognise within 12 months", "what share of revenue came from …". A passage stating a
// percent of that whole states the part.
const PART_OF = /\bhow\s+much\s+of\s+|\b(?:what|which)\s+(?:share|portion|proportion|part|fraction|percent(?:age)?)\s+of\s+/i;
// The bar in money: "above $100 million", "more than $1 billion".
const MONEY_BAR = new RegExp(String.raw`\b(?:${COMPARED})\s+(?:US\s?)?\$\s?\d`, "i");
// A yes-or-no question: it, or a sentence of it, opens with an auxiliary ("Was …", "GLW: was …").
const YES_NO = /(?:^|[.?!:;]\s+|[-–—]\s)\s*(?:is|are|was|were|does|do|did|has|have|had|can|could)\b/i;

/** The unit of the figure a yes/no question sets against a bar, or null when it sets none. */
export function thresholdAsked(question: string): "percent" | "money" | null {
  // The bar must be in the yes/no sentence: "Does it rely on a few customers? Which ones were over
  // 10% of net revenues?" asks which customers, not whether a share passed a bar.
  for (const sentence of question.split(/(?<=\?)\s+/)) {
    if (!YES_NO.test(sentence.trim())) continue;
    if (SHARE_BAR.test(sentence)) return "percent";
    if (MONEY_BAR.test(sentence)) return "money";
  }
  return null;
}

// Words after the bar that bound the whole rather than name it: its period, its owner's pronoun.
const NOT_THE_WHOLE = new Set("the its their our his her a an of in at on by for from to and or end year fiscal quarter total".split(" "));
// A percent said to be "of" something: "approximately 22.5% of our employees", "39% of consolidated revenues".
// ("10 percent or more of our consolidated net sales" states a threshold, not the share that decides.)
const PERCENT_OF = /\d(?:\.\d+)?\s?(?:%|percent\b)(?:\s*(?:,\s*\d+(?:\.\d+)?\s?%\s*)*(?:,?\s*and\s+\d+(?:\.\d+)?\s?%)?)?\s+of\s+((?:[\w’'.-]+\s+){0,5}[\w’'.-]+)/gi;

/**
 * The word naming the whole a share is measured against, the head of its phrase ("a third of
 * Boeing's consolidated revenues" → revenues, "a quarter of Verizon's workforce represented by
 * unions" → workforce, "how much of its remaining performance obligations does it expect …" →
 * obligations), the company's own name aside; empty when the question sets no share against a
 * bar and asks no part of a whole. Its modifiers ("net", "consolidated") are on every page about sales and tell no
 * share of the whole apart.
 */
export function wholeOfBar(question: string, nameWords: Set<string>): string[] {
  const bar = thresholdAsked(question) === "percent" ? SHARE_BAR.exec(question) : PART_OF.exec(question);
  if (!bar) return [];
  // The phrase ends at its period or context, or at a participle saying what the part did ("represented by"),
  // or at the verb of a question asking the part ("how much of its backlog does it expect …").
  const after = question.slice(bar.index + bar[0].length).split(/[?,;:]|\s(?:in|at|as\s+of|during|for|per|based|according|even|within|over)\s|\s[a-z]+ed\s+(?:by|to|from|with|under|through)\s|\s(?:does|do|did|is|are|was|were|will|would|has|have|had|can|could)\s/i)[0]!;
  const named = (after.replace(/['’]s\b/g, "").match(/[A-Za-z][A-Za-z-]*/g) ?? []).map((w) => w.toLowerCase());
  const head = named.filter((w) => w.length > 2 && !NOT_THE_WHOLE.has(w) && !nameWords.has(w)).at(-1);
  // In the normal form the passage reader compares words in ("sales" → "sale").
  return head ? words(head) : [];
}

/**
 * Whether a passage states a share of the whole asked: a percent "of" words naming it. `speaksOf`
 * tells whether some text speaks of a word, in the reader's own sense of it (its endings, its
 * kindred words: "employees" for "workforce").
 */
export function statesShareOf(quote: string, whole: string[], speaksOf: (text: string, word: string) => boolean): boolean {
  if (whole.length === 0) return false;
  for (const m of quote.matchAll(PERCENT_OF)) if (whole.some((w) => speaksOf(m[1]!, w))) return true;
  return false;
}

/**
 * The scored passages with the best one stating a share of the whole first, when the best-scored
 * states none and that one speaks of more of the question's subject: "the franchises collectively
 * accounted for approximately 67% of our net revenues" leads "Net revenues increased …", which
 * shares only the whole's words with the question.
 */
export function shareStatedFirst<T extends { coverage: number; statesShare?: boolean }>(scored: T[]): T[] {
  const top = scored[0];
  if (!top || top.statesShare) return scored;
  const at = scored.findIndex((s) => s.statesShare && s.coverage > top.coverage);
  if (at <= 0) return scored;
  return [scored[at]!, ...scored.slice(0, at), ...scored.slice(at + 1)];
}
