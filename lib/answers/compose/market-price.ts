// A stock's market price (where it closed, its share price on a day, the company's market value) is
// market data: a filing states it only in passing (a cover page's closing price, a grant valued at
// the close). Asked for it, only a passage stating such a price answers; a sentence about shares
// bought back at a cost is a nearby figure, and without a price stated the answer is the decline.

// "At what price did its stock close", "the closing share price", "its stock price on …", "market cap".
// Not a price per share paid in a deal ("Pfizer / Seagen: price per share"), which a filing states.
const ASKS_MARKET_PRICE =
  /\b(?:stock|shares?)\b[^?]{0,40}\bclose[ds]?\b|\bclosing\s+(?:stock\s+|share\s+)?prices?\b|\b(?:stock|share)\s+prices?\b|\bmarket\s+(?:cap|capitali[sz]ation)\b|\btraded\s+at\b/i;
// A price of the stock stated: a closing, market, sale or trading price, or a share quoted on an exchange, in dollars.
const PRICE_WORDS = /\bclos(?:e|ed|ing)\b|\b(?:market|stock|share|sale|sales|trading)\s+prices?\b|\bmarket\s+value\b|\bquoted\b|\b(?:New\s+York\s+Stock\s+Exchange|NYSE|Nasdaq)\b/i;
const DOLLARS = /\$\s?\d/;
// What a price is stated as: a price, a sum per share, a market value.
const PRICED = /\bprices?\b|\bper\s+share\b|\bmarket\s+value\b/i;

/** Whether the question asks for the market price of the company's stock. */
export function asksMarketPrice(question: string): boolean {
  return ASKS_MARKET_PRICE.test(question);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// A day written out ("December 31, 2021", "Dec. 31") or in figures ("12/31/21").
const DAY_IN_WORDS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b/gi;
const DAY_IN_FIGURES = /\b(\d{1,2})\/(\d{1,2})\/(?:\d{2}|\d{4})\b/g;

/** The days a text names, as "month-day" ("12-31"). */
function daysNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(DAY_IN_WORDS)) out.add(`${MONTHS.indexOf(m[1]!.toLowerCase()) + 1}-${Number(m[2])}`);
  for (const m of text.matchAll(DAY_IN_FIGURES)) out.add(`${Number(m[1])}-${Number(m[2])}`);
  return out;
}

/**
 * Whether a passage states a market price of a stock in dollars; of the day asked, when the
 * question names one: a price on the cover's June 30 is not the close on December 31, and a
 * deal's price at the close of business some day is no price of another.
 */
export function statesMarketPrice(quote: string, question = ""): boolean {
  // ("If the transaction does not close … $300 million" names no price.)
  if (!PRICE_WORDS.test(quote) || !DOLLARS.test(quote) || !PRICED.test(quote)) return false;
  const asked = daysNamed(question);
  if (asked.size === 0) return true;
  const stated = daysNamed(quote);
  return [...asked].some((d) => stated.has(d));
}
