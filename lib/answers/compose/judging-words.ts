// Words that judge a figure rather than name a thing: "Is its liquidity healthy based on its quick
// ratio?", "Is the balance sheet strong?", "Is its debt load manageable?". The question asks for a
// verdict the deciding figure supports; the filings need not say "healthy" for the figure to be
// theirs, so such a word is never what a figure is asked of.
const JUDGING =
  /^(?:healthy|unhealthy|strong|stronger|weak|weaker|adequate|inadequate|sufficient|insufficient|sound|solid|good|poor|robust|stable|unstable|manageable|sustainable|unsustainable|healthier|efficient|inefficient|conservative|aggressive|risky|safe|reasonable|excessive|lean|heavy|comfortable|concerning|worrying|improving|deteriorating|intensive|light)$/i;

/** Whether a word of the question judges a figure (a verdict asked) rather than naming a thing. */
export function judgesFigure(word: string): boolean {
  return JUDGING.test(word);
}
