// A remark plugin that turns `[#ref]` markers in answer text into `citation-ref` elements, so
// the renderer can draw each one as a button. Code and links are left alone.
import type { Nodes, Parent, Root, Text } from "mdast";
import { splitCitations } from "@/lib/workspace/citations";

interface CitationNode {
  type: "citation";
  ref: string;
  data: { hName: string; hProperties: Record<string, string> };
}

export const CITATION_ELEMENT = "citation-ref";

function citationNode(ref: string): CitationNode {
  return { type: "citation", ref, data: { hName: CITATION_ELEMENT, hProperties: { dataRef: ref } } };
}

function transform(parent: Parent): void {
  const children: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    if (child.type === "text") {
      for (const part of splitCitations((child as Text).value)) {
        children.push(part.kind === "text" ? { type: "text", value: part.text } : (citationNode(part.ref) as unknown as Nodes));
      }
    } else {
      if ("children" in child && child.type !== "link" && child.type !== "linkReference") transform(child as Parent);
      children.push(child);
    }
  }
  parent.children = children as Parent["children"];
}

export function remarkCitations() {
  return (tree: Root) => transform(tree);
}
