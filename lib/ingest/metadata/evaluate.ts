// Measures the metadata reader against the sample corpus's ground truth (sample-truth.json):
// per-field accuracy over every file, and each miss. Run:
//   npx tsx --conditions=react-server lib/ingest/metadata/evaluate.ts [--cache DIR] [--only NAME,...] [--show]
// --cache keeps each file's extracted pages as JSON in DIR, so later runs skip PDF extraction.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadRegistry } from "../../catalog/registry";
import { corpusDir, registryPath } from "../../testing/shared-corpus";
import { collectFiscalCalendars, fiscalYearUnderCalendar } from "../../periods";
import { readMetadata, type MetadataReading } from "./read-metadata";

interface Truth {
  unreadable?: true;
  cik?: string;
  formType?: string | null;
  category?: string;
  date?: string;
  fiscalYear?: number;
  fiscalQuarter?: number | null;
}

const FIELDS = ["company", "formType", "category", "date", "fiscalYear", "fiscalQuarter"] as const;
type Field = (typeof FIELDS)[number];

const { values: options } = parseArgs({
  options: { cache: { type: "string" }, only: { type: "string" }, show: { type: "boolean" } },
});

async function pagesOf(file: string, cacheDir: string | undefined): Promise<string[]> {
  const cached = cacheDir ? path.join(cacheDir, `${path.basename(file)}.json`) : null;
  if (cached && existsSync(cached)) {
    const stored = JSON.parse(readFileSync(cached, "utf8")) as string[] | { error: string };
    if (!Array.isArray(stored)) throw new Error(stored.error);
    return stored;
  }
  const { extractPages } = await import("../pdf/extract-pages");
  try {
    const pages = (await extractPages(new Uint8Array(readFileSync(file)))).map((p) => (p.garbled ? "" : p.markdown));
    if (cached) writeFileSync(cached, JSON.stringify(pages));
    return pages;
  } catch (error) {
    if (cached) writeFileSync(cached, JSON.stringify({ error: String(error instanceof Error ? error.message : error) }));
    throw error;
  }
}

function actual(field: Field, r: MetadataReading): unknown {
  return field === "company" ? r.company?.cik ?? r.company?.name ?? null : r[field];
}

function expected(field: Field, t: Truth): unknown {
  return field === "company" ? t.cik : t[field];
}

async function main(): Promise<void> {
  const truth = JSON.parse(readFileSync(new URL("./sample-truth.json", import.meta.url), "utf8")) as Record<string, Truth>;
  const registry = loadRegistry(registryPath());
  const cacheDir = options.cache;
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const only = options.only?.split(",");
  const files = readdirSync(corpusDir()).filter((f) => f.endsWith(".pdf") && (!only || only.includes(f))).sort();

  const pages = new Map<string, string[]>();
  const unreadable = new Map<string, string>();
  for (const file of files) {
    try {
      pages.set(file, await pagesOf(path.join(corpusDir(), file), cacheDir));
    } catch (error) {
      unreadable.set(file, error instanceof Error ? error.message : String(error));
    }
  }

  const started = performance.now();
  const firstPass = new Map([...pages].map(([file, p]) => [file, readMetadata(p, registry)]));
  const readMs = (performance.now() - started) / Math.max(1, pages.size);
  // Second pass, as ingestion does it: current reports dated by the calendars the company's
  // annual and interim reports revealed.
  const calendars = collectFiscalCalendars([...firstPass.values()]);
  const secondPass = new Map(
    [...firstPass].map(([file, r]) => [file, { ...r, fiscalYear: fiscalYearUnderCalendar(r, calendars) }]),
  );

  const report = (label: string, readings: Map<string, MetadataReading>) => {
    console.log(`\n${label}`);
    const misses: string[] = [];
    for (const field of FIELDS) {
      let right = 0;
      let total = 0;
      for (const file of files) {
        const t = truth[file];
        if (!t) continue;
        total++;
        if (t.unreadable) {
          if (unreadable.has(file)) right++;
          else misses.push(`${file} should be unreadable`);
          continue;
        }
        const r = readings.get(file);
        if (!r) {
          misses.push(`${field.padEnd(13)} ${file}: unreadable (${unreadable.get(file)})`);
          continue;
        }
        const [want, got] = [expected(field, t), actual(field, r)];
        if (want === got) right++;
        else misses.push(`${field.padEnd(13)} ${file}: expected ${JSON.stringify(want)}, read ${JSON.stringify(got)} — ${r.title}`);
      }
      console.log(`  ${field.padEnd(13)} ${((100 * right) / Math.max(1, total)).toFixed(1).padStart(5)}%  (${right}/${total})`);
    }
    if (misses.length) console.log(`  misses:\n    ${misses.join("\n    ")}`);
  };
  console.log(`${files.length} files, ${unreadable.size} unreadable (${[...unreadable.keys()].join(", ")}); ${readMs.toFixed(1)} ms per reading`);
  report("Single pass (each file alone):", firstPass);
  report("With fiscal calendars learned from the corpus (as ingestion runs it):", secondPass);
  if (options.show) {
    for (const [file, r] of secondPass) console.log(`\n${file}\n  ${r.title}\n  ${r.description}\n  ${r.date} FY${r.fiscalYear} Q${r.fiscalQuarter} ${r.fiscalPeriod} ${r.language} items=${r.items8k.join(",")}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
