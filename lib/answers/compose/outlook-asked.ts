// The company's own outlook for a figure: "What revenue guidance did it give for fiscal 2019?",
// "What EPS does it expect for 2023?", "its target operating margin". Only an earnings release or
// a filing that gives guidance states one, and then as a figure of that measure in words of the
// future ("expects full-year adjusted EPS of $10.60"). Many filings give none, and the nearest
// passage is then about something else the company expects, or about accounting "guidance"
// ("this guidance is effective for us beginning July 1, 2018"), or a past figure of the measure.
// ("Target" with its capital is a name, not a target.)
const OUTLOOK_ASKED = /\b(?:[Gg]uidance|[Gg]uided|[Gg]uides?\s+(?:to|for)|[Oo]utlook|[Ff]orecast(?:s|ed)?|[Ee]xpects?|[Ee]xpected|[Pp]rojects?|[Pp]rojected|[Pp]rojections?|targets?|targeted|goals?)\b/;
// Assumptions printed as figures of the year reported: an expected return on plan assets, an
// option's expected life or volatility, expected credit losses.
export const PRINTED_ASSUMPTION = /\bexpected\s+(?:long[-\s]term\s+)?(?:(?:rate\s+of\s+)?return|rate|life|lives|term|volatility|dividend|credit|loss|losses|benefit|payments?|amortization|cash|forfeiture)/i;

// A plan or intention to spend is an expectation put in other words: "how much does it plan to
// spend on capital expenditures in 2023", "what does it intend to invest".
export const PLAN_ASKED = /\b(?:plann?(?:s|ed|ing)?|intend(?:s|ed|ing)?|budget(?:s|ed)?)\s+to\s+(?:spend|invest|open|close|build|hire|cut|repurchase|buy\s+back|return|raise|issue|pay|fund|deploy|allocate)\b/i;

/** Whether the question asks for the company's outlook (guidance, an expectation, a target, a plan). */
export function outlookAsked(question: string): boolean {
  return (OUTLOOK_ASKED.test(question) || PLAN_ASKED.test(question)) && !PRINTED_ASSUMPTION.test(question);
}

/** A text without its printed assumptions: "the expected life, expected volatility" speaks of no outlook. */
export function withoutAssumptions(text: string): string {
  return text.replace(new RegExp(PRINTED_ASSUMPTION.source, "gi"), " ");
}
