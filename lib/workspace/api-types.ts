// The API payloads the workspace reads (see the interface specification), as the browser
// receives them from the workspace's own routes.

export interface Company {
  id: string;
  name: string;
  tickers: string[];
  countries: string[];
  filesWithSec?: boolean;
  cik?: string | null;
  permid?: string | null;
}

/** An item of the v1 document list (operation 3). */
export interface DocumentListItem {
  id: string;
  companyId: string;
  documentCategory: string;
  formType: string | null;
  title: string;
  description: string;
  /** Null when the filing did not say which date it relates to. */
  date: string | null;
  fiscalQuarter: number | null;
  fiscalYear: number | null;
  fiscalPeriod?: string | null;
  language?: string;
  companyName: string;
  companyTickers: string[];
  metadata?: Record<string, unknown> | null;
}

/**
 * The v2 document detail (operation 10) without its file links: those are temporary, so the
 * workspace fetches a fresh one each time a file is opened instead of keeping one around.
 */
export interface DocumentDetail {
  id: string;
  companyId: string;
  documentCategory: string;
  secFormType: string | null;
  title: string;
  description: string;
  /** Null when the filing did not say which date it relates to. */
  date: string | null;
  fiscalQuarter: number | null;
  fiscalYear: number | null;
  fiscalPeriod: string | null;
  language: string;
  companyName: string;
  companyTickers: string[];
  metadata: Record<string, unknown> | null;
}

export interface DocumentFileLinks {
  originalFileUrl: string;
  markdownFileUrl: string;
}
