// "By how much did accounts payable change between 2018 and 2019?", "what was the increase in
// inventories", "how much did deferred revenue rise": the move of one figure asked as an amount.
// Its headline is the difference between the two levels, the levels beside it; a move asked in
// percent is the growth rate (`growth-asked.ts`), and "did it rise" alone asks for the level.

const MOVE = String.raw`(?:chang|increas|decreas|ris|rose|declin|fell|fall|grow|grew|drop|jump|shr[iau]nk|swell|climb)\w*`;
const AMOUNT_OF_MOVE = new RegExp(
  String.raw`\bby\s+how\s+much\b|\bhow\s+much\s+(?:did|has|have|had|does|do)\b[^?]*?\b${MOVE}|` +
    String.raw`\bwhat\s+(?:was|is|were)\s+the\s+(?:(?:dollar|absolute|net|total|year-over-year|yoy|annual)\s+)?(?:change|increase|decrease|decline|rise|drop|difference)\s+in\b|` +
    String.raw`\bhow\s+(?:big|large)\s+(?:was|is)\s+the\s+(?:change|increase|decrease|decline|rise|drop)\b`,
  "i",
);
// A move asked in percent or as a rate is the growth rate, not an amount.
const IN_PERCENT = /%|\bpercent(?:age)?\b|\brate\b|\bpoints?\b/i;

// "Did inventories rise or fall, and by how much?": whether it moved is asked first, so the level
// it reached stays the headline and the amount is told beside it.
const DIRECTION_FIRST = /^\s*(?:did|has|have|was|were|is|are)\b/i;

/**
 * Whether the question asks by how much one figure moved, as an amount: as the headline, or
 * beside the level reached when it first asks whether the figure rose; null when it does not.
 */
export function changeAmountAsked(question: string): "headline" | "beside" | null {
  if (!AMOUNT_OF_MOVE.test(question) || IN_PERCENT.test(question)) return null;
  return DIRECTION_FIRST.test(question) ? "beside" : "headline";
}
