// Words that say which aspect of a subject a question asks about, not what the subject is: "the
// status of its plan to exit PFAS", "what kinds of legal contingencies", "its dividend track
// record", "how did it adopt the new revenue standard". The filing tells that aspect in its own
// words ("we will exit … by the end of 2025", "our legal contingencies include: patent
// litigation, …") and need not use the question's; and a subject asked about in such a way is
// told in words, not read as a figure, even when it is a figure's name ("dividend", "revenue").

// One word of the question naming the aspect asked; it frames the subject and is no subject itself.
const ASPECT_WORD = /^(?:status|stand|stands|progress|track|record|history|kinds?|types?|sorts?|nature|details?|specifics|standing|update)$/i;

/** Whether a word of the question frames the aspect asked ("status", "kinds") rather than naming a thing. */
export function framesAspect(word: string): boolean {
  return ASPECT_WORD.test(word);
}

const ASPECT_ASKED = [
  // "the status of", "the progress of", "its track record", "its history of raising dividends".
  /\b(?:status|progress)\s+(?:of|on)\b|\btrack\s+record\b|\bhistory\s+of\b/i,
  // "what kinds of legal matters", "which types of customers".
  /\b(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\b/i,
  // A name asked ("the name of its auditor", "who audits it") is told in words, never a figure.
  /\bnames?\s+of\b|^\s*who\b/i,
  // "where does the buyback stand", "where do things stand".
  /\bwhere\s+(?:does|do|did|is|are)\b[^?]{0,80}?\bstand(?:s|ing)?\b/i,
  // How a standard or policy was applied: "how did it adopt the new revenue standard", "how does it
  // account for leases", "what changed in its lease accounting".
  /\bhow\s+(?:did|does|do|has|have|will|would)\b[^?]{0,80}?\b(?:adopt\w*|account(?:s|ed)?\s+for|transition\w*)\b|\bwhat\s+(?:has\s+|have\s+)?changed\b/i,
  // A cause asked in the present tense or a contraction: "what drives it", "what's behind the decline".
  /\bwhat\b[^?]{0,60}?\b(?:drives|causes)\b|\bwhat(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+behind\b/i,
];

/** Whether a question asks for an aspect of its subject that a filing tells in words. */
export function asksAspect(question: string): boolean {
  return ASPECT_ASKED.some((re) => re.test(question));
}
