// Measures retrieval (lib/retrieval/retrieve-pages.ts, in process, no HTTP) on the catalog of
// DATA_DIR and on synthetic catalogs several times larger, to show how its cost grows.
//
//   DATA_DIR=data npm run bench:retrieval -- [--scales 1,10,30] [--dir BENCH_DIR] [--rebuild]
//     [--questions FILE] [--runs 3]
//
// A catalog ×k is a copy of the configured one (VACUUM INTO) in which every document is filed
// again, k − 1 times, under a synthetic company per original company ("<name> S<k>", ticker
// "<ticker>S<k>", no aliases), with all its pages and their features. The full-text index, the
// companies and the documents all grow by the scale; questions still name the original companies,
// so the benchmark shows what more data around them costs. Questions are also run without their
// company names, which makes retrieval choose among all the documents. The copies are built once
// and kept in `--dir` (default: footnote-bench-retrieval under the system temp folder) as
// x<k>.db, so later runs measure without rebuilding; `--rebuild` makes them again from DATA_DIR.
// The copies' page-term indexes are copied with their pages (so the rarity counts per stem grow
// by the scale); their document-index rows are built when measuring, and timed. The configured
// database is only read. Also timed: a question right after a write to the database (as a
// service makes them), and the machine's load average is recorded. Prints one JSON line per catalog.
import Database from "better-sqlite3";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { v5 as uuidv5 } from "uuid";
import { companyFromRow, type CompanyRow } from "../lib/catalog/company-queries";
import { upsertCompanies } from "../lib/catalog/write-catalog";
import { openDb, type Db } from "../lib/db/connection";
import { env } from "../lib/env";
import { backfillPageFeatures } from "../lib/pages/page-feature-store";
import { ensureDocumentIndex } from "../lib/pages/document-index-store";
import { retrievePages } from "../lib/retrieval/retrieve-pages";
import { understandQuery } from "../lib/retrieval/understand-query";
import { catalogCompanies } from "../lib/retrieval/catalog-companies";
import { sharedDir } from "../lib/testing/shared-corpus";

const { values } = parseArgs({
  options: {
    scales: { type: "string", default: "1,10,30" },
    dir: { type: "string", default: path.join(tmpdir(), "footnote-bench-retrieval") },
    rebuild: { type: "boolean", default: false },
    questions: { type: "string", default: path.join(sharedDir(), "eval", "financebench-dev.jsonl") },
    runs: { type: "string", default: "3" },
  },
});
const scales = values.scales.split(",").map(Number);
const runs = Number(values.runs);
if (!scales.every((k) => Number.isInteger(k) && k >= 1) || !(runs >= 1)) {
  console.error("usage: npm run bench:retrieval -- [--scales 1,10,30] [--dir BENCH_DIR] [--rebuild] [--questions FILE] [--runs 3]");
  process.exit(2);
}
const questionsFile = values.questions;
const SYNTHETIC_NAMESPACE = "2f6b1c3e-7d4a-4e58-9b0c-5a1d3e7f9c24";

const questions = readFileSync(questionsFile, "utf8").split("\n").filter(Boolean)
  .map((line) => (JSON.parse(line) as { question: string }).question);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

/** The question with the companies it names cut out: retrieval must then search everything. */
function withoutCompanies(database: Db, question: string): string {
  const mentions = understandQuery(question, catalogCompanies(database)).companies;
  let text = question;
  for (const m of [...mentions].sort((a, b) => b.start - a.start)) text = text.slice(0, m.start) + text.slice(m.end);
  return text;
}

