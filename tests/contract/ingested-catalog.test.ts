// End to end over real filings: four sample PDFs cataloged by the ingest command with the sample
// registry, then read back through the API and the file host. What ingestion decides (titles,
// categories, dates) is taken from the API's own full listing; what the files are (bytes, page
// counts, companies) is checked against the files themselves.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { documentListItemV1Schema } from "@/lib/openapi/response-schemas";
import { corpusFile } from "@/lib/testing/shared-corpus";
import { ingestSampleFilings } from "../support/project-commands";
import { startContractServer, type ContractServer } from "./contract-server";

/** Small filings of three companies: two 8-Ks and two earnings releases. */
const SAMPLES = {
  "45cb5e86a67fbb5f.pdf": { ticker: "LMT", pages: 8 },
  "f94b34aa74848766.pdf": { ticker: "MCD", pages: 4 },
  "c7df6210a627042e.pdf": { ticker: "ULTA", pages: 9 },
  "2caa436e1707a1d4.pdf": { ticker: "ULTA", pages: 5 },
};

type ListItem = z.infer<typeof documentListItemV1Schema>;

let server: ContractServer;
let documents: ListItem[];
beforeAll(async () => {
  server = await startContractServer({ seed: (dataDir) => ingestSampleFilings(dataDir, Object.keys(SAMPLES)) });
  documents = await (await server.fetch("/api/v1/documents/list")).json();
});
afterAll(() => server?.stop());

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const bySource = (name: string) => documents.find((d) => d.metadata.sourceFileName === name)!;

describe("a catalog made by the ingest command", () => {
  it("lists every ingested filing, newest first, with its provenance", () => {
    expect(documents.map((d) => d.metadata.sourceFileName).sort()).toEqual(Object.keys(SAMPLES).sort());
    const dates = documents.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const [name, sample] of Object.entries(SAMPLES)) {
      const document = bySource(name);
      expect(document.metadata.sha256).toBe(sha256(readFileSync(corpusFile(name))));
      expect(document.metadata.pageCount).toBe(sample.pages);
      expect(document.companyTickers).toContain(sample.ticker);
    }
  });

  it("filters by ticker and form type as the full listing says", async () => {
    const ulta = await (await server.fetch("/api/v1/documents/list?companyTickers=ulta")).json();
    expect(ulta.map((d: ListItem) => d.id)).toEqual(documents.filter((d) => d.companyTickers.includes("ULTA")).map((d) => d.id));
    const eightKs = await (await server.fetch("/api/v1/documents/list?secFormTypes=8-k")).json();
    expect(eightKs.map((d: ListItem) => d.id)).toEqual(documents.filter((d) => d.formType === "8-K").map((d) => d.id));
  });

  it("serves each original byte for byte, and its Markdown page by page", async () => {
    for (const [name, sample] of Object.entries(SAMPLES)) {
      const detail = await (await server.fetch(`/api/v2/documents/${bySource(name).id}`)).json();
      const original = await fetch(detail.originalFileUrl);
      expect(original.headers.get("content-type")).toBe("application/pdf");
      expect(sha256(new Uint8Array(await original.arrayBuffer()))).toBe(detail.metadata.sha256);
      const markdown = await (await fetch(detail.markdownFileUrl)).text();
      expect(markdown.match(/^<!-- page \d+ -->$/gm)).toHaveLength(sample.pages);
    }
  });

  it("lists the registry's companies, base tickers matching suffixed ones", async () => {
    const santos = await (await server.fetch("/api/v2/companies/list?tickers=sto")).json();
    expect(santos).toEqual([expect.objectContaining({ name: "Santos Ltd", tickers: ["STO.AX"], filesWithSec: false })]);
    expect(santos[0]).not.toHaveProperty("cik");
    const nonSec = await (await server.fetch("/api/v1/companies/list?filesWithSec=false")).json();
    expect(nonSec.length).toBeGreaterThan(0);
    for (const company of nonSec) expect(company.filesWithSec).toBe(false);
    const [mcd] = await (await server.fetch("/api/v2/companies/search?query=MCD")).json();
    expect(mcd.id).toBe(bySource("f94b34aa74848766.pdf").companyId);
  });
});
