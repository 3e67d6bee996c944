// A question may call the rows it compares by a bare noun ("which category had the largest gross
// balance", "which class carried the largest amount") and name the total they make up elsewhere in
// its words: the note or table it points to ("In the property and equipment note …"), the holding
// it ranks within ("of the intangible assets it acquired during the year, which category …"), or
// the whole a share is asked of ("… what share of gross property and equipment did it represent").
// This reads that whole; the rows' reader then finds the table totalling it.

// A clause's opening: the question's start, or after a colon, semicolon, full stop or dash.
const OPENING = String.raw`(?:^|[:;.?—–]\s*|\s-\s+)`;
// Pronoun subjects of a relative clause after the whole ("… it acquired during the year", "… the
// company held at December 31"): the clause says which holding, not a word of its name.
const RELATIVE = /\s+(?:that\s+|which\s+)?(?:it|they|we|the\s+company|the\s+group)\s+(?:had|has|held|holds|owned|owns|acquired|acquires|bought|recorded|reported|carried|carries|recognized|recognised)\b.*$/i;
// A period after the whole ("… at December 31, 2019", "… during fiscal 2017").
const PERIOD_AFTER = /\s+(?:at|as\s+of|for|in|during|on)\s+(?:the\s+)?(?:end\s+of\s+)?(?:fiscal\b|FY|Q[1-4]\b|(?:19|20)\d\d\b|(?:fiscal\s+)?(?:year|quarter)\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b).*$/i;
const LEADING = /^(?:(?:its|their|the|all|total|gross)\s+)+/i;
// A company's possessive before the whole ("Amazon's", "Johnson & Johnson's").
const POSSESSIVE = /^(?:[A-Z0-9&][\w.&-]*\s+){0,3}[A-Z0-9][\w.&-]*['’]s?\s+/;

// "In the property and equipment note of its 2016 10-K", "from the debt table".
const NOTE = new RegExp(String.raw`\b(?:in|from|within|per)\s+(?:the\s+|its\s+|their\s+|[A-Z0-9][\w.&-]*['’]s?\s+)(?<whole>[A-Za-z][\w ,'’&/-]*?)\s+(?:note|footnote|table|schedule|disclosure)s?\b`, "i");
// "…: of the intangible assets it acquired during the year, which category …", "Among its
// property and equipment at year end, which category …".
const HOLDING = new RegExp(String.raw`${OPENING}(?:of|among|within|across|from)\s+(?<whole>[A-Za-z][\w ,.'’&/-]*?)\s*,\s*(?:which|what)\b`, "i");
// "… what share of gross property and equipment did it represent?", "what percentage of the total was it".
const SHARE_OF = new RegExp(String.raw`\b(?:share|percentage|percent|portion|proportion|fraction)\s+of\s+(?<whole>[A-Za-z][\w ,'’&/-]*?)\s+(?:did|does|was|is|were|it|that)\b`, "i");

// Wholes that are no total's name: the period, the filing, or the company itself.
const NOT_A_WHOLE = /^(?:(?:the\s+)?(?:year|quarter|period|total|whole|filing|report|company|business|10-[KQ]|8-K|form)s?|(?:19|20)\d\d|fiscal.*|FY.*|it|them)$/i;

function cleaned(raw: string): string | null {
  let whole = raw.trim().replace(POSSESSIVE, "").replace(LEADING, "").replace(RELATIVE, "").replace(PERIOD_AFTER, "").replace(/[\s,]+$/, "").trim();
  whole = whole.replace(LEADING, "");
  if (!whole || NOT_A_WHOLE.test(whole) || whole.split(/\s+/).length > 8) return null;
  return whole;
}

/**
 * The whole a question names apart from the bare noun it calls the rows by, or null. Read only
 * when the question asks of its rows with such a noun ("which category", "what type").
 */
export function wholeNamedApart(question: string): { whole: string; phrase: string } | null {
  for (const form of [NOTE, HOLDING, SHARE_OF]) {
    const raw = form.exec(question)?.groups?.whole;
    const whole = raw ? cleaned(raw) : null;
    if (whole) return { whole, phrase: raw!.trim() };
  }
  return null;
}
