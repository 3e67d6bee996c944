"use client";
// The page box: go to a page by number. A number outside the document is answered, not ignored,
// and so is an address pointing past the last page.
import { useState, type FormEvent } from "react";

export interface PageJumpProps {
  pageCount: number;
  currentPage: number;
  /** The page the address asks for, if any. */
  target: number | null;
  onGo: (page: number) => void;
}

export function PageJump({ pageCount, currentPage, target, onGo }: PageJumpProps) {
  const [jump, setJump] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const outside = (n: number) => `There is no page ${n.toLocaleString("en-US")}: this document has ${pageCount.toLocaleString("en-US")} ${pageCount === 1 ? "page" : "pages"}.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!jump || !Number.isInteger(n)) return;
    if (n < 1 || n > pageCount) return setMissing(outside(n));
    setMissing(null);
    onGo(n);
  };
  const problem = missing ?? (target !== null && (target < 1 || target > pageCount) ? outside(target) : null);
  return (
    <form onSubmit={submit} className="space-y-1">
      <label htmlFor="page-jump" className="label">
        Go to page
      </label>
      <div className="flex gap-1.5">
        <input
          id="page-jump"
          inputMode="numeric"
          value={jump}
          onChange={(e) => {
            setJump(e.target.value.replace(/\D/g, ""));
            setMissing(null);
          }}
          placeholder={`1–${pageCount}`}
          aria-describedby={problem ? "page-jump-problem" : undefined}
          aria-invalid={problem ? true : undefined}
          className="field num"
        />
        <button type="submit" className="btn">
          Go
        </button>
      </div>
      {problem && (
        <p id="page-jump-problem" role="alert" className="text-xs text-red-800" data-testid="page-missing">
          {problem}
        </p>
      )}
      <p className="num text-xs text-slate-500" aria-live="polite" data-testid="current-page">
        Page {currentPage} of {pageCount}
      </p>
    </form>
  );
}
