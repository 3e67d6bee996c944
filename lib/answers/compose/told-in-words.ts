// Some things a filing tells only in words, though the question names a figure beside them.
//
// A company's dividend policy or its share repurchase program: whether and how it
// pays dividends ("we intend to continue to pay quarterly dividends", "we have never declared or
// paid cash dividends"), what the board authorized and what remains of it. The cash paid out in the
// year, a line of the cash flow statement, answers another question ("how much did it pay in
// dividends", "how much stock did it buy back").

import { asksAspect } from "./aspect-asked";

const POLICY_ASKED =
  /\b(?:dividends?|repurchases?|buy-?backs?|share\s+buy-?backs?|capital\s+return)\s+(?:polic(?:y|ies)|programs?|plans?|authori[sz]ations?|practices?)\b|\bpolic(?:y|ies)\s+(?:on|for|of|regarding|toward)\s+(?:paying\s+|returning\s+)?(?:dividends|repurchases|buy-?backs|capital)\b/i;

// Asked what the program spent ("how much did it spend under its repurchase program in 2022"), the
// cash flow statement's line answers.
const AMOUNT_SPENT = /\bhow\s+much\b[^?]{0,60}?\b(?:spen[dt]|paid|pay|return(?:ed)?|bought|repurchased|use[d]?)\b|\b(?:spen[dt]|paid)\s+on\b/i;

// Whether the business is seasonal ("is there a seasonal pattern to sales", "how seasonal is
// revenue"): the filing's Seasonality section says so, not the year's sales.
const SEASONALITY_ASKED = /\bseasonal(?:ity|ly)?\b/i;

// What drove or caused a figure, wherever the verb stands ("what does its 10-K say drove revenue",
// "what does management think caused the decline"), and "why" after a lead-in ("According to its
// 10-K, why did SG&A fall?", "Summarise why net sales changed"): a cause is told in words, not by
// the figure.
const CAUSE_ASKED = /\bwhat\b[^?]{0,80}?\b(?:drove|caused)\b|\bwhy\s+(?:did|does|do|is|are|was|were|has|have|had)\b|\bwhy\s+[^?]{1,80}?\b(?:changed|rose|fell|grew|declined|increased|decreased|improved|dropped)\b/i;

/** Whether the question asks for what a filing tells in words: a dividend policy, a repurchase program, seasonality, a cause, an aspect of its subject (aspect-asked.ts). */
export function toldInWords(question: string): boolean {
  return (POLICY_ASKED.test(question) && !AMOUNT_SPENT.test(question)) || SEASONALITY_ASKED.test(question) || CAUSE_ASKED.test(question) || asksAspect(question);
}
