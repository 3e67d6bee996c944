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
  // A director is a member of the board: "the standard fees paid to all non-executive board members".
  /\bdirectors?\b|\bboard\s+members?\b|\bmembers?\s+of\s+(?:the|its|our|their)\s+board\b/i,
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

// Pay asked of a group of the company's people: "what salary does it pay its junior analysts", "the
// wages paid to its store associates" (not what it pays for them: "expects to pay for its retirees"). Filings state pay of named officers and of the workforce as
// a whole at most; a passage about a salary in an employment agreement or a plan's definition of
// "base salary" is about someone else's.
const GROUP_PAID = /\b(?:pays?|paid\s+to|pay\s+(?:of|to)|(?:salar(?:y|ies)|wages?|compensation)\s+(?:of|for|to))\s+(?:its|their)\s+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*s)\b/i;
const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, "").slice(0, 6);

/** The group of people a question asks the pay of ("junior analysts"), or null. */
function groupPaid(question: string): string | null {
  const m = GROUP_PAID.exec(question);
  return m ? m[1]! : null;
}

/**
 * The office, or group of people, a question about pay or an officer's successor asks of, when the
 * lead it is answered with does not name it.
 */
export function payLeadWithoutOffice(question: string, lead: string): string | null {
  const office = officeAsked(question);
  if (office) return office.test(lead) ? null : office.exec(question)![0];
  const group = groupPaid(question);
  if (!group) return null;
  const said = new Set((lead.match(/[A-Za-z][A-Za-z-]*/g) ?? []).map(stem));
  return group.split(/\s+/).every((w) => said.has(stem(w))) ? null : group;
}
