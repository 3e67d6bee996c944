// Prints the Markdown that ingestion makes of a PDF's pages: `npm run pages -- <pdf> [page ...]`.
// Pages may be numbers or ranges (3 7-9); without pages, all of them.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { extractPages, UnreadablePdfError } from "@/lib/ingest/pdf/extract-pages";

function parsePages(args: string[], count: number): number[] {
  if (!args.length) return Array.from({ length: count }, (_, i) => i + 1);
  return args.flatMap((arg) => {
    const [from = NaN, to] = arg.split("-").map(Number);
    if (!Number.isInteger(from)) throw new Error(`Not a page number: ${arg}`);
    return Array.from({ length: (to || from) - from + 1 }, (_, i) => from + i);
  });
}

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [file, ...pageArgs] = positionals;

async function main(): Promise<void> {
  if (!file) {
    console.error("Usage: npm run pages -- <file.pdf> [page|from-to ...]");
    process.exit(2);
  }
  const started = performance.now();
  const pages = await extractPages(new Uint8Array(readFileSync(file)));
  const seconds = (performance.now() - started) / 1000;
  for (const n of parsePages(pageArgs, pages.length)) {
    const page = pages[n - 1];
    if (!page) {
      console.error(`No page ${n}: the file has ${pages.length} pages.`);
      continue;
    }
    console.log(`\n<!-- page ${n} of ${pages.length}${page.garbled ? " (garbled)" : ""} -->\n`);
    console.log(page.markdown);
  }
  console.error(`\n${pages.length} pages in ${seconds.toFixed(2)} s (${(pages.length / seconds).toFixed(1)} pages/s)`);
}

main().catch((error: unknown) => {
  if (error instanceof UnreadablePdfError) {
    console.error(`${file}: ${error.reason}`);
    process.exit(1);
  }
  throw error;
});
