// A question may ask two things in one sentence: "How much stock did it buy back in the quarter,
// and what was left under its authorization?", "How much was left under the program, and how much
// did it spend in the quarter?". Each is answered by its own passage, and both are quoted; but the
// answer's lead (and its bold figure) is read as the answer to the question as put, which is its
// first ask. The passage answering the first ask leads, whichever of the two the pages' wording
// happened to score higher.

// The second ask opens after "and" with a question word of its own, perhaps behind a preposition
// ("and at how many sites", "and on what terms"); "cleanup and related litigation" asks nothing new.
const SECOND_ASK = /,?\s+and\s+(?=(?:(?:at|in|on|for|by|from|to|of|with|under|over|through)\s+)?(?:what|how|when|where|which|who|whom|why|whether)\b)/i;

// An ask's own verb: an auxiliary ("did it buy back", "was left") or a past tense ("remained").
const OWN_VERB = /^(?:did|does|do|is|are|was|were|has|have|had|will|would|can|could|should|may|might|[a-z]+ed)$/i;
const WH = /\b(?:how\s+(?:much|many|big|large)|what|which|when|where|who|whom|why|whether)\b/gi;

/** Whether an ask is only the thing asked, its verb left to the next ask: "how much debt". */
function elliptical(ask: string): boolean {
  const wh = [...ask.matchAll(WH)].at(-1);
  if (!wh) return false;
  const rest = ask.slice(wh.index! + wh[0].length).split(/\s+/).filter(Boolean);
  return rest.length <= 3 && !rest.some((w) => OWN_VERB.test(w.replace(/[^A-Za-z]/g, "")));
}

/** The two asks of a question asking two things, the first and the second; null when it asks one. */
export function twoAsks(question: string): { first: string; second: string } | null {
  const m = SECOND_ASK.exec(question);
  if (!m) return null;
  const first = question.slice(0, m.index).trim();
  const second = question.slice(m.index + m[0].length).trim();
  // A first ask with no verb of its own shares the second's: "how much debt and how much in
  // content liabilities did it carry" asks one question of two things, which one passage may answer.
  if (elliptical(first) || second.split(/\s+/).length < 2) return null;
  return { first, second };
}

/**
 * The chosen passages with the one answering the question's first ask leading: the passage
 * speaking of the most words the first ask has and the second lacks, when it speaks of more of
 * them than the current lead. `wordsOf` gives an ask's content words (as the passage reader reads
 * them); `speaks` counts how many of a list of words a passage speaks of.
 */
export function firstAskFirst<T>(question: string, chosen: T[], wordsOf: (text: string) => string[], speaks: (passage: T, words: string[]) => number): T[] {
  const asks = twoAsks(question);
  if (!asks || chosen.length < 2) return chosen;
  const second = new Set(wordsOf(asks.second));
  const own = [...new Set(wordsOf(asks.first))].filter((w) => !second.has(w));
  if (own.length === 0) return chosen;
  const counts = chosen.map((c) => speaks(c, own));
  let best = 0;
  for (let i = 1; i < chosen.length; i++) if (counts[i]! > counts[best]!) best = i;
  if (best === 0) return chosen;
  return [chosen[best]!, ...chosen.slice(0, best), ...chosen.slice(best + 1)];
}

// A second ask told in words: when something happens ("and when do they start expiring"), on
// what terms ("and on what terms"), what backs or secures it ("and what backed the program"), why,
// who or where ("and where do those cases stand"). No statement row answers it.
const WORDS_ASKED = /^(?:(?:on|under|with)\s+what\s+(?:terms|conditions)|what\s+(?:terms|conditions|backed|backs|back|secured|secures|supported|supports|guaranteed|guarantees)|when|why|who|whom|where)\b/i;

/**
 * Whether the question's second ask is told in words ("How big were its NOL carryforwards, and
 * when do they start expiring?"): the passage stating the figure and its terms answers both, the
 * statement row the first alone.
 */
export function secondAskInWords(question: string): boolean {
  const asks = twoAsks(question);
  return !!asks && WORDS_ASKED.test(asks.second);
}
