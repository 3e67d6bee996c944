// What a figure is asked of. "The EBITDA of the colour purple" names a metric the statements let
// us compute, but of something no filing speaks of: computing the company's EBITDA would answer
// another question. Only the words right after the metric or line item ("… of X", "… for X") are
// read as its subject, so instructions elsewhere in the question ("round to two decimal places",
// "using the cash flow statement") never count as subjects.
import { findLineItems, findMetrics } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { absentSubject, narrativeDecline } from "./narrative-answer";
import { unmentioned } from "./unmentioned";
import type { Written } from "./written";

// The phrase a figure is "of" or "for", up to where the question goes on to its period or ends.
const SUBJECT = /^\s*(?:of|for)\s+(?:the\s+|a\s+|an\s+|its\s+)?(?<phrase>[^?,;:.()]+?)(?=\s+(?:for|in|at|during|over|from|between|as\s+of|by|on|when|with|using|based|according|per|reported|and\s+(?:the\s+)?(?:fy|fiscal|19|20)\d*)\b|[?,;:.()]|$)/i;
// A subject that is a period, a form or a filing: "for fiscal 2022", "of the year", "for Q2".
const PERIOD_SUBJECT = /^(?:(?:the\s+)?(?:fiscal|fy|calendar|financial|full|first|second|third|fourth|last|latest|most\s+recent|prior|previous|current|same|trailing)\b|(?:19|20)\d\d|q[1-4]\b|h[12]\b|(?:the\s+)?(?:year|quarter|period|half|month|fiscal)\b)/i;

/**
 * The words naming what the question asks a figure of when no retrieved page mentions any word of
 * it; empty when the figure is of the company, a part of it or a period, or asked of nothing.
 */
export function foreignSubject(question: string, pages: CitablePage[]): string[] {
  if (pages.length === 0) return [];
  const named = [...findMetrics(question), ...findLineItems(question)];
  for (const term of named) {
    const phrase = SUBJECT.exec(question.slice(term.end))?.groups?.phrase?.trim();
    if (!phrase || PERIOD_SUBJECT.test(phrase)) continue;
    // "The average of capex as a % of revenue": a figure of other figures.
    if (findLineItems(phrase).length || findMetrics(phrase).length) continue;
    // Some word of it is on the pages (a segment, a product, the company): the figure is of that.
    const absent = absentSubject(phrase, pages);
    // (A word before the phrase, so that its first word may count as a name.)
    const { names, things } = unmentioned(`of ${phrase}`, absent);
    const asked = [...names, ...things].filter((w) => /[a-z]{2}/i.test(w));
    if (asked.length === 0) continue;
    // A name no page has ("the Walt Disney theme parks") is another company's or thing's.
    if (names.length) return names;
    const spoken = phrase.split(/\s+/).filter((w) => /[a-z]/i.test(w) && !absent.some((a) => w.toLowerCase().startsWith(a)));
    if (spoken.some((w) => w.length > 3 && !/^(?:the|its|their|company|companys|business)$/i.test(w.replace(/['’]s?$/, "")))) continue;
    return asked;
  }
  return [];
}

/** The plain decline for a figure asked of something the filings never mention; it cites nothing. */
export function foreignDecline(question: string, subject: string[], pages: CitablePage[]): Written {
  const decline = narrativeDecline(question, pages);
  const named = subject.map((w) => `"${w}"`).join(" or ");
  return { ...decline, text: `The figure is asked of ${named}, which none of the retrieved filings mentions, so I did not compute it for the company as a whole. ${decline.text}` };
}
