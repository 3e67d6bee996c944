// A question asking a price or an amount per share ("at what average price per share did it buy
// back stock", "what dividend per share") is answered by a passage only when the passage's lead
// states a figure per share: the announcement of a $4 billion program names the program, not a
// price paid for each share.
import { shapeAsked } from "./sentence-figure";

// A figure per share as filings print it: "$0.90 per share", "$231.56", "90 cents", "$229 in cash
// per Seagen share".
const PER_SHARE_STATED = /\$\s?\d{1,5}\.\d{2}(?!\d)(?!\s*(?:million|billion|thousand|trillion))|\b\d{1,3}(?:\.\d+)?\s+cents\b|\b(?:per|a)\s+(?:[\w.&-]+\s+){0,2}?share\b/i;

/** Whether the question asks for a figure per share. */
export function asksPerShare(question: string): boolean {
  return shapeAsked(question) === "per-share";
}

/** Whether a passage answer's lead (its first paragraph) states a figure per share. */
export function leadStatesPerShare(text: string): boolean {
  return PER_SHARE_STATED.test(text.split(/\n\s*\n/)[0] ?? "");
}
