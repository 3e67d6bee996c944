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
  /** For each stem, where its postings start in `postings` (the next stem's start ends them). */
  offsets: Map<string, [start: number, end: number]>;
  /** Pairs of (page index, occurrences), flattened. */
  postings: Uint16Array;
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
  // Copied into an aligned buffer: typed arrays cannot view a Buffer at an odd offset.
  const bytes = new Uint8Array(encoded.data.byteLength);
  bytes.set(encoded.data);
  const count = new Uint32Array(bytes.buffer, 0, 2);
  const [stemCount = 0, pages = 0] = count;
  const ends = new Uint32Array(bytes.buffer, 8, stemCount);
  const body = new Uint16Array(bytes.buffer, 8 + stemCount * 4);
  const names = stemCount ? encoded.stems.split("\n") : [];
  const offsets = new Map<string, [number, number]>();
  let start = 0;
  names.forEach((n, i) => {
    offsets.set(n, [start, ends[i]!]);
    start = ends[i]!;
  });
  return {
    pageNumbers: body.subarray(0, pages),
    lengths: body.subarray(pages, pages * 2),
    offsets,
    postings: body.subarray(pages * 2),
  };
}
