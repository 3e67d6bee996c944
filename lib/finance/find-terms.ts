// Reading financial vocabulary out of free text: the metrics and line items a question asks
// about, including ratios it spells out ("SG&A as a % of net sales").
import { findLineItemPhrases, lineItemAt } from "./line-item-match";
import { lineItem, type LineItemId } from "./line-items";
import { METRICS, metricInputs, ratioMetric, type FormulaMetric, type MetricDefinition } from "./metrics";
import { tokenize, words, type Token } from "./normalise";
import { PhraseMatcher, type PhraseMatch } from "./phrase-matcher";

export interface MetricMatch {
  metric: MetricDefinition;
  text: string;
  start: number;
  end: number;
}

export interface LineItemMatch {
  item: LineItemId;
  text: string;
  start: number;
  end: number;
}

const metricMatcher = new PhraseMatcher(METRICS.flatMap((m) => m.aliases.map((phrase) => ({ phrase, value: m }))));

// Words that join a numerator to a denominator in "A as a % of B", "A to B", "A over B".
const CONNECTORS = [
  "as a percent of", "as percent of", "as a share of", "as a proportion of", "as a fraction of", "as a ratio of",
  "in percent of", "percent of", "relative to", "divided by", "over", "to",
  "per dollar of", "for every dollar of", "for each dollar of", "per dollar in",
].map(words).sort((a, b) => b.length - a.length);

// "A per dollar of B", "A for every dollar of B": A over B, told as what each dollar of B brings.
const PER_DOLLAR = ["per dollar of", "for every dollar of", "for each dollar of", "per dollar in"].map(words);

// Words after a ratio's terms that name it a ratio: "debt to equity ratio", "asset turnover ratio".
const RATIO_WORD = new Set(["ratio", "ratios", "multiple"]);

// The denominator of "A to B" written as a bare word: "liabilities to equity", "debt to assets".
// (Alone, "equity" or "assets" name no row a question may ask; after "to" in a ratio they name the total.)
const BARE_DENOMINATOR: Record<string, LineItemId> = { equity: "totalEquity", asset: "totalAssets", assets: "totalAssets" };
function bareDenominator(tokens: Token[]): { value: LineItemId; length: number } | undefined {
  const id = BARE_DENOMINATOR[tokens[0]?.word ?? ""];
  return id ? { value: id, length: 1 } : undefined;
}

/** "Current assets per dollar of current liabilities": the same division, as a plain quotient. */
function asQuotient(m: FormulaMetric): FormulaMetric {
  const [numerator, denominator] = m.ratioOf!;
  return { ...m, id: `${m.id}:ratio`, unit: "ratio", name: `${lineItem(numerator).name} to ${lineItem(denominator).name.toLowerCase()} ratio` };
}

