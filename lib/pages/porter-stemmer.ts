// The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), the one SQLite's
// full-text index uses ("porter" tokenizer): "fluctuations" and "fluctuate" both become
// "fluctuat", "seasonality" and "seasonal" "season". Page-term indexes and queries stem with it
// so they meet words the way the catalog's full-text search does.

const isConsonant = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ("aeiou".includes(c)) return false;
  if (c === "y") return i === 0 || !isConsonant(w, i - 1);
  return true;
};

/** m: the number of vowel–consonant sequences in `w` (its "measure"). */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);

/** *o: ends consonant–vowel–consonant, the last not w, x or y. */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !"wxy".includes(w[n - 1]!);
};

/** Replaces the first suffix of `rules` that `w` ends with, when the stem's measure exceeds `minMeasure`. */
function replaceSuffix(w: string, rules: readonly [string, string][], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : w;
  }
  return w;
}

const STEP2: [string, string][] = [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"], ["bli", "ble"], ["alli", "al"],
  ["entli", "ent"], ["eli", "e"], ["ousli", "ous"], ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"],
  ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"], ["logi", "log"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
];
const STEP4_LONGEST_FIRST = [
  "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize",
].sort((a, b) => b.length - a.length);

function step1ab(word: string): string {
  let w = word;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (!w.endsWith("ss") && w.endsWith("s")) w = w.slice(0, -1);

  if (w.endsWith("eed")) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
    return w;
  }
  for (const suffix of ["ed", "ing"]) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (!hasVowel(stem)) return w;
    w = stem;
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) return `${w}e`;
    if (endsDoubleConsonant(w) && !"lsz".includes(w[w.length - 1]!)) return w.slice(0, -1);
    if (measure(w) === 1 && endsCvc(w)) return `${w}e`;
    return w;
  }
  return w;
}

function step4(w: string): string {
  // The longest matching suffix decides, removed or not.
  for (const suffix of STEP4_LONGEST_FIRST) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) <= 1) return w;
    if (suffix === "ion" && !(stem.endsWith("s") || stem.endsWith("t"))) return w;
    return stem;
  }
  return w;
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  return w;
}

/** The Porter stem of a lower-case word. Words of one or two letters are their own stem. */
export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  let w = step1ab(word);
  if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  w = step4(w);
  return step5(w);
}
