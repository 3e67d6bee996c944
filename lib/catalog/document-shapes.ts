// The Document resource as each API version shows it. One core type, several shapes: v1 shows
// the older category codes and names `formType`/`tickers`; v2 uses current codes and names
// `secFormType`/`companyTickers`, and its detail adds companyId, fiscalPeriod and language.
import { v1Category } from "./codes";
import type { CatalogDocument, DocumentProvenance } from "./types";

export interface FileLinks {
  originalFileUrl: string;
  markdownFileUrl: string;
}

/** The list-item fields after the category and form type, in the interface's order. */
function listItemRest(d: CatalogDocument) {
  return {
    title: d.title,
    description: d.description,
    date: d.date,
    fiscalQuarter: d.fiscalQuarter,
    fiscalYear: d.fiscalYear,
    fiscalPeriod: d.fiscalPeriod,
    language: d.language,
    companyName: d.companyName,
    companyTickers: d.companyTickers,
    metadata: d.metadata,
  };
}

export function documentListItemV1(d: CatalogDocument) {
  return { id: d.id, companyId: d.companyId, documentCategory: v1Category(d.category), formType: d.formType, ...listItemRest(d) };
}

export function documentListItemV2(d: CatalogDocument) {
  return { id: d.id, companyId: d.companyId, documentCategory: d.category, secFormType: d.formType, ...listItemRest(d) };
}

export function documentDetailV1(d: CatalogDocument, links: FileLinks) {
  return {
    id: d.id,
    documentCategory: v1Category(d.category),
    formType: d.formType,
    tickers: d.companyTickers,
    companyName: d.companyName,
    date: d.date,
    fiscalQuarter: d.fiscalQuarter,
    fiscalYear: d.fiscalYear,
    title: d.title,
    description: d.description,
    ...links,
  };
}

export function documentDetailV2(d: CatalogDocument, links: FileLinks) {
  return { ...documentListItemV2(d), ...links };
}

/** The source document as embedded in chunks and citations (v2). */
export interface DocumentMetadataV2 {
  id: string;
  title: string;
  documentCategory: string;
  formType: string | null;
  date: string | null;
  fiscalQuarter: number | null;
  fiscalYear: number | null;
  companyName: string;
  tickers: string[];
}

/** v1 also carries the description and the metadata object, and shows older category codes. */
export interface DocumentMetadataV1 extends DocumentMetadataV2 {
  description: string;
  metadata: DocumentProvenance | null;
}

export function documentMetadataV2(d: CatalogDocument): DocumentMetadataV2 {
  return {
    id: d.id,
    title: d.title,
    documentCategory: d.category,
    formType: d.formType,
    date: d.date,
    fiscalQuarter: d.fiscalQuarter,
    fiscalYear: d.fiscalYear,
    companyName: d.companyName,
    tickers: d.companyTickers,
  };
}

export function documentMetadataV1(d: CatalogDocument): DocumentMetadataV1 {
  return {
    ...documentMetadataV2(d),
    documentCategory: v1Category(d.category),
    description: d.description,
    metadata: d.metadata,
  };
}
