import { describe, expect, it } from "vitest";
import { upsertCompanies } from "../catalog/write-catalog";
import { ensureDocumentIndex } from "../pages/document-index-store";
import { catalogCompanies } from "./catalog-companies";
import { GLOBEX } from "./catalog.fixture";
import { useSeededCatalog } from "./seeded-catalog.fixture";

const catalog = useSeededCatalog("catalog-companies");

describe("the catalog's companies, as questions read them", () => {
  it("stay the same list across writes that change no company, so what is built over them is kept", () => {
    const before = catalogCompanies(catalog.database);
    ensureDocumentIndex(catalog.database); // writes index rows: the catalog version moves
    upsertCompanies(catalog.database, [GLOBEX]); // the same company written again
    expect(catalogCompanies(catalog.database)).toBe(before);
  });

  it("are read again when a company changes", () => {
    const before = catalogCompanies(catalog.database);
    upsertCompanies(catalog.database, [{ ...GLOBEX, aliases: [...GLOBEX.aliases, "Globex Intl"] }]);
    const after = catalogCompanies(catalog.database);
    expect(after).not.toBe(before);
    expect(after.find((c) => c.id === GLOBEX.id)?.aliases).toContain("Globex Intl");
  });
});
