// Finds known phrases in text, word by word: the longest phrase wins where phrases overlap, so
// "EBITDA margin" is read as one metric rather than as "EBITDA" followed by "margin".
import { tokenize, words, type Token } from "./normalise";

export interface PhraseMatch<T> {
  value: T;
  /** The phrase of the vocabulary that matched, as written there. */
  phrase: string;
  /** The text as written in the input, and its character offsets. */
  text: string;
  start: number;
  end: number;
}

interface Entry<T> {
  words: string[];
  phrase: string;
  value: T;
}

export class PhraseMatcher<T> {
  // Entries by their first word, longest first, so the first hit at a position is the best.
  private readonly byFirst = new Map<string, Entry<T>[]>();

  constructor(entries: Iterable<{ phrase: string; value: T }>) {
    for (const { phrase, value } of entries) {
      const w = words(phrase);
      if (w.length === 0) continue;
      const list = this.byFirst.get(w[0]!) ?? [];
      list.push({ words: w, phrase, value });
      this.byFirst.set(w[0]!, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** Non-overlapping matches, left to right; at each position the longest phrase wins. */
  match(text: string): PhraseMatch<T>[] {
    return this.matchTokens(text, tokenize(text));
  }

  matchTokens(text: string, tokens: Token[]): PhraseMatch<T>[] {
    const found: { entry: Entry<T>; from: number; to: number }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (const entry of this.byFirst.get(tokens[i]!.word) ?? []) {
        if (entry.words.every((w, k) => tokens[i + k]?.word === w)) {
          found.push({ entry, from: i, to: i + entry.words.length });
          break;
        }
      }
    }
    // Longest first, then leftmost; a match that overlaps a chosen one is dropped.
    found.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
    const taken = new Uint8Array(tokens.length);
    const chosen: typeof found = [];
    for (const f of found) {
      let free = true;
      for (let k = f.from; k < f.to; k++) if (taken[k]) free = false;
      if (!free) continue;
      for (let k = f.from; k < f.to; k++) taken[k] = 1;
      chosen.push(f);
    }
    chosen.sort((a, b) => a.from - b.from);
    return chosen.map(({ entry, from, to }) => {
      const start = tokens[from]!.start;
      const end = tokens[to - 1]!.end;
      return { value: entry.value, phrase: entry.phrase, text: text.slice(start, end), start, end };
    });
  }

  /** The entry whose phrase the words begin with (longest first), as for a table row label. */
  prefixOf(tokens: Token[]): { value: T; phrase: string; length: number } | undefined {
    if (tokens.length === 0) return undefined;
    for (const entry of this.byFirst.get(tokens[0]!.word) ?? []) {
      if (entry.words.every((w, k) => tokens[k]?.word === w)) {
        return { value: entry.value, phrase: entry.phrase, length: entry.words.length };
      }
    }
    return undefined;
  }
}
