// A ratio compared across the parts and defined in the question's own words beside its name:
// "which segment earned the highest contribution margin (contribution profit divided by segment
// revenues)", "…, defined as operating income over net sales". The definition is the division
// carried out per part; a figure the dictionary does not know ("contribution profit") is read
// by its row's label.
import { findLineItems, type LineItemId } from "../../finance";

const DIVIDED = String.raw`(?:divided\s+by|over|÷|\/|as\s+a\s+(?:percentage|percent|share)\s+of|relative\s+to)`;
const FORMS: RegExp[] = [
  // "(contribution profit divided by segment revenues)"
  new RegExp(String.raw`\(\s*(?:i\.e\.,?\s+|defined\s+as\s+|computed\s+as\s+|calculated\s+as\s+)?(?<top>[A-Za-z][^()]*?)\s+${DIVIDED}\s+(?<bottom>[A-Za-z][^()]*?)\s*\)`, "i"),
  // ", defined as contribution profit divided by revenues"
  new RegExp(String.raw`\b(?:defined|computed|calculated)\s+as\s+(?<top>[A-Za-z][^.?;:(),]*?)\s+${DIVIDED}\s+(?<bottom>[A-Za-z][^.?;:(),]*?)(?=\s*[.?;:(,]|\s+(?:for|in|during)\b|$)`, "i"),
];

// Words that say whose figure it is, not which figure.
const OWNER_WORDS = /\b(?:each|every|its|their|the|segment|segments|reportable|region|division|part)['’]?s?\b/gi;

/** The line item a phrase names, or the row its words label when the dictionary knows none. */
function itemOf(phrase: string): LineItemId | undefined {
  const plain = phrase.replace(OWNER_WORDS, " ").replace(/\s+/g, " ").trim();
  if (!plain || plain.split(" ").length > 5) return undefined;
  return findLineItems(plain)[0]?.item ?? (`row:${plain.toLowerCase()}` as LineItemId);
}

/** The numerator and denominator of a ratio the question defines beside its name, or undefined. */
export function partRatioDefined(question: string): [LineItemId, LineItemId] | undefined {
  for (const form of FORMS) {
    const m = form.exec(question);
    if (!m?.groups) continue;
    const [top, bottom] = [itemOf(m.groups.top!), itemOf(m.groups.bottom!)];
    if (top && bottom && top !== bottom) return [top, bottom];
  }
  return undefined;
}
