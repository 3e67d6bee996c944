// Whether a page's text layer is unusable: fonts without a usable character map come out as
// control, private-use or replacement characters, or as letters that form no words.
import { isPrivateUseBullet } from "./text-runs";

/** Share of words that may be damaged before the page as a whole counts as garbled. */
const DAMAGED_WORDS = 0.4;
const MIN_WORDS = 8;

export function isGarbled(rawTexts: readonly string[]): boolean {
  let words = 0;
  let damaged = 0;
  let lettered = 0;
  let vowelless = 0;
  for (const raw of rawTexts) {
    for (const word of raw.split(/[\s\u00a0]+/)) {
      if (!word) continue;
      words++;
      if (hasUnmappedGlyph(word)) {
        damaged++;
        continue;
      }
      const letters = word.replace(/[^A-Za-z]/g, "");
      if (letters.length >= 4 && letters.length === word.replace(/[.,;:()'"’”“]/g, "").length) {
        lettered++;
        if (!/[aeiouyAEIOUY]/.test(letters)) vowelless++;
      }
    }
  }
  if (words < MIN_WORDS) return words > 0 && damaged === words;
  if (damaged / words > DAMAGED_WORDS) return true;
  // Letters from a shifted or scrambled font map: most "words" lack vowels.
  return lettered >= 20 && vowelless / lettered > 0.5;
}

function hasUnmappedGlyph(word: string): boolean {
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfffd) return true;
    if (code >= 0xe000 && code <= 0xf8ff && !isPrivateUseBullet(code)) return true;
  }
  return false;
}
