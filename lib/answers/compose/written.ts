// A composed answer: Markdown with `[#ref]` markers, and for each cited page the verbatim
// passage that supports it.
import type { Figure } from "../statements/figure-book";

export interface Written {
  text: string;
  excerpts: Map<string, string>;
  /** How sure the answer is that what it quotes answers the question (0–1), when it judged it. */
  confidence?: number;
}

/** `[#ref]` markers for the pages figures came from, each page once, in order of use. */
export function cite(figures: Figure[]): string {
  return [...new Set(figures.map((f) => f.page.ref))].map((ref) => `[${ref}]`).join("");
}

/**
 * The excerpt of each page the figures came from: the row read, or the rows read when several
 * come from one page and stand close together (one verbatim block from the first to the last).
 */
export function figureExcerpts(figures: Figure[]): Map<string, string> {
  const byRef = new Map<string, Figure[]>();
  for (const f of figures) byRef.set(f.page.ref, [...(byRef.get(f.page.ref) ?? []), f]);
  const out = new Map<string, string>();
  for (const [ref, list] of byRef) {
    const content = list[0]!.page.content;
    const lines = content.split("\n");
    const indices = [...new Set(list.map((f) => lines.indexOf(f.row.line)))].filter((i) => i >= 0).sort((a, b) => a - b);
    if (indices.length === 0) continue;
    const first = indices[0]!;
    const last = indices[indices.length - 1]!;
    const block = last - first <= 12 ? lines.slice(first, last + 1).join("\n") : lines[first]!;
    out.set(ref, content.includes(block) ? block : list[0]!.row.line);
  }
  return out;
}

export function mergeExcerpts(...maps: Map<string, string>[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of maps) for (const [k, v] of m) if (!out.has(k)) out.set(k, v);
  return out;
}
