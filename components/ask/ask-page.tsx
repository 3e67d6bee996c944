"use client";
import { AskView } from "./ask-view";

export function AskPage() {
  return (
    <div className="mx-auto max-w-7xl px-6 py-5">
      <h1 className="mb-4 text-lg font-semibold">Ask</h1>
      <AskView layout="page" />
    </div>
  );
}
