// Reads a document's metadata from its content alone: the company (matched to the registry or
// read from the cover), the form, the category, the date and fiscal period, the language, the
// 8-K items, and a title and description. File names are never consulted: they say nothing.
import type { DocumentCategory, FiscalPeriod, SecFormType } from "../../catalog/codes";
import type { RegistryCompany } from "../../catalog/registry";
import type { Company } from "../../catalog/types";
import { registryIndex } from "./company-match";
import { readCover, type CoverFacts } from "./cover-page";
import { documentDescription, documentTitle, type DescribedFacts } from "./describe";
import { earningsMaterial, isEarningsReleasePage, readRelease, type EarningsMaterial, type ReleaseFacts } from "./earnings-release";
import {
  calendarOf, fiscalYearEndAfterQuarter, fiscalYearOfDate, isCalendarYearEnd, nameFiscalYear, statedCalendar,
  type FiscalCalendar,
} from "../../periods";
import { fiscalYearMentions, interimQuarter, namedDates, quarterYearMentions, yearColumnHeads } from "./fiscal-evidence";
import { items8k } from "./items-8k";
import { detectLanguage } from "./language";
import { documentText, prose, textOfPages, type DocumentText } from "./page-text";
import { releasePeriod, statedYearEnd } from "./period";
import { resolveCompany } from "./resolve-company";

export type { FiscalCalendar } from "../../periods";

export interface MetadataReading {
  /** The registry company, or the company as the document states it; null when unnamed. */
  company: Company | null;
  /** True when `company` is a registry entry. */
  companyInRegistry: boolean;
  /** What identified the company ("CIK", "registrant name", "trading symbol", …); null when nothing did. */
  companyEvidence: string | null;
  formType: SecFormType | null;
  category: DocumentCategory;
  /** YYYY-MM-DD: period end for annual and interim reports, release or event date otherwise. */
  date: string | null;
  /** The end of the period reported on (null for current reports). */
  periodEnd: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: FiscalPeriod | null;
  /** The filer's fiscal calendar, when the document reveals it (annual and interim reports);
   *  see company-calendars.ts for dating the company's current reports by it. */
  fiscalCalendar: FiscalCalendar | null;
  /** False when the fiscal year's name is a default guess the company's other filings may correct. */
  fiscalYearSettled: boolean;
  /** ISO 639-1; null when the document has no prose to tell. */
  language: string | null;
  items8k: string[];
  accessionNumber: string | null;
  title: string;
  description: string;
}

type Kind = DescribedFacts["kind"];

const ANNUAL_FORMS = /^(10-K|20-F|40-F)/;
const PROSPECTUS_CATEGORY: Record<string, DocumentCategory> = {
  "S-1": "initial-offering-prospectus", "F-1": "initial-offering-prospectus",
  "S-3": "follow-on-offering-prospectus", "F-3": "follow-on-offering-prospectus",
  "S-4": "merger-offering-prospectus", "F-4": "merger-offering-prospectus",
  "S-8": "employee-share-plan-prospectus", "F-8": "employee-share-plan-prospectus",
};

function kindOfForm(form: SecFormType): Kind {
  if (ANNUAL_FORMS.test(form)) return "annual";
  if (form.startsWith("10-Q")) return "interim";
  if (form.startsWith("8-K") || form.startsWith("6-K")) return "current";
  if (/14[AC]$/.test(form)) return "proxy";
  return PROSPECTUS_CATEGORY[form.replace(/\/A$|\s+POS$/, "")] ? "prospectus" : "other";
}

const EARNINGS_CATEGORY: Record<EarningsMaterial, DocumentCategory> = {
  release: "earnings-release", presentation: "earnings-presentation", transcript: "earnings-call-transcript",
};

function categoryOf(kind: Kind, form: SecFormType | null, material: EarningsMaterial): DocumentCategory {
  switch (kind) {
    case "annual": return "annual-financial-report";
    case "interim": return "interim-financial-report";
    case "earnings": return EARNINGS_CATEGORY[material];
    case "proxy": return "shareholder-meeting-circular";
    case "prospectus": return PROSPECTUS_CATEGORY[(form ?? "").replace(/\/A$|\s+POS$/, "")] ?? "current-report";
    // Anything else is an announcement of some event: the current-report category covers it.
    default: return "current-report";
  }
}

