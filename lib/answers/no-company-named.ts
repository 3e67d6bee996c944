// A question about a company's figures or words that names no company at all: "What was total
// revenue in 2022?", "What is the effective tax rate?", "How much did net income grow last year?".
// Retrieval still ranks some company's pages first, and every reader finds a figure on them
// (Verizon's revenue, Amcor's net income), so the answer would be about a company nobody asked
// about, chosen by the ranking. Such a question is read this way only when it names no cataloged
// company (the caller checks that, and that no filing was chosen in the interface) and no other
// name either: every word written with a capital is an ordinary word or an abbreviation of the
// statements. A brand, product, division, ticker or person ("Converse", "Xbox", "Sam's Club",
// "NKE") leaves the question to the readers, which find whose it is.
import { ORDINARY_CAPITALISED } from "./unknown-company";

// Words a question in plain words may write with a capital that name nobody.
const ORDINARY = new Set([
  ...ORDINARY_CAPITALISED,
  ..."i according approximately average name identify find report year years highest lowest largest smallest rank ranked forecast estimate sum summary what's how's it's cash revenue revenues sales income expenses assets liabilities equity debt profit margin ratio rate capital statement statements balance sheet flow flows".split(" "),
  // Abbreviations of figures, periods and standards.
  ..."r&d sg&a pp&e ebitda ebit p/e mm bn ifrs sec".split(" "),
]);

// A period's capitals: "FY2022", "Q2", "Q3'23", "1H", "CY21".
const PERIOD = /^(?:fy|cy|q[1-4]?|h[12]|[1-4][qh])?['’]?\d*$/;

/** Whether the question names no company, brand, product, person or ticker: every capital is an ordinary word's. */
export function namesNoCompany(question: string): boolean {
  // A quoted phrase may be a name the filings print ("the "Project Titan" program").
  if (/["“”]/.test(question)) return false;
  // A word with a capital anywhere ("Converse", "3M", "J&J", "NKE") is a name unless it is an
  // ordinary word or an abbreviation of the statements ("EPS", "GAAP", "R&D").
  for (const token of question.split(/[\s,;:?!()\[\]—–]+/)) {
    if (!/[A-Z]/.test(token)) continue;
    const word = token.replace(/[.'’]+$/, "").replace(/['’]s$/, "").toLowerCase();
    if (word.length === 1 || PERIOD.test(word)) continue;
    if (!ORDINARY.has(word)) return false;
  }
  return true;
}
