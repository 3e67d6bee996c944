// The facts a 10-K's or 10-Q's cover page states, and how questions ask for them. The cover is
// where a filing says when its fiscal year ended, where its principal executive offices are, the
// state it is incorporated in, its I.R.S. number, the securities it lists and where, the shares
// outstanding at the latest practicable date, the market value held by non-affiliates, its filer
// status and its Commission file number. Ranking by words pushes that page down (it shares the
// question's words with every page), so such a question is answered from the cover itself.

export type CoverFact =
  | "fiscal-year-end"
  | "address"
  | "telephone"
  | "incorporation"
  | "irs-number"
  | "trading-symbol"
  | "exchange"
  | "listed-securities"
  | "shares-outstanding"
  | "public-float"
  | "filer-status"
  | "file-number";

// Each cue reads what the question asks for, not only a word it mentions: "fiscal year-end cash"
// asks for cash, "when did its fiscal year end" for a date.
const CUES: readonly [CoverFact, RegExp][] = [
  ["file-number", /\b(?:commission|sec)\s+file\s+(?:number|no\b)|\bfile\s+number\b/i],
  ["irs-number", /\bI\.?\s?R\.?\s?S\.?(?:\s+employer)?\s+(?:identification|id|number|no\b)|\bemployer\s+identification\s+(?:number|no\b)|\bEIN\b|\b(?:federal\s+)?tax\s+(?:id|identification)\s+(?:number|no\b)/i],
  ["telephone", /\b(?:tele)?phone\s+(?:number|no\b)|\bnumber\s+to\s+call\b/i],
  ["public-float", /\bnon-?\s?affiliates?\b|\bpublic\s+float\b|\baggregate\s+market\s+value\b/i],
  ["filer-status", /\bfiler\s+status\b|\b(?:large\s+)?accelerated\s+filer\b|\bsmaller\s+reporting\s+company\b|\bemerging\s+growth\s+company\b|\bwell-known\s+seasoned\s+issuer\b|\bshell\s+company\b/i],
  ["trading-symbol", /\b(?:trading|ticker|stock)\s+symbols?\b|\bticker\b/i],
  // Which securities are listed, not where: "which debt securities are registered to trade on a
  // national securities exchange", "does it have any notes listed on an exchange". (Asked which
  // exchange, the exchange is the fact.)
  [
    "listed-securities",
    /^(?![^?]*\b(?:which|what)\s+(?:stock\s+|securities\s+)?exchanges?\b)[^?]*\b(?:securities|notes|debt|bonds|debentures)\b[^?]{0,80}?\b(?:listed|registered|traded|trade|trading)\b[^?]{0,60}?\b(?:exchanges?|NYSE|Nasdaq|Section\s+12\s*\(b\))/i,
  ],
  [
    "exchange",
    /\b(?:which|what)\s+(?:stock\s+|securities\s+)?exchanges?\b(?!\s+rates?)|\bexchanges?\s+(?:is|are|does|do)\b[^?]*\b(?:list|listed|trade|traded|registered)\b|\b(?:listed|traded|trades|registered)\s+on\s+(?:which|what)\b|\bwhere\s+(?:is|are|does|do)\b[^?]*\b(?:stock|shares|securities)\b[^?]*\b(?:listed|traded|trade)\b/i,
  ],
  [
    "incorporation",
    /\b(?:state|jurisdiction|place|country)\s+of\s+(?:incorporation|organi[sz]ation)\b|\b(?:where|which\s+(?:state|jurisdiction|country)|what\s+(?:state|jurisdiction|country))\b[^?]*\b(?:incorporated|organi[sz]ed)\b|\bincorporated\s+in\s+(?:which|what)\b/i,
  ],
  [
    "address",
    /\b(?:principal|main|chief)\s+(?:executive|corporate|business)\s+offices?\b|\bheadquarter(?:s|ed)?\b|\bhead\s+office\b|\bcorporate\s+(?:offices?|address)\b|\b(?:mailing|business|street)\s+address\b|\baddress\s+of\b/i,
  ],
  [
    "fiscal-year-end",
    /\b(?:when|what\s+(?:date|day|month)|which\s+(?:date|day|month)|on\s+what\s+date)\b[^?]*\bfiscal\s+(?:year\s+)?(?:\d{4}\s+)?(?:end|ends|ended|ending|close|closes|closed)\b|\bfiscal\s+year[-\s]end(?:ing)?\s+(?:date|day|month)\b|\b(?:what|when)\s+is\s+(?:the\s+)?[^?]{0,40}\bfiscal\s+year[-\s]end\s*\??$|\bend\s+of\s+(?:its|the\s+company's|[\w.&' -]{1,40}'s)\s+fiscal\s+(?:year\s+)?\d{0,4}\s*\?*$/i,
  ],
];

// A count on the cover is asked for as of the cover's date ("as of the cover date", "the latest
// practicable date"), or of the shares outstanding by the cover's own wording; shares outstanding
// at a year's end are the balance sheet's, and the weighted average is the income statement's.
const SHARES_ON_COVER = /\bshares\b[^?]*\boutstanding\b[^?]*\b(?:cover|latest\s+practicable\s+date|filing\s+date|date\s+of\s+(?:the\s+)?filing)\b|\b(?:cover|latest\s+practicable\s+date)\b[^?]*\bshares\b[^?]*\boutstanding\b/i;

const WHERE = /\bwhere\b|\baddress\b|\blocat(?:ed|ion)\b|\b(?:what|which)\s+(?:city|town|state)\b|\bbased\b/i;

/** The cover-page fact a question asks for, or null when it asks for something else. */
export function coverFactAsked(question: string): CoverFact | null {
  if (SHARES_ON_COVER.test(question)) return "shares-outstanding";
  for (const [fact, cue] of CUES) {
    if (!cue.test(question)) continue;
    // "How large is its headquarters?" asks about the building, not where it is.
    if (fact === "address" && !WHERE.test(question)) continue;
    return fact;
  }
  return null;
}
