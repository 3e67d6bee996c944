// Whether a passage answer should headline an amount: the question asks for one, in any of the ways
// people ask for a figure in words. This reading is wider than amount-asked.ts's, by which a passage
// stating no amount is declined: a headline may be offered to a question that only might want a figure.
import { askedAsQuestion } from "./imperative-ask";

// "On what terms", "the terms of": a deal's terms are its price and consideration.
// What an event did to a figure is its amount too: "what did the tax reform do to income taxes",
// "what did the sale mean for results", "what did the recall cost".
const WANTS_AMOUNT = /\bhow\s+(?:much|many)\b|\bwhat\s+did\b[^?]{1,80}?\b(?:(?:do|mean)\s+(?:to|for)|cost)\b|\b(?:what|the)\s+terms\b|\bamount\b|\bby\s+how\s+much\b|\bwhat\s+(?:percent(?:age)?|portion|share)\b|\bwhat\b[^?]*\b(?:pay|paid|price|cost|charge|receive|received|worth|spend|spent|value|ratio|rate|outlook|guidance|dividend|gain|loss|proceeds|consideration)\b/i;

// A measure's level asked in words: "what level of capital expenditures did it anticipate", "where
// did its ARR stand", "where does leverage stand now", "how did comparable sales perform": the
// answer is the figure, then what the filing says of it. Where a company stands in a lawsuit, or on
// an issue, is no level.
const WANTS_LEVEL =
  /\bwhat\s+(?:level|size|magnitude)\s+of\b|\bwhere\s+(?:did|does|do|is|was|were|are|had|has)\b[^?]{1,80}?\bstand\b(?!\s+(?:in|on|with|against|behind|for|out|up|apart|to|among|by)\b)|\bhow\s+(?:did|does|do|has|have|had)\b[^?]{1,80}?\bperform(?:ed)?\b[^?]{0,40}?\b(?:on|in\s+terms\s+of)\b/i;

// What an event did to a figure asked as "how did X affect Y" ("how did the Tax Cuts and Jobs Act
// affect the effective tax rate", "hit its income taxes", "hurt margins"): the effect's size is the
// answer, as in "what did X do to Y".
const WANTS_EFFECT = /\bhow\s+(?:did|does|do|has|have|will|would)\b[^?]{1,80}?\b(?:(?:affect|impact)(?:ed|s)?|hit|hits|hurt|hurts)\b[^?]{0,60}?\b(?:rate|margin|income|earnings|revenues?|sales|expenses?|costs?|taxes|results|eps|cash|profit|loss)\b/i;

/** Whether the question wants an amount stated, so the lead's first amount is its headline. */
export function headlinesAmount(question: string): boolean {
  const asked = askedAsQuestion(question);
  return WANTS_AMOUNT.test(asked) || WANTS_LEVEL.test(asked) || WANTS_EFFECT.test(asked);
}
