// A company's dividend policy or its share repurchase program is told in words: whether and how it
// pays dividends ("we intend to continue to pay quarterly dividends", "we have never declared or
// paid cash dividends"), what the board authorized and what remains of it. The cash paid out in the
// year, a line of the cash flow statement, answers another question ("how much did it pay in
// dividends", "how much stock did it buy back").

const POLICY_ASKED =
  /\b(?:dividends?|repurchases?|buy-?backs?|share\s+buy-?backs?|capital\s+return)\s+(?:polic(?:y|ies)|programs?|plans?|authori[sz]ations?|practices?)\b|\bpolic(?:y|ies)\s+(?:on|for|of|regarding|toward)\s+(?:paying\s+|returning\s+)?(?:dividends|repurchases|buy-?backs|capital)\b/i;

// Asked what the program spent ("how much did it spend under its repurchase program in 2022"), the
// cash flow statement's line answers.
const AMOUNT_SPENT = /\bhow\s+much\b[^?]{0,60}?\b(?:spen[dt]|paid|pay|return(?:ed)?|bought|repurchased|use[d]?)\b|\b(?:spen[dt]|paid)\s+on\b/i;

/** Whether the question asks for a dividend policy or a repurchase program, told in words. */
export function asksForPolicy(question: string): boolean {
  return POLICY_ASKED.test(question) && !AMOUNT_SPENT.test(question);
}
