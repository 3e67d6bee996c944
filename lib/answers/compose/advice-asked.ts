// A question asking for an opinion on a company as an investment — "is it a good investment",
// "should I buy the stock", "is it undervalued" — asks for a judgement no filing makes. Filings
// report what the company did and, in its own words, what it expects; they recommend nothing. The
// nearest pages always hold something about "investments" or "stock" (equity-method investees, a
// stock plan), and quoting them would answer another question, so the answer is a decline.

// The judgement asked: of an investment, a purchase or sale, or a valuation.
const ADVICE =
  /\b(?:good|bad|great|smart|wise|safe|sound|solid|worthwhile|risky|attractive)\s+(?:long[-\s]term\s+)?(?:investment|buy|stock\s+to\s+(?:buy|own)|bet|pick)\b|\bshould\s+(?:i|we|you|one|investors?)\s+(?:buy|sell|hold|invest|short|own)\b|\bworth\s+(?:buying|investing\s+in|owning|holding|a\s+(?:buy|purchase))\b|\b(?:is|are)\s+(?:[\w.&'’-]+\s+){1,4}(?:a\s+)?(?:buy|sell)\s*(?:\?|$)|\b(?:undervalued|overvalued|fairly\s+valued|price\s+target|target\s+price)\b/i;

/** The words asking for an opinion on the company as an investment, or null. */
export function adviceAsked(question: string): string | null {
  return ADVICE.exec(question)?.[0] ?? null;
}

// What the company's people think or plan out of public view: filings are what a company says
// publicly, so "what does management privately think", "off the record" ask what no filing states.
// What is kept confidential by agreement ("customers under NDA") or discussed in closed session is
// out of view the same way, and so are its people's private lives: a home address, a favourite
// restaurant, a pet's name (a cover page's address is the company's offices, no one's home).
const UNDISCLOSED =
  /\b(?:privately|secretly|off\s+the\s+record|behind\s+closed\s+doors|closed[-\s]door|in\s+private|private\s+(?:executive\s+)?sessions?|executive\s+sessions?|personally\s+(?:think|feel|believe)|really\s+(?:think|feel|believe)|under\s+(?:an?\s+)?(?:nda|non[-\s]?disclosure(?:\s+agreements?)?)|home\s+address|favou?rite\s+(?:restaurant|food|colou?r|movie|film|book|song|sport|team|hobby|drink|vacation|holiday)|(?:dog|cat|pet)['’]?s?\s+name|name\s+of\s+(?:[\w.&'’-]+\s+){1,4}(?:dog|cat|pet)|personal\s+(?:life|phone|email|opinion|views?|net\s+worth))\b/i;

// Its officers' private lives the same way: where one lives or comes from, whom one married. (A
// filing names its officers, their ages and careers; where they live is nobody's disclosure.)
const OFFICER = String.raw`(?:ceo|cfo|coo|chief\s+\w+\s+officer|chair(?:man|woman|person)?|founder|president|directors?|executives?|officers?)`;
const PRIVATE_LIFE = new RegExp(
  String.raw`\b${OFFICER}['’]?s?\b[^?.]{0,40}?\b(?:lives?|living|resides?|reside|married|spouse|wife|husband|children|kids|hometown|home\s+town|birthplace|born)\b|\b(?:hometown|home\s+town|birthplace|spouse|wife|husband|children)\s+of\s+(?:[\w.&'’-]+\s+){0,3}${OFFICER}\b`,
  "i",
);

/** The words asking for what the company keeps out of its filings, or null. */
export function undisclosedAsked(question: string): string | null {
  return UNDISCLOSED.exec(question)?.[0] ?? PRIVATE_LIFE.exec(question)?.[0] ?? null;
}
