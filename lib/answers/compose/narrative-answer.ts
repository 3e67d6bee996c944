// Answers in the filings' own words: the passage of the retrieved pages that best answers what the
// question asks leads, quoted and cited, and a few more passages follow as support.
import { askedDay, ofPeriodListed } from "./respectively-list";
import { auditorVoice } from "./auditor-voice";
import { MIN_SHAPE, shapedFirst } from "./shaped-lead";
import { quotedRowFirst } from "./quoted-row";
import { asksRowByLabel, namedRowFirst, rowPassageLabel, tableCaption } from "./named-row";
import { framesAspect } from "./aspect-asked";
import { stockWeight } from "./stock-sentences";
import { asksShare, figureDecides, leadsWithDecidingFigure, verdictWords } from "./deciding-figure";
import { gradesVerdict, judgesFigure } from "./judging-words";
import { headlinesAmount } from "./amount-wanted";
import { amountOwnership } from "./amount-owner";
import { measuresNamed, unstatedMeasure } from "./measure-asked";
import { asksMarketPrice, statesMarketPrice } from "./market-price";
import { namingCustomers } from "./customer-named";
import { shareStatedFirst, statesShareOf, wholeOfBar } from "./threshold-asked";
import { words } from "../../finance";
import { definedAbbreviations } from "../../retrieval/defined-abbreviations";
import { expandConcepts } from "../../retrieval/disclosure-concepts";
import { readPeriods } from "../../retrieval/read-periods";
import { stripInstructions } from "../../retrieval/strip-instructions";
import { quarterOfRecord } from "./quarter-of-record";
import type { CitablePage } from "../engines/engine";
import { asksOf, inAnsweringSection, shapeFit, type Ask } from "./answer-focus";
import { causeSubjectAsked, causeSubjectFit } from "./cause-subject";
import { amountSubjectTest, asksCount } from "./amount-subject";
import { asksCompletion, namesAsked, reportsCompletion } from "./completion";
import { asksTermination, reportsTermination } from "./termination";
import { possessive } from "./format";
import { asksAboutPast, effectAsked, asksWho, asksYesNo, booksEffect, isBoilerplate, isHedged, namesPerson, pointsBack, reportsOutcome, standsOnPrevious, tellsEnactment } from "./passage-judgement";
import { extendedText, quotablePassages, type Passage } from "./quotable-passages";
import { rowWithHeadline } from "./row-headline";
import { firstAskFirst } from "./two-asks";
import { namingWords, unmentioned, unmentionedKinds, unmentionedPredicate, unreportedAdjustedMeasure } from "./unmentioned";
import type { Written } from "./written";

const STOP = new Set(
  ("the a an of and or in on for to from by with as at is was were be been are its it this that these those which what how did does doe do has have had " +
    "our their than any there into over about per if then after before since until state explain why who whom whose not company companies business question answer please " +
    "provide give based basing using use fy fiscal year years report reported data information filing much many able during " +
    // Pronouns stand for what the question named before them ("what did it get for them").
    "them they we us he she him her his hers theirs itself themselves you your me my " +
    // A count of what is asked ("three main companies") says how many, not what about.
    "one two three four five six seven eight nine ten").split(" "),
);

// Filings say the same thing in other words: "paid … for" is a purchase price or consideration.
const KINDRED: Record<string, string[]> = {
  // "Acquired X for $Y" is what was paid for X.
  pay: ["paid", "paying", "price", "consideration", "purchase", "payable", "cost", "acquired"],
  paid: ["pay", "price", "consideration", "purchase", "payable", "acquired"],
  acquire: ["acquired", "acquisition", "purchase"],
  buy: ["acquired", "acquisition", "purchase"],
  purchase: ["acquire", "acquired", "acquisition", "price"],
  // "Capital spending" is what filings call capital expenditures.
  spending: ["expenditure", "expenditures", "spend", "spent"],
  sell: ["sale", "sold", "divestiture", "disposal"],
  sold: ["sale", "sell", "divestiture"],
  sale: ["sell", "sold", "divestiture", "disposal"],
  // Whether something is enough: filings say their liquidity or resources are "sufficient".
  adequate: ["sufficient", "enough", "ample"],
  sufficient: ["adequate", "enough", "ample"],
  enough: ["sufficient", "adequate"],
  receive: ["received", "consideration", "proceed"],
  // A deal's terms asked by their names: what was received is its proceeds or price, who bought is
  // the purchaser, and its timing is when it was completed or closed.
  consideration: ["proceeds", "price", "received", "paid"],
  proceeds: ["consideration", "price", "received"],
  buyer: ["purchaser", "acquirer", "acquired"],
  purchaser: ["buyer", "acquirer", "acquired"],
  timing: ["completed", "closed", "closing", "date"],
  expect: ["expected", "outlook", "guidance", "anticipate"],
  outlook: ["expect", "guidance"],
  guidance: ["outlook", "expect"],
  // "What did it guide to": the guidance or outlook it gave.
  guide: ["guidance", "outlook", "expects"],
  lawsuit: ["litigation", "legal", "proceeding", "claim"],
  litigation: ["lawsuit", "legal", "proceeding", "claim"],
  charge: ["expense", "cost"],
  cost: ["charge", "expense"],
  grow: ["growth", "increased", "grew"],
  growth: ["grow", "increased", "grew"],
  drop: ["decline", "decrease", "decreased", "lower"],
  fall: ["decline", "declined", "decrease", "decreased", "lower", "drop"],
  rise: ["increase", "increased", "grew", "higher"],
  // A board raises or cuts a dividend or a price; the filing reports an increase or a reduction.
  raise: ["increase", "increased", "raised", "higher"],
  raised: ["increase", "increased", "raise", "higher"],
  lift: ["increase", "increased", "raised", "higher"],
  hike: ["increase", "increased", "raised"],
  cut: ["reduce", "reduced", "reduction", "decrease", "decreased", "lower"],
  rate: ["percentage", "percent"],
  retain: ["retention", "retained", "attrition", "renewal", "loyalty"],
  keep: ["retention", "retained", "attrition", "renewal"],
  lose: ["attrition", "loss", "lost", "churn"],
  debt: ["notes", "borrowings", "indebtedness", "bonds", "loans", "credit"],
  // Bonds are "notes" in a filing; a coupon is their interest rate; a maturity is when they are due.
  bond: ["notes", "debentures", "debt", "senior"],
  coupon: ["interest", "rate"],
  maturity: ["due", "mature", "matures", "maturing"],
  rival: ["competitor", "competition", "compete"],
  people: ["employees", "employed", "workforce", "personnel", "associates", "headcount"],
  staff: ["employees", "employed", "workforce", "personnel"],
  // A workforce is counted in the people a company employs, whatever it calls them.
  workforce: ["employees", "employed", "people", "personnel", "headcount", "colleague", "associates"],
  employee: ["employed", "people", "workforce", "personnel", "headcount", "colleague", "associates"],
  // Abroad is outside the home country, in a filing's words.
  abroad: ["outside", "international", "foreign", "overseas"],
  overseas: ["outside", "international", "foreign"],
  // A business relationship goes by the name of its contract.
  arrangement: ["agreement", "relationship", "contract", "partnership"],
  relationship: ["agreement", "arrangement", "contract", "partnership"],
  partnership: ["agreement", "relationship", "collaboration", "alliance", "partner"],
  deal: ["agreement", "transaction", "merger", "acquisition"],
  // Whether guidance or a policy changed: the filing says what it is now against what it was before.
  change: ["changed", "previously", "revised", "raised", "lowered", "updated"],
  shrink: ["decline", "declined", "decrease", "decreased", "lower", "fell"],
  // A plant is a manufacturing facility or site in a filing's words.
  plant: ["facility", "facilities", "factory", "factories", "site", "mill"],
  factory: ["facility", "facilities", "plant", "site"],
  // "Fewer employees" is a decrease in their number, in a filing's words.
  fewer: ["decrease", "decreased", "decline", "declined", "lower", "reduction", "reduced"],
  // "Its biggest suppliers" are its largest, major or principal ones.
  // "The most significant of these cases include …" names the biggest ones.
  biggest: ["largest", "major", "principal", "top", "significant"],
  big: ["large", "largest", "major", "significant"],
  // How reliant or dependent a company is shows in what a few of them account for.
  reliant: ["reliance", "depend", "dependent", "dependence", "concentration", "accounted"],
  dependent: ["depend", "dependence", "reliance", "reliant", "concentration", "accounted"],
  // What lifted or hurt a figure: the filing says it benefited from something, or was pressured by it.
  lifted: ["increase", "increased", "benefited", "higher", "driven"],
  boosted: ["increase", "increased", "benefited", "higher", "driven"],
  hurt: ["decrease", "decreased", "lower", "unfavorable", "pressure", "offset"],
  issue: ["issued", "issuance", "offering", "sold"],
  // A person's job is the office or title a filing gives them ("was CEO of", "served as President").
  job: ["ceo", "president", "officer", "executive", "chief", "chair", "chairman", "served", "position", "role", "career"],
  // An auditor's opinion is "clean" when unqualified: the statements "present fairly".
  clean: ["unqualified", "fairly"],
};

