// "Which component of inventories was the largest?", "What was Walmart's biggest deferred tax
// liability category?", "Name the largest line item within its accrued liabilities", "Among its
// capital expenditures, which item was highest?", "Which backlog category grew the fastest?",
// "What share of total lease cost was operating lease cost?": a question about the rows that make
// up a total the filing prints in any table (a note's breakdown, a schedule, an operating
// statistic), not only a statement section or the company's segments. Read from the question's
// words alone: the whole is named by the words around "component", "item", "category" …, and
// the tables are searched for a row that totals it.

import { wholeNamedApart } from "./whole-named-apart";

export interface WholePartsAsk {
  /** The words the question names the whole by ("inventories", "deferred tax liabilities"). */
  whole: string;
  /** A rank of the rows by level or by move, one row's share of the whole, or one row's move. */
  how: "rank" | "moved" | "share" | "change";
  extreme: "max" | "min";
  /** 1 for the largest (or smallest), 2 for the second … */
  rank: number;
  /** A move ranked in percent ("grew the fastest"), not in amount. */
  rate: boolean;
  /** The row whose share or move is asked. */
  part: string | null;
  /** The question's own words around the whole ("intangible assets it acquired during the year"), which tell its table's caption from others'. */
  phrase?: string;
  /** The share of the whole the picked row makes up is asked too ("… and what share of the total did it represent"). */
  withShare?: boolean;
}

// What the question calls one of the rows.
const ROW_NOUN = String.raw`(?:components?|line[\s-]+items?|items?|categor(?:y|ies)|elements?|constituents?|types?|class(?:es)?|pieces?|parts?|sub-?categor(?:y|ies))`;
// A possessive company name before the whole ("Walmart's", "Johnson & Johnson's", "the company's").
const OWNER = String.raw`(?:(?:the\s+)?(?:[A-Z0-9&][\w.&-]*\s+){0,3}[A-Z0-9][\w.&-]*['’]s?\s+|(?:its|their|the\s+company['’]s)\s+)?`;
// Where the whole's name ends: a verb, a period, the end of the clause.
// (A comma inside a name stays: "property, plant, and equipment", "debt outstanding, at par".)
const CLAUSE = String.raw`(?:was|were|is|are|did|does|had|has|have|increased|decreased|grew|rose|fell|declined|dropped|changed?|rise|fall|increase|decrease|decline|grow|drop|represent\w*|make\s+up|made\s+up|account\w*|came|come|(?:for|during)\s+(?:the\s+)?(?:fiscal|FY|(?:19|20)\d\d|(?:fiscal\s+)?year|quarter|period|[A-Z])|at\s+(?:the\s+)?(?:end|close|fiscal|FY|(?:19|20)\d\d|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)|as\s+of|in\s+(?:fiscal|FY|the\s+(?:fiscal\s+)?year|(?:19|20)\d\d|Q[1-4]|the\s+(?:quarter|three|six|nine|first|second|third|fourth|latest|most\s+recent)|(?:three|six|nine)\s+months)|from\s+(?:fiscal\s+|FY)?(?:19|20)\d\d|between|on\s+(?:its|the)|by\s+(?:amount|value|size)|which|what)\b`;
const WHOLE_END = String.raw`(?=\s+${CLAUSE}|\s*,\s*${CLAUSE}|\s*[?;(]|\.\s*$|\s*,?\s*$)`;
// A whole is never a period ("the largest line item in FY2021").
const NOT_PERIOD = String.raw`(?!(?:fiscal\b|FY|Q[1-4]\b|(?:19|20)\d\d\b|the\s+(?:fiscal\s+)?(?:year|quarter)\b))`;
const WHOLE = String.raw`${NOT_PERIOD}(?<whole>[A-Za-z][\w ,.'’&/-]*?)`;
// The whole before a row noun, written without commas ("Walmart's biggest deferred tax liability category").
const PLAIN_WHOLE = String.raw`${NOT_PERIOD}(?<whole>[A-Za-z](?:[\w .'’&/-]|,(?!\s*(?:which|what)\b))*?)`;

