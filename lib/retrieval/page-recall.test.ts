import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { ACME_10K_2019, seedRetrievalCatalog } from "./catalog.fixture";
import { pageRecall } from "./page-recall";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-recall-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedRetrievalCatalog(database);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

// The fixture's documents carry their id, without dashes, as the start of their SHA-256.
const filing = ACME_10K_2019.id.replace(/-/g, "").slice(0, 16);

describe("pageRecall", () => {
  it("counts a question as found when an evidence page is among the top k, and lists the rest", () => {
    const report = pageRecall(database, [
      { question: "What was Acme's FY2019 capex?", evidence: [`${filing}#6`] },
      { question: "What was Acme's FY2019 capex?", evidence: [`${filing}#99`] },
    ], [1, 10]);
    expect(report.recall).toEqual({ 1: 50, 10: 50 });
    expect(report.misses).toHaveLength(1);
    expect(report.misses[0]!.got[0]).toBe(`${filing}#6`);
  });
});
