// Whether a page's text layer is unusable: fonts without a usable character map come out as
// glyphs without characters (control, private-use, replacement characters), or as letters that
// form no words.
import { UNMAPPED, type RunGroup } from "./text-runs";

/** Share of a page's characters that may lack a character map before the page is garbled. */
const UNMAPPED_SHARE = 0.5;

export function isGarbled(groups: readonly RunGroup[], pageText: string): boolean {
  let chars = 0;
  let unmapped = 0;
  for (const group of groups) {
    for (const run of group) {
      for (const ch of run.text) {
        if (ch === " ") continue;
        chars++;
        if (ch === UNMAPPED) unmapped++;
      }
    }
  }
  if (chars > 0 && unmapped / chars >= UNMAPPED_SHARE) return true;
  return isLetterSoup(pageText);
}

// Short words any page of English prose or statement labels is full of.
const COMMON_WORDS = new Set(
  "the of and to in a for is on that by with as at from or be are was were our we an its this which not have has will other total net per".split(" "),
);

/**
 * Glyphs mapped to the wrong characters still come out as characters, but not as words: either
 * mostly punctuation and symbols where a page has letters or figures, or letters that never form
 * the common short words every English page has and often form no pronounceable word at all.
 */
function isLetterSoup(text: string): boolean {
  const tokens = text.split(/\s+/).filter((t) => t && !/^[|#-]+$/.test(t));
  if (tokens.length < 40) return false;
  let chars = 0;
  let letters = 0;
  let digits = 0;
  for (const t of tokens) {
    for (const ch of t) {
      chars++;
      if (/\p{L}/u.test(ch)) letters++;
      else if (ch >= "0" && ch <= "9") digits++;
    }
  }
  if (letters + digits < 0.5 * chars) return true;
  const words = tokens.map((t) => t.replace(/[.,;:()"“”’']/g, "")).filter((w) => /^[A-Za-z]+$/.test(w));
  if (words.length < 40) return false;
  const common = words.filter((w) => COMMON_WORDS.has(w.toLowerCase())).length;
  const vowelless = words.filter((w) => w.length >= 3 && !/[aeiouy]/i.test(w)).length;
  return common < 0.01 * words.length && vowelless >= 0.1 * words.length;
}
