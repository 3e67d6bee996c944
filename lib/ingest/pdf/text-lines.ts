// Text runs → lines → segments.
//
// A line is every run sharing a baseline (within a tolerance that scales with the font size), with
// raised or lowered footnote markers folded into the line they belong to. Inside a line, runs close
// together form one segment; a wide gap starts a new one. Segments are what tables are built from:
// in a statement row "Net income  $ 5,363  $ 4,869" the label and each amount are segments.
import { isCurrencySymbol, isNumericToken } from "./cell-text";
import { UNMAPPED, type TextRun } from "./text-runs";

export interface Segment {
  text: string;
  x0: number;
  x1: number;
  size: number;
  font: string;
}

export interface Line {
  segments: Segment[];
  /** Baseline of the line's main text. */
  y: number;
  /** Font size and font of most of the line's characters. */
  size: number;
  font: string;
  x0: number;
  x1: number;
}

/** Fraction of the font size beyond which a gap between runs is a space. */
const SPACE_GAP = 0.15;
/** Gap (in font sizes) that always separates segments. */
const SEGMENT_GAP = 0.8;
/** Smaller gap that separates two numbers, or a number from a currency sign. */
const NUMBER_GAP = 0.4;

export function buildLines(runs: readonly TextRun[]): Line[] {
  const clusters = clusterByBaseline(runs);
  return foldRaisedAndLowered(clusters)
    .map(toLine)
    .filter((line): line is Line => line !== null);
}

interface Cluster {
  runs: TextRun[];
  y: number;
  size: number;
}

function clusterByBaseline(runs: readonly TextRun[]): Cluster[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const clusters: Cluster[] = [];
  let current: Cluster | null = null;
  for (const run of sorted) {
    if (current && Math.abs(run.y - current.y) <= 0.4 * Math.min(run.size, current.size)) {
      current.runs.push(run);
      if (run.size > current.size) {
        current.size = run.size;
        current.y = run.y;
      }
      continue;
    }
    current = { runs: [run], y: run.y, size: run.size };
    clusters.push(current);
  }
  return clusters;
}

/**
 * Folds into a neighbour the lines that belong to it: small raised or lowered text (footnote
 * markers, superscripts) and a lone symbol set off the baseline (a check box or bullet drawn in a
 * bigger symbol font), whichever neighbour's baseline is nearer.
 */
function foldRaisedAndLowered(clusters: Cluster[]): Cluster[] {
  const out: Cluster[] = [];
  for (let i = 0; i < clusters.length; i++) {
    const small = clusters[i]!;
    const below = clusters[i + 1];
    const above = out[out.length - 1];
    const toBelow = below && belongsTo(small, below) && below.y - small.y < reach(small, below, 0.75);
    const toAbove = above && belongsTo(small, above) && small.y - above.y < reach(small, above, 0.4);
    if (toBelow && (!toAbove || below.y - small.y <= small.y - above.y)) {
      below.runs.push(...small.runs);
      continue;
    }
    if (toAbove) {
      above.runs.push(...small.runs);
      continue;
    }
    out.push(small);
  }
  return out;
}

function isLoneSymbol(cluster: Cluster): boolean {
  return cluster.runs.length === 1 && cluster.runs[0]!.text.trim().length <= 2;
}

/** How far from the host's baseline a folded line may sit. */
function reach(small: Cluster, host: Cluster, markerShare: number): number {
  return isLoneSymbol(small) ? 0.7 * Math.max(small.size, host.size) : markerShare * host.size;
}

function belongsTo(small: Cluster, host: Cluster): boolean {
  if (!isLoneSymbol(small)) {
    if (small.size > 0.85 * host.size) return false;
    const chars = small.runs.reduce((n, r) => n + r.text.trim().length, 0);
    if (chars > 6 * small.runs.length) return false;
  }
  // It sits next to the host's text, not on top of it.
  return small.runs.every((s) => host.runs.every((h) => s.x1 <= h.x0 + 0.5 || s.x0 >= h.x1 - 0.5));
}

