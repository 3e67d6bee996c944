// A question often says where to read before it says what to read: "ADBE 10-Q, accrued expenses
// note: refund liabilities at June 2, 2023?", "JNJ Q1 2023 release, MedTech sales schedule:
// worldwide sales booked under ABIOMED". The words before the colon name the note, schedule or
// table the figure is printed in; a sentence stating the figure names only the figure itself
// ("Refund liabilities were $85 million …"), so those words are no words it must say. Scope words
// ("firmwide", "consolidated") say whose figure, not which, and are none either.

// A lead-in ending in the name of a place to read, with what it is of or its unit after it:
// "… accrued expenses note:", "… selected quarterly results (in thousands):", "… schedule for 2022:".
const SOURCE_LEAD_IN =
  /^[^:?]*\b(?:notes?|footnotes?|tables?|schedules?|disclosures?|breakdowns?|reconciliations?|results|data|update|section|statements?)\b(?:\s*\([^)]{0,40}\))?(?:\s+(?:for|of|in|at)\s+[^:?]{1,40})?\s*:/i;

/** The question after a lead-in naming where to read, when one ends in a colon and words follow; else the question. */
export function withoutSourceLeadIn(question: string): string {
  const m = SOURCE_LEAD_IN.exec(question);
  if (!m) return question;
  const rest = question.slice(m[0].length);
  return /[A-Za-z]{3,}/.test(rest) ? rest : question;
}

/** Words that say whose figure (the whole company's), not which figure. */
export const SCOPE_WORDS = ["firmwide", "firm-wide", "companywide", "company-wide", "consolidated", "overall", "worldwide"];
