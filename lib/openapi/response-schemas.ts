// The shapes the API answers with, as zod schemas for the OpenAPI document. They describe the
// serializers of lib/catalog and the answer events of lib/answers (a test checks real responses
// against them), and they name each schema once for the document's components.
import { z } from "zod";
import { REF_KEY } from "../answers/citation-refs";
import { DOCUMENT_CATEGORIES, FISCAL_PERIODS } from "../catalog/codes";

const uuid = z.string().describe("UUID");
// Real filings do not always state a date or a language; the catalog then holds null.
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().describe("Date, YYYY-MM-DD; null when the document states none");

export const companySchema = z
  .object({
    id: uuid,
    name: z.string(),
    tickers: z.array(z.string()).describe("Base form or with an exchange suffix, e.g. AMC.AX"),
    countries: z.array(z.string()).describe("ISO 3166-1 alpha-2"),
    filesWithSec: z.boolean(),
    cik: z.string().optional().describe("SEC Central Index Key; absent for non-SEC filers"),
    permid: z.string().optional(),
  })
  .meta({ id: "Company" });

const provenance = z
  .object({
    sha256: z.string(),
    sourceFileName: z.string(),
    pageCount: z.number().int(),
    accessionNumber: z.string().optional(),
    "8kItems": z.array(z.string()).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "DocumentProvenance" });

const v1Categories = [...DOCUMENT_CATEGORIES, "annual-report", "interim-report"] as const;

const listItemCommon = {
  id: uuid,
  companyId: uuid,
  title: z.string(),
  description: z.string(),
  date,
  fiscalQuarter: z.number().int().min(1).max(4).nullable(),
  fiscalYear: z.number().int().nullable(),
  fiscalPeriod: z.enum(FISCAL_PERIODS).nullable(),
  language: z.string().nullable().describe("ISO 639-1; null when not recognised"),
  companyName: z.string(),
  companyTickers: z.array(z.string()),
  metadata: provenance,
};

export const documentListItemV1Schema = z
  .object({ ...listItemCommon, documentCategory: z.enum(v1Categories), formType: z.string().nullable() })
  .meta({ id: "DocumentListItemV1" });

export const documentListItemV2Schema = z
  .object({ ...listItemCommon, documentCategory: z.enum(DOCUMENT_CATEGORIES), secFormType: z.string().nullable() })
  .meta({ id: "DocumentListItemV2" });

const fileLinks = {
  originalFileUrl: z.string().url().describe("Temporary, signed link to the original file"),
  markdownFileUrl: z.string().url().describe("Temporary, signed link to the Markdown form"),
};

export const documentDetailV1Schema = z
  .object({
    id: uuid,
    documentCategory: z.enum(v1Categories),
    formType: z.string().nullable(),
    tickers: z.array(z.string()),
    companyName: z.string(),
    date,
    fiscalQuarter: z.number().int().nullable(),
    fiscalYear: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    ...fileLinks,
  })
  .meta({ id: "DocumentDetailV1" });

export const documentDetailV2Schema = documentListItemV2Schema.extend(fileLinks).meta({ id: "DocumentDetailV2" });

const metadataV2 = {
  id: uuid,
  title: z.string(),
  documentCategory: z.string(),
  formType: z.string().nullable(),
  date,
  fiscalQuarter: z.number().int().nullable(),
  fiscalYear: z.number().int().nullable(),
  companyName: z.string(),
  tickers: z.array(z.string()),
};
export const documentMetadataV2Schema = z.object(metadataV2).meta({ id: "DocumentMetadataV2" });
export const documentMetadataV1Schema = z
  .object({ ...metadataV2, description: z.string(), metadata: provenance.nullable() })
  .meta({ id: "DocumentMetadataV1" });

function chunk<M extends z.ZodType>(metadata: M, id: string) {
  return z
    .object({
      pageNumber: z.number().int().describe("1-based page of the source document"),
      documentMetadata: metadata,
      content: z.string().describe("Page text in Markdown"),
      excerpt: z.string().nullable(),
    })
    .meta({ id });
}
export const chunkV1Schema = chunk(documentMetadataV1Schema, "ChunkV1");
export const chunkV2Schema = chunk(documentMetadataV2Schema, "ChunkV2");
export const chunksV1Schema = z.object({ relevantChunks: z.array(chunkV1Schema) }).meta({ id: "RelevantChunksV1" });
export const chunksV2Schema = z.object({ relevantChunks: z.array(chunkV2Schema) }).meta({ id: "RelevantChunksV2" });

function citation<M extends z.ZodType>(metadata: M, id: string) {
  return z
    .object({
      pageNumber: z.number().int(),
      excerpt: z.string().nullable().describe("Verbatim passage of the page that supports the answer; null in early streamed sources"),
      content: z.string().describe("The cited page in Markdown"),
      documentMetadata: metadata,
    })
    .meta({ id });
}
export const citationV1Schema = citation(documentMetadataV1Schema, "CitationV1");
export const citationV2Schema = citation(documentMetadataV2Schema, "CitationV2");

const refKey = z.string().regex(REF_KEY);
function answer<C extends z.ZodType>(entry: C, id: string) {
  return z
    .object({
      content: z.string().describe("Markdown answer; citations as [#ref] markers, each a key of sourceMap"),
      sourceMap: z.record(refKey, entry).describe("Cited pages by ref; empty when nothing relevant was found"),
    })
    .meta({ id });
}
export const agentAnswerV1Schema = answer(citationV1Schema, "AgentAnswerV1");
export const agentAnswerV2Schema = answer(citationV2Schema, "AgentAnswerV2");

/** The data of each server-sent event of the streaming operation. */
export const answerEventSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("thinking"), role: z.literal("assistant"), content: z.string(), stage: z.enum(["search", "document_inspection"]) }),
    z.object({ type: z.literal("sources"), content: z.record(refKey, citationV2Schema) }),
    z.object({ type: z.literal("message"), role: z.literal("assistant"), content: z.string().describe("A fragment of the answer") }),
    z.object({ type: z.literal("warning"), message: z.string() }),
    z.object({ type: z.literal("done") }),
  ])
  .meta({
    id: "AnswerEvent",
    description:
      "Each `data:` frame carries one of these objects. Exactly one `done`, always last; `sources` arrives early with null excerpts and again with excerpts before `done`. Comment lines are heartbeats.",
  });

export const errorSchema = z.object({ detail: z.string() }).meta({ id: "Error" });
export const validationErrorSchema = z
  .object({
    detail: z.array(z.object({ loc: z.array(z.string()), msg: z.string(), type: z.string() })),
  })
  .meta({ id: "ValidationError" });
