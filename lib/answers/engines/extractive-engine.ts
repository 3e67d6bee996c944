// The default writer: no network, no model. It reads the figures a question needs from the
// statement tables of the retrieved pages and computes what is asked, showing its formula and
// citing every input; for other questions it quotes the passages that answer them. When the
// catalog holds no filing for the period asked, or the pages do not answer, it says so.
import { fiscalYearsCalled } from "../../periods";
import { missingCompanies, outsideHoldings } from "../compose/coverage";
import { answerFromFigures, segmentAsked } from "../compose/from-figures";
import { asksAmount, leadStatesAmount } from "../compose/amount-asked";
import { asksPerShare, leadStatesPerShare } from "../compose/per-share-asked";
import { componentAnswer, componentAsked } from "../compose/component-answer";
import { largerAnswer, largerAsked } from "../compose/which-larger";
import { wholePartsAnswer } from "../compose/whole-parts-answer";
import { listedPartsAnswer } from "../compose/listed-parts-answer";
import { partsCountAnswer } from "../compose/parts-count-answer";
import { partsCountAsked } from "../compose/parts-count-asked";
import { columnRankAnswer } from "../compose/column-rank";
import { balanceMoveAnswer, balanceMoveAsked } from "../compose/balance-move";
import { rowAcrossPartsAnswer } from "../compose/row-across-parts";
import { quarterRankAnswer } from "../compose/quarter-rank";
import { countAnswer, countAsked, countDecline } from "../compose/count-answer";
import { twoAsks } from "../compose/two-asks";
import { recordRunAnswer } from "../compose/record-run";
import { asksOf } from "../compose/answer-focus";
import { withJudgementPassage } from "../compose/judgement-passage";
import { narrativeAnswer, narrativeDecline } from "../compose/narrative-answer";
import { coverAnswer } from "../compose/cover-answer";
import { asksWhichPart, partAnswer } from "../compose/part-answer";
import { asksForFigures, asksForWords, computingPlan } from "../compose/question-kind";
import { foreignDecline, foreignSubject } from "../compose/figure-subject";
import { citedForSubject } from "../compose/cited-subject";
import { withoutPartContext } from "../compose/part-as-context";
import { sentenceFigure } from "../compose/sentence-figure";
import { quarterRowAnswer } from "../compose/quarter-rows";
import { statesUnitAsked, withFigureAsked } from "../compose/lead-figure";
import { unitAsked } from "../compose/figure-unit-asked";
import { valueAsked } from "../compose/value-asked";
import { unreportedBasis } from "../compose/basis-asked";
import type { QuestionReading } from "../../retrieval/read-question";
import type { Written } from "../compose/written";
import type { AnswerEngine, CatalogHoldings, CitablePage, EngineInput, EngineOutput } from "./engine";

/** The fiscal year to answer for: the one asked, else the latest the pages report. */
function targetYear(reading: QuestionReading, pages: CitablePage[]): number | null {
  if (reading.year) return reading.year;
  const years = pages.map((p) => p.document.fiscalYear).filter((y): y is number => typeof y === "number");
  return years.length ? Math.max(...years) : null;
}

/**
 * The latest fiscal year the pages' filings report, when every year the question names is later
 * ("as of FY2021 … in 2024" still has FY2021 to answer from). A year may be called by the one it
 * began in (lib/periods), and questions do not always follow the filer's naming. Used when
 * the catalog's holdings of the company are not known (the question was put to given documents).
 */
function beyondPages(reading: QuestionReading, pages: CitablePage[]): Written | null {
  const covered = pages.map((p) => p.document.fiscalYear).filter((y): y is number => typeof y === "number");
  if (reading.years.length === 0 || covered.length === 0) return null;
  const latest = Math.max(...covered);
  if (fiscalYearsCalled(Math.min(...reading.years)).some((y) => y <= latest)) return null;
  return {
    text: `The retrieved filings report periods up to FY${latest}; none covers FY${reading.years[0]}, so the disclosures do not answer this question.`,
    excerpts: new Map(),
  };
}

/**
 * The figures a question asks for, computed from the statement tables with every input cited, or
 * null when it asks for none or they cannot be read. The language-model engine writes around these.
 */
export function computedFigures(query: string, reading: QuestionReading, pages: CitablePage[]): Written | null {
  const year = targetYear(reading, pages);
  if (year === null || !wantsComputation(query, reading, pages)) return null;
  // Nor for the model: a company-wide figure is no answer about something the filings never mention.
  if (foreignSubject(query, reading, pages).length) return null;
  const figures = answerFromFigures(query, reading, year, pages);
  return figures && "written" in figures ? figures.written : null;
}

/** A question allows a figure answer when it asks for figures in a way the statements state them. */
function wantsComputation(query: string, reading: QuestionReading, pages: CitablePage[]): boolean {
  if (!asksForFigures(reading)) return false;
  // A part of the company named outright ("the AWS segment") is a figure question all the same,
  // unless what is asked is what drove its figure ("what pushed Cash App revenue up"): a cause is
  // told in words.
  // (Clauses of context about a part — "With the Health Care spin-off announced, …" — ask nothing.)
  if (!asksForWords(withoutPartContext(query, pages), reading)) return true;
  return segmentAsked(query, reading, pages) !== null && !asksOf(query).some((a) => a.name === "drivers");
}

