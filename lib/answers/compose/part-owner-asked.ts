// A part of the company a question names as the holder of the parts it compares: "Walmart
// International's largest market", "which Domestic product category fell most", "the largest revenue
// line at its Las Vegas Strip Resorts", "among the markets of its International segment". The parts
// asked are then that part's own breakdown (its markets, categories, revenue lines), printed under
// a heading, section or caption naming it — never the company's segments, of which it is one.

// A capitalised word of a name ("Walmart", "U.S.", "Las", "EMEA"); "&", "and" and "of" join words inside a name.
const WORD = String.raw`[A-Z][\w.&'’-]*`;
const RUN = String.raw`${WORD}(?:\s+(?:&\s+|and\s+|of\s+)?${WORD})*`;
// What a part of the company is called after its name ("Regional Operations segment").
const PART_WORD = String.raw`(?:segments?|divisions?|business(?:es)?|units?|operations|group|brand)`;
// The nouns of the parts compared ("which Domestic product category", "which North America Retail
// operating unit").
const PARTS_NOUN = String.raw`(?:(?:product|revenue|merchandise|business|sales|operating)\s+)?(?:categor(?:y|ies)|lines?|markets?|countries|country|regions?|channels?|products?|streams?|types?|brands?|franchises?|units?)`;
// The company as the possessor before the part it names ("3M's", "Amcor's"): a name may start with a digit.
const COMPANY_OF = String.raw`[A-Z0-9][\w.&-]*['’]s?`;
// The measure written right after a part's name, in lower case ("Flexibles net sales", "Rigid
// Packaging revenues"): the name is the holder of the figures compared.
const MEASURE_AFTER = String.raw`(?:net\s+|total\s+|external\s+)?(?:sales|revenues?|operating\s+(?:income|profit)|backlog)\b`;

const FORMS: RegExp[] = [
  // "Walmart International's largest market", "Among Walmart International's markets".
  new RegExp(String.raw`(?<![\w.])(?<run>${RUN})['’]s?\s+(?:(?:[a-z][\w-]*\s+){0,3})${PARTS_NOUN}\b`, "g"),
  // "at its Las Vegas Strip Resorts", "in MGM's Regional Operations segment", "within the Domestic segment".
  new RegExp(String.raw`\b(?:[Aa]t|[Ii]n|[Ww]ithin|[Ii]nside|[Ff]or|[Oo]f|[Ff]rom)\s+(?:(?:its|their|the|(?:${WORD}\s+){0,3}${COMPANY_OF})\s+)?(?<run>${RUN})(?:\s+${PART_WORD})?\b`, "g"),
  // "among the North America Retail operating units", "across its International markets".
  new RegExp(String.raw`\b(?:[Aa]mong|[Aa]cross)\s+(?:its|their|the|${COMPANY_OF})\s+(?<run>${RUN})\s+${PARTS_NOUN}\b`, "g"),
  // "did Amcor's Flexibles net sales decline", "added the most Rigid Packaging net sales".
  // "which region grew Commercial Airplanes revenue the fastest".
  new RegExp(String.raw`(?:${COMPANY_OF}|\bthe\s+(?:most|least|largest|biggest|smallest)|\b(?:grew|gained|lost|added|raised|cut|increased|decreased|reduced))\s+(?<run>${RUN})\s+${MEASURE_AFTER}`, "g"),
  // "which Domestic product category", "what International revenue stream"; the holder's own kind
  // may stand between ("which Consumer business group product line", "which Domestic segment category").
  new RegExp(String.raw`\b(?:[Ww]hich|[Ww]hat)\s+(?<run>${RUN})\s+(?:(?:business\s+)?(?:segments?|groups?|divisions?|units?)\s+)?${PARTS_NOUN}\b`, "g"),
];

// Capitalised words that name no part: question and function words, a measure's own words at the
// start of a sentence ("Net sales by region"), periods, units, filings.
const NOT_A_NAME = /^(?:net|total|gross|sales|revenues?|what|which|who|how|did|does|do|is|was|were|in|per|for|at|among|within|of|on|by|the|its|their|looking|excluding|outside|give|answer|round|express|according|based|using|name|list|rank|compared?|between|q[1-4]|fy\d*|h[12]|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december|gaap|non-gaap|usd|form|10-[kq]|8-k|annual|quarterly|report|release|earnings|three|six|nine|twelve|months?|weeks?|quarters?|years?|fiscal|first|second|third|fourth)$/i;

/**
 * The words of the parts' holder the question names, in lower case (the company's own name and
 * tickers left out), or [] when it names none.
 */
export function partOwnerAsked(question: string, company: { name: string; tickers: readonly string[] }): string[] {
  const own = new Set([...words(company.name), ...company.tickers.flatMap(words)]);
  for (const form of FORMS) {
    for (const m of question.matchAll(form)) {
      const run = m.groups?.run ?? "";
      const kept = run.split(/\s+/).filter((w) => !NOT_A_NAME.test(w.replace(/['’]s?$/, "")));
      if (kept.length === 0) continue;
      const named = words(kept.join(" ")).filter((w) => !own.has(w) && !JOINERS.has(w));
      if (named.length) return named;
    }
  }
  return [];
}

const JOINERS = new Set(["and", "of", "s"]);

/** A name's words in lower case, as the tables are matched ("U.S." → "u s", "Sam's" → "sam"). */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/['’]s\b/g, "").split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}
