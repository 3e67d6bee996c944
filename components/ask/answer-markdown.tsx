"use client";
// The answer, rendered as Markdown (GFM tables and lists, no raw HTML), with each `[#ref]`
// drawn as a numbered citation button. The marker component is fixed and reads the live
// sources from context, so markers keep their identity (and focus) while the answer streams.
import { createContext, useContext, useMemo, type ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { SourceMap } from "@/lib/workspace/streamed-events";
import { citationOrder, withoutPartialMarker } from "@/lib/workspace/citations";
import { filingComponents } from "@/components/markdown/markdown-components";
import { CitationMarker } from "./citation-marker";
import { CITATION_ELEMENT, remarkCitations } from "./remark-citations";

export interface AnswerMarkdownProps {
  content: string;
  sources: SourceMap;
  streaming: boolean;
  activeRef: string | null;
  onOpenCitation: (refId: string) => void;
}

interface CitationState {
  numbers: Map<string, number>;
  sources: SourceMap;
  streaming: boolean;
  activeRef: string | null;
  onOpenCitation: (refId: string) => void;
}

const CitationContext = createContext<CitationState | null>(null);

function CitationRef(props: ComponentProps<"span"> & { "data-ref"?: string }) {
  const state = useContext(CitationContext)!;
  const refId = props["data-ref"] ?? "";
  return (
    <CitationMarker
      refId={refId}
      number={state.numbers.get(refId)}
      source={state.sources[refId]}
      settled={!state.streaming}
      active={state.activeRef === refId}
      onOpen={state.onOpenCitation}
    />
  );
}

const plugins = [remarkGfm, remarkCitations];
const components = { ...filingComponents, [CITATION_ELEMENT]: CitationRef } as Components;

export function AnswerMarkdown({ content, sources, streaming, activeRef, onOpenCitation }: AnswerMarkdownProps) {
  const text = streaming ? withoutPartialMarker(content) : content;
  const numbers = useMemo(() => new Map(citationOrder(text).map((ref, i) => [ref, i + 1])), [text]);
  const state = useMemo(
    () => ({ numbers, sources, streaming, activeRef, onOpenCitation }),
    [numbers, sources, streaming, activeRef, onOpenCitation],
  );
  return (
    <CitationContext.Provider value={state}>
      <div className="prose-filing">
        <ReactMarkdown remarkPlugins={plugins} components={components} skipHtml>
          {text}
        </ReactMarkdown>
      </div>
    </CitationContext.Provider>
  );
}
