// Runs on a worker thread: one PDF in, its pages (Markdown, kind) and metadata reading out.
// Everything CPU-heavy of ingestion happens here so both cores work in parallel.
import { parentPort, workerData } from "node:worker_threads";
import type { RegistryCompany } from "../catalog/registry";
import { pageFeatures } from "../pages/page-features";
import { readMetadata } from "./metadata/read-metadata";
import { extractPages } from "./pdf/extract-pages";
import type { AnalysedFile, AnalyseTask } from "./analysed-file";

const registry = (workerData as { registry: RegistryCompany[] }).registry;

async function analyse(task: AnalyseTask): Promise<AnalysedFile> {
  const extracted = await extractPages(new Uint8Array(task.data));
  const pages = extracted.map((p) => {
    // What ranking needs of a page (its kind, line items, years, fingerprint) is derived once, here.
    const features = pageFeatures(p.garbled ? "" : p.markdown);
    return { pageNumber: p.pageNumber, content: p.markdown, garbled: p.garbled, kind: features.kind, features };
  });
  const reading = readMetadata(extracted.map((p) => (p.garbled ? "" : p.markdown)), registry);
  return { pages, reading };
}

parentPort!.on("message", (task: AnalyseTask) => {
  analyse(task).then(
    (value) => parentPort!.postMessage({ ok: true, value }),
    (error: Error) => parentPort!.postMessage({ ok: false, error: error.message || String(error) }),
  );
});
