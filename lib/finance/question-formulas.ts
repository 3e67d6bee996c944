// The formulas a question gives and the metrics it composes: "ROA is defined as: FY2017 net income
// / (average total assets …)", "Define working capital ratio as …", "CCC = DIO + DSO − DPO. DIO is
// defined as …" (definitions may use one another), and, without a definition, "D&A % margin",
// "R&D as a % of revenue", "EBITDA less capex". A definition the question gives wins over the
// dictionary's formula for the same name.
import { MONTH_PATTERN } from "../periods";
import { UNIT_NOTE } from "./answer-units";
import { div, evaluate, item, sub, add, type Expr } from "./expression";
import { followOnStep, operandOf } from "./follow-on-step";
import { isGrowthInWords } from "./growth-in-words";
import { withoutPeriodNotes } from "./label-asides";
import { namesARow, namesNoRow, parseFormula, quotedRow, termExpr, type FormulaContext } from "./formula-words";
import { lineItemAt } from "./line-item-match";
import { nestedDefinition } from "./nested-definition";
import { divisionOperand } from "./division-operands";
import { yearlyAverageSteps } from "./yearly-average-steps";
import { referredDefinition } from "./referred-definition";
import { growthOfComposition } from "./growth-of-composition";
import { isRowLabel } from "./line-items";
import { listedLineItem } from "./listed-label";
import { METRICS, ratioMetric, type FormulaMetric, type MetricUnit } from "./metrics";
import { phraseKey, tokenize } from "./normalise";
import { SHARE_LEFT_AS, SHARE_WAS, TURNED_OVER, shareSideName, turnoverOf } from "./share-and-turnover-wordings";
import { findLineItems, findMetrics } from "./find-terms";
import { withDefinedPart } from "./metric-parts";
import { DEFINED_BY_OPERATION, inputsNamed, NET_OF, OVER, RATIO_NAME, RATIO_OF, SUM_OF, WHERE_EQUALS, wordedFormula } from "./question-formulas-worded";
import { withoutRepeatedBase } from "./ratio-of-its-base";

export interface Definition {
  /** The names it defines ("Days payable outstanding", "DPO"), as written. */
  names: string[];
  /** The formula as written. */
  formula: string;
  /** Given in passing ("X — A divided by B"): only a formula with an operator counts. */
  passing?: boolean;
  /** Only the inputs were named ("using A and B, what was the X ratio"): read as A over B when the dictionary's X needs others. */
  inputs?: boolean;
  /** A growth of the figure asked, written as a formula of its periods: no metric of its own. */
  growth?: boolean;
  /** Where the defining sentence stands in the question. */
  start: number;
  end: number;
}

