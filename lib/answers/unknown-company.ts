// A company the question names that the catalog does not know ("What is Apple's revenue?" in a
// catalog without Apple; "How much did ExxonMobil spend on capex?"). Retrieval then ranks other
// companies' pages first, and answering from them would answer about the wrong company. Only a
// question that names no cataloged company is read this way, and only names standing where an
// owner of figures stands count, so that a title-cased term ("Free Cash Flow") or a month is no
// company.
import { findLineItems, findMetrics } from "../finance";

// A run of capitalised words with lowercase letters in them: "ExxonMobil", "Home Depot",
// "McDonald". Words in capitals ("EBITDA", "XOM") are abbreviations the filings may spell out.
const NAME = String.raw`[A-Z][a-z][A-Za-z&.\-]*(?:\s+[A-Z][a-z][A-Za-z&.\-]*){0,3}`;
// A legal form written after a name, with or without its comma: "Mars, Incorporated", "Cargill,
// Inc.'s", "Brightwater Logistics, LLC". It is no part of the name the pages print.
const LEGAL_FORM = String.raw`(?:,?\s+(?:Inc\.?|Incorporated|Corporation|Corp\.?|Co\.|LLC|L\.L\.C\.|L\.P\.|Ltd\.?|Limited|plc|PLC|N\.V\.|S\.A\.|AG|SE|GmbH)(?![A-Za-z]))?`;
// Where an owner of figures stands: in the possessive ("Target's"), as the subject after an
// auxiliary ("did ExxonMobil spend"), before a period or figure word ("Tesla 2021 revenue",
// "Exxon FY2022 capex"), or after "of" / "for" at the end of what is asked ("revenue of Tesla in 2022").
const OWNER_PLACES = [
  new RegExp(String.raw`\b(${NAME})${LEGAL_FORM}['’]s?(?=\s|$)`, "g"),
  new RegExp(String.raw`\b(?:did|does|do|was|is|were|has|have|had|will|would|can|could)\s+(${NAME})${LEGAL_FORM}(?=\s+[a-z])`, "g"),
  new RegExp(String.raw`(?:^|[.?!:;]\s+|\b(?:of|for|at|by)\s+)(${NAME})(?=\s+(?:FY\s?\d|fiscal\b|Q[1-4]\b|(?:19|20)\d\d\b))`, "g"),
  new RegExp(String.raw`\b(?:of|for|at|by)\s+(${NAME})${LEGAL_FORM}(?=\s+(?:in|for|during|at|as\s+of|over)\b|\s*[,?.]|\s*$)`, "g"),
  // A ticker leading a question in shorthand, before its period or a colon: "CAT FY21 inventory
  // turns", "XOM: capex in 2022?", "TSLA 2022 revenue". (Capitals elsewhere are abbreviations.)
  new RegExp(String.raw`(?:^|[.?!;]\s+)([A-Z]{2,5})(?=\s*:|\s*,|\s+(?:FY\s?['’]?\d|fiscal\b|Q[1-4]\b|[1-4]Q|[12]H\b|H[12]\b|(?:19|20)\d\d\b))`, "g"),
  // A ticker leading a terse question with the figure before its period: "TM net income 2021",
  // "TSLA revenue FY22".
  new RegExp(String.raw`^([A-Z]{2,5})(?=\s+(?:[a-z][a-z&-]*,?\s+){1,4}(?:FY\s?['’]?\d|fiscal\b|Q[1-4]\b|(?:19|20)\d\d\b))`, "g"),
  // A name leading a terse question with the figure before its period, its legal form after it
  // or not, the period set off by a comma or not: "Target total assets FY2020?", "Bloomberg L.P.
  // net income 2022", "Kroger identical sales without fuel, fiscal 2022?".
  new RegExp(String.raw`^(${NAME})(?:\s+(?:L\.P\.|LLC|Inc\.?|Corp\.?|Ltd\.?|plc|N\.V\.|S\.A\.|AG|SE))?(?=\s+(?:[a-z][a-z&-]*,?\s+){1,4}(?:FY\s?['’]?\d|fiscal\b|Q[1-4]\b|(?:19|20)\d\d\b))`, "g"),
  // A ticker in the possessive, wherever it stands: "What was ZZZZ's net income in FY2020?"
  new RegExp(String.raw`\b([A-Z]{2,5})['’]s(?=\s)`, "g"),
];
// Words written with a capital that name no company: sentence starters, question and auxiliary
// words, months and days, and owners no filing is of.
export const ORDINARY_CAPITALISED: readonly string[] =
  ("the a an is are does do did was were has have had how what which who whom whose why when where will would can could should " +
    "compare calculate compute using use based give please round answer assume take define consider note express for in at as by on " +
    "from between over during with of if given per according show list tell explain describe provide summarise summarize and or then " +
    "also its their this that these those company firm group board management industry segment business government " +
    "january february march april may june july august september october november december monday tuesday wednesday thursday friday " +
    "fiscal year quarter annual report form item part note total net gross operating " +
    // Legal forms, which follow a name.
    "inc incorporated corporation corp co llc ltd limited plc " +
    // Abbreviations a question in shorthand may lead with.
    "fy ye ytd ttm ltm yoy qoq gaap us usd eps cogs sga fcf capex opex ebit ebitda roe roa roic arr mrr nim").split(" ");
