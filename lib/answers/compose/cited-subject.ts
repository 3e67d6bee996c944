// Whether what an answer cites is about what the question asks. Retrieval always returns the
// nearest pages, and every reader finds something on them: a company's total revenue for "its
// Reebok brand", its worldwide headcount for "its headcount in Brazil", Square's hardware revenue
// for "Square Enix", revenue growth for "same-store sales growth", a 10-K's sentence about the
// second quarter for "the third quarter", exposure to India in dollars for "how many employees in
// India". Each reader has its own tests of what it was asked; this one judges the answer as
// written, whoever wrote it, against the subject the question names: the pages its lead cites must
// print the names it gives (a place; for a figure, a brand, a product, a company's fuller name),
// the filings must know the figure by the word saying which one is asked, an annual report must
// speak of the quarter asked, and a count must be a count. Otherwise the answer is a plain
// decline, citing nothing and saying what was searched, rather than a nearby figure.
import { twoAsks } from "./two-asks";
import { findLineItems, findMetrics, words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { printsModifier, rowHeadsUnprinted, rowModifiers } from "./row-modifier";
import { absentSubject, narrativeDecline } from "./narrative-answer";
import { unmentioned } from "./unmentioned";
import type { Written } from "./written";
import { adviceAsked, undisclosedAsked } from "./advice-asked";
import { futureAskedOfPast, futurePriceAsked, outlookFigureAsked, outlookUnstated } from "./future-asked";
import { payLeadWithoutOffice } from "./role-asked";
import { placeUnnamed } from "./place-asked";
import { outlookTableAnswer } from "./outlook-table";
import { outlookPassageAnswer } from "./outlook-passage";
import { measureUnnamed } from "./measure-quoted";
import { unreportedMeasure, unreportedMeasureReason } from "./industry-measure";
import { misspells } from "../company-spelling";
import { unheldParts } from "./unheld-part";
import { withoutCompanyAsides } from "./part-as-context";

// A month or a day is a date, not a subject: "for the quarter ended December 31".
const DATE_NAME = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

/** An answer's lead: its first line that cites anything. */
function leadLine(written: Written): string {
  return written.text.split("\n").find((line) => /\[#[^\]]+\]/.test(line)) ?? "";
}

/** The pages cited by an answer's lead. */
export function leadPages(written: Written, pages: CitablePage[]): CitablePage[] {
  const lead = leadLine(written);
  const refs = new Set([...lead.matchAll(/\[(#[^\]]+)\]/g)].map((m) => m[1]!));
  return pages.filter((p) => refs.has(p.ref));
}

/** The first bold span of a text that holds a figure, or null. */
function firstBold(text: string): string | null {
  return /\*\*([^*]*\d[^*]*)\*\*/.exec(text)?.[1] ?? null;
}

/** Whether an answer's lead states a figure in bold. */
function leadsWithFigure(written: Written): boolean {
  return /\*\*[^*]*\d[^*]*\*\*/.test(leadLine(written));
}

/**
 * The words of the names and tickers of the companies whose pages were retrieved, and of the
 * names the question calls them by (an alias or former name: "Adobe Systems", "Coke").
 */
function companyWords(pages: CitablePage[], named: readonly string[] = []): Set<string> {
  return new Set(pages.flatMap((p) => words(`${p.document.companyName ?? ""} ${(p.document.companyTickers ?? []).join(" ")} ${named.join(" ")}`)));
}

/**
 * The names the question gives that no page its answer leads with prints, as written; empty
 * when the answer cites nothing or its lead prints them all. A name of a company whose filing is
 * cited (a comparison's other side) is the answer's own.
 */
export function namesNotCited(question: string, written: Written, pages: CitablePage[], named: readonly string[] = []): string[] {
  const cited = leadPages(written, pages);
  if (cited.length === 0) return [];
  const companies = companyWords(pages, named);
  // A passage may speak of a thing of the company's in other words ("the acquisition", "the
  // lawsuits"): only a figure must stand on a page naming what it is of, and any answer on one
  // naming the place it is asked for.
  const figure = leadsWithFigure(written);
  // The company's own name is no run of title case that would make its neighbour a term ("NIKE's
  // Reebok brand"): it is read as a plain word.
  // (Its period stays: "… attributable to General Mills. Express in percent.")
  // (A misspelling of the company's name is its name too.)
  // (Asides describing the company — "PEP (the Frito-Lay and Gatorade parent)" — ask of nothing.)
  const asked = withoutCompanyAsides(question, pages).replace(/\b[A-Z](?:[\w&-]|\.(?=\w))*/g, (w) => (companies.has(words(w)[0] ?? "") || misspells(w, companies) ? "the" : w));
  return unmentioned(withoutQuotes(asked), absentSubject(asked, cited)).names.filter(
    (name) =>
      !DATE_NAME.test(name) &&
      !words(name).some((w) => companies.has(w)) &&
      !opensSentence(asked, name) &&
      !inTitledTerm(asked, name) &&
      (placeAsked(asked, name) || (figure && pagesPrinting(pages, name) < PAGES_OF_ITS_OWN)),
  );
}

// A name printed on this many retrieved pages is something of the company's own (a brand it
// once went by, a deal it reports): a lead about it may speak of it in other words ("the
// acquisition"). One printed on fewer is, at most, mentioned in passing.
const PAGES_OF_ITS_OWN = 2;

function pagesPrinting(pages: CitablePage[], name: string): number {
  const printed = new RegExp(`\\b${escaped(name)}\\b`);
  return pages.filter((p) => printed.test(p.content)).length;
}

/**
 * Whether the name is where the question asks about ("employees based in India", "headcount in
 * Brazil"): a passage about the whole company, or one that names the place elsewhere, does not
 * answer for it, however many pages mention the place.
 */
function placeAsked(question: string, name: string): boolean {
  return new RegExp(`\\bin\\s+(?:the\\s+)?${escaped(name)}\\b`).test(question);
}

/** The question without what it quotes: a row named in quotes is its label, not a subject. */
function withoutQuotes(question: string): string {
  return question.replace(/["“][^"”]*["”]/g, (q) => q.replace(/[A-Z]/g, (c) => c.toLowerCase()));
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether every use of the name opens a sentence ("… in USD millions. Base your judgement on …"). */
function opensSentence(question: string, name: string): boolean {
  const uses = [...question.matchAll(new RegExp(`(^|[.?!:;]\\s+|\\n\\s*)?\\b${escaped(name)}\\b`, "g"))];
  return uses.length > 0 && uses.every((m) => m[1] !== undefined);
}

/**
 * Whether the name is a word of a figure written with a capital ("an improving Free Cash Flow",
 * "Free cashflow conversion"): a term of the dictionary spans it.
 */
function inTitledTerm(question: string, name: string): boolean {
  const m = new RegExp(`(?:[\\w&-]+\\s+){0,3}\\b${escaped(name)}\\b(?:\\s+[\\w&-]+){0,3}`).exec(question);
  if (!m) return false;
  const at = m[0].search(new RegExp(`\\b${escaped(name)}\\b`));
  return [...findMetrics(m[0]), ...findLineItems(m[0])].some((t) => t.start <= at && t.end > at);
}

/**
 * The words saying which of a figure is asked ("same-store" sales) when a figure answers and no
 * retrieved page prints them: the filings report no figure so called, and the one stated is
 * another of that name.
 */
export function modifiersNotCited(reading: QuestionReading, written: Written, pages: CitablePage[]): string[] {
  if (!leadsWithFigure(written) || leadPages(written, pages).length === 0) return [];
  const companies = companyWords(pages, reading.companyNames);
  // The word is on none of the retrieved pages: the filings never report a figure so called.
  return rowModifiers(reading).filter((m) => !companies.has(words(m)[0] ?? "") && !pages.some((p) => printsModifier(p.content, m)));
}

// "How many" asks for a count of things: not "how many times" (a multiple) nor "how many dollars".
// (And a count of something named: "… which region added the fewest dollars, and how many?" asks dollars.)
const ASKS_COUNT = /\bhow\s+many\s+(?!(?:times|dollars|usd|basis|percentage|cents)\b)[a-z]/i;

/**
 * Whether a count is answered with a sum of money: "how many of its employees were in India"
 * led by "**$600 million**" of exposure to India states something other than a count.
 */
export function countLedByMoney(question: string, written: Written): boolean {
  // A count asked second ("was the accrual above $100 million, and at how many sites …") leaves
  // the lead to the first ask, which may well be a sum of money (two-asks.ts).
  const asks = twoAsks(question);
  if (!ASKS_COUNT.test(asks ? asks.first : question)) return false;
  const bold = /\*\*([^*]*\d[^*]*)\*\*/.exec(leadLine(written))?.[1];
  return bold !== undefined && /[$€£]/.test(bold);
}

const ORDINALS = ["first", "second", "third"];

/**
 * The quarter asked, when no filing of that quarter was retrieved and the answer leads with annual
 * filings' pages that never speak of it: a 10-K's sentence about the second quarter, or its year's
 * figure, is no third-quarter figure. (A fourth quarter ends the year an annual report closes, so
 * its year-end figures may answer.)
 */
export function quarterNotCited(reading: QuestionReading, written: Written, pages: CitablePage[]): string[] {
  const quarter = reading.quarter;
  if (quarter === null || quarter < 1 || quarter > 3) return [];
  // A filing of that quarter among the pages answers it, whatever page the lead cites first ("a
  // drop in cash between FY2023 and Q2 of FY2024" leads with the year-end balance sheet).
  if (pages.some((p) => p.document.fiscalQuarter === quarter)) return [];
  const cited = leadPages(written, pages);
  if (cited.length === 0 || cited.some((p) => p.document.fiscalQuarter !== null && p.document.fiscalQuarter !== undefined)) return [];
  // ("3rd Quarter" as a table row prints it.)
  const spoken = new RegExp(`\\b(?:${ORDINALS[quarter - 1]}|${quarter}${["st", "nd", "rd"][quarter - 1]})[-\\s]quarter\\b|\\bQ${quarter}\\b|\\b${quarter}Q\\b`, "i");
  return cited.some((p) => spoken.test(p.content)) ? [] : [`the ${ORDINALS[quarter - 1]} quarter`];
}

/**
 * The answer, when what its lead cites is about what the question asks; else a plain decline
 * citing nothing, saying what was asked that the cited pages are not about and what was searched.
 * `figureUnread`: the answer is a passage put in place of a figure the statements did not give.
 */
export function citedForSubject(question: string, reading: QuestionReading, written: Written, pages: CitablePage[], figureUnread = false): Written {
  // A decline is what it is (one after a note of what could not be read may cite that page).
  if (written.confidence === 0) return written;
  // An opinion on the company as an investment is no fact any filing states.
  const advice = adviceAsked(question);
  if (advice) {
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `The question asks for a judgement ("${advice}") of the company as an investment; its filings report what it did and what it expects, and recommend nothing, so I cannot answer it from the disclosures. ${decline.text}` };
  }
  // Nor is what its people think out of public view: a filing is what the company says publicly.
  const undisclosed = undisclosedAsked(question);
  if (undisclosed) {
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `The question asks what the company holds "${undisclosed}"; its filings state only what it says publicly, so I cannot answer it from the disclosures. ${decline.text}` };
  }
  // Nor does any state what the market will pay for its stock.
  const price = futurePriceAsked(question);
  if (price) {
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `The question asks what the ${price} will be; filings report prices the stock has traded at, and forecast none, so I cannot answer it from the disclosures. ${decline.text}` };
  }
  // A measure only some industries report (same-store sales, net interest margin) that no page prints.
  const unreported = unreportedMeasure(question, pages);
  if (unreported) {
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `${unreportedMeasureReason(unreported)} ${decline.text}` };
  }
  // What will happen is answered by a passage speaking of what is to come, not of what was.
  if (!leadsWithFigure(written) && futureAskedOfPast(question, leadLine(written))) {
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `The question asks what will happen, and the passage that comes closest to answering it speaks only of what has; a plan or announcement would answer it. ${decline.text}` };
  }
  // The company's outlook for a figure is that figure in words of the future, or its row of an
  // outlook table, or no answer.
  const guided = outlookFigureAsked(question, reading) ? (outlookTableAnswer(reading, pages) ?? outlookPassageAnswer(question, reading, pages)) : null;
  // A lead quoting a run of guidance bolds its first figure, which may be another measure's.
  if (guided && firstBold(guided.text) !== firstBold(leadLine(written))) return guided;
  if (outlookUnstated(question, reading, leadLine(written))) {
    if (guided) return guided;
    const decline = narrativeDecline(question, pages);
    return { ...decline, text: `The question asks for the company's own outlook for a figure, and the passage that comes closest to answering it states no such figure; guidance it gave would answer it. ${decline.text}` };
  }
  const office = payLeadWithoutOffice(question, leadLine(written));
  // A passage standing in for a figure the statements do not give must name that figure.
  const measure = figureUnread ? measureUnnamed(reading, leadLine(written)) : null;
  const names = [
    ...namesNotCited(question, written, pages, reading.companyNames),
    ...modifiersNotCited(reading, written, pages),
    ...quarterNotCited(reading, written, pages),
    ...(office ? [office] : []),
    // A figure of one of its places ("employees in its Singapore office") is not the company's. The
    // place may be named in the passage a count quotes under its lead. (An answer citing nothing is
    // left as it is.)
    ...(leadLine(written) ? [placeUnnamed(question, written.text.split(/\n\s*\n(?:Source:|Also relevant:)/)[0]!)] : []).filter((p): p is string => p !== null),
    ...(measure ? [measure] : []),
    // A figure of a part the company does not have ("its cruise ship business").
    ...(leadsWithFigure(written) ? unheldParts(question, pages, leadLine(written)) : []),
    ...(leadPages(written, pages).length ? rowHeadsUnprinted(question, reading, pages) : []),
  ];
  const money = countLedByMoney(question, written);
  if (names.length === 0 && !money) return written;
  const decline = narrativeDecline(question, pages);
  const named = names.map((n) => `"${n}"`).join(" or ");
  const why = names.length
    ? `The question asks about ${named}, and the pages that come closest to answering it do not speak of ${names.length > 1 ? "them" : "it"}`
    : "The question asks for a count, and the passage that comes closest to answering it states a sum of money";
  return { ...decline, text: `${why}; a figure or passage about something else would answer another question. ${decline.text}` };
}