export function composeAnswer(query: string, reading: QuestionReading, pages: CitablePage[], holdings?: CatalogHoldings): Written {
  // A comparison says whose filings are missing rather than answering for the others alone.
  // Whichever reader answered, its lead must cite pages about what the question names, and its
  // headline be the figure asked (its unit, its period).
  const missing = missingCompanies(reading, holdings);
  if (missing) return missing;
  // Whether the question wants a computation is decided once, for the readers and the headline.
  const computing = wantsComputation(query, reading, pages);
  return citedForSubject(query, reading, withFigureAsked(query, answerFromPages(query, reading, pages, computing, holdings), computing), pages);
}

function answerFromPages(query: string, reading: QuestionReading, pages: CitablePage[], computing: boolean, holdings?: CatalogHoldings): Written {
  const outside = holdings ? outsideHoldings(reading, holdings, query) : beyondPages(reading, pages);
  if (outside) return outside;
  // A figure asked under other standards or in another currency than the filings report in.
  const basis = unreportedBasis(query, pages);
  if (basis) return basis;
  // What the cover page states (the fiscal year's end, the offices' address, the filer status …).
  const cover = coverAnswer(query, pages);
  if (cover) return cover;
  // "How many of its segments reported a loss" counts parts of a table, not things a page numbers.
  const year = targetYear(reading, pages);
  if (year !== null && partsCountAsked(query)) {
    const parts = partsCountAnswer(query, reading, year, pages);
    if (parts) return parts;
  }
  // A run of years ("for how many years in a row …") is stated by its ordinal ("the 65th consecutive year").
  const run = recordRunAnswer(query, pages);
  if (run) return run;
  // A count is a number printed next to the thing counted, or no answer at all.
  const counted = countAsked(query);
  // The count reader reads the thing counted from the words after "how many"; where it finds no
  // count of them ("how many people worked for …"), a passage answering in a count, bold in its
  // lead, still answers ("we had approximately 83,700 employees").
  // A count asked second ("was the accrual above $100 million, and at how many sites …") is
  // answered after the first ask: a passage answering the question leads (the one answering its
  // first ask, two-asks.ts), the count reader only when none does.
  const asks = counted ? twoAsks(query) : null;
  if (counted && asks && !countAsked(asks.first)) {
    const passage = narrativeAnswer(query, pages);
    if (passage && (!asksAmount(query) || leadStatesAmount(passage.text))) return passage;
  }
  if (counted) return countAnswer(query, counted, reading, pages) ?? countInWords(query, pages) ?? countDecline(query, counted, pages);
  // Parts the question lists by name ("(wireless retail, Fios internet, Fios video, broadband)")
  // are the rows of one table, ranked whatever the table is of.
  // "Which quarter of 2019 had the biggest loss": the year's quarters side by side are compared.
  if (year !== null) {
    const quarter = quarterRankAnswer(query, reading, year, pages);
    if (quarter) return quarter;
  }
  if (year !== null) {
    const listed = listedPartsAnswer(query, reading, year, pages);
    if (listed) return listed;
  }
  // A figure of something no page speaks of ("the EBITDA of the colour purple", "revenue from its
  // theme parks") is not the company's. A part the tables would break out is left to the segment
  // reader, which says in its own words when no table gives it.
  // The rows of a statement section ranked ("the second-largest current asset", "the biggest
  // investing outflow") are read before words the pages lack are judged foreign: the ranking's own
  // words ("second", "outflow") are no subject of the company's.
  if (year !== null && componentAsked(query)) {
    const component = componentAnswer(query, reading, year, pages);
    if (component) return component;
  }
  // The rows of any other total a table prints ("the largest component of inventories", "which
  // deferred tax asset grew fastest", "what share of lease cost was operating lease cost").
  if (year !== null) {
    const rows = wholePartsAnswer(query, reading, year, pages);
    if (rows) return rows;
  }
  // "Which was larger: A or B?" — two rows of the statements side by side.
  if (year !== null && largerAsked(query)) {
    const larger = largerAnswer(query, reading, year, pages);
    if (larger) return larger;
  }
  // "Did the restructuring liability rise or fall over the year": a note's roll-forward carries the
  // balance from one date to the next; its words ("roll-forward") are no foreign subject.
  if (year !== null && balanceMoveAsked(query)) {
    const moved = balanceMoveAnswer(query, year, pages);
    if (moved) return moved;
  }
  const foreign = computing && segmentAsked(query, reading, pages) === null ? foreignSubject(query, reading, pages) : [];
  if (foreign.length) return foreignDecline(query, foreign, pages);
  // "Which obligation has the most due in less than one year": a table's rows ranked by the
  // column the question names by its header's words, whatever the columns are of — before the
  // parts' reading by measure when the column is named firmly, else only where it found none.
  // "Which model did it deliver the most of in 2017": the things compared laid out as columns,
  // ranked on the row the question's words name under the year asked (a row named by every word of its label,
  // which outweighs a column the question's other words name).
  const across = year !== null ? rowAcrossPartsAnswer(query, reading, year, pages) : null;
  if (across) return across;
  const firmColumn = columnRankAnswer(query, reading, pages, true, year !== null && asksWhichPart(query, reading));
  if (firmColumn) return firmColumn;
  if (year !== null && asksWhichPart(query, reading)) {
    const parts = partAnswer(query, reading, year, pages);
    if (parts) return parts;
  }
  const column = columnRankAnswer(query, reading, pages);
  if (column) return column;
  // A quarter's figure may stand in a table turned on its side, quarters as rows and measures as
  // columns, which the statement reader takes for periods: read before the statements, whose
  // rows would give the whole year's figure of a word the question shares ("sales price").
  const sideways = quarterRowAnswer(query, reading, pages);
  if (sideways) return sideways;
  let preface: Written | null = null;
  if (year !== null && computing) {
    const figures = answerFromFigures(query, reading, year, pages);
    if (figures && "written" in figures) {
      const figured = withJudgementPassage(query, figures.written, pages);
      // A percent asked that the statements give only as an amount ("what proportion of DTC
      // revenues came through its websites") is answered by a sentence or passage stating it.
      // (The figures' own lead must state it: a percent in the filing's words after them is no headline.)
      if (unitAsked(query) !== "percent" || statesUnitAsked(query, figures.written)) return figured;
      const stated = [sentenceFigure(query, reading, pages), narrativeAnswer(query, pages)].find((w) => w && statesUnitAsked(query, w));
      return stated ?? figured;
    }
    if (figures) preface = figures.preface;
  }
  // A figure no statement row gives may be stated in a sentence: its number is the headline.
  if (year !== null && computing) {
    const stated = sentenceFigure(query, reading, pages);
    if (stated) return stated;
  }
  const passage = narrativeAnswer(query, pages);
  // "How much …" is answered by a passage that states an amount, or not at all.
  // Nor is a price per share answered by a passage stating no figure per share.
  const narrative = passage && ((asksAmount(query) && !leadStatesAmount(passage.text)) || (asksPerShare(query) && !leadStatesPerShare(passage.text))) ? null : passage;
  if (narrative && preface) {
    // The passage after what could not be read must be about what was asked, or the answer is
    // what could not be read and the decline.
    const judged = citedForSubject(query, reading, narrative, pages, true);
    if (judged !== narrative) return { ...judged, text: `${preface.text} ${judged.text}`, excerpts: preface.excerpts };
    return { text: `${preface.text} What the filings say:\n\n${narrative.text}`, excerpts: new Map([...narrative.excerpts, ...preface.excerpts]) };
  }
  if (narrative) return narrative;
  // A question naming figures in words that usually call for a passage ("… one-time items
  // included") that no passage answers is still answered by the figures it names.
  const figured = year !== null && !computing && !preface ? figuresUnasked(query, reading, year, pages) : null;
  if (figured) return figured;
  const decline = narrativeDecline(query, pages);
  return { ...decline, text: `${preface ? `${preface.text} ` : ""}${decline.text}`, excerpts: preface?.excerpts ?? decline.excerpts };
}

