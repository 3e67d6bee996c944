// A ratio per part told as a division to carry out for each part: "divide each segment's net income
// by its segment net sales", "each reportable segment's operating profit divided by its net
// sales", "take every region's EBIT as a percentage of its revenue". The two figures are read
// per part from the tables that break the company down, as a named margin's are.
import { findLineItems, type LineItemId } from "../../finance";

const PART = String.raw`(?:(?:reportable|business|operating|geographic)\s+)?(?:segment|region|division|business|unit|market|part|group)`;
const FORMS: RegExp[] = [
  // "divide each segment's net income by its segment net sales".
  new RegExp(String.raw`\bdivid(?:e|ing)\s+(?:each|every|the)\s+${PART}['’]s?\s+(?<top>[^.?;:()]+?)\s+by\s+(?:its|their|that\s+${PART}['’]s?|the\s+${PART}['’]s?)\s+(?<bottom>[^.?;:()]+?)(?=\s*[.?;:(,]|\s+(?:for|in|during|and)\b|$)`, "i"),
  // "each segment's operating profit divided by its net sales", "each region's EBIT as a percentage of its revenue".
  new RegExp(String.raw`\b(?:each|every)\s+${PART}['’]s?\s+(?<top>[^.?;:()]+?)\s+(?:divided\s+by|over|as\s+a\s+(?:percentage|percent|share)\s+of|relative\s+to)\s+(?:its|their)\s+(?<bottom>[^.?;:()]+?)(?=\s*[.?;:(,]|\s+(?:for|in|during|and)\b|$)`, "i"),
];

/** The line item a phrase names: the first the dictionary finds in it. */
function itemOf(phrase: string): LineItemId | undefined {
  return findLineItems(phrase.replace(/\b(?:segment|reportable|region|division)\b/gi, " "))[0]?.item;
}

/** The numerator and denominator of a division the question asks to carry out per part, or undefined. */
export function partQuotientAsked(question: string): [LineItemId, LineItemId] | undefined {
  for (const form of FORMS) {
    const m = form.exec(question);
    if (!m?.groups) continue;
    const [top, bottom] = [itemOf(m.groups.top!), itemOf(m.groups.bottom!)];
    if (top && bottom && top !== bottom) return [top, bottom];
  }
  return undefined;
}
