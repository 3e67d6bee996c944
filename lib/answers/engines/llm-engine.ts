// A language-model writer over any OpenAI-compatible chat-completions endpoint. It sees only the
// retrieved pages, each under the ref it must cite; the pipeline still checks every marker it
// writes, so a hallucinated ref never reaches the client.
import { EventSourceParserStream } from "eventsource-parser/stream";
import type { AnswerEngine, CitablePage, EngineInput, EngineOutput } from "./engine";
import { computedFigures } from "./extractive-engine";

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Page text beyond this many characters is left out of the prompt. */
  maxPageChars?: number;
  maxPromptChars?: number;
}

const SYSTEM_PROMPT = [
  "You answer questions about companies using only the disclosure pages provided.",
  "Every sentence that states a fact or a figure ends with the marker of the page it comes from, written exactly as given, for example [#1a2b0003].",
  "Use no outside knowledge and invent no markers. When you compute a figure, show the formula and cite each input.",
  "Keep units as the page states them (millions, thousands, per share).",
  "If the pages do not answer the question, say so plainly and do not guess.",
  "When figures computed from the statements are given, state those figures exactly as given, with their markers, and write the prose around them; never compute other figures.",
  "Answer in concise Markdown.",
].join(" ");

function describe(page: CitablePage): string {
  const d = page.document;
  const period = [d.fiscalYear ? `FY${d.fiscalYear}` : null, d.fiscalQuarter ? `Q${d.fiscalQuarter}` : null].filter(Boolean).join(" ");
  return `${d.companyName} — ${d.title}${d.formType ? ` (${d.formType})` : ""}${period ? `, ${period}` : ""}, page ${page.pageNumber}`;
}

export function buildMessages(
  input: Pick<EngineInput, "query" | "pages">,
  settings: Pick<LlmSettings, "maxPageChars" | "maxPromptChars"> = {},
  /** Figures the question asks for, computed from the statements with their markers. */
  computed: string | null = null,
) {
  const maxPage = settings.maxPageChars ?? 8_000;
  let budget = settings.maxPromptChars ?? 48_000;
  const blocks: string[] = [];
  for (const page of input.pages) {
    const text = page.content.length > maxPage ? `${page.content.slice(0, maxPage)}\n…` : page.content;
    if (text.length > budget) break;
    budget -= text.length;
    blocks.push(`### Source [${page.ref}]: ${describe(page)}\n\n${text}`);
  }
  return [
    { role: "system" as const, content: SYSTEM_PROMPT },
    {
      role: "user" as const,
      content: `${blocks.join("\n\n---\n\n")}\n\n---\n\n${computed ? `Figures computed from the statements:\n\n${computed}\n\n---\n\n` : ""}Question: ${input.query}`,
    },
  ];
}

export class LlmEngineError extends Error {}

export class LlmEngine implements AnswerEngine {
  readonly name = "llm";
  constructor(private readonly settings: LlmSettings) {}

  async *write(input: EngineInput): AsyncIterable<EngineOutput> {
    yield { type: "thinking", content: `Writing the answer from ${input.pages.length} pages.`, stage: "document_inspection" };
    // The same reading as the extractive engine's: figures are computed here, the model writes around them.
    const computed = computedFigures(input.query, input.reading, input.pages);
    for (const [ref, excerpt] of computed?.excerpts ?? []) yield { type: "excerpt", ref, excerpt };
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(this.settings.apiKey ? { Authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, stream: true, temperature: 0, messages: buildMessages(input, this.settings, computed?.text ?? null) }),
      signal: input.signal,
    });
    if (!response.ok || !response.body) {
      throw new LlmEngineError(`language model endpoint answered ${response.status}`);
    }
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || value.data === "[DONE]") break;
        const text = deltaText(value.data);
        if (text) yield { type: "text", text };
      }
    } finally {
      // Stops the model's generation when the answer is abandoned early.
      await reader.cancel().catch(() => undefined);
    }
  }
}

function deltaText(data: string): string {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
    return chunk.choices?.[0]?.delta?.content ?? "";
  } catch {
    return "";
  }
}
