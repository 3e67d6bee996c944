// Words inside an operand that say how long a period its figure covers, not which row it is:
// "year-to-date free cash flow", "weighted average diluted shares for the six months", "full-year
// revenue". The question's period reading takes the span from the question; left in, the words
// would make the operand a row label no table prints.
const SPAN = String.raw`(?:year[\s-]to[\s-]date|ytd|full[\s-]year|(?:three|six|nine|twelve|3|6|9|12)[\s-]months?|first[\s-](?:half|quarter|(?:three|six|nine)[\s-]months)|(?:first|second)[\s-]half|half[\s-]year)`;
const SPAN_WORDS = new RegExp(
  String.raw`\s*\b(?:(?:for|in|during|over|of)\s+)?(?:the\s+)?${SPAN}(?:\s+(?:period|ended|ending))?\b(?![\s-]+(?:ended|ending)\s+\w+\s+\d)`,
  "gi",
);

/** The operand without words of its period's span: "year-to-date free cash flow" → "free cash flow". */
export function withoutSpanWords(operand: string): string {
  const stripped = operand.replace(SPAN_WORDS, " ").replace(/\s+/g, " ").trim();
  // (An operand that is nothing but its span names no row: keep it as written.)
  return /[a-z]/i.test(stripped) ? stripped : operand;
}
