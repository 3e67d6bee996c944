// Asked for an amount, the sentence to lead with gives the amount of the thing asked. A sentence
// that names the thing and then states an amount ("Comparable sales … increased 8.0%") gives its
// amount; one that states an amount first and names the thing after it ("Net sales increased 10.1%
// … due to increased comparable sales") gives another figure's and names the thing as its cause.
// The answer's bold headline is the lead's first amount, so this decides whether it is the one asked.
import { tokenize } from "../../finance";

// The first amount of a sentence: money, a percentage, or a number of millions or billions.
const AMOUNT = /\$\s?\d|\b\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b)|\b\d[\d,]*(?:\.\d+)?\s+(?:million|billion)\b/i;
// A sentence naming the thing before its first amount, and one naming it only after.
const OWN = 1.3;
const OTHER = 0.75;

const sameWord = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

/**
 * How far a sentence's first amount is the amount of the thing asked, named by the question's
 * neighbouring words (`phrases`, normalised as `words()` makes them): OWN when an amount follows where
 * the thing is first named, OTHER when every amount comes before, 1 when the sentence names it nowhere or
 * states no amount.
 */
export function amountOwnership(quote: string, phrases: ReadonlyArray<readonly [string, string]>): number {
  if (phrases.length === 0 || !AMOUNT.test(quote)) return 1;
  const tokens = tokenize(quote);
  for (let i = 1; i < tokens.length; i++) {
    const [x, y] = [tokens[i - 1]!.word, tokens[i]!.word];
    // Named, then an amount: its own (a sentence pricing two deals clause by clause has the second's
    // amount after its name). Named after every amount: another figure's cause.
    if (phrases.some(([a, b]) => sameWord(x, a) && sameWord(y, b))) return AMOUNT.test(quote.slice(tokens[i - 1]!.start)) ? OWN : OTHER;
  }
  return 1;
}
