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

// Words that grade a verdict rather than name a thing: "heavily dependent", "highly leveraged",
// "overly reliant", "a clean opinion". The filings state the figure or the fact; how much it
// weighs is the asker's word.
const GRADING = /^(?:heavily|highly|overly|very|too|quite|largely|mostly|greatly|deeply|extremely|particularly|especially|unusually|materially|clean)$/i;

/** Whether a word of the question grades the verdict asked ("heavily", "highly") rather than naming a thing. */
export function gradesVerdict(word: string): boolean {
  return GRADING.test(word);
}
