// A question asking whether, how or why ("Does it pay dividends?", "How is it going to acquire
// …?", "What drove …?") is answered in words; one asking what a figure was, or naming it in
// shorthand ("AmEx inventory 2022"), wants the figure.
const ANSWERED_IN_WORDS = /^\s*(?:(?:does|did|do|is|are|was|were|has|have|had|can|could|will|would|should)\b|how\b(?!\s+(?:much|many)\b)|why\b)|\bwhat\s+(?:drove|caused|explains?|led|contributed|factors?|reasons?)\b/i;

/** Whether the question asks for a figure's value rather than whether, how or why. */
export function valueAsked(question: string): boolean {
  return !ANSWERED_IN_WORDS.test(question);
}
