import { describe, expect, it } from "vitest";
import { ACME_10K_2018, ACME_10K_2019, ACME_10Q_2020Q2, GLOBEX_10K_2019 } from "./catalog.fixture";
import { useSeededCatalog } from "./seeded-catalog.fixture";
import { lexicalScores, termCoverage, wordCoverage } from "./lexical-match";

const catalog = useSeededCatalog("lexical");

const ACME_DOCUMENTS = [ACME_10K_2019.id, ACME_10K_2018.id, ACME_10Q_2020Q2.id];

describe("lexicalScores", () => {
  it("scores the pages that hold the words, rarer words and phrases counting more", () => {
    const lexical = lexicalScores(catalog.database, ACME_DOCUMENTS, [{ text: "restructuring liability", weight: 1 }, { text: "acme", weight: 1 }]);
    // The restructuring note of the quarterly report (page 2) has the phrase's words; other pages only "acme".
    expect(lexical.score(ACME_10Q_2020Q2.id, 2)).toBeGreaterThan(lexical.score(ACME_10K_2019.id, 1));
    expect(lexical.score(ACME_10K_2019.id, 3)).toBe(0); // the risk factors name neither
    expect(lexical.idf.get("restructuring liability")).toBeGreaterThan(lexical.idf.get("acme")!);
  });

  it("finds a word in other forms and counts a lower weight for less", () => {
    // The risk factors say "cyclical".
    const full = lexicalScores(catalog.database, ACME_DOCUMENTS, [{ text: "cyclicality", weight: 1 }]);
    const half = lexicalScores(catalog.database, ACME_DOCUMENTS, [{ text: "cyclicality", weight: 0.5 }]);
    expect(full.score(ACME_10K_2019.id, 3)).toBeGreaterThan(0);
    expect(half.score(ACME_10K_2019.id, 3)).toBeCloseTo(full.score(ACME_10K_2019.id, 3) / 2);
  });

  it("knows only the documents it was given", () => {
    const lexical = lexicalScores(catalog.database, [ACME_10K_2018.id], [{ text: "card members", weight: 1 }]);
    expect(lexical.score(GLOBEX_10K_2019.id, 1)).toBe(0);
  });
});

const idf = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe("termCoverage", () => {
  it("weighs the words a page has by their rarity, and finds them in other forms", () => {
    const coverage = termCoverage(["retained", "card", "acme"], idf({ retained: 3, card: 2, acme: 0.2 }))!;
    expect(coverage.of("Globex retains its card members")).toBeGreaterThan(coverage.of("Acme cards"));
    expect(coverage.of("nothing relevant")).toBe(0);
    expect(coverage.of("retained card acme")).toBeCloseTo(1);
  });

  it("needs at least two words, and a weight, to say anything", () => {
    expect(termCoverage(["card"], idf({ card: 2 }))).toBeUndefined();
    expect(termCoverage(["card", "acme"], idf({}))).toBeUndefined();
  });
});

describe("termCoverage with concept alternatives", () => {
  it("counts a question's word as present when the page uses the filings' word for it", () => {
    const weights = idf({ restructuring: 2, layoffs: 2 });
    const plain = termCoverage(["restructuring", "layoffs"], weights)!;
    const widened = termCoverage(["restructuring", "layoffs"], weights, new Map([["layoffs", ["severance"]]]))!;
    const page = "The restructuring liability covers severance payments.";
    expect(plain.of(page)).toBeLessThan(1);
    expect(widened.of(page)).toBe(1);
  });
});

describe("wordCoverage", () => {
  it("covers a single word too, or the filings' words for it", () => {
    const coverage = wordCoverage(["acquired"], idf({ acquired: 1 }), new Map([["acquired", ["business combinations"]]]))!;
    expect(coverage.of("Note 2. Business Combinations")).toBe(1);
    expect(coverage.of("Businesses acquired")).toBe(1);
    expect(coverage.of("Note 6. Debt")).toBe(0);
    expect(wordCoverage([], idf({}))).toBeUndefined();
  });
});
