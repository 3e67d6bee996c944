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

/** Whether the question asks for the market price of the company's stock. */
export function asksMarketPrice(question: string): boolean {
  return ASKS_MARKET_PRICE.test(question);
}

/** Whether a passage states a market price of a stock in dollars. */
export function statesMarketPrice(quote: string): boolean {
  return PRICE_WORDS.test(quote) && DOLLARS.test(quote);
}
