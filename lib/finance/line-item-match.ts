// Recognising line items in text: the names a question uses ("capex", "total current
// liabilities") and the labels that begin a statement's rows ("Purchases of property and equipment").
import { LINE_ITEMS, SHARE_COUNT_ITEMS, type LineItemId } from "./line-items";
import { tokenize, type Token } from "./normalise";
import { PhraseMatcher, type PhraseMatch } from "./phrase-matcher";

// Short labels that are also ordinary words ("sales", "basic", "investments") identify a row of a
// statement but would read too much into a question, so questions use the longer forms only.
const AMBIGUOUS_IN_QUESTIONS = new Set(["basic", "diluted", "investments", "dividends", "cash", "sales", "revenues", "current assets", "current liabilities", "equity"]);

// The weighted-average share counts are asked for in their own words too ("weighted average
// diluted shares", "diluted share count"); their one-word labels ("Diluted") are ambiguous as above.
const questionMatcher = new PhraseMatcher(
  [...LINE_ITEMS, ...SHARE_COUNT_ITEMS].flatMap((item) =>
    [...item.labels, ...(item.terms ?? [])]
      .filter((phrase) => !AMBIGUOUS_IN_QUESTIONS.has(phrase))
      .map((phrase) => ({ phrase, value: item.id })),
  ),
);
const rowMatcher = new PhraseMatcher(
  LINE_ITEMS.flatMap((item) => item.labels.map((phrase) => ({ phrase, value: item.id }))),
);

const anyPhraseMatcher = new PhraseMatcher(
  LINE_ITEMS.flatMap((item) => [...item.labels, ...(item.terms ?? [])].map((phrase) => ({ phrase, value: item.id }))),
);

// The weighted-average share counts, which questions name only as operands ("divide it by the
// diluted weighted-average share count"): read whole, never inside another wording.
const shareCountMatcher = new PhraseMatcher(
  SHARE_COUNT_ITEMS.flatMap((item) => [...item.labels, ...(item.terms ?? [])].map((phrase) => ({ phrase, value: item.id }))),
);

/** The share count an operand names as a whole ("diluted weighted-average share count"), if any. */
export function shareCountNamed(text: string): LineItemId | undefined {
  const tokens = tokenize(text);
  const match = shareCountMatcher.prefixOf(tokens);
  return match && match.length === tokens.length ? match.value : undefined;
}

/** The line item whose label or term the words begin with, short everyday words included. */
export function lineItemAt(tokens: Token[]): { value: LineItemId; length: number } | undefined {
  return anyPhraseMatcher.prefixOf(tokens);
}

/** Line items a text names ("capex", "total current liabilities", "COGS"). */
export function findLineItemPhrases(text: string): PhraseMatch<LineItemId>[] {
  // "Earnings per diluted share" is a per-share figure, not the count of shares it divides by.
  return questionMatcher.match(text).filter((m) => !(SHARE_COUNT_IDS.has(m.value) && /\bper\s+$/i.test(text.slice(0, m.start))));
}

const SHARE_COUNT_IDS = new Set<LineItemId>(SHARE_COUNT_ITEMS.map((item) => item.id));

// Words after a label that make the row something else ("Net income per share"; "Total liabilities
// assumed" in an acquisition, "… held for sale", "… of discontinued operations" are parts of the whole).
const OTHER_ROW = new Set(["per", "margin", "percent", "growth", "ratio", "noncontrolling", "non", "minority", "assumed", "acquired", "held", "discontinued"]);
const CASH_MOVED = new Set(["paid", "received", "refunded", "refunds", "payments"]);
const STATEMENT_OF = new Map<LineItemId, string>(LINE_ITEMS.map((item) => [item.id, item.statement]));
// "Total liabilities and shareholders' equity" adds the equity to the liabilities: it is the
// balance sheet's grand total, not the total liabilities its words begin with.
const LIABILITIES_AND_EQUITY = /^total\s+liabilities\s+(?:and|&)\s.*\b(?:equity|deficit|deficiency|capital)\b/i;
// Words that may follow even a one-word label ("Inventories, net", "Total revenues").
const QUALIFIER = new Set(["net", "total", "and", "other", "1", "2", "3", "4", "5", "note"]);

/**
 * The line item a statement row's label stands for: its label must begin the row ("Net sales",
 * "Purchases of property and equipment, net of disposals") and little may follow it. A one-word
 * label ("Sales", "Cash", "Basic") must be the whole row, or "Sales and marketing" would be revenue.
 */
export function matchRowLabel(label: string): LineItemId | undefined {
  if (LIABILITIES_AND_EQUITY.test(label.trim())) return undefined;
  const tokens = tokenize(label.replace(/\(\s*note \d+\s*\)|\(\d\)/gi, " "));
  const start = tokens[0]?.word === "total" && tokens.length > 1 ? 1 : 0;
  const afterTotal = rowMatcher.prefixOf(tokens.slice(start));
  // A wording that itself begins with "total" ("total liabilities") is read from the first word.
  const hit = afterTotal ?? (start ? rowMatcher.prefixOf(tokens) : undefined);
  if (!hit) return undefined;
  const rest = tokens.slice((afterTotal ? start : 0) + hit.length);
  if (rest.some((t) => OTHER_ROW.has(t.word))) return undefined;
  // "Income taxes paid", "Interest paid": the cash a year's expense came to, a cash flow
  // statement's supplemental row, not the income statement's expense its words begin with.
  if (rest.some((t) => CASH_MOVED.has(t.word)) && STATEMENT_OF.get(hit.value) === "income-statement") return undefined;
  if (hit.length === 1 ? rest.some((t) => !QUALIFIER.has(t.word)) : rest.length > restAllowed(hit.length, rest)) return undefined;
  return hit.value;
}

// A wording of four words or more is specific enough that a longer qualification may follow it:
// "Income from continuing operations before income taxes and equity in income (loss) of affiliated
// companies", "Depreciation and amortization of property and equipment and capitalized content costs, …".
// Not one that dates the row: "Cash and cash equivalents and restricted cash …, at beginning of
// period" is the opening balance, not the year's cash.
function restAllowed(wordingLength: number, rest: Token[]): number {
  return wordingLength >= 4 && !rest.some((t) => DATED.has(t.word)) ? 10 : 6;
}
const DATED = new Set(["at", "beginning", "end", "as"]);

const AFTER_PREPOSITION = /\b(?:of|from|on|for|in|to|by|with)\s+(?:the\s+)?$/i;

/**
 * The dictionary's item inside a row named by its label ("revenue" in "bitcoin revenue", "net
 * sales" in "services net sales"): what the answer reads when no table has a row of that label.
 * The longest wording found; none when the label names no item of the dictionary.
 */
export function itemWithinLabel(id: LineItemId): LineItemId | undefined {
  // A per-share wording stands for no amount of the dictionary ("dividends declared per share" is not dividends paid).
  if (!id.startsWith("row:") || /\bper\s+(?:\w+\s+)?share\b/i.test(id)) return undefined;
  const label = id.slice(4);
  // "Sales of property, plant and equipment", "interest on debt", "proceeds from long-term debt":
  // an item after a preposition is what the row is about, not what the row is.
  const found = findLineItemPhrases(label).filter((m) => !m.value.startsWith("row:") && !AFTER_PREPOSITION.test(label.slice(0, m.start)));
  return found.sort((a, b) => tokenize(b.text).length - tokenize(a.text).length)[0]?.value;
}
