// A question that is about no company's filings at all: general knowledge ("what is the capital of
// France", "who wrote Hamlet", "what is 2+2"), a term to define ("explain EBITDA", "define working
// capital"), a request for something to be written or done ("tell me a joke", "translate …"), or
// a rule of thumb for investors ("what is a good P/E ratio"). Retrieval still ranks the nearest
// pages of some company, and every reader finds something on them (Amcor's working capital for
// "define working capital", a credit agreement's "Permitted Investments" for France); answering
// from them answers a question nobody asked. Only a question naming no company and no filing is
// read this way (the caller checks that), and only in these shapes: a term to define stands
// alone, with no period, no company word ("its", "the company") and no filing.

// The question speaks of a company or a filing after all: "its", "the company", a period, a form.
const OF_A_FILING =
  /\b(?:its|their|company|company's|companies|firm|issuer|registrant|filing|filings|10-?k|10-?q|8-?k|annual\s+report|quarterly\s+report|proxy|fiscal|fy\s?\d*|quarter|q[1-4]|(?:19|20)\d\d)\b/i;

// A term asked to be defined, alone: "Explain EBITDA.", "Define working capital", "What does
// EBITDA mean?", "What is meant by goodwill?", "What is a P/E ratio?".
const DEFINITION = [
  /^(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:explain|define|describe)\s+(?:to\s+me\s+)?(?:what\s+)?(?:is\s+)?(?:an?\s+|the\s+)?(?:term\s+|concept\s+(?:of\s+)?)?[\w&/.'’ -]{2,40}?\s*[.?!]?$/i,
  /^what\s+(?:does|do)\s+(?:the\s+)?(?:term\s+)?[\w&/.'’ -]{2,40}?\s+(?:mean|stand\s+for)\s*\??$/i,
  /^what\s+is\s+meant\s+by\s+[\w&/.'’ -]{2,40}?\s*\??$/i,
  /^what\s+(?:is|are)\s+(?:an?\s+)?(?:good|healthy|normal|typical|average|reasonable)\s+[\w&/.'’ -]{2,40}?\s*\??$/i,
];

// Knowledge of the world or a task that is no question of a filing at all.
const OFF_TOPIC = [
  // Arithmetic: "What is 2+2?", "what's 15% of 80".
  /^(?:what\s+is|what['’]s|calculate|compute)\s+[\d\s.,+\-*/x×÷()^%of]+\??$/i,
  /\bcapital\s+(?:city\s+)?of\s+[A-Z][a-z]+/,
  /\bwho\s+(?:wrote|painted|composed|invented|discovered)\b/i,
  /\b(?:speed\s+of\s+light|boiling\s+point|meaning\s+of\s+life|airspeed)\b/i,
  /\b(?:tell|write)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:joke|poem|story|song|haiku|limerick|essay)\b/i,
  /^translate\b/i,
  /\bweather\s+(?:in|for)\s+[A-Z][a-z]+/,
  /\b(?:recipe|bake|baking)\b/i,
  /\bwho\s+will\s+win\b/i,
  /\bwhich\s+stocks?\s+should\s+i\s+buy\b/i,
];

/** Why a question naming no company is about no filing ("a definition", "general knowledge"), or null. */
export function generalQuestion(question: string): string | null {
  const q = question.trim();
  if (OFF_TOPIC.some((p) => p.test(q))) return "general knowledge";
  if (!OF_A_FILING.test(q) && DEFINITION.some((p) => p.test(q))) return "a definition";
  return null;
}
