// A question that asks how much ("How much did it spend on sugar?", "What was the price paid?") is
// answered by a passage only when the passage states an amount: a sentence about sugar that names
// no sum is nearby, not an answer. This reading is narrower than the one by which a passage
// answer bolds its first amount (amount-wanted.ts): a headline may be offered to
// a question that only might want a figure, a decline only when it plainly asks for one.

const ASKS_AMOUNT = /\bhow\s+much\b|\bwhat\s+(?:was|were|is|are|will\s+be)\s+the\s+(?:total\s+)?(?:amount|cost|price|purchase\s+price|consideration|value|size)\s+(?:of|paid|for)\b/i;
// An amount as filings print it: a currency sign, a scale word, or a percentage.
const AMOUNT = /[$€£¥]\s?\d|\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:million|billion|thousand|trillion|bn|mm)\b|\d(?:\.\d+)?\s?%|\d(?:\.\d+)?\s+percent\b/i;

/** Whether the question asks for an amount. */
export function asksAmount(question: string): boolean {
  return ASKS_AMOUNT.test(question);
}

/** Whether a passage answer's lead (its first paragraph) states an amount. */
export function leadStatesAmount(text: string): boolean {
  return AMOUNT.test(text.split(/\n\s*\n/)[0] ?? "");
}
