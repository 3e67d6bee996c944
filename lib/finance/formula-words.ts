// Formulas written in words, read into the expression model: "FY2017 net income / (average total
// assets between FY2016 and FY2017)", "total current assets divided by total current liabilities",
// "365 * (average accounts payable) / (COGS + change in inventory)". Each operand becomes a line
// item of the dictionary, a metric it names, another definition of the same question, or else a
// row named by its label; years in an operand say which period of it ("FY2018 inventory" in a
// question about FY2019 is the prior period's).
import { MONTH_PATTERN } from "../periods";
import { add, constant, div, item, mul, sub, type Expr, type PeriodRef } from "./expression";
import { findLineItemPhrases, lineItemAt, shareCountNamed } from "./line-item-match";
import { isRowLabel, rowLabelItem } from "./line-items";
import { PERIOD_NOTE, withoutSignAlternatives } from "./label-asides";
import { itemOrDerived } from "./item-derivations";
import { listedLineItem } from "./listed-label";
import { METRICS, type FormulaMetric } from "./metrics";
import { operandOfClause } from "./operand-clause";
import { withoutSpanWords } from "./span-words";
import { phraseKey, tokenize } from "./normalise";

/** What operands resolve against beyond the dictionary: the question's own definitions, its year. */
export interface FormulaContext {
  /** The fiscal year the question is about, when it names one. */
  year: number | null;
  /** The whole question, where a short wording of a row may be written out in full. */
  question?: string;
  /** A definition of the question by its name's key (`phraseKey`), if the question gives one. */
  defined?: (key: string) => Expr | null;
}

type Token = { op: "+" | "-" | "*" | "/" } | { paren: "(" | ")" } | { text: string };

