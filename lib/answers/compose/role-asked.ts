// A figure asked of an officer of the company — "the base salary of its CEO", "what the CFO was
// paid" — is that person's, not the company's. Annual and quarterly reports leave executives' pay
// to the proxy statement; their pages speak of salaries, bonuses and accrued compensation of all
// employees. An answer about pay must quote a passage naming the officer asked (an 8-K on a new
// chief executive's agreement does), or it answers another question; so must one about who will
// next hold the office.

// Officers by the names filings give them; each entry is one office, its shorthand and spelled-out forms.
const OFFICES: RegExp[] = [
  /\bCEO\b|\bchief\s+executive(?:\s+officer)?\b/i,
  /\bCFO\b|\bchief\s+financial\s+officer\b/i,
  /\bCOO\b|\bchief\s+operating\s+officer\b/i,
  /\bchair(?:man|woman|person)?\b/i,
  /\bpresident\b/i,
  /\bdirectors?\b/i,
  /\b(?:named\s+)?executive\s+officers?\b|\bexecutives?\b/i,
];
// What a person is paid.
const PAY = /\b(?:salary|salaries|compensation|pay|paid|bonus(?:es)?|remuneration|stock\s+awards?|option\s+awards?|earn(?:s|ed)?)\b/i;

// Who will hold an office: "its next CEO", "the next chairman".
const NEXT_OFFICER = /\bnext\s+(?:ceo|cfo|coo|chief|chair|president)/i;

/**
 * The office named in a question asking what an officer is paid or who will next hold the office,
 * or null. (Who holds it now is often answered by a passage about the officer by name alone.)
 */
export function officeAsked(question: string): RegExp | null {
  if (!PAY.test(question) && !NEXT_OFFICER.test(question)) return null;
  return OFFICES.find((office) => office.test(question)) ?? null;
}

/** The office a question about an officer's pay or successor asks of, when the lead it is answered with does not name it. */
export function payLeadWithoutOffice(question: string, lead: string): string | null {
  const office = officeAsked(question);
  if (!office || office.test(lead)) return null;
  return office.exec(question)![0];
}
