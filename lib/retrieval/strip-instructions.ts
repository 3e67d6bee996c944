// Separating what a question asks about from how it wants the answer: "round your answer to two
// decimal places", "answer in USD millions", "if X is not a useful metric … explain why". The
// removed spans are blanked (not cut) so offsets found in the original text stay valid.

import { UNIT_NOTE } from "../finance";

export interface StrippedQuestion {
  /** The question with instruction spans replaced by spaces. */
  text: string;
  /** The instructions removed, as written. */
  instructions: string[];
}

// Why the asker wants the answer, said before the question: "For a credit review, …", "For a
// product-concentration check on …", "As part of a capital-budget review: …", "For a look at hotel
// profitability, …". Only the purpose is set aside: what it is of ("… of research spending", "… on
// Verizon for the year ended …") may be all the question says of what it asks, and stays.
const PURPOSE = /^\s*(?:for|as\s+part\s+of|in)\s+(?:a|an|our|my|the|this)\s+(?:[\w&/-]+\s+){0,3}?(?:review|check|screen|screening|comparison|analysis|look|assessment|memo|model|study|exercise|deep[\s-]dive|note|deck|pitch|diligence)(?:\s*[,:;\u2014\u2013-]\s*|(?=\s+(?:at|of|into|on)\s+[^,:;\u2014\u2013]{1,60}?\s*[,:;\u2014\u2013-]\s)|(?=\s+on\s+))/i;

/** The question with the purpose said before it blanked out. */
export function withoutPurpose(question: string): string {
  return question.replace(PURPOSE, (match) => " ".repeat(match.length));
}

/** Whether the question asks for a passage by a request ("Walk me through …", "Summarise …"). */
export function requestsPassage(question: string): boolean {
  return new RegExp(REQUEST_FRAME.source, "i").test(question);
}

// A passage asked for as a request: "Walk me through …", "Summarise …", "Give me an overview of
// …", "Tell me about …". The request frames what is asked; its words are no subject to search for.
const REQUEST_FRAME = /(?:^|(?<=[.?!:;]\s+))(?:(?:please|kindly)\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:(?:walk|take|talk|run)\s+(?:me|us)\s+through|summari[sz]e|(?:give|provide)\s+(?:me\s+|us\s+)?(?:an?\s+|a\s+brief\s+|a\s+short\s+)?(?:overview|summary|rundown|run-down|recap|account)\s+of|(?:tell|remind)\s+(?:me|us)\s+about|fill\s+(?:me|us)\s+in\s+on|brief\s+(?:me|us)\s+on)\b/gi;

const INSTRUCTIONS: RegExp[] = [
  PURPOSE,
  REQUEST_FRAME,
  // A sentence of its own about the answer's form, after the question or before it up to a colon:
  // "Answer in plain English.", "Respond in one sentence:", "Express it as a percentage.",
  // "State the figure in USD millions.", "Cite the page." Its words ("English", "Express") are
  // nothing the filings must speak of. Only a sentence that starts so is read as one: "Provide the
  // revenue for FY2019" names what is asked and stays.
  new RegExp(String.raw`(?:^|(?<=[.?!;:]\s*))(?:please\s+)?(?:(?:answer|respond|reply)\s+(?:in|with|using|as)\b|(?:express|state|give|report|present|provide|show|write|keep)\s+(?:it|this|that|them|the\s+(?:answer|result|figure|ratio|value|number|amount)s?|your\s+(?:answer|result|response)s?)\s+(?:as|in|to|with|rounded|using)\b|(?:cite|show|give|name)\s+(?:the\s+|your\s+)?(?:page|pages|source|sources)\b|(?:be\s+(?:brief|concise)|keep\s+it\s+(?:brief|short))\b)[^.?!:]*[.?!]?`, "gi"),
  // "If operating margin is not a useful metric for a company like this, then state that and explain why."
  /\bif\b[^.?!]*?\bnot\b[^.?!]*?\b(?:useful|relevant|meaningful|applicable|appropriate|something)\b[^.?!]*[.?!]?/gi,
  // "Round your answer to two decimal places", "round answer to one decimal place"
  /\b(?:please\s+)?round(?:ed|ing)?\s+(?:your\s+|the\s+|all\s+)?(?:final\s+)?(?:answers?\s+)?(?:to|at)\s+(?:the\s+nearest\s+)?(?:\w+|\d+)\s+(?:decimal\s+(?:places?|points?)|digits?|places?)/gi,
  // "Answer in units of percents", "(in USD millions)", "Please state answer in USD millions"
  /\(?\b(?:(?:please\s+)?(?:state|give|provide|express)\s+(?:your\s+|the\s+)?answers?|answers?)?\s*(?:in|as)\s+(?:units\s+of\s+)?(?:usd|us\$|\$|dollars)?\s*(?:millions|billions|thousands|percents?|percentage(?:\s+points)?)\b\)?/gi,
  /\(?\bin\s+(?:units\s+of\s+)?(?:usd|us\$|\$)\s*(?:millions|billions|thousands)?\)?/gi,
  // "We need to calculate a reasonable approximation (or exact number if possible) of a financial metric."
  /\b(?:we\s+(?:need|want)\s+to\s+|please\s+help\s+us\s+)?(?:calculate|compute)\s+(?:a\s+reasonable\s+approximation\s*(?:\([^)]*\))?\s+of\s+)?a\s+financial\s+metric\b[^.?!]*[.?!]?/gi,
  // "answer the following question to the best of your abilities", "Here's the question:"
  /\b(?:answer|address)\s+the\s+following\s+question(?:\s+to\s+the\s+best\s+of\s+your\s+abilit(?:y|ies))?\s*:?/gi,
  /\bhere(?:'|’)?s\s+the\s+question\s*:?/gi,
  /\bto\s+the\s+best\s+of\s+your\s+abilit(?:y|ies)\b/gi,
  // "Calculate (or extract) the answer from …", "Give a solution to the question by …", "Provide a response to the question by …"
  /\b(?:calculate|compute|give|provide)\s+(?:\(or\s+extract\)\s+)?(?:a\s+|the\s+)?(?:answer|solution|response)(?:\s+to\s+the\s+question)?\b/gi,
  /\bcalculate\s+what\s+was\s+asked\b/gi,
  /\bshow\s+your\s+(?:work|calculations?)\b/gi,
  // "By its own estimate", "by the company's own count": whose figure, not what it is of.
  /\b(?:by|according\s+to|on)\s+(?:its|their|the\s+company['’]s|[A-Z][\w&.-]*['’]s?)\s+own\s+(?:count|counts|estimates?|reckoning|tally|measures?|figures?|numbers?|calculations?|accounting)\b,?/gi,
  // "$mm", "(6M, $bn)", ", %?", ", 2dp": the unit and rounding asked in shorthand.
  new RegExp(UNIT_NOTE.source, "gi"),
];

/** The question with its answer-format instructions blanked out. */
export function stripInstructions(question: string): StrippedQuestion {
  let text = question;
  const instructions: string[] = [];
  for (const re of INSTRUCTIONS) {
    text = text.replace(re, (match) => {
      if (match.trim()) instructions.push(match.trim());
      return " ".repeat(match.length);
    });
  }
  return { text, instructions };
}
