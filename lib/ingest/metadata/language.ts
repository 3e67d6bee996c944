// The document's language, by the share of each language's commonest words in a sample of its
// text. Function words are frequent in any prose and nearly disjoint between languages, which
// is all a language label for whole documents needs.

const STOP_WORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "in", "for", "is", "on", "that", "by", "with", "as", "are", "our", "from", "which"],
  fr: ["le", "la", "les", "des", "et", "du", "en", "une", "pour", "dans", "par", "sur", "est", "au", "aux", "qui"],
  de: ["der", "die", "und", "das", "den", "des", "von", "zu", "mit", "im", "für", "auf", "ist", "dem", "nicht", "sich"],
  es: ["el", "la", "de", "los", "las", "y", "en", "del", "que", "por", "para", "con", "una", "se", "al", "su"],
  it: ["il", "di", "che", "della", "per", "del", "dei", "delle", "nel", "con", "una", "sono", "alla", "gli", "è", "al"],
  nl: ["de", "het", "een", "van", "en", "in", "voor", "op", "met", "zijn", "aan", "door", "wordt", "bij", "niet", "ook"],
  pt: ["o", "a", "os", "as", "de", "do", "da", "dos", "das", "em", "para", "com", "que", "não", "uma", "no"],
  sv: ["och", "att", "det", "som", "för", "på", "är", "med", "av", "till", "den", "har", "inte", "ett", "om", "vi"],
  da: ["og", "at", "det", "som", "for", "på", "er", "med", "af", "til", "den", "har", "ikke", "et", "vi", "fra"],
  no: ["og", "at", "det", "som", "for", "på", "er", "med", "av", "til", "den", "har", "ikke", "et", "vi", "fra"],
  fi: ["ja", "on", "että", "oli", "ovat", "sekä", "tai", "kuin", "myös", "se", "ei", "kanssa", "jonka", "mukaan", "vuonna", "olevan"],
};

const SAMPLE_CHARS = 20000;

/** ISO 639-1 code of the text's language, or null when there is no prose to tell. */
export function detectLanguage(text: string): string | null {
  const words = text.slice(0, SAMPLE_CHARS).toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 20) return null;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: string | null = null;
  let bestScore = 0;
  for (const [lang, list] of Object.entries(STOP_WORDS)) {
    const score = list.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / words.length;
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  // Tables of figures with a few labels are no evidence either way.
  return bestScore >= 0.05 ? best : null;
}