// Operators in words, and the signs people type for them.
const WORD_OPERATORS: [RegExp, string][] = [
  // "Growth year over year" compares periods; it divides nothing.
  [/\b(year|quarter|month)\s+over\s+\1\b/gi, "$1-over-$1"],
  [/\s+divided\s+by\s+/gi, " / "],
  // ("Fulfillment plus technology and content spend, relative to total net sales": a quotient.)
  [/\s+(?:relative\s+to|as\s+an?\s+(?:multiple|percent(?:age)?|%|share|proportion|fraction)\s+of)\s+/gi, " / "],
  // ("Excess of FIFO over LIFO cost", "excess of cost over net assets acquired": a row's label
  // that says what exceeds what, no quotient.)
  [/(?<!\bexcess\s+of(?:\s+[\w&'’-]+){1,4})\s+over\s+(?!the\s+(?:last|past|next|period|years?)\b|(?:the\s+)?(?:\d|two|three|four|five)\b)/gi, " / "],
  [/\s+(?:plus|added\s+to)\s+/gi, " + "],
  [/\s+(?:minus|less)\s+/gi, " - "],
  // ("Long-term debt, excluding current portion" is a label's own note: only without a comma.)
  [/(?<![,(]\s*)\s+excluding\s+/gi, " - "],
  [/\s+(?:times|multiplied\s+by)\s+/gi, " * "],
  [/[÷]/g, " / "],
  [/[×]/g, " * "],
  // "365 x (average inventories) / cost of sales": an x after a number is a times sign.
  [/(?<=\b\d[\d,.]*)\s+x\s+/gi, " * "],
  [/\s[−–—]\s|\s[−–—](?=\()/g, " - "],
];

// The period a formula is for, said inside it: "(24 weeks ended June 17, 2023)", "(fiscal 2022)",
// "for the three months ended March 31, 2023". The question's period reading has it already; left
// in, its words would join the operand before it ("sales of property … 24 weeks ended").
const PERIOD_ASIDE = new RegExp(
  `${PERIOD_NOTE}` +
    String.raw`|\b(?:for\s+the\s+)?(?:\d{1,2}|three|six|nine|twelve)\s+(?:weeks|months)\s+(?:ended|ending)\s+${MONTH_PATTERN}\.?\s+\d{1,2},?\s+(?:19|20)\d{2}`,
  "gi",
);

// "Rooms revenue minus rooms expense, over rooms revenue": a comma before a multiplying or
// dividing operator closes what came before it, as a bracket would.
const COMMA_BEFORE_PRODUCT = /,\s*(?=(?:over|divided\s+by|relative\s+to|as\s+an?\s+(?:multiple|percent(?:age)?|%|share|proportion|fraction)\s+of|times|multiplied\s+by|[/÷×*])\s)/i;

/** The text with what stands before a comma-then-divisor bracketed: "A − B, over C" → "(A − B) over C". */
function commaGrouped(text: string): string {
  const m = COMMA_BEFORE_PRODUCT.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index);
  // Only a sum or difference needs the bracket, and only one standing at the top level.
  let depth = 0;
  for (const c of before) depth += c === "(" ? 1 : c === ")" ? -1 : 0;
  if (depth !== 0 || !/\s(?:[-+−–]|minus|less|plus)\s/i.test(before)) return text;
  return `(${before}) ${commaGrouped(text.slice(m.index + m[0].length))}`;
}

function tokens(text: string): Token[] {
  // ("Interest expense (income), net" is the operand "interest expense, net": the sign's other name aside.)
  let t = ` ${commaGrouped(withoutSignAlternatives(text.replace(PERIOD_ASIDE, " ")))} `;
  for (const [re, op] of WORD_OPERATORS) t = t.replace(re, op);
  const out: Token[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer.trim()) out.push({ text: buffer.trim() });
    buffer = "";
  };
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    // A hyphen is subtraction only between spaces ("year-end" and "non-current" are words).
    const minus = c === "-" && /\s/.test(t[i - 1] ?? " ") && /[\s(]/.test(t[i + 1] ?? " ");
    if (c === "(" || c === ")") {
      flush();
      out.push({ paren: c });
    } else if (c === "/" || c === "*" || c === "+" || minus) {
      flush();
      out.push({ op: c as "+" | "-" | "*" | "/" });
    } else buffer += c;
  }
  flush();
  return out;
}

const FISCAL_YEAR = /\b(?:fy|fiscal(?:\s+year)?)\s*['’]?(\d{4}|\d{2})\b|\b((?:19|20)\d{2})\b/gi;
const DATE = new RegExp(`\\b${MONTH_PATTERN}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?(?:\\s+(?:19|20)\\d{2})?\\b|\\b\\d{1,2}\\s+${MONTH_PATTERN}\\.?(?:\\s+(?:19|20)\\d{2})?\\b`, "gi");
const yearOf = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

// Words around an operand that say where or how it is reported, not what it is.
// ("… share count reported in the earnings-per-share note": a note or table says where, too.)
const SOURCE_NOTE = /\b(?:(?:both|each|all)\s+)?(?:(?:as\s+)?(?:reported|shown|stated|found|disclosed|given|taken|read)\s+)?(?:from|in|on|per|using)\s+(?:the\s+|its\s+)?(?:(?:release|filing|10-?[kq])['’]s\s+)?(?:condensed\s+)?(?:consolidated\s+)?(?:(?:cash\s+flows?|income|balance|p\s*&\s*l|financial\s+position|operations|equity)\s+(?:statements?|sheets?)|statements?\s+of\s+(?:cash\s+flows?|income|operations|financial\s+position|earnings))\b|\b(?:as\s+)?(?:reported|shown|stated|found|disclosed|given)\s+(?:in|on|per)\s+(?:the\s+|its\s+)?(?:[\w&'’-]+\s+){0,4}?(?:note|footnote|table|section|schedule)\b/gi;
// The filing an operand is read from: "in the FY2022 10-K", "from the 2019 annual report", "per
// the Q2 earnings release" says where, no word of the row (its year is the filing's, not the
// figure's); so does a note or table it ends on ("… from the inventories note").
const FILING_NOTE = /\s*\b(?:(?:as\s+)?(?:reported|shown|stated)\s+)?(?:from|in|per|of)\s+(?:the\s+|its\s+)?(?:(?:fy|fiscal(?:\s+year)?)\s*['’]?)?(?:(?:19|20)?\d{2}\s+)?(?:q[1-4]\s+)?(?:form\s+)?(?:10-?[kq]|annual\s+report|earnings\s+release|quarterly\s+report)\b|\s*\b(?:from|per|in)\s+(?:the\s+|its\s+)(?:[\w&'’-]+\s+){0,3}?(?:note|footnote|table|schedule)\s*$/gi;
// ("total net revenue, reported basis": the basis the statements print, which names no other row.)
// A note in parentheses on where an operand is read or in what unit ("(operating metrics table,
// amounts in millions)", "(from the segment note)"), closed or cut off by the formula's end.
// (Not a note on what the row holds: "(net of notes receivable)", "(including notes payable)".)
const SOURCE_WORDS = String.raw`(?!\s*(?:net\s+of|incl|excl|less)\w*\b)[^()]*\b(?:tables?|statements?|notes?|schedules?|amounts?\s+in|in\s+(?:millions|thousands|billions))\b[^()]*`;
const SOURCE_ASIDE = new RegExp(String.raw`\s*\(${SOURCE_WORDS}(?:\)|$)`, "gi");
const SOURCE_ONLY = new RegExp(`^${SOURCE_WORDS}$`, "i");
// A bracket that says where a figure is read: "(from the supplemental table in the notes)", "(per the 10-K)".
const SOURCE_LEAD = /^\s*(?:from|per|in|on|see|as\s+in)\s+(?:the|its|our)\b/i;
const QUALIFIERS = /,?\s*\b(?:on\s+(?:a|the)\s+)?(?:reported|gaap|u\.?s\.?\s+gaap)\s+basis\b|\b(?:unadjusted|reported|gaap|the|its|their|company['’]s|year[- ]end|ending|end\s+of\s+(?:the\s+)?year|annual|total\s+amount\s+of|amount\s+of|value\s+of)\b/gi;

// A period phrase inside an operand: a preposition, years (with "and", "to", commas between) and
// the word for what they end ("at the 2015 and 2016 year-ends", "as of fiscal 2020 and 2021").
const YEAR_WORD = String.raw`(?:(?:fy|fiscal(?:\s+year)?)\s*['’]?\d{2,4}|(?:19|20)\d{2})`;
const PERIOD_PHRASE = new RegExp(
  String.raw`\s*\b(?:at|as\s+of|for|in|on|of|over|between|from)\s+(?:the\s+)?(?:(?:fiscal\s+)?year[-\s]ends?\s+(?:of\s+)?|ends?\s+of\s+(?:the\s+)?(?:fiscal\s+)?(?:years?\s+)?)?` +
    String.raw`${YEAR_WORD}(?:\s*(?:,|and|&|to|through|-|–)\s*${YEAR_WORD})*` +
    String.raw`(?:\s+(?:fiscal\s+)?(?:year[-\s]?ends?|year[-\s]end\s+balances?|balance\s+sheet\s+dates?|balances?|fiscal\s+years?|years?))?\b`,
  "gi",
);

// The balances at both ends of the year: "(the) beginning and end of (the) year", "start- and
// end-of-year", "opening and closing", "beginning and ending", with "balances" or "of year" after.
const YEAR_TAIL = String.raw`(?:[\s-]+of[\s-]+(?:the\s+)?(?:fiscal[\s-]+)?(?:year|period))?`;
const BEGIN_AND_END = new RegExp(
  String.raw`(?:\b(?:at|as\s+of|on)\s+)?\b(?:the\s+)?(?:beginning|start|opening)${YEAR_TAIL}[\s-]*(?:and|&)\s+(?:the\s+)?(?:end(?:ing)?|close|closing)${YEAR_TAIL}(?:\s+balances?)?(?:\s+of\b)?`,
  "i",
);

// Words that qualify a line item's wording without naming another row.
// (Whose a profit is, "attributable to shareowners of …", names the same row in every filing.)
const PLAIN_QUALIFIER = new Set(["shareowner", "shareholder", "stockholder", "owner", "common", "parent", "spending", "spend", "outlay", "amount", "figure", "level", "balance", "value", "total", "net", "consolidated", "company", "gaap", "reported", "annual", "quarterly", "fiscal", "year", "the", "of", "and", "its", "their", "overall", "group", "s"]);

/**
 * "Gross margin divided by net sales": a ratio's name divided by the ratio's own denominator
 * means the amount over it (Corning prints its gross profit as "Gross margin"), not the ratio
 * divided again.
 */
function amountOf(operand: Expr, divisor: Expr): Expr {
  const same = (a: Expr, b: Expr) => JSON.stringify(a) === JSON.stringify(b);
  if ("op" in operand && operand.op === "/" && same(operand.right, divisor)) return operand.left;
  return operand;
}

const PRIOR_PERIOD_WORDS = /\b(?:(?:in\s+|for\s+)?(?:the\s+)?same\s+(?:quarter|period|half|months?)\s+(?:of\s+)?(?:last|the\s+prior|the\s+previous|a)\s+year|(?:in\s+|for\s+)?(?:the\s+)?(?:prior|previous|year-ago|year\s+ago)[\s-]+(?:year\s+)?(?:quarter|period)|(?:in\s+|for\s+)?last\s+year|a\s+year\s+(?:earlier|ago|before))\b/i;
const THIS_PERIOD_WORDS = /\b(?:in\s+|for\s+)?(?:this|the\s+current|the\s+same)\s+(?:quarter|period|half|year)\b/i;

// The balances an average is taken of, named before the row: "the two year-end balances of", "both balances of".
const BALANCES_OF = /^(?:the\s+)?(?:two\s+|both\s+)?(?:(?:fiscal\s+)?year[- ]?end\s+|ending\s+|closing\s+|opening\s+and\s+closing\s+|beginning\s+and\s+ending\s+)?balances?\s+(?:of|for|in)\s+/i;

const INCLUDED_NOTE = /,\s*(?:[\w&'’-]+\s+){1,4}(?:included|excluded|inclusive|exclusive)\s*$/i;

// "the 'Mobile and ancillary' platform line": a row named in single quotes is named as in double
// ones. (An apostrophe inside a word, "Walmart's", opens no quote.)
const SINGLE_QUOTED = /(?:^|[\s(])['‘]([^'‘’"“”]{3,90}?)['’](?=[\s,;:.)?]|$)/;
/** The row a phrase names in quotes, double or single ("the 'Foreign' line" → "Foreign"), or undefined. */
export function quotedRow(phrase: string): string | undefined {
  return (/["“]([^"“”]{3,90})["”]/.exec(phrase) ?? SINGLE_QUOTED.exec(phrase))?.[1]?.trim();
}

// "the restricted stock units line", "the Foreign row of the tax note": the words say a row of a
// table is meant, and name none of its label. ("Product line", "credit line" are labels' own words.)
const ROW_WORD = /(?<!\b(?:product|credit|business|service|top|bottom|pipe))\s+(?:line(?:\s+item)?|row)(?:\s+(?:of|in|on|from)\s+.*)?$/i;

/** Whether a phrase names a row of a table as such: in quotes, or as "the … line". */
export function namesARow(phrase: string): boolean {
  return quotedRow(phrase) !== undefined || ROW_WORD.test(phrase.replace(/[,;:.?]+\s*$/, ""));
}

/** One operand in words → an expression, or null when it names nothing. */
export function termExpr(phrase: string, context: FormulaContext): Expr | null {
  // "capital expenditures, capitalized software included": what the row takes in, not which row.
  // "the cash outflow it labels "software development …" in operating activities": a row named
  // in quotes is that row, whatever the words around it say of it.
  const quoted = quotedRow(phrase);
  let text = (quoted ?? phrase).replace(SOURCE_ASIDE, " ").replace(SOURCE_NOTE, " ").replace(FILING_NOTE, " ").replace(INCLUDED_NOTE, "").replace(/[,;:.]+\s*$/, "").replace(ROW_WORD, "").trim();
  // ("year-to-date free cash flow": the span is the question's period, no word of the row.)
  if (quoted === undefined) text = withoutSpanWords(text);
  if (/^-?\d+(?:\.\d+)?%?$/.test(text)) return constant(Number(text.replace("%", "")) / (text.endsWith("%") ? 100 : 1));
  let at: PeriodRef = "current";
  // ("the mean of inventories at …", "avg total assets": the same average, other words.)
  const averaged = /^(?:the\s+)?(?:simple\s+)?(?:average|avg\.?|mean)\s+(?:of\s+)?/i;
  if (averaged.test(text)) {
    at = "average";
    // ("the average of the two year-end balances of total equity": the balances are the row's.)
    text = text.replace(averaged, "").replace(BALANCES_OF, "");
  } else if (/^(?:the\s+)?(?:change|increase|decrease)\s+in\s+/i.test(text)) {
    at = "change";
    text = text.replace(/^(?:the\s+)?(?:change|increase|decrease)\s+in\s+/i, "");
  }
  // "the average of the beginning and end of year total assets", "total assets at the start and
  // end of the year": the two year-end balances around the year, averaged.
  if (BEGIN_AND_END.test(text)) {
    at = "average";
    text = text.replace(BEGIN_AND_END, " ");
  }
  // Dates say which balances ("June 30, 2020 and June 30, 2021"); the years among them are kept.
  text = text.replace(DATE, (m) => ` ${/\d{4}/.exec(m)?.[0] ?? ""} `).replace(/\b(?:as\s+of|at)\s*$/i, " ");
  const years = [...text.matchAll(FISCAL_YEAR)].map((m) => yearOf((m[1] ?? m[2])!));
  // "Q2 2023 Las Vegas Strip Resorts EBITDAR": the quarter beside a year is the period asked, no word of the row.
  if (years.length) text = text.replace(/\b(?:q[1-4]|h[12])\b/gi, " ");
  // "… at the 2015 and 2016 year-ends": the period phrase goes whole, its words with its years.
  text = text.replace(PERIOD_PHRASE, " ");
  text = text
    .replace(/\b(?:between|from)\s+\S+\s+(?:and|to|through)\s+\S+\s*$/i, " ")
    .replace(FISCAL_YEAR, " ")
    .replace(/(?:\s+(?:and|to|through|between|from|in|for|of|at|during|as\s+of))+\s*$/i, " ");
  if (at === "current" && /\b(?:prior|previous|preceding|beginning)[\s-]+(?:of\s+(?:the\s+)?)?(?:fiscal\s+)?year\b/i.test(text)) {
    at = "prior";
    text = text.replace(/\b(?:prior|previous|preceding|beginning)[\s-]+(?:of\s+(?:the\s+)?)?(?:fiscal\s+)?year(?:['’]s)?\b/i, " ");
  }
  if (at === "current" && years.length === 1 && context.year !== null && years[0] === context.year - 1) at = "prior";
  // "R&D this quarter / R&D same quarter last year": the period said in words, after the item.
  if (at === "current" && PRIOR_PERIOD_WORDS.test(text)) {
    at = "prior";
    text = text.replace(PRIOR_PERIOD_WORDS, " ");
  } else text = text.replace(THIS_PERIOD_WORDS, " ");
  let name = operandOfClause(text.replace(QUALIFIERS, " ").replace(/[,:;.]+\s*$/, "").replace(/\s+/g, " ").trim());
  // "avg(inventory FY2015, inventory FY2016)", "the average of inventories 2020 and inventories
  // 2021": one row named at each of the years averaged.
  if (at === "average" && years.length >= 2) {
    const parts = name.split(/\s*(?:,|\band\b|&)\s*/i).filter(Boolean);
    if (parts.length >= 2 && parts.every((p) => phraseKey(p) === phraseKey(parts[0]!))) name = parts[0]!;
  }
  if (!/[a-z]/i.test(name)) return null;
  const key = phraseKey(name);
  const defined = context.defined?.(key);
  if (defined) return defined;
  const named = METRICS.find((m): m is FormulaMetric => m.kind === "formula" && m.aliases.some((a) => phraseKey(a) === key));
  if (named) return named.expr;
  // "Research, development and related expenses": a label written as a list of what it covers.
  const shares = shareCountNamed(name);
  // "Average diluted shares" is the count's own name (JPMorgan prints "Average shares: Diluted"):
  // a weighted-average share count averages its period already, and is not averaged again over
  // two periods unless the question gives the two ("the average of diluted shares in 2021 and 2022").
  if (shares && at === "average" && years.length < 2 && !/^(?:the\s+)?(?:simple\s+)?(?:average|avg\.?|mean)\s+of\b/i.test(phrase.trim())) return item(shares, "current");
  if (shares) return item(shares, at);
  const listed = listedLineItem(name);
  if (listed) return item(listed, at);
  const words = tokenize(name);
  const items = findLineItemPhrases(name);
  // The dictionary's item when its wording is (nearly) the whole operand: "COGS", "total
  // current liabilities", "net PP&E"; otherwise the operand names a row by its label.
  const only = items.length === 1 ? items[0] : undefined;
  if (only && tokenize(only.text).length >= words.length - 1) {
    // One word more than the dictionary's wording may name another row ("bitcoin revenue",
    // "services net sales"): read as a row by its label, which falls back to the dictionary's
    // item when no table has it. A word that only qualifies ("total", "consolidated") does not.
    const own = new Set(tokenize(only.text).map((t) => t.word));
    const naming = words.some((w) => !own.has(w.word) && !PLAIN_QUALIFIER.has(w.word));
    // (An item the statement may leave unprinted, "gross profit", follows from the rows it does print.)
    return naming && !isRowLabel(only.value) ? item(rowLabelItem(name), at) : itemOrDerived(only.value, at);
  }
  // Everyday words the dictionary reads only as a whole ("sales", "cash").
  const whole = items.length === 0 ? lineItemAt(words) : undefined;
  if (whole && whole.length === words.length) return item(whole.value, at);
  if (words.length === 0 || words.length > (LONG_LABEL_WORDS.test(name) ? 10 : 16)) return null;
  return item(rowLabelItem(widerWording(context.question, name) ?? name), at);
}

// A statement row's label may run long ("Income from continuing operations before income taxes
// and equity in income of affiliated companies", 14 words); words that ask or instruct say the
// operand is a clause of the question, not a label, beyond ten words.
const LONG_LABEL_WORDS = /\b(?:what|how|which|who|why|did|does|do|is|was|were|are|divide|dividing|take|taking|compute|calculate|use|using|give|express|round|rounded)\b/i;

// Words that cannot qualify a row's wording from before it.
const NOT_A_QUALIFIER = /^(?:the|a|an|its|their|our|his|her|this|that|these|those|which|what|as|is|be|are|was|were|been|being|if|when|then|than|so|per|via|into|under|after|before|between|against|versus|vs|equals?|means?|defined|define|calculated|computed|take|taking|treat|let|where|each|every|both|all|any|of|in|on|at|for|to|from|and|or|by|with|total|net|average|prior|current|year|years|quarter|fiscal|fy|minus|plus|less|over|divided|times|use|using|compute|calculate|grow|grew|growth|did|does|do|is|was|were|how|what|much|many|fast|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|\d.*)$/i;

/**
 * "How fast did it grow customer deposits? Use (2022 deposits − 2021 deposits) / 2021 deposits":
 * a row the formula names by a short wording is the longer one the question writes elsewhere.
 */
function widerWording(question: string | undefined, name: string): string | null {
  if (!question || name.split(/\s+/).length > 2) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // (A possessive's "s" is no word of it: "Acme's accrued liabilities".)
  for (const m of question.matchAll(new RegExp(`(?<![\\w'’])([A-Za-z][\\w&-]*)\\s+${escaped}\\b`, "gi"))) {
    if (!NOT_A_QUALIFIER.test(m[1]!)) return `${m[1]!.toLowerCase()} ${name}`;
  }
  return null;
}

// A note after an operand that describes the row rather than naming it. ("(net of proceeds from
// sales and incentives)" names it: a table may print both "Loans" and "Loans, net of allowance".)
const ASIDE = /^\s*(?:incl(?:uding|udes)?|excl(?:uding|udes)?|e\.?\s?g|i\.?\s?e|which|that|as\s+(?:reported|shown|stated)|see)\b/i;

/** Whether a note in brackets beside an operand names no row: an aside on what the row holds, or where or in what unit it is read. */
export function namesNoRow(note: string): boolean {
  return ASIDE.test(note) || SOURCE_ONLY.test(note) || SOURCE_LEAD.test(note);
}

/** A formula in words → an expression, or null when it does not parse. */
export function parseFormula(text: string, context: FormulaContext): Expr | null {
  const list = tokens(text);
  let i = 0;
  const peek = () => list[i];
  const isOp = (t: Token | undefined, ...ops: string[]) => !!t && "op" in t && ops.includes(t.op);

  function expression(): Expr | null {
    let left = term();
    while (left && isOp(peek(), "+", "-")) {
      const op = (list[i++] as { op: string }).op;
      const right = term();
      if (!right) return null;
      left = op === "+" ? add(left, right) : sub(left, right);
    }
    return left;
  }
  function term(): Expr | null {
    let left = factor();
    while (left && isOp(peek(), "*", "/")) {
      const op = (list[i++] as { op: string }).op;
      const right = factor();
      if (!right) return null;
      left = op === "*" ? mul(left, right) : div(amountOf(left, right), right);
    }
    return left;
  }
  function factor(): Expr | null {
    const t = list[i++];
    if (!t) return null;
    if ("paren" in t && t.paren === "(") {
      const inner = expression();
      if (!isParen(list[i], ")")) return null;
      i++;
      return inner;
    }
    if (!("text" in t)) return null;
    let phrase = t.text;
    // "D&A (from the cash flow statement)", "average inventory (FY2020 and FY2021)": a note in
    // parentheses after an operand, with no operator inside, belongs to the operand.
    while (isParen(list[i], "(") && "text" in (list[i + 1] ?? {}) && isParen(list[i + 2], ")")) {
      const note = (list[i + 1] as { text: string }).text;
      // "(incl. current portion of long-term debt)" says what the row holds, not which row it is.
      // "(operating metrics table, amounts in millions)" says where and in what unit, no row's words.
      if (!namesNoRow(note)) phrase += ` ${note}`;
      i += 3;
    }
    const expr = termExpr(phrase, context);
    // Two different operands one dictionary item covers ("short-term debt + current portion of
    // long-term debt", both short-term debt to the dictionary) are two rows: the later one is read
    // by its own label, so no addend is counted twice.
    if (expr && "item" in expr && !isRowLabel(expr.item)) {
      const key = `${expr.item}@${expr.at}`;
      const first = seen.get(key);
      if (first !== undefined && first !== phraseKey(phrase)) return { item: rowLabelItem(phrase.replace(/\s+/g, " ").trim()), at: expr.at };
      seen.set(key, phraseKey(phrase));
    }
    return expr;
  }
  const seen = new Map<string, string>();
  const isParen = (t: Token | undefined, p: string) => !!t && "paren" in t && t.paren === p;

  const result = expression();
  return result && i === list.length ? result : null;
}
