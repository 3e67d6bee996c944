// Choosing the documents whose pages are ranked: those of the companies named (or owning a brand
// or division named), for the periods and kinds of document named. Each candidate carries a
// weight (how well it fits) that ranking uses. When nothing fits, the filters widen one at a
// time: kind, then period, then company.
import { getDocuments } from "../catalog/document-queries";
import { documentPeriodsById, documentPeriodsOfCompanies, type DocumentPeriodRow } from "../catalog/retrieval-queries";
import type { CatalogDocument } from "../catalog/types";
import { db, type Db } from "../db/connection";
import { documentsMatching } from "./document-index";
import { companiesOwningNames } from "./name-owners";
import { isAnnual, periodFit } from "./period-fit";
import type { PeriodReading } from "./read-periods";
import type { QueryUnderstanding } from "./understand-query";

export interface DocumentCandidate {
  document: CatalogDocument;
  /** 0..1: how well the document fits the question's companies, periods and kinds. */
  weight: number;
}

/** How many documents of one company are ranked at most; the rest fit too poorly to matter. */
const PER_COMPANY = 5;
/** Without a company, the document index narrows the catalog to this many matches first… */
const MATCHED_DOCUMENTS = 50;
/** …of which period, kind and match choose this many to rank the pages of. */
const WITHOUT_COMPANY = 10;

/** The least period fit that makes the period choose the documents (an annual report two years on: 0.45). */
const PERIOD_MATTERS = 0.4;

/** "Last three years" becomes the three latest fiscal years the documents cover. */
function withRelativeYears(periods: PeriodReading, docs: DocumentPeriodRow[]): PeriodReading {
  if (!periods.lastYears || periods.years.length) return periods;
  const latest = Math.max(...docs.map((d) => d.fiscalYear ?? 0));
  if (latest <= 0) return periods;
  const years = Array.from({ length: periods.lastYears }, (_, i) => latest - periods.lastYears! + 1 + i);
  return { ...periods, years };
}

function kindFit(doc: DocumentPeriodRow, u: QueryUnderstanding): number {
  if (!u.documentKinds.length) return 1;
  const form = doc.formType?.toUpperCase() ?? "";
  const fits = u.documentKinds.some((k) => k.formTypes.includes(form) || (k.categories as string[]).includes(doc.category));
  return fits ? 1 : 0.15;
}

/** Newest first within each class of document (annual, quarterly, other), decaying with age. */
function recencyFit(docs: DocumentPeriodRow[]): Map<string, number> {
  const fit = new Map<string, number>();
  const classOf = (d: DocumentPeriodRow) => (isAnnual(d) ? "annual" : d.fiscalQuarter != null ? "interim" : "other");
  const byClass = new Map<string, DocumentPeriodRow[]>();
  for (const d of docs) byClass.set(classOf(d), [...(byClass.get(classOf(d)) ?? []), d]);
  for (const [cls, list] of byClass) {
    list.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
    // Annual reports answer most questions that name no period; the latest one comes first.
    const top = cls === "annual" ? 1 : 0.8;
    list.forEach((d, i) => fit.set(d.id, top * 0.75 ** i));
  }
  return fit;
}

function weigh(docs: DocumentPeriodRow[], u: QueryUnderstanding): Map<string, number> {
  const periods = withRelativeYears(u.periods, docs);
  let kinds = docs.map((d) => kindFit(d, u));
  if (!kinds.some((k) => k === 1)) kinds = kinds.map(() => 1); // no document of that kind: drop the kind
  const fits = docs.map((d) => periodFit(d, periods));
  // Nothing for that period: drop it. A 10-K two years on still states the year (three years of
  // income and cash flows), so its fit counts.
  const periodMatters = fits.some((f) => f !== undefined && f >= PERIOD_MATTERS);
  const recency = recencyFit(docs);
  const weights = new Map<string, number>();
  docs.forEach((d, i) => {
    const byPeriod = periodMatters ? fits[i]! : recency.get(d.id)!;
    // A small share of recency separates documents that fit the period equally.
    weights.set(d.id, kinds[i]! * (0.9 * byPeriod + 0.1 * recency.get(d.id)!));
  });
  return weights;
}

function best(docs: DocumentPeriodRow[], weights: Map<string, number>, limit: number): DocumentPeriodRow[] {
  const sorted = [...docs].sort((a, b) => weights.get(b.id)! - weights.get(a.id)! || (b.date ?? "").localeCompare(a.date ?? ""));
  const [first] = sorted;
  const top = (first && weights.get(first.id)) ?? 0;
  return sorted.filter((d) => weights.get(d.id)! >= top * 0.3 && weights.get(d.id)! > 0).slice(0, limit);
}

/** Candidate documents for a question, best first. */
export function selectDocuments(u: QueryUnderstanding, database: Db = db()): DocumentCandidate[] {
  // A question that names no company may name something one company owns (a brand, a division).
  const named = u.companies.map((c) => c.company.id);
  const companyIds = named.length ? named : companiesOwningNames(database, u.query);
  let chosen: DocumentPeriodRow[] = [];
  let weights = new Map<string, number>();
  if (companyIds.length) {
    // Each company named gets its own best documents, so one cannot crowd out another.
    for (const id of companyIds) {
      const docs = documentPeriodsOfCompanies(database, [id]);
      if (!docs.length) continue;
      const w = weigh(docs, u);
      w.forEach((value, key) => weights.set(key, value));
      chosen.push(...best(docs, w, PER_COMPANY));
    }
  }
  if (!chosen.length) {
    // No company named, or none with documents: the documents whose index rows match the
    // question's words, by match, period and kind (by period and kind alone when none matches).
    const matched = documentsMatching(database, u, MATCHED_DOCUMENTS);
    const docs = matched.size ? documentPeriodsById(database, [...matched.keys()]) : documentPeriodsOfCompanies(database, null);
    weights = weigh(docs, u);
    if (matched.size) for (const d of docs) weights.set(d.id, weights.get(d.id)! * (0.5 + 0.5 * matched.get(d.id)!));
    chosen = best(docs, weights, WITHOUT_COMPANY);
  }
  const documents = new Map(getDocuments(chosen.map((d) => d.id), database).map((d) => [d.id, d]));
  return chosen
    .map((d) => ({ document: documents.get(d.id)!, weight: weights.get(d.id)! }))
    .sort((a, b) => b.weight - a.weight);
}
