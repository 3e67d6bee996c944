// Whether one figure covered another: "Could Boeing cover its 2019 dividend out of cash from
// operations?", "was Verizon able to pay for its capital expenditures out of operating cash flow?",
// "were dividends covered by free cash flow?", "did operating cash flow cover capital spending?".
// The source decides it — it is what the reader weighs against the use — so it is the headline,
// and the verdict says whether it was enough.
import { findLineItems, type LineItemId } from "../../finance";

// A yes-or-no question: it, or a sentence of it, opens with an auxiliary.
const YES_NO = /(?:^|[.?!:;]\s+|[-–—]\s)\s*(?:is|are|was|were|does|do|did|has|have|had|can|could|would)\b/i;
// The verb of covering a use, active or passive.
const COVER = /\b(?:cover(?:ed)?|fund(?:ed)?|pay\s+for|paid\s+for|pay|paid|financ(?:e|ed)|meet|met|afford)\b/i;
// The words before the source: "out of cash from operations", "from its operating cash flow",
// "covered by free cash flow".
const SOURCE = /\b(?:out\s+of|from|with|using|by)\b/i;

export interface CoverageAsk {
  /** What must be paid: dividends, capital expenditure. */
  use: LineItemId;
  /** What pays for it: cash from operations. */
  source: LineItemId;
}

/** The use and the source of a question asking whether one covered the other, or null. */
export function coverageAsked(question: string): CoverageAsk | null {
  const sentence = question.split(/(?<=\?)\s+/).find((s) => YES_NO.test(s.trim()) && COVER.test(s));
  if (!sentence) return null;
  const verb = COVER.exec(sentence)!;
  const afterVerb = verb.index + verb[0].length;
  const items = findLineItems(sentence);
  const source = SOURCE.exec(sentence.slice(afterVerb));
  if (source) {
    const at = afterVerb + source.index + source[0].length;
    const paid = items.find((m) => m.start >= at);
    const use = items.find((m) => m.start < at - source[0].length && m.item !== paid?.item);
    return paid && use ? { use: use.item, source: paid.item } : null;
  }
  // "Did operating cash flow cover capital expenditures?": the subject pays for the object.
  const before = items.filter((m) => m.end <= verb.index).at(-1);
  const after = items.find((m) => m.start >= afterVerb);
  return before && after && before.item !== after.item ? { use: after.item, source: before.item } : null;
}
