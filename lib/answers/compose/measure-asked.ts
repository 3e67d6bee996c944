// A measure asked by name ("the customer churn rate", "the average ticket price of its shows") is
// stated only where a filing names it: its head word with the word before it that says which rate
// or price it is. Pages that speak of customers and of rates, or of tickets and of prices, never of
// a churn rate or a ticket price, state no such measure, and a nearby sentence is no answer.
import { tokenize } from "../../finance";
import type { CitablePage } from "../engines/engine";

// "rate", "price", "ratio", "yield", "multiple": measures named by what they are of.
const MEASURE = /\b(?<qualifier>[a-z][a-z-]{2,})\s+(?<head>rates?|prices?|ratios?|yields?|multiples?)\b/gi;
// Words that say how a measure is taken or of which period, not which measure it is.
const NOT_QUALIFIER = /^(?:average|mean|median|total|overall|annual|annualized|quarterly|monthly|current|latest|typical|effective|what|which|the|its|their|a|an|and|or|of|at|in|on|per|by|did|does|was|were|is|are)$/i;

const sameWord = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

/** The measures a question names by a qualifier and a head word, as normalised word pairs. */
export function measuresNamed(question: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of question.matchAll(MEASURE)) {
    const qualifier = m.groups!.qualifier!;
    if (NOT_QUALIFIER.test(qualifier)) continue;
    const [q, h] = [tokenize(qualifier).at(-1)?.word, tokenize(m.groups!.head!)[0]?.word];
    if (q && h) out.push([q, h]);
  }
  return out;
}

/** The measure the question names that no page names, qualifier and head side by side ("churn rate"), or null. */
export function unstatedMeasure(question: string, pages: CitablePage[]): string | null {
  const measures = measuresNamed(question);
  if (measures.length === 0 || pages.length === 0) return null;
  const stated = new Set<string>();
  for (const page of pages) {
    const tokens = tokenize(page.content);
    for (let i = 1; i < tokens.length; i++) {
      for (const [q, h] of measures) if (tokens[i]!.word === h && sameWord(tokens[i - 1]!.word, q)) stated.add(`${q} ${h}`);
    }
  }
  const missing = measures.find(([q, h]) => !stated.has(`${q} ${h}`));
  return missing ? missing.join(" ") : null;
}
