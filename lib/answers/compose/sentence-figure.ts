// A figure asked for that no statement row prints is often stated in a sentence: "we recorded a
// goodwill impairment charge of $5.1 billion", "declared a cash dividend of $0.37 per common
// share", "$300 million remains under our current authority", "a $500 million unsecured revolving
// credit facility". Quoting such a passage with another number in bold (or none) leaves the
// reader to find the figure. This reader takes the sentence that says every word of what the
// question asks for, and of its numbers the one of the kind asked (per share, a rate, an amount of
// money) standing nearest after those words; that number is the answer's headline, cited, with
// the sentence quoted verbatim.
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import { filingLabel } from "./narrative-answer";
import { ofPeriodListed } from "./respectively-list";
import { yearAsked } from "./year-asked";
import { pageSentences } from "./sentences";
import type { Written } from "./written";
import { SCOPE_WORDS, withoutSourceLeadIn } from "./source-lead-in";

export type FigureShape = "per-share" | "rate" | "money";

// Words of a question that say how it asks, when and of whom, not what: question words, verbs of
// reporting, periods, units, articles.
const ASKING = new Set(
  ("what which how much many was were is are did does do has have had the a an its their our of for in on at as by to from during " +
    "according report reported record recorded declare declared disclose disclosed state stated give me tell us show please " +
    "pay paid spend spent incur incurred hold held carry carried book booked post posted take took get got " +
    "company company's fiscal year years quarter quarters period ended ending end fy annual total amount value figure " +
    "million millions billion billions thousand thousands usd dollars in terms form filing 10-k 10-q 8-k k q per " +
    // Joining words ("trade and coupon promotion liabilities") join the words asked; they are none.
    "and or with " +
    // A part of the year asked ("the first six months", "the third quarter") says when, not what.
    "first second third fourth three six nine twelve month months half weeks").split(" ").concat(SCOPE_WORDS),
);
// A day asked ("as of May 29, 2022") says when; its month is no word the sentence must say.
const DAY_ASKED = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{1,2},?\s+(?:19|20)\d\d\b/gi;
// Words that ask for the size of what follows, not a word the sentence must say ("the size of its
// revolving credit facility", "how large is").
const SIZE_WORDS = new Set(["size", "large", "big", "level", "much"]);

/** The kind of number a question asks for. */
export function shapeAsked(question: string): FigureShape {
  if (/\bper[\s-]+(?:common\s+|diluted\s+|basic\s+)?share\b/i.test(question)) return "per-share";
  if (/\b(?:rate|ratio|percent(?:age)?|margin)\b|%/i.test(question) && !/\binterest\s+rate\s+swaps?\b/i.test(question)) return "rate";
  return "money";
}

