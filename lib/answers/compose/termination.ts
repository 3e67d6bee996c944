// Why or when a deal was called off is answered only by a passage reporting it called off. Filings
// written while the deal was pending speak of it by the same names, and of its termination only
// as a possibility ("if the merger agreement is terminated, we may be required to pay a
// termination fee of $1.0 billion"): such a sentence is about the deal, not an answer to why it
// ended. (completion.ts holds the same rule for a deal completed.)
import { namesAsked } from "./completion";

const DEAL = String.raw`(?:acquisitions?|acquire|mergers?|merge|deals?|transactions?|agreements?|sales?|divestitures?|purchases?|spin-?offs?|separations?|combinations?|takeovers?|buyouts?|offers?)`;
const ENDED = String.raw`(?:terminat(?:e|ed|es|ing|ion)|abandon(?:ed|s|ing)?|call(?:ed|s)?\s+off|walk(?:ed)?\s+away|scrap(?:ped|s)?|cancel(?:l?ed|s|lation)?|collaps(?:e|ed)|fell\s+through|drop(?:ped)?)`;
// Asked about the past ("why did", "when was", "did … terminate"), the end of a deal named near it.
const ASKS = new RegExp(
  String.raw`\b(?:why|when|did|has|have|had|was|were|what\s+led)\b[^?]*?(?:\b${ENDED}\b[^?.]{0,50}?\b${DEAL}\b|\b${DEAL}\b[^?.]{0,50}?\b${ENDED}\b)`,
  "i",
);
const FUTURE = /\b(?:will|would|could|might|expect\w*|anticipat\w*|if)\b/i;

/** Whether the question asks why, when or whether a deal was called off. */
export function asksTermination(question: string): boolean {
  return ASKS.test(question) && !FUTURE.test(question);
}

// "we terminated the merger agreement", "the agreement was terminated on …", "mutually agreed to
// terminate", "paid a termination fee".
const REPORTED = /\b(?:terminated|abandoned|called\s+off|mutually\s+agreed\s+to\s+terminate|paid\s+(?:a|the)\s+(?:\$[\d.,]+\s+(?:million|billion)\s+)?termination\s+fee)\b/i;
// "if the agreement is terminated", "may be terminated", "could be required to pay a termination
// fee", "the risk that": not ended yet.
const NOT_YET = /\b(?:if|may|might|could|would|will|should|risks?|in\s+the\s+event|upon|unless|whether|certain\s+circumstances)\b[^.;]{0,60}\b(?:terminat\w*|abandon\w*)\b/gi;

/** Whether a passage reports a deal called off and names each name asked. */
export function reportsTermination(quote: string, names: readonly string[]): boolean {
  if (!REPORTED.test(quote.replace(NOT_YET, " "))) return false;
  const text = quote.toLowerCase();
  return names.every((run) => run.split(" ").some((w) => new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text)));
}