const FORMS: RegExp[] = [
  // "Which component of inventories", "the largest item within Verizon's operating revenues".
  new RegExp(String.raw`\b${ROW_NOUN}\s+(?:of|within|in|among|under|making\s+up|that\s+make\s+up)\s+${OWNER}(?:total\s+)?${WHOLE}${WHOLE_END}`),
  // "Among Walmart's accrued liabilities, which item …", "Of its capital expenditures, which one …".
  new RegExp(String.raw`(?:^|\b(?:among|within|across)\s+|^(?:of|in)\s+)${OWNER}(?:total\s+)?${WHOLE}\s*,\s*(?:which|what)\b`, "i"),
  // "Which of Adobe's deferred tax liabilities grew fastest", "which of its accrued liabilities was largest".
  new RegExp(String.raw`\bwhich\s+of\s+${OWNER}(?:total\s+)?${WHOLE}${WHOLE_END}`, "i"),
  // "Walmart's biggest deferred tax liability category", "Which backlog category".
  new RegExp(String.raw`\b(?:which|what|the|(?:[A-Z0-9][\w.&-]*['’]s?))\s+(?:(?:second|third|2nd|3rd)[\s-]+)?(?:(?:largest|biggest|highest|greatest|smallest|lowest|least|top|fastest[\s-]+growing)\s+)?(?!(?:was|were|is|are|did|the|one)\b)${PLAIN_WHOLE}\s+${ROW_NOUN}\b`, "i"),
];

// A period said after the whole: "in fiscal 2022", "as of June 30, 2022", "in the quarter ended …".
const PERIOD = String.raw`(?:the\s+)?(?:end\s+of\s+)?(?:fiscal|FY|Q[1-4]|(?:19|20)\d\d|(?:fiscal\s+)?(?:year|quarter)|(?:three|six|nine|twelve)\s+months|(?:first|second|third|fourth)\s+quarter|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[\w ,-]*?\d\d`;

// Share of a whole: "What share of Nike's total inventories was North America?", "What percentage
// of its lease cost did operating lease cost represent?", "what portion of X came from A".
const SHARE = new RegExp(String.raw`\b(?:share|percentage|percent|portion|proportion|fraction)\s+of\s+${OWNER}(?:(?:fiscal\s+|FY\s*)?(?:19|20)\d\d\s+)?(?:total\s+)?(?<whole>[A-Za-z][\w ,'’&/-]*?)(?:\s+(?:in|for|at|as\s+of|during)\s+${PERIOD})?\s+(?:was|were|did|came\s+from|come\s+from|went\s+to|go(?:es)?\s+to|is|does)\s+(?:the\s+)?(?<part>[\w%][\w ,'’&/().%-]*?)(?:\s+(?:represent|make\s+up|account\s+for|comprise|contribute)\w*)?(?:\s+(?:in|for|at|as\s+of|during)\s+[\w ,-]*)?\s*\?*$`, "i");

