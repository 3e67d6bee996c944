// A part of the company it does not have: "Nike's cruise ship business", "Amcor's streaming
// service", "Block cruise line revenue". The statements always give a company-wide figure of the
// kind asked (revenue, sales), and the readers find it; but the word saying which business is asked
// ("cruise", "streaming") is on none of the company's pages while the noun it qualifies is, so the
// filings speak of other ones of that thing. A figure for the whole company, or for another of its
// parts, answers another question.
import { tokenize, words } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { unmentionedKinds } from "./unmentioned";

// The nouns of a part of a business, and the figures asked of one: the qualifier must stand within
// a few words before one ("cruise ship business", "streaming service", "cruise line revenue"), not
// before a period ("second quarter") or in an instruction ("the details shown").
const PART = new Set(
  ("business businesses segment segments division divisions unit units service services line lines brand brands arm subsidiary " +
    "subsidiaries operation operations product products store stores chain franchise platform venture").split(" "),
);
const WITHIN = 3;
// A figure's own noun follows the qualifier only where it stands right after the company ("Nike
// pharmacy sales"): after other words ("its three-year average gross margin") it names the figure.
const FIGURE = new Set("revenue revenues sales income profit profits earnings".split(" "));
// The part is the company's, named after it: "Nike's", "its", "their", or the company's name itself
// ("Block cruise line revenue"); a word opening a clause ("…, taking gross profit as …") is no part.
// (Its other qualifiers may stand between: "Boeing soft drink brand".) A capitalised word before it
// must be the company's own name: after another name ("its Consumer Health business") the word is
// the noun of that part's name.
// (An article or a verb between makes a predicate, "is Verizon a capital intensive business", not a part.)
const OWNER_BEFORE = /(?:['’]s?|\b(?:its|their)|\b(?<name>[A-Z][\w&.-]*))\s+(?:(?!(?:a|an|the|is|are|was|were|be|as)\s)[a-z][\w-]*\s+){0,2}$/;
// A qualifier printed on no more than this many retrieved pages is mentioned in passing (a
// pharmacy in a list of retailers, a streaming event): the company has no part it names.
const PAGES_IN_PASSING = 1;
// Degree and rank say which of the parts is asked ("the fastest-growing segment", "the best margin").
const RANK = /(?:est|er)$|^(?:top|bottom|most|least|best|worst|main|core|key|only|other)$/i;
// Counts say how many parts, not which ("its four business segments", "how many retail stores").
const COUNT = /^(?:many|much|few|several|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)$/i;

/**
 * The words naming which part a figure is asked of that no page prints, or only one in passing
 * (empty when every one is printed, or the answer's lead itself speaks of it).
 */
export function unheldParts(question: string, pages: CitablePage[], lead = ""): string[] {
  if (pages.length === 0) return [];
  const company = new Set(words(`${pages[0]!.document.companyName ?? ""} ${(pages[0]!.document.companyTickers ?? []).join(" ")}`));
  const said = new Set(words(lead));
  const tokens = tokenize(question);
  // The words standing where a part's qualifier does, read from the question alone first: the pages
  // are searched only for these (most figure questions have none, or "total").
  const candidates = tokens.filter((t, at) => {
    const raw = question.slice(t.start, t.end);
    if (at < 1 || !/^[a-z]/.test(raw) || RANK.test(raw) || COUNT.test(raw) || said.has(t.word)) return false;
    const owner = OWNER_BEFORE.exec(question.slice(0, t.start));
    if (!owner || (owner.groups?.name && !company.has(words(owner.groups.name)[0] ?? ""))) return false;
    const next = tokens.slice(at + 1, at + 1 + WITHIN);
    return next.some((n) => PART.has(n.word)) || (owner[0].trim().split(/\s+/).length === 1 && FIGURE.has(next[0]?.word ?? ""));
  });
  if (candidates.length === 0) return [];
  const rare = candidates.filter((t) => pagesPrinting(pages, question.slice(t.start, t.end)) <= PAGES_IN_PASSING).map((t) => t.word);
  if (rare.length === 0) return [];
  const kept = new Set(candidates.map((t) => question.slice(t.start, t.end)));
  return unmentionedKinds(question, rare).filter((kind) => kept.has(kind));
}

/** How many pages print the word (or its plural), in any case. */
function pagesPrinting(pages: CitablePage[], word: string): number {
  const printed = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s)?\\b`, "i");
  let n = 0;
  for (const page of pages) if (printed.test(page.content) && ++n > PAGES_IN_PASSING) break;
  return n;
}
