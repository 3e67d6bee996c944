// The excerpt of a cited page: the passage that best supports the claim the citation closes,
// always cut verbatim from the page so a reader finds it where the citation points.
import { words } from "../finance/normalise";

/** Candidate passages of a page: table rows whole, prose split into sentences. */
export function passages(content: string): string[] {
  const out: string[] = [];
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    if (!line || /^\|?[\s:|-]+\|?$/.test(line)) continue;
    if (line.startsWith("|")) {
      out.push(line);
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?;])\s+(?=[A-Z("“$])/)) {
      const s = sentence.trim();
      if (s.length >= 3) out.push(s);
    }
  }
  return out;
}

const STOP = new Set(
  "the a an of and or in on for to from by with as at is was were be been are its it this that which what how did does do has have had our their than".split(" "),
);

function figuresIn(text: string): Set<string> {
  return new Set((text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, "")).filter((n) => n.length > 1));
}

/** How well a passage supports a claim: shared figures weigh most, then shared words. */
export function supportScore(passage: string, claim: string): number {
  const claimWords = new Set(words(claim).filter((w) => !STOP.has(w)));
  const passageWords = new Set(words(passage));
  let shared = 0;
  for (const w of claimWords) if (passageWords.has(w)) shared++;
  const claimFigures = figuresIn(claim);
  let figures = 0;
  for (const f of figuresIn(passage)) if (claimFigures.has(f)) figures++;
  const lengthPenalty = passage.length > 600 ? 0.5 : 0;
  return figures * 3 + shared / Math.max(1, Math.sqrt(claimWords.size)) - lengthPenalty;
}

/** The best supporting passage, verbatim from `content`; the page's first passage when none fits. */
export function chooseExcerpt(content: string, claim: string): string | null {
  const candidates = passages(content).filter((p) => content.includes(p));
  if (candidates.length === 0) return null;
  let best = candidates[0]!;
  let bestScore = -Infinity;
  for (const p of candidates) {
    const score = supportScore(p, claim);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best.length > 1000 ? trimVerbatim(content, best) : best;
}

// A very long passage is cut at a sentence-like boundary; the cut is still a substring of the page.
function trimVerbatim(content: string, passage: string): string {
  const cut = passage.slice(0, 1000);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(" | "));
  const out = end > 200 ? cut.slice(0, end + 1).trim() : cut.trim();
  return content.includes(out) ? out : passage;
}