// "Footwear as a % of total NIKE Brand revenues", "Services as a share of its net revenue in 2022".
// The part is all the words from the start, a colon or a dash ("Lockheed Martin 2019: total
// unallocated, net as a share of …"), never only the last of them.
const SHARE_AS = new RegExp(String.raw`(?:^|[:—–]\s*|\s-\s+)(?<part>[A-Za-z][\w&'’.,-]*(?:\s+[\w&'’.,-]+){0,5}?)\s+as\s+an?\s+(?:%|percent(?:age)?|share|portion|proportion|fraction)\s+of\s+${OWNER}(?:total\s+)?(?<whole>[A-Za-z][\w ,'’&/-]*?)(?=\s*[?;(]|\s+(?:in|for|at|as\s+of|during)\s+${PERIOD}|\.\s|\s*$)`, "i");
// "Health Care's share of total business segment operating income", "non-U.S. operations' share of
// total revenues": the part as the possessor of its share.
const SHARE_POSSESSED = new RegExp(String.raw`(?:^|[:—–]\s*|\s-\s+)(?!(?:what|which|how|who)\b)(?<part>[A-Za-z][\w&.,-]*(?:\s+[\w&.,-]+){0,5}?)['’]s?\s+(?:share|percentage|portion|proportion|fraction)\s+of\s+${OWNER}(?:total\s+)?(?<whole>[A-Za-z][\w ,.'’&/-]*?)(?=\s*[?;(]|\s*,\s*(?:in|as)\b|\s+(?:in|for|at|as\s+of|during)\s+${PERIOD}|\.?\s*$)`, "i");
// "How much of Lockheed Martin's Q2 2022 net sales came from the U.S. Government, as a percentage?"
const HOW_MUCH_OF = new RegExp(String.raw`\bhow\s+much\s+of\s+${OWNER}(?:total\s+)?(?<whole>[A-Za-z0-9][\w ,'’&/-]*?)\s+(?:came|come|comes|was|were)\s+(?:from\s+)?(?:the\s+)?(?<part>[A-Za-z][\w '’&/.%-]*?)(?=\s*[,?;(]|\s+(?:in|for|during)\s+|\s*$)`, "i");

// Words that name parts of the company, a period or a statement: those questions are the part
// and section readers' ("which segment", "which year"), not a table's rows.
const NOT_A_WHOLE = /^(?:line|items?|components?|categor(?:y|ies)|types?|the|a|an|its|their|this|that|these|those|which|what|one|each|every|all|any|largest|biggest|highest|smallest|lowest|business|operating|reportable|geographic|segments?|regions?|divisions?|products?|revenues?|sales|net\s+sales|expenses?|costs?|current\s+(?:assets?|liabilit(?:y|ies))|operating\s+expenses?|years?|quarters?|periods?|fiscal|company|companies|)$/i;
const UNIT_OR_PERIOD = /^(?:in\s+)?(?:millions?|billions?|thousands?|\$|usd|dollars?|percent|%)\b|^(?:fiscal|FY|Q[1-4]|(?:19|20)\d\d)|^(?:non-)?GAAP$|^(?:as\s+)?(?:reported|adjusted)$/i;
const TRAIL = /\s+(?:total|line|the|of|in|at|for|and)$/i;

const ORDINAL: Record<string, number> = { second: 2, "2nd": 2, third: 3, "3rd": 3 };
const NTH = /\b(second|2nd|third|3rd)[\s-]+(?:largest|biggest|highest|greatest|smallest|lowest)\b/i;
const MAX = /\b(?:largest|biggest|highest|greatest|most|top|maximum|leading)\b/i;
const MIN = /\b(?:smallest|lowest|least|minimum|tiniest)\b/i;
const MOVE = /\b(?:increas\w*|gr[eo]w\w*|r[io]se|rising|decreas\w*|declin\w*|f[ae]ll|falling|dropp?\w*|growth|gain\w*)\b/i;
const FELL = /\b(?:decreas\w*|declin\w*|f[ae]ll|falling|dropp?\w*)\b/i;
const RATE = /\b(?:fastest|slowest|percent(?:age)?|%|rate)\b/i;

