// How filing Markdown renders: tables scroll sideways instead of breaking the page, and figures
// are right-aligned in tabular numerals.
import type { Element, ElementContent } from "hast";
import type { Components } from "react-markdown";
import { isNumericCell } from "@/lib/workspace/numeric-cell";

function textOf(node: Element | ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

export const filingComponents: Components = {
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
  td: ({ node, className, ...props }) => {
    const numeric = node ? isNumericCell(textOf(node)) : false;
    return <td className={[className, numeric ? "numeric" : ""].filter(Boolean).join(" ") || undefined} {...props} />;
  },
  a: ({ node: _node, href, ...props }) => (
    <a href={href} target="_blank" rel="noreferrer noopener" {...props} />
  ),
  // Images in filings point at files the catalog does not hold.
  img: ({ alt }) => (alt ? <span className="text-slate-500">[{alt}]</span> : null),
};
