// Whether a question wants a computation from the statements or the filings' own words, and the
// plan announced while computing.
import { inputsOf, isRowLabel, lineItem } from "../../finance";
import { inText, periodText } from "./format";
import { toldInWords } from "./told-in-words";
import { PLAN_ASKED } from "./outlook-asked";
import { secondAskInWords } from "./two-asks";
import type { QuestionReading } from "../../retrieval/read-question";
import { requestsPassage, withoutPurpose } from "../../retrieval/strip-instructions";

// Questions that ask for reasons, events, descriptions, expectations or a breakdown by segment
// are answered in the filings' words even when they name a figure ("What drove the reduction in
// SG&A as a percent of sales?", "Which segment had the highest net income?", "What net sales does
// the company expect for fiscal 2023?").
const ASKS_FOR_WORDS = [
  // At the question's start or a sentence's: "It recorded a loss in 2022. Why?"
  /(?:^|[.?!;:]\s+|[-–—]\s*)(?:why|describe|explain)\b/i,
  /\bwhat\s+(?:drove|caused|explains?|is the nature|was the (?:key|main|reason))\b/i,
  // The cause asked in other words: "what was behind the drop", "what led to higher costs".
  /\bwhat\s+(?:was|were|is|are|lay|lies)\s+behind\b|\bwhat\s+led\s+to\b|\bwhat\s+(?:was|were)\s+the\s+causes?\b/i,
  // What the filing says about something is its words: "what did it say about firearms sales",
  // "what did it say in its second-quarter 10-Q about capital spending".
  /\b(?:say|says|said|disclose[sd]?|mention(?:s|ed)?|comment(?:s|ed)?|write|wrote|tell|told)\s+(?:us\s+|investors\s+)?(?:in\s+(?:its|the|their)\s+[^?]{0,50}?\s+)?(?:about|regarding|concerning)\b/i,
  // Where a figure sits in the statements is told in words: "… and where is it included?"
  /\bwhere\b[^?]{0,80}?\b(?:reported|recorded|recogni[sz]ed|included|classified|presented|shown|booked)\b/i,
  // What acted on a figure is told in words: "what charges weighed on operating income", "which
  // costs hurt the margin", "what helped sales".
  /\b(?:what|which)\s+(?:[a-z&-]+\s+){0,3}?(?:weigh(?:ed|s)?|hurt|hit|affect(?:ed|s)?|impact(?:ed|s)?|dragg?(?:ed|s)?|pressured|boost(?:ed|s)?|lift(?:ed|s)?|help(?:ed|s)?|offset|push(?:ed|es)?|fuel(?:l?ed|s)?|power(?:ed|s)?|propel(?:led|s)?|spurr?(?:ed|s)?|hamper(?:ed|s)?)\s+(?:on\s+|down\s+)?\S/i,
  // What was announced or authorised is an event told in words, even when it is about dividends.
  /\b(?:announce[sd]?|announcements?|authori[sz]ations?)\b/i,
  // A dividend raised, cut or declared is the board's decision, told as the rate per share before
  // and after ("increased the quarterly dividend from $1.42 to $1.71"), not the cash paid in the
  // year: "did it raise the dividend", "lift its quarterly dividend", "a dividend hike".
  /\b(?:rais|lift|hik|increas|boost|cut|reduc|lower|suspend|reinstat|resum|declar|initiat|eliminat|slash|halt)\w*\s+(?:(?:its|the|their|a|an|our)\s+)?(?:(?:quarterly|annual(?:ized)?|regular|cash|common|stock)\s+){0,2}dividends?\b(?!\s+(?:paid|payments?|per\s+share|payout))|\bdividends?\s+(?:(?:was|were|been)\s+)?(?:raise[ds]?|hike[ds]?|increase[ds]?|cuts?|suspension|suspended|reductions?|reduced)\b/i,
  // So is a buyback program suspended, paused, resumed, approved or renewed: a decision, not the
  // cash spent on repurchases in the year ("why did it pause buybacks", "buybacks suspended").
  /\b(?:suspend|paus|halt|stop|resum|restart|reinstat|approv|expand|extend|renew|terminat|end)\w*\s+(?:(?:its|the|their|a|an|our|new)\s+)?(?:(?:share|stock|common)\s+)?(?:buy-?backs?|repurchases?(?:\s+programs?)?)\b|\b(?:buy-?backs?|repurchases?(?:\s+programs?)?)\s+(?:(?:was|were|been|being)\s+)?(?:suspended|paused|halted|stopped|resumed|restarted|reinstated|approved|expanded|extended|renewed|terminated)\b/i,
  // A deal's terms are told where the deal is: "what price per share and equity value did it
  // agree to", "the transaction value".
  /\bagreed?\s+to\b|\bprice\s+per\s+share\b|\b(?:equity|enterprise|transaction|deal)\s+values?\b/i,
  // What an event did to a figure is told where the event is: "what did the 2017 tax reform do to
  // its income taxes", "how did the recall hurt margins", "what did the strike cost", "the effect
  // of the hurricane on sales".
  /\bwhat\s+did\b[^?]{1,80}?\b(?:do|mean)\s+(?:to|for)\b/i,
  // How something was done, and what someone did about it, are told in words even of a figure the
  // statements hold: "how did it carry out its share buybacks", "how did it fund the purchase",
  // "what did the board do on share repurchases and the dividend", "what did it do with its notes".
  /\bhow\s+(?:did|does|do|has|have|was|were|is|are|will)\b[^?]{1,80}?\b(?:carr(?:y|ied|ies)\s+out|conduct(?:ed|s)?|execut(?:e|ed|es)|implement(?:ed|s)?|structur(?:e|ed|es)|go(?:es)?\s+about|went\s+about|fund(?:ed|s)?|financ(?:e|ed|es))\b/i,
  /\bwhat\s+did\b[^?]{1,80}?\bdo(?:\s+(?:in|during|over)\s+[^?]{1,30}?)?\s+(?:on|about|with|regarding|concerning)\b/i,
  /\bhow\s+(?:did|does|will|would)\b[^?]{1,60}?\b(?:affect|impact|hurt|help|hit)\b/i,
  /\b(?:what|how\s+much)\s+did\b[^?]{1,60}?\bcost\b(?!\s+of\b)/i,
  /\b(?:effects?|impacts?)\s+of\b[^?]{1,60}?\bon\b/i,
  /\bwhat\s+(?:are|were)\s+(?:the\s+)?(?:main|major|key|primary|principal|biggest|largest|two|three|some)\b/i,
  /\b(?:reasons?|drivers?|driven by|events?|factors?|one-?time|non-?recurring|unusual)\b/i,
  /\b(?:segments?|categor(?:y|ies)|regions?|geograph\w*|divisions?|business units?)\b/i,
  /\bwhich\s+(?:type|kind)s?\s+of\b/i,
  // A plan or intention is told as an expectation: "how much did it plan to spend on capital
  // expenditures next year", "what does it intend to invest".
  /\b(?:expects?|expected|expecting|outlook|guidance|forecasts?|anticipates?|projected|projections?)\b/i,
  PLAN_ASKED,
  // Who the customers are and how much the company depends on them or on a few of anything: "what
  // share of net revenues did each account for" is answered by the sentence on concentration, not
  // by the revenue line. ("Revenue from contracts with customers" is a line item.)
  // ("Customer deposits", "client receivables" are rows of the balance sheet; "sales to customers"
  // is the revenue row of an income statement.)
  /(?<!\b(?:with|sales\s+to|revenues?\s+from)\s)\b(?:customers?|clients?)\b(?!['’]?\s+(?:deposits?|receivables?|payables?|accounts|advances|funds|balances|loans|liabilities|assets))|\b(?:dependen\w*|dependent|relian\w*|rel(?:y|ies|ied)\s+on|depend(?:s|ed|ing)?\s+on|concentrat\w*)\b/i,
];

// A table, note or schedule the question says to read from: "(… in the revenue by geography table)".
const SOURCE_TABLE = /\b(?:in|from|of|on|using|per)\s+(?:the\s+|its\s+)(?:[\w&'’/-]+\s+){0,5}?(?:table|note|schedule)s?\b/gi;

// "compare … to international sales growth": two things of one period compared, not two periods.
// ("compared with a year earlier", "the same quarter last year": periods, not another company.)
const COMPARED_WITH = /\bcompar\w*\b[^?]*?\b(?:to|with|versus|vs\.?|against)\s+(?:that of\s+|those of\s+|the\s+same\s+|the\s+|an?\s+)?(\S+)/i;
const PERIOD_WORD = /^(?:(?:19|20)\d\d|fy|fiscal|q[1-4]|[1-4]q|quarter|year|prior|previous|last|first|second|third|fourth|h[12]|\d{4})/i;

/**
 * The question without the name of a formula it defines and the rows that formula reads: "What
 * was its business segment operating margin? Use total business segment operating profit and
 * total net sales" asks a computation over two rows, whose word "segment" asks for no breakdown.
 */
function withoutDefinedNames(query: string, reading: QuestionReading): string {
  const metric = reading.metric;
  if (!metric || !metric.id.startsWith("defined:")) return query;
  const names = [metric.name, ...inputsOf(metric.expr).filter((n) => isRowLabel(n.item)).map((n) => n.item.slice("row:".length))];
  return names.reduce((text, name) => text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " "), query);
}

/** Whether the question wants words rather than a computation from the statements. */
export function asksForWords(question: string, reading: QuestionReading): boolean {
  // Why the asker wants it ("For a product-concentration check, …") is not what is asked.
  // Nor where to read it: "the revenue-by-geography table", "the segment note" name a source.
  const query = withoutDefinedNames(withoutPurpose(question).replace(SOURCE_TABLE, " "), reading);
  if (requestsPassage(query) || toldInWords(query) || ASKS_FOR_WORDS.some((re) => re.test(query))) return true;
  // A figure asked together with its terms, its expiry or what backs it: a passage tells both. (A
  // metric computed is asked for itself, whatever follows it.)
  if (!reading.metric && secondAskInWords(query)) return true;
  const compared = COMPARED_WITH.exec(query);
  if (compared && !PERIOD_WORD.test(compared[1]!.replace(/^['’"(]+/, ""))) return true;
  // "Wages expense as a percent of net sales": a ratio whose numerator is no statement line.
  return !reading.metric && /\b(?:as\s+a\s+)?(?:%|percent(?:age)?)\s+of\b/i.test(query);
}

/** Whether the question asks for figures the statements hold: a metric, a series or line items. */
export function asksForFigures(reading: QuestionReading): boolean {
  return reading.metric !== null || reading.series !== null || reading.lineItems.length > 0 || reading.labels.length > 0;
}

export function computingPlan(reading: QuestionReading, segment: string | null = null): string | null {
  const period = reading.year ? periodText(reading.year, reading.months, reading) : "the latest period shown";
  const whose = segment ? ` of ${segment}` : "";
  const from = segment ? "the tables that break the company down" : "the statement tables";
  if (reading.metric && reading.series) return `Computing the ${reading.series.name.toLowerCase()} of ${inText(reading.metric.name)}${whose} for FY${reading.years[0]}–FY${reading.years.at(-1)} from ${from}.`;
  if (reading.metric) return `Computing ${inText(reading.metric.name)}${whose} for ${period} from ${from}.`;
  if (reading.series) return `Computing the ${reading.series.name.toLowerCase()} of ${lineItem(reading.lineItems[0] ?? "revenue").name.toLowerCase()}${whose} from ${from}.`;
  if (reading.lineItems.length) return `Reading ${reading.lineItems.map((id) => lineItem(id).name.toLowerCase()).join(", ")}${whose} for ${period} from ${from}.`;
  return null;
}
