"use client";
import { useState } from "react";

/** Copies the thread's address; any signed-in user of this workspace can open it to read. */
export function ShareThreadButton({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(`${window.location.origin}/threads/${id}`).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" className="btn btn-quiet text-xs" onClick={copy} aria-live="polite">
      {copied ? "Link copied" : "Share link"}
    </button>
  );
}
