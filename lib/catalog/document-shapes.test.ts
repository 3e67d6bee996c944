import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "./types";
import {
  documentDetailV1, documentDetailV2, documentListItemV1, documentListItemV2, documentMetadataV1, documentMetadataV2,
} from "./document-shapes";

const doc: CatalogDocument = {
  id: "d0c", companyId: "c0", category: "annual-financial-report", formType: "10-K", title: "3M 10-K 2022",
  description: "Annual report", date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year",
  language: "en", metadata: { sha256: "ab", sourceFileName: "ab.pdf", pageCount: 3, accessionNumber: "0000066740-23-000014" },
  pageCount: 3, originalPath: "o", markdownPath: "m", companyName: "3M Company", companyTickers: ["MMM"],
};
const links = { originalFileUrl: "https://files/o", markdownFileUrl: "https://files/m" };

describe("document shapes", () => {
  it("v1 detail has tickers/formType and older codes, and no companyId, fiscalPeriod, language or metadata", () => {
    expect(documentDetailV1(doc, links)).toEqual({
      id: "d0c", documentCategory: "annual-report", formType: "10-K", tickers: ["MMM"], companyName: "3M Company",
      date: "2022-12-31", fiscalQuarter: null, fiscalYear: 2022, title: "3M 10-K 2022", description: "Annual report",
      ...links,
    });
  });

  it("v2 detail renames to companyTickers/secFormType and adds companyId, fiscalPeriod, language", () => {
    const v2 = documentDetailV2(doc, links);
    expect(v2).toMatchObject({ documentCategory: "annual-financial-report", secFormType: "10-K", companyTickers: ["MMM"],
      companyId: "c0", fiscalPeriod: "year", language: "en", metadata: doc.metadata, ...links });
    expect(v2).not.toHaveProperty("formType");
    expect(v2).not.toHaveProperty("tickers");
  });

  it("list items differ only in form-type name and category codes", () => {
    const { formType, documentCategory: v1Code, ...v1Rest } = documentListItemV1(doc);
    const { secFormType, documentCategory: v2Code, ...v2Rest } = documentListItemV2(doc);
    expect(v1Rest).toEqual(v2Rest);
    expect([formType, secFormType, v1Code, v2Code]).toEqual(["10-K", "10-K", "annual-report", "annual-financial-report"]);
    expect(v2Rest).toMatchObject({ companyId: "c0", companyTickers: ["MMM"], metadata: doc.metadata });
  });

  it("document metadata: v2 is the short form; v1 adds description and metadata and shows older codes", () => {
    const short = { id: "d0c", title: "3M 10-K 2022", formType: "10-K", date: "2022-12-31", fiscalQuarter: null,
      fiscalYear: 2022, companyName: "3M Company", tickers: ["MMM"] };
    expect(documentMetadataV2(doc)).toEqual({ ...short, documentCategory: "annual-financial-report" });
    expect(documentMetadataV1(doc)).toEqual({ ...short, documentCategory: "annual-report", description: "Annual report", metadata: doc.metadata });
  });
});
