// Finds a cited excerpt in the text of a rendered page. The excerpt is verbatim Markdown of the
// page, but the page on screen has lost the Markdown (table pipes, emphasis, line breaks), so
// both sides are compared on letters and digits alone and the match is mapped back to the
// rendered text's own offsets.

function compact(text: string): { chars: string; offsets: number[] } {
  let chars = "";
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/[\p{L}\p{N}]/u.test(c)) {
      chars += c.toLowerCase();
      offsets.push(i);
    }
  }
  return { chars, offsets };
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * The range of `excerpt` within `text`, or null. An excerpt shortened with an ellipsis is
 * looked up by its longest piece.
 */
export function locateExcerpt(text: string, excerpt: string): TextRange | null {
  const haystack = compact(text);
  const pieces = excerpt
    .split(/\[\u2026\]|\u2026|\.\.\./)
    .map((raw) => ({ raw: raw.trim(), needle: compact(raw).chars }))
    .filter((piece) => piece.needle.length >= 3)
    .sort((a, b) => b.needle.length - a.needle.length);
  for (const { raw, needle } of pieces) {
    const at = haystack.chars.indexOf(needle);
    if (at < 0) continue;
    let start = haystack.offsets[at]!;
    let end = haystack.offsets[at + needle.length - 1]! + 1;
    // Symbols at the edges of the excerpt ("$", "(", "%", ")") belong to the passage too.
    const lead = /^[^\p{L}\p{N}\s|*_#]+/u.exec(raw)?.[0] ?? "";
    const trail = /[^\p{L}\p{N}\s|*_#]+$/u.exec(raw)?.[0] ?? "";
    if (lead && text.slice(start - lead.length, start) === lead) start -= lead.length;
    if (trail && text.startsWith(trail, end)) end += trail.length;
    return { start, end };
  }
  return null;
}
