// An operand told as a clause rather than a row's name: "take what it paid out in dividends",
// "what it spent on repurchases", "the interest it actually paid", "what it spent buying back
// stock". A statement's rows are noun phrases ("Dividends paid", "Interest paid", "Repurchase of
// common stock"); the clause's verb says which of them, its pronoun and adverbs say nothing of it.
// Reduced to the noun phrase, the operand is read as any other row or dictionary item.

// An imperative that opens an operand ("take cash interest paid over operating income"): the
// instruction, not the row.
const IMPERATIVE = /^(?:take|taking|use|using|consider|considering|compute|calculate|divide|dividing|put|putting|give|show|state)\s+/i;

// Who did it: a pronoun or "the company" (the company's own name is the question's subject).
const DOER = String.raw`(?:it|they|we|the\s+company|the\s+firm|the\s+group|management)`;
// Adverbs that grade or stress the verb: no word of a row.
const ADVERB = String.raw`(?:actually|really|in\s+fact|just|also|ultimately|altogether|comfortably|heavily|roughly|approximately|about|all)`;
// Verbs of cash going out or coming in, as a cash-flow row says them ("paid", "spent" → payments).
const CASH_VERB = String.raw`(?:paid|pays|pay|spent|spends|spend|used|uses|returned|returns|handed|distributed|received|collected|earned|made|generated|invested|put)`;

// "what it paid out in dividends", "what it spent on repurchases", "how much it invested in capex".
const WHAT_IT_DID = new RegExp(
  String.raw`^(?:(?:what|how\s+much|the\s+(?:amount|cash|money|sum)(?:\s+(?:that|which))?)\s+)?${DOER}\s+(?:${ADVERB}\s+)*(?<verb>${CASH_VERB})(?:\s+(?:out|back))?\s*(?<prep>on|for|in|into|as|to|towards?)?\s+(?<object>.+)$`,
  "i",
);
// "the interest it actually paid", "dividends they paid out": a noun and a relative clause on it.
const NOUN_IT_DID = new RegExp(String.raw`^(?<noun>.+?)\s+(?:that\s+|which\s+)?${DOER}\s+(?:${ADVERB}\s+)*(?<verb>${CASH_VERB})(?:\s+(?:out|back))?(?:\s+in\s+cash)?$`, "i");

// A stock bought back is a repurchase, as statements name the row ("Repurchases of common stock").
const BOUGHT_BACK = /\b(?:buying|buy|bought|buys)\s+back\b|\bbuy-?backs?\s+of\b/gi;

// What a payment is made to do: "paid to acquire …", "spent to repurchase …".
const ACT = /^(?:acquire|buy|purchase|repurchase|redeem|repay|settle|fund|build|develop)\b/i;

const PAST: Record<string, string> = { pays: "paid", pay: "paid", spends: "spent", spend: "spent", uses: "used", returns: "returned", put: "invested" };

// "The cash its operations generated": cash a part of the business brought in, as the cash-flow
// statement says it ("Net cash provided by operating activities").
const CASH_ITS_PART_MADE = /^(?:the\s+)?cash\s+(?:(?:its|their|the\s+company['’]s)\s+)?(?<source>[\w\s-]{3,40}?)\s+(?:generated|produced|provided|brought\s+in|threw\s+off)$/i;

/** The noun phrase an operand told as a clause names; the operand itself when it is no clause. */
export function operandOfClause(operand: string): string {
  let text = operand.trim().replace(IMPERATIVE, "");
  const made = CASH_ITS_PART_MADE.exec(text);
  if (made?.groups) return `cash provided by ${made.groups.source!.trim()}`;
  text = text.replace(BOUGHT_BACK, "repurchases of ").replace(/\s+/g, " ").trim();
  const did = WHAT_IT_DID.exec(text);
  if (did?.groups) {
    const verb = PAST[did.groups.verb!.toLowerCase()] ?? did.groups.verb!.toLowerCase();
    const object = did.groups.object!.replace(/\s+(?:in|for|during|of|on)$/i, "").trim();
    const prep = did.groups.prep?.toLowerCase();
    // "what it spent buying back stock": the object is itself the act, a row of its own.
    if (!prep || /^repurchases\b/i.test(object)) return object;
    // "what it paid to acquire property, plant and equipment": the payments to do so.
    if (prep === "to" && ACT.test(object)) return `payments to ${object}`;
    // "what it paid for property and equipment": the cash-flow wording of a payment for something.
    if (prep === "for" || prep === "on") return `${verb} ${prep} ${object}`;
    // "what it paid out in dividends", "what it returned as dividends": the dividends paid.
    return `${object} ${verb}`;
  }
  const noun = NOUN_IT_DID.exec(text);
  if (noun?.groups && noun.groups.noun!.split(/\s+/).length <= 6) {
    const verb = PAST[noun.groups.verb!.toLowerCase()] ?? noun.groups.verb!.toLowerCase();
    return `${noun.groups.noun!.trim()} ${verb}`;
  }
  return text;
}
