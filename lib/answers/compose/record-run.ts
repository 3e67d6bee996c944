// How many years in a row something has happened, as a filing states it: an ordinal run ("This
// marked the 65th consecutive year of dividend increases", "the sixteenth consecutive year in
// which we have raised our dividend"). The count reader looks for a number beside the thing
// counted; a run is told by its ordinal, so asked "for how many years in a row", the ordinal of
// the run is the count.
import { words } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { filingLabel } from "./narrative-answer";
import type { Written } from "./written";

const RUN_ASKED =
  /\bhow\s+many\s+(?:consecutive\s+|straight\s+)?(?:years|quarters)\b[^?]*?\b(?:in\s+a\s+row|consecutive(?:ly)?|straight|running|uninterrupted)\b|\bhow\s+many\s+(?:consecutive|straight)\s+(?:years|quarters)\b|\bhow\s+long\b[^?]*?\b(?:in\s+a\s+row|consecutive(?:ly)?|without\s+(?:a\s+)?(?:break|interruption))\b/i;

/** Whether the question asks how long a run of years or quarters is. */
export function runAsked(question: string): boolean {
  return RUN_ASKED.test(question);
}

const ORDINAL_WORDS = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const TENTHS: Record<string, number> = { twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90 };

/** The number an ordinal names: "65th" → 65, "sixteenth" → 16, "sixty-fifth" → 65; null when it is none. */
export function ordinalValue(text: string): number | null {
  const t = text.toLowerCase().trim();
  const digits = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(t);
  if (digits) return Number(digits[1]);
  if (TENTHS[t]) return TENTHS[t];
  const at = ORDINAL_WORDS.indexOf(t);
  if (at >= 0) return at + 1;
  const compound = /^([a-z]+)[-\s]([a-z]+)$/.exec(t);
  if (compound && TENS[compound[1]!] && ORDINAL_WORDS.indexOf(compound[2]!) >= 0 && ORDINAL_WORDS.indexOf(compound[2]!) < 9) return TENS[compound[1]!]! + ORDINAL_WORDS.indexOf(compound[2]!) + 1;
  return null;
}

const ORDINAL = "(?:\\d{1,3}(?:st|nd|rd|th)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[-\\s](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|[a-z]+(?:th|st|nd|rd))";
const RUN = new RegExp(`\\b(${ORDINAL})\\s+consecutive\\s+(year|quarter|annual)`, "gi");

// Words of the question that say what the run is of ("increased its dividend"), not how it is asked.
const ASKING = new Set("how many year years quarter quarters row consecutive consecutively straight running long has have had did does do its it the a an in of for per according".split(" "));

/** The sentence of a page stating a run of what the question asks, with the run's length; null when none does. */
export function runStated(question: string, pages: CitablePage[]): { page: CitablePage; sentence: string; count: number } | null {
  const asked = words(question).filter((w) => w.length > 3 && !ASKING.has(w));
  let best: { page: CitablePage; sentence: string; count: number; shared: number } | null = null;
  for (const page of pages) {
    for (const sentence of page.content.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/)) {
      for (const m of sentence.matchAll(RUN)) {
        const count = ordinalValue(m[1]!);
        if (count === null) continue;
        // The run must be of what was asked: the sentence shares a word of it ("dividend").
        const own = new Set(words(sentence));
        const shared = asked.filter((w) => own.has(w) || [...own].some((o) => o.length >= 6 && w.length >= 6 && o.slice(0, 6) === w.slice(0, 6))).length;
        if (shared === 0) continue;
        if (!best || shared > best.shared) best = { page, sentence: sentence.trim(), count, shared };
      }
    }
  }
  return best;
}

/** The answer to "for how many years in a row …": the run's length in bold, quoting the sentence that states it. */
export function recordRunAnswer(question: string, pages: CitablePage[]): Written | null {
  if (!runAsked(question)) return null;
  const run = runStated(question, pages);
  if (!run) return null;
  const d = run.page.document;
  const unit = /quarter/i.test(run.sentence.match(RUN)?.[0] ?? "") ? "quarters" : "years";
  return {
    text: `**${run.count}** consecutive ${unit}, per ${d.companyName ? `${d.companyName}'s ` : ""}${filingLabel(run.page)}: "${run.sentence}" [${run.page.ref}]\n\nSource: page ${run.page.pageNumber}.`,
    excerpts: new Map([[run.page.ref, run.sentence]]),
  };
}
