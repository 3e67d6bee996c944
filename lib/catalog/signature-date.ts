// The date a filing was signed, read from its first signature page ("Date: February 24, 2017"
// under SIGNATURES). SEC filings are filed on the day they are signed or soon after, so this is
// the best witness of the filing date the document itself holds. Null when no signature page
// states a date in that form.
import { db as defaultDb, type Db } from "../db/connection";
import { prepared } from "../db/prepared";

export interface SignatureDate {
  /** YYYY-MM-DD. */
  date: string;
  pageNumber: number;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const DATED = new RegExp(`\\b(?:date|dated)\\s*:?[\\s*_|]*(${MONTHS.join("|")})\\s+(\\d{1,2})\\s*,\\s*(\\d{4})`, "i");

export function readSignatureDate(text: string): string | null {
  const match = DATED.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  const day = Number(match[2]);
  const date = new Date(Date.UTC(Number(match[3]), month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function signatureDate(documentId: string, database: Db = defaultDb()): SignatureDate | null {
  const pages = prepared(
    database,
    // LIKE ignores case on SQLite; PostgreSQL's ILIKE does as it does.
    `SELECT page_number AS pageNumber, content FROM pages
     WHERE document_id = ? AND content ${database.dialect === "postgres" ? "ILIKE" : "LIKE"} '%SIGNATURE%' ORDER BY page_number`,
  ).all(documentId) as { pageNumber: number; content: string }[];
  for (const page of pages) {
    const date = readSignatureDate(page.content);
    if (date) return { date, pageNumber: page.pageNumber };
  }
  return null;
}
