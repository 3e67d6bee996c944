// Marks the words of a search inside the document on one rendered page, with the CSS Custom
// Highlight API (as cited passages are), and returns the first mark so the page can scroll to it.
import { highlightRegistry } from "./highlight-registry";

const HIGHLIGHT = "search-hit";

export function clearTermHighlight(): void {
  highlightRegistry()?.delete(HIGHLIGHT);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Highlights each word that begins with one of `terms` inside `root`; null when none is there. */
export function highlightTerms(root: HTMLElement, terms: string[]): Range | null {
  clearTermHighlight();
  if (terms.length === 0) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escape).join("|")})[\\p{L}\\p{N}]*`, "giu");
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    for (const match of text.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  const highlights = highlightRegistry();
  if (highlights && ranges.length > 0) {
    const HighlightClass = (globalThis as unknown as { Highlight: new (...ranges: Range[]) => unknown }).Highlight;
    highlights.set(HIGHLIGHT, new HighlightClass(...ranges));
  }
  return ranges[0] ?? null;
}