/** A word's stem, so "impairment"/"impairments", "repurchase"/"repurchased", "dividend"/"dividends" meet. */
const stem = (w: string) => w.toLowerCase().replace(/['’]s$/, "").replace(/(?:ments?|ings?|ed|es|s)$/, "").slice(0, 7);

/** The words of what the question asks for, as stems: no question words, periods, company or ticker. */
export function subjectStems(question: string, pages: CitablePage[]): string[] {
  const owner = new Set<string>();
  for (const p of pages.slice(0, 5)) {
    for (const w of `${p.document.companyName ?? ""} ${(p.document.companyTickers ?? []).join(" ")}`.split(/[^A-Za-z0-9&'-]+/)) if (w) owner.add(w.toLowerCase());
  }
  const out: string[] = [];
  for (const raw of withoutSourceLeadIn(question).replace(DAY_ASKED, " ").match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
    const w = raw.replace(/['’]s?$/, "");
    const low = w.toLowerCase();
    if (ASKING.has(low) || SIZE_WORDS.has(low) || owner.has(low) || /^fy\d*$/i.test(w) || /^q[1-4]$/i.test(w) || w.length < 3) continue;
    // A ticker or a name in capitals not the company's ("MSFT") is no word of the subject.
    if (/^[A-Z]{2,5}$/.test(w)) continue;
    out.push(stem(w));
  }
  return [...new Set(out)];
}

const MONEY = /(?<![\w.])\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|trillion))?/gi;
const RATE = /(?<![\w.$])\d{1,3}(?:\.\d+)?\s?(?:%|percent\b)/gi;
// A dividend is often declared in cents: "a quarterly cash dividend … of 90 cents per share".
const PER_SHARE = /(?<![\w.])(?:\$\s?\d[\d,]*(?:\.\d+)?|\d{1,3}(?:\.\d+)?\s+cents)(?=\s+(?:per|a)\s+(?:common\s+|diluted\s+|basic\s+)?share\b)/gi;

/** A per-share figure in dollars, as the answer states it: "90 cents" is "$0.90". */
function inDollars(printed: string): string {
  const cents = /^(\d{1,3}(?:\.\d+)?)\s+cents$/i.exec(printed);
  return cents ? `$${(Number(cents[1]) / 100).toFixed(cents[1]!.includes(".") ? 4 : 2).replace(/(\.\d\d\d*?)0+$/, "$1")}` : printed;
}
// A future or a possibility is no figure the filing reports: "we expect to incur charges of". The
// month ("the fiscal years ended May 31, 2023") is no "may" of a possibility.
const NOT_REPORTED = /\b(?:expects?|expected|anticipates?|anticipated|estimates?|could|may(?!\s+\d{1,2}\b)|might|would|plans?\s+to|intends?)\b/i;
// A total over many years, when a year's figure is asked: "accumulated goodwill impairment".
const ACCUMULATED = /\b(?:accumulated|cumulative|since\s+inception|to\s+date|aggregate)\b/i;

// A sentence about the comparative period ("The prior year provision was … net charge-offs of $524
// million") states the year before's figure, not the one asked.
const PRIOR_PERIOD = /\b(?:prior|previous)[\s-](?:year|year's|period|quarter)\b|\b(?:a\s+)?year\s+ago\b/i;

// A number right after a verb of change ("Net charge-offs increased $203 million") is the change,
// not the figure, unless a change is what the question asks.
const CHANGE_BEFORE = /\b(?:increased|decreased|rose|fell|grew|declined|dropped|climbed|up|down|higher|lower)(?:\s+(?:by|of))?\s*$/i;
const CHANGE_ASKED = /\b(?:increase|decrease|change|grow|grew|growth|rise|rose|fall|fell|decline|drop|up|down|higher|lower|more|less)\w*\b/i;

const QUARTERLY = /\bquarterly\b|\b(?:first|second|third|fourth)\s+(?:three\s+)?quarters?\b|\beach\s+quarter\b/i;

const FIGURE_ASKED = /\b(?:how\s+(?:much|large|big|many)|what\s+(?:was|were|is|are)|what\s+amount|size\s+of)\b/i;
const DEAL_ASKED = /\b(?:did|does|do|will|would)\b[^?]{0,60}\b(?:pay\s+(?:for|to)|spend\s+(?:on|to)|invest\s+in|acquire|buy|sell|receive|get|cost|raise|borrow)\b/i;

interface Found {
  page: CitablePage;
  excerpt: string;
  printed: string;
  score: number;
}

/** The numbers of the shape asked in a sentence, with their positions. */
function numbersOfShape(text: string, shape: FigureShape): { at: number; printed: string }[] {
  const pattern = shape === "per-share" ? PER_SHARE : shape === "rate" ? RATE : MONEY;
  const out: { at: number; printed: string }[] = [];
  for (const m of text.matchAll(pattern)) {
    const after = text.slice(m.index! + m[0].length);
    // An amount of money asked for is no price per share.
    if (shape === "money" && /^\s+(?:per|a)\s+(?:common\s+)?share\b/i.test(after)) continue;
    out.push({ at: m.index!, printed: m[0].trim() });
  }
  return out;
}

/**
 * The figure the question asks for as a sentence of the pages states it, or null when no
 * sentence says every word of what is asked beside a number of the kind asked.
 */
export function sentenceFigure(question: string, reading: QuestionReading, pages: CitablePage[]): Written | null {
  // What a company did ("what did it pay for LinkedIn", "how much did it spend to acquire …") is
  // a deal or an outlay the passages tell with its terms, not one figure a sentence names.
  // ("Did Best Buy declare …": a company's name is no deal.)
  if (DEAL_ASKED.test(withoutCompanyNames(question, reading, pages))) return null;
  const subject = subjectStems(question, pages);
  if (subject.length === 0 || subject.length > 5) return null;
  // Asked tersely ("MGM Resorts properties 2018"), one word is a topic, not yet a figure.
  if (subject.length < 2 && !FIGURE_ASKED.test(question)) return null;
  const shape = shapeAsked(question);
  const futureAsked = NOT_REPORTED.test(question);
  const accumulatedAsked = ACCUMULATED.test(question);
  const priorAsked = PRIOR_PERIOD.test(question);
  const changeAsked = CHANGE_ASKED.test(question);
  const quarterAsked = reading.quarter !== null || /\bquarter(?:ly)?\b/i.test(question);
  const found: Found[] = [];
  // Of a list by period, the year asked, not the year of a filing the question names as its source.
  const listYear = yearAsked(question) ?? reading.year;
  pages.forEach((page, rank) => {
    const own = page.document.fiscalYear ?? null;
    // The filing of the year asked, or one a year or two later restating it.
    const fit = reading.year === null || own === null ? 0 : own === reading.year ? 2 : own > reading.year && own - reading.year <= 2 ? 0.5 : -3;
    if (fit < -1) return;
    for (const sentence of [...pageSentences(page.content), ...(shape === "per-share" ? perShareRowLabels(page.content, page.document) : [])]) {
      if (!sentence.complete || sentence.text.length > 600) continue;
      const text = sentence.text;
      const stems = new Set((text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).map(stem));
      if (!subject.every((s) => stems.has(s))) continue;
      if (!futureAsked && NOT_REPORTED.test(text)) continue;
      // A row of an equity statement dated by its balances: the period asked, a quarter or a year.
      const row = "dated" in sentence ? sentence.dated : null;
      if (row && ((reading.months ?? 12) !== row.months || (reading.year !== null && !row.years.includes(reading.year)))) continue;
      const years: string[] = row ? [] : (text.match(/\b(?:19|20)\d\d\b/g) ?? []);
      if (reading.year !== null && years.length && !years.includes(String(reading.year))) continue;
      // Where the words asked stand together: the figure follows them, or stands just before.
      const { start: firstAt, end: lastAt } = subjectSpan(text, subject);
      const numbers = ofYearAsked(text, numbersOfShape(text, shape), listYear, reading.endsOn);
      if (numbers.length === 0) continue;
      const after = numbers.filter((n) => n.at >= lastAt);
      // "our $3.0 billion unsecured revolving credit facility": an amount standing right before
      // the words asked, only describing words between, is the size of the thing itself.
      const sized = numbers.find((n) => n.at < firstAt && /^[\s\w-]{0,30}$/.test(text.slice(n.at + n.printed.length, firstAt)) && !/\b(?:of|in|for|to|and|or|from|by|on|at|with)\b/i.test(text.slice(n.at + n.printed.length, firstAt)));
      // "Dividends on common stock ($1.190 per share) and preferred stock ($0.10 per share)": a
      // price per share stands inside the words asked, before their "share".
      const inside = shape === "per-share" && /\bshares?$/i.test(text.slice(firstAt, lastAt)) ? numbers.filter((n) => n.at >= firstAt && n.at < lastAt).at(-1) : undefined;
      const pick = sized ?? inside ?? after[0] ?? numbers.filter((n) => n.at < lastAt).at(-1)!;
      const distance = Math.abs(pick.at - lastAt);
      // A quarter's figure when a year's is asked is a part of it ("quarterly dividends of $2.40").
      const part = QUARTERLY.test(text) && !quarterAsked ? 0.5 : 0;
      // A row's label is read when no sentence of the pages states the figure: a sentence says
      // what the figure is ("a quarterly cash dividend of $0.1225 per share"), a label only names it.
      const score = (row ? -1 : 0) + fit - rank * 0.05 - distance / 400 - part - (ACCUMULATED.test(text) && !accumulatedAsked ? 1 : 0) - (numbers.length > 3 ? 0.3 : 0) - (!priorAsked && PRIOR_PERIOD.test(text) ? 1 : 0) -
        (!changeAsked && CHANGE_BEFORE.test(text.slice(0, pick.at)) ? 1 : 0);
      found.push({ page, excerpt: page.content.slice(sentence.start, sentence.end), printed: pick.printed, score });
    }
  });
  const best = found.sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  const d = best.page.document;
  const whose = d.companyName ? `${possessive(d.companyName)} ` : "The ";
  return {
    text: `${whose}${filingLabel(best.page)} states **${inDollars(best.printed)}** [${best.page.ref}]:\n\n> ${best.excerpt.replace(/\s+/g, " ").trim()}\n\nSource: page ${best.page.pageNumber}.`,
    excerpts: new Map([[best.page.ref, best.excerpt]]),
    confidence: 0.6,
  };
}

const YEAR = /\b(?:19|20)\d\d\b/g;

/**
 * Of a sentence's numbers, those of the year asked when it gives several years: "$9.80 per share
 * in 2020, $9.00 in 2019" (the year after each number), "$0.9, $0.5 and $0.4 billion in 2020, 2019
 * and 2018, respectively" (the periods in the numbers' order, by day when the question dates it).
 */
function ofYearAsked(text: string, numbers: { at: number; printed: string }[], year: number | null, day: string | null): { at: number; printed: string }[] {
  const years = [...text.matchAll(YEAR)];
  if (year === null || new Set(years.map((y) => y[0])).size < 2) return numbers;
  const listed = ofPeriodListed(text, numbers, (n) => n.at, year, day);
  if (listed) return listed;
  return numbers.filter((n, k) => {
    // The first year after the number, before the next number: the year it is of.
    const next = numbers[k + 1]?.at ?? text.length;
    // None there: the year said last before it ("in the second quarter of 2023, … paying cash
    // dividends of $758 million; …").
    const of = years.find((y) => y.index! > n.at && y.index! < next) ?? years.findLast((y) => y.index! < n.at);
    // A number no year dates is of none other than the one asked.
    return of ? of[0] === String(year) : true;
  });
}

/** The shortest stretch of the sentence holding every word asked. */
function subjectSpan(text: string, subject: string[]): { start: number; end: number } {
  const said = [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => ({ stem: stem(m[0]), at: m.index!, end: m.index! + m[0].length }));
  let best: { span: number; start: number; end: number } | null = null;
  for (let j = 0; j < said.length; j++) {
    if (!subject.includes(said[j]!.stem)) continue;
    // The stretch ending at word j: the latest place of each word asked at or before it.
    const starts = subject.map((s) => said.slice(0, j + 1).findLastIndex((w) => w.stem === s));
    if (starts.some((i) => i < 0)) continue;
    const span = j - Math.min(...starts);
    if (!best || span < best.span) best = { span, start: said[Math.min(...starts)]!.at, end: said[j]!.end };
  }
  return best ?? { start: 0, end: 0 };
}

/**
 * A statement row that names its per-share figure in its label ("Common stock dividends, $0.92 per
 * share" of an equity statement), as a sentence of the page: the figure is said nowhere else. An
 * equity statement runs period by period between balance rows ("Balances at April 29, 2023" …
 * "Balances at July 29, 2023"): the balances around the row date it, a period of so many months
 * ended in a year (the filing's fiscal year too when it ends on the filing's date).
 */
function perShareRowLabels(content: string, document: CitablePage["document"]): { text: string; start: number; end: number; complete: boolean; dated: { months: number; years: number[] } | null }[] {
  const rows = [...content.matchAll(/^\|\s*([^|\n]+?)\s*\|/gm)].map((m) => ({ label: m[1]!, at: m.index! + m[0].indexOf(m[1]!), balance: balanceDate(m[1]!) }));
  const out: { text: string; start: number; end: number; complete: boolean; dated: { months: number; years: number[] } | null }[] = [];
  rows.forEach((row, i) => {
    PER_SHARE.lastIndex = 0;
    if (!PER_SHARE.test(row.label)) return;
    const opened = rows.slice(0, i).findLast((r) => r.balance)?.balance ?? null;
    const closed = rows.slice(i + 1).find((r) => r.balance)?.balance ?? null;
    let dated: { months: number; years: number[] } | null = null;
    if (opened && closed && closed > opened) {
      const months = Math.round((closed.getTime() - opened.getTime()) / (30.44 * 86_400_000));
      // A year that ends in the first days of January is the one before ("January 1, 2023" ends 2022).
      const years = [closed.getUTCMonth() === 0 && closed.getUTCDate() <= 7 ? closed.getUTCFullYear() - 1 : closed.getUTCFullYear()];
      const own = document.date && document.fiscalYear && Math.abs(Date.parse(`${document.date}T00:00:00Z`) - closed.getTime()) <= 7 * 86_400_000;
      if (own && document.fiscalYear) years.push(document.fiscalYear);
      dated = { months, years };
    }
    out.push({ text: row.label, start: row.at, end: row.at + row.label.length, complete: true, dated });
  });
  PER_SHARE.lastIndex = 0;
  return out;
}

/** The date of an equity statement's balance row ("Balances at July 29, 2023"), or null. */
function balanceDate(label: string): Date | null {
  const m = /^balances?\b[^|]*?\b((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+(?:19|20)\d\d)\b/i.exec(label);
  const at = m ? Date.parse(`${m[1]!.replace(",", "")} UTC`) : NaN;
  return Number.isNaN(at) ? null : new Date(at);
}

/** The question without the names it calls the company by ("Best Buy's"), which may be any words. */
function withoutCompanyNames(question: string, reading: QuestionReading, pages: CitablePage[]): string {
  let out = question;
  for (const name of reading.companyNames ?? []) if (name.trim()) out = out.split(name).join(" ");
  // The filer's name as the pages give it, without its corporate suffix ("Best Buy Co., Inc.").
  for (const name of new Set(pages.slice(0, 5).map((p) => p.document.companyName ?? ""))) {
    const short = name.replace(/[,.]?\s+(?:Co|Inc|Corp|Corporation|Company|Ltd|plc|N\.?V|S\.?A|LLC|Holdings?)\.?(?=[\s,.]|$).*$/i, "").trim();
    if (short.length >= 3) out = out.replace(new RegExp(short.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " ");
  }
  return out;
}
