// A small real catalog for the retrieval and answer operations: three sample filings of three
// companies, each holding its primary statements, cataloged by the ingest command with the
// sample registry (so the registry's other companies are known but have no filings).
import type { z } from "zod";
import { splitDocumentMarkdown } from "@/lib/catalog/document-markdown";
import type { documentDetailV2Schema, documentListItemV1Schema } from "@/lib/openapi/response-schemas";
import { ingestSampleFilings } from "../support/project-commands";
import { startContractServer, type ContractServer } from "./contract-server";

/** Amcor's 10-Q for the quarter ended 31 December 2022, and two earnings releases. */
export const RAG_SLICE = {
  amcorTenQ: "71c39c3f338fc81a.pdf",
  mcdonaldsRelease: "f94b34aa74848766.pdf",
  ultaRelease: "c7df6210a627042e.pdf",
} as const;

export type SliceFiling = keyof typeof RAG_SLICE;

/** A cataloged document as the v2 detail operation shows it. */
export type DocumentDetail = z.infer<typeof documentDetailV2Schema>;

export interface SliceCatalog {
  server: ContractServer;
  /** Each filing of the slice, as cataloged. */
  documents: Record<SliceFiling, DocumentDetail>;
  /** The text of a page, read from the document's Markdown file on the file host. */
  pageText(documentId: string, pageNumber: number): Promise<string>;
}

export async function startSliceServer(): Promise<SliceCatalog> {
  const server = await startContractServer({ seed: (dataDir) => ingestSampleFilings(dataDir, Object.values(RAG_SLICE)) });
  const listed: z.infer<typeof documentListItemV1Schema>[] = await (await server.fetch("/api/v1/documents/list")).json();
  const documents = {} as Record<SliceFiling, DocumentDetail>;
  for (const [filing, fileName] of Object.entries(RAG_SLICE) as [SliceFiling, string][]) {
    const item = listed.find((d) => d.metadata.sourceFileName === fileName);
    if (!item) throw new Error(`${fileName} was not cataloged`);
    documents[filing] = await (await server.fetch(`/api/v2/documents/${item.id}`)).json();
  }
  const markdown = new Map<string, Promise<{ pageNumber: number; content: string }[]>>();
  const pageText = async (documentId: string, pageNumber: number) => {
    const detail = Object.values(documents).find((d) => d.id === documentId);
    if (!detail) throw new Error(`${documentId} is not a document of the slice`);
    if (!markdown.has(documentId)) {
      markdown.set(documentId, fetch(detail.markdownFileUrl).then(async (r) => splitDocumentMarkdown(await r.text())));
    }
    const page = (await markdown.get(documentId)!).find((p) => p.pageNumber === pageNumber);
    if (!page) throw new Error(`${documentId} has no page ${pageNumber}`);
    return page.content;
  };
  return { server, documents, pageText };
}

/** The document metadata a chunk or citation carries, as the v2 operations show it. */
export function v2Metadata(d: DocumentDetail) {
  return {
    id: d.id,
    title: d.title,
    documentCategory: d.documentCategory,
    formType: d.secFormType,
    date: d.date,
    fiscalQuarter: d.fiscalQuarter,
    fiscalYear: d.fiscalYear,
    companyName: d.companyName,
    tickers: d.companyTickers,
  };
}

/** The same as v1 shows it: the older codes of the financial reports, the description and the metadata object. */
export function v1Metadata(d: DocumentDetail) {
  const older: Record<string, string> = { "annual-financial-report": "annual-report", "interim-financial-report": "interim-report" };
  return { ...v2Metadata(d), documentCategory: older[d.documentCategory] ?? d.documentCategory, description: d.description, metadata: d.metadata };
}
