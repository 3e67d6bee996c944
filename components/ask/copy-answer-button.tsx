"use client";
import { useState } from "react";
import type { SourceMap } from "@/lib/workspace/streamed-events";
import { answerToMarkdown } from "@/lib/workspace/citations";
import { citationHref } from "./citation-link";

/** Copies the answer as Markdown, its citations turned into footnotes that name and link their pages. */
export function CopyAnswerButton({ content, sources }: { content: string; sources: SourceMap }) {
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answerToMarkdown(content, sources, (source) => new URL(citationHref(source), window.location.origin).href));
      setCopied("done");
    } catch {
      setCopied("failed");
    }
    setTimeout(() => setCopied("idle"), 2000);
  };
  return (
    <button type="button" className="btn btn-quiet text-xs" onClick={copy}>
      {copied === "done" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy as Markdown"}
    </button>
  );
}
