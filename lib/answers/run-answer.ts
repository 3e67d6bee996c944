// The answer pipeline: understand the question and find its pages (retrieval), hand them to the
// engine under their citation refs, check every citation the engine writes, and report it all
// as events — progress first, then sources, the answer text, the sources with excerpts, done.
import { citationRef } from "./citation-refs";
import { CitationFilter } from "./citation-filter";
import { chooseExcerpt } from "./choose-excerpt";
import { fragments } from "./fragments";
import { message, thinking, type AnswerEvent, type AnswerSource } from "./answer-events";
import type { AnswerEngine, CatalogHoldings, CitablePage } from "./engines/engine";
import { catalogRetrieval, searchDescription, type AnswerRetrieval } from "./answer-retrieval";
import { configuredEngines } from "./engines/configured-engine";
import { describeFilings } from "./compose/coverage";
import { possessive } from "./compose/format";
import { spelledOut } from "../retrieval/shorthand";

export interface AnswerRequest {
  query: string;
  /** Restricts the answer to these documents (selection of documents is then skipped). */
  documentIds?: string[];
  signal?: AbortSignal;
}

export interface AnswerDependencies {
  retrieve: AnswerRetrieval;
  engine: AnswerEngine;
  /** Used when `engine` fails before writing anything (a language model that is unreachable). */
  fallback?: AnswerEngine;
}

/** The answer to a question from the catalog, with the configured engine, as events. */
export function runAnswer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
  return answerWith(request, { retrieve: catalogRetrieval(), ...configuredEngines() });
}

/** The first event of every answer: the search it starts with. */
export const searchNotice = (query: string): AnswerEvent => thinking(`Searching the disclosures for: ${query.trim()}`, "search");

export async function* answerWith(request: AnswerRequest, deps: AnswerDependencies): AsyncGenerator<AnswerEvent> {
  const signal = request.signal ?? new AbortController().signal;
  yield searchNotice(request.query);
  // The search runs on this thread; give the event loop a turn so that progress reaches the
  // client before it starts.
  await new Promise((resolve) => setImmediate(resolve));
  if (signal.aborted) return;

  // The question as read: its shorthand spelled out in the filings' words.
  const query = spelledOut(request.query);
  const found = await deps.retrieve({ query, documentIds: request.documentIds, signal });
  if (signal.aborted) return;
  const searched = searchDescription(found);
  if (found.pages.length === 0) {
    yield thinking(`Searched ${searched}; no page answers the question.`, "search");
    yield { type: "warning", message: "No relevant documents were found for this question." };
    yield { type: "sources", sources: [] };
    for (const piece of fragments(noAnswer(request.query, searched, found.holdings))) yield message(piece);
    yield { type: "done" };
    return;
  }

  const pages = withRefs(found.pages);
  yield thinking(`Reading ${describePages(pages)}.`, "document_inspection");
  yield { type: "sources", sources: pages.map((p) => source(p, null)) };

  const filter = new CitationFilter(new Set(pages.map((p) => p.ref)));
  const excerpts = new Map<string, string>();
  const engines = deps.fallback ? [deps.engine, deps.fallback] : [deps.engine];
  for (const engine of engines) {
    try {
      for await (const out of engine.write({ query, reading: found.reading, pages, signal, holdings: found.holdings })) {
        if (signal.aborted) return;
        if (out.type === "thinking") yield thinking(out.content, out.stage);
        else if (out.type === "excerpt") excerpts.set(out.ref, out.excerpt);
        else for (const piece of fragments(filter.push(out.text))) yield message(piece);
      }
      break;
    } catch (error) {
      if (signal.aborted) return;
      // Once text has gone out another engine cannot start over; before that it can.
      if (filter.text || engine === engines[engines.length - 1]) throw error;
      console.warn(`answer engine ${engine.name} failed; using ${engines[engines.length - 1]!.name}`, error);
    }
  }
  for (const piece of fragments(filter.end())) yield message(piece);

  const cited = new Map<string, string[]>();
  for (const c of filter.citations) cited.set(c.ref, [...(cited.get(c.ref) ?? []), c.claim]);
  const final: AnswerSource[] = [];
  for (const page of pages) {
    const claims = cited.get(page.ref);
    if (!claims) continue;
    const given = excerpts.get(page.ref);
    const excerpt = given && page.content.includes(given) ? given : chooseExcerpt(page.content, claims.join(" "));
    final.push(source(page, excerpt));
  }
  yield { type: "sources", sources: final };
  yield { type: "done" };
}

function source(page: CitablePage, excerpt: string | null): AnswerSource {
  return { ref: page.ref, document: page.document, pageNumber: page.pageNumber, content: page.content, excerpt };
}

/** Refs for the retrieved pages; of two pages that would share a ref, the better-ranked keeps it. */
function withRefs(pages: Omit<CitablePage, "ref">[]): CitablePage[] {
  const seen = new Set<string>();
  const out: CitablePage[] = [];
  for (const page of pages) {
    const ref = citationRef(page.document.id, page.pageNumber);
    if (seen.has(ref)) continue;
    seen.add(ref);
    out.push({ ...page, ref });
  }
  return out;
}

function describePages(pages: CitablePage[]): string {
  const byDocument = new Map<string, { label: string; numbers: number[] }>();
  for (const p of pages) {
    const d = p.document;
    const entry = byDocument.get(d.id) ?? { label: `${d.companyName} ${d.formType ?? d.category}${d.fiscalYear ? ` FY${d.fiscalYear}` : ""}`, numbers: [] };
    entry.numbers.push(p.pageNumber);
    byDocument.set(d.id, entry);
  }
  return [...byDocument.values()]
    .map((e) => `${e.label} (page${e.numbers.length > 1 ? "s" : ""} ${e.numbers.sort((a, b) => a - b).join(", ")})`)
    .join("; ");
}

function noAnswer(query: string, searched: string, holdings: CatalogHoldings | undefined): string {
  if (holdings?.companies.length === 1) {
    const held = holdings.documents.length
      ? `The catalog holds ${possessive(holdings.companies[0]!)} ${describeFilings(holdings.documents)}, and none of their pages states what the question asks`
      : `The catalog holds no filings of ${holdings.companies[0]}`;
    return `${held}, so I cannot answer "${query.trim()}" from the disclosures.`;
  }
  return `I could not find disclosures that answer "${query.trim()}". I searched ${searched}, and no page states what the question asks, so I cannot answer it from the filings.`;
}
