// Whether a page's text layer is unusable: fonts without a usable character map come out as
// glyphs without characters (control, private-use, replacement characters), or as letters that
// form no words.
import { UNMAPPED, type RunGroup } from "./text-runs";

/** Share of a page's characters that may lack a character map before the page is garbled. */
const UNMAPPED_SHARE = 0.5;

export function isGarbled(groups: readonly RunGroup[]): boolean {
  let chars = 0;
  let unmapped = 0;
  const texts: string[] = [];
  for (const group of groups) {
    for (const run of group) {
      texts.push(run.text);
      for (const ch of run.text) {
        if (ch === " ") continue;
        chars++;
        if (ch === UNMAPPED) unmapped++;
      }
    }
  }
  if (chars > 0 && unmapped / chars >= UNMAPPED_SHARE) return true;
  return isGlyphSoup(texts.join(" "));
}

// Short words any page of English prose or statement labels is full of.
const COMMON_WORDS = new Set(
  "the of and to in a for is on that by with as at from or be are was were our we an its this which not have has will other total net per".split(" "),
);

/**
 * Glyphs mapped to the wrong characters still come out as characters, but not as words: hardly
 * any of the short words every English page has, and many words no one could pronounce (no vowel
 * in a long or lower-case word; short capitalised ones are acronyms). Either signal alone occurs on
 * real pages (a list of subsidiaries, a table of tickers), so both are required.
 */
function isGlyphSoup(text: string): boolean {
  const words = text
    .split(/\s+/)
    .map((t) => t.replace(/^[("“‘']+|[)"”’',.;:]+$/g, ""))
    .filter((w) => /^[A-Za-z]+$/.test(w));
  if (words.length < 40) return false;
  const common = words.filter((w) => COMMON_WORDS.has(w.toLowerCase())).length;
  const unpronounceable = words.filter(
    (w) => w.length >= 3 && !/[aeiouy]/i.test(w) && (w.length >= 6 || w !== w.toUpperCase()),
  ).length;
  return common < 0.01 * words.length && unpronounceable >= 0.2 * words.length;
}
