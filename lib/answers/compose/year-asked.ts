// The year a question asks a figure for, told apart from the year of the filing it names as its
// source: "the carrying value at the end of 2022, per the Q2 2023 10-Q" asks 2022; the 10-Q is
// where it is read. A reader choosing among a sentence's figures by period uses this year.
import { readPeriods } from "../../retrieval/read-periods";

// A filing named by its period ("per the Q2 2023 10-Q", "its fiscal 2023 10-K", "the 10-Q for the
// quarter ended July 2, 2023", "its 10-Q for Q3 2022") says where the figure is read, not the period asked.
const FILING_NAMED =
  /\b(?:Q[1-4]\s*(?:FY)?['’]?\d{2,4}|(?:FY|fiscal\s+)?(?:19|20)\d\d(?:\s+(?:first|second|third|fourth)[\s-]+quarter)?)\s+(?:10-?[KQ]|8-?K|(?:earnings\s+)?release|annual\s+report)\b|\b(?:10-?[KQ]|8-?K|release|filing|report)\s+(?:for|of|covering)\s+(?:the\s+)?(?:(?:fiscal\s+)?(?:quarter|year|period|(?:three|six|nine|twelve)\s+months)\s+(?:ended|ending)\s+[A-Z][a-z]+\.?\s+\d{1,2},?\s+(?:19|20)\d\d|(?:Q[1-4]|(?:first|second|third|fourth)\s+quarter(?:\s+of)?)\s*(?:FY|fiscal\s+)?['’]?\d{2,4})\b/gi;

/** The one year the question asks a figure for, the filing it names aside; null when none or several. */
export function yearAsked(question: string): number | null {
  const unfiled = question.replace(FILING_NAMED, " ");
  const years = [...new Set(readPeriods(unfiled).years)];
  const stated = [...new Set(unfiled.match(/\b(?:19|20)\d\d\b/g) ?? [])].map(Number);
  const all = [...new Set([...years, ...stated])];
  return all.length === 1 ? all[0]! : null;
}

