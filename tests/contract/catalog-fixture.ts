// A small, fully known catalog for the catalog and HTTP tests: five companies (one without
// SEC filings, one with a suffixed ticker that shares its base with another company's ticker)
// and eight documents chosen so that every filter, the ordering and its tie-break are visible.
// Written through the catalog's own write path, so it always matches the schema.
import { toDocumentMarkdown } from "@/lib/catalog/document-markdown";
import { companyId, documentId } from "@/lib/catalog/ids";
import type { CatalogDocument, Company } from "@/lib/catalog/types";
import { saveDocument, upsertCompanies, type NewDocument } from "@/lib/catalog/write-catalog";
import type { Db } from "@/lib/db/connection";
import { storagePaths, writeStored } from "@/lib/files/file-storage";
import { keepsFilesInStore, saveStoredFiles } from "@/lib/files/stored-file-store";
import { createHash } from "node:crypto";

function company(c: Omit<Company, "id" | "listed" | "permid"> & { permid?: string }): Company {
  const country = c.countries[0];
  return { ...c, permid: c.permid ?? null, listed: true, id: companyId({ cik: c.cik, name: c.name, country }) };
}

export const MMM = company({
  name: "3M Company", tickers: ["MMM"], countries: ["US"], filesWithSec: true, cik: "66740",
  permid: "4295903595", aliases: ["Minnesota Mining and Manufacturing"],
});
export const AMCOR = company({
  name: "Amcor plc", tickers: ["AMCR", "AMC.AX"], countries: ["JE"], filesWithSec: true, cik: "1748790",
  aliases: ["Amcor"],
});
export const AMC = company({
  name: "AMC Entertainment Holdings, Inc.", tickers: ["AMC"], countries: ["US"], filesWithSec: true, cik: "1411579",
  aliases: ["AMC Theatres"],
});
export const ADOBE = company({
  name: "Adobe Inc.", tickers: ["ADBE"], countries: ["US"], filesWithSec: true, cik: "796343",
  aliases: ["Adobe Systems"],
});
export const NORDPAPER = company({
  name: "Nordpapper AB", tickers: ["NORD.ST"], countries: ["SE"], filesWithSec: false, cik: null,
  permid: "5000123456", aliases: [],
});

export const COMPANIES = [MMM, AMCOR, AMC, ADOBE, NORDPAPER];

export interface DocumentSpec {
  company: Company;
  category: CatalogDocument["category"];
  formType: string | null;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: CatalogDocument["fiscalPeriod"];
  language?: string;
  extra?: Record<string, unknown>;
}

export interface FixtureDocument extends NewDocument {
  company: Company;
  pdf: Uint8Array;
  pages: { pageNumber: number; content: string }[];
  markdown: string;
}

function minimalPdf(text: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export function fixtureDocument(spec: DocumentSpec, body = "Revenue was 100."): FixtureDocument {
  const title = `${spec.company.name} ${spec.formType ?? spec.category} ${spec.date ?? "undated"}`;
  const pdf = minimalPdf(title);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const id = documentId(sha256);
  const paths = storagePaths(id);
  const pages = [{ pageNumber: 1, content: `${title}\n\n${body}` }, { pageNumber: 2, content: "" }];
  return {
    id,
    companyId: spec.company.id,
    category: spec.category,
    formType: spec.formType,
    title,
    description: `The ${spec.formType ?? spec.category} of ${spec.company.name}${spec.date ? ` for the period ending ${spec.date}` : ""}.`,
    date: spec.date,
    fiscalYear: spec.fiscalYear,
    fiscalQuarter: spec.fiscalQuarter,
    fiscalPeriod: spec.fiscalPeriod,
    language: spec.language ?? "en",
    metadata: { sha256, sourceFileName: `${sha256.slice(0, 16)}.pdf`, pageCount: pages.length, ...spec.extra },
    pageCount: pages.length,
    originalPath: paths.original,
    markdownPath: paths.markdown,
    company: spec.company,
    pdf,
    pages,
    markdown: toDocumentMarkdown(title, pages),
  };
}

const SPECS: DocumentSpec[] = [
  { company: MMM, category: "annual-financial-report", formType: "10-K", date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year", extra: { accessionNumber: "0000066740-23-000014" } },
  { company: MMM, category: "interim-financial-report", formType: "10-Q", date: "2023-06-30", fiscalYear: 2023, fiscalQuarter: 2, fiscalPeriod: "quarter" },
  { company: MMM, category: "earnings-release", formType: "8-K", date: "2023-07-25", fiscalYear: 2023, fiscalQuarter: 2, fiscalPeriod: "quarter", extra: { "8kItems": ["2.02", "9.01"] } },
  { company: AMCOR, category: "annual-financial-report", formType: "10-K", date: "2023-06-30", fiscalYear: 2023, fiscalQuarter: 4, fiscalPeriod: "year" },
  { company: AMCOR, category: "interim-financial-report", formType: "10-Q", date: "2023-03-31", fiscalYear: 2023, fiscalQuarter: 3, fiscalPeriod: "quarter" },
  { company: AMC, category: "annual-financial-report", formType: "10-K", date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year" },
  { company: NORDPAPER, category: "annual-activity-report", formType: null, date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year", language: "sv" },
  { company: ADOBE, category: "current-report", formType: "8-K", date: "2024-01-10", fiscalYear: 2024, fiscalQuarter: 1, fiscalPeriod: null, extra: { "8kItems": ["5.02"] } },
];

export const DOCUMENTS: FixtureDocument[] = SPECS.map((spec) => fixtureDocument(spec));

/** Writes the fixture catalog and its files (and any further companies and documents). */
export function seedCatalog(database: Db, filesDir: string, more: { companies: Company[]; documents: FixtureDocument[] } = { companies: [], documents: [] }): void {
  upsertCompanies(database, [...COMPANIES, ...more.companies]);
  for (const d of [...DOCUMENTS, ...more.documents]) {
    writeStored(d.originalPath, d.pdf, filesDir);
    writeStored(d.markdownPath, d.markdown, filesDir);
    const { company, pdf, pages, markdown, ...document } = d;
    saveDocument(database, document, pages.map((p) => ({ ...p, kind: "other", garbled: false })));
    // A store that keeps files keeps these too, as ingestion would have written them.
    if (keepsFilesInStore(database)) saveStoredFiles(database, d.id, [{ path: d.originalPath, data: pdf }, { path: d.markdownPath, data: markdown }]);
  }
}

/** Documents in the order the list operation promises: newest first (undated last), then by id. */
export function newestFirst(documents: FixtureDocument[]): FixtureDocument[] {
  return [...documents].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.id.localeCompare(b.id));
}