const NOT_A_NAME = new Set(ORDINARY_CAPITALISED);

/** The names a question gives where an owner of figures stands, as written, in order. */
export function ownersNamed(query: string): string[] {
  const out: string[] = [];
  for (const place of OWNER_PLACES) {
    for (const m of query.matchAll(place)) {
      const words = m[1]!.split(/\s+/);
      while (words.length && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
      const name = words.join(" ");
      if (!name || NOT_A_NAME.has(name.toLowerCase()) || out.includes(name)) continue;
      // "Net Income", "Free Cash Flow": a figure written in title case.
      if (findLineItems(name).length || findMetrics(name).length) continue;
      out.push(name);
    }
  }
  return out;
}

// A division is printed on several of its company's pages; a name printed on one retrieved page
// only is another company's filing mentioning it (a director's biography naming a former employer).
const PAGES_PRINTING_A_PART = 2;

// A part of the company is reported as one: a row of a table (segment results, revenue by brand)
// or a heading of its own. A competitor, customer or partner the pages name in their prose
// ("competitors such as Airbus", "our joint venture with Nestlé", "customers including Samsung")
// is another company, whose figures the filings do not report.
function reportedAsPart(content: string, printed: RegExp): boolean {
  return content.split("\n").some((line) => /^\s*[|#]/.test(line) && printed.test(line));
}

/**
 * The first owner the question names that none of the best pages prints, or only one of the
 * retrieved pages (`retrieved`), or none of them reports as a part (in a table row or a heading),
 * as written (a division such as "Frito-Lay North America" is printed on its company's pages, in
 * its segment tables); null when there is none.
 */
export function unknownCompanyNamed(query: string, bestPages: { content: string }[], retrieved: { content: string }[] = []): string | null {
  for (const name of ownersNamed(query)) {
    const printed = new RegExp(String.raw`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}(?![a-z])`);
    if (!bestPages.some((p) => printed.test(p.content))) return name;
    if (retrieved.length >= PAGES_PRINTING_A_PART && retrieved.filter((p) => printed.test(p.content)).length < PAGES_PRINTING_A_PART) return name;
    if (retrieved.length && !retrieved.some((p) => reportedAsPart(p.content, printed))) return name;
    // A name is capitalised inside a sentence too, or fills a row's label or a heading; a word
    // printed with a capital only where a label or sentence starts ("Target allocation", "Target
    // date") is a common word, not this name.
    const inSentence = new RegExp(String.raw`(?<![A-Za-z])[a-z]+[,;]?\s+${printed.source}`);
    const wholeLabel = new RegExp(String.raw`(?:^|\|)[\s#]*${printed.source}[\s:]*(?:\||$)`, "m");
    if (retrieved.length && !retrieved.some((p) => inSentence.test(p.content) || wholeLabel.test(p.content))) return name;
  }
  return null;
}
