// Which parts a filing itself calls segments. A segment table prints names only ("Domestic",
// "International", "AWS"); the filing's prose says which of them are segments ("our Domestic
// segment", "the AWS segment", "Aeronautics business segment"). A region may be a segment
// (Amazon's International, Best Buy's Domestic), and a product line printed on a segment page
// ("Computing and Mobile Phones") is not one: the filing's own words tell them apart.
import type { CitablePage } from "../engines/engine";

// Footnote marks and dollar signs a table prints beside a name: "Domestic (1)", "CPW $".
const MARKS = /\s*(?:\(\s*(?:\d{1,2}|[a-z])\s*\)|\*+|\$)\s*/gi;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The printed name as a pattern: any run of spaces, "&" or "and", any case. */
function namePattern(part: string): string | null {
  const name = part.replace(MARKS, " ").replace(/\s+/g, " ").trim().replace(/\s*:$/, "");
  if (name.length < 2) return null;
  return name.split(" ").map((w) => (w === "&" || /^and$/i.test(w) ? "(?:&|and)" : escape(w))).join("\\s+");
}

const texts = new WeakMap<CitablePage[], string>();
const textOf = (pages: CitablePage[]) => {
  let text = texts.get(pages);
  if (text === undefined) texts.set(pages, (text = pages.map((p) => p.content).join("\n")));
  return text;
};

// A sentence naming the company's segments: "our operating segments are North America, …, and Converse".
const SEGMENTS_SENTENCE = /\b(?:operating|reportable|business|geographic)\s+segments\b/i;

const LIST_OPENS = /\bsegments?\s*(?:\([^)]*\)\s*)?(?:are|were|include|includes|included|consist\s+of|comprise|comprised\s+of|:|[—–])/i;

const sentences = new WeakMap<CitablePage[], string[]>();
const segmentSentences = (pages: CitablePage[]) => {
  let found = sentences.get(pages);
  if (found === undefined) sentences.set(pages, (found = textOf(pages).split(/(?<=[.;:])\s+|\n+/).filter((s) => SEGMENTS_SENTENCE.test(s))));
  return found;
};

/**
 * Whether the pages call the part a segment: "<part> segment", "<part> business segment",
 * "<part> reportable segment", or name it in a sentence listing the operating segments.
 */
export function calledASegment(part: string, pages: CitablePage[]): boolean {
  const name = namePattern(part);
  if (!name) return false;
  if (new RegExp(`(?<![\\w&-])${name}\\s+(?:(?:business|operating|reportable|reporting)\\s+)?segments?\\b`, "i").test(textOf(pages))) return true;
  // Named in the list itself, after the words that open it ("segments are", "segments:", "segments include").
  const listed = new RegExp(`(?<![\\w&-])${name}(?![\\w&-])`, "i");
  return segmentSentences(pages).some((sentence) => {
    const opens = LIST_OPENS.exec(sentence);
    return opens !== null && listed.test(sentence.slice(opens.index));
  });
}
