// "Who is its largest customer?", "Which customers each accounted for 10% of revenue?" ask for a
// customer by name. Filings name one where it is concentrated enough to disclose ("Walmart
// accounted for 21 percent of our consolidated net sales", "three customers—Apple, Sony, and
// Google—who accounted for 15%, 13%, and 11%") or where a business has one main customer ("its
// primary customer is the United States Department of Defense"); many say only that no customer reached 10%, or
// give the largest one's share without its name, or nothing. A passage about customer groups or a
// segment's share of sales answers another question, and the plain decline is the answer.

import { MONTH_NAMES } from "../../periods";

// Capitalised words that name no customer: sentence openers, the statements' own words, periods.
const NOT_A_CUSTOMER = new Set(
  (`${MONTH_NAMES.join(" ").toLowerCase()} the a an in on at for during of our we its their no none each both these those this that total net sales revenue revenues ` +
    "consolidated financial statements note notes item part fiscal year quarter gaap company corporation inc group segment segments " +
    "customer customers client clients sales other").split(" "),
);

// A question asking which customer, or who, by its size or share: "who is its biggest customer",
// "which customers accounted for", "the name of its largest client". ("Who are its primary
// customers?" asks what kinds of customers it has, which a passage answers in words.)
// (A kind of customers — "which customer group", "which client region" — is a part of the business.)
const CUSTOMER = String.raw`(?:customers?|clients?|buyers?|purchasers?)\b(?![\s-]+(?:groups?|regions?|segments?|categor(?:y|ies)|types?|bases?|class(?:es)?|channels?|markets?))`;
const CUSTOMER_NAMED = new RegExp(
  String.raw`\b(?:who|whom|which)\b[^?]{0,80}?\b(?:largest|biggest|top|single|major|most\s+important|significant|leading)\s+(?:[a-z]+\s+)?${CUSTOMER}` +
    String.raw`|\b(?:which|what)\s+(?:[a-z]+\s+)?${CUSTOMER}[^?]*\baccount` +
    String.raw`|\bname\s+(?:of|the)\b[^?]{0,60}?\b${CUSTOMER}`,
  "i",
);

/** Whether the question asks for a customer by name. */
export function asksCustomerNamed(question: string): boolean {
  return CUSTOMER_NAMED.test(question) && !/\bhow\s+many\b/i.test(question);
}

// A concentration stated: a party accounting for a share, or a share of sales from one.
const CONCENTRATION = /\baccount(?:ed|s|ing)?\s+for\b[^.;]{0,80}?\d|\b\d+(?:\.\d+)?\s?(?:%|percent)\s+of\s+(?:[a-z$\d.]+\s+){0,5}(?:sales|revenues?)\b/i;

// Or a customer said to be one: "BDS' primary customer is the United States Department of
// Defense", "customers such as Walmart", "three customers—Apple, Sony, and Google". (Not "four
// customer groups: …", which are kinds of customers.)
const CUSTOMER_IS = /\b(?:customers?|clients?)\s*(?:is|are|was|were|include[sd]?|including|such\s+as|like|[—–:])(?=\s|[A-Z])/i;

/**
 * Whether a passage names a customer with its concentration: it states a share of sales and
 * names a party (a capitalised name inside the sentence) that is neither the company (`own`) nor a
 * part of it (`parts`: names its pages print before "segment", "business" or "division").
 */
export function namesCustomer(quote: string, own: ReadonlySet<string>, parts: ReadonlySet<string>): boolean {
  if (!CONCENTRATION.test(quote) && !CUSTOMER_IS.test(quote)) return false;
  for (const m of quote.matchAll(/[A-Z][A-Za-z&'’.-]*/g)) {
    // The sentence's first word is capitalised whatever it is.
    const before = quote.slice(0, m.index).trimEnd();
    if (before === "" || /[.!?:]$/.test(before)) continue;
    const word = m[0].replace(/['’]s$|[.'’]+$/, "");
    const lower = word.toLowerCase();
    // A name has two letters at least ("U.S."; not the "F-" of a program's "F-35").
    if (word.replace(/[^A-Za-z]/g, "").length < 2 || NOT_A_CUSTOMER.has(lower) || own.has(lower) || parts.has(lower)) continue;
    return true;
  }
  return false;
}

/**
 * The words of the names a company's pages print for its own parts: the capitalised words before
 * "segment", "business", "division", "program" or "brand" ("Rigid Packaging Segment", "the F-35
 * program", "Jordan Brand").
 */
export function partNames(contents: readonly string[]): Set<string> {
  const out = new Set<string>();
  const part = /\b((?:[A-Z][A-Za-z&'’.-]*\s+){1,4})(?:[Ss]egments?|[Bb]usiness(?:es)?|[Dd]ivisions?|[Pp]rograms?|[Bb]rands?|[Rr]eportable)\b/g;
  for (const content of contents) {
    for (const m of content.matchAll(part)) for (const w of m[1]!.trim().split(/\s+/)) out.add(w.replace(/['’]s$|[.'’]+$/, "").toLowerCase());
  }
  return out;
}

/**
 * The passages that may answer a question asking for a customer by name: those naming one with
 * its share of sales (all of them for any other question).
 */
export function namingCustomers<T extends { c: { quote: string } }>(question: string, pages: readonly { content: string; document: { companyName?: string | null } }[], scored: T[]): T[] {
  if (!asksCustomerNamed(question)) return scored;
  const own = new Set(pages.flatMap((p) => (p.document.companyName ?? "").toLowerCase().split(/[^a-z&]+/)).filter(Boolean));
  const parts = partNames(pages.map((p) => p.content));
  return scored.filter((s) => namesCustomer(s.c.quote, own, parts));
}
