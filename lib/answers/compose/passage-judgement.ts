// What a passage is, beyond the words it shares with a question: boilerplate every filing carries
// (a forward-looking-statements warning, a notice of what the website holds, a pointer to another
// note) answers nothing however many question words it repeats; a who-question is answered by a
// passage naming a person; a yes/no question about what happened by a passage stating it, not one
// saying what could happen.

// Safe-harbor language, website and code-of-conduct notices, cross-references and signature lines:
// text that recurs in every filing whatever its subject.
const BOILERPLATE = [
  /\bforward[-\s]looking\s+statements?\b/i,
  /\bsafe\s+harbor\b/i,
  /\b(?:are|is)\s+not\s+guarantees?\b/i,
  /\bundue\s+reliance\b/i,
  /\bundertakes?\s+no\s+(?:obligation|duty)\b/i,
  /\b(?:words|expressions)\s+such\s+as\s+["“]/i,
  /\b(?:available|posted|found)\s+(?:free\s+of\s+charge\s+)?(?:on|at|through)\s+(?:the\s+company['’]s|our|its)\s+(?:website|web\s+site|internet)/i,
  /\bwww\.[a-z0-9-]+\.[a-z]/i,
  /\bcode\s+of\s+(?:business\s+)?(?:conduct|ethics)\b/i,
  /\bincorporated\s+(?:herein\s+)?by\s+reference\b/i,
  /^\(?\s*(?:see|refer\s+to)\s+(?:note|item|part)\s+\w+/i,
  /\b(?:see|refer\s+to)\s+(?:note|item)\s+\d+[A-Z]?\b[^.]*\.?\s*$/i,
  // A pointer to another part of the filing, however it names it: "See “Legal and Regulatory
  // Proceedings” in Note 16 … for additional information."
  // A footnote mark or "Please" may come first: "1 Please refer to the Glossary … for additional information".
  /^\(?\s*(?:\d{1,2}\s+)?(?:please\s+)?(?:see|refer\s+to)\b[^.]{0,200}\bfor\s+(?:additional|further|more)\s+(?:information|discussion|details?)\b/i,
  // The same pointer with its purpose first: "For additional information on our accounting policies
  // …, see our discussion under “Critical Accounting Policies” on pages 41 – 43 and Note 1."
  /^\(?\s*(?:for\s+(?:additional|further|more)\s+(?:information|discussion|details?))\b[^.]{0,200}?,\s*(?:please\s+)?(?:see|refer\s+to)\b/i,
  // A reading guide opening a discussion: "The following discussion … should be read in tandem
  // with …". (Only at the start: a passage stating the matters and then pointing to a note, "… The
  // information below should be read together with Note 17", states them.)
  /^(?:the\s+following|this)\s+discussion\b[^.]{0,250}?\bshould\s+be\s+read\s+(?:in\s+(?:tandem|conjunction)\s+with|together\s+with)\b/i,
  // The SEC's definition of a critical accounting policy, which filings repeat before their own list.
  /\bSEC\s+has\s+defined\s+(?:a|the)\s+company['’]s\s+critical\s+accounting\b/i,
  // Footnotes defining the measures of a table: "1 Non-GAAP financial measure; excludes …".
  /\bnon-gaap\s+financial\s+measures?\s*;\s*excludes\b/i,
  /\billustrative\s+purposes\s+only\b/i,
  // The line under every statement pointing to the notes: "See accompanying notes to consolidated financial statements."
  /^\(?\s*(?:see|the)\s+accompanying\s+notes\b[^.]{0,80}\bfinancial\s+statements\b/i,
  // Why a release gives no GAAP reconciliation of its outlook: "We are unable to reconcile our full
  // year projected … because we are unable to predict …".
  /\b(?:unable|not\s+able)\s+to\s+(?:provide\s+(?:a|the)\s+)?reconcil\w*/i,
];

/** Text every filing carries whatever its subject: it may support an answer, never lead one. */
export function isBoilerplate(text: string): boolean {
  return BOILERPLATE.some((re) => re.test(text));
}

// Words of titles, places and organisations that start with a capital but name no one.
const NOT_A_NAME = new Set(
  ("Chief Executive Officer Financial Operating Chairman Chairwoman Chair Board Directors Director Vice President Senior Executive " +
    "Company Corporation Group Inc Global Worldwide Member Committee Secretary Treasurer General Counsel Controller Accounting " +
    "Officer Principal The Our We In On As For Item Part Note New United States North South America American Annual Report " +
    "Form Table Contents Exhibit Section Securities Exchange Commission Street Road Avenue Management Human Resources").split(" "),
);

// A first and last name, perhaps with a middle initial ("Joaquin Duato", "Joseph J. Wolk"), where
// a person is named: after "said", "by" or a courtesy title, or before the comma or parenthesis
// that introduces their role ("Joaquin Duato, Chairman and Chief Executive Officer"). A surname
// alone ("Mr. Duato") answers "who" only half: the reader needs the full name.
const NAME =
  /(?:\b(?:said|by|Mr\.|Ms\.|Mrs\.|Dr\.)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s+(?:[A-Z]\.\s+)?([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b)|(?:\b([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s+(?:[A-Z]\.\s+)?([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?:,|\s+\())/g;

/** Whether the text names a person in a role: a first and last name, not a run of title or place words. */
export function namesPerson(text: string): boolean {
  for (const m of text.matchAll(NAME)) {
    const [first, last] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
    if (!NOT_A_NAME.has(first) && !NOT_A_NAME.has(last)) return true;
  }
  return false;
}

/** A question asking who holds a role or did something: "Who is the CEO?", "Who audits …?" */
export function asksWho(question: string): boolean {
  return /^\s*who(?:m|se)?\b/i.test(question) || /\bwho\s+(?:is|was|are|were)\b/i.test(question);
}

/** A question answered yes or no: "Is …", "Was … able to …", "Did … ?", "Has …". */
export function asksYesNo(question: string): boolean {
  return /(?:^|[-–—:;]\s)\s*(?:is|are|was|were|did|does|do|has|have|had|can|could|will|would|should)\b/i.test(question);
}

// A passage that says what may happen rather than what did: the language of risk factors.
const HEDGED = /\b(?:may|might|could|would)\s+(?:not\s+)?(?:be|have|continue|increase|decrease|decline|adversely|negatively|harm|affect|result|cause|diminish|make|require|lose|fail)\b/i;

/** A passage saying what could happen, not what is or was. */
export function isHedged(text: string): boolean {
  return HEDGED.test(text);
}

/** A yes/no question about what happened: "Was … able to …", "Did … ?", "Had …". */
export function asksAboutPast(question: string): boolean {
  return /(?:^|[-–—:;]\s)\s*(?:was|were|did|had)\b/i.test(question);
}

// Verbs a filing reports a period's outcome with: "retention remained high", "sales increased".
const OUTCOME =
  /\b(?:was|were|remained|increased|decreased|grew|declined|rose|fell|reached|improved|achieved|completed|recorded|resulted|continued|maintained|exceeded)\b/i;

/** A passage reporting what happened, not a standing statement of strategy or risk. */
export function reportsOutcome(text: string): boolean {
  return OUTCOME.test(text) && !isHedged(text);
}

// "… on the sale of these businesses", "this transaction": the thing spoken of was named in a
// sentence before, which the reader of a quote alone does not have.
// So are "the factors discussed above", "the items described above": the causes are elsewhere.
const POINTS_BACK =
  /\b(?:these|those|this|such|the\s+foregoing)\s+(?:[a-z-]+\s+){0,2}?(?:business(?:es)?|transactions?|acquisitions?|divestitures?|agreements?|matters?|charges?|costs?|amounts?|items?|actions?|programs?|plans?|sales?|proceedings?|lawsuits?|cases?|claims?)\b|\bthe\s+(?:[a-z-]+\s+){0,2}?(?:factors|items|reasons|matters|changes)\s+(?:discussed|described|noted|mentioned|outlined)\s+(?:above|previously|earlier)\b/i;

// "This represents …", "These include …": a demonstrative standing alone as the subject is the
// sentence before.
const STARTS_POINTING_BACK = /^\s*(?:this|these|that|those|it)\s+(?:represents?|represented|reflects?|reflected|marks?|marked|includes?|included|was|were|is|are|brings?|brought|compares?|amounted|resulted)\b/i;

/** A sentence naming its subject only by pointing back to a sentence before it. */
export function pointsBack(text: string): boolean {
  return POINTS_BACK.test(text) || STARTS_POINTING_BACK.test(text);
}

/** A sentence whose very subject is the sentence before it ("This represents …"): alone it says nothing. */
export function standsOnPrevious(text: string): boolean {
  return STARTS_POINTING_BACK.test(text);
}

// What an event did to the company: "how did the Tax Act hit its income taxes", "what did the
// strike do to margins", "the impact of the hurricane on sales". The event is named between.
const EFFECT_ASKED = [
  /\bhow\s+(?:did|does|will|would|has|have)\s+(?<event>[^?]{1,80}?)\s+(?:affect|impact|hurt|help|hit)\b/i,
  /\bwhat\s+did\s+(?<event>[^?]{1,80}?)\s+(?:do|mean)\s+(?:to|for)\b/i,
  /\b(?:effects?|impacts?)\s+of\s+(?<event>[^?]{1,60}?)\s+on\b/i,
];
// A sentence telling that a law or rule came to be: "On December 22, 2017, the U.S. enacted the
// Tax Cuts and Jobs Act, which …", "… was signed into law", "SAB 118 was issued to address …".
const TELLS_ENACTMENT = /\b(?:enacted|signed\s+into\s+law|passed\s+into\s+law|became\s+law|(?:was|were)\s+issued)\b/i;
// The company booking an effect: "we recorded provisional tax expense of $283 million", "the
// Company recognized a $1.4 billion benefit", "and as a result have recorded $79.1 million".
const BOOKS = /\b(?:we|the\s+company|as\s+a\s+result)\s+(?:(?:have|has|had|also|then|additionally|subsequently)\s+)*(?:recorded|recognized|recognised|incurred|booked)\b|\bresult(?:ed|s)\s+in\b[^.]{0,60}\$\s?\d/i;
const AMOUNT = /\$\s?\d/;

/**
 * The head word of the event a question asks the effect of ("the Tax Cuts and Jobs Act" → "Act",
 * "the strike" → "strike"), or null when it asks no effect of an event.
 */
export function effectAsked(question: string): string | null {
  for (const re of EFFECT_ASKED) {
    const event = re.exec(question)?.groups?.event;
    const head = event?.replace(/['’]s\b/g, "").match(/[A-Za-z][A-Za-z-]*/g)?.at(-1);
    if (head) return head;
  }
  return null;
}

/**
 * A passage telling what an event was — a law enacted, a rule issued — and nothing it did to the
 * company: background to an answer on its effect, not the answer.
 */
export function tellsEnactment(text: string): boolean {
  const opening = firstSentence(text);
  return TELLS_ENACTMENT.test(opening) && !BOOKS.test(opening);
}

// A passage leads with its first sentence, whose first amount is the answer's bold figure.
const firstSentence = (text: string) => text.split(/(?<=[a-z0-9)”"][.!?])\s+(?=[A-Z“"(])/)[0] ?? text;

/** A passage stating an amount the company booked because of the event named by its head word. */
export function booksEffect(text: string, event: string): boolean {
  const opening = firstSentence(text);
  return BOOKS.test(opening) && AMOUNT.test(opening) && new RegExp(`\\b${event.replace(/[^A-Za-z-]/g, "")}\\b`, "i").test(opening);
}
