// The catalog's companies, read once and re-read only when the table changes: every question
// is read against all of them, so this must not cost a query per request beyond a cheap check.
import { catalogVersion } from "../catalog/catalog-version";
import { companyFromRow } from "../catalog/company-queries";
import { companyRows } from "../catalog/retrieval-queries";
import type { Company } from "../catalog/types";
import { db, type Db } from "../db/connection";

const cached = new WeakMap<Db, { version: string; companies: readonly Company[] }>();

export function catalogCompanies(database: Db = db()): readonly Company[] {
  const version = catalogVersion(database);
  const hit = cached.get(database);
  if (hit?.version === version) return hit.companies;
  const companies = Object.freeze(companyRows(database).map(companyFromRow));
  cached.set(database, { version, companies });
  return companies;
}
