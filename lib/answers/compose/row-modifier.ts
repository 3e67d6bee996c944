// The word a question puts before a figure's name to say which of it is asked: "same-store"
// sales, "comparable-store" sales. A reader may answer with the company's total sales; the
// modifier is what the question is about, and filings that never print it report no such figure.
import type { QuestionReading } from "../../retrieval/read-question";
import { sectionRankAsked } from "./section-rank-asked";

// Words before a figure's name that say how it is stated or summed, not which of it: "total
// revenue", "net sales", "reported revenue", "annual revenue", "consolidated net income".
const NOT_A_MODIFIER = new Set(
  ("total net gross operating annual annualized quarterly yearly reported consolidated overall company companywide " +
    "firmwide worldwide global brand brands segment segments division divisions business unit aggregate combined cumulative full year fiscal basic diluted average ending beginning " +
    "current prior previous latest recent comparable the its their our a an of and or in for from as at by to per").split(" "),
);

// The figure a modifier qualifies: what is sold, earned or kept.
const FIGURE_HEAD = /^(?:sales|revenues?|income|earnings|profits?|margins?)$/i;
// "Adjusted", "buying": a verb's form says how a figure was taken or what was done, not which one.
const VERB_FORM = /(?:ed|ing)$/i;

/**
 * The modifiers of the rows the question names that the dictionary does not know: the word (a
 * hyphenated compound kept whole) right before the figure a short row name ends on ("same-store"
 * of "same-store sales").
 */
export function rowModifiers(reading: QuestionReading): string[] {
  const out: string[] = [];
  for (const { label, items } of reading.labels) {
    // A row the dictionary knows ("organic revenue" is revenue) is read by its own rules.
    if (items.length > 0) continue;
    const wording = label.slice("row:".length);
    // Only a wording ending on a figure ("same-store sales"), not a stretch of the question read
    // as a row ("cover of adobe s", "nike spend buying back"), says which figure is asked.
    const words = wording.split(/\s+/);
    const head = words.at(-1)!;
    const before = words.at(-2);
    if (!FIGURE_HEAD.test(head) || !before || !/^[a-z][a-z-]*[a-z]$/i.test(before) || before.length < 4 || VERB_FORM.test(before)) continue;
    if (NOT_A_MODIFIER.has(before.toLowerCase()) || before.split("-").every((w) => NOT_A_MODIFIER.has(w.toLowerCase()))) continue;
    out.push(before.toLowerCase());
  }
  return out;
}

/** Whether a page prints the modifier, hyphen or space between its parts, or a word of its stem. */
export function printsModifier(content: string, modifier: string): boolean {
  const parts = modifier.split("-");
  const stem = (w: string) => (w.length >= 6 ? `${w.slice(0, 6)}[a-z]*` : w);
  return new RegExp(`\\b${parts.map(stem).join("[-\\s]?")}\\b`, "i").test(content);
}

// The shortest noun a row wording may end on and be read as the thing asked ("backlog"), not a
// pronoun or a fragment of phrasing ("me" of "tell me").
const MIN_HEAD = 5;
// The question asks what a figure was ("what was its order backlog", "how much …", "tell me …"),
// not who, why or what drove it.
const ASKS_WHAT_FIGURE = /^\s*(?:(?:what|which)\s+(?:was|is|were|are|'s)\b|how\s+(?:much|many|large|big)\b|(?:please\s+)?(?:tell|give|show)\s+(?:me|us)\b)/i;

/**
 * The nouns that rows the question names in its own words end on ("backlog" of "order backlog"),
 * when no retrieved page prints them: the filings report no figure so called, and a passage about
 * "purchase orders" answers another question. Only short wordings (a row's name, not a stretch of
 * the question read as one) and no verb forms ("buying").
 */
export function rowHeadsUnprinted(question: string, reading: QuestionReading, pages: { content: string }[]): string[] {
  // A person, a reason or an account asked for is no figure: "who is its chief executive officer".
  if (!ASKS_WHAT_FIGURE.test(question)) return [];
  // A ranking of a section's rows ("the biggest investing cash outflow") names the rows by the
  // section, not by a row of its own: the answer's rows are what the pages print.
  if (sectionRankAsked(question)) return [];
  const out: string[] = [];
  for (const { label, items } of reading.labels) {
    if (items.length > 0) continue;
    const words = label.slice("row:".length).split(/\s+/);
    const head = words.at(-1)!;
    if (words.length > 3 || head.length < MIN_HEAD || !/^[a-z][a-z-]*[a-z]$/i.test(head) || VERB_FORM.test(head)) continue;
    if (!pages.some((p) => printsModifier(p.content, head))) out.push(head.toLowerCase());
  }
  return out;
}
