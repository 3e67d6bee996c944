// How analysts ask for figures in plain words, beyond the vocabulary's names: "how much cash did
// it have", "how much did it earn", "its sales", "buying back shares", "how fast did revenue
// grow", "average operating margin over 2021-2023", "R&D spending as a share of revenue".
import { ratioMetric, type FormulaMetric, type LineItemId, type LineItemMatch, type MetricMatch } from "../finance";

const CASH_HELD = /\bhow much cash\b|\bcash\s+(?:balance|position|on hand|holdings?|pile|reserves?)\b|\bcash\b[^.?]{0,40}\b(?:have|had|hold|held)\b/i;
const EARNED = /\bhow much (?:money |profit )?(?:did|does|do|has|had|will)\b[^?]{1,60}?\b(?:earn|make|net)\b/i;
// "sales" alone is revenue, but not in "cost of sales", "sales and marketing" or "sales growth",
// nor as the first half of a compound that describes another noun ("sales-related reserves").
const SALES = /(?<!\bcosts? of\s)(?<!\bcomparable\s)(?<!\bsame[- ]store\s)\b(?:net\s+|total\s+)?sales\b(?!-\w)(?!\s+(?:and|&|tax|per|growth|force|mix|volume|of|returns?|deductions?|representatives?))/i;
// A company's profit, said of it alone ("Amazon's profit", "its profit"), is its bottom line; a
// profit with a word before it (gross, operating, segment, contribution …) is another figure, and
// "profit margin", "profit sharing" are no amounts of profit.
const PROFIT = /(?:['’]s?|\b(?:its|their))\s+profits?\b(?!\s+(?:margins?|sharing|before|growth|interests?|cent(?:er|re)s?|pools?)\b)/i;
const SOLD = /\bhow much did\b[^?]{1,60}?\bsell\b/i;
const BUYBACK = /\b(?:buy(?:ing)?|bought)\s+back\b|\brepurchas\w*\b[^?]{0,30}\b(?:shares|stock)\b|\b(?:shares|stock)\b[^?]{0,30}\brepurchas\w*/i;

/** Line items a question names in everyday words, when the vocabulary found none. */
export function everydayLineItems(question: string): LineItemId[] {
  const found: LineItemId[] = [];
  if (CASH_HELD.test(question)) found.push("cash");
  if (EARNED.test(question) || PROFIT.test(question)) found.push("netIncome");
  if (BUYBACK.test(question)) found.push("shareRepurchases");
  if (SALES.test(question) || SOLD.test(question)) found.push("revenue");
  return found;
}

// "How fast did revenue grow", "by what percentage did sales grow", "revenue growth rate".
// ("change …, in percent" too; a change in percentage points is an amount of a ratio.)
const GROWTH = /\bhow fast\b|\b(?:grow|grew|growth|increase[sd]?|rise|rose|decline[sd]?|fall|fell|change[sd]?)\b[^?]{0,40}\b(?:percent|percentage|%|rate)\b(?!\s*points)|\b(?:by )?what (?:percent(?:age)?|%|rate)\b[^?]{0,60}\b(?:grow|grew|increase|rise|rose|decline|fall|fell|change)/i;

/** Whether the question asks how fast something grew, in percent. */
export function asksGrowth(question: string): boolean {
  return GROWTH.test(question);
}

/**
 * "average operating margin over fiscal 2021-2023": an average of what the question asks, as
 * opposed to an average inside a definition ("net income / average total assets").
 */
export function asksAverageOf(question: string, subjects: { start: number }[]): boolean {
  // ("avg gross margin", "the mean operating margin": the same ask, shorter or plainer.)
  return [...question.matchAll(/\b(?:average|avg\.?|mean)\s+(?:annual\s+|yearly\s+)?/gi)].some((m) => subjects.some((s) => s.start === m.index + m[0].length));
}

// Words that may sit between a line item and the ratio's connector: "R&D spending as a share of".
const RATIO_LINK = /^[\s,]*(?:(?:spending|spend|expenses?|costs?|outlays?|amount|level)\s+)?(?:as\s+a\s+(?:share|percent(?:age)?|%|proportion|fraction)\s+of|relative\s+to|compared\s+to|to)\s+(?:total\s+|the\s+|its\s+)*$/i;

/** A ratio of two line items the question spells out loosely ("R&D spending as a share of revenue"). */
export function looseRatio(question: string, items: LineItemMatch[], metrics: MetricMatch[]): FormulaMetric | null {
  if (metrics.length || items.length !== 2 || items[0]!.item === items[1]!.item) return null;
  const between = question.slice(items[0]!.end, items[1]!.start);
  return RATIO_LINK.test(between) ? ratioMetric(items[0]!.item, items[1]!.item) : null;
}
