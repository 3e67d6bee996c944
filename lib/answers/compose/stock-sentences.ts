// Sentences that never answer first, whatever words they share with the question. An auditor's
// report repeats the same standard sentences in every filing ("The communication of critical
// audit matters does not alter in any way our opinion …", "Our responsibility is to express an
// opinion …"): asked what the critical audit matter was or whether the opinion was clean, the
// sentence naming the matter or giving the opinion answers, not these. And a sentence excluding
// the rest ("No other customer accounted for 10% or more of our net revenues") presupposes the
// sentence before it, which names the customers that did; a table's footnote qualifies a row.

const AUDITOR_STOCK = [
  /\bcommunication\s+of\s+critical\s+audit\s+matters?\s+does\s+not\s+alter\b/i,
  /\bresponsibility\s+is\s+to\s+express\s+an\s+opinion\b/i,
  /\bconducted\s+(?:our|its)\s+audits?\s+in\s+accordance\s+with\s+the\s+standards\b/i,
  /\b(?:we|it)\s+(?:are|is)\s+a\s+public\s+accounting\s+firm\s+registered\b/i,
  /\b(?:we|it)\s+(?:are|is)\s+required\s+to\s+be\s+independent\s+with\s+respect\b/i,
  /\bcritical\s+audit\s+matters?\s+communicated\s+below\s+(?:is|are)\s+(?:a\s+)?matters?\s+arising\b/i,
  /\bbecause\s+of\s+its\s+inherent\s+limitations,\s+internal\s+control\b/i,
  /\bstandards\s+require\s+that\s+we\s+plan\s+and\s+perform\b/i,
  /\b(?:our|its)\s+audits?\s+(?:also\s+)?included\s+performing\s+procedures\b/i,
  /\bbelieve\s+that\s+(?:our|its)\s+audits?\s+provides?\s+a\s+reasonable\s+basis\b/i,
];

// "No other customer …", "No customer other than Walmart …", "None of our other customers …":
// the rest, after the ones named before.
const THE_REST = /^\s*(?:no|none\s+of\s+(?:the|our|its))\s+(?:[a-z]+\s+)?other\b/i;

// A table's footnote without a subject of its own ("Includes Walmart Inc. and its affiliates.",
// "Excludes discontinued operations."): it qualifies a row the reader of the quote does not see.
const FOOTNOTE = /^\s*(?:\(?[a-z0-9]\)\s*)?(?:includes|excludes|represents|reflects|consists\s+of)\b/i;
const FOOTNOTE_WORDS = 12;

/** How well a sentence can lead an answer, as a weight: 1 for most, less for stock and remainder sentences. */
export function stockWeight(quote: string): number {
  if (AUDITOR_STOCK.some((re) => re.test(quote))) return 0.3;
  if (THE_REST.test(quote)) return 0.6;
  if (FOOTNOTE.test(quote) && quote.split(/\s+/).length <= FOOTNOTE_WORDS) return 0.5;
  return 1;
}
