// A ratio per part told as a division to carry out for each part: "divide each segment's net income
// by its segment net sales", "each reportable segment's operating profit divided by its net
// sales", "take every region's EBIT as a percentage of its revenue". The two figures are read
// per part from the tables that break the company down, as a named margin's are. A ratio may also be
// defined in the question's own words beside its name: "which segment earned the highest
// contribution margin (contribution profit divided by segment revenues)", "…, defined as operating
// income over net sales"; there a figure the dictionary does not know ("contribution profit") is
// read by its row's label.
import { findLineItems, type LineItemId } from "../../finance";

const PART = String.raw`(?:(?:reportable|business|operating|geographic)\s+)?(?:segment|region|division|business|unit|market|part|group)`;
const FORMS: RegExp[] = [
  // "divide each segment's net income by its segment net sales".
  new RegExp(String.raw`\bdivid(?:e|ing)\s+(?:each|every|the)\s+${PART}['’]s?\s+(?<top>[^.?;:()]+?)\s+by\s+(?:its|their|that\s+${PART}['’]s?|the\s+${PART}['’]s?)\s+(?<bottom>[^.?;:()]+?)(?=\s*[.?;:(,]|\s+(?:for|in|during|and)\b|$)`, "i"),
  // "each segment's operating profit divided by its net sales", "each region's EBIT as a percentage of its revenue".
  new RegExp(String.raw`\b(?:each|every)\s+${PART}['’]s?\s+(?<top>[^.?;:()]+?)\s+(?:divided\s+by|over|as\s+a\s+(?:percentage|percent|share)\s+of|relative\s+to)\s+(?:its|their)\s+(?<bottom>[^.?;:()]+?)(?=\s*[.?;:(,]|\s+(?:for|in|during|and)\b|$)`, "i"),
];

const DIVIDED = String.raw`(?:divided\s+by|over|÷|\/|as\s+a\s+(?:percentage|percent|share)\s+of|relative\s+to)`;
const DEFINED_FORMS: RegExp[] = [
  // "(contribution profit divided by segment revenues)"
  new RegExp(String.raw`\(\s*(?:i\.e\.,?\s+|defined\s+as\s+|computed\s+as\s+|calculated\s+as\s+)?(?<top>[A-Za-z][^()]*?)\s+${DIVIDED}\s+(?<bottom>[A-Za-z][^()]*?)\s*\)`, "i"),
  // ", defined as contribution profit divided by revenues"
  new RegExp(String.raw`\b(?:defined|computed|calculated)\s+as\s+(?<top>[A-Za-z][^.?;:(),]*?)\s+${DIVIDED}\s+(?<bottom>[A-Za-z][^.?;:(),]*?)(?=\s*[.?;:(,]|\s+(?:for|in|during)\b|$)`, "i"),
];

/** The line item a phrase names: the first the dictionary finds in it. */
function itemOf(phrase: string): LineItemId | undefined {
  return findLineItems(phrase.replace(/\b(?:segment|reportable|region|division)\b/gi, " "))[0]?.item;
}

// Words that say whose figure it is, not which figure.
const OWNER_WORDS = /\b(?:each|every|its|their|the|segment|segments|reportable|region|division|part)['’]?s?\b/gi;

/** The line item a defining phrase names, or the row its words label when the dictionary knows none. */
function itemOrRowOf(phrase: string): LineItemId | undefined {
  const plain = phrase.replace(OWNER_WORDS, " ").replace(/\s+/g, " ").trim();
  if (!plain || plain.split(" ").length > 5) return undefined;
  return findLineItems(plain)[0]?.item ?? (`row:${plain.toLowerCase()}` as LineItemId);
}

function firstDivision(question: string, forms: RegExp[], read: (phrase: string) => LineItemId | undefined): [LineItemId, LineItemId] | undefined {
  for (const form of forms) {
    const m = form.exec(question);
    if (!m?.groups) continue;
    const [top, bottom] = [read(m.groups.top!), read(m.groups.bottom!)];
    if (top && bottom && top !== bottom) return [top, bottom];
  }
  return undefined;
}

/** The numerator and denominator of a division the question asks to carry out per part, or defines beside the ratio's name, or undefined. */
export function partQuotientAsked(question: string): [LineItemId, LineItemId] | undefined {
  return firstDivision(question, FORMS, itemOf) ?? firstDivision(question, DEFINED_FORMS, itemOrRowOf);
}
