// Temporary links to a document's files: `{fileHost}/files/{documentId}/{kind}?expires=…&signature=…`
// where the signature is an HMAC over the document, the kind and the expiry. Whoever holds a link
// may fetch that one file until it expires; changing any part of it breaks the signature.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import type { FileLinks } from "../catalog/document-shapes";

export const FILE_KINDS = ["original", "markdown"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export function isFileKind(value: string): value is FileKind {
  return (FILE_KINDS as readonly string[]).includes(value);
}

function sign(documentId: string, kind: FileKind, expires: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`footnote-file-link\n${documentId}\n${kind}\n${expires}`).digest();
}

export interface LinkOptions {
  /** Milliseconds since the epoch; links are valid for the configured lifetime from then. */
  now?: number;
  ttlSeconds?: number;
}

export function signedFileUrl(documentId: string, kind: FileKind, options: LinkOptions = {}): string {
  const config = env();
  const id = documentId.toLowerCase();
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + (options.ttlSeconds ?? config.fileLinkTtlSeconds);
  const signature = sign(id, kind, expires, config.fileLinkSecret).toString("base64url");
  return `${config.fileHost}/files/${encodeURIComponent(id)}/${kind}?expires=${expires}&signature=${signature}`;
}

/** Both links of a document, as the document detail shows them. */
export function fileLinks(documentId: string, options: LinkOptions = {}): FileLinks {
  return {
    originalFileUrl: signedFileUrl(documentId, "original", options),
    markdownFileUrl: signedFileUrl(documentId, "markdown", options),
  };
}

export type LinkCheck = "valid" | "expired" | "invalid";

/** Checks a link's parts as received; the signature is compared in constant time. */
export function checkFileLink(
  documentId: string,
  kind: FileKind,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): LinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return "invalid";
  // Compared as text, not decoded: base64 decoding forgives stray characters, a signature must not.
  const expected = Buffer.from(sign(documentId.toLowerCase(), kind, Number(expires), env().fileLinkSecret).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return Number(expires) * 1000 <= now ? "expired" : "valid";
}
