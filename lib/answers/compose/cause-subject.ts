// Whose change a cause explains. Asked what drove revenue, the gross margin, operating income or
// the expenses, the answering sentence names that measure as what changed and then gives the
// cause: "Net sales increased 9% primarily due to higher comparable sales". MD&A is full of cause
// sentences about other measures on the same page ("Other income increased primarily due to
// interest income", "Cost of sales decreased due to lower reach-forward losses", "The increase in
// prepaid expenses was driven by sales commissions"): they share the cause words and often the
// question's words, but explain another figure. Only the clause before the cause says what changed.

// The measures a drivers question is asked of, each with the ways filings name it as what changed.
// Order matters: the first family the question names is the one asked.
interface Measure {
  asked: RegExp;
  named: RegExp;
}
const MEASURES: Measure[] = [
  // Margins and profits before revenue: "gross margin on sales" asks the margin.
  {
    asked: /\bgross\s+(?:margins?|profits?)\b/i,
    named: /\bgross\s+(?:margins?|profits?)\b/i,
  },
  {
    asked: /\boperating\s+(?:income|profits?|margins?|earnings|losse?s?)\b|\b(?:income|earnings|profits?)\s+from\s+operations\b|\bEBIT\b/i,
    named: /\boperating\s+(?:income|profits?|margins?|earnings|losse?s?)\b|\b(?:income|earnings|profits?|loss)\s+from\s+operations\b|\bsegment\s+(?:income|profit|earnings)\b|\bEBIT\b/i,
  },
  {
    asked: /\bnet\s+(?:income|earnings|loss|profits?)\b/i,
    named: /\bnet\s+(?:income|earnings|loss|profits?)\b/i,
  },
  {
    asked: /\b(?:operating\s+expenses|opex|SG&A|selling,?\s+general\b|(?:general\s+and\s+)?administrative\s+expenses|marketing\s+expenses|research\s+and\s+development|R&D|expenses|costs|cost\s+of\s+(?:sales|revenues?|goods\s+sold))\b/i,
    named:
      /\b(?:operating\s+expenses|SG&A|selling,?\s+general\b|administrative\s+expenses?|marketing\s+expenses?|(?:research|product)\s+(?:and\s+)?development|R&D|(?:total\s+)?(?:costs?\s+and\s+)?expenses|operating\s+costs|cost\s+of\s+(?:sales|revenues?|goods\s+sold))\b/i,
  },
  {
    // "Cost of sales", "sales commissions" and "sales and marketing" are no sales.
    asked: /\b(?:revenues?|(?<!cost\s+of\s+)sales(?!\s+(?:commissions?|and\s+marketing|tax))|turnover|top\s+line)\b/i,
    named: /\b(?:(?<!cost\s+of\s+)(?:net\s+|total\s+|operating\s+)?revenues?(?!\s+recognition)|(?<!cost\s+of\s+)(?<!cost\s+of\s+net\s+)(?:net\s+|comparable\s+|total\s+)?sales(?!\s+(?:commissions?|and\s+marketing|tax|of\s+(?:the|our|its)\s+\w+\s+business)))\b/i,
  },
];

// Where a sentence turns from what changed to why: the first cause word.
const CAUSE = /\b(?:due\s+to|driven\s+by|primarily|mainly|largely|principally|as\s+a\s+result\s+of|attributable\s+to|reflect(?:s|ed|ing)?|result(?:ed|ing)?\s+from|because|led\s+by|(?:partially\s+|partly\s+)?offset\s+by|benefit(?:t?ed)?\s+from|(?:helped|hurt|pressured|impacted)\s+by)\b/i;

// A clause that points back to the change its previous sentence named: "The increase", "This
// decline", "These decreases were", "Compared to fiscal 2022, the increase" — not "The decrease
// in the ETR", which names what decreased.
const POINTS_BACK = /\b(?:the|this|these|that|such)\s+(?:year-over-year\s+|overall\s+|net\s+)?(?:increases?|decreases?|declines?|improvements?|growth|changes?|reductions?|deterioration|expansion|contraction)\b(?!\s+(?:in|of)\b)/i;

// A cause explains a change: the clause before it says something rose, fell or moved. "Accrued
// expenses … are liabilities primarily related to leases" gives what a balance holds, not why a
// measure changed.
const CHANGE = /\b(?:increas\w*|decreas\w*|declin\w*|gr[eo]w\w*|rose|rise[ns]?|fell|fall\w*|improv\w*|higher|lower|chang\w*|up|down|expan\w*|contract\w*|dropp?\w*|reduc\w*|deteriorat\w*|impact\w*|affect\w*|benefit\w*|helped|hurt|pressured|driven|lifted|boosted|favorabl\w*|unfavorabl\w*|basis\s+points?)\b/i;

/** The measure a drivers question asks about, or null when it names none of them. */
export function causeSubjectAsked(question: string): Measure | null {
  // Only the question's own wording: the first family it names, by position.
  return firstOf(question, (m) => m.asked);
}

// How much a cause sentence is worth by what it explains.
const OF_MEASURE = 1;
// Naming the measure without a change and its cause ("Global Brand Divisions primarily represent …
// expense") describes it; it does not say what drove it.
const NO_CAUSE_OF_MEASURE = 0.8;
const POINTING_BACK = 0.85;
const NO_CAUSE_OTHER = 0.65;
const OF_ANOTHER = 0.45;

/**
 * How well a passage explains the measure asked: 1 when the clause before its cause names it, less
 * when it points back to a change named before, least when it explains another figure. A passage
 * giving no cause is left to the ask's shape, unless it names the measure nowhere either.
 */
export function causeSubjectFit(measure: Measure | null, quote: string): number {
  if (!measure) return 1;
  const cause = CAUSE.exec(quote);
  // A verb of effect carries the change itself: "Comparable sales results benefited from …".
  if (!cause || !CHANGE.test(quote.slice(0, cause.index + cause[0].length))) return measure.named.test(quote) ? NO_CAUSE_OF_MEASURE : NO_CAUSE_OTHER;
  const changed = quote.slice(0, cause.index);
  // What changed is the first measure the clause names: "Gross profit as a percentage of sales
  // decreased" is a change in gross profit, though it names sales.
  const head = firstMeasure(changed);
  // An offset is the lesser part of a change: "These increases were partially offset by …" follows
  // the sentence giving what drove it.
  const offset = /offset/i.test(cause[0]) ? OFFSET : 1;
  if (head === measure) return OF_MEASURE * offset;
  if (head === null && POINTS_BACK.test(changed)) return POINTING_BACK * offset;
  return OF_ANOTHER;
}

const OFFSET = 0.8;

/** The measure a clause names first, or null when it names none. */
function firstMeasure(clause: string): Measure | null {
  return firstOf(clause, (m) => m.named);
}

/** The measure whose pattern matches earliest in a text (ties to the earlier family). */
function firstOf(text: string, pattern: (m: Measure) => RegExp): Measure | null {
  let best: { at: number; m: Measure } | null = null;
  for (const m of MEASURES) {
    const at = text.search(pattern(m));
    if (at >= 0 && (best === null || at < best.at)) best = { at, m };
  }
  return best?.m ?? null;
}
