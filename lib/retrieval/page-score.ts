// How well one page fits what a question wants, apart from its words: the statement it is, the
// standard line items its rows state, and the years its columns show.
import type { PageKind } from "../catalog/codes";
import { lineItem, metricInputs, type LineItemId } from "../finance";
import type { StoredPage } from "../pages/page-feature-store";
import type { QueryUnderstanding } from "./understand-query";

/** Pages that point elsewhere or repeat boilerplate: they match many words and answer little. */
export const KIND_DAMPING: Partial<Record<PageKind, number>> = {
  blank: 0.05, certification: 0.1, signatures: 0.1, "table-of-contents": 0.2, cover: 0.3, exhibit: 0.3, other: 0.6,
};

export interface Wanted {
  /** The statements that hold what is asked. */
  kinds: Set<PageKind>;
  /** Other kinds worth preferring (segment tables for a question about segments). */
  extraKinds: Set<PageKind>;
  items: Set<LineItemId>;
  years: number[];
}

export function wanted(u: QueryUnderstanding): Wanted {
  const items = new Set<LineItemId>(u.lineItems.map((l) => l.item));
  for (const m of u.metrics) if (m.metric.kind === "formula") metricInputs(m.metric).items.forEach((i) => items.add(i));
  const quarterYears = u.periods.quarters.flatMap((q) => (q.year ? [q.year] : []));
  // A line item stated on another statement as well (D&A on some income statements) makes that one worth preferring too.
  const elsewhere = [...items].flatMap((id) => (lineItem(id).alsoIn ?? []) as PageKind[]);
  return {
    kinds: new Set(u.statements),
    extraKinds: new Set([...u.pageKinds, ...elsewhere].filter((k) => !(u.statements as PageKind[]).includes(k))),
    items,
    years: [...new Set([...u.periods.years, ...quarterYears])],
  };
}

export function kindScore(page: StoredPage, want: Wanted): number {
  if (!want.kinds.size && !want.extraKinds.size) return 0;
  if (want.kinds.has(page.kind)) return 1;
  if (want.extraKinds.has(page.kind)) return 0.8;
  return page.kind === "financial-table" || page.kind === "segment-table" ? 0.3 : 0;
}

/** The share of the wanted line items the page states, counted fully where their statement is. */
export function itemScore(page: StoredPage, want: Wanted): number {
  if (!want.items.size) return 0;
  let found = 0;
  for (const id of want.items) {
    if (!page.items.has(id)) continue;
    const def = lineItem(id);
    const home = def.statement === page.kind || (def.alsoIn as PageKind[] | undefined)?.includes(page.kind);
    found += home ? 1 : 0.5;
  }
  return found / want.items.size;
}

export function yearScore(page: StoredPage, want: Wanted): number {
  if (!want.years.length || !page.years.length) return 0;
  return want.years.filter((y) => page.years.includes(y)).length / want.years.length;
}
