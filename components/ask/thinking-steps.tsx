"use client";
// The agent's progress while it works; folded away once the answer is complete.
import type { ThinkingStep } from "@/lib/workspace/answer-state";

export function ThinkingSteps({ steps, active }: { steps: ThinkingStep[]; active: boolean }) {
  if (steps.length === 0) {
    return active ? <p className="animate-pulse text-xs text-slate-500">Starting…</p> : null;
  }
  const list = (
    <ol className="space-y-1 text-xs text-slate-600">
      {steps.map((step, i) => {
        const current = active && i === steps.length - 1;
        return (
          <li key={i} className="flex items-start gap-2">
            <span
              aria-hidden
              className={`mt-1 h-1.5 w-1.5 shrink-0 rounded-full ${current ? "animate-pulse bg-accent-500" : "bg-slate-300"}`}
            />
            <span className={current ? "text-slate-800" : undefined}>{step.content}</span>
          </li>
        );
      })}
    </ol>
  );
  if (active) {
    return (
      <div aria-live="polite" data-testid="thinking">
        {list}
      </div>
    );
  }
  return (
    <details className="text-xs" data-testid="thinking">
      <summary className="cursor-pointer select-none text-slate-500">
        {steps.length} {steps.length === 1 ? "step" : "steps"}
      </summary>
      <div className="mt-1.5">{list}</div>
    </details>
  );
}
