// PDF bytes → one Markdown text per physical page (1-based, none dropped).
//
// pdf.js parses the file in this thread (no worker of its own, no fonts rendered); we ask it only
// for positioned text and rebuild lines, tables and paragraphs ourselves. Each page's pdf.js
// resources are released as soon as its text is out (the next page is already being read), so
// only the positioned text of the document is held until the pages are laid out.
import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy, TextItem } from "pdfjs-dist/types/src/display/api";
import { documentContext } from "./document-context";
import { isGarbled } from "./garbled";
import { pageMarkdown } from "./page-markdown";
import { loadPdfjs } from "./pdfjs";
import { readTextRuns, type RunGroup } from "./text-runs";

export interface ExtractedPage {
  pageNumber: number;
  markdown: string;
  /** The page has text, but it is unusable (fonts without a character map). */
  garbled: boolean;
}

/** A file no PDF reader can open; `reason` says why in words fit for a report. */
export class UnreadablePdfError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`Unreadable PDF: ${reason}`);
    this.name = "UnreadablePdfError";
    this.reason = reason;
  }
}

export async function extractPages(data: Uint8Array): Promise<ExtractedPage[]> {
  const doc = await openDocument(data);
  const texts: (RunGroup[] | null)[] = [];
  try {
    let ahead = readPage(doc, 1);
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber++) {
      const page = await ahead;
      if (pageNumber < doc.numPages) ahead = readPage(doc, pageNumber + 1);
      texts.push(page && readTextRuns(page.items, page.transform, page.width, page.height));
    }
  } finally {
    await doc.destroy();
  }
  const context = documentContext(texts);
  return texts.map((groups, i) =>
    groups
      ? { pageNumber: i + 1, markdown: pageMarkdown(groups, context), garbled: isGarbled(groups) }
      : { pageNumber: i + 1, markdown: "", garbled: true },
  );
}

interface PageText {
  items: TextItem[];
  transform: number[];
  width: number;
  height: number;
}

/** The page's positioned text, or null when pdf.js cannot interpret the page. */
async function readPage(doc: PDFDocumentProxy, pageNumber: number): Promise<PageText | null> {
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    page.cleanup();
    const items = content.items.filter((item): item is TextItem => "str" in item);
    return { items, transform: viewport.transform, width: viewport.width, height: viewport.height };
  } catch {
    return null;
  }
}

async function openDocument(data: Uint8Array): Promise<PDFDocumentProxy> {
  const header = new TextDecoder("latin1").decode(data.subarray(0, 1024));
  if (!header.includes("%PDF-")) throw new UnreadablePdfError("not a PDF file (no %PDF- header)");
  const pdfjs = await loadPdfjs();
  try {
    return await pdfjs.getDocument({
      // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps its bytes.
      data: data.slice(),
      cMapUrl: cMapDirectory(),
      cMapPacked: true,
      disableFontFace: true,
      useSystemFonts: false,
      isEvalSupported: false,
      isOffscreenCanvasSupported: false,
      stopAtErrors: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    throw new UnreadablePdfError(describeOpenFailure(data, error));
  }
}

function describeOpenFailure(data: Uint8Array, error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException") return "the file is encrypted and needs a password";
  const tail = new TextDecoder("latin1").decode(data.subarray(Math.max(0, data.length - 2048)));
  if (!tail.includes("%%EOF") && !tail.includes("startxref")) {
    return `the file is truncated: it ends after ${data.length} bytes without its cross-reference table and end-of-file marker (${message})`;
  }
  return `the file's structure is damaged (${message})`;
}

let cMaps: string | undefined;

/** pdf.js's character maps for CJK fonts, read from the installed package. */
function cMapDirectory(): string {
  cMaps ??= path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "cmaps") + path.sep;
  return cMaps;
}
