// The catalog's companies, read once and re-read only when the catalog changes: every question
// is read against all of them, so this must not cost a query per request beyond a cheap check.
// The catalog version moves with any write to the database (a thread saved, a key used), so the
// rows re-read are compared with the ones held, and the same frozen list is kept while they are
// equal: the name index built over it (company-names.ts, keyed by the list) then survives, where
// rebuilding it for 1,350 companies took tens of milliseconds of the next question.
import { catalogVersion } from "../catalog/catalog-version";
import { companyFromRow } from "../catalog/company-queries";
import { companyRows } from "../catalog/retrieval-queries";
import type { Company } from "../catalog/types";
import { db, type Db } from "../db/connection";

const cached = new WeakMap<Db, { version: string; rows: string; companies: readonly Company[] }>();

export function catalogCompanies(database: Db = db()): readonly Company[] {
  const version = catalogVersion(database);
  const hit = cached.get(database);
  if (hit?.version === version) return hit.companies;
  const found = companyRows(database);
  const rows = JSON.stringify(found);
  const companies = hit?.rows === rows ? hit.companies : Object.freeze(found.map(companyFromRow));
  cached.set(database, { version, rows, companies });
  return companies;
}
