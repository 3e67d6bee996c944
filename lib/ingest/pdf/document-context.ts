// What the layout of a page learns from its whole document: the type its running text is set in
// (headings stand out from it; a page holding only a statement and its title has too little
// running text of its own) and the words it uses (to tell "manage-" + "ment" from "fifth-" +
// "generation" at a line break).
import type { RunGroup } from "./text-runs";

export interface BodyType {
  size: number;
  font: string;
}

export interface DocumentContext {
  body: BodyType | null;
  /** Lower-case words (letters only) that occur in the document. */
  words: ReadonlySet<string>;
}

export function documentContext(pages: readonly (readonly RunGroup[] | null)[]): DocumentContext {
  const runs = pages.flatMap((groups) => groups?.[0] ?? []);
  const words = new Set<string>();
  for (const run of runs) {
    for (const word of run.text.toLowerCase().split(/[^a-z]+/)) if (word.length > 2) words.add(word);
  }
  return { body: bodyType(runs), words };
}

/** The font and size most characters are set in. */
export function bodyType(pieces: Iterable<{ text: string; size: number; font: string }>): BodyType | null {
  const chars = new Map<string, { type: BodyType; n: number }>();
  let best: { type: BodyType; n: number } | null = null;
  for (const piece of pieces) {
    const size = Math.round(piece.size * 2) / 2;
    const key = `${size}|${piece.font}`;
    let entry = chars.get(key);
    if (!entry) {
      entry = { type: { size, font: piece.font }, n: 0 };
      chars.set(key, entry);
    }
    entry.n += piece.text.length;
    if (!best || entry.n > best.n) best = entry;
  }
  return best?.type ?? null;
}
