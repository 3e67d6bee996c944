// Whether a deal was completed is answered only by a passage reporting it completed. Filings
// written before the closing speak of the same deal by the same names ("the pending acquisition
// of Figma", "expected to close in the second half of 2021"): such a sentence is about the deal,
// not an answer to when or whether it closed, and a filing reporting another deal completed
// ("we completed the acquisition of Workfront") answers nothing about this one.

// A deal, by the words questions and filings use for it.
const DEAL = String.raw`(?:acquisitions?|mergers?|deals?|transactions?|sales?|divestitures?|purchases?|spin-?offs?|split-?offs?|separations?|combinations?|takeovers?|buyouts?)`;
const DONE = String.raw`(?:complet(?:e|ed|es|ing|ion)|clos(?:e|ed|es|ing)|consummat\w+|finali[sz]\w+|finish\w*)`;
// Asked about the past ("when did", "did", "has … completed"), the completion of a deal named
// near it ("complete its acquisition of", "close the … deal", "the Seagen deal closed").
const ASKS = new RegExp(
  String.raw`\b(?:when|did|has|have|had|was|were|is)\b[^?]*?(?:\b${DONE}\b[^?.]{0,50}?\b${DEAL}\b|\b${DEAL}\b[^?.]{0,50}?\b${DONE}\b)`,
  "i",
);
// What a question asks of the future it asks as an expectation: "when will the deal close".
const FUTURE = /\b(?:will|expect\w*|anticipat\w*|plan\w*|going to)\b/i;

/** Whether the question asks when or whether a deal was completed. */
export function asksCompletion(question: string): boolean {
  return ASKS.test(question) && !FUTURE.test(question);
}

// "we completed the acquisition", "the transaction closed", "we acquired Arena", "following the
// completion of", "the acquisition of Aetna … on November 28, 2018".
const REPORTED =
  /\b(?:completed|closed|consummated|finali[sz]ed)\b|\b(?:acquired|divested|sold)\s+(?:[A-Z]|(?:the|all|its|our|an?|substantially)\b)|\b(?:following|after|since)\s+(?:the\s+)?(?:completion|closing|consummation)\s+of\b|\b(?:acquisition|sale|merger|purchase|divestiture)\s+of\b[^.;]{0,80}?\bon\s+[A-Z][a-z]+\s+\d{1,2},\s+(?:19|20)\d\d\b/;
// "expected to close", "has not yet closed", "is not completed", "prior to the closing", "the risk
// that …", "the pending acquisition": not done yet.
const NOT_YET =
  /\b(?:expect\w*|anticipat\w*|will|would|may|could|might|pending|proposed|planned|agreed|agreement|not|never|fail\w*|risks?|prior\s+to|until|upon\s+(?:the\s+)?(?:completion|closing)|subject\s+to|if|whether)\b[^.;]{0,40}\b(?:complet\w*|clos\w*|consummat\w*|acqui\w*|sale|sell|sold|merg\w*|divest\w*)\b/gi;

/**
 * Whether a passage reports a deal completed and names each name asked (`names`: runs of words
 * as written, one word of a run enough — "Arena" for "Arena Pharmaceuticals").
 */
export function reportsCompletion(quote: string, names: readonly string[]): boolean {
  if (!REPORTED.test(quote.replace(NOT_YET, " "))) return false;
  const text = quote.toLowerCase();
  return names.every((run) => run.split(" ").some((w) => new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text)));
}

// Capitalised words that ask or date rather than name.
const NOT_NAMES = new Set(
  ("When Did Does Do Has Have Had Was Were Is Are What Which Who How Why Whether The A An In On Of For And Or To By At Its Their " +
    "January February March April May June July August September October November December").split(" "),
);

/**
 * The proper names of a question other than the filer's (`companyName`), as runs of capitalised
 * words: "When did Adobe complete its acquisition of Figma?" asked of Adobe's filings names "Figma".
 */
export function namesAsked(question: string, companyName: string | null | undefined): string[] {
  const company = (companyName ?? "").toLowerCase();
  const own = new Set(company.split(/[^a-z0-9&]+/).filter(Boolean));
  const runs: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length && !runs.includes(run.join(" "))) runs.push(run.join(" "));
    run = [];
  };
  for (const m of question.matchAll(/[A-Za-z0-9&][A-Za-z0-9&.'’-]*|[^\sA-Za-z0-9&]+/g)) {
    const word = m[0].replace(/['’]s?$/, "").replace(/\.$/, "");
    const lower = word.toLowerCase();
    // Abbreviations in capitals ("CVS", "AMEX") are the filer's or written otherwise in filings.
    const name = /^[A-Z]/.test(word) && /[a-z]/.test(word) && !NOT_NAMES.has(word) && !own.has(lower) && !company.includes(lower);
    if (name) run.push(word);
    else close();
    if (/[^A-Za-z0-9]$/.test(m[0]) && !/['’]s?$/.test(m[0])) close();
  }
  close();
  return runs;
}
