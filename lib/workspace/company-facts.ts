// A company's key facts at a glance, from what the catalog holds of it: when its fiscal year
// ends (the period end of its latest annual report), its latest annual and quarterly reports,
// and how many filings it has of each kind.
import { browseDocuments } from "../catalog/document-browse";
import type { FacetValue } from "../catalog/document-browse-types";
import type { CatalogDocument } from "../catalog/types";

export interface ReportLink {
  id: string;
  title: string;
  date: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
}

export interface CompanyFacts {
  /** "January 31"; null without an annual report. */
  fiscalYearEnd: string | null;
  latestAnnual: ReportLink | null;
  latestQuarterly: ReportLink | null;
  documentCount: number;
  byCategory: FacetValue[];
  byForm: FacetValue[];
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function link(document: CatalogDocument | undefined): ReportLink | null {
  if (!document) return null;
  const { id, title, date, fiscalYear, fiscalQuarter } = document;
  return { id, title, date, fiscalYear, fiscalQuarter };
}

function latest(companyId: string, category: string): CatalogDocument | undefined {
  return browseDocuments({ company: companyId, category, sort: "date", order: "desc", offset: 0, limit: 1 }).items[0];
}

export function companyFacts(companyId: string): CompanyFacts {
  const all = browseDocuments({ company: companyId, sort: "date", order: "desc", offset: 0, limit: 0 });
  const annual = latest(companyId, "annual-financial-report");
  const yearEnd = annual?.date && /^\d{4}-(\d{2})-(\d{2})$/.exec(annual.date);
  return {
    fiscalYearEnd: yearEnd ? `${MONTHS[Number(yearEnd[1]) - 1]} ${Number(yearEnd[2])}` : null,
    latestAnnual: link(annual),
    latestQuarterly: link(latest(companyId, "interim-financial-report")),
    documentCount: all.total,
    byCategory: all.facets.category,
    byForm: all.facets.form,
  };
}
