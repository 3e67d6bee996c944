import { describe, expect, it } from "vitest";
import { decodeTerms, documentTerms, encodeTerms, postingsOf, stems } from "./page-terms";

const PAGES = [
  { pageNumber: 3, content: "## Customers\nOur customers are airlines; customer demand drives 80% of revenue." },
  { pageNumber: 4, content: "| Revenue | 1,200 | 1,100 |\n| Cost of revenue | 700 | 650 |" },
  { pageNumber: 9, content: "Item 3. Legal Proceedings: we face litigation." },
];

describe("page-term indexes", () => {
  it("counts each stem's occurrences per page, and each page's tokens numbers included", () => {
    const terms = documentTerms(PAGES);
    expect(Array.from(postingsOf(terms, "custom"))).toEqual([0, 3]);
    expect(Array.from(postingsOf(terms, "revenu"))).toEqual([0, 1, 1, 2]);
    expect(Array.from(postingsOf(terms, "zebra"))).toEqual([]);
    expect(terms.lengths[1]).toBe(10); // revenue 1 200 1 100 cost of revenue 700 650: numbers split at commas
    expect(Array.from(terms.pageNumbers)).toEqual([3, 4, 9]);
  });

  it("reads back what it stores", () => {
    const terms = documentTerms(PAGES);
    const back = decodeTerms(encodeTerms(terms));
    expect(Array.from(back.pageNumbers)).toEqual([3, 4, 9]);
    expect(Array.from(back.lengths)).toEqual(Array.from(terms.lengths));
    for (const stem of terms.offsets.keys()) expect(Array.from(postingsOf(back, stem))).toEqual(Array.from(postingsOf(terms, stem)));
  });

  it("finds every stem of a large stored index, in place, and no other", () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`);
    const pages = [0, 1, 2].map((p) => ({ pageNumber: p + 1, content: words.filter((_, i) => i % 3 !== p).join(" ") }));
    const terms = documentTerms(pages);
    const encoded = encodeTerms(terms);
    // At an odd offset, as a Buffer sliced from a shared pool would be.
    const shifted = Buffer.alloc(encoded.data.length + 1);
    encoded.data.copy(shifted, 1);
    for (const data of [encoded.data, shifted.subarray(1)]) {
      const back = decodeTerms({ stems: encoded.stems, data });
      expect(back.offsets.size).toBe(terms.offsets.size);
      expect([...back.offsets]).toEqual([...terms.offsets]);
      for (const stem of terms.offsets.keys()) expect(back.offsets.get(stem)).toEqual(terms.offsets.get(stem));
      expect(back.offsets.get("zebra")).toBeUndefined();
      expect(back.offsets.get("w1")).toBeUndefined();
    }
  });

  it("reads back an index of no pages", () => {
    const back = decodeTerms(encodeTerms(documentTerms([])));
    expect(back.offsets.size).toBe(0);
    expect(Array.from(postingsOf(back, "custom"))).toEqual([]);
  });

  it("stems the query's words the same way", () => {
    expect(stems("Customers' litigation")).toEqual(["custom", "litig"]);
  });
});