/**
 * A footnote reference set small and raised ("operations¹", "0.29³"). Glued to a word it would
 * make a new word, glued to an amount a wrong amount: on words it reads "(1)", on amounts it goes.
 */
function isRaisedMarker(run: TextRun, cluster: Cluster): boolean {
  return run.size <= 0.8 * cluster.size && run.y <= cluster.y - 0.2 * cluster.size && /^(?:[A-Za-z0-9*†‡]{1,2}|\d(?:,\d)+)$/.test(run.text.trim());
}

function toLine(cluster: Cluster): Line | null {
  const runs = dropOverprint(cluster.runs.sort((a, b) => a.x0 - b.x0));
  const segments: Segment[] = [];
  let seg: Segment | null = null;
  for (const run of runs) {
    if (seg && isRaisedMarker(run, cluster)) {
      const gap = run.x0 - seg.x1;
      const onAmount = /\d[)%]?$/.test(seg.text.trimEnd());
      if (gap < (onAmount ? 3 : 1) * SEGMENT_GAP * cluster.size) {
        if (!onAmount) seg.text += ` (${run.text.trim()})`;
        seg.x1 = Math.max(seg.x1, run.x1);
        continue;
      }
    }
    if (seg && !startsSegment(seg, run)) {
      const gap = run.x0 - seg.x1;
      const needsSpace = gap > SPACE_GAP * Math.min(seg.size, run.size) && !/\s$/.test(seg.text) && !/^\s/.test(run.text);
      seg.text += (needsSpace ? " " : "") + run.text;
      seg.x1 = Math.max(seg.x1, run.x1);
      continue;
    }
    seg = { text: run.text, x0: run.x0, x1: run.x1, size: run.size, font: run.font };
    segments.push(seg);
  }
  for (const s of segments) s.text = readableText(s.text);
  const readable = segments.filter((s) => s.text);
  if (!readable.length) return null;
  const { size, font } = dominantStyle(runs);
  return {
    segments: readable,
    y: cluster.y,
    size,
    font,
    x0: readable[0]!.x0,
    x1: Math.max(...readable.map((s) => s.x1)),
  };
}

/** Collapses spaces and drops words that hold glyphs without characters (their letters are noise). */
function readableText(text: string): string {
  const words = text.split(/\s+/);
  return (text.includes(UNMAPPED) ? words.filter((w) => !w.includes(UNMAPPED)) : words).join(" ").trim();
}

function startsSegment(seg: Segment, run: TextRun): boolean {
  const gap = run.x0 - seg.x1;
  const size = Math.min(seg.size, run.size);
  if (gap > SEGMENT_GAP * size) return true;
  if (gap <= NUMBER_GAP * size) return false;
  const next = run.text.trim();
  if (isCurrencySymbol(next.charAt(0))) return true;
  const lastToken = seg.text.trim().split(" ").pop() ?? "";
  const firstToken = next.split(" ")[0]!;
  return isNumericToken(lastToken) && (isNumericToken(firstToken) || isCurrencySymbol(firstToken));
}

/** Drops runs printed twice at almost the same spot (a way of faking bold type). */
function dropOverprint(runs: TextRun[]): TextRun[] {
  const kept: TextRun[] = [];
  for (const run of runs) {
    const twin = kept.find(
      (k) => k.text === run.text && Math.abs(k.x0 - run.x0) < 0.3 * run.size && Math.abs(k.y - run.y) < 0.3 * run.size,
    );
    if (!twin) kept.push(run);
  }
  return kept;
}

function dominantStyle(runs: readonly TextRun[]): { size: number; font: string } {
  const weight = new Map<string, number>();
  let best = runs[0]!;
  let bestWeight = 0;
  for (const run of runs) {
    const key = `${run.font}@${run.size.toFixed(1)}`;
    const w = (weight.get(key) ?? 0) + run.text.length;
    weight.set(key, w);
    if (w > bestWeight) {
      bestWeight = w;
      best = run;
    }
  }
  return { size: best.size, font: best.font };
}
