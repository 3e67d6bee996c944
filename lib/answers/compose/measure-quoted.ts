// When the statements do not give the figure asked, a passage may still state it ("we spent $1.2
// billion on research and development"). But a passage is that figure only if it names it: after
// "I could not read research and development", a sentence about associates' "development", or
// one about "initial margin" on swaps after "gross profit", is about something else. A company
// that reports no such figure (a retailer's R&D, a card issuer's gross margin) then gets the
// plain decline rather than the nearest sentence sharing a word.
import { lineItem, words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";

const LINKING = new Set(["and", "of", "the", "in", "on", "for", "to"]);
const stem = (w: string) => w.slice(0, 6);

/** The names the filings may give the figure asked: the metric's name and aliases, the line items' labels. */
export function measureNames(reading: QuestionReading): string[] {
  // A metric composed from the question's own words ("R&D expense as a percentage of revenue") has
  // no names of the dictionary's: the passage must then name one of the inputs the dictionary
  // knows ("operating expenses as a % of revenues" is not R&D's share), or, with none known, may
  // speak of its parts in other words.
  const composed = reading.metric !== null && reading.metric !== undefined && reading.metric.aliases.length === 0;
  const names = reading.metric && !composed ? [reading.metric.name, ...reading.metric.aliases] : [];
  // A row asked as another quantity of an item ("adjusted EPS", "the allowance for receivables") is
  // no statement row of the item, but a passage stating it still names the item.
  const items = new Set([...reading.lineItems, ...reading.labels.flatMap((l) => l.items)]);
  for (const id of items) names.push(lineItem(id).name, ...lineItem(id).labels);
  return names.map((n) => words(n).join(" ")).filter((n) => n.length > 2);
}

/** The words' initials as filings abbreviate them, read as `words` reads them ("R&D" → "r and d", "SG&A"). */
function initials(name: string): string[] {
  const parts = name.split(" ").filter((w) => !LINKING.has(w));
  if (parts.length < 2) return [];
  const letters = parts.map((w) => w[0]!);
  return [letters.join(""), letters.join(" and "), `${letters.slice(0, -1).join("")} and ${letters.at(-1)}`];
}

// A figure in the lead: an amount as filings print it, or a bold number (a table row quoted).
const FIGURE_STATED = /\*\*[^*]*\d[^*]*\*\*|[$€£¥]\s?\d|\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:million|billion|thousand|bn|mm)\b|\d(?:\.\d+)?\s?%|\d(?:\.\d+)?\s+percent\b|\b\d{1,3}(?:,\d{3})+\b/i;

/** Whether a lead states a figure: an amount as filings print it, or a bold number. */
export function statesFigure(lead: string): boolean {
  return FIGURE_STATED.test(lead);
}

/**
 * The figure asked when a passage's lead names it by none of its names (nor their initials), or
 * null when it does or the question names no figure the dictionary knows.
 */
export function measureUnnamed(reading: QuestionReading, lead: string): string | null {
  const names = measureNames(reading);
  if (names.length === 0) return null;
  const said = ` ${words(lead).join(" ")} `;
  // Each word of a name by its stem, in any order: "repurchased … shares of its common stock" names
  // "repurchases of common stock".
  const stems = new Set(words(lead).map(stem));
  const named = names.some(
    (n) => initials(n).some((form) => said.includes(` ${form} `)) || n.split(" ").filter((w) => !LINKING.has(w)).every((w) => stems.has(stem(w))),
  );
  return named ? null : (reading.metric?.name ?? lineItem(reading.lineItems[0]!).name).toLowerCase();
}
