// Stable identifiers: derived from facts that do not change, so links survive a rebuild.
import { v5 as uuidv5 } from "uuid";

// Fixed namespaces for Footnote's UUID v5 ids (random values chosen once; never change them).
const COMPANY_NAMESPACE = "5b0f6c9e-1f0a-4b8e-9a43-2c6f0d7e8a11";
const DOCUMENT_NAMESPACE = "8d3e2a71-6c4b-4f19-b5d2-7e9a0c1f3b62";

/** CIKs compare without leading zeros. */
export function normaliseCik(cik: string): string {
  return cik.trim().replace(/^0+(?=\d)/, "");
}

/** A company's id: from its CIK, or from name and country for filers without one. */
export function companyId(input: { cik?: string | null; name: string; country?: string }): string {
  const key = input.cik ? `cik:${normaliseCik(input.cik)}` : `name:${input.name.trim().toLowerCase()}|${input.country ?? ""}`;
  return uuidv5(key, COMPANY_NAMESPACE);
}

/** A document's id: from the SHA-256 of its original file. */
export function documentId(sha256: string): string {
  return uuidv5(sha256.toLowerCase(), DOCUMENT_NAMESPACE);
}
