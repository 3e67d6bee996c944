// Marks a cited passage inside a rendered page with the CSS Custom Highlight API: the page's DOM
// stays as React rendered it, and the mark may span table cells. Where the API is missing the
// page is still shown, just without the mark.
import { locateExcerpt } from "@/lib/workspace/locate-excerpt";
import { highlightRegistry } from "./highlight-registry";

const HIGHLIGHT = "citation";

export function clearExcerptHighlight(): void {
  highlightRegistry()?.delete(HIGHLIGHT);
}

/** Highlights `excerpt` within `root`; returns the marked range, or null when it is not there. */
export function highlightExcerpt(root: HTMLElement, excerpt: string): Range | null {
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = "";
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
    starts.push(text.length);
    // A space between nodes keeps words of neighbouring cells apart for the reader of `text`.
    text += `${node.nodeValue ?? ""} `;
  }
  const found = locateExcerpt(text, excerpt);
  if (!found) return null;
  const position = (offset: number, isEnd: boolean) => {
    let i = starts.length - 1;
    while (i > 0 && (starts[i]! > offset || (isEnd && starts[i] === offset))) i--;
    // An excerpt was found in the text, so there is at least one node: i is in range.
    const node = nodes[i]!;
    return { node, offset: Math.min(offset - starts[i]!, node.nodeValue?.length ?? 0) };
  };
  const start = position(found.start, false);
  const end = position(found.end, true);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const highlights = highlightRegistry();
  if (highlights) {
    const HighlightClass = (globalThis as unknown as { Highlight: new (...ranges: Range[]) => unknown }).Highlight;
    highlights.set(HIGHLIGHT, new HighlightClass(range));
  }
  return range;
}
