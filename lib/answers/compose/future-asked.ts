// A figure asked of a period that has not happened yet, without naming a year: "what is its net
// income going to be next year", "what will its revenue be". Filings report periods that have
// closed; what is to come they state only as the company's own outlook, which a question asks for
// in those words ("expect", "guidance", "outlook" — those go to the passage reader). A year named
// outright ("in 2030") is judged against the years the filings cover (coverage.ts); this is the
// same decision for a period named relative to now, which no filing can have reported.
import type { QuestionReading } from "../../retrieval/read-question";
import { asksOf } from "./answer-focus";
import { measureNames, statesFigure } from "./measure-quoted";
import { words } from "../../finance";
import { valueAsked } from "./value-asked";
import { outlookAsked, withoutAssumptions } from "./outlook-asked";

// A period after now, named relative to it.
const NEXT_PERIOD = /\b(?:next|coming|upcoming|following)\s+(?:(?:fiscal|financial|calendar)\s+)?(?:year|quarter|half|twelve\s+months|12\s+months|decade)\b|\bin\s+the\s+(?:future|years?\s+(?:ahead|to\s+come))\b/i;
// A figure put in the future tense: "will its revenue be", "is going to be", "will it earn".
const FUTURE_TENSE = /\b(?:will|going\s+to|gonna)\b/i;
// What falls due in a later period is reported now: debt maturing next year, revenue from contracts
// to be recognised, payments scheduled, options vesting.
const REPORTED_AHEAD = /\b(?:due|matur\w*|payable|expir\w*|schedul\w*|contractual|obligations?|amortiz\w*|amortis\w*|vest\w*|commitments?|recogni[sz]\w*|backlog|remaining\s+performance)\b/i;

/**
 * The words naming the future period a figure is asked of ("next year", "will"), or null when the
 * question names a year, asks what the company expects, asks for no figure, or asks what is
 * already scheduled.
 */
export function futurePeriodAsked(question: string, reading: QuestionReading): string | null {
  if (reading.years.length > 0) return null;
  if (!reading.metric && reading.lineItems.length === 0) return null;
  if (asksOf(question).some((a) => a.name === "guidance")) return null;
  if (REPORTED_AHEAD.test(question)) return null;
  const next = NEXT_PERIOD.exec(question);
  if (next) return next[0];
  return FUTURE_TENSE.test(question) ? "a period still to come" : null;
}

// A question about what something will be, in words: "who will be its next CEO", "what is its
// strategy going to be". (An event asked in the future tense — "how is it going to acquire X" — may
// have happened by the time of a later filing, whose account of it in the past answers.)
const ASKS_FUTURE = /\b(?:will|going\s+to)\s+(?:be|become)\b|\bnext\s+(?:ceo|cfo|chief|chair\w*|president|leader)\b/i;
// A passage speaking of what is to come: a plan, an expectation, an appointment taking effect.
const SPEAKS_OF_FUTURE = /\b(?:will|shall|going\s+to|expects?|expected|expectations?|plans?|planned|intends?|intended|anticipat\w+|forecasts?|outlook|guidance|effective|succeed\w*|successor|scheduled|would|to\s+(?:be(?:come)?|close|complete|acquire))\b/i;

/**
 * Whether a question asks what will happen and the lead it is answered with speaks only of what
 * happened or is: "Who will be its next CEO?" is not answered by "Karen Lynch, President and Chief
 * Executive Officer since 2021".
 */
export function futureAskedOfPast(question: string, lead: string): boolean {
  return ASKS_FUTURE.test(question) && !SPEAKS_OF_FUTURE.test(lead);
}

// A market price to come: "where will its share price be next year", "what will the stock trade at
// tomorrow". The filings state prices that were (a closing price on a date, a quarter's high and
// low); what the market will pay is a forecast no filing makes, and a past price does not answer it.
const MARKET_PRICE = /\b(?:share|stock)\s+price\b|\b(?:stock|shares?)\s+(?:(?:is|are)\s+)?(?:going\s+to\s+|will\s+|gonna\s+)?(?:trade|close|be\s+worth)\b|\bmarket\s+(?:cap|capitali[sz]ation|value)\b/i;
const TO_COME = /\b(?:will|going\s+to|gonna)\b|\b(?:next|coming)\s+(?:week|month|quarter|year|decade)\b|\btomorrow\b|\bby\s+the\s+end\s+of\s+(?:next|this)\b/i;

/** The words asking for a market price still to come, or null. */
export function futurePriceAsked(question: string): string | null {
  const price = MARKET_PRICE.exec(question);
  return price && TO_COME.test(question) ? price[0] : null;
}

// A passage speaking of a figure to come.
const SPEAKS_OF_OUTLOOK = /\b(?:expects?|expected|expectations?|outlook|guidance|anticipat\w+|forecasts?|projects?|projected|targets?|targeted|goals?|plans?|will|estimates?|reaffirm\w*|rais\w+|updat\w+)\b/i;

/**
 * Whether a figure of the company's outlook is asked and the lead answering it is no outlook of
 * it: it speaks only of what was or is, or of something to come that is neither a figure nor the
 * measure asked ("does not expect the impact to be material", "this guidance is effective for us").
 * (A lead of the measure's outlook without its figure, "we are raising our full-year EPS
 * outlook", still points to where the company gives it.)
 */
export function outlookUnstated(question: string, reading: QuestionReading, lead: string): boolean {
  if (!outlookAsked(question) || REPORTED_AHEAD.test(question)) return false;
  if (!valueAsked(question) || (!reading.metric && reading.lineItems.length === 0)) return false;
  // An option's expected life or a plan's expected return is printed as a figure of the year.
  if (!SPEAKS_OF_OUTLOOK.test(withoutAssumptions(lead))) return true;
  return !statesFigure(lead) && !speaksOfMeasure(reading, lead);
}

/** Whether the question asks for a figure of the company's outlook ("what EPS does it expect for 2023"). */
export function outlookFigureAsked(question: string, reading: QuestionReading): boolean {
  // A measure the company adjusts ("adjusted EPS") is no statement row, but its label was read.
  const measure = Boolean(reading.metric || reading.lineItems.length || reading.labels.length);
  return outlookAsked(question) && !REPORTED_AHEAD.test(question) && valueAsked(question) && measure;
}

const LINKING = new Set(["and", "of", "the", "in", "on", "for", "to", "per", "net", "total"]);

/** Whether the lead speaks of the measure: a word of one of its names, or their initials ("EPS"). */
function speaksOfMeasure(reading: QuestionReading, lead: string): boolean {
  const said = new Set(words(lead).map((w) => w.slice(0, 6)));
  return measureNames(reading).some((name) => {
    const parts = name.split(" ").filter((w) => !LINKING.has(w));
    const initials = parts.length > 1 ? parts.map((w) => w[0]).join("") : "";
    // Two of a longer name's words: "risk-free rate" does not speak of free cash flow.
    const spoken = parts.filter((w) => w.length > 2 && said.has(w.slice(0, 6))).length;
    return spoken >= Math.min(2, parts.length) || (initials.length > 1 && said.has(initials));
  });
}
