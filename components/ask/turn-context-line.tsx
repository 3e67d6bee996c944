// Under a follow-up question: what it carried over from the question before (companies,
// periods, documents), so the reader knows what "it" and "then" were taken to mean.
import type { TurnContext } from "@/lib/threads/thread-types";

export function TurnContextLine({ context, query }: { context: TurnContext | null; query: string | null }) {
  if (!context) return null;
  const { inherited } = context;
  const parts: string[] = [];
  if (inherited.companies) parts.push(context.companies.join(", "));
  if (inherited.periods) parts.push(context.periods.join(", "));
  if (inherited.documents) {
    const n = context.documentIds.length;
    parts.push(`the same ${n === 1 ? "document" : `${n} documents`}`);
  }
  if (parts.length === 0) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="turn-context" title={query ? `Asked as: ${query}` : undefined}>
      <span className="font-medium text-slate-700">Continuing with</span> {parts.join(" · ")}
    </p>
  );
}