function measure(database: Db, label: string): Record<string, unknown> {
  const sizes = database.prepare(`SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM documents) AS documents,
    (SELECT count(*) FROM pages) AS pages`).get() as Record<string, number>;
  let started = performance.now();
  backfillPageFeatures(database);
  const featuresMs = performance.now() - started;
  started = performance.now();
  ensureDocumentIndex(database);
  const indexMs = performance.now() - started;
  const timed = (queries: string[]) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const query of queries) {
        started = performance.now();
        retrievePages({ query }, database);
        times.push(performance.now() - started);
      }
    }
    return times;
  };
  // The first pass reads each document's page features from disk; later passes find them in memory.
  const named = timed(questions);
  const unnamed = timed(questions.map((q) => withoutCompanies(database, q)));
  // A running service writes to its database between questions (threads, keys): each write moves
  // the catalog version, and the question after it must not pay for re-checking every index.
  const touch = database.prepare("UPDATE companies SET name = name WHERE rowid = (SELECT min(rowid) FROM companies)");
  const afterWrite: number[] = [];
  for (const query of questions.slice(0, 20)) {
    touch.run();
    started = performance.now();
    retrievePages({ query }, database);
    afterWrite.push(performance.now() - started);
  }
  return {
    catalog: label, ...sizes, "features.backfill.ms": Math.round(featuresMs), "index.backfill.ms": Math.round(indexMs), queries: named.length,
    "named.p50.ms": round(quantile(named, 0.5)), "named.p95.ms": round(quantile(named, 0.95)), "named.max.ms": round(Math.max(...named)),
    "unnamed.p50.ms": round(quantile(unnamed, 0.5)), "unnamed.p95.ms": round(quantile(unnamed, 0.95)), "unnamed.max.ms": round(Math.max(...unnamed)),
    "after_write.p50.ms": round(quantile(afterWrite, 0.5)), "after_write.max.ms": round(Math.max(...afterWrite)),
    // The machine's load average while measuring: on a shared machine the tails move with it.
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

/** Files every document again under `scale − 1` synthetic companies (see the header). */
function enlarge(database: Db, factor: number): void {
  // The originals' page-term indexes first: the copies take theirs, and every count per stem grows by the scale.
  ensureDocumentIndex(database);
  const companies = (database.prepare("SELECT * FROM companies").all() as CompanyRow[]).map(companyFromRow);
  const documents = database.prepare("SELECT id, company_id AS companyId FROM documents").all() as { id: string; companyId: string }[];
  const copyDocument = database.prepare(`INSERT INTO documents (id, company_id, category, form_type, title, description, date,
      fiscal_year, fiscal_quarter, fiscal_period, language, metadata, sha256, page_count, original_path, markdown_path)
    SELECT @newId, @companyId, category, form_type, title, description, date, fiscal_year, fiscal_quarter, fiscal_period,
      language, metadata, sha256 || ':' || @k, page_count, original_path, markdown_path FROM documents WHERE id = @id`);
  const copyPages = database.prepare(`INSERT INTO pages (document_id, page_number, content, kind, garbled)
    SELECT @newId, page_number, content, kind, garbled FROM pages WHERE document_id = @id ORDER BY page_number`);
  const copyFeatures = database.prepare(`INSERT INTO page_features (document_id, page_number, version, kind, items, years, fingerprint)
    SELECT @newId, page_number, version, kind, items, years, fingerprint FROM page_features WHERE document_id = @id`);
  const copyTerms = database.prepare(`INSERT INTO page_terms (document_id, version, stems, data)
    SELECT @newId, version, stems, data FROM page_terms WHERE document_id = @id`);
  for (let k = 1; k < factor; k++) {
    const synthetic = new Map(companies.map((c) => [c.id, {
      ...c, id: uuidv5(`${c.id}:${k}`, SYNTHETIC_NAMESPACE), name: `${c.name} S${k}`,
      tickers: c.tickers.map((t) => `${t.split(".")[0]}S${k}`), aliases: [], cik: null,
    }]));
    upsertCompanies(database, [...synthetic.values()]);
    database.transaction(() => {
      for (const d of documents) {
        const params = { id: d.id, newId: uuidv5(`${d.id}:${k}`, SYNTHETIC_NAMESPACE), companyId: synthetic.get(d.companyId)!.id, k };
        copyDocument.run(params);
        copyPages.run(params);
        copyFeatures.run(params);
        copyTerms.run(params);
      }
    })();
    console.error(`copy ${k} of ${factor - 1} written`);
  }
  database.prepare("UPDATE term_pages SET pages = pages * ?").run(factor);
}

/** A consistent copy of a database file, made without writing to it. */
function copyOf(file: string, target: string): Db {
  const source = new Database(file, { readonly: true, fileMustExist: true });
  source.exec(`VACUUM INTO '${target.replace(/'/g, "''")}'`);
  source.close();
  return openDb(target);
}

/** The kept catalog ×k, built from the configured one unless it is there already. */
function catalogAt(k: number): Db {
  const file = path.join(values.dir, `x${k}.db`);
  if (values.rebuild || !existsSync(file)) {
    mkdirSync(values.dir, { recursive: true });
    const building = `${file}.building`;
    rmSync(building, { force: true });
    const database = copyOf(env().databasePath, building);
    const started = performance.now();
    enlarge(database, k);
    database.close();
    renameSync(building, file);
    console.error(`catalog x${k} built in ${Math.round((performance.now() - started) / 1000)} s (${file})`);
  }
  return openDb(file);
}

for (const k of scales) {
  const database = catalogAt(k);
  console.log(JSON.stringify(measure(database, `x${k}`)));
  database.close();
}
