// What a figure is asked of. "The EBITDA of the colour purple" names a metric the statements let
// us compute, but of something no filing speaks of: computing the company's EBITDA would answer
// another question. So would reading some row for "How much bitcoin does it hold?" or the
// company's revenue for "How much revenue did its theme parks bring in?". Three places in a
// question name what a figure is of, and only these are read, so that instructions elsewhere
// ("round to two decimal places", "using the cash flow statement") never count as subjects:
// the words right after the metric or line item ("… of X", "… for X", "… from X"), the wording of a row the
// question names beyond the dictionary's words ("bitcoin", "theme park revenue"), and the words
// after the company's possessive ("Netflix's theme parks").
import { findLineItems, findMetrics, lineItem, words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { absentSubject, narrativeDecline } from "./narrative-answer";
import { namingWords, unmentioned } from "./unmentioned";
import { misspells } from "../company-spelling";
import { nounAfter, propertyAsked, sourcesAfter } from "./figure-asked-of";
import type { Written } from "./written";
import { judgesFigure } from "./judging-words";

// The phrase a figure is "of", "for" or "from", up to where the question goes on to its period or ends.
const SUBJECT = /^\s*(?:of|for|from)\s+(?:the\s+|a\s+|an\s+|its\s+)?(?<phrase>[^?,;:.()]+?)(?=\s+(?:for|in|at|during|over|from|between|as\s+of|by|on|when|with|using|based|according|per|reported|and\s+(?:the\s+)?(?:fy|fiscal|19|20)\d*)\b|[?,;:.()]|$)/i;
// A subject that is a period, a form or a filing: "for fiscal 2022", "of the year", "for Q2", "for
// the rest of 2023", "for the remainder of the year", "for FY2021" (the year written onto "FY").
const PERIOD_SUBJECT = /^(?:(?:the\s+)?(?:rest|remainder|balance)\s+of\b|(?:the\s+)?(?:fiscal|fy|fy\s*['’]?\d{2,4}|calendar|financial|full|first|second|third|fourth|last|latest|most\s+recent|prior|previous|current|same|trailing)\b|(?:19|20)\d\d|q[1-4]\b|h[12]\b|(?:the\s+)?(?:year|quarter|period|half|month|fiscal)\b)/i;
// A capitalised name's possessive and the lowercase words after it: "Netflix's theme parks bring in".
const POSSESSIVE = /\b(?:[A-Z]|\d+[A-Z])[\w&.-]*['’]s?\s+(?<phrase>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,4})/g;
// "What's left", "It's", "Let's": a contraction, not a name's possessive.
const CONTRACTION = /^(?:what|who|where|how|it|that|there|here|let|which|when|why)['’]s\b/i;
// Where the words after a possessive stop naming a thing: a preposition, an auxiliary, a period word
// or how often a statement prints the row ("carries deferred income taxes twice").
const PHRASE_END = /^(?:twice|once|again|of|in|at|on|for|during|from|to|by|as|than|over|with|and|or|did|does|do|is|was|were|are|has|have|had|will|would|can|could|that|which|fiscal|fy\d*|year|years|quarter|quarters|annual|quarterly|first|second|third|fourth|last|latest|prior|current|full|total|net)$/;
// Words that name the company itself rather than something of it, and the kind of part a
// qualifier names ("cruise line segment", "restaurant chain", "oil drilling business"): the
// qualifier says which part, so it alone must be on the pages.
const SELF = /^(?:the|its|their|company|companys|business|businesses|firm|group|corporation|segments?|divisions?|units?|lines?|chains?|arms?|subsidiar(?:y|ies)|operations?|brands?)$/i;
// What a part does or has, written after it: "did its theme parks bring in", "did the segment
// earn", "did its balance sheet carry".
const PART_VERB = /^(?:carry|carries|carried|hold|holds|held|have|has|had|report|reports|reported|show|shows|showed|book|books|booked|total|totals|totaled|totalled|amount|amounts|amounted|come|comes|came|earn|earns|earned|spend|spends|spent|generate|generates|generated|deliver|delivers|delivered|contribute|contributes|contributed|produce|produces|produced|sell|sells|sold|bring|brings|brought|make|makes|made|post|posts|posted|record|records|recorded)$/i;
// A name after "to", "from", "with" or "by": whom the figure is of ("deliver to Southwest Airlines").
const COUNTERPARTY = /\b(?:to|from|with|by)\s+(?<phrase>[A-Z][\w&.'’-]*[a-z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/g;
/** The names after "to", "from", "with", "by", each ending where its sentence or clause does. */
function counterpartiesIn(question: string): string[] {
  return [...question.matchAll(COUNTERPARTY)].map((m) => m.groups!.phrase!.split(/[.?!;:,](?=\s|$)/)[0]!.trim()).filter(Boolean);
}
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** The phrases that say what the figure is asked of, in the order they are checked. */
function subjectPhrases(question: string, reading: QuestionReading): string[] {
  const phrases: string[] = [];
  const terms = [...findMetrics(question), ...findLineItems(question)];
  for (const term of terms) {
    const phrase = SUBJECT.exec(question.slice(term.end))?.groups?.phrase?.trim();
    if (phrase && !PERIOD_SUBJECT.test(phrase)) phrases.push(phrase);
    // "Revenue … from its hotel chain", "its dividend yield smell" (figure-asked-of.ts).
    for (const source of sourcesAfter(question, term.end)) phrases.push(untilPhraseEnd(source));
    const after = nounAfter(question, term.end);
    if (after && !PERIOD_SUBJECT.test(after)) phrases.push(untilPhraseEnd(after));
  }
  phrases.push(...labelQualifiers(reading));
  // "Acme's return on assets": a possessive before the figure itself names no other subject.
  phrases.push(...possessed(question).filter((p) => !terms.some((t) => t.start >= p.start && t.start < p.end)).map((p) => p.text));
  // "Deliveries to Southwest Airlines", "revenue from Costco": a named customer, supplier or
  // partner is a part of the business the figure is asked of, not the company as a whole.
  for (const phrase of counterpartiesIn(question)) if (!PERIOD_SUBJECT.test(phrase) && !MONTH.test(phrase)) phrases.push(phrase);
  // "The average of capex as a % of revenue": a figure of other figures is the company's own; so is
  // the metric the question itself defines ("Walmart's cash conversion cycle … CCC is defined as …"),
  // also by its initials.
  const defined = reading.metric ? new Set(words(`${reading.metric.name} ${reading.metric.aliases.join(" ")}`)) : new Set<string>();
  const isDefined = (p: string) => words(p).every((w) => defined.has(w)) || defined.has(words(p).map((w) => w[0]).join(""));
  return phrases.filter((p) => !findLineItems(p).length && !findMetrics(p).length && !isDefined(p));
}

/** A phrase up to the first word that stops naming a thing (a preposition, an auxiliary, a period word). */
function untilPhraseEnd(phrase: string): string {
  const kept: string[] = [];
  for (const w of phrase.split(/\s+/)) {
    if (PHRASE_END.test(w.toLowerCase())) break;
    kept.push(w);
  }
  return kept.join(" ");
}

/**
 * The properties asked of the question's figures ("the melting point of … deferred revenues"):
 * not a figure or period themselves.
 */
function propertiesAsked(question: string): string[] {
  const out: string[] = [];
  for (const term of [...findMetrics(question), ...findLineItems(question)]) {
    const phrase = propertyAsked(question, term.start);
    if (phrase && !PERIOD_SUBJECT.test(phrase) && !findLineItems(phrase).length && !findMetrics(phrase).length) out.push(phrase);
  }
  return out;
}

/** The words of the rows the question names beyond the dictionary's: "cruise ship" of "cruise ship revenues". */
function labelQualifiers(reading: QuestionReading, ofItemsOnly = false): string[] {
  const phrases: string[] = [];
  for (const { label, items } of reading.labels) {
    // A wording read with no dictionary item in it is a guess at the row when the question names
    // nothing else; beside a dictionary item it read elsewhere ("earn" → net income) it is no subject.
    if (items.length === 0 && (ofItemsOnly || reading.lineItems.length > 0 || reading.metric)) continue;
    const own = new Set(items.flatMap((id) => lineItem(id).labels.flatMap((l) => words(l))));
    // The words that qualify the dictionary's ("theme park" revenue); those after it join others
    // ("receivables and subtract inventories").
    const wording = label.slice("row:".length).split(/\s+/);
    const first = wording.findIndex((w) => own.has(words(w)[0] ?? w));
    const extra = first < 0 ? wording : wording.slice(0, first);
    if (extra.length) phrases.push(extra.join(" "));
  }
  return phrases;
}

/** The lowercase words after each name's possessive, up to a preposition or period word. */
function possessed(question: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  for (const m of question.matchAll(POSSESSIVE)) {
    if (CONTRACTION.test(m[0])) continue;
    const kept: string[] = [];
    for (const w of m.groups!.phrase!.split(/\s+/)) {
      if (PHRASE_END.test(w.toLowerCase())) break;
      kept.push(w);
    }
    const start = m.index + m[0].length - m.groups!.phrase!.length;
    const text = kept.join(" ");
    if (kept.length) out.push({ text, start, end: start + text.length });
  }
  return out;
}

/**
 * The words naming what the question asks a figure of when no retrieved page mentions them; empty
 * when the figure is of the company, a part of it the pages speak of, or a period.
 */
export function foreignSubject(question: string, reading: QuestionReading, pages: CitablePage[]): string[] {
  if (pages.length === 0) return [];
  // The company's own name is no subject of its figure ("of General Mills' airline segment").
  const company = pages[0]!.document;
  const own = new Set(words(`${company.companyName ?? ""} ${(company.companyTickers ?? []).join(" ")}`));
  const counterparties = new Set(counterpartiesIn(question));
  const qualifiers = new Set(labelQualifiers(reading, true));
  for (const phrase of subjectPhrases(question, reading)) {
    // (A word before the phrase, so that its first word may count as a name.)
    const framed = `of ${phrase}`;
    const absent = absentSubject(phrase, pages);
    const { names, things } = unmentioned(framed, absent);
    // A name no page has ("the Walt Disney theme parks") is another company's or thing's.
    // (A misspelling of the company's own name is no other company's.)
    const others = names.filter((n) => !misspells(n, own));
    if (others.length) return others;
    // A counterparty is named in capitals: any word of its name no page has makes it another
    // party's ("Southwest Airlines" when "Airlines" alone is on the pages).
    if (counterparties.has(phrase) && things.length) return things;
    // Or its words are each somewhere ("Delta" a rocket, "Air" and "Lines" elsewhere) but the name
    // is on no page: the figure is of a party the filings do not report on.
    if (counterparties.has(phrase) && phrase.includes(" ") && !pages.some((p) => saysPhrase(p.content, phrase))) return [phrase];
    // Otherwise every word that names the subject must be missing: "theme parks" is foreign to
    // Netflix's pages, "streaming segment" (a word of it on the pages) is a part of the company.
    // A verdict asked of the figure ("liquidity healthy") names no thing.
    const naming = namingWords(framed).filter((w) => w.toLowerCase() !== "of" && /[a-z]{2}/i.test(w) && !SELF.test(w.replace(/['’]s?$/, "")) && !PART_VERB.test(w) && !judgesFigure(w) && !own.has(words(w)[0] ?? "") && !misspells(w, own));
    const foreign = things.filter((w) => !SELF.test(w) && !PART_VERB.test(w) && !judgesFigure(w));
    // The thing itself is its last naming word: "satellite internet subscriptions" are foreign to
    // pages that speak of satellites but never of subscriptions.
    // (Only for a figure the dictionary names: a row guessed from the wording has no head to trust.)
    const named = reading.lineItems.length > 0 || reading.metric !== null;
    if (naming.length && (naming.every((w) => foreign.includes(w)) || (named && foreign.includes(naming.at(-1)!)))) return foreign;
    // A thing named by a qualifier and a common noun ("cruise ship", "theme park") is another
    // business when its qualifier is on no page, though the noun may be.
    if (qualifiers.has(phrase) && naming.length >= 2 && foreign.some((w) => w.toLowerCase() === naming[0]!.toLowerCase())) return foreign;
  }
  // A property of a figure is one filings give (its change, growth, share, ratio) in their own
  // words; one described by a word no page has ("melting point", "square root") is no figure's.
  for (const phrase of propertiesAsked(question)) {
    const { things } = unmentioned(`of ${phrase}`, absentSubject(phrase, pages));
    const foreign = things.filter((w) => !SELF.test(w) && !PART_VERB.test(w));
    if (foreign.length) return [phrase];
  }
  return [];
}

const squeezed = (text: string) => text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");

/** Whether a page's text has a name as written, whatever its spacing and case. */
function saysPhrase(content: string, phrase: string): boolean {
  return squeezed(content).includes(squeezed(phrase));
}

/** The plain decline for a figure asked of something the filings never mention; it cites nothing. */
export function foreignDecline(question: string, subject: string[], pages: CitablePage[]): Written {
  const decline = narrativeDecline(question, pages);
  const named = subject.map((w) => `"${w}"`).join(" or ");
  return { ...decline, text: `The figure is asked of ${named}, which none of the retrieved filings mentions, so I did not compute it for the company as a whole. ${decline.text}` };
}
