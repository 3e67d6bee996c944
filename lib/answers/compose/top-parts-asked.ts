// "What were Amazon's top two segments by net sales?", "name the three largest regions by revenue",
// "its biggest two divisions": the first few parts of a ranking asked, by how many.

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, "2": 2, "3": 3, "4": 4, "5": 5 };
const PARTS = String.raw`(?:segments|regions|divisions|business(?:es|\s+units)|geographies|geographic\s+(?:segments|regions|areas|markets)|markets|countries|operating\s+segments|reportable\s+segments)`;
const N = String.raw`(two|three|four|five|[2-5])`;
const BIG = String.raw`(?:top|largest|biggest|highest|leading|best)`;
// "Top two segments", "two largest segments", "the largest two regions", "top-three markets".
const TOP_N = new RegExp(String.raw`\b(?:${BIG}[\s-]+${N}|${N}[\s-]+${BIG})\s+(?:[\w&.'’-]+\s+){0,2}?${PARTS}\b`, "i");

/** How many of the first parts a ranking asks for, or null when it asks for no such number. */
export function topPartsAsked(question: string): number | null {
  const m = TOP_N.exec(question);
  const n = m?.[1] ?? m?.[2];
  return n ? COUNT[n.toLowerCase()]! : null;
}
