import { describe, expect, it } from "vitest";
import { catalogCompanies } from "./catalog-companies";
import { ACME_10Q_2020Q2, FIXTURE_DOCUMENTS, GLOBEX_10K_2019 } from "./catalog.fixture";
import { useSeededCatalog } from "./seeded-catalog.fixture";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { documentsMatching } from "./document-index";
import { understandQuery } from "./understand-query";

const catalog = useSeededCatalog("document-index");

const matching = (query: string) => documentsMatching(catalog.database, understandQuery(query, catalogCompanies(catalog.database)), 10);

describe("the document-level index", () => {
  it("indexes every document once, and again only what the catalog adds", () => {
    expect(ensureDocumentIndex(catalog.database)).toBe(FIXTURE_DOCUMENTS.length);
    expect(ensureDocumentIndex(catalog.database)).toBe(0);
  });

  it("ranks the documents whose words, headings and company match a question that names no company", () => {
    expect([...matching("card member retention").keys()][0]).toBe(GLOBEX_10K_2019.id);
    expect([...matching("restructuring severance for closing plants").keys()][0]).toBe(ACME_10Q_2020Q2.id);
  });

  it("scales scores to the best match and finds nothing for words no document has", () => {
    const scores = [...matching("card member retention").values()];
    expect(scores[0]).toBe(1);
    expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
    expect(matching("zyzzyva quux").size).toBe(0);
  });
});
