// One core type per resource. The v1 and v2 shapes are made from these by the serializers.
import type { DocumentCategory, FiscalPeriod, PageKind } from "./codes";

export interface Company {
  id: string;
  name: string;
  tickers: string[];
  countries: string[];
  filesWithSec: boolean;
  cik: string | null;
  permid: string | null;
  /** Informal names people use ("Coke", "JnJ"); internal, used to recognise the company. */
  aliases: string[];
  listed: boolean;
}

/** Provenance and form facts kept with a document. */
export interface DocumentProvenance {
  sha256: string;
  sourceFileName: string;
  pageCount: number;
  accessionNumber?: string;
  "8kItems"?: string[];
  /** What identified the company ("CIK", "registrant name", "trading symbol", …); absent when nothing did. */
  companyEvidence?: string;
  /** Why an operator should look at the document (its company matched no registry entry). */
  review?: string;
  /** Present when the fiscal year's name was a default guess, open to the company's calendar. */
  fiscalYearInferred?: true;
  [key: string]: unknown;
}

export interface CatalogDocument {
  id: string;
  companyId: string;
  category: DocumentCategory;
  formType: string | null;
  title: string;
  description: string;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: FiscalPeriod | null;
  language: string | null;
  metadata: DocumentProvenance;
  pageCount: number;
  /** Paths relative to the files folder. */
  originalPath: string;
  markdownPath: string;
  /** Denormalised from the company, for the list and chunk shapes. */
  companyName: string;
  companyTickers: string[];
}

export interface CatalogPage {
  documentId: string;
  pageNumber: number;
  content: string;
  kind: PageKind;
  garbled: boolean;
}
