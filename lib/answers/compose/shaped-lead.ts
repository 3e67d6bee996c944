// Which passage leads when the best-scored one lacks the shape of an answer. Scoring weighs how
// many of the question's words a passage shares against its length, so a short sentence that only
// announces a subject ("The following outlines our legal contingencies, guarantees and
// indemnifications.") can outscore the longer sentence after it that answers ("Our legal
// contingencies include … Patent litigation, …"). Declining because the lead has no answer's
// shape would then throw away the answer scored just behind it: a passage with the shape, scored
// nearly as well, leads instead.
import { inAnsweringSection, shapeFit, type Ask } from "./answer-focus";

/** Below this fit a passage lacks the shape of an answer to the ask (narrative-answer.ts declines). */
export const MIN_SHAPE = 0.6;
// How close behind the unshaped lead a shaped passage must score to lead in its place: close
// enough that both speak of the same subject, so the promoted passage is no distant neighbour.
const SHAPED_REACH = 0.75;

interface Ranked {
  c: { quote: string; passage?: { headings: string[] } };
  score: number;
  /** How much of the question's subject the passage speaks of. */
  coverage: number;
}

/**
 * The scored passages with the best-scored one that has the shape of an answer first, when the
 * best-scored of all lacks it and the shaped one scores within reach and either speaks of as much
 * of the question's subject or stands in the part of the filing that holds such answers (the
 * auditor's report for who the auditor is). A shaped sentence about less of the subject elsewhere
 * — a customer's credit score for "its customers' Net Promoter Score" — is a neighbour, and the
 * decline stands. Otherwise the passages stay as they came.
 */
export function shapedFirst<T extends Ranked>(asks: Ask[], scored: T[]): T[] {
  const top = scored[0];
  if (!top || asks.length === 0 || shapeFit(asks, top.c.quote) >= MIN_SHAPE) return scored;
  const at = scored.findIndex(
    (s) =>
      s.score >= top.score * SHAPED_REACH &&
      (s.coverage >= top.coverage || inAnsweringSection(asks, s.c.passage?.headings ?? [])) &&
      shapeFit(asks, s.c.quote) >= MIN_SHAPE,
  );
  if (at <= 0) return scored;
  return [scored[at]!, ...scored.slice(0, at), ...scored.slice(at + 1)];
}