// "X is defined as: …", "X is calculated as …", "Define X as …", "Calculate X as …", "X = …",
// and "ROA is FY2017 net income / (…)" (an "is" followed by arithmetic).
const DEFINING: RegExp[] = [
  /^(?<name>.{1,90}?)\s+(?:is|are|was|will\s+be|should\s+be|can\s+be|shall\s+be)\s+(?:defined|calculated|computed|measured|determined|derived)\s+(?:as|by|from)\s*:?\s*(?<formula>.+)$/i,
  /\bdefine[sd]?\s+(?<name>.{1,90}?)\s+as\b\s*:?\s*(?<formula>.+)$/i,
  // ("as" is a word: "computed on year-end total assets" defines nothing.)
  /\b(?:calculate|compute)[sd]?\s+(?<name>.{1,90}?)(?:\s+as\b\s*:?|\s*=)\s*(?<formula>.+)$/i,
  /^(?<name>[^=]{1,60}?)\s*=\s*(?<formula>[^=]+)$/,
  /^(?<name>[A-Za-z][\w&'’()\s-]{0,50}?)\s+(?:is|equals)\s+(?<formula>[^?]*?\S\s*[/÷×*+−]\s*\S.*)$/i,
];

// What comes before the name in a defining clause: "where", "and", "note that", "here".
const NAME_LEAD = /^.*\b(?:where|whereas|and|note\s+that|here|assume|assuming|with|if|let|take|taking|treat|treating|consider|considering|use|using)\s+/i;

// An operator in words or signs: what makes a phrase a formula rather than a name.
// ("Year over year" compares periods: no operator.)
// ("Excluding" after no comma subtracts: "current assets excluding inventories"; after one it is a
// label's own note, "long-term debt, excluding current portion".)
const OPERATOR = /\s(?:\/|÷|×|\*|\+|-|−|–)\s|\s(?:÷|×)|\b(?:divided\s+by|(?<!\b(?:year|quarter|month)\s)over(?!\s+(?:year|quarter|month)\b)|plus|minus|less|times|multiplied\s+by)\b|(?<![,(]\s*)\bexcluding\b/i;

// "General Mills FY2020 cash conversion: (A − B) ÷ C": a name, a colon, then arithmetic (not a question).
const AFTER_COLON = /^(?<name>[^:]{1,90}?):\s*(?=\S)(?!(?:what|how|which|who|when|why|did|does|do|is|was|were|are|has|have|give|state)\b)(?<formula>.+)$/i;

// Definitions given in passing, each needing an operator in the formula: "take X as A / B", "X —
// A divided by B", "X, i.e. A over B", "X (A plus B)".
const IN_PASSING: RegExp[] = [
  // "What was X for 2021, where X = A / B": the clause after "where" defines.
  WHERE_EQUALS,
  /\b(?:take|taking|treat|treating|consider|considering|use|using)\s+(?<name>[^,;:()]{1,60}?)\s+(?:as\b|=|to\s+be)\s*:?\s*(?<formula>.+)$/i,
  // "…, with capital taken as long-term debt plus equity": the clause defines a term of the figure asked.
  /\b(?:with|and|where)\s+(?<name>[^,;:()]{1,60}?)\s+(?:taken|treated|counted|measured|defined)\s+(?:as\b|to\s+be)\s*:?\s*(?<formula>.+)$/i,
  // "X, calculated as A / B", "X defined as …", "X computed using …": a participle clause.
  // (Whose and when may stand before a colon: "ADBE, Q2 fiscal 2023 (…): X growth, computed as …".)
  // ("X, taken as (A − B) / A" too; "taken from" says only where it is read.)
  /^(?:[^:]{1,120}:\s+)?(?<name>[^:]{1,90}?),?\s+(?:(?:calculated|computed|defined|measured|determined|derived)\s+(?:as|by|using|from)|taken\s+as)\s*:?\s*(?<formula>.+)$/i,
  // (A dash between digits is a range of years, "2020–2022", not a dash before a formula.)
  // (A context clause may lead the name: "For a look at hotel profitability, what was …".)
  /^(?<name>.{1,160}?)\s*(?:\s[—–-]\s|(?<!\d)[—–](?!\d)|,\s*ie\s+|,\s*that\s+is,?\s+)(?<formula>(?:[^—–]|(?<=\d)[—–](?=\d))+)$/i,
  // "Compute X using A / B", "X using (A − B) / A".
  /^(?<name>.{1,90}?),?\s+(?:using|with|via)\s+(?<formula>.+)$/i,
  AFTER_COLON,
];

// What follows "X as" when the question asks X's share of something rather than defining X.
const SHARE_ASKED = /^(?:an?\s+)?(?:%|percent(?:age)?|share|proportion|fraction|multiple)\s+of\b/i;

// A definition that continues a series with its verb left out: "DIO is defined as …; DSO as …;
// DPO as …". Read only right after a definition, and only with an operator in the formula.
const CONTINUED = /^(?:and\s+|then\s+)?(?<name>[A-Za-z][\w&'’()\s-]{0,40}?)\s+as\b\s*:?\s*(?<formula>.+)$/i;

// A formula given without a name, for the figure the sentence before asks about: "… what share
// of operating cash went back to shareholders? Use (A + B) / C."
// "Compute (A + B) / C": the verb straight before a bracket names nothing, the arithmetic is the ask
// — also after whose it is ("American Water Works, compute (A − B) / B").
const NAMELESS = /^(?:use|using|compute\s+(?:it|this)\s+as|calculate\s+(?:it|this)\s+as|calculated\s+as|computed\s+as|defined\s+as|i\s*e,?|(?:[^,;:()]{1,60}[,:]\s*)?(?:compute|calculate|work\s+out)(?=\s*\())\s*:?\s*(?<formula>.+)$/i;
// The formula ends where the question goes on ("… times 365 — how many days?").
// So does a note on how the averages are taken ("…, averaging the January 31, 2019 and 2020
// balances", "…, each on average balances"): the operands say "average" already, the dates are
// the question's period.
// So does a unit note in shorthand ("inventories minus AP, $mm", "…, to two decimals").
const FORMULA_TAIL = new RegExp(
  String.raw`\s*(?:[—–]|\s-\s)\s*(?:how|what|which|give|state|report|answer|in\s+(?:percent|days|millions))\b.*$|,?\s+(?:averaging|averaged\s+(?:over|across|between)|using\s+(?:the\s+)?average\s+of|with\s+(?:the\s+)?averages?\s+(?:of|over|taken)|(?:each|all|both)\s+(?:on|using|with|at|over|from|based\s+on)\s+(?:the\s+|an?\s+)?(?:average|year[- ]?end|ending|closing)\w*)\b.*$` +
    `|\\s*(?:${UNIT_NOTE.source}).*$`,
  "i",
);
const EACH_PERIOD = /^(?:(?:for\s+)?(?:each|every|per|a)\s+(?:fiscal\s+)?(?:year|quarter|period)|yearly|annually|quarterly)$/i;
// An operator straight after a closing bracket: the bracket was a term of the formula.
const OPERATOR_NEXT = /^\s*(?:[/÷×*+−–]|-\s|divided\s+by\b|over\b|times\b|multiplied\s+by\b|plus\b|minus\b|less\b)/i;
// A formula in parentheses after the name it defines: "EBITDA (operating income plus D&A)".
// (A period may stand between them: "EBIT margin in fiscal 2019 (EBIT divided by revenues)".)
// (So may a date: "quick ratio at July 29, 2023 (current assets minus inventories, divided by …)".)
const PARENTHESISED = new RegExp(
  String.raw`(?<name>[A-Za-z][\w&'’-]*(?:\s+[A-Za-z][\w&'’-]*){0,3})(?:\s+(?:in|for|during|of)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*)?(?:19|20)\d{2}|\s+(?:at|as\s+of|on)\s+${MONTH_PATTERN}\.?\s+\d{1,2},?\s+(?:19|20)\d{2})?\s*\((?:i\s*e,?\s*|defined\s+as\s+|=\s*)?(?<formula>[^()]+)\)`,
  "gi",
);

// Period words after a name ("overhead ratio for the first quarter of 2021"), and who it is of.
const NAME_TAIL = /\s+(?:for|in|at|as\s+of|during|of|on)\s+(?:the\s+)?(?:(?:first|second|third|fourth|full)\s+)?(?:end\s+of\s+|close\s+of\s+)?(?:quarter|half|year|fiscal|fy|calendar|q[1-4]|\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*).*$/i;
// Words of a period alone, which leave no name: "in fiscal 2019", "the year ended May 31, 2019".
const NAME_TAIL_WORDS = /\b(?:for|in|at|as|of|during|on|the|first|second|third|fourth|full|quarter|half|years?|ended|ending|fiscal|fy\d*|calendar|q[1-4]|\d+|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b/gi;
// The first capitalised name's possessive ("PepsiCo's"), not a later "shareholders' equity".
const OWNER = /^.*?\b(?:[A-Z]|\d+[A-Z])[\w&.-]*['’]s?\s+/;

// What asks rather than names: "what was free cash flow as a share of net sales".
const QUESTION_LEAD = /^(?:what|which)\s+(?:is|was|were|are)\s+(?:the\s+)?|^how\s+(?:much|many)\s+(?:is|was|were|are)\s+/i;

function passingName(raw: string): string {
  // "For Amazon in 2019, what was free cash flow as a share of net sales": the clause after the
  // last comma names the figure when it holds more than a period; what leads it set the scene.
  const last = /^(?<lead>.*[:,])\s*(?<clause>[^:,]+)$/.exec(raw)?.groups;
  const clause = last && /[a-z]{3,}/i.test(last.clause!.replace(NAME_TAIL_WORDS, " ")) ? last.clause!.replace(QUESTION_LEAD, "") : raw;
  return clause
    // "… growth year over year": how the periods are compared, no part of the name.
    .replace(/[\s,]+(?:year|quarter|month)[\s-]+(?:over|on)[\s-]+(?:year|quarter|month)\s*$/i, "")
    .replace(NAME_TAIL, "")
    .replace(OWNER, "")
    .replace(/^.*[:,]\s*/, "")
    .replace(/\b(?:(?:fy|fiscal)\s*)?\d{4}\b/gi, " ")
    // What the years leave: the dash of a range, the preposition before it ("… over 2020–2022").
    .replace(/(?:^|\s)[–—-](?=\s|$)/g, " ")
    .replace(/\s+(?:over|for|in|during|from|between|through|of|at)\s*$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

// "Which segment had the highest pretax margin (…)": the superlative asks which part, it is no part of the name.
const SUPERLATIVE_LEAD = /^(?:the\s+)?(?:highest|lowest|largest|smallest|biggest|greatest|most|least|best|worst|top)\s+/i;

function namesOf(raw: string): string[] {
  // "For General Mills fiscal 2022, opex ratio = …": whose and when, before a comma, is no part of the name.
  // ("Compute the overhead ratio yourself as …": who computes it is no part of the name.)
  const name = raw.replace(NAME_LEAD, "").replace(/\s+(?:yourself|ourselves|myself|manually|by\s+hand)$/i, "").replace(/^.*:\s+/, "").replace(/^(?:for|in|at|as\s+of|during)\s[^,]{1,80},\s*/i, "").replace(NAME_TAIL, "").replace(/^(?:the|a|an|we)\s+/i, "").replace(SUPERLATIVE_LEAD, "").trim();
  const inParens = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(name);
  const names = inParens ? [inParens[1]!, inParens[2]!] : [name];
  return names.map((n) => n.trim()).filter((n) => n && n.length <= 60 && !/^(?:what|how|it|this|that|which)\b/i.test(n));
}

/**
 * The name of what a step after a definition computes: a metric the dictionary knows, named just
 * before the defining clause ("Coca-Cola FY2016 gross margin, taking gross profit as …"), else
 * what the sentence before asks ("what percentage of free cash flow went out as dividends?").
 */
function stepName(before: string, sentencesBefore: string): string | null {
  const asked = sentencesBefore.trim() ? askedBefore(sentencesBefore) : null;
  const candidates = [before, asked ?? ""].map((t) => passingName(t.replace(/[\s,;:?—–-]+$/, "")));
  for (const candidate of candidates) {
    const words = candidate.split(/\s+/).filter(Boolean);
    for (let n = Math.min(6, words.length); n > 0; n--) {
      const name = words.slice(words.length - n).join(" ");
      if (dictionaryMetric([name])) return name;
    }
  }
  return candidates[1] && namesOf(candidates[1]).length ? candidates[1] : null;
}

// A sentence naming two inputs after the question: "Use A and B from the Q2 2023 earnings release".
const INPUTS_AFTER = /^(?:use|using)\s+(?:the\s+|its\s+)?(?<a>[^,;]+?)\s+and\s+(?:the\s+|its\s+)?(?<b>[^,;]+?)(?=\s+(?:from|in|per|as\s+reported)\b|\s*[;,]|\s*$)/i;
// A name that says its figure is a part over a whole: "operating margin", "share of sales".
const SHARE_NAME = /\b(?:margin|share|rate|yield|percentage)\b/i;

/** What the sentence before a nameless formula asks about: "what share of X went to Y" → "share of X went to Y". */
function askedBefore(before: string): string | null {
  const sentence = before.trim().replace(/[?.!;:]+$/, "").split(/(?<=[.?!;])\s+/).at(-1) ?? "";
  const asked = /\b(?:what|which|how\s+much|how\s+many)\s+(?:(?:is|was|were|are)\s+)?(?:the\s+)?(?<asked>.+)$/i.exec(sentence)?.groups?.asked ?? sentence;
  const name = asked.replace(/\s+/g, " ").trim();
  return name ? name.slice(0, 60).replace(/\s+\S*$/, (w) => (name.length > 60 ? "" : w)) : null;
}

// Abbreviations whose stop ends no sentence: "short-term borrowings (incl. current portion …)".
const ABBREVIATION = /\b(?:incl|excl|approx|est|avg|vs|e\.g|no|cf|resp)\.(?=\s)/gi;

// "NIKE, Inc. total revenues": the stop of a legal name before a lower-case word ends no sentence.
const LEGAL_NAME_STOP = /\b(?:Inc|Corp|Co|Ltd)\.(?=\s+[a-z])/g;

/**
 * The question with the stops that end no sentence blanked, offsets kept: those of abbreviations
 * and any inside parentheses (a note on an operand is part of its formula).
 */
function withinSentence(question: string): string {
  const text = question.replace(ABBREVIATION, (m) => `${m.slice(0, -1)} `).replace(LEGAL_NAME_STOP, (m) => `${m.slice(0, -1)} `);
  let depth = 0;
  let out = "";
  for (const c of text) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    out += depth > 0 && /[.?!;]/.test(c) ? " " : c;
  }
  return out;
}

const RESTATED = /^(?<name>[A-Za-z][\w&'’-]*(?:\s+[A-Za-z][\w&'’-]*){0,4}?)\s+(?:being|is|equals|means|=)\s+(?<formula>.+)$/i;

// "the mean of each year's …", "the average of the yearly …": a formula for one year, averaged.
const YEARLY_MEAN = /^\s*(?:the\s+)?(?:simple\s+)?(?:mean|average)\s+(?:of\s+)?(?:(?:each|every)\s+(?:fiscal\s+)?year['’]s|the\s+(?:yearly|annual)|(?:yearly|annual))\s+/i;
/** A name that says its metric is averaged over the years asked: "average gross margin". */
export const AVERAGE_NAME = /^(?:the\s+)?(?:(?:\d+|two|three|four|five)[\s-]+years?\s+)?(?:average|mean)\b/i;

// A formula whose operands are all periods: "(2020 − 2019) / 2019", "(FY23 - FY22) / FY22".
const PERIODS_ONLY = /^[\s(]*(?:(?:fy|fiscal\s+)?['’]?(?:19|20)?\d{2}|q[1-4]\s*(?:fy)?\s*\d{2,4})[\s)]*(?:(?:[-−–/÷+*×]|minus|divided\s+by|over)[\s(]*(?:(?:fy|fiscal\s+)?['’]?(?:19|20)?\d{2}|q[1-4]\s*(?:fy)?\s*\d{2,4})[\s)]*)+(?:[×*]\s*100\s*)?$/i;

// A computation told as steps: "take cash from operations, subtract capex, then subtract both
// buybacks and dividends", "start with revenue, deduct cost of sales and divide by revenue".
// ("Pull X and express it as a percentage of Y", "grab X, then divide by Y": the same steps.)
const STEPS_START = /\b(?:take|start\s+(?:with|from)|begin\s+with|pull|grab|get|fetch|find|look\s+up|read\s+off|extract)\s+/i;
// ("… and express it as a share of C": the result over C.)
const STEP = /(?:,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+)\b(subtract|deduct|add|divide(?:\s+(?:it|that|this|them|the\s+(?:result|difference|sum|total)))?\s+by|multiply(?:\s+(?:it|that|this|them|the\s+(?:result|difference|sum|total)))?\s+by|express(?:\s+(?:it|that|this|them|the\s+(?:result|difference|sum|total)))?\s+as\s+an?\s+(?:share|percent(?:age)?|%|proportion|fraction)\s+of)\s+/gi;
const STEP_SIGN: Record<string, string> = { subtract: "-", deduct: "-", add: "+", divide: "/", multiply: "*", express: "/" };
// Whose a figure is, before it: "Adobe's", "NIKE, Inc." (a legal name needs no possessive).
const OWNED_BY_NAME = /^[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*(?:['’]s?|,?\s+(?:Inc|Corp|Corporation|Co|plc|Ltd|LLC)\.?)\s+/;

/** The name a computation told as steps goes by: the question asks for its result. */
export const STEPS_NAME = "result";

// "Divide A by B" at the start of a sentence or after its setting ("For fiscal 2015, divide …").
// ("Then divide A by B" after a definition: the next step, asked outright.)
const DIVIDE_ASKED = /(?:^|[,:;—–]\s*)(?:(?:then|next|finally),?\s+)?(?:please\s+)?divide\s+(?<operands>.+\sby\s.+)$/i;
// A "by" that belongs to the operand's own wording: "net cash provided by operating activities".
const BY_OF_A_LABEL = /\b(?:provided|used|generated|caused|driven|offset|adjusted|covered|secured|guaranteed|held|owned|paid|made)$/i;

// The unit the result is asked in, after the divisor: "…by total net revenue, in percent",
// "… and give a percent", "… as a percentage".
const UNIT_TAIL = /,?\s+(?:(?:and\s+)?(?:give|express|state|report|show)\s+(?:it\s+|the\s+result\s+)?(?:as\s+|in\s+)?an?\s+|in\s+|as\s+an?\s+)(?:percent(?:age)?|%|ratio|multiple|decimal)\b.*$/i;
// Words that say whose and when a figure is, not what it is: "Block 2019", "Walmart fiscal 2020".
// (Where it is read from is no figure either: "WMT, 1/31/21 balance sheet: inventories minus AP".)
const SETTING_WORD = /^(?:[A-Z][\w.&'’-]*|\d[\w/'’-]*|ye|ytd|balance|sheets?|statements?|10-?[kq]|fy\d*|fiscal|year|years|quarter|quarters|half|months?|weeks?|ended|ending|first|second|third|fourth|full|the|of|for|in|and)$/;

/** Whether the words before a colon name a figure ("op. cash flow per diluted share"), not only a company and a period. */
function namesAFigure(name: string): boolean {
  return name.split(/\s+/).some((w) => !SETTING_WORD.test(w));
}

/** "A by B" split at the "by" that divides, not one inside A's wording. */
function splitAtBy(text: string): [string, string] | [] {
  const bys = [...text.matchAll(/\s+by\s+/gi)];
  // (With only such "by"s, the last divides: "the income taxes it actually paid by pretax income".)
  const at = bys.find((m) => !BY_OF_A_LABEL.test(text.slice(0, m.index))) ?? bys.at(-1);
  return at ? [text.slice(0, at.index), text.slice(at.index! + at[0].length)] : [];
}

/** The formula of a computation told as steps, or null when the sentence tells none. */
function stepsFormula(sentence: string): string | null {
  const start = STEPS_START.exec(sentence);
  if (!start) return null;
  const rest = sentence.slice(start.index + start[0].length);
  const marks = [...rest.matchAll(STEP)];
  if (marks.length === 0) return null;
  // Each operand ends where the question goes on ("… — what margin did it earn"); whose it is
  // was said by the question already ("take MGM China's Adjusted EBITDA").
  // (A colon after the last step names what the steps compute: "… divide by diluted shares: operating
  // cash flow per diluted share, in dollars".)
  const operand = (text: string) =>
    text.replace(/\s*:\s.*$/, "").replace(FORMULA_TAIL, "").replace(/\s+(?:from|to|into)\s+(?:it|that|this|them|the\s+(?:result|difference|sum|total))\s*$/i, "").replace(/[,.;:\s]+$/, "").replace(OWNED_BY_NAME, "").trim();
  // "take Adobe's fiscal 2016 total revenue": whose it is was said by the question already.
  // "Take FCF as …" names a definition instead.
  if (/\s(?:as|=|to\s+be)\s/i.test(rest.slice(0, marks[0]!.index))) return null;
  const first = operand(rest.slice(0, marks[0]!.index));
  if (!first) return null;
  let formula = first;
  marks.forEach((mark, k) => {
    const sign = STEP_SIGN[mark[1]!.split(/\s+/)[0]!.toLowerCase()]!;
    const text = operand(rest.slice(mark.index! + mark[0].length, marks[k + 1]?.index ?? rest.length));
    // "both A and B", "each of A and B": every one of them, with the same sign.
    const both = /^(?:both|each\s+of|all\s+of)\s+(?:the\s+)?(.+)$/i.exec(text);
    const parts = both ? both[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean) : [text];
    // A sum or difference is taken whole before it is divided or multiplied, in signs or in
    // words ("take A less B and express the difference as a % of C").
    for (const part of parts) formula = `${"*/".includes(sign) && SUM_OR_DIFFERENCE.test(formula) ? `(${formula})` : formula} ${sign} ${part.replace(/^the\s+/i, "")}`;
  });
  return formula;
}

/**
 * The question's sentences with their offsets; a sentence that defines several names with "="
 * ("let total debt = A + B + C, and total capital = total debt + D") is read as one clause each.
 */
function sentencesOf(text: string): { 0: string; index: number }[] {
  const out: { 0: string; index: number }[] = [];
  for (const m of text.matchAll(/\S(?:.*?)(?:[.?!;](?=\s|$)|$)/g)) {
    const clauses = (m[0].match(/=/g) ?? []).length >= 2 ? m[0].split(CLAUSE_BEFORE_EQUALS) : [m[0]];
    let at = m.index;
    for (const clause of clauses) {
      const offset = m[0].indexOf(clause, at - m.index);
      out.push({ 0: clause, index: m.index + offset });
      at = m.index + offset + clause.length;
    }
  }
  return out;
}
// ", and total capital = …": a comma or "and" before a short name and its "=".
// (Not a comma inside an operand: "average receivables, net / total revenues × 365 and DPO = …"
// goes on with arithmetic, where a name would stand.)
const CLAUSE_BEFORE_EQUALS = /,\s*(?:and\s+)?(?=[^,=/÷×*+−]{1,60}=)|\s+and\s+(?=[^,=/÷×*+−]{1,60}=)/;

// "What is X / Y", "Compute X ÷ Y": arithmetic asked outright.
const ASKED_ARITHMETIC = /^(?:what\s+(?:is|was|are|were)|compute|calculate|find|give|report)\s+(?:the\s+)?(?<formula>.+)$/i;

const ASKED_TAIL = /\s+(?:for|in|at|as\s+of|during|of)\s+[^/÷×*+−–()]*$/i;

/** Whether every operand of a formula is a name defined before it. */
function operandsDefined(formula: string, definitions: Definition[]): boolean {
  const names = new Set(definitions.flatMap((d) => d.names.map(phraseKey)));
  const operands = formula.split(/\s*(?:\/|÷|×|\*|\+|\s-\s|−|–|\bdivided\s+by\b|\bover\b|\bplus\b|\bminus\b|\btimes\b|[()])\s*/i).filter((t) => t.trim());
  return operands.length >= 2 && operands.every((t) => names.has(phraseKey(t)));
}

// Words that set a ratio's name against what it is measured by ("payout ratio against EPS").
const COMPARED = /^(?:against|versus|vs|relative|compared)$/i;

// An instruction to define: "Take X's EBIT … as", "…: treat EBIT as", "defining X as".
const DEFINING_INSTRUCTION = /(?:^|[.:;?]\s*)(?:take|treat|define)\b|\b(?:taking|treating|defining)\b/i;

/** The definitions a question gives, in the order written. */
export function findDefinitions(question: string): Definition[] {
  const out: Definition[] = [];
  // "i.e." ends no sentence: read as "ie", keeping every offset.
  // A period in parentheses beside a name or an operand ("Take NIKE's fiscal 2020 (year ended May
  // 31, 2020) EBIT as …") says when, which the reading of periods takes from the whole question —
  // in a question told as an instruction to define; elsewhere it still parts the words around it.
  const dotted = question.replace(/\bi\.e\.,?/gi, (m) => `ie${" ".repeat(m.length - 2)}`);
  const text = withinSentence(DEFINING_INSTRUCTION.test(dotted) ? withoutPeriodNotes(dotted) : dotted);
  // Sentences end at a stop followed by a space ("3.5" and "U.S." stay whole inside one).
  let previousDefined = false;
  for (const m of sentencesOf(text)) {
    const sentence = m[0].trim().replace(/[.?!;]$/, "");
    const defined = previousDefined;
    previousDefined = false;
    // A clause that defines in passing mid-sentence ("what was EBITDA less capex, taking EBITDA as
    // …") spans only itself: what the sentence asks before it is still to be read.
    const found = (name: string, formula: string, names = namesOf(name), passing = false, clause = 0): boolean => {
      // "this year's figure minus the fiscal 2018 figure, divided by the fiscal 2018 figure": the
      // growth of the figure asked, which the question's reading computes as a growth.
      // Its words are set aside like a definition's, naming nothing of their own.
      if (isGrowthInWords(formula.replace(FORMULA_TAIL, ""))) {
        // (Only the formula: the figure it is the growth of is named before it, still the ask.)
        out.push({ names: [], formula: formula.trim(), growth: true, start: m.index + Math.max(clause, m[0].indexOf(formula.trim())), end: m.index + m[0].length });
        return true;
      }
      // (A growth names nothing of its own, so only here must the name read as one.)
      if (names.length === 0) return false;
      // "Average ROE over 2019–2021 — ROE being net income over equity": the clause defines the
      // name it starts with.
      const restated = RESTATED.exec(formula.trim())?.groups;
      if (restated && OPERATOR.test(` ${restated.formula} `) && namesOf(restated.name!).length) {
        // Only that clause defines: "Average ROE over 2019–2021" before it is still the ask.
        clause = Math.max(clause, m[0].indexOf(formula.trim()));
        names = namesOf(restated.name!);
        formula = restated.formula!;
      }
      // "EBITDA / total revenue, where EBITDA is operating income + D&A": the clause after the
      // comma defines a term of the formula, read as a definition of its own.
      const nested = nestedDefinition(formula);
      if (nested && namesOf(nested.name).length) {
        out.push({ names: namesOf(nested.name), formula: nested.formula.replace(FORMULA_TAIL, "").trim(), passing: true, start: m.index + clause, end: m.index + m[0].length });
        formula = nested.outer;
      }
      // "… i.e. the mean of each year's gross margin divided by net sales": the formula is of one
      // year, averaged over the years asked; the name says so ("average …").
      const yearly = YEARLY_MEAN.exec(formula);
      const named = yearly && !names.some((n) => AVERAGE_NAME.test(n)) ? [`average ${names[0]}`, ...names.slice(1)] : names;
      // "Taking gross profit as A minus B and dividing by A": the step after the definition is
      // what is asked, over the name defined.
      const step = passing ? followOnStep(formula.replace(FORMULA_TAIL, "")) : null;
      if (step) formula = step.formula;
      out.push({ names: named, formula: formula.slice(yearly ? yearly[0].length : 0).replace(FORMULA_TAIL, "").trim(), passing, start: m.index + clause, end: m.index + m[0].length });
      if (step) {
        const percent = step.share || /\bpercent|%/i.test(question);
        const asked = stepName(m[0].slice(0, clause), text.slice(0, m.index)) ?? (percent ? `${STEPS_NAME} in percent` : STEPS_NAME);
        out.push({ names: [asked], formula: step.over(named[0]!), passing: true, start: m.index + clause, end: m.index + m[0].length });
      }
      previousDefined = !passing;
      return true;
    };
    // "Compute A / B for each of 2015, 2016 and 2017, then average the three margins": one year's
    // formula, averaged over the years named (the name says so: "average margin").
    const yearly = yearlyAverageSteps(sentence);
    if (yearly) {
      // Steps that call the yearly values nothing of their own ("then the mean of the three") average
      // what the question asked before them ("average operating margin"), else a result in percent
      // when a percentage is asked.
      const namedBefore = findMetrics(text.slice(0, m.index)).filter((f) => f.metric.kind === "formula").at(-1)?.text;
      const name = yearly.name !== `average ${STEPS_NAME}` ? yearly.name : namedBefore ? `average ${namedBefore}` : /\b(?:margin|percent(?:age)?|share|proportion|rate)\b|%/i.test(question) ? `average ${STEPS_NAME} in percent` : yearly.name;
      out.push({ names: [name], formula: yearly.formula, passing: true, start: m.index + m[0].indexOf(sentence) + yearly.at, end: m.index + m[0].length });
      continue;
    }
    // "Take A less B for 2018 and for 2017, and compute (2018 figure − 2017 figure) / 2017 figure":
    // the composition is the figure asked, the arithmetic after it its growth.
    const grown = growthOfComposition(sentence, (t) => OPERATOR.test(` ${t} `));
    if (grown) {
      const at = m.index + m[0].indexOf(sentence);
      out.push({ names: [grown.formula], formula: grown.formula, passing: true, start: at + grown.at, end: at + grown.growthAt });
      out.push({ names: [], formula: grown.growth, growth: true, start: at + grown.growthAt, end: m.index + m[0].length });
      continue;
    }
    const steps = stepsFormula(sentence);
    if (steps) {
      // Steps that end by expressing the result as a share of something give a percentage.
      const share = /\bexpress\b[^.]*?\bas\s+an?\s+(?:share|percent(?:age)?|%|proportion|fraction)\s+of\b/i.test(sentence);
      out.push({ names: [share ? `${STEPS_NAME} in percent` : STEPS_NAME], formula: steps, passing: true, start: m.index, end: m.index + m[0].length });
      continue;
    }
    // "What is total debt / total capital?" after both are defined: the arithmetic asked.
    // (Whose and when it is asked for, after the last operand, is no part of it.)
    const asked = ASKED_ARITHMETIC.exec(sentence)?.groups?.formula?.replace(ASKED_TAIL, "");
    if (asked && OPERATOR.test(` ${asked} `) && operandsDefined(asked, out)) {
      out.push({ names: [asked.trim()], formula: asked.trim(), passing: true, start: m.index, end: m.index + m[0].length });
      continue;
    }
    const nameless = NAMELESS.exec(sentence);
    // "Compute (2020 − 2019) / 2019": arithmetic over periods only is the growth of what the
    // sentence before asks about, which the question's reading computes as a growth.
    if (nameless?.groups && PERIODS_ONLY.test(nameless.groups.formula!.replace(FORMULA_TAIL, ""))) continue;
    if (nameless?.groups && OPERATOR.test(` ${nameless.groups.formula} `)) {
      // ("…, and give it as a percentage": how the result is written, no operand of it.)
      const formula = nameless.groups.formula!.replace(UNIT_TAIL, "");
      const asked = askedBefore(text.slice(0, m.index));
      if (asked && found(asked, formula, namesOf(asked), true)) continue;
      // Asked without a name ("How fast did deposits grow? Use (A − B) / B."): the result, in
      // percent when the question asks how something grew.
      const fallback = /\b(?:gr[eo]w\w*|percent\w*|%)/i.test(text.slice(0, m.index).trim().split(/(?<=[.?!])\s+/).at(-1) ?? "") ? "growth" : STEPS_NAME;
      if (found(fallback, formula, [fallback], true)) continue;
    }
    // "Compute X by dividing A by B", "X, calculated by subtracting B from A": the operation in words.
    if (DEFINED_BY_OPERATION.some((re) => {
      const { name, formula } = re.exec(sentence)?.groups ?? {};
      const signs = formula === undefined ? null : wordedFormula(formula.replace(FORMULA_TAIL, "").replace(UNIT_TAIL, ""));
      return name !== undefined && signs !== null && found(name, signs, namesOf(passingName(name)));
    })) continue;
    if (DEFINING.some((re) => {
      const d = re.exec(sentence);
      const { name, formula } = d?.groups ?? {};
      // "Calculate net income as a percentage of revenue" asks a share, which is composed, not defined.
      if (formula !== undefined && SHARE_ASKED.test(formula)) return false;
      return name !== undefined && formula !== undefined && found(name, formula);
    })) continue;
    const continued = defined ? CONTINUED.exec(sentence) : null;
    if (continued?.groups && OPERATOR.test(` ${continued.groups.formula} `) && found(continued.groups.name!, continued.groups.formula!)) continue;
    // "…, divide Converse's EBIT by Converse revenues. What margin does that give?": a division
    // asked outright is the figure asked, named by what the question calls its result.
    // ("Operating cash flow per diluted share: divide A by B" names it before a colon, left to be read.)
    const division = DIVIDE_ASKED.exec(sentence);
    const [dividendWords, divisorWords] = division?.groups?.operands ? splitAtBy(division.groups.operands) : [];
    // ("… by that free cash flow": the definition given before; "(A plus B)" beside a name: its formula.)
    const definedNames = new Set(out.flatMap((d) => d.names.map(phraseKey)));
    const arithmetic = (t: string) => OPERATOR.test(` ${t} `);
    const [dividend, divisor] = [dividendWords, divisorWords].map((w) => (w === undefined ? null : divisionOperand(w.replace(FORMULA_TAIL, "").replace(UNIT_TAIL, ""), definedNames, arithmetic)));
    if (division && dividend && divisor) {
      const operand = (t: string) => operandOf(t.replace(OWNED_BY_NAME, ""));
      const [x, y] = [operand(dividend), operand(divisor)];
      const verbAt = division.index + division[0].search(/\b(?:please\s+)?divide\b/i);
      const setting = sentence.slice(0, verbAt);
      const named = /:\s*$/.test(setting) ? namesOf(passingName(setting.replace(/:\s*$/, ""))).filter(namesAFigure) : [];
      const name = named[0] ?? (/\b(?:margin|percent(?:age)?|%|share|proportion|rate)\b/i.test(question) ? `${STEPS_NAME} in percent` : STEPS_NAME);
      if (x && y && found(name, `${x} / ${y}`, named.length ? named : [name], true, m[0].indexOf(sentence) + verbAt)) continue;
    }
    if (IN_PASSING.some((re) => {
      const d = re.exec(sentence);
      const { name, formula } = d?.groups ?? {};
      if (name === undefined || formula === undefined || !OPERATOR.test(` ${formula} `)) return false;
      // "FCF per diluted share, with free cash flow = A minus B": the clause defines a name of its
      // own, which the question's figure is then composed from.
      const inner = /^(?<name>[^=]{1,60}?)\s*=\s*(?<formula>[^=]+)$/.exec(formula)?.groups;
      if (inner && re !== AFTER_COLON) {
        const names = namesOf(inner.name!);
        if (names.length === 0) return false;
        // Only the clause defines; the figure asked stands before it, still to be read.
        const at = m[0].lastIndexOf(inner.name!);
        out.push({ names, formula: inner.formula!.replace(FORMULA_TAIL, "").trim(), start: m.index + Math.max(0, at), end: m.index + m[0].length });
        previousDefined = true;
        return true;
      }
      // After a colon only arithmetic that reads whole defines ("Verizon 2018: EBITDA (… plus …)
      // less capex" names its terms in passing instead).
      if (re === AFTER_COLON && !isGrowthInWords(formula.replace(FORMULA_TAIL, "")) && !parseFormula(formula.replace(FORMULA_TAIL, ""), { year: null })) return false;
      // Before a colon only whose, when and where from ("WMT, 1/31/21 balance sheet: …"): the
      // arithmetic names the figure itself.
      const names = namesOf(passingName(name));
      const named = re === AFTER_COLON && !names.some(namesAFigure) ? [formula.replace(FORMULA_TAIL, "").trim()] : names;
      return found(name, formula, named, true, d!.index + m[0].indexOf(sentence));
    })) continue;
    // "Using total liabilities and total assets, what was its liabilities-to-assets ratio?"
    const named = inputsNamed(sentence);
    const inputsOf = named ? namesOf(passingName(named.asked)) : [];
    if (named && inputsOf.length && RATIO_NAME.test(inputsOf[0]!)) {
      out.push({ names: inputsOf, formula: `${named.numerator} / ${named.denominator}`, passing: true, inputs: true, start: m.index, end: m.index + m[0].length });
      continue;
    }
    // "What was its business segment operating margin …? Use total business segment operating
    // profit and total net sales from the release": the inputs of the ratio the sentence before
    // asks, named in its order.
    const after = INPUTS_AFTER.exec(sentence)?.groups;
    const askedRatio = after ? askedBefore(text.slice(0, m.index)) : null;
    // (The sentence before is cut at 60 characters: a period it began leaves "… for the".)
    const ratioNames = askedRatio ? namesOf(passingName(askedRatio.replace(/\s+(?:for|in|of|during|at)(?:\s+the)?\s*$/i, ""))) : [];
    if (after && ratioNames.length && (RATIO_NAME.test(ratioNames[0]!) || SHARE_NAME.test(ratioNames[0]!))) {
      out.push({ names: ratioNames, formula: `${after.a!.trim()} / ${after.b!.trim()}`, passing: true, inputs: true, start: m.index, end: m.index + m[0].length });
      continue;
    }
    for (const p of sentence.matchAll(PARENTHESISED)) {
      const { name, formula } = p.groups ?? {};
      if (name === undefined || formula === undefined || !OPERATOR.test(` ${formula} `)) continue;
      // "accounts receivable (averaged over the 2020 and 2021 year-ends)": how a balance is taken, no formula.
      if (HOW_TAKEN.test(formula)) continue;
      // "Each year (net sales − COGS) ÷ net sales": a period before the bracket is no name; the
      // bracket is a term of a longer formula.
      if (EACH_PERIOD.test(name.trim()) && OPERATOR_NEXT.test(sentence.slice(sentence.indexOf(p[0]) + p[0].length))) continue;
      // "a payout ratio against diluted EPS (…)": the name is what stands before the preposition.
      // "the highest EBIT margin in fiscal 2019 (EBIT divided by revenues)": the period between
      // the name and its formula is no part of the name.
      const before = sentence.slice(0, sentence.indexOf(p[0]) + p[0].indexOf("(")).replace(NAME_TAIL, "").trim().split(/\s+/).slice(-6);
      const cut = before.findLastIndex((w) => COMPARED.test(w));
      const source = cut > 0 ? before.slice(0, cut) : name.split(/\s+/);
      let names = namesOf(passingName(source.filter((w) => !/^(?:the|its|and|of|for|in|a|an|as)$/i.test(w)).slice(-3).join(" ")));
      // "working capital at the end of fiscal 2018 (WC = A − B)": the bracket names what it
      // defines, beside the metric the dictionary knows in the words before it.
      const own = /^(?<inner>[A-Za-z][\w&'’.\s-]{0,40}?)\s*=\s*(?<rest>[^=]+)$/.exec(formula)?.groups;
      let written = formula;
      if (own && namesOf(own.inner!).length) {
        written = own.rest!;
        const words = before.filter((w) => !/^(?:the|its|a|an)$/i.test(w));
        const known = [3, 2, 1].map((n) => words.slice(-n).join(" ")).find((n) => words.length >= 1 && dictionaryMetric([n]));
        names = [...(known ? [known] : []), ...namesOf(own.inner!)];
      }
      if (names.length === 0) continue;
      // "…, in percent (A / B − 1)": a unit names nothing; the sentence asks for a growth or a result.
      if (/^(?:percent(?:age)?|%|days|times|dollars|millions|thousands|billions)$/i.test(names[0]!)) names = [/\b(?:gr[eo]w\w*|growth)\b/i.test(sentence) ? "growth" : STEPS_NAME];
      // "the mean of 3M's yearly operating margin (A / B) for FY2021 and FY2022": the formula is of
      // one year, averaged over the years asked, as an "average …" name says.
      else if (/\b(?:average|mean)\s+of\s+(?:\S+\s+){0,5}$/i.test(sentence.slice(0, sentence.indexOf(p[0]) + p[0].indexOf("("))) && !names.some((n) => AVERAGE_NAME.test(n))) names = [`average ${names[0]}`, ...names.slice(1)];
      // Only the parenthesis defines; the rest of the sentence is still the question.
      const at = m.index + m[0].indexOf(p[0]);
      // "(cost of revenue ÷ revenue) × 100": a hundred after the bracket makes it a percentage.
      const hundred = /^\s*(?:[×*x]|times)\s*100\b/i.exec(sentence.slice(sentence.indexOf(p[0]) + p[0].length));
      written = written.replace(FORMULA_TAIL, "").trim();
      out.push({ names, formula: hundred ? `(${written}) × 100` : written, passing: true, start: at + p[0].indexOf("("), end: at + p[0].length + (hundred?.[0].length ?? 0) });
    }
  }
  return out;
}

// A bracket that says how or when an operand is taken: "(averaged over the two year-ends)", "(as of …)".
const HOW_TAKEN = /^\s*(?:averaged|averaging|taken|measured|as\s+of|at\s+(?:the\s+)?(?:year|fiscal|end)|based\s+on)\b/i;

const NAMED_UNIT: [RegExp, MetricUnit][] = [
  [/\bmargin\b|%|\bpercent(?:age)?\b|\brate\b|\bshare of\b|\byield\b|\bgrowth\b/i, "percent"],
  [/\bdays?\b|\b(?:dio|dso|dpo|dsi|ccc)\b|conversion cycle/i, "days"],
  [/\bturnover\b|\bcoverage\b|\btimes\b|\bmultiple\b/i, "times"],
  [/\bratio\b|\breturn on\b|\broa\b|\broe\b|\broic\b/i, "ratio"],
];

function dictionaryMetric(names: string[]): FormulaMetric | undefined {
  const keys = names.map(phraseKey);
  return METRICS.find((m): m is FormulaMetric => m.kind === "formula" && m.aliases.some((a) => keys.includes(phraseKey(a))));
}

/** The unit of a metric the question defines: the dictionary's for the same name, else from its name and form. */
function unitOf(names: string[], expr: Expr): MetricUnit {
  const known = dictionaryMetric(names);
  // (A formula needing other inputs than the dictionary's is another figure, in its own unit.)
  if (known && readsOnly(known.expr, expr)) return known.unit;
  // "R&D ÷ net sales × 100": a ratio times a hundred is a percentage, whatever it is called.
  if (withoutHundred(expr) !== expr && "op" in withoutHundred(expr) && (withoutHundred(expr) as { op: string }).op === "/") return "percent";
  for (const [re, unit] of NAMED_UNIT) if (names.some((n) => re.test(n))) return unit;
  if ("op" in expr && expr.op === "/") return isPartOfWhole(expr.left, expr.right) ? "percent" : "ratio";
  return "currency";
}

/** Whether a numerator is one of the addends of its denominator (debt over debt plus equity): a share of a whole. */
function isPartOfWhole(part: Expr, whole: Expr): boolean {
  if (!("op" in whole) || whole.op !== "+") return false;
  const same = (a: Expr, b: Expr) => JSON.stringify(a) === JSON.stringify(b);
  return same(whole.left, part) || same(whole.right, part) || isPartOfWhole(part, whole.left) || isPartOfWhole(part, whole.right);
}

/** A percent written as "… × 100" is kept as a fraction; the unit scales it. */
function withoutHundred(expr: Expr): Expr {
  if ("op" in expr && expr.op === "*") {
    if ("constant" in expr.right && expr.right.constant === 100) return expr.left;
    if ("constant" in expr.left && expr.left.constant === 100) return expr.right;
  }
  return expr;
}

export interface DefinedMetrics {
  /** Every definition read into a metric, in the order written. */
  metrics: FormulaMetric[];
  /** The metric the question asks for: the definition no other one uses. */
  asked: FormulaMetric | null;
  /** The spans of the defining sentences (what the question asks is outside them). */
  spans: { start: number; end: number }[];
  /** A definition's expression by its name's key, for reading the rest of the question. */
  defined: (key: string) => Expr | null;
}

/** The question's definitions as metrics; definitions may use one another in any order. */
export function definedMetrics(question: string, year: number | null): DefinedMetrics {
  const definitions = findDefinitions(question);
  const byKey = new Map<string, Definition>();
  for (const d of definitions) for (const n of d.names) byKey.set(phraseKey(n), d);
  const resolved = new Map<Definition, Expr | null>();
  const resolving = new Set<Definition>();
  const defined = (key: string): Expr | null => {
    // ("that FIFO-basis amount": a defined name pointed back to by its first words.)
    const d = byKey.get(key) ?? byKey.get(referredDefinition(key, [...byKey.keys()]) ?? "");
    return d && !resolving.has(d) ? exprOf(d) : null;
  };
  const context: FormulaContext = { year, defined, question };
  function exprOf(d: Definition): Expr | null {
    if (!resolved.has(d)) {
      resolving.add(d);
      resolved.set(d, parseFormula(d.formula, context));
      resolving.delete(d);
    }
    return resolved.get(d)!;
  }
  const metrics: FormulaMetric[] = [];
  // (Inputs that defined nothing leave their sentence to be read as the question.)
  const unread = new Set<Definition>();
  let asked: FormulaMetric | null = null;
  for (const d of definitions) {
    const expr = d.growth ? null : exprOf(d);
    if (!expr || (d.passing && !("op" in expr))) continue;
    const known = dictionaryMetric(d.names);
    // Inputs named without arithmetic define nothing when they name no dictionary item, or when
    // the dictionary's formula for the name reads only them (asset turnover "using revenue and
    // total assets" keeps its average of assets).
    if (d.inputs && ((!knownOnly(expr) && namesASource(expr)) || (known && readsOnly(known.expr, expr)))) {
      unread.add(d);
      continue;
    }
    const unit = unitOf(d.names, expr);
    const metric: FormulaMetric = {
      kind: "formula",
      // A metric the dictionary knows keeps its name; the question's formula replaces its own.
      id: known?.id ?? `defined:${phraseKey(d.names[0]!)}`,
      // (Unless its formula needs other inputs than the dictionary's: "cash conversion ratio =
      // operating cash flow / net income" is no free cash flow conversion, and is not called one.)
      name: known && readsOnly(known.expr, expr) ? known.name : d.names[0]!.charAt(0).toUpperCase() + d.names[0]!.slice(1),
      aliases: d.names,
      unit,
      expr: unit === "percent" ? withoutHundred(expr) : expr,
      note: noteOf(d, definitions),
    };
    metrics.push(metric);
    // The asked one is used by no other definition ("CCC = DIO + DSO − DPO" over DIO, DSO, DPO).
    const usedElsewhere = definitions.some((o) => o !== d && d.names.some((n) => containsPhrase(o.formula, n)));
    if (!asked && !usedElsewhere) asked = metric;
  }
  // "What was the acid-test ratio? Treat quick assets as …": a definition of a side of the metric
  // the question names outside its definitions is that metric, with the side as defined.
  const spans = definitions.filter((d) => !unread.has(d)).map(({ start, end }) => ({ start, end }));
  if (asked?.id.startsWith("defined:")) {
    const d = definitions.find((o) => !o.growth && o.names.some((n) => asked!.aliases.includes(n)));
    // (The metric is named outside the definition's own formula: "debt to equity ratio, where debt is …".)
    const named = d && findMetrics(question).find((m) => m.metric.kind === "formula" && !containsPhrase(d.formula, m.text) && !d.names.some((n) => phraseKey(n) === phraseKey(m.text)));
    const whole = d && named?.metric.kind === "formula" ? d.names.map((n) => withDefinedPart(named.metric as FormulaMetric, n, asked!.expr, d.formula)).find(Boolean) : null;
    if (whole) {
      metrics.push(whole);
      asked = whole;
    }
  }
  return {
    metrics,
    asked,
    spans,
    defined,
  };
}

/** The definition as the answer restates it; arithmetic asked over other definitions restates those. */
function noteOf(d: Definition, definitions: Definition[]): string {
  const used = d.names[0] === d.formula ? definitions.filter((o) => o !== d && o.names.some((n) => containsPhrase(d.formula, n))) : [];
  if (used.length === 0) return `As the question defines it: ${d.names[0]} = ${d.formula}.`;
  return `As the question defines them: ${used.map((o) => `${o.names[0]} = ${o.formula}`).join("; ")}.`;
}

/** Whether a text names a phrase as whole words ("DIO + DSO" names "DSO"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const key = phraseKey(phrase);
  return key !== "" && ` ${phraseKey(text)} `.includes(` ${key} `);
}

// "SG&A and pre-opening expenses together came to what percent of net sales": two costs summed, as
// a share of the whole after.
const TOGETHER = /(?<part>[^?.;]+?)\s+(?:together|combined)\s+(?:came\s+to|made\s+up|amounted\s+to|represented|accounted\s+for|took(?:\s+up)?|were|was)\s+(?:what|how\s+much)\s+(?:(?:%|percent(?:age)?|share|fraction|proportion|portion)\s+)?of\s+(?:the\s+|its\s+)?(?<whole>[^?.;]+)/i;

/** "A and B" read as the sum of two terms, split at the "and" that leaves a term the vocabulary knows on one side. */
function sumOfTwo(text: string, context: FormulaContext): Expr | null {
  for (const m of text.matchAll(/\s+(?:and|&|plus)\s+/gi)) {
    const [a, b] = [text.slice(0, m.index).trim(), text.slice(m.index! + m[0].length).trim()];
    if (!a || !b || !(knownTerm(a, context) || knownTerm(b, context))) continue;
    const [x, y] = [termExpr(a, context), termExpr(b, context)];
    if (x && y) return add(x, y);
  }
  return null;
}

// Compositions a question names without defining them. A term is the longest run of words next
// to the connector that the dictionary or the question's definitions know, else the words up to
// one that cannot be part of a line item's name.
const BOUNDARY = /^(?:what|whats|is|was|were|are|the|of|for|in|at|on|by|to|from|and|its|their|how|much|did|does|do|has|have|had|company|companys|fy\d{2,4}|fiscal|year|\d{4}|q[1-4]|as|increase[sd]?|decrease[sd]?|grow|grew|growth|change[sd]?|improve[sd]?|decline[sd]?|compared?|versus|vs|than|between|during|over|since|through|when|while|that|which|who|why|with|be|been|being)$/i;
const MAX_TERM_WORDS = 8;
const MAX_MODIFIERS = 2;
// Words before a term that say how it is taken, not which row it is.
// (A superlative says which part is asked about: "earned the most net income relative to …".)
const NOT_A_MODIFIER = /^(?:average|avg|mean|median|cumulative|combined|yearly|annual|quarterly|total|net|reported|gaap|adjusted|\d.*|years?|quarters?|months?|ttm|ltm|most|least|highest|lowest|largest|smallest|biggest|greatest|best|worst|top)$/i;

const ASKING_VERB = /^(?:spent|spend|spends|earned|earn|made|make|had|generated|generate|reported|report|posted|recorded|booked|more|less|fewer|most|least|highest|lowest|largest|smallest|best|worst)$/i;

const bare = (word: string) => word.replace(/[’']s$/, "").replace(/[^\w&-]/g, "");

/** Whether a phrase is a term the vocabulary or the question's definitions know as a whole. */
function knownTerm(phrase: string, context: FormulaContext): boolean {
  const key = phraseKey(phrase);
  if (context.defined?.(key)) return true;
  if (METRICS.some((m) => m.kind === "formula" && m.aliases.some((a) => phraseKey(a) === key))) return true;
  if (listedLineItem(phrase)) return true;
  const tokens = tokenize(phrase);
  return lineItemAt(tokens)?.length === tokens.length;
}

// The noun a cash-flow row opens with before what it is of: "additions to streaming content
// assets", "purchases of land, buildings and equipment", "proceeds from divestitures".
// ("Amortization of streaming content assets": a charge named by what it writes down.)
const FLOW_HEAD = /^(?:additions?|purchases?|payments?|proceeds|repayments?|acquisitions?|contributions?|issuances?|repurchases?|disposals?|sales|amortization|impairments?)$/i;
const FLOW_LINK = /^(?:to|of|for|from|in)$/i;

function termNear(all: string[], context: FormulaContext, before: boolean): string {
  const term = termNearOnly(all, context, before);
  if (!term) return term;
  const n = term.split(/\s+/).length;
  if (!before) {
    // A flow's noun read alone is the flow of what the words after it name, up to the clause's end.
    const link = all[n];
    if (n !== 1 || !FLOW_HEAD.test(bare(all[0]!)) || !link || !FLOW_LINK.test(link) || /[,.?;:]$/.test(all[0]!)) return term;
    const object = termNearOnly(all.slice(n + 1), context, false);
    return object ? `${term} ${link} ${object}` : term;
  }
  // A term read back to a preposition is the object of the flow the word before it names.
  const [head, link] = [all[all.length - n - 2], all[all.length - n - 1]];
  return head && link && FLOW_HEAD.test(bare(head)) && FLOW_LINK.test(link) ? `${head} ${link} ${term}` : term;
}

function termNearOnly(all: string[], context: FormulaContext, before: boolean): string {
  // A bracket opened before the connector and not closed begins the term: "… had been depreciated
  // (accumulated depreciation as a % of …)" is of accumulated depreciation.
  const open = before ? all.findLastIndex((w) => w.startsWith("(")) : -1;
  const words = open >= 0 && !all.slice(open).some((w) => w.includes(")")) ? [all[open]!.slice(1), ...all.slice(open + 1)].filter(Boolean) : all;
  const take = (n: number) => (before ? words.slice(words.length - n) : words.slice(0, n)).join(" ").replace(/[,.?;:()]+$/, "");
  for (let n = Math.min(MAX_TERM_WORDS, words.length); n > 0; n--) {
    const phrase = take(n);
    // "spent more on selling, general and administrative expense": a term starts at no question
    // word, verb or superlative, whatever a list reading of the words would allow.
    const lead = bare(words[words.length - n]!);
    if (before && n > 1 && (BOUNDARY.test(lead) || ASKING_VERB.test(lead))) continue;
    if (!knownTerm(phrase, context)) continue;
    // Words that qualify a known term from before name a row of their own ("services net
    // sales", "bitcoin revenue"); the operand reads that row, or the known term without it.
    let more = 0;
    while (before && more < MAX_MODIFIERS && n + more < words.length) {
      const raw = words[words.length - 1 - n - more]!;
      const w = bare(raw);
      if (!w || BOUNDARY.test(w) || NOT_A_MODIFIER.test(w) || /['’]s?$/.test(raw) || /[,.?;:()]$/.test(raw)) break;
      more++;
    }
    return more ? take(n + more) : phrase;
  }
  let n = 0;
  const at = (k: number) => (before ? words[words.length - 1 - k] : words[k]);
  while (n < Math.min(MAX_TERM_WORDS, words.length)) {
    const raw = at(n)!;
    const w = bare(raw);
    // A label written as a list, "technology and development", "technology and content": an
    // "and" between two words that name no figure of their own joins them into one row's label.
    if (n > 0 && /^(?:and|&)$/i.test(w) && joinsLabel(before ? at(n + 1) : at(n - 1), before ? at(n - 1) : at(n + 1), context)) {
      n++;
      continue;
    }
    // (Nor does a term reach back over a sentence's end or the instruction that opens it: "…
    // amortized? Take total accumulated amortization over …".)
    if (!w || BOUNDARY.test(w) || (before && (/['’]s$/.test(raw) || /[.?!;:]$/.test(raw) || INSTRUCTION.test(w)))) break;
    // (A bracket opened after the term is an aside on it: "total gross carrying amount (intangibles table …)".)
    if (!before && n > 0 && raw.startsWith("(")) break;
    n++;
    if (!before && /[,.?;:()]$/.test(raw)) break;
  }
  return n ? take(n) : "";
}

/** Whether an "and" between two words joins one label: neither is a question word or a figure of its own, nor ends a clause. */
function joinsLabel(first: string | undefined, second: string | undefined, context: FormulaContext): boolean {
  if (!first || !second || /[,.?;:()]$/.test(first) || /['’]s$/.test(first)) return false;
  const [a, b] = [bare(first), bare(second)];
  return !!a && !!b && !BOUNDARY.test(a) && !BOUNDARY.test(b) && !knownTerm(a, context) && !knownTerm(b, context);
}

const PERCENT_MARGIN = /\s*(?:%|percent(?:age)?)\s+margin\b/i;
const AS_SHARE_OF = /\s+(?:as\s+a\s+(?:%|percent(?:age)?|share|proportion|fraction|multiple)\s+of|relative\s+to|divided\s+by)\s+(?:the\s+|its\s+)?/i;
// "Net of" is how a row's label reads ("premises and equipment, net of accumulated depreciation",
// "total revenues net of interest expense"), not a subtraction the question asks for.
const LESS = /\s+(?:less|minus)\s+(?:the\s+|its\s+)?/i;
// "change in long-term debt" (an amount: growth in percent is a series of its own).
const CHANGE_IN = /(?<!%\s|percent(?:age)?\s)\b(?:change|increase|decrease)\s+in\s+(?:the\s+|its\s+)?/i;
// What a change is measured against, after the periods it spans: "… between FY2020 and FY2021 as a
// percentage of …", "…, relative to …".
const CHANGE_AGAINST = /^(?:\s+(?:between|from)\b[^,?.;]*?)?,?\s+(?:as\s+an?\s+(?:%|percent(?:age)?|share|proportion|fraction)\s+of|relative\s+to|divided\s+by)\s+(?:the\s+|its\s+)?/i;
// "what share of revenues went to demand creation expense": the part after, over the whole before.
// ("what portion of net income was paid out as dividends", "what share of operating cash flow went
// out as capex", "how much of its top line did it spend on PP&E purchases": the same ask.)
const SHARE_WENT_TO = new RegExp(
  String.raw`\b(?:share|percent(?:age)?|portion|proportion|fraction|how\s+much)\s+of\s+(?<whole>.+?)\s+` +
    String.raw`(?:went(?:\s+(?:back\s+)?out|\s+back)?\s+(?:to|as|on|into|towards?)|` +
    String.raw`(?:was|were|got|is|are)\s+(?:paid(?:\s+out)?|returned|distributed|spent|used|given\s+back|handed\s+back|plowed\s+back|ploughed\s+back|reinvested|consumed)(?:\s+to\s+(?:its\s+|the\s+)?(?:shareholders|stockholders|shareowners|investors|owners))?\s+(?:as|on|for|to|in|into|via|through)|` +
    // ("how much of its operating profit was eaten by net interest": the part is the eater.)
    // ("what share of gross deferred tax assets was offset by the valuation allowance", "what
    // portion of capex was funded by operating cash flow": the part is what offsets or funds.)
    String.raw`(?:was|were|got|is|are)\s+(?:eaten(?:\s+up)?|consumed|absorbed|taken(?:\s+up)?|used\s+up|wiped\s+out|swallowed(?:\s+up)?|offset|cancell?ed\s+out|covered|funded|financed)\s+by|` +
    String.raw`came\s+from|(?:did|does|do)\s+(?:\S+\s+){0,3}?(?:spend|pay(?:\s+out)?|return|use|devote|put|plough(?:\s+back)?|plow(?:\s+back)?|pour|channel|sink|reinvest|invest)\s+(?:on|as|for|to|in|into|towards?))\s+(?<part>.+)$`,
  "i",
);
// A label written as a list of what it covers, "research, development and engineering": its commas
// join the list. Any other comma ends the clause ("… went to R&D, in percent").
const LIST_REST = /^\s*(?:[\w&'’-]+\s+){0,3}?(?:and|&)\s+[\w&'’-]+(?:\s+(?:expenses?|costs?|revenues?|sales))?\s*$/i;

function listOrClause(text: string): string {
  const comma = text.indexOf(",");
  if (comma < 0) return text;
  const rest = text.slice(comma + 1);
  return LIST_REST.test(rest.replace(/,/g, " ")) ? text : text.slice(0, comma);
}

// "what fraction of net sales did SG&A consume", "what share of revenue did R&D account for":
// the part named before the verb, over the whole.
// (Both stay inside the sentence: "… was left as gross profit? The … so take net sales less …"
// takes nothing.)
const SHARE_TAKEN_BY = /\b(?:share|percent(?:age)?|portion|proportion|fraction)\s+of\s+(?:its\s+|the\s+)?(?<whole>[^?.;]+?)\s+(?:did|do|does|was|were)\s+(?:the\s+|its\s+)?(?<part>[^?.;]+?)\s+(?:consume|take(?:\s+up)?|account\s+for|represent|use\s+up|absorb|eat\s+up|make\s+up)\b/i;
// The words a blanked period leaves after a term: "… at the end of", "… as of", "… for the".
const PERIOD_LEFT = /\s+(?:(?:at|as\s+of|on|for|in|during|by)\s+(?:the\s+)?(?:(?:end|close|start|beginning)(?:\s+of)?(?:\s+the)?)?|(?:at|as)\s+of)\s*$/i;
// The words that lead into a period: "in the first six months of", "for the quarter ended", "during fiscal".
const PERIOD_WORDS_LEFT = /\s+(?:in|for|during|over|at|as\s+of|on|through)(?:\s+the)?(?:\s+(?:first|second|third|fourth|last|latest|trailing))?(?:\s+(?:(?:three|six|nine|twelve|\d+)\s+(?:months?|weeks?)|quarter|half|(?:fiscal\s+)?year|fiscal|period|end|close))?(?:\s+(?:of|ended|ending))?\s*$/i;
const PLUS = /\s+plus\s+|\s+\+\s+/i;
// What a coverage covers is a charge: "interest" alone there is interest expense, not the interest
// income a table may also print ("was interest comfortably covered by operating income?").
const chargeCovered = (term: string) => (/^interest$/i.test(term.trim()) ? "interest expense" : term);
// "How many times did operating income cover interest expense?": the one over the other, in times.
const COVERED = /\bhow\s+many\s+times\s+(?:(?:did|does|do|was|were|is|has|had|could|can|would|will)\s+)?(?:the\s+|its\s+)?(?<x>[^?.;]+?)\s+cover(?:ed|s)?\s+(?:the\s+|its\s+)?(?<y>[^?.;]+)/i;
// "How many dollars of sales and marketing expense did it spend per dollar of total net revenue?":
// the one amount over the other, as a plain ratio (cents on the dollar).
const PER_DOLLAR = /\b(?:dollars?|cents?)\s+(?:of|in|on)\s+(?<x>[^?.;]+?)\s+(?:per|for\s+each|for\s+every)\s+(?:each\s+|one\s+)?dollar\s+(?:of|in)\s+(?:the\s+|its\s+)?(?<y>[^?.;,]+)/i;
// "Is its interest burden comfortably covered by its operating profit?": the one over the other, in times.
const COVERED_BY = /\b(?<y>[^?.;,]+?)\s+(?:(?:is|was|are|were|be|being|remain(?:s|ed)?)\s+)?(?:(?:comfortably|adequately|well|easily|sufficiently|amply|fully|still)\s+)?covered\s+by\s+(?:the\s+|its\s+|their\s+)?(?<x>[^?.;]+)/i;
// "Operating profit comfortably covering interest?", "does EBIT cover interest expense": the same
// coverage said in the active voice.
const COVERING = /\b(?<x>[^?.;,:()]+?)\s+(?:(?:comfortably|adequately|well|easily|sufficiently|amply|fully|still)\s+)?cover(?:s|ing)?\s+(?!by\b)(?:the\s+|its\s+|their\s+)?(?<y>[^?.;]+)/i;
// "free cash flow per diluted share": an amount over the weighted-average share count.
const PER_SHARE = /\s+per\s+(?:(?<kind>diluted|basic)\s+)?(?:common\s+|ordinary\s+)?share\b/i;

// A closed bracket ending the text before a connector, and what it holds.
const TRAILING_ASIDE = /\s*\(([^()]*)\)\s*$/;

export interface ComposedMetric {
  metric: FormulaMetric;
  /** Where the composition is written in the question. */
  start: number;
  end: number;
}

/**
 * A metric the question composes from line items without defining it: "<X> % margin" (over
 * revenue), "<X> as a % of <Y>", "<X> less / plus <Y>". Null when it composes none or its terms
 * name nothing.
 */
export function composedMetric(question: string, context: FormulaContext): ComposedMetric | null {
  // A wide gap is a blanked name or period: a term does not reach across it.
  // (Punctuation left standing alone where a period was blanked, "2019: …", is no word of a term.)
  // (A period blanked right before the connector leaves the term before it, with the words that
  // led into the period: "capital expenditures in the first six months of ⎵ as a percentage of".)
  const wordsBefore = (at: number) => {
    // ("advertising and media expense (including production costs, from the notes) as a % of":
    // a note in brackets on the operand, right before the connector, names no word of it.)
    // (Nor does one whose words were blanked as a statement's name: "repurchases (cash flow statement)".)
    const text = question.slice(0, at).replace(TRAILING_ASIDE, (m, inner: string) => (!inner.trim() || namesNoRow(inner) ? "" : m));
    const blanked = /\S\s{3,}$/.test(text) || /^\s{3,}/.test(question.slice(at));
    const stepped = blanked ? text.replace(/\s+$/, "").replace(PERIOD_WORDS_LEFT, "") : text;
    return stepped.replace(/^[^]*\s{3,}/, "").trim().split(/\s+/).filter((w) => /[\w&%$]/.test(w));
  };
  const wordsAfter = (at: number) => question.slice(at).replace(/\s{3,}[^]*$/, "").trim().split(/\s+/).filter(Boolean);
  const together = TOGETHER.exec(question);
  if (together?.groups) {
    const part = together.groups.part!.replace(/^[^]*(?:[,:;—–]|\s{3,})\s*/, "").trim();
    const sum = sumOfTwo(part, context);
    const wholeText = together.groups.whole!.replace(/\s{3,}[^]*$/, "").replace(NAME_TAIL, "").trim();
    const whole = termNear(wholeText.split(/\s+/), context, false);
    const w = whole && termExpr(whole, context);
    if (sum && w) return { metric: composed(`${part} as a share of ${whole}`, "percent", div(sum, w)), start: together.index, end: together.index + together[0].length };
  }
  const taken = SHARE_TAKEN_BY.exec(question);
  if (taken?.groups) {
    const whole = termNear(taken.groups.whole!.trim().split(/\s+/), context, true);
    const part = taken.groups.part!.replace(/\s{3,}[^]*$/, "").trim();
    const [w, p] = [whole && termExpr(whole, context), part && part.split(/\s+/).length <= 8 ? termExpr(part, context) : null];
    if (w && p) return { metric: ratioOf(p, w) ?? composed(`${part} as a share of ${whole}`, "percent", div(p, w)), start: taken.index, end: taken.index + taken[0].length };
  }
  // ("What portion of current liabilities was deferred revenue": the part after a bare "was"
  // must name a line item, the words being too common to read a guessed row from.)
  for (const [re, strict] of [[SHARE_WENT_TO, false], [SHARE_LEFT_AS, false], [SHARE_WAS, true]] as const) {
    const share = re.exec(question);
    if (!share?.groups) continue;
    // The whole is its clause read whole too ("pretax income from continuing operations"), when
    // that names a row; else the known term nearest the verb.
    // (What is left of a blanked period is no word of it: "total current liabilities at the end of".)
    const wholeText = share.groups.whole!.replace(NAME_TAIL, "").replace(PERIOD_LEFT, "");
    const wholeClause = wholeText.replace(/^.*\s{3,}/, "").replace(OWNED_BY_NAME, "").trim();
    const whole = wholeClause && wholeClause.split(/\s+/).length <= 6 && termExpr(wholeClause, context) ? wholeClause : termNear(wholeText.trim().split(/\s+/), context, true);
    // What the share went to is the rest of the clause, read whole ("sales of services").
    // ("… left as gross profit in the quarter": the period said after it is no word of the part.)
    const clause = listOrClause(share.groups.part!.replace(/\s{3,}[^]*$/, "").replace(/[?.!;:][^]*$/, "")).replace(NAME_TAIL, "").trim();
    // (A row named in quotes is that row, however long the clause around it: "the 'Online stores' line of …".)
    const part = clause && (clause.split(/\s+/).length <= 6 || quotedRow(clause)) && termExpr(clause, context) ? (quotedRow(clause) ?? clause) : termNear(share.groups.part!.trim().split(/\s+/), context, false);
    const [w, p] = [whole && termExpr(whole, context), part && termExpr(part, context)];
    // (A side the question itself defines is no guess either: "that core operating figure".)
    const definedSide = (t: string) => !!context.defined?.(phraseKey(t));
    const sure = (e: Expr, t: string) => knownOnly(e) || findLineItems(t).length > 0 || definedSide(t);
    if (strict && !(p && w && (rowsOfOneTable(part, whole) || (sure(p, part) && sure(w, whole))))) continue;
    if (w && p) return { metric: ratioOf(p, w) ?? composed(`${shareSideName(part)} as a share of ${shareSideName(whole)}`, "percent", div(p, w)), start: share.index, end: share.index + share[0].length };
  }
  for (const { re, before } of TURNED_OVER) {
    const turned = re.exec(question);
    if (!turned?.groups) continue;
    // "How many times did it turn over its merchandise inventories": the dictionary's turnover of that balance.
    const named = turned.groups.x!.replace(before ? /^[^]*\s{3,}/ : /\s{3,}[^]*$/, "").replace(NAME_TAIL, "").trim();
    const x = termNear(named.split(/\s+/), context, before);
    const balance = x && termExpr(x, context);
    const metric = balance ? turnoverOf(balance) : null;
    if (metric) return { metric, start: turned.index, end: turned.index + turned[0].length };
    break;
  }
  const perShare = PER_SHARE.exec(question);
  if (perShare) {
    const x = termNear(wordsBefore(perShare.index), context, true);
    const expr = x && termExpr(x, context);
    const shares = item(perShare.groups?.kind?.toLowerCase() === "basic" ? "basicShares" : "dilutedShares");
    // Earnings and dividends per share are printed figures, read as rows, not computed.
    const printed = /\b(?:earnings|income|loss|profit|eps|dividends?|distributions?)$/i.test(x);
    if (expr && !printed && !("item" in expr && (expr.item === "epsDiluted" || expr.item === "epsBasic"))) {
      const start = question.lastIndexOf(x, perShare.index);
      return { metric: composed(`${x}${perShare[0]}`, "ratio", div(expr, shares)), start, end: perShare.index + perShare[0].length };
    }
  }
  const change = CHANGE_IN.exec(question);
  if (change) {
    const x = termNear(wordsAfter(change.index + change[0].length), context, false);
    const expr = x && termExpr(x, context);
    if (expr && "item" in expr) {
      const end = question.indexOf(x, change.index) + x.length;
      const moved: Expr = { item: expr.item, at: "change" };
      // "The change in inventory between FY2020 and FY2021 as a percentage of FY2021 cost of
      // sales": the movement over the figure it is measured against.
      const against = CHANGE_AGAINST.exec(question.slice(end));
      // (The divisor's own year, "FY2021 cost of sales", says when, not what.)
      const after = against ? wordsAfter(end + against.index + against[0].length) : [];
      while (after[0] && /^(?:fy|fiscal)?['’]?\d{2,4}$/i.test(after[0])) after.shift();
      const y = after.length ? termNear(after, context, false) : "";
      const base = y ? termExpr(y, context) : null;
      if (base) return { metric: composed(`${x} change as a share of ${y}`, "percent", div(moved, base)), start: change.index, end: question.indexOf(y, end) + y.length };
      return { metric: composed(`change in ${x}`, "currency", moved), start: change.index, end };
    }
  }
  const perDollar = PER_DOLLAR.exec(question);
  if (perDollar?.groups) {
    // Each side is named whole, up to the verb or the period after it ("… did it spend", "… in fiscal 2021").
    const x = perDollar.groups.x!.replace(/\s{3,}[^]*$/, "").replace(/\s+(?:did|does|do|was|were|has|had|is|it|the\s+company)\b.*$/i, "").trim();
    const y = perDollar.groups.y!.replace(/\s{3,}[^]*$/, "").replace(NAME_TAIL, "").replace(/\s+(?:did|does|do|was|were|has|had|is|in|for|during)\b.*$/i, "").trim();
    const [left, right] = [x && termExpr(x, context), y && termExpr(y, context)];
    if (left && right) return { metric: composed(`${x} per dollar of ${y}`, "ratio", div(left, right)), start: perDollar.index, end: perDollar.index + perDollar[0].length };
  }
  const cover = COVERED.exec(question);
  if (cover?.groups) {
    const x = termNear(cover.groups.x!.trim().split(/\s+/), context, true);
    const y = chargeCovered(termNear(cover.groups.y!.trim().split(/\s+/), context, false));
    const [left, right] = [x && termExpr(x, context), y && termExpr(y, context)];
    if (left && right) return { metric: composed(`times ${x} covered ${y}`, "times", div(left, right)), start: cover.index, end: cover.index + cover[0].length };
  }
  const coveredBy = COVERED_BY.exec(question);
  if (coveredBy?.groups) {
    const x = termNear(coveredBy.groups.x!.trim().split(/\s+/), context, false);
    const y = chargeCovered(termNear(coveredBy.groups.y!.trim().split(/\s+/), context, true));
    const [left, right] = [x && termExpr(x, context), y && termExpr(y, context)];
    if (left && right) return { metric: composed(`times ${x} covered ${y}`, "times", div(left, right)), start: coveredBy.index, end: coveredBy.index + coveredBy[0].length };
  }
  const covering = COVERED.test(question) ? null : COVERING.exec(question);
  if (covering?.groups) {
    const x = termNear(covering.groups.x!.trim().split(/\s+/), context, true);
    const y = chargeCovered(termNear(covering.groups.y!.trim().split(/\s+/), context, false));
    const [left, right] = [x && termExpr(x, context), y && termExpr(y, context)];
    // "Covers" is said of much besides coverage ("the column covers the quarter ended …"): what
    // covers must be a measure the dictionary knows.
    const known = (e: Expr) => !JSON.stringify(e).includes('"item":"row:');
    if (left && right && known(left)) return { metric: composed(`times ${x} covered ${y}`, "times", div(left, right)), start: covering.index, end: covering.index + covering[0].length };
  }
  const margin = PERCENT_MARGIN.exec(question);
  if (margin) {
    const x = termNear(wordsBefore(margin.index), context, true);
    const expr = x && termExpr(x, context);
    if (expr) {
      const start = question.lastIndexOf(x, margin.index);
      return { metric: ratioOf(expr, item("revenue")) ?? composed(`${x} margin`, "percent", div(expr, item("revenue"))), start, end: margin.index + margin[0].length };
    }
  }
  const worded = wordedComposition(question, context, wordsBefore, wordsAfter);
  if (worded) return worded;
  for (const [re, build, unit] of [
    [AS_SHARE_OF, div, "percent"],
    [LESS, sub, "currency"],
    [PLUS, add, "currency"],
  ] as const) {
    const m = re.exec(question);
    if (!m) continue;
    const grouped = build === div ? groupBeforeComma(question, m.index, context) : null;
    const x = grouped?.text ?? quotedReferent(question, m.index) ?? termNear(wordsBefore(m.index), context, true);
    const y = termNear(wordsAfter(m.index + m[0].length), context, false);
    const left = grouped?.expr ?? (x && termExpr(x, context));
    const right = y && termExpr(y, context);
    if (!left || !right) continue;
    const start = question.lastIndexOf(x, m.index);
    const found = (build === div ? ratioOf(left, right) : null) ?? composed(`${x} ${m[0].trim()} ${y}`, unit, build(left, right));
    // "Operating income divided by its interest expense" asks the quotient itself: a division
    // with no name of its own is a plain ratio unless a percentage is asked (the answer still
    // says a fraction of one flow by another in percent first).
    const plainDivision = /^\s+divided\s+by\b/i.test(m[0]) && found.unit === "percent" && !found.aliases.length && !/\b(?:percent(?:age)?|share|proportion|margin|rate)\b|%/i.test(question);
    // "Capex as a multiple of D&A" asks how many times the one is the other: a ratio, not a percentage.
    const multiple = /\bmultiple\b/i.test(m[0]) && found.unit === "percent" && !found.aliases.length;
    const metric = plainDivision || multiple ? { ...found, id: `${found.id}:ratio`, unit: "ratio" as const, name: `${x} ${multiple ? "as a multiple of" : "divided by"} ${y}` } : found;
    return { metric, start, end: question.indexOf(y, m.index) + y.length };
  }
  return null;
}

// Where the clause before a comma starts: a sentence's end, a colon or dash, or the verb asking.
const SENTENCE_START = /^[^]*[?.!:;—–]\s+/;
const ASKING_START = /^(?:[^]*\b(?:what\s+(?:is|was|were)|how\s+(?:much|big)\s+(?:is|was))\s+|(?:give|take|compute|calculate|show|state)\s+)/i;
const ADDED_BACK = /^(.+?)\s+before\s+(?:the\s+|its\s+)?(.+)$/i;
const SUM_OR_DIFFERENCE = /\s(?:less|minus|plus|[-+−–])\s/i;

/**
 * "Give wireless equipment revenues less the cost of wireless equipment, as a percent of wireless
 * equipment revenues": a comma before the divisor closes the sum or difference before it, as a
 * bracket would. The clause parsed as a formula, or null when it is no sum or difference.
 */
function groupBeforeComma(question: string, at: number, context: FormulaContext): { text: string; expr: Expr } | null {
  const before = question.slice(0, at);
  if (!/,\s*$/.test(before)) return null;
  const clause = before.replace(/,\s*$/, "").replace(SENTENCE_START, "").replace(ASKING_START, "").replace(/^(?:the|its)\s+/i, "").trim();
  if (clause.split(/\s+/).length > 16) return null;
  // "Operating income before the amortization of purchased intangibles, as a percent of net sales":
  // the charge added back to the figure it is taken before. (A whole known wording, "income before
  // income taxes", "earnings before interest and taxes", is its own row.)
  const addedBack = ADDED_BACK.exec(clause);
  if (addedBack && !knownTerm(clause, context) && knownTerm(addedBack[1]!, context)) {
    const [x, y] = [termExpr(addedBack[1]!, context), termExpr(addedBack[2]!, context)];
    return x && y ? { text: clause, expr: add(x, y) } : null;
  }
  if (!SUM_OR_DIFFERENCE.test(clause)) return null;
  const expr = parseFormula(clause, context);
  return expr && "op" in expr ? { text: clause, expr } : null;
}

/**
 * The dictionary's metric for a ratio asked in words ("current assets over current liabilities" is
 * the current ratio), or null: a ratio with no name of its own is a plain ratio, not a percentage.
 */
function namedRatio(numerator: Expr, denominator: Expr): FormulaMetric | null {
  const metric = ratioOf(numerator, denominator);
  return metric && !metric.id.includes("/") ? metric : null;
}

/** Whether a formula can be worked out from the line items another reads, and no others. */
function readsOnly(formula: Expr, inputs: Expr): boolean {
  const named = new Set(JSON.stringify(inputs).match(/"item":"[^"]+"/g) ?? []);
  return evaluate(formula, (id, offset) => (named.has(`"item":"${id}"`) ? (offset === 0 ? 3 : 2) : undefined)) !== undefined;
}

// An instruction right before an operand: "take", "use", "compute", "divide".
const INSTRUCTION = /^(?:take|taking|use|using|compute|calculate)$/i;
const TAKE_BEFORE = /(?:^|[.;:,]\s*|\s)(?:take|taking|use|using|compute|calculate)\s+(?:the\s+|its\s+)?$/i;

/**
 * Whether two terms set against each other name rows of one table, though no dictionary knows
 * them: one named as a row ("the 'Variable lease cost' line"), or a part ending in its whole's
 * own words ("variable lease cost" of "total lease cost", "restricted stock units expense" of
 * "total share-based compensation expense" does not). Then the words are no common ones to
 * guard against: the question points at the table.
 */
function rowsOfOneTable(part: string, whole: string): boolean {
  if (namesARow(part) || namesARow(whole)) return true;
  const [a, b] = [phraseKey(part).split(" "), phraseKey(whole).split(" ")];
  return a.length >= 2 && b.length >= 2 && phraseKey(part) !== phraseKey(whole) && a.slice(-2).join(" ") === b.slice(-2).join(" ");
}

/** Whether an expression reads only terms the dictionary or the question's definitions know (no row guessed from wording). */
// (Of alternatives only the first counts: "total liabilities, else total assets less the row
// "Total equity"" is the dictionary's item, its fallback a row the balance sheet labels so.)
// Inputs named without arithmetic may be where to read rather than what ("using the cash flow
// statement and income statement"): rows named by such words define nothing.
const SOURCE_WORDS = /\b(?:statements?|releases?|tables?|notes?|filings?|reports?|10-?[kq]|sheets?)\b/i;
const namesASource = (e: Expr): boolean =>
  "item" in e ? e.item.startsWith("row:") && SOURCE_WORDS.test(e.item) : "firstOf" in e ? namesASource(e.firstOf[0]!) : "op" in e ? namesASource(e.left) || namesASource(e.right) : false;
const knownOnly = (e: Expr): boolean =>
  "item" in e ? !e.item.startsWith("row:") : "firstOf" in e ? knownOnly(e.firstOf[0]!) : "op" in e ? knownOnly(e.left) && knownOnly(e.right) : true;

/**
 * A composition told in words: "the sum of A and B", "the ratio of A to B", "A over B", "A net of
 * B". Each term must be one the dictionary or the question's definitions know: the words are too
 * common ("over the year", "the total of its segments") to read a guessed row from.
 */
function wordedComposition(question: string, context: FormulaContext, wordsBefore: (at: number) => string[], wordsAfter: (at: number) => string[]): ComposedMetric | null {
  for (const [re, joiner, build, unit] of [[SUM_OF, "and", add, "currency"], [RATIO_OF, "to", div, "ratio"]] as const) {
    const m = re.exec(question);
    if (!m) continue;
    const after = wordsAfter(m.index + m[0].length);
    const x = termNear(after, context, false);
    const rest = x ? after.slice(x.split(/\s+/).length) : [];
    if (!x || rest[0]?.toLowerCase() !== joiner) continue;
    const y = termNear(rest.slice(1), context, false);
    const [left, right] = [termExpr(x, context), y ? termExpr(y, context) : null];
    if (!left || !right || !knownOnly(left) || !knownOnly(right)) continue;
    const metric = (build === div ? namedRatio(left, right) : null) ?? composed(`${joiner === "and" ? "sum" : "ratio"} of ${x} ${joiner} ${y}`, unit, build(left, right));
    return { metric, start: m.index, end: question.indexOf(y, m.index + m[0].length + x.length) + y.length };
  }
  for (const [re, build, unit, word] of [[OVER, div, "ratio", "over"], [NET_OF, sub, "currency", "net of"]] as const) {
    const m = re.exec(question);
    if (!m) continue;
    const x = termNear(wordsBefore(m.index), context, true);
    const y = termNear(wordsAfter(m.index + m[0].length), context, false);
    const [left, right] = [x ? termExpr(x, context) : null, y ? termExpr(y, context) : null];
    // ("Take total accumulated amortization over total gross carrying amount": an instruction to
    // divide is no common "over", whatever rows it names.)
    const instructed = build === div && !!x && TAKE_BEFORE.test(question.slice(0, question.lastIndexOf(x, m.index)));
    if (!left || !right || !((knownOnly(left) && knownOnly(right)) || (build === div && (instructed || rowsOfOneTable(x!, y!))))) continue;
    // "Total revenues net of interest expense" is a row's own label as a whole: no subtraction.
    if (knownTerm(`${x} ${word} ${y}`, context) || knownTerm(`${x.replace(/^total\s+/i, "")} ${word} ${y}`, context)) continue;
    const metric = (build === div ? namedRatio(left, right) : null) ?? composed(`${x} ${word} ${y}`, unit, build(left, right));
    return { metric, start: question.lastIndexOf(x, m.index), end: question.indexOf(y, m.index) + y.length };
  }
  return null;
}

// "… a line called "software development and intellectual property licenses". Treat that cash
// outflow as a share of revenues": "that …" right before the connector refers back to the row the
// question named in quotes.
const REFERS_TO_NAMED = /\b(?:that|this|the\s+same)\s+(?:[a-z]+\s+){0,2}[a-z]+\s*$/i;
/** The row a question names in quotes, when the operand before `at` refers back to it. */
function quotedReferent(question: string, at: number): string | null {
  if (!REFERS_TO_NAMED.test(question.slice(0, at))) return null;
  return quotedRow(question.slice(0, at)) ?? null;
}

/** A ratio of two of the dictionary's line items is the dictionary's metric for it ("gross profit % margin"). */
function ratioOf(numerator: Expr, denominator: Expr): FormulaMetric | null {
  const plain = (e: Expr) => ("item" in e && e.at === "current" && !isRowLabel(e.item) ? e.item : null);
  const [a, b] = [plain(numerator), plain(denominator)];
  return a && b && a !== b ? ratioMetric(a, b) : null;
}

function composed(name: string, unit: MetricUnit, expr: Expr): FormulaMetric {
  const read = unit === "percent" ? withoutRepeatedBase(expr) : expr;
  return { kind: "formula", id: `composed:${phraseKey(name)}`, name: name.charAt(0).toUpperCase() + name.slice(1), aliases: [], unit, expr: read };
}