/** The earnings release an 8-K carries as an exhibit (usually 99.1), if any. */
function exhibitRelease(doc: DocumentText, coverIndex: number): ReleaseFacts | null {
  const candidates = doc.pages.slice(coverIndex + 1, coverIndex + 10);
  const page =
    candidates.find((p) => /^exhibit\s+99/i.test(p.lines[0] ?? "") && isEarningsReleasePage(p)) ??
    candidates.find((p) => isEarningsReleasePage(p));
  return page ? readRelease(page) : null;
}

const ACCESSION = /\b(\d{10}-\d{2}-\d{6})\b/;
const ANNUAL_REPORT_TITLE = /^(?:(?:fiscal\s+)?(?:19|20)\d\d\s+)?annual\s+report(?:\s+(?:and\s+accounts\s+)?(?:19|20)\d\d)?(?:\s+to\s+(?:share|stock)holders)?$/i;

/** A glossy annual report titles itself so on its first pages ("2023 Annual Report"). */
function hasAnnualReportTitle(doc: DocumentText): boolean {
  return doc.pages.slice(0, 3).some((p) => p.lines.slice(0, 12).some((l) => ANNUAL_REPORT_TITLE.test(l.trim())));
}

interface Period {
  date: string | null;
  periodEnd: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fiscalPeriod: FiscalPeriod | null;
  fiscalYearEnd: string | null;
  fullYear: boolean;
  fiscalYearSettled: boolean;
}

export function readMetadata(pages: string[], registry: RegistryCompany[]): MetadataReading {
  const doc = documentText(pages);
  const index = registryIndex(registry);
  const cover = readCover(doc.pages);
  const start = cover?.pageIndex ?? 0;
  const head = textOfPages(doc, start, start + 40);
  const evidence = { pairs: namedDates(head), mentions: fiscalYearMentions(doc.full) };

  let kind: Kind = cover ? kindOfForm(cover.formType) : "other";
  let release: ReleaseFacts | null = null;
  let material: EarningsMaterial = "release";
  let items: string[] = [];
  if (cover && kind === "current") {
    items = cover.formType.startsWith("8-K") ? items8k(doc.pages, cover.pageIndex) : [];
    release = exhibitRelease(doc, cover.pageIndex);
    if (items.includes("2.02") || (release && (release.quarter || release.fullYear))) kind = "earnings";
  } else if (!cover) {
    const page = doc.pages.slice(0, 3).find(isEarningsReleasePage);
    release = page ? readRelease(page) : null;
    if (release) {
      kind = "earnings";
      material = earningsMaterial(doc.pages);
    } else if (hasAnnualReportTitle(doc)) kind = "annual";
  }

  const resolution = resolveCompany(cover, release, doc, index, Boolean(cover));
  // A current report dates itself by the calendar it states, if any ("fiscal year 2023, ending
  // February 3, 2024"); collectFiscalCalendars and fiscalYearUnderCalendar do it for the rest.
  const period = readPeriod(kind, cover, release, doc, head, evidence, statedCalendar(evidence.pairs));

  const formType = cover?.formType ?? null;
  const companyName = resolution.company?.name ?? "Unidentified company";
  const described: DescribedFacts = {
    companyName,
    formType,
    kind,
    date: period.date,
    periodEnd: period.periodEnd,
    fiscalYear: period.fiscalYear,
    fiscalQuarter: period.fiscalQuarter,
    fullYear: period.fullYear,
    calendarYear: release && !period.fiscalYearEnd ? !release.namedAsFiscal : isCalendarYearEnd(period.fiscalYearEnd),
    items8k: items,
    headline: release?.headline ?? null,
    material,
  };
  const revealsCalendar = (kind === "annual" || kind === "interim") && period.fiscalYearEnd && period.fiscalYear !== null;
  return {
    company: resolution.company,
    companyInRegistry: resolution.entry !== null,
    companyEvidence: resolution.via,
    formType,
    category: categoryOf(kind, formType, material),
    date: period.date,
    periodEnd: period.periodEnd,
    fiscalYear: period.fiscalYear,
    fiscalQuarter: period.fiscalQuarter,
    fiscalPeriod: period.fiscalPeriod,
    fiscalCalendar: revealsCalendar
      ? { ...calendarOf(period.fiscalYearEnd!, period.fiscalYear!), ...(period.fiscalYearSettled ? {} : { namingShown: false }) }
      : null,
    fiscalYearSettled: period.fiscalYearSettled,
    language: detectLanguage(prose(textOfPages(doc, 0, 12))),
    items8k: items,
    accessionNumber: ACCESSION.exec(textOfPages(doc, 0, 5))?.[1] ?? null,
    title: documentTitle(described),
    description: documentDescription(described, doc, start),
  };
}

