// "How many of Amazon's segments reported an operating loss in 2016?", "how many regions were
// profitable": a count of the parts of the company on one side of zero on a measure.

const PARTS = String.raw`(?:segments?|regions?|divisions?|business(?:es|\s+units?)?|geograph\w*|operating\s+segments?|reportable\s+segments?)`;
const HOW_MANY = new RegExp(String.raw`\bhow\s+many\s+(?:of\s+(?:its|their|the|[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*['’]s?)\s+)?(?:[\w-]+\s+){0,2}?${PARTS}\b`, "i");
const LOSS = /\b(?:loss(?:es)?|unprofitable|in\s+the\s+red|negative)\b/i;
const PROFIT = /\b(?:profitable|profits?|positive|in\s+the\s+black)\b/i;

/** Which side of zero the parts counted are on, or null when the question counts no such parts. */
export function partsCountAsked(question: string): "loss" | "profit" | null {
  if (!HOW_MANY.test(question)) return null;
  if (LOSS.test(question)) return "loss";
  return PROFIT.test(question) ? "profit" : null;
}