function ratioMatches(text: string): MetricMatch[] {
  const tokens = tokenize(text);
  const found: MetricMatch[] = [];
  for (const numerator of findLineItemPhrases(text)) {
    const after = tokens.findIndex((t) => t.start >= numerator.end);
    if (after < 0) continue;
    // "capex/rev", "COGS ÷ revenue": a division sign between the two is the connector itself.
    const sign = /^\s*[/÷]\s*$/.test(text.slice(numerator.end, tokens[after]!.start));
    let connector = sign ? [] : CONNECTORS.find((c) => c.every((w, k) => tokens[after + k]?.word === w));
    let at = after;
    // "How much operating income did it earn per dollar of revenue": the subject and verb may
    // stand between the item and "per dollar of".
    if (!connector) {
      const gap = [1, 2, 3, 4].find((g) => PER_DOLLAR.some((c) => c.every((w, k) => tokens[after + g + k]?.word === w)));
      if (gap !== undefined) {
        at = after + gap;
        connector = PER_DOLLAR.find((c) => c.every((w, k) => tokens[at + k]?.word === w));
      }
    }
    if (!connector) continue;
    const perDollar = PER_DOLLAR.some((c) => c.join(" ") === connector!.join(" "));
    const rest = tokens.slice(at + connector.length);
    // "of total revenue", "of the net sales": a leading article or "total" does not change the item.
    const skip = rest[0]?.word === "the" || rest[0]?.word === "total" ? 1 : 0;
    const skipped = lineItemAt(rest.slice(skip)) ?? bareDenominator(rest.slice(skip));
    // (Where "total" is a word of the item itself, "total assets", the item starts at it.)
    const from = skipped ? skip : 0;
    const denominator = skipped ?? (skip ? lineItemAt(rest) : undefined);
    if (!denominator || denominator.value === numerator.value) continue;
    const lastToken = rest[from + denominator.length - 1]!;
    // "Total liabilities to equity ratio": the word "ratio" belongs to the metric's name. Such a
    // composed ratio keeps the percentage of its division, the plain quotient stated beside it
    // (people write it both ways).
    const ratioWord = RATIO_WORD.has(rest[from + denominator.length]?.word ?? "");
    const quotient = ratioMetric(numerator.value, denominator.value);
    const end = ratioWord ? rest[from + denominator.length]!.end : lastToken.end;
    // "Dollars of current assets per dollar of current liabilities" is a plain quotient, unless a percentage is asked.
    const plain = perDollar && !/\b(?:percent|percentage)\b|%/i.test(text.slice(lastToken.end));
    found.push({
      metric:
        quotient.unit !== "percent" || quotient.aliases.length ? quotient : plain ? asQuotient(quotient) : ratioWord ? { ...quotient, askedAsRatio: true } : quotient,
      text: text.slice(numerator.start, end),
      start: numerator.start,
      end,
    });
  }
  return found;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * Metrics a text asks about, left to right: named ones ("quick ratio", "DPO", "EBITDA margin")
 * and spelled-out ratios of line items; where both cover the same words the longer reading wins.
 */
export function findMetrics(text: string): MetricMatch[] {
  const named: MetricMatch[] = metricMatcher.match(text).map((m: PhraseMatch<MetricDefinition>) => ({
    metric: m.value, text: m.text, start: m.start, end: m.end,
  }));
  const ratios = ratioMatches(text);
  const all = [...ratios, ...named].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: MetricMatch[] = [];
  for (const m of all) if (!chosen.some((c) => overlaps(c, m))) chosen.push(m);
  return chosen.sort((a, b) => a.start - b.start);
}

/**
 * Line items a text names ("total current liabilities", "capex"). Words inside a metric's name
 * count only when they name one of its inputs: "capex" in "capex as a % of revenue" does,
 * "net profit" in "net profit margin" is the metric's own name.
 */
export function findLineItems(text: string): LineItemMatch[] {
  const metrics = findMetrics(text);
  const isInputOf = (item: LineItemId, m: MetricDefinition) => m.kind === "formula" && metricInputs(m).items.includes(item);
  const found = findLineItemPhrases(text).filter((m) => !metrics.some((x) => overlaps(x, m) && !isInputOf(m.value, x.metric)));
  return found
    .filter((m, i) => i === 0 || !qualifies(text, found[i - 1]!, m))
    .map((m) => ({ item: m.value, text: m.text, start: m.start, end: m.end }));
}

// ", net of accumulated depreciation", " less allowances for …": what a row's label deducts inside
// it, not another item asked ("premises and equipment, net of accumulated depreciation"; "property
// and equipment net of depreciation"). "Less" alone may ask a difference ("revenue less cost of sales").
const QUALIFIES = /^\s*,?\s*(?:(?:net\s+of|less)\s+(?:the\s+)?(?:accumulated|allowances?\s+for)|net\s+of(?:\s+the)?)\s*$/i;

/** Whether an item found right after another is what the other deducts, not an item asked. */
function qualifies(text: string, before: { end: number; text: string }, item: { start: number }): boolean {
  // ("Property and equipment net" matched whole leaves only "of" between it and "depreciation".)
  const gap = `${/\bnet$/i.test(before.text) ? "net" : ""}${text.slice(before.end, item.start)}`;
  return QUALIFIES.test(gap);
}