function readPeriod(
  kind: Kind,
  cover: CoverFacts | null,
  release: ReleaseFacts | null,
  doc: DocumentText,
  head: string,
  evidence: { pairs: ReturnType<typeof namedDates>; mentions: Map<number, number> },
  calendar: FiscalCalendar | null,
): Period {
  const none: Period = {
    date: null, periodEnd: null, fiscalYear: null, fiscalQuarter: null, fiscalPeriod: null, fiscalYearEnd: null, fullYear: false, fiscalYearSettled: true,
  };
  if (kind === "annual") {
    const periodEnd = cover?.periodEnd ?? statedYearEnd(head);
    if (!periodEnd) return { ...none, date: cover?.reportDate ?? null, fiscalPeriod: "year" };
    const columnHeads = yearColumnHeads(doc.pages.slice(0, 150));
    const named = nameFiscalYear(periodEnd, { ...evidence, columnHeads });
    return {
      ...none, date: periodEnd, periodEnd, fiscalYear: named.year, fiscalPeriod: "year", fiscalYearEnd: periodEnd, fullYear: true,
      fiscalYearSettled: named.settled,
    };
  }
  if (kind === "interim") {
    const periodEnd = cover?.periodEnd ?? null;
    if (!periodEnd) return { ...none, date: cover?.reportDate ?? null, fiscalPeriod: "quarter" };
    const quarter = interimQuarter(head) ?? 1;
    const fiscalYearEnd = fiscalYearEndAfterQuarter(periodEnd, quarter);
    const quarterMentions = quarterYearMentions(head, quarter);
    const named = nameFiscalYear(fiscalYearEnd, { ...evidence, linkDate: periodEnd, quarterMentions });
    return {
      ...none, date: periodEnd, periodEnd, fiscalYear: named.year, fiscalQuarter: quarter, fiscalPeriod: "quarter", fiscalYearEnd,
      fiscalYearSettled: named.settled,
    };
  }
  const date = cover?.reportDate ?? release?.releaseDate ?? null;
  if (kind === "earnings" && release) {
    const own = { pairs: namedDates(prose(doc.full.slice(0, 20000))), mentions: fiscalYearMentions(doc.full.slice(0, 60000)) };
    const p = releasePeriod(release, own, calendar);
    const fiscalPeriod: FiscalPeriod | null = p.fiscalQuarter ? "quarter" : release.fullYear ? "year" : null;
    return {
      date: date ?? release.releaseDate, periodEnd: release.periodEnd, fiscalYear: p.fiscalYear, fiscalQuarter: p.fiscalQuarter,
      fiscalPeriod, fiscalYearEnd: p.fiscalYearEnd, fullYear: release.fullYear, fiscalYearSettled: p.fiscalYearSettled,
    };
  }
  // Current reports and other filings relate to their date's fiscal year.
  const fiscalYear = date ? (calendar ? fiscalYearOfDate(date, calendar) : Number(date.slice(0, 4))) : null;
  return { ...none, date, fiscalYear };
}
