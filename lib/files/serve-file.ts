// The file host: answers a signed link with the document's original file or its Markdown form.
// The file is found through the catalog, never through the URL. With the embedded store its
// path must resolve inside the files folder (symbolic links included) before a byte is read;
// with PostgreSQL the bytes are read from the database, so any instance serves a link any
// instance signed (they share FILE_LINK_SECRET).
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getDocuments } from "../catalog/document-queries";
import { db } from "../db/connection";
import type { CatalogDocument } from "../catalog/types";
import { env } from "../env";
import { resolveStored } from "./file-storage";
import { checkFileLink, isFileKind, type FileKind } from "./signed-links";
import { keepsFilesInStore, storedFileData } from "./stored-file-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(status: number, detail: string): Response {
  return Response.json({ detail }, { status, headers: { "Cache-Control": "no-store" } });
}

function slug(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A name a person would keep: company, form (or category) and date, e.g. `3m-company-10-k-2022-12-31.pdf`. */
export function downloadName(document: CatalogDocument, kind: FileKind): string {
  const extension = kind === "markdown" ? ".md" : path.extname(document.originalPath).toLowerCase() || ".pdf";
  const stem = slug([document.companyName, document.formType ?? document.category, document.date ?? ""].join(" ")) || "document";
  return stem + extension;
}

function contentType(kind: FileKind, file: string): string {
  if (kind === "markdown") return "text/markdown; charset=utf-8";
  return path.extname(file).toLowerCase() === ".pdf" ? "application/pdf" : "application/octet-stream";
}

/** The real path of a stored file, or null when it is missing or leads outside the files folder. */
async function storedFile(relativePath: string): Promise<string | null> {
  const resolved = resolveStored(relativePath);
  if (!resolved) return null;
  try {
    const [root, real] = await Promise.all([realpath(env().filesDir), realpath(resolved)]);
    return real.startsWith(root + path.sep) ? real : null;
  } catch {
    return null;
  }
}

export async function serveDocumentFile(documentId: string, kind: string, url: URL, now = Date.now()): Promise<Response> {
  if (!isFileKind(kind) || !UUID.test(documentId)) return refuse(403, "Invalid file link");
  const expires = url.searchParams.get("expires");
  const check = checkFileLink(documentId, kind, expires, url.searchParams.get("signature"), now);
  if (check === "expired") return refuse(403, "File link expired; fetch the document again for a new one");
  if (check === "invalid") return refuse(403, "Invalid file link");

  const [document] = getDocuments([documentId]);
  if (!document) return refuse(404, "Document not found");
  const relative = kind === "original" ? document.originalPath : document.markdownPath;
  const secondsLeft = Math.max(0, Number(expires) - Math.floor(now / 1000));
  const headers = (size: number) => ({
    "Content-Type": contentType(kind, relative),
    "Content-Length": String(size),
    "Content-Disposition": `inline; filename="${downloadName(document, kind)}"`,
    "Cache-Control": `private, max-age=${secondsLeft}`,
    "X-Content-Type-Options": "nosniff",
  });
  if (keepsFilesInStore(db())) {
    const data = storedFileData(db(), relative);
    if (!data) {
      console.error(`stored ${kind} file of document ${document.id} is missing from the database: ${relative}`);
      return refuse(404, "File not available");
    }
    return new Response(new Uint8Array(data), { status: 200, headers: headers(data.length) });
  }
  const file = await storedFile(relative);
  if (!file) {
    console.error(`stored ${kind} file of document ${document.id} is missing or outside the files folder: ${relative}`);
    return refuse(404, "File not available");
  }
  const { size } = await stat(file);
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { status: 200, headers: headers(size) });
}
