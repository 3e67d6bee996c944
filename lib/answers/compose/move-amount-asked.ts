// "By how much did it fall", "which segment lost the most net sales in dollars", "the largest
// dollar increase", "the biggest drop in $ millions": the size of a move is what is asked, so the
// move itself leads the answer, with the two levels beside it — not the part's level after the move.
const MOVE_AMOUNT =
  /\b(?:by\s+)?how\s+much\b|\bin\s+(?:dollars?|dollar\s+terms|absolute\s+terms|(?:US\s*)?\$|usd)(?=\W|$)|\bdollar\s+(?:increase|decrease|decline|drop|change|gain|growth|rise|fall|loss)\b|\b(?:increase|decrease|decline|drop|change|gain|rise|fall)\s+in\s+dollars?\b/i;

/** Whether the question asks how large a move was, in amounts. */
export function moveAmountAsked(question: string): boolean {
  return MOVE_AMOUNT.test(question);
}
