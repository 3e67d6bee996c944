// The words of a document's pages as a small inverted index of its own: for each word, the pages
// that hold it and how often, with each page's length. Ranking the pages of a few chosen documents
// then costs lookups in a handful of these, however large the catalog around them is (the
// catalog-wide full-text index reads a word's whole posting list on every query).
//
// Words are lower-cased letters and digits starting with a letter, reduced to their Porter stem
// as the catalog's full-text index does, so "customers" and "customer", "acquired" and
// "acquire" meet. The query side stems its words with the same `stems`.
import { porterStem } from "./porter-stemmer";

export interface DocumentTerms {
  /** The document's page numbers, in order; postings refer to pages by their index here. */
  pageNumbers: Uint16Array;
  /** Each page's length in words. */
  lengths: Uint16Array;
  /** For each stem, where its postings start and end in `postings`. */
  offsets: StemOffsets;
  /** Pairs of (page index, occurrences), flattened. */
  postings: Uint16Array;
}

/**
 * The stems of an index and their ranges in `postings`: a Map while an index is built, and a
 * `StoredStems` (no Map, no string per stem) when one is read back from storage.
 */
export interface StemOffsets extends Iterable<[string, [start: number, end: number]]> {
  readonly size: number;
  get(stem: string): [start: number, end: number] | undefined;
  keys(): Iterable<string>;
}

/** Bumped whenever the words indexed change, so stored indexes are rebuilt. */
export const PAGE_TERMS_VERSION = 2;

const MAX_U16 = 0xffff;

/** The stems of a text, in order. */
export function stems(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().normalize("NFKD").matchAll(/[a-z][a-z0-9]*/g)) out.push(porterStem(m[0]));
  return out;
}

const tokenCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** Builds the index of a document's pages (given in page order). */
export function documentTerms(pages: readonly { pageNumber: number; content: string }[]): DocumentTerms {
  const byStem = new Map<string, number[]>();
  const lengths = new Uint16Array(pages.length);
  pages.forEach((page, index) => {
    const counts = new Map<string, number>();
    const words = stems(page.content);
    // A page's length counts every token, numbers too, as the full-text index counts it: a table
    // of figures is a long page, however few words it has.
    lengths[index] = Math.min(MAX_U16, tokenCount(page.content));
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const [w, n] of counts) {
      let list = byStem.get(w);
      if (!list) byStem.set(w, (list = []));
      list.push(index, Math.min(MAX_U16, n));
    }
  });
  const offsets = new Map<string, [number, number]>();
  let size = 0;
  for (const [w, list] of byStem) {
    offsets.set(w, [size, size + list.length]);
    size += list.length;
  }
  const postings = new Uint16Array(size);
  for (const [w, list] of byStem) postings.set(list, offsets.get(w)![0]);
  return { pageNumbers: Uint16Array.from(pages.map((p) => p.pageNumber)), lengths, offsets, postings };
}

/** The pages holding a stem, as (page index, occurrences) pairs. */
export function postingsOf(terms: DocumentTerms, stemmed: string): Uint16Array {
  const range = terms.offsets.get(stemmed);
  return range ? terms.postings.subarray(range[0], range[1]) : new Uint16Array(0);
}

/** The stored form: the stems as text, and one binary block of page numbers, lengths and postings. */
export interface EncodedTerms {
  stems: string;
  data: Buffer;
}

export function encodeTerms(terms: DocumentTerms): EncodedTerms {
  const names = [...terms.offsets.keys()];
  const pages = terms.pageNumbers.length;
  // Layout (uint32 words): stem count, page count; then uint32 end offset per stem;
  // then uint16 page numbers, lengths, postings.
  const header = new Uint32Array(2 + names.length);
  header[0] = names.length;
  header[1] = pages;
  names.forEach((n, i) => (header[2 + i] = terms.offsets.get(n)![1]));
  const body = new Uint16Array(pages * 2 + terms.postings.length);
  body.set(terms.pageNumbers, 0);
  body.set(terms.lengths, pages);
  body.set(terms.postings, pages * 2);
  return {
    stems: names.join("\n"),
    data: Buffer.concat([Buffer.from(header.buffer), Buffer.from(body.buffer)]),
  };
}

export function decodeTerms(encoded: EncodedTerms): DocumentTerms {
  // Viewed in place when the block is aligned (a blob of its own always is); copied otherwise,
  // since typed arrays cannot view a Buffer at an odd offset.
  let bytes = new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
  if (encoded.data.byteOffset % 4 !== 0) {
    bytes = new Uint8Array(encoded.data.byteLength);
    bytes.set(encoded.data);
  }
  const count = new Uint32Array(bytes.buffer, bytes.byteOffset, 2);
  const [stemCount = 0, pages = 0] = count;
  const ends = new Uint32Array(bytes.buffer, bytes.byteOffset + 8, stemCount);
  const body = new Uint16Array(bytes.buffer, bytes.byteOffset + 8 + stemCount * 4, (bytes.byteLength - 8 - stemCount * 4) / 2);
  return {
    pageNumbers: body.subarray(0, pages),
    lengths: body.subarray(pages, pages * 2),
    offsets: new StoredStems(encoded.stems, ends),
    postings: body.subarray(pages * 2),
  };
}

/** FNV-1a over the UTF-16 code units of `text` from `start` to `end`. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The stems of a stored index, looked up in place: one open-addressing table of stem numbers over
 * the stored newline-separated text. A page-term index is read back whenever a document drops
 * out of memory, and building a Map of thousands of strings each time was most of that cost and
 * much of the garbage a query made.
 */
export class StoredStems implements StemOffsets {
  readonly size: number;
  /** Where each stem starts in `text`; one more entry for the end of the text. */
  private readonly starts: Uint32Array;
  /** Stem number + 1 per slot, 0 for an empty slot. */
  private readonly table: Uint32Array;
  private readonly mask: number;

  constructor(private readonly text: string, private readonly ends: Uint32Array) {
    this.size = ends.length;
    this.starts = new Uint32Array(this.size + 1);
    let at = 0;
    for (let i = 0; i < this.size; i++) {
      this.starts[i] = at;
      const next = text.indexOf("\n", at);
      at = next < 0 ? text.length : next + 1;
    }
    this.starts[this.size] = text.length + 1;
    let slots = 8;
    while (slots < this.size * 2) slots *= 2;
    this.mask = slots - 1;
    this.table = new Uint32Array(slots);
    for (let i = 0; i < this.size; i++) {
      let slot = hashOf(text, this.starts[i]!, this.starts[i + 1]! - 1) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = i + 1;
    }
  }

  private range(i: number): [number, number] {
    return [i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!];
  }

  private stem(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]! - 1);
  }

  get(stem: string): [number, number] | undefined {
    let slot = hashOf(stem, 0, stem.length) & this.mask;
    for (let entry = this.table[slot]!; entry !== 0; slot = (slot + 1) & this.mask, entry = this.table[slot]!) {
      const i = entry - 1;
      const start = this.starts[i]!;
      if (this.starts[i + 1]! - 1 - start === stem.length && this.text.startsWith(stem, start)) return this.range(i);
    }
    return undefined;
  }

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.size; i++) yield this.stem(i);
  }

  *[Symbol.iterator](): IterableIterator<[string, [number, number]]> {
    for (let i = 0; i < this.size; i++) yield [this.stem(i), this.range(i)];
  }
}
