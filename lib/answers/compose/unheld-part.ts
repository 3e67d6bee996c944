// A part of the company it does not have: "Nike's cruise ship business", "Amcor's streaming
// service", "Block cruise line revenue". The statements always give a company-wide figure of the
// kind asked (revenue, sales), and the readers find it; but the word saying which business is asked
// ("cruise", "streaming") is on none of the company's pages while the noun it qualifies is, so the
// filings speak of other ones of that thing. A figure for the whole company, or for another of its
// parts, answers another question.
import { tokenize } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { absentSubject } from "./narrative-answer";
import { unmentionedKinds } from "./unmentioned";

// The nouns of a part of a business, and the figures asked of one: the qualifier must stand within
// a few words before one ("cruise ship business", "streaming service", "cruise line revenue"), not
// before a period ("second quarter") or in an instruction ("the details shown").
const PART_OR_FIGURE = new Set(
  ("business businesses segment segments division divisions unit units service services line lines brand brands arm subsidiary " +
    "subsidiaries operation operations product products store stores chain franchise platform venture revenue revenues sales income " +
    "profit profits earnings margin").split(" "),
);
const WITHIN = 3;
// The part is the company's, named after it: "Nike's", "its", "their", or the company's name itself
// ("Block cruise line revenue"); a word opening a clause ("…, taking gross profit as …") is no part.
// (Its other qualifiers may stand between: "Boeing soft drink brand".)
const OWNER_BEFORE = /(?:['’]s?|\b(?:its|their)|\b[A-Z][\w&.-]*)\s+(?:[a-z][\w-]*\s+){0,2}$/;
// A qualifier printed on no more than this many retrieved pages is mentioned in passing (a
// pharmacy in a list of retailers, a streaming event): the company has no part it names.
const PAGES_IN_PASSING = 1;
// Degree and rank say which of the parts is asked ("the fastest-growing segment", "the best margin").
const RANK = /(?:est|er)$|^(?:top|bottom|most|least|best|worst|main|core|key|only|other)$/i;

/** The words naming which part a figure is asked of that no page prints (empty when every one is printed). */
export function unheldParts(question: string, pages: CitablePage[]): string[] {
  if (pages.length === 0) return [];
  const kinds = unmentionedKinds(question, [...absentSubject(question, pages), ...printedInPassing(question, pages)]);
  if (kinds.length === 0) return [];
  const tokens = tokenize(question);
  return kinds.filter((kind) => {
    const at = tokens.findIndex((t) => question.slice(t.start, t.end) === kind);
    if (at < 1 || RANK.test(kind)) return false;
    return OWNER_BEFORE.test(question.slice(0, tokens[at]!.start)) && tokens.slice(at + 1, at + 1 + WITHIN).some((t) => PART_OR_FIGURE.has(t.word));
  });
}

/** The question's words that one retrieved page at most prints. */
function printedInPassing(question: string, pages: CitablePage[]): string[] {
  const asked = new Set(tokenize(question).map((t) => t.word));
  const count = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set(tokenize(page.content).map((t) => t.word).filter((w) => asked.has(w)));
    for (const w of seen) count.set(w, (count.get(w) ?? 0) + 1);
  }
  return [...asked].filter((w) => (count.get(w) ?? 0) > 0 && count.get(w)! <= PAGES_IN_PASSING);
}
