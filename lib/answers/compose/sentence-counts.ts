// Counts of a thing printed in a filing's prose: "we had approximately 9,500 employees", "Boeing's
// total workforce was approximately 142,000", "1,138 stores". A number near the thing's name is
// often no count of it: "3M Deferred Compensation Plan … employees", "33.8% of our global
// employees", "401(k)", "Section 6.3 Newly Eligible Employees", "100,000 hours of employee
// training", "15 Employee Resource Groups", "140 of our employees were subject to …" (a part of
// them). A count is a whole number (or a decimal with a scale word) standing alone, followed,
// after a few describing words, by the thing's name in the plural.
import { words } from "../../finance";
import { pageSentences } from "./sentences";

export interface SentenceCount {
  /** The count as printed ("118,400", "2.3 million"). */
  printed: string;
  /** The sentence, verbatim from the page. */
  excerpt: string;
  score: number;
}

// A number standing alone: not part of a name ("3M"), a clause number ("6.3", "1.9"), "401(k)",
// a share ("33.8%") or an amount ("$3 million").
const COUNT = /(?<![\d$.,]|(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s+(?:million|thousand|billion))?(?![\d%]|[.,]\d|[A-Za-z(])/g;
const YEAR = /^(?:19|20)\d\d$/;
// Small counts are spelled out in prose ("three reportable segments", "twelve distribution
// centers"); "one" is left out, being as often a pronoun ("one of our stores") as a count.
const SPELLED = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const SPELLED_COUNT = new RegExp(`\\b(${SPELLED.join("|")})\\b(?![-\\s](?:percent|quarters?|years?|months?|weeks?|days?|times)\\b)`, "gi");
// The names filings give their people, besides "employees".
const WORKFORCE = /^(?:employees|associates|colleagues|people|teammates|professionals|personnel|staff|workers|equivalents)$/i;
// A whole workforce named before its count: "total workforce was approximately 142,000".
const WORKFORCE_FIRST = /\b(?:workforce|headcount)\b/i;
// A word after such a count that starts no noun of its own ("142,000, with 12% outside the U.S.").
const LINK = /^(?:and|with|as|at|in|including|compared|versus|from|or)$/i;
// Words between a count and its thing that make the count one of something else.
const UNIT = /^(?:hours?|days?|weeks?|months?|years?|times|percent|points?|dollars?|of|per)$/i;
// Words that open a clause of their own: the thing named after them is not what the number counts
// ("December 31, 2021, the Company employed … people").
const CLAUSE = /^(?:the|a|an|we|our|its|their|it|they|company|had|have|has|was|were|is|are|employed|employs|employ|that|which|who|to|for|by|at|in|on)$/i;
// What makes a count a part of the whole (or no stock of it at all): represented by a union,
// hired over a period, looked after by one officer.
const PART = /\b(?:union|collective\s+bargaining|represented|hired|fixed-term|responsible\s+for|oversees)\b/i;
const REFERENCE = /\b(?:notes?|items?|sections?|parts?|levels?|tiers?|phases?|chapters?|articles?|exhibits?|rules?|schedules?|pages?|steps?)\s*$/i;
// ("More than 2.3 million associates" is a count told round, and stays one.)
const BOUND = /\b(?:up\s+to|fewer\s+than|less\s+than|at\s+most|no\s+more\s+than|(?:maximum|minimum)\s+of|exceed(?:s|ing)?)\s*$/i;
// A count told of the time after the period ("Subsequent to December 3, 2021, … 3.2 million
// shares") is no count for the period.
const AFTERWARDS = /\bsubsequent\s+to\b|\bsubsequently\b/i;
const WORD = /[A-Za-z][A-Za-z'’-]*/g;

/** Whether a printed word is the thing counted (its head noun's stem), in the plural a count takes. */
function isThing(word: string, head: string, before?: string): boolean {
  if (head === "employee") return WORKFORCE.test(word) || (/^members$/i.test(word) && /^team$/i.test(before ?? ""));
  return words(word).at(-1) === head && /s$/i.test(word);
}

/** Whether a sentence speaks of the thing at all: every word of it, people by any of their names. */
function namesThing(text: string, thing: string[]): boolean {
  const have = new Set(words(text));
  const head = thing.at(-1)!;
  const rest = thing.slice(0, -1).every((w) => have.has(w));
  if (head === "employee") return rest && ((text.match(WORD) ?? []).some((w) => WORKFORCE.test(w)) || WORKFORCE_FIRST.test(text));
  return rest && have.has(head);
}

/** Counts of the thing (its normalised words, the head noun last) in a page's complete sentences. */
export function sentenceCounts(content: string, thing: string[]): SentenceCount[] {
  const head = thing.at(-1)!;
  const out: SentenceCount[] = [];
  for (const sentence of pageSentences(content)) {
    if (!sentence.complete || !namesThing(sentence.text, thing)) continue;
    const part = PART.test(sentence.text) || AFTERWARDS.test(sentence.text) ? 0.6 : 0;
    let order = 0;
    const spelled = [...sentence.text.matchAll(SPELLED_COUNT)].map((m) => Object.assign(m, { digits: String(SPELLED.indexOf(m[1]!.toLowerCase()) + 2) }));
    const matches = [...[...sentence.text.matchAll(COUNT)].map((m) => Object.assign(m, { digits: m[1]! })), ...spelled].sort((a, b) => a.index! - b.index!);
    for (const m of matches) {
      const [, , scale] = m;
      const digits = m.digits;
      if (!scale && (YEAR.test(digits) || digits.includes("."))) continue;
      // "Note 21, Segments", "Item 7", "Level 3": a reference's number, not a count.
      if (REFERENCE.test(sentence.text.slice(0, m.index!))) continue;
      // "up to 100,000,000 shares", "fewer than 300 employees": a limit, not a count of anything.
      if (BOUND.test(sentence.text.slice(0, m.index!))) continue;
      const tail = sentence.text.slice(m.index! + m[0].length);
      const after = (tail.split(/[.;:!?](?:\s|$)/)[0]!.match(WORD) ?? []).slice(0, 6);
      const at = after.findIndex((w, i) => isThing(w, head, after[i - 1]));
      // "total workforce was approximately 142,000": the count closes the phrase naming people.
      const closing = head === "employee" && (after.length === 0 || LINK.test(after[0]!)) && WORKFORCE_FIRST.test(sentence.text.slice(0, m.index!));
      if (!closing && (at < 0 || after.slice(0, at).some((w) => UNIT.test(w) || CLAUSE.test(w)))) continue;
      out.push({
        printed: `${digits}${scale ?? ""}`,
        excerpt: content.slice(sentence.start, sentence.end),
        // The sentence's first count is its subject; later ones break it down ("900 stores, 300 a year").
        score: 1 - Math.max(0, at) * 0.05 - order++ * 0.2 - part,
      });
    }
  }
  return out;
}
