// "By how much did it fall", "how much did it lose", "the largest dollar increase": the size of a
// move is what is asked, so the move itself leads the answer, with the two levels beside it — not
// the part's level after the move. ("Which segment grew the most in dollars" asks which part, and
// is answered with its level, the move beside it: "in dollars" says how the parts are ranked.)
const MOVE_AMOUNT = /\b(?:by\s+)?how\s+much\b|\bdollar\s+(?:increase|decrease|decline|drop|change|gain|growth|rise|fall|loss)\b/i;

/** Whether the question asks how large a move was, in amounts. */
export function moveAmountAsked(question: string): boolean {
  return MOVE_AMOUNT.test(question);
}
