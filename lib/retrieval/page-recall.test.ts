import { describe, expect, it } from "vitest";
import { ACME_10K_2019 } from "./catalog.fixture";
import { useSeededCatalog } from "./seeded-catalog.fixture";
import { pageRecall } from "./page-recall";

const catalog = useSeededCatalog("recall");

// The fixture's documents carry their id, without dashes, as the start of their SHA-256.
const filing = ACME_10K_2019.id.replace(/-/g, "").slice(0, 16);

describe("pageRecall", () => {
  it("counts a question as found when an evidence page is among the top k, and lists the rest", () => {
    const report = pageRecall(catalog.database, [
      { question: "What was Acme's FY2019 capex?", evidence: [`${filing}#6`] },
      { question: "What was Acme's FY2019 capex?", evidence: [`${filing}#99`] },
    ], [1, 10]);
    expect(report.recall).toEqual({ 1: 50, 10: 50 });
    expect(report.misses).toHaveLength(1);
    expect(report.misses[0]!.got[0]).toBe(`${filing}#6`);
    expect(report.misses[0]).toMatchObject({ kind: "page-ranked-lower", evidence: [`${filing}#99`] });
  });

  it("tells a miss whose filing was never searched from one whose page was ranked lower", () => {
    // No cataloged filing starts with this hash.
    const report = pageRecall(catalog.database, [{ question: "What was Acme's FY2019 capex?", evidence: ["ffffffffffffffff#1"] }], [10]);
    expect(report.misses[0]!.kind).toBe("document-not-chosen");
  });
});
