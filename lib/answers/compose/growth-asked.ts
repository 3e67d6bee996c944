// Whether a question about one figure over two periods asks how fast it moved — the growth in
// percent is then the answer's headline, the levels its inputs — rather than where it ended.
// "Was the top line growing in 2016?", "revenue growth", "express (2019 − 2018) / 2018 in
// percent", "by what percent did inventories rise" ask the rate; "did revenue increase in 2020?"
// asks for the level it reached.

// Growth said as such: "growing", "growth", "grew by …".
const GROWTH_WORD = /\b(?:growing|growth|grow(?:s|n)?|grew)\b/i;
// A change asked in percent: "in percent", "by what percent", "percentage change", "% increase".
const IN_PERCENT = /\b(?:in|by\s+what|what)\s+(?:percent(?:age)?|%)|\bpercent(?:age)?\s+(?:change|increase|decrease|decline)|%\s+(?:change|increase|decrease|decline)/i;
// The arithmetic of a growth over two periods: "(2019 inventories − 2018 inventories) / 2018 inventories".
const GROWTH_ARITHMETIC = /\(\s*[^()]*\b(?:19|20)\d{2}\b[^()]*\s[-−–]\s[^()]*\b(?:19|20)\d{2}\b[^()]*\)\s*(?:\/|÷|divided\s+by)/i;
const CHANGE_WORD = /\b(?:chang|increas|decreas|ris|rose|declin|fell|fall|mov|grow|grew)\w*/i;

/** Whether the question asks how fast a figure grew (in percent), not the level it reached. */
export function asksGrowthRate(question: string): boolean {
  if (GROWTH_WORD.test(question) || GROWTH_ARITHMETIC.test(question)) return true;
  return CHANGE_WORD.test(question) && IN_PERCENT.test(question);
}
