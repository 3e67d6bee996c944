// What every cited answer promises, checked the same way for the answer operations (6, 12) and
// the event stream (13), and a reader of server-sent events for the stream.
import { createParser } from "eventsource-parser";
import { expect } from "vitest";
import type { z } from "zod";
import type { agentAnswerV1Schema, agentAnswerV2Schema, citationV1Schema, citationV2Schema } from "@/lib/openapi/response-schemas";
import type { DocumentDetail, SliceCatalog } from "./rag-slice";

/** A cited page, in either version's shape (the types are the API's own schemas). */
export type Source = z.infer<typeof citationV1Schema> | z.infer<typeof citationV2Schema>;

/** An answer of operation 6 (v1) or 12 (v2). */
export type Answer = z.infer<typeof agentAnswerV1Schema> | z.infer<typeof agentAnswerV2Schema>;

/** Every citation marker written in `text`: `[#…]`, whatever is between the brackets. */
export function markersIn(text: string): string[] {
  return [...text.matchAll(/\[(#[^\]\s]*)\]/g)].map((m) => m[1]!);
}

/**
 * The answer's citations hold: every marker is a well-formed ref and a key of sourceMap, every
 * source is cited, and each source is the full text of a cataloged page with its excerpt
 * verbatim in it and the metadata of its document.
 */
export async function expectCitedAnswer(
  answer: Answer,
  slice: SliceCatalog,
  metadata: (document: DocumentDetail) => unknown,
): Promise<void> {
  expect(Object.keys(answer).sort()).toEqual(["content", "sourceMap"]);
  expect(answer.content.trim()).not.toBe("");
  const markers = markersIn(answer.content);
  for (const ref of markers) {
    expect(ref).toMatch(/^#[0-9a-f]{8}$/);
    expect(answer.sourceMap, `${ref} is a key of sourceMap`).toHaveProperty([ref]);
  }
  expect(Object.keys(answer.sourceMap).sort()).toEqual([...new Set(markers)].sort());
  for (const [ref, source] of Object.entries(answer.sourceMap)) {
    expect(Object.keys(source).sort(), ref).toEqual(["content", "documentMetadata", "excerpt", "pageNumber"]);
    const document = Object.values(slice.documents).find((d) => d.id === source.documentMetadata.id);
    expect(document, `${ref} cites a cataloged document`).toBeDefined();
    expect(source.documentMetadata).toEqual(metadata(document!));
    expect(source.content.trim()).toBe(await slice.pageText(document!.id, source.pageNumber));
    expect(typeof source.excerpt).toBe("string");
    expect(source.excerpt!.trim(), `${ref} has an excerpt`).not.toBe("");
    expect(source.content, `${ref}'s excerpt is verbatim text of its page`).toContain(source.excerpt);
  }
}

/** A figure as a statement prints it ("340,751", in thousands) and the amount it stands for. */
export interface Figure {
  written: string;
  amount: number;
}

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, bn: 1e9 };

/** The amounts a text states, each with the rounding its printed digits allow: "$1,802.3 million". */
export function amountsIn(text: string): { amount: number; rounding: number }[] {
  return [...text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(thousand|million|billion|bn)\b)?/gi)].map((m) => {
    const scale = SCALES[m[3]?.toLowerCase() ?? ""] ?? 1;
    const decimals = m[2]?.length ?? 0;
    return { amount: Number(`${m[1]!.replace(/,/g, "")}.${m[2] ?? "0"}`) * scale, rounding: (scale * 10 ** -decimals) / 2 };
  });
}

/**
 * The answer states the figure (in any unit, rounded or not), cited to a page of `documentId`
 * whose excerpt prints it as the statement does.
 */
export function expectFigureCited(answer: Answer, figure: Figure, documentId: string): void {
  const stated = amountsIn(answer.content).some(({ amount, rounding }) => Math.abs(amount - figure.amount) <= rounding + 1);
  expect(stated, `"${answer.content}" states ${figure.amount}`).toBe(true);
  const stating = Object.entries(answer.sourceMap).filter(
    ([, s]) => s.documentMetadata.id === documentId && s.excerpt?.includes(figure.written),
  );
  expect(stating.length, `a source of ${documentId} whose excerpt prints ${figure.written}`).toBeGreaterThan(0);
}

export interface StreamFrame {
  /** The `event:` name, if the frame has one. */
  event?: string;
  id?: string;
  data: string;
}

/** The frames of a server-sent event stream, read to its end, and how many comment lines came. */
export async function readEventStream(response: Response): Promise<{ frames: StreamFrame[]; comments: number }> {
  const frames: StreamFrame[] = [];
  let comments = 0;
  const parser = createParser({
    onEvent: ({ event, id, data }) => frames.push({ event, id, data }),
    onComment: () => comments++,
  });
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  return { frames, comments };
}
