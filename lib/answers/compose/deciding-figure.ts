// Questions answered by a passage whose figure decides them: "How dependent is it on consoles?",
// "Is Nike heavily reliant on its largest customers?", "Did PepsiCo lift its outlook? To what?",
// "Is MGM's liquidity healthy?". The passage that answers states the share, the new level or the
// resources; the one that only talks around the subject does not. Such a passage's first amount
// is what the reader looks for first, so it leads in bold.
import { gradesVerdict, judgesFigure } from "./judging-words";
import { thresholdAsked } from "./threshold-asked";

// "How dependent / reliant / concentrated …", "what share", "what portion": a share is the answer.
const ASKS_SHARE = /\bhow\s+(?:dependent|reliant|concentrated|exposed|large|big|significant)\b|\bwhat\s+(?:share|portion|percent(?:age)?|proportion|fraction)\b/i;
// Dependence asked as a yes or no ("Is it heavily reliant on …", "Does it depend on …"): the share
// that a few customers, markets or products account for decides it.
const DEPENDENCE = /\b(?:dependent|reliant|depend|depends|rely|relies|dependence|reliance|concentrated)\s+(?:up)?on\b/i;
// The new level of something changed ("lift its outlook? To what?", "raised … and by how much?").
const NEW_LEVEL = /\bto\s+what(?:\s+(?:level|amount|figure|number|rate|percentage))?\s*\?|\bby\s+how\s+much\b/i;
// A yes-or-no question: it opens with an auxiliary, or a sentence of it does.
const YES_NO = /(?:^|[.?!]\s+)(?:is|are|was|were|does|do|did|has|have|had|can|could)\b/i;

/** Whether the question asks outright what share something is: "how dependent", "what share". */
export function asksShare(question: string): boolean {
  return ASKS_SHARE.test(question);
}

const wordsOf = (question: string) => question.match(/[A-Za-z]+/g) ?? [];

/**
 * Whether a passage answering the question must give a figure: a share asked ("how dependent",
 * "what share", dependence graded "heavily reliant on"), the new level of a change ("to what?"),
 * or a verdict on a figure ("healthy", "adequate", "strong") asked as a yes or no. A passage
 * without an amount answers such a question only in part.
 */
export function figureDecides(question: string): boolean {
  if (ASKS_SHARE.test(question) || NEW_LEVEL.test(question)) return true;
  // Set against a bar ("more than a quarter of its workforce"): the figure measured decides it.
  if (thresholdAsked(question)) return true;
  if (DEPENDENCE.test(question) && wordsOf(question).some(gradesVerdict)) return true;
  return YES_NO.test(question.trim()) && wordsOf(question).some(judgesFigure);
}

/**
 * The question's words judging a figure ("healthy", "intensive"): a passage saying them of the
 * company ("The Company's business is capital intensive") states the verdict in the filing's own
 * words and answers as well as one giving the figure.
 */
export function verdictWords(question: string): string[] {
  return wordsOf(question).filter(judgesFigure).map((w) => w.toLowerCase());
}

/**
 * Whether the answering passage's first amount leads in bold: when a figure decides the question,
 * and when dependence is asked at all ("Does it rely on a few customers?"): the passage answering
 * it gives the share they account for, or no amount, and then nothing is bold.
 */
export function leadsWithDecidingFigure(question: string): boolean {
  return figureDecides(question) || DEPENDENCE.test(question);
}
