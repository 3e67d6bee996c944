// Asked for an amount of a thing the question names, or for a count, a passage answers only when it
// is about that thing and states that kind of figure. "How much did Netflix spend producing Stranger
// Things?" is not answered by a sentence giving its streaming memberships, nor "How many Xbox
// consoles did it sell?" by the percentage by which Xbox revenue fell: those are nearby figures.
import { namesAsked } from "./completion";

// A number that counts things: not money ("$1.0 billion"), not a percentage, not a year, not a day
// of a date ("May 31"), not a model named by a number ("Xbox 360", "737 MAX").
const NUMBER = /(?<![$€£¥\d.,])\d[\d,]*(?:\.\d+)?(?![\d,.]*\d)/g;
const MONTH = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s*$/;

// "How many percentage points", "how many days": a difference or a span, not a count of things.
const COUNT_ASKED = /\bhow\s+many\b(?!\s+(?:more\s+|fewer\s+)?(?:percentage|percent|basis|points?|days?|times|years?|months?|weeks?|hours?|dollars?)\b)/i;

/** Whether a question asks how many things there are. */
export function asksCount(question: string): boolean {
  return COUNT_ASKED.test(question);
}

// Where the thing counted ends: an auxiliary, a preposition, a pronoun.
const THING_END = /^(?:did|does|do|were|was|are|is|had|has|have|will|would|could|can|may|of|at|in|as|on|for|during|from|by|over|that|which|who|it|its|they|their|the|a|an|and|or|than|to)$/i;
// People are counted as employees, associates or personnel in a filing's words.
const PEOPLE = /^(?:people|persons?|workers?|staff|staffers|headcount)$/i;

/**
 * The noun a count question counts, as the stems a passage may write it with: "how many Xbox
 * consoles did it sell" counts consoles, "how many people worked there" employees. Null when the
 * words after "how many" name no noun (a verb ends them: "worked", "employed").
 */
export function countedThing(question: string): string[] | null {
  const after = /\bhow\s+many\s+(.*)$/i.exec(question)?.[1];
  if (!after) return null;
  let head: string | null = null;
  for (const raw of after.split(/\s+/)) {
    const word = raw.replace(/[?,.;:!]+$/, "");
    // A verb ends the thing counted; right after "how many" it counts people ("how many worked abroad").
    if (!word || THING_END.test(word) || /ed$/i.test(word)) break;
    if (/^[a-z][a-z-]+$/.test(word)) head = word;
    if (word !== raw) break;
  }
  if (!head) return null;
  if (PEOPLE.test(head)) return ["employ", "associat", "personn", "people", "headcou", "workforc"];
  return [head.replace(/(?:ies|es|s)$/, "").slice(0, 6)];
}

/** Whether a passage states a count of something: of the thing counted, when `thing` gives its stems, within a few words. */
export function statesCount(text: string, thing: string[] | null = null): boolean {
  for (const m of text.matchAll(NUMBER)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 16), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 12);
    if (/^(?:19|20)\d\d$/.test(m[0]) || /^\s?(?:%|percent|per\s+cent)/i.test(after) || MONTH.test(before)) continue;
    // A number naming a model stands right after or before a capitalised word.
    if (/[A-Z][A-Za-z]*\s$/.test(before) || /^\s[A-Z]{2,}\b/.test(after)) continue;
    if (/[$€£¥]\s*$/.test(before)) continue;
    // The thing counted follows the count within a few words: "approximately 83,700 employees", "858 warehouses".
    const next = text.slice(at + m[0].length, at + m[0].length + 60).toLowerCase().split(/[.;:]/)[0]!;
    if (thing && !next.split(/[^a-z-]+/).slice(0, 6).some((w) => thing.some((t) => w.startsWith(t)))) continue;
    return true;
  }
  return false;
}

/**
 * A test of the passages that can answer a question asking a count ("how many") or an amount of a
 * thing it names: a count stated, the thing named (one word of its name enough, "Whole Foods" for
 * "Whole Foods Market"). Null when the question asks neither.
 */
export function amountSubjectTest(question: string, wantsAmount: boolean, companyName: string | null | undefined): ((quote: string) => boolean) | null {
  const counting = asksCount(question);
  // The first word of each of the question's sentences is capitalised as its start, not as a name
  // ("… in fiscal 2023? Give the share …", "… in 2019? Answer from the 2019 10-K.").
  const names = wantsAmount ? namesAsked(question.replace(/(^\s*|[.?!]\s+)(\S+)/g, (_, at: string, w: string) => at + w.toLowerCase()), companyName) : [];
  // A model named by a number ("Boeing 797 aircraft", "737 MAX") must be the passage's model too.
  const models = wantsAmount ? modelsNamed(question) : [];
  if (!counting && names.length === 0 && models.length === 0) return null;
  const named = (quote: string) => {
    const text = quote.toLowerCase();
    return names.some((run) => run.split(" ").some((w) => w.length > 2 && text.includes(w.toLowerCase())));
  };
  const modelled = (quote: string) => models.some((m) => new RegExp(`(?<![\\d,.])${m}(?![\\d,])`).test(quote));
  const thing = counting ? countedThing(question) : null;
  return (quote) =>
    (!counting || statesCount(quote, thing)) && (names.length === 0 || named(quote)) && (models.length === 0 || modelled(quote));
}

/** Numbers a question names a model by: after a capitalised word ("Boeing 797") or before a name in capitals ("737 MAX"); no year. */
function modelsNamed(question: string): string[] {
  const out = new Set<string>();
  for (const m of question.matchAll(/\b[A-Z][A-Za-z-]*\s+(\d{3,4})\b|\b(\d{3,4})\s+[A-Z]{2,}\b/g)) {
    const n = (m[1] ?? m[2])!;
    if (!/^(?:19|20)\d\d$/.test(n)) out.add(n);
  }
  return [...out];
}