const NAME_ASKED = /\b(?:who|whom|whose|which)\b/i;

/**
 * The figures a question names when its wording did not send it to the statements first: only
 * when it names some (a metric, a line item, a row), asks their value (not whether, why, who or
 * which), no subject of them is foreign to the pages, and they can be read.
 */
function figuresUnasked(query: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  if (!asksForFigures(reading) || !valueAsked(query) || NAME_ASKED.test(query) || foreignSubject(query, reading, pages).length) return null;
  const figures = answerFromFigures(query, reading, year, pages);
  return figures && "written" in figures ? withJudgementPassage(query, figures.written, pages) : null;
}

/** A passage answer whose lead states a count or amount in bold, or null. */
function countInWords(query: string, pages: CitablePage[]): Written | null {
  const passage = narrativeAnswer(query, pages);
  // A count in bold: digits, no money, percentage or scale word.
  return passage && /\*\*(?![^*]*(?:\$|%|million|billion))[^*]*\d[^*]*\*\*/.test(passage.text.split("\n")[0]!) ? passage : null;
}

export class ExtractiveEngine implements AnswerEngine {
  readonly name = "extractive";

  async *write({ query, reading, pages, holdings }: EngineInput): AsyncIterable<EngineOutput> {
    const plan = wantsComputation(query, reading, pages) ? computingPlan(reading, segmentAsked(query, reading, pages)) : null;
    if (plan) yield { type: "thinking", content: plan, stage: "document_inspection" };
    const written = composeAnswer(query, reading, pages, holdings);
    for (const [ref, excerpt] of written.excerpts) yield { type: "excerpt", ref, excerpt };
    yield { type: "text", text: written.text };
  }
}
