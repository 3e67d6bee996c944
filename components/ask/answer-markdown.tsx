"use client";
// The answer, rendered as Markdown (GFM tables and lists, no raw HTML), with each `[#ref]`
// drawn as a numbered citation button.
import { useMemo, type ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { SourceMap } from "@/lib/workspace/answer-events";
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

const plugins = [remarkGfm, remarkCitations];

export function AnswerMarkdown({ content, sources, streaming, activeRef, onOpenCitation }: AnswerMarkdownProps) {
  const text = streaming ? withoutPartialMarker(content) : content;
  const numbers = useMemo(() => new Map(citationOrder(text).map((ref, i) => [ref, i + 1])), [text]);
  const components = useMemo(
    () =>
      ({
        ...filingComponents,
        [CITATION_ELEMENT]: (props: ComponentProps<"span"> & { "data-ref"?: string }) => {
          const refId = props["data-ref"] ?? "";
          return (
            <CitationMarker
              refId={refId}
              number={numbers.get(refId)}
              source={sources[refId]}
              settled={!streaming}
              active={activeRef === refId}
              onOpen={onOpenCitation}
            />
          );
        },
      }) as Components,
    [numbers, sources, streaming, activeRef, onOpenCitation],
  );
  return (
    <div className="prose-filing">
      <ReactMarkdown remarkPlugins={plugins} components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
