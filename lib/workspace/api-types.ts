// The API payloads the workspace reads, as the browser receives them from the workspace's own
// routes: inferred from the schemas the API validates and documents itself with (lib/openapi),
// so the two cannot drift apart.
import type { z } from "zod";
import type { FacetName, FacetValue } from "../catalog/document-browse-types";
import type { companySchema, documentDetailV2Schema, documentListItemV1Schema } from "../openapi/response-schemas";

export type Company = z.infer<typeof companySchema>;

/** An item of the v1 document list (operation 3). */
export type DocumentListItem = z.infer<typeof documentListItemV1Schema>;

type DocumentDetailV2 = z.infer<typeof documentDetailV2Schema>;

export type DocumentFileLinks = Pick<DocumentDetailV2, "originalFileUrl" | "markdownFileUrl">;

/**
 * The v2 document detail (operation 10) without its file links: those are temporary, so the
 * workspace fetches a fresh one each time a file is opened instead of keeping one around.
 */
export type DocumentDetail = Omit<DocumentDetailV2, keyof DocumentFileLinks>;

/** A page of a documents view (the workspace's own route over the catalog). */
export interface DocumentPage {
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  items: DocumentListItem[];
  /** For each filter, the values the catalog holds and how many documents each would give. */
  facets: Record<FacetName, FacetValue[]>;
  /** Every matching document's id, when few enough to limit a question to them; else empty. */
  ids: string[];
}