// "Is the business subject to cyclicality?" asks about cyclicality: the frame names no subject. So
// does "how did the segment perform on comparable sales": the measure is the subject, not "performance".
const FRAME = /\b(?:subject(?:ed)?|exposed|susceptible|vulnerable)\s+to\b|\bperform(?:s|ed)?\s+(?:on|in)\b/gi;

// "in May 2023": the month of a date is no "may" of what could happen. Other months stay subject
// words: a dated event is found by its date.
const DATE = /\bMay(?=\s+\d)/g;

// The filing a question names as where to look ("in its second-quarter 2023 10-Q", "per its 2020
// annual report") says where the answer is, not what it is about: its period words are no subject.
const FILING_NAMED = /\b(?:in|per|from)\s+(?:its|their|the)\s+(?:[\w-]+\s+){0,3}?(?:10-?[KQ]|(?:annual\s+|quarterly\s+)?report|(?:earnings\s+)?release|8-?K|filing)\b/gi;
// The day a filing was made ("the 8-K filed July 1, 2022", "its report dated March 3") names the
// filing, not the event: the event's own date is often another day.
// (Its words still find the event's passage, which often bears the same day; they are only never
// a subject the pages must mention.)
const FILING_DAY = /\b(?:filed|dated)\s+(?:on\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?/gi;

// A sentence of the question telling how to answer ("Judge from the liquidity section.", "Answer
// from its 10-K.") opens with its verb in capitals: the verb names nothing asked.
const ANSWERING_VERB = /(?<=[.?!]\s+)(?:Judge|Answer|Decide|Respond|Reply|Rely|Base|Use|Look|Refer)\b/g;

/** The part of a question that says what is asked, without answering instructions, dates or the filing to look in. */
export function focusOf(question: string): string {
  return stripInstructions(question).text.replace(ANSWERING_VERB, " ").replace(FILING_NAMED, " ").replace(FRAME, " ").replace(DATE, " ");
}

// A company's legal suffixes: "Best Buy Co., Inc." is asked about as "Best Buy".
const LEGAL_SUFFIX = /(?:,?\s+(?:Inc|Corp|Corporation|Co|Company|plc|Ltd|Limited|N\.V|S\.A|Holdings?|International)\.?)+$/i;

/**
 * The question without the company's name: what it asks is read from the rest ("Does Best Buy
 * let shoppers pay …" asks nothing about buying a business).
 */
export function withoutCompany(question: string, company: { companyName: string } | undefined): string {
  const core = company?.companyName?.replace(LEGAL_SUFFIX, "").replace(/^The\s+/i, "").trim();
  if (!core || core.length < 3) return question;
  return question.replace(new RegExp(`\\b${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:['’]s)?\\b`, "gi"), " ");
}

interface Candidate {
  passage: Passage;
  page: CitablePage;
  rank: number;
  /** What is quoted: the passage, or the passage carried on to the sentence stating an amount asked for. */
  excerpt: string;
  quote: string;
  words: Set<string>;
  /** Its content words in order. */
  sequence: string[];
  /** How long it reads for scoring: sentences carried on to reach an amount count for little. */
  length: number;
}

// "U.S." is a word of its own, not the pronoun "us" and "s" that word-splitting makes of it, and the
// same place as "the United States": "U.S. comparable sales" is found under "U.S.:".
// ("US" and "USA" in capitals are the country too, as shorthand writes it; "us" is a pronoun.)
const UNITED_STATES = /\bU\.\s?S\.(?:\s?A\.)?(?![A-Za-z])|\bUnited\s+States\b|\bUSA?\b(?![$\-])/g;

// A number names a thing when it is no year and no small count: the 737, the 787 program.
const NAMING_NUMBER = /^(?!(?:19|20)\d\d$)\d{3,4}$/;

// A period written as one word ("FY2022", "FY22", "Q2FY23", "2Q23") says when, not what about.
const PERIOD_TOKEN = /^(?:fy|cy)\d{2,4}$|^q[1-4](?:fy)?\d{2,4}$|^[1-4]q(?:fy)?\d{2,4}$/;

/** Words of a text that say what it is about; with `naming`, numbers that name things too (the length of a passage counts words only). */
function contentWords(text: string, naming = false): string[] {
  return words(text.replace(UNITED_STATES, " unitedstates ")).filter((w) => w.length > 1 && !STOP.has(w) && !PERIOD_TOKEN.test(w) && (!/^\d+$/.test(w) || (naming && NAMING_NUMBER.test(w))));
}

export interface NarrativeOptions {
  maxPassages?: number;
  maxPages?: number;
}

// Pages retrieval ranked first hold the answer more often; their passages start a little ahead,
// in proportion to how much of the question's subject they cover: a passage matching only a
// common word of the question gains little from its page's rank.
const RANK_BONUS = [1, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1, 0.05];
const MAX_PER_PAGE = 2;
// How well the best-ranked page's passage must score, against the lead's, to be quoted in support.
const TOP_PAGE_SUPPORT = 0.4;
// Weights of what a passage is beyond its words: a question's phrase found whole, a heading naming
// the subject, boilerplate that may support but should not lead.
const PHRASE = 0.5;
const HEADED = 1.15;
const BOILERPLATE_WEIGHT = 0.35;
// Periods ("second quarter", "full year") set the time of a question, not its subject.
const PERIOD_WORDS = new Set("first second third fourth quarter quarters half month months ended ending full annual q1 q2 q3 q4".split(" "));
const CARRIED_WEIGHT = 0.3;
const YEAR_ASKED = 1.1;
const YEAR_OTHER = 0.75;
const FILING_OF_YEAR = 1.15;
const STATED_FIGURE = 1.3;
// Asked whether a part reached a share of a whole ("more than a third of revenues"), a passage
// stating a percent of that whole gives the figure that decides it.
const SHARE_OF_WHOLE = 1.5;
// Asked what an event did to the company: a passage booking its effect, and one telling the event.
const BOOKED_WEIGHT = 2;
const ENACTMENT_WEIGHT = 0.5;
// A price asked ("what did it pay for", "the purchase price", "what did it cost") and a price stated:
// an amount introduced as what was paid for something.
const PRICE_ASKED = /\b(?:pay|paid|price|spend|spent|cost|consideration|proceeds|receive|received|fetch|fetched)\b/i;
const PRICE_STATED =
  /\b(?:for|price\s+of|consideration\s+of|paid|valued\s+at)\s+(?:(?:approximately|about|roughly|nearly|an?\s+(?:total|aggregate)(?:\s+purchase\s+price)?\s+of|total\s+(?:cash\s+)?consideration\s+of|cash\s+consideration\s+of)\s+)?\$\s?\d/i;
const PRICED = 1.25;
const AMOUNT = /\$\s?\d|\d(?:\.\d+)?\s?%|\b\d[\d,.]*\s+(?:million|billion|thousand)\b/i;

// "cyclicality" and "cyclical", "acquisitions" and "acquired": one subject, different endings.
const shareStem = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

export interface Scored {
  c: Candidate;
  score: number;
  /** How much of the question's subject the passage speaks of (0–1), words used only to qualify another counting half. */
  coverage: number;
  /** Whether it states a share of the whole a question's bar is set against (threshold-asked.ts). */
  statesShare?: boolean;
}

// Words after which a question word found in a passage is still what the passage speaks of:
// "customers include …", "customers, including …". Followed by any other word, it qualifies that
// word instead ("customer financing", "customer deposits") and the passage is about something else.
const LINKING = new Set(
  ("include includes included including consist consists consisted represent represents represented accounted account comprise comprises " +
    "comprised such primarily mainly worldwide globally generally also who whom whose located across throughout remain remained continue " +
    "continued increased decreased grew declined rose fell will may can could would should must might purchase purchased buy bought like " +
    "outside directly").split(" "),
);
const QUALIFIED = 0.5;
// A passage under a heading of the part of a filing that answers this kind of question.
const SECTION = 1.25;
// A question word found only in the heading the passage stands under counts this much of itself.
const HEADING_ONLY = 0.5;
// Words that say how a question is put or where the answer is reported, not what it is about:
// "what does Amazon see as …", "according to the annual report", "what did it tell investors".
const FRAMING_WORDS = new Set(
  ("see sees view views describe describes described disclose discloses disclosed disclosure according per say says said tell told " +
    "mention mentions mentioned discuss discusses discussed note notes investor shareholder analyst annual quarterly form release " +
    // Degree and time words: "roughly how many", "at the end of 2016", "starting in fiscal 2016".
    "roughly approximately around exactly overall currently recently latest end ended ending beginning start starting " +
    // "For the rest of 2023": a period still to come (answer-focus.ts reads it as an outlook asked).
    "rest remainder " +
    // "What became of …", "what did it get for …": the question's way of asking what happened or what was received.
    "become became get got gets " +
    // "On what terms", "the terms of": what a deal's terms are is read as an amount asked (amount-wanted.ts).
    "term").split(" "),
);
const FRAMING = 0.3;
// So do words naming the aspect asked of the subject: "the status of", "what kinds of" (aspect-asked.ts).
const framing = (w: string) => (FRAMING_WORDS.has(w) || framesAspect(w) ? FRAMING : 1);
const COUNTED_DOING = /\b([a-z]+ed)\s+(?:for|at|in|by|to|on|with|from|during|as|across|outside)\b/gi;

interface QuoteToken {
  raw: string;
  /** The token as `words()` normalises it, or "" for punctuation. */
  word: string;
}

/** A quote's words and punctuation in order, each distinct token normalised once (`seen` keeps them). */
function quoteTokens(quote: string, seen: Map<string, string>): QuoteToken[] {
  return (quote.match(/[A-Za-z0-9][A-Za-z0-9'’&-]*|[,.;:()"“”]/g) ?? []).map((raw) => {
    let word = seen.get(raw);
    if (word === undefined) seen.set(raw, (word = words(raw)[0] ?? ""));
    return { raw, word };
  });
}

/** Whether a passage speaks of a question word itself, not only of something it qualifies. */
function speaksOf(tokens: QuoteToken[], w: string, focus: string[]): boolean {
  let found = false;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    // The question's word or a kindred word standing for it ("adequate amount" for "enough").
    if (!word || !(shareStem(word, w) || (KINDRED[w] ?? []).some((k) => shareStem(word, k)))) continue;
    found = true;
    const next = tokens[i + 1];
    // A name after it ("CEO Jim Taiclet") is the one it speaks of.
    if (!next || /^[,.;:()"“”\dA-Z]/.test(next.raw) || STOP.has(next.raw.toLowerCase()) || LINKING.has(next.raw.toLowerCase())) return true;
    const nextWord = next.word;
    if (nextWord && focus.some((f) => shareStem(nextWord, f) || (KINDRED[f] ?? []).some((k) => shareStem(nextWord, k)))) return true;
  }
  return !found;
}

/** The six-letter stems of a set of words, for `shareStem` lookups without a scan. */
const stemsOf = (list: Iterable<string>) => new Set([...list].filter((v) => v.length >= 6).map((v) => v.slice(0, 6)));

/** Passages of the retrieved pages, best first, scored against what the question asks. */
export function rankPassages(question: string, pages: CitablePage[], maxPages: number): Scored[] {
  // Words of the company's own name and its tickers are on every page; they say nothing about the subject.
  const company = pages[0]?.document;
  const nameWords = new Set(words(`${company?.companyName ?? ""} ${(company?.companyTickers ?? []).join(" ")}`));
  const sequence = contentWords(focusOf(question), true).filter((w) => !nameWords.has(w));
  const focus = [...new Set(sequence)];
  if (focus.length === 0) return [];
  // Neighbouring words of the question ("constant currency", "card members") found side by side in
  // a passage say it speaks of the same thing, not merely of the same words.
  const phrases = sequence
    .slice(1)
    .map((w, i) => [sequence[i]!, w] as const)
    .filter(([a, b]) => a !== b && !PERIOD_WORDS.has(a) && !PERIOD_WORDS.has(b));
  // "How concentrated / dependent …" is answered by the share stated, as "how much" is by the
  // amount; so is a verdict a figure decides (deciding-figure.ts).
  const wantsAmount = headlinesAmount(question) || figureDecides(question);
  const verdicts = verdictWords(question);
  // Said of the subject ("the business is capital intensive"), not of a thing in passing ("an
  // adequate amount of committed credit facilities").
  const said = verdicts.map((v) => new RegExp(`\\b(?:is|are|was|were|remains?|remained|be|been)\\s+(?:[\\w-]+\\s+){0,2}?${v}\\b`, "i"));
  const statesVerdict = (quote: string) => said.some((re) => re.test(quote));
  const periods = readPeriods(question);
  const years = periods.years.map(String);
  const quarters = new Set(periods.quarters.map((q) => q.quarter));
  const statedFigures = percentsStated(question);
  const whole = wholeOfBar(question, nameWords);
  const price = wantsAmount && PRICE_ASKED.test(question);
  const measures = measuresNamed(question);
  const counting = asksCount(question);
  const candidates: Candidate[] = [];
  pages.slice(0, maxPages).forEach((page, rank) => {
    for (const passage of quotablePassages(page.content)) {
      const { excerpt, quote } = quoted(passage, wantsAmount, focus);
      const sequence = contentWords(quote, true);
      const own = contentWords(passage.quote).length;
      const length = quote === passage.quote ? own : own + CARRIED_WEIGHT * (contentWords(quote).length - own);
      candidates.push({ passage, page, rank, excerpt, quote, words: new Set(sequence), sequence, length });
    }
  });

  // A question word also counts where the filing says it in its own vocabulary ("CEO" as "Chief
  // Executive Officer", "legal battles" as "litigation"): the concepts retrieval searched for.
  const inFilingWords = expandConcepts(focusOf(question), focus).alternatives;
  // A name the question spells out that the pages abbreviate ("Rotary and Mission Systems (RMS)")
  // is spoken of wherever a passage writes the abbreviation ("RMS' net sales … decreased").
  const abbreviated = abbreviationsOfWords(question, pages);
  // Words rare among the candidates say more about the subject than words on every page.
  const found = (text: string, own: Set<string>, stems: Set<string>, w: string) =>
    own.has(w) ||
    (abbreviated.get(w) ?? []).some((a) => own.has(a)) ||
    (w.length >= 6 && stems.has(w.slice(0, 6))) ||
    // Kindred words in any ending: "expects" for "outlook", "competitors" for "rivals".
    (KINDRED[w] ?? []).some((k) => own.has(k) || (k.length >= 6 && stems.has(k.slice(0, 6)))) ||
    (inFilingWords.get(w) ?? []).some((term) => text.toLowerCase().includes(term));
  const hitsText = (text: string, w: string) => {
    const own = new Set(contentWords(text, true));
    return found(text, own, stemsOf(own), w);
  };
  // Which question words each candidate speaks of, read once: scoring asks it again and again.
  const hitWords = new Map(candidates.map((c) => [c, new Set(focus.filter((w) => found(c.quote, c.words, stemsOf(c.words), w)))]));
  const hits = (c: Candidate, w: string) => hitWords.get(c)!.has(w);
  const normalised = new Map<string, string>();
  const df = new Map(focus.map((w) => [w, candidates.filter((c) => hits(c, w)).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  // Asked how many of a thing there are, a verb after it says what they do ("how many people worked
  // for …", "stores located in …"): the thing counted is the subject, the verb frames it.
  const doing = new Set(counting ? [...question.matchAll(COUNTED_DOING)].flatMap((m) => words(m[1]!)) : []);
  const weighOf = (w: string) => (doing.has(w) ? FRAMING : framing(w));
  const subject = focus.reduce((sum, w) => sum + idf(w) * weighOf(w), 0);
  const asks = asksOf(focusOf(withoutCompany(question, company)));
  const judge = judgement(question, asks);
  // Asked what drove a measure, a cause sentence must explain that measure, not its neighbour's.
  const causeOf = asks.some((a) => a.name === "drivers") ? causeSubjectAsked(focusOf(withoutCompany(question, company))) : null;
  // A row of a table is about the thing it names: one that shares only a verb of the question
  // ("Net increase (decrease) in cash" for "was the dividend raised") names nothing asked.
  // Only what some passage names counts: a thing no page mentions is the decline's to judge.
  const naming = namingWords(focusOf(question)).map((n) => words(n)[0]);
  const namedThings = focus.filter((w) => naming.includes(w) && (df.get(w) ?? 0) > 0);
  // A passage under a heading that names the subject stands in the part of the filing discussing it.
  const headingWords = new Map<string, string[]>();
  const headingOf = (c: Candidate) => {
    let heading = headingWords.get(c.passage.heading);
    if (!heading) headingWords.set(c.passage.heading, (heading = contentWords(c.passage.heading)));
    return heading;
  };
  const headed = (c: Candidate) => focus.some((w) => headingOf(c).some((h) => shareStem(h, w) || (KINDRED[w] ?? []).includes(h)));
  const underHeading = (c: Candidate, w: string) => headingOf(c).some((h) => shareStem(h, w) || (KINDRED[w] ?? []).some((k) => shareStem(h, k)));
  return candidates
    .map((c) => {
      // A sentence carried on to reach an amount must add to the sentences it carries: one that
      // only precedes the answering sentence ("Prior-period information has been restated.", a
      // run-in title "Circus Circus Las Vegas and adjacent land.") is not quoted in its place;
      // the answering sentence is a candidate of its own.
      if (c.quote !== c.passage.quote) {
        const carried = c.quote.slice(c.passage.quote.length);
        if (focus.every((w) => !hitsText(c.passage.quote, w) || hitsText(carried, w))) return { c, score: 0, coverage: 0 };
      }
      const namesNothing = namedThings.length > 0 && !namedThings.some((w) => hits(c, w));
      if (c.passage.table && namesNothing) return { c, score: 0, coverage: 0 };
      let weight = 0;
      const tokens = hitWords.get(c)!.size ? quoteTokens(c.quote, normalised) : [];
      for (const w of focus) {
        // A sentence under the heading "Competition" speaks of competition though it says "we face a broad array".
        if (hits(c, w)) weight += idf(w) * (speaksOf(tokens, w, focus) ? 1 : QUALIFIED) * weighOf(w);
        else if (underHeading(c, w)) weight += idf(w) * HEADING_ONLY * weighOf(w);
      }
      const coverage = subject > 0 ? weight / subject : 0;
      for (const [a, b] of phrases) if (besides(c.sequence, a, b)) weight += PHRASE * (idf(a) + idf(b)) / 2;
      if (weight === 0) return { c, score: 0, coverage: 0 };
      const length = Math.pow(Math.max(8, c.length), 0.25);
      // Asked "how much", a passage that states no amount answers only half the question.
      // Asked "how many", a count of things ("approximately 83,700 employees") is the amount.
      // A verdict stated in the filing's words ("… is capital intensive") answers as the figure does.
      const amount = wantsAmount ? (AMOUNT.test(c.quote) || (counting && COUNT.test(c.quote)) || statesVerdict(c.quote) ? 1 : 0.5) : 1;
      // A passage dated by years of its own speaks of the year asked, or of another: "In 2020, we
      // recorded …" does not answer what happened in 2019, however many words it shares.
      const dated = years.length && /\b(?:19|20)\d\d\b/.test(c.quote) ? (years.some((y) => c.quote.includes(y)) ? YEAR_ASKED : YEAR_OTHER) : 1;
      const named = quarterNamed(quarters, c.quote);
      // Asked of a year, the filing of that year is the one of record: the same sentence in the next
      // year's filing, or an account of a later stage of the matter, is second best.
      const fiscalYear = c.page.document.fiscalYear;
      const ofRecord = (years.length && fiscalYear ? (years.includes(String(fiscalYear)) ? FILING_OF_YEAR : 1) : 1) * quarterOfRecord(quarters, c.page.document);
      // A figure the question states ("10% or more of sales") found in the passage.
      const statesShare = statesShareOf(c.quote, whole, hitsText);
      const stated = (statedFigures.some((f) => f.test(c.quote)) ? STATED_FIGURE : 1) * (statesShare ? SHARE_OF_WHOLE : 1);
      // Asked what was paid, a sentence giving a price ("for approximately $13.2 billion") states it;
      // one giving only other amounts of the same deal (its sales since, the notes that funded it) does not.
      // (Its own sentence: a sentence carried on to a price is not thereby about the price.)
      const priced = price && PRICE_STATED.test(c.passage.quote) ? PRICED : 1;
      // Asked for an amount, a sentence giving the amount of the thing asked, not another figure's:
      // of the measure the question names ("effective tax rate") when it names one.
      const owned = wantsAmount ? amountOwnership(c.quote, measures.length ? measures : phrases) : 1;
      const shape = shapeFit(asks, c.quote, c.passage.table) * (inAnsweringSection(asks, c.passage.headings) ? SECTION : 1) * causeSubjectFit(causeOf, c.passage.quote);
      const evidence = (weight / length) * amount * judge(c.passage) * shape * dated * ofRecord * stated * priced * owned * (headed(c) ? HEADED : 1);
      const rank = (RANK_BONUS[c.rank] ?? 0) * (weight / subject);
      return { c, score: evidence + rank + named - (c.passage.table && !wantsAmount ? 0.3 : 0), coverage, statesShare };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** For each word of a name the question spells out, the abbreviations the pages define for the name. */
function abbreviationsOfWords(question: string, pages: CitablePage[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, short] of definedAbbreviations(question, pages.map((p) => p.content))) {
    for (const w of contentWords(name)) out.set(w, [...(out.get(w) ?? []), ...words(short)]);
  }
  return out;
}

/**
 * The question's subject words that no retrieved page speaks of, in any form the filings use (the
 * word itself, another ending of it, its kindred words, the filing terms of its concept): what the
 * question is about but the filings at hand never mention.
 */
export function absentSubject(question: string, pages: CitablePage[]): string[] {
  const company = pages[0]?.document;
  const nameWords = new Set(words(`${company?.companyName ?? ""} ${(company?.companyTickers ?? []).join(" ")}`));
  // A verdict or its degree ("a clean opinion", "heavily dependent", "is liquidity healthy") is
  // what the asker judges, in words the filings need not use: no subject the pages must mention.
  const focus = [...new Set(contentWords(focusOf(question).replace(FILING_DAY, " "), true).filter((w) => !nameWords.has(w) && !judgesFigure(w) && !gradesVerdict(w) && !framesAspect(w)))];
  const inFilingWords = expandConcepts(focusOf(question), focus).alternatives;
  const vocabulary = new Set(pages.flatMap((p) => words(p.content.replace(UNITED_STATES, " unitedstates "))));
  const text = pages.map((p) => p.content.toLowerCase()).join("\n");
  const prefixes = new Set([...vocabulary].filter((v) => v.length >= 6).map((v) => v.slice(0, 6)));
  const found = (w: string) =>
    vocabulary.has(w) ||
    (w.length >= 6 && prefixes.has(w.slice(0, 6))) ||
    (KINDRED[w] ?? []).some((k) => vocabulary.has(k)) ||
    (inFilingWords.get(w) ?? []).some((term) => text.includes(term));
  return focus.filter((w) => !found(w));
}

/** The percentages a question states ("10% or more", "ten percent"), as patterns finding them in a passage. */
function percentsStated(question: string): RegExp[] {
  const numbers: Record<string, string> = { five: "5", ten: "10", fifteen: "15", twenty: "20", "twenty-five": "25", fifty: "50" };
  const out: RegExp[] = [];
  for (const m of question.matchAll(/\b(\d+(?:\.\d+)?|five|ten|fifteen|twenty(?:-five)?|fifty)\s?(?:%|percent\b)/gi)) {
    const digits = numbers[m[1]!.toLowerCase()] ?? m[1]!;
    const word = Object.entries(numbers).find(([, d]) => d === digits)?.[0];
    out.push(new RegExp(`(?<![\\d.])${digits.replace(".", "\\.")}(?:\\.0)?\\s?(?:%|percent\\b)${word ? `|\\b${word}\\s+percent\\b` : ""}`, "i"));
  }
  return out;
}

/** A passage about another quarter than the one asked speaks of another period: "first quarter" for Q2. */
function quarterNamed(asked: Set<number>, quote: string): number {
  if (asked.size === 0 || !/\b(?:quarter|Q[1-4])\b/i.test(quote)) return 0;
  const named = readPeriods(quote).quarters.map((q) => q.quarter);
  if (named.length === 0) return 0;
  return named.some((q) => asked.has(q)) ? 0.3 : -0.3;
}

/** Whether two words of a question stand side by side in a passage's words, in either order. */
export function besides(sequence: string[], a: string, b: string): boolean {
  for (let i = 1; i < sequence.length; i++) {
    const [x, y] = [sequence[i - 1]!, sequence[i]!];
    if ((shareStem(x, a) && shareStem(y, b)) || (shareStem(x, b) && shareStem(y, a))) return true;
  }
  return false;
}

/** How far a passage's kind fits the question: boilerplate never leads, a who-question wants a person named. */
function judgement(question: string, asks: Ask[]): (passage: Passage) => number {
  const who = asksWho(question);
  // Risk factors say what could happen; asked anything but the risks, a sentence saying what is or
  // was so answers before one saying what might be.
  const risks = asks.some((a) => a.name === "risks");
  const yesNo = asksYesNo(question);
  const past = yesNo && asksAboutPast(question);
  const effect = effectAsked(question);
  return (passage) => {
    const quote = passage.quote;
    let weight = isBoilerplate(quote) ? BOILERPLATE_WEIGHT : stockWeight(quote);
    // A sentence leading into a list ("… by:") states nothing by itself unless it carries the list.
    if (/:\s*$/.test(quote)) weight *= 0.7;
    // A sentence that names its subject only as "these businesses" leads less well than one naming it.
    if (pointsBack(passage.quote)) weight *= standsOnPrevious(passage.quote) ? 0.6 : 0.8;
    if (who) weight *= namesPerson(quote) ? 1.4 : 0.6;
    // Asked whether something is or was so, a passage stating it decides more than one saying what
    // could happen; asked about the past, one reporting what happened more than a standing statement.
    if (yesNo && isHedged(quote)) weight *= 0.8;
    else if (!risks && isHedged(quote)) weight *= 0.85;
    if (past) weight *= reportsOutcome(quote) ? 1.25 : 0.9;
    // Asked what an event did to the company, the passage booking its effect answers; the one
    // telling what the event was (a law enacted) is background.
    if (effect) weight *= tellsEnactment(quote) ? ENACTMENT_WEIGHT : booksEffect(quote, effect) ? BOOKED_WEIGHT : 1;
    return weight;
  };
}

/**
 * What is quoted of a passage: the passage, carried on to the next sentences of its paragraph
 * when the question asks for an amount the passage itself does not state.
 */
function quoted(p: Passage, wantsAmount: boolean, focus: string[]): { excerpt: string; quote: string } {
  if (!wantsAmount || p.table || AMOUNT.test(p.text)) return { excerpt: p.text, quote: p.quote };
  // The amount must be about the subject still: a sentence sharing a word of the question.
  const reach = p.following.findIndex((s) => AMOUNT.test(s) && contentWords(s).some((w) => focus.includes(w)));
  if (reach < 0) return { excerpt: p.text, quote: p.quote };
  return { excerpt: extendedText(p, reach + 1), quote: [p.quote, ...p.following.slice(0, reach + 1)].join(" ") };
}

const CATEGORY_NAMES: Record<string, string> = {
  "annual-financial-report": "annual report", "interim-financial-report": "interim report", "earnings-release": "earnings release",
  "current-report": "current report",
};

/** The filing as the answer names it: "10-K for FY2022", "earnings release for Q4 FY2022". */
export function filingLabel(page: CitablePage): string {
  const d = page.document;
  const form = d.formType && !(d.category === "earnings-release" && /^8-K/i.test(d.formType)) ? d.formType : (CATEGORY_NAMES[d.category] ?? "filing");
  return `${form}${d.fiscalYear ? ` for ${d.fiscalQuarter ? `Q${d.fiscalQuarter} ` : ""}FY${d.fiscalYear}` : ""}`;
}

// Below MIN_SHAPE the best passage lacks the one shape an answer to the ask has (no sentence
// naming customers, none about courts or settlements): it mentions the subject, it does not answer.

/**
 * How sure the lead passage answers: how much of the question's subject it speaks of, times how
 * far it has the shape of an answer to what is asked; boilerplate is never sure.
 */
function confidenceOf(lead: Scored, asks: Ask[]): number {
  const kind = isBoilerplate(lead.c.quote) ? BOILERPLATE_WEIGHT : 1;
  return Math.round(100 * Math.min(1, lead.coverage) * shapeFit(asks, lead.c.quote) * kind) / 100;
}

/** The lead: the answering passage told of the company, its list as items; where it is said, after it. */
function leadLines(lead: Candidate, boldAmount: boolean, question: string, pages: CitablePage[]): { lines: string[]; signed?: [string, string] } {
  const d = lead.page.document;
  const p = lead.passage;
  // In the auditor's report "we" is the audit firm, and "the Company" stays the filer; its
  // signature may be on the next pages of the filing.
  const next = [1, 2].flatMap((n) => pages.filter((o) => o.document.id === d.id && o.pageNumber === lead.page.pageNumber + n));
  const auditor = auditorVoice(lead.page.content, p.leadIn ?? lead.quote, next.map((o) => o.content));
  const teller = (sentence: string) => (auditor ? inThirdPerson(sentence, auditor.name, false) : d.companyName ? inThirdPerson(sentence, d.companyName) : sentence);
  // A firm named from its signature on a later page cites that page too.
  const signedOn = auditor ? next[auditor.signedOn] : undefined;
  const signature = signedOn && auditor?.signature ? { text: ` (its report is signed "${auditor.signature}", page ${signedOn.pageNumber} [${signedOn.ref}])`, excerpt: [signedOn.ref, auditor.signature] as [string, string] } : null;
  const signed = (line: string) => (signature ? { lines: [line.replace(/(\.?)( \[#[0-9a-zA-Z]{8}\])$/, `${signature.text}$1$2`)], signed: signature.excerpt } : { lines: [line] });
  const told = (sentence: string) => {
    const turned = teller(sentence);
    return boldAmount ? withHeadline(turned, withoutCompany(question, d)) : turned;
  };
  const source = ["", `Source: ${d.companyName ? `${possessive(d.companyName)} ` : ""}${filingLabel(lead.page)}, page ${lead.page.pageNumber}.`];
  if (p.items.length && lead.quote === p.quote) {
    const introduction = lead.quote.slice(0, lead.quote.length - p.items.join(" ").length).trim();
    const first = signed(`${told(introduction)} [${lead.page.ref}]`);
    return { ...first, lines: [...first.lines, ...p.items.map((item) => `- ${item}`), ...source] };
  }
  // A list item leads after the sentence leading into its list; the amount asked is the item's.
  const headed = (text: string) => (boldAmount ? withHeadline(text, withoutCompany(question, d)) : text);
  const sentence =
    p.leadIn && !lead.quote.startsWith(p.leadIn)
      ? `${teller(p.leadIn)} … ${headed(lead.quote)}`
      : told(lead.quote);
  // A row of figures with no amount in bold leads with the figure of the period asked in bold.
  const row = p.row && lead.quote === p.quote && !sentence.includes("**") ? rowWithHeadline(p.row, withoutCompany(question, d)) : null;
  const first = signed(`${row ?? sentence} [${lead.page.ref}]`);
  return { ...first, lines: [...first.lines, ...source] };
}

// The first amount of a sentence: money, a percentage, or a number of millions or billions.
const FIRST_AMOUNT = /(?:\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b)|\b\d[\d,]*(?:\.\d+)?\s+(?:million|billion)\b)/i;

// A count a "how many" question asks for: "858 warehouses", "190,955,435 shares"; not a year or a day.
const COUNT = /(?<!\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s)\b(?!(?:19|20)\d\d\b)\d{1,3}(?:,\d{3})+\b|(?<!\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s)\b(?!(?:19|20)\d\d\b)\d{3,}\b/;
const SIZED_ASKS = new Set(["debt", "acquisitions", "divestitures", "drivers", "legal"]);

/**
 * The amount a sentence gives for the year the question asks, when it gives amounts for several
 * ("from $1.09 to $1.42 in December 2016 and to $1.71 in December 2017", asked of 2017): the last
 * amount before the year with no other year between them.
 */
function ofYearAsked(sentence: string, amounts: RegExpExecArray[], question: string): RegExpExecArray[] {
  const asked = new Set(question.match(/\b(?:19|20)\d\d\b/g) ?? []);
  const years = [...sentence.matchAll(/\b(?:19|20)\d\d\b/g)];
  if (asked.size !== 1 || new Set(years.map((y) => y[0])).size < 2) return [];
  const year = years.find((y) => asked.has(y[0]));
  if (!year) return [];
  // The year dates the amount when only a preposition and a month or "fiscal" stand between them.
  const dates = (gap: string) => /^[\s,]*(?:in|during|for|at|as\s+of|by|on)\s+(?:(?:the|fiscal|calendar|year|end|of|[A-Z][a-z]+|\d{1,2},?)\s+)*$/.test(gap);
  const before = amounts.filter((m) => m.index! + m[0].length <= year.index! && dates(sentence.slice(m.index! + m[0].length, year.index!)));
  return before.slice(-1);
}

/**
 * The amount a sentence gives for the thing the question names, when it gives amounts for several
 * things clause by clause ("acquired Souq … for $583 million, and … acquired Whole Foods Market …
 * for $13.2 billion", asked of Whole Foods Market): the first amount of the clause naming it.
 */
function ofThingAsked(sentence: string, amounts: RegExpExecArray[], question: string): RegExpExecArray[] {
  if (amounts.length < 2) return [];
  // Names the question writes with a capital past its first word, months aside (they date it).
  const names = [...question.matchAll(/(?<=\s)[A-Z][A-Za-z&-]{2,}(?:\s+[A-Z][A-Za-z&-]+)*/g)]
    .map((m) => m[0])
    .filter((n) => !MONTH.test(n));
  // Clauses of a sentence that gives one thing's figures after another's: "…, and …", "; …", or
  // "… $148 on KC-46A Tanker and $489 on Commercial Crew" (an amount right after "and").
  const clauses = [...sentence.matchAll(/[^;]+?(?:,\s+(?:and|while|whereas)\s+|;\s*|\s+and\s+(?=\$\s?\d)|$)/g)];
  const clause = clauses.find((c) => names.some((n) => c[0].includes(n)));
  if (!clause || clause === clauses[0]) return [];
  const from = clause.index!;
  return amounts.filter((m) => m.index! >= from && m.index! < from + clause[0].length).slice(0, 1);
}

const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** A lead sentence with its first amount in bold: the figure a reader looks for first. */
export function withHeadline(sentence: string, question = ""): string {
  if (sentence.includes("**")) return sentence;
  // A figure the question itself states ("Infinity World's 50% stake") is not what it asks.
  const asked = new Set((question.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[,.]+$/, "")));
  const counting = asksCount(question);
  const pattern = counting ? new RegExp(`${FIRST_AMOUNT.source}|${COUNT.source}`, "gi") : new RegExp(FIRST_AMOUNT.source, "gi");
  const amounts = [...sentence.matchAll(pattern)];
  // A respectively-list gives the period asked its own place: that figure leads (respectively-list.ts).
  const years = [...new Set(question.match(/\b(?:19|20)\d\d\b/g) ?? [])];
  const listed = years.length === 1 ? (ofPeriodListed(sentence, amounts, (m) => m.index!, Number(years[0]), askedDay(question)) ?? []) : [];
  for (const m of [...listed, ...ofYearAsked(sentence, amounts, question), ...ofThingAsked(sentence, amounts, question), ...amounts]) {
    const at = m.index ?? 0;
    if (asked.has((m[0].match(/\d[\d,.]*/)?.[0] ?? "").replace(/[,.]+$/, ""))) continue;
    // A price per share followed by the total ("$18.50 per share in cash, for total consideration of
    // $2.0 billion") answers what was paid with the total, unless a per-share figure is asked.
    const perShare = /^\s*(?:per|a)\s+(?:common\s+)?share\b/i.test(sentence.slice(at + m[0].length)) && !/\bper\s+share\b/i.test(question);
    if (perShare && amounts.some((o) => (o.index ?? 0) > at)) continue;
    // "No customer accounted for 10% or more": a threshold not reached is not the answer. Only the
    // amount's own sentence counts: a lead carried on to the amount spans several.
    // Only its clause counts too: "not already owned by Pfizer …, for total consideration of $2.0 billion".
    const before = sentence.slice(0, at).split(/[.;]\s+(?=[A-Z(])|[,;]\s+/).at(-1)!;
    // ("not already owned" describes what was bought; it negates no amount.)
    if (/\b(?:no|not(?!\s+(?:already|previously|yet)\b)|none|neither|nor|never)\b/i.test(before)) return sentence;
    return `${sentence.slice(0, at)}**${m[0]}**${sentence.slice(at + m[0].length)}`;
  }
  return sentence;
}

/** The best passages for the question, the best leading, or null when no passage answers it. */
export function narrativeAnswer(question: string, pages: CitablePage[], options: NarrativeOptions = {}): Written | null {
  const ranked = completedOnly(question, pages, rankPassages(question, pages, options.maxPages ?? 10));
  // Asked where the stock traded, only a passage stating a market price answers (market-price.ts).
  // Asked for a customer by name, only a passage naming one with its share answers (customer-named.ts).
  const asks = asksOf(focusOf(withoutCompany(question, pages[0]?.document)));
  // A passage with the shape of an answer leads one scored just above it without (shaped-lead.ts).
  // A row the question quotes and calls a line leads: it is the row asked (quoted-row.ts).
  // (So does a row it names by its label right after the question word: named-row.ts.)
  const scored = quotedRowFirst(question, namedRowFirst(question, shareStatedFirst(shapedFirst(asks, boilerplateBehind(namingCustomers(question, pages, ofAmountAsked(question, pages, asksMarketPrice(question) ? ranked.filter((s) => statesMarketPrice(s.c.quote, question)) : ranked)))))));
  if (scored.length === 0 || scored[0]!.score < 1) return null;
  if (shapeFit(asks, scored[0]!.c.quote) < MIN_SHAPE) return null;
  if (subjectAbsent(question, pages, scored[0]!.coverage)) return null;
  // A rate or price asked by a name no page gives ("customer churn rate") is stated nowhere.
  if (headlinesAmount(question) && unstatedMeasure(question, pages)) return null;
  const confidence = confidenceOf(scored[0]!, asks);

  const chosen: Candidate[] = [];
  for (const { c, score } of scored) {
    if (chosen.length >= (options.maxPassages ?? 4) || score < scored[0]!.score * 0.6) break;
    if (chosen.filter((o) => o.page === c.page).length >= MAX_PER_PAGE) continue;
    if (chosen.some((o) => similar(o.words, c.words))) continue;
    chosen.push(c);
  }
  // The page retrieval ranks first, when none of the chosen passages is on it, gives its best
  // passage as support: the best-ranked page is most often the one that states the answer.
  const first = scored.find((x) => x.c.rank === 0);
  if (first && !chosen.some((c) => c.page === first.c.page) && first.score >= scored[0]!.score * TOP_PAGE_SUPPORT) chosen.push(first.c);
  // Asked two things at once, the passage answering the first leads (two-asks.ts).
  const askWords = (text: string) => contentWords(text).filter((w) => !PERIOD_WORDS.has(w));
  const speaks = (c: Candidate, list: string[]) => list.filter((w) => [...c.words].some((x) => shareStem(x, w) || (KINDRED[w] ?? []).some((k) => shareStem(x, k)))).length;
  const [lead, ...rest] = firstAskFirst(focusOf(withoutCompany(question, pages[0]?.document)), chosen, askWords, speaks);
  if (!lead) return null;
  const d = lead.page.document;
  // Asked for an amount or a share, or for a deal, a debt or what drove a change (whose size is
  // the first thing a reader looks for), the lead's first amount is the answer's headline, in bold.
  const sized = asks.some((a) => SIZED_ASKS.has(a.name));
  const { lines, signed } = leadLines(lead, headlinesAmount(question) || leadsWithDecidingFigure(question) || sized, question, pages);
  const excerpts = new Map<string, string>([[lead.page.ref, lead.excerpt], ...(signed ? [signed] : [])]);
  // The support reads in document order: by page rank, then position on the page.
  rest.sort((a, b) => a.rank - b.rank || a.passage.start - b.passage.start);
  if (rest.length) lines.push("", "Also relevant:");
  for (const c of rest) {
    lines.push(`- "${c.quote}" (${c.page.document.fiscalYear && c.page.document.id !== d.id ? `${filingLabel(c.page)}, ` : ""}page ${c.page.pageNumber}) [${c.page.ref}]`);
    if (!excerpts.has(c.page.ref)) excerpts.set(c.page.ref, c.excerpt);
  }
  return { text: lines.join("\n"), excerpts, confidence };
}

/**
 * Boilerplate (a forward-looking-statements warning, a website notice, a pointer to a note) may
 * support an answer, never lead one: the best passage that is not boilerplate leads, and with none
 * nothing answers. ("Private Securities Litigation Reform Act" is no legal proceeding.)
 */
function boilerplateBehind(scored: Scored[]): Scored[] {
  if (!scored[0] || !isBoilerplate(scored[0].c.quote)) return scored;
  const at = scored.findIndex((s) => !isBoilerplate(s.c.quote));
  return at < 0 ? [] : [scored[at]!, ...scored.slice(0, at), ...scored.slice(at + 1)];
}

/**
 * Asked when or whether a deal was completed, only passages reporting that deal completed answer:
 * a filing from before the closing speaks of it as pending by the same names.
 */
function completedOnly(question: string, pages: CitablePage[], scored: Scored[]): Scored[] {
  // Asked why or when a deal was called off, only passages reporting it called off answer (termination.ts).
  if (asksTermination(question)) {
    const names = namesAsked(question, pages[0]?.document.companyName);
    return scored.filter((s) => reportsTermination(s.c.quote, names));
  }
  if (!asksCompletion(question)) return scored;
  const names = namesAsked(question, pages[0]?.document.companyName);
  return scored.filter((s) => reportsCompletion(s.c.quote, names));
}

/** Asked a count, or an amount of a thing named, only passages stating a count, or naming the thing, answer. */
function ofAmountAsked(question: string, pages: CitablePage[], scored: Scored[]): Scored[] {
  const company = pages[0]?.document;
  const test = amountSubjectTest(question, headlinesAmount(question) || asksShare(question), company?.companyName);
  if (!test) return scored;
  if (asksCount(question)) return scored.filter((s) => test(s.c.quote));
  // A table row names what the sentence above its table names ("The following table shows key
  // hotel statistics for our Las Vegas Strip Resorts:" over "Average Daily Rate (ADR) | 167"). While
  // other passages name the subject themselves, only the row the question names by its label passes
  // on its caption: a neighbouring row under a segment's caption (a year's online share) must not
  // pass a release's sentence on the quarter asked. (Not for a count, which the row must state.)
  const byCaption = (s: Scored) => s.c.passage.row !== undefined && test(`${s.c.quote}\n${tableCaption(s.c.passage.row)}`);
  const own = scored.filter((s) => test(s.c.quote));
  if (own.length === 0) return scored.filter(byCaption);
  return scored.filter((s) => test(s.c.quote) || (byCaption(s) && asksRowByLabel(question, rowPassageLabel(s.c.quote) ?? "")));
}

// A lead speaking of less than this share of the question's subject, while two of the things the
// question names appear on no page, is a nearby sentence: the pages are about something else.
const LOW_COVERAGE = 0.25;
// A lead speaking of less than this share of the subject, while the word saying which one of a
// thing is asked ("the cruise line segment") is on no page, speaks of other ones of that thing.
const KIND_COVERAGE = 0.5;

/**
 * Whether the pages never speak of what the question is about: a name it gives (a company, a
 * product) is on none of them, or two things it names are on none and the best passage covers
 * little of the rest.
 */
function subjectAbsent(question: string, pages: CitablePage[], leadCoverage: number): boolean {
  const absent = absentSubject(question, pages);
  const missing = unmentioned(question, absent);
  return (
    missing.names.length > 0 ||
    (missing.things.length >= 2 && leadCoverage < LOW_COVERAGE) ||
    ((unmentionedKinds(question, absent).length > 0 || unmentionedPredicate(question, absent) !== null) && leadCoverage < KIND_COVERAGE) ||
    unreportedAdjustedMeasure(question, absent) !== null
  );
}

/** A plain decline for a passage question: what was searched, and that no passage answers it. */
export function narrativeDecline(question: string, pages: CitablePage[]): Written {
  const company = pages.find((p) => p.document.companyName)?.document.companyName;
  const filings = [...new Set(pages.map(filingLabel))].slice(0, 3);
  const focus = stripInstructions(question).text.replace(/\?+\s*$/, "").trim();
  const asks = asksOf(focusOf(withoutCompany(question, pages[0]?.document))).map((a) => a.described);
  const missing = pages.length ? unmentioned(question, absentSubject(question, pages)) : { names: [], things: [] };
  // A rate or price asked by a name no page gives ("churn rate") is what the pages never mention.
  const measure = pages.length && headlinesAmount(question) ? unstatedMeasure(question, pages) : null;
  const never = [...missing.names, ...missing.things, ...(measure && !missing.things.some((w) => measure.startsWith(w.toLowerCase())) ? [measure] : [])];
  const searched = pages.length
    ? `I searched ${pages.length} page${pages.length === 1 ? "" : "s"} of ${company ? `${possessive(company)} ` : "the "}${filings.join(", ")}${asks.length ? ` for a passage saying ${asks.join(" and ")}` : ""}`
    : "No page of the catalog matched the question";
  // A deal asked completed that the filings speak of only as pending or not at all.
  const none =
    asksCompletion(question) && never.length === 0
      ? "none reports the deal completed (a filing made before the closing speaks of it as pending)"
      : asksTermination(question) && never.length === 0
        ? "none reports the deal called off (a filing made while it was pending speaks of it by the same names)"
        : "none states it";
  return {
    text: `The retrieved pages do not answer this question ("${focus}"): ${searched}, and ${none}${never.length ? ` (none mentions ${never.map((w) => `"${w}"`).join(" or ")})` : ""}. A passage that only mentions the same words is not an answer, so I cannot answer it from the disclosures.`,
    excerpts: new Map(),
    confidence: 0,
  };
}

// Verbs whose third person is not the base form plus "s".
const THIRD_PERSON: Record<string, string> = { are: "is", were: "was", have: "has", do: "does", "'re": "is", go: "goes" };
// Past tenses not ending "-ed" stand as they are: "We did not", "We sold", "We made".
const IRREGULAR_PAST = new Set(
  ("did made sold began saw took paid bought built grew led kept held spent won gave got lost left met ran sent set put brought became came " +
    "chose drew fell felt found knew meant rose sought shut split spun struck thought told understood wrote").split(" "),
);
const ADVERB = /^(?:also|still|now|currently|primarily|generally|continue|further|previously|recently|then|\w+ly)$/i;

/**
 * A filing's sentence told of the company rather than by it: "We sell …" → "Acme sells …", "Our
 * customers …" → "Acme's customers …". Only the sentence's start is turned; the rest stands as
 * written. A sentence that does not start with the company speaking is left as it is.
 * `theCompany` false: the speaker is not the filer, so only "We" and "Our" are its.
 */
export function inThirdPerson(sentence: string, companyName: string, theCompany = true): string {
  const name = possessive(companyName).replace(/['’]s?$/, "");
  const our = /^Our\s+/.exec(sentence);
  if (our) return `${possessive(companyName)} ${sentence.slice(our[0].length)}`;
  // Told by someone other than the filer (its auditor), "the Company" is not the speaker.
  const company = theCompany ? /^The Company(?:['’]s)?\b/.exec(sentence) : null;
  if (company) return `${company[0].endsWith("s") ? possessive(companyName) : name}${sentence.slice(company[0].length)}`;
  const we = /^We\s+(\w+)(?:\s+(\w+))?/.exec(sentence);
  if (!we) return sentence;
  const adverb = we[2] && ADVERB.test(we[1]!) ? we[1] : null;
  const verb = (adverb ? we[2] : we[1])!;
  const lower = verb.toLowerCase();
  const turned =
    THIRD_PERSON[lower] ??
    (IRREGULAR_PAST.has(lower) ? verb : undefined) ??
    (/(?:ed|will|would|could|can|may|might|should|must|had)$/.test(lower) ? verb : /(?:s|sh|ch|x|z)$/.test(lower) ? `${verb}es` : /[^aeiou]y$/.test(lower) ? `${verb.slice(0, -1)}ies` : `${verb}s`);
  // "We increased our quarterly dividend" → "Boeing increased its quarterly dividend": the
  // sentence's own "our" follows its subject (a quotation inside it keeps the speaker's words).
  const rest = sentence.slice((adverb ? we[0] : /^We\s+\w+/.exec(sentence)![0]).length);
  const own = /[“”"]/.test(rest) ? rest : rest.replace(/\bour\b/g, "its");
  return `${name} ${adverb ? `${adverb} ` : ""}${turned}${own}`;
}

function similar(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size)) > 0.7;
}
