// What ranking needs to know about a page beyond its words: its kind, the standard line items its
// table rows state, the years its columns show, and a fingerprint that finds near-duplicates.
// Computed once from the Markdown and stored, so ranking never re-reads page text.
import type { PageKind } from "../catalog/codes";
import type { LineItemId } from "../finance";
import { statementRows } from "../finance/statement-rows";
import { classifyPage } from "./classify-page";

export interface PageFeatures {
  kind: PageKind;
  items: LineItemId[];
  years: number[];
  /** 64-bit SimHash of the page's word shingles, as 16 hex digits. */
  fingerprint: string;
}

/** Bumped whenever the features computed here change, so stored ones are recomputed. */
export const PAGE_FEATURES_VERSION = 2;

const YEAR = /\b(199\d|20\d\d)\b/g;

/**
 * The years a page's tables are about: those in the heading and column-header lines, which come
 * before the first row of figures. Prose pages give the years they mention most.
 */
function pageYears(markdown: string): number[] {
  const lines = markdown.split("\n").filter((l) => l.trim());
  // A row with a label and figures other than years: the tables' first row of data.
  const firstData = lines.findIndex((line) => {
    const withoutYears = line.replace(YEAR, "");
    return /[a-z]{3}/i.test(withoutYears) && /\d{1,3}(?:,\d{3})+|\d\.\d|\(\d/.test(withoutYears);
  });
  if (firstData > 0) {
    const found = new Set<number>();
    for (const m of lines.slice(0, Math.min(firstData, 25)).join("\n").matchAll(YEAR)) found.add(Number(m[1]));
    if (found.size) return [...found].sort((a, b) => b - a);
  }
  const counts = new Map<number, number>();
  for (const m of markdown.matchAll(YEAR)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([y]) => y);
}

// FNV-1a, 32 bits, with a seed so two of them make a 64-bit hash.
function fnv(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function simhash(markdown: string): string {
  const words = markdown.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const shingles = words.length < 3 ? [words.join(" ")] : words.slice(2).map((_, i) => words.slice(i, i + 3).join(" "));
  const weights = new Int32Array(64);
  for (const shingle of shingles) {
    const [low, high] = [fnv(shingle, 0), fnv(shingle, 0x9e3779b9)];
    for (let bit = 0; bit < 64; bit++) weights[bit]! += ((bit < 32 ? low : high) >>> (bit & 31)) & 1 ? 1 : -1;
  }
  const half = (from: number) => {
    let value = 0;
    for (let bit = 0; bit < 32; bit++) if (weights[from + bit]! > 0) value |= 1 << bit;
    return (value >>> 0).toString(16).padStart(8, "0");
  };
  return half(32) + half(0);
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits that differ between two fingerprints (0 = same words in the same order). */
export function fingerprintDistance(a: string, b: string): number {
  const hi = (parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) >>> 0;
  const lo = (parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16)) >>> 0;
  return popcount(hi) + popcount(lo);
}

export function pageFeatures(markdown: string): PageFeatures {
  const items = new Set<LineItemId>();
  for (const row of statementRows(markdown)) if (row.item) items.add(row.item);
  return { kind: classifyPage(markdown), items: [...items], years: pageYears(markdown), fingerprint: simhash(markdown) };
}