const LEADING_PREPOSITION = /^(?:among|within|across|of|in)\s+(?:(?:its|their|the)\s+)?/i;
// "FY2023 Adjusted EBIT", "Q2 2022 net sales": a period before the whole's name.
const LEADING_PERIOD = /^(?:(?:fiscal\s+(?:year\s+)?|FY\s*)?(?:19|20)\d\d|FY\d\d|Q[1-4]|H[12])(?:\s+(?:(?:19|20)\d\d|FY\d\d))?\s+/i;
const TRAILING_PERIOD = /\s+(?:for|in|during|at|as\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?(?:fiscal\b|FY|Q[1-4]\b|year[\s-]end\b|(?:19|20)\d\d\b|(?:fiscal\s+)?(?:year|quarter)\b).*$/i;

// "The Business segment", "its Pet division": a part of the company, whose share of sales the segment readers give.
const PART_OF_COMPANY = /\b(?:segments?|divisions?|business\s+units?|units?|groups?)\b/i;
// A share of sales names the row it asks of ("came from the U.S. Government"): the tables' rows of
// that name answer it, whatever total they make up.
const SALES = /^(?:net\s+)?(?:sales|revenues?)$/i;

function cleanWhole(raw: string, share = false): string | null {
  // A possessive the owner pattern left ("Johnson & Johnson's inventories") names no part of the whole.
  // "Within NIKE Brand wholesale equivalent revenues for fiscal 2023": the preposition before the
  // whole and the period after it are no words of its name.
  const named = raw.trim().replace(LEADING_PREPOSITION, "").replace(TRAILING_PERIOD, "").replace(LEADING_PERIOD, "");
  let whole = named.replace(/^(?:[\w.&-]+\s+){0,3}[\w.&-]+['’]s?\s+/, "").replace(/^(?:total|the)\s+/i, "");
  for (let t = whole.replace(TRAIL, ""); t !== whole; t = whole.replace(TRAIL, "")) whole = t;
  whole = whole.replace(/[\s,]+$/, "");
  // "(in millions)", "(FY2021)", "(GAAP)": a unit, period or basis in brackets is no whole.
  if ((NOT_A_WHOLE.test(whole) && !(share && SALES.test(whole))) || UNIT_OR_PERIOD.test(whole) || whole.split(/\s+/).length > 9) return null;
  return whole;
}

// One row of a named whole and how it moved: "By how much did Nike's Greater China within
// inventories change from FY2022 to FY2023?", "Did 3M's work in process (inventories) rise or fall
// from 2021 to 2022?", "How much did the finished goods component of J&J's inventories increase?".
const CHANGE = /\b(?:by\s+how\s+much|how\s+much\s+did)\b|\bdid\b[^?]*\b(?:rise|increase|grow|fall|decrease|decline|drop|change)\b/i;
const ASKED_ROW = String.raw`\b(?:did|does|do|was|were|much(?!\s+did))\s+${OWNER}(?:the\s+)?(?<part>[\w%][\w ,'’&/.%-]*?)`;
const ROW_OF: RegExp[] = [
  new RegExp(String.raw`${ASKED_ROW}\s+(?:within|under|among|inside)\s+${OWNER}(?:total\s+)?${WHOLE}${WHOLE_END}`, "i"),
  new RegExp(String.raw`${ASKED_ROW}\s+\((?:of\s+|in\s+|within\s+)?(?:total\s+)?(?<whole>[^)]+)\)`, "i"),
  new RegExp(String.raw`${ASKED_ROW}\s+(?:component|line(?:\s+item)?|portion|part|category|row)\s+(?:of|in|within)\s+${OWNER}(?:total\s+)?${WHOLE}${WHOLE_END}`, "i"),
];

function rowChangeAsked(question: string): WholePartsAsk | null {
  if (!CHANGE.test(question)) return null;
  for (const form of ROW_OF) {
    const m = form.exec(question);
    const whole = m?.groups?.whole ? cleanWhole(m.groups.whole) : null;
    const part = m?.groups?.part?.trim().replace(/^(?:[\w.&-]+\s+){0,3}[\w.&-]+['’]s?\s+/, "").replace(/^the\s+/i, "");
    if (whole && part) return { whole, how: "change", extreme: "max", rank: 1, rate: false, part };
  }
  return null;
}

// "Greater China revenues as a percent of total NIKE Brand revenues": the part repeats the whole's
// measure after its name, and the table's row is the name alone ("Greater China").
function withoutMeasure(part: string, whole: string): string {
  const measure = whole.trim().split(/\s+/).at(-1)!.toLowerCase();
  const words = part.split(/\s+/);
  // (Only a measure's word: "Computer equipment" of "property and equipment" is a row's whole name.)
  const isMeasure = /^(?:revenues?|sales|income|profits?|earnings|expenses?)$/.test(measure);
  return isMeasure && words.length > 1 && words.at(-1)!.toLowerCase() === measure ? words.slice(0, -1).join(" ") : part;
}

// The rows called by a bare noun, no whole before it: "which category", "what type of asset".
const BARE_ROW_NOUN = new RegExp(String.raw`\b(?:which|what)\s+(?:single\s+)?${ROW_NOUN}\b`, "i");

/** What the question asks of a total's rows, or null when it names no whole whose rows it compares. */
export function wholePartsAsked(question: string): WholePartsAsk | null {
  const change = rowChangeAsked(question);
  if (change) return change;
  // What follows the question mark tells how to answer ("Round to one decimal.", "Figures are in
  // thousands."): the question's own words end at it.
  const asked = question.includes("?") ? question.slice(0, question.indexOf("?") + 1) : question;
  const plain = SHARE.exec(asked);
  const share = plain ?? SHARE_AS.exec(asked) ?? HOW_MUCH_OF.exec(asked) ?? SHARE_POSSESSED.exec(asked);
  if (share?.groups) {
    // (The plain "what share of its revenue came from the Business segment" of a segment is the
    // segment readers'.)
    const whole = cleanWhole(share.groups.whole!, share !== plain || !PART_OF_COMPANY.test(share.groups.part ?? ""));
    const part = share.groups.part!.replace(/\s+(?:represent|make\s+up|account\s+for|comprise|contribute)\w*$/i, "").trim();
    // "Which category was largest, and what share of the total did it represent": the share of
    // the row the ranking picks, asked after the ranking.
    if (whole && part && !PRONOUN.test(part)) return { whole, how: "share", extreme: "max", rank: 1, rate: false, part: withoutMeasure(part, whole) };
  }
  const shareAfter = share?.groups && PRONOUN.test(share.groups.part!.replace(/\s+(?:represent|make\s+up|account\s+for|comprise|contribute)\w*$/i, "").trim());
  let whole: string | null = null;
  for (const form of FORMS) {
    const m = form.exec(question);
    const found = m?.groups?.whole ? cleanWhole(m.groups.whole) : null;
    if (found) {
      whole = found;
      break;
    }
  }
  // "Which category had the largest gross balance", the whole named elsewhere ("In the property
  // and equipment note …", "of the intangible assets it acquired …, which category …").
  let phrase: string | undefined;
  if (!whole && BARE_ROW_NOUN.test(asked)) {
    const apart = wholeNamedApart(question);
    if (apart) ({ whole, phrase } = apart);
  }
  if (!whole) return null;
  const nth = NTH.exec(question);
  const moved = MOVE.test(question) && (RATE.test(question) || /\b(?:most|least|more|less|largest|biggest|greatest|smallest)\b/i.test(question));
  let extreme: "max" | "min";
  if (moved) extreme = FELL.test(question) !== /\b(?:least|smallest|slowest)\b/i.test(question) ? "min" : "max";
  else if (nth) extreme = /largest|biggest|highest|greatest/i.test(nth[0]) ? "max" : "min";
  else if (MIN.test(question)) extreme = "min";
  else if (MAX.test(question)) extreme = "max";
  else return null;
  return { whole, how: moved ? "moved" : "rank", extreme, rank: nth ? ORDINAL[nth[1]!.toLowerCase()]! : 1, rate: moved && RATE.test(question), part: null, ...(phrase ? { phrase } : {}), ...(shareAfter && !moved ? { withShare: true } : {}) };
}

// The row a share is asked of, named by a pronoun: the one the ranking picks.
const PRONOUN = /^(?:it|this|that|they|them|(?:this|that|the\s+(?:largest|smallest|biggest|top))\s+(?:one|category|item|component|line))$/i;
