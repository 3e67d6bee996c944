"use client";
// The ask page and a thread's page: the history at the side, the thread in the middle.
import type { ReactNode } from "react";
import { ThreadHistory } from "./thread-history";

export function ThreadLayout({ currentId, header, children }: { currentId: string | null; header: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-[90rem] gap-6 px-6 py-5 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:self-start lg:overflow-y-auto">
        <ThreadHistory currentId={currentId} />
      </aside>
      <div className="min-w-0 space-y-4">
        {header}
        {children}
      </div>
    </div>
  );
}
