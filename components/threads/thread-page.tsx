"use client";
// A thread at its own address. Its owner continues it here; any other signed-in user reads it
// (a shared link) without the question box.
import { useEffect, useMemo } from "react";
import { turnFromServer, type ThreadState } from "@/lib/threads/thread-state";
import { useAsk } from "@/components/ask/ask-context";
import { AskView } from "@/components/ask/ask-view";
import { WorkspaceError } from "@/components/shell/fetch-json";
import { ShareThreadButton } from "./share-thread-button";
import { ThreadLayout } from "./thread-layout";
import { useThreadView } from "./use-threads";

export function ThreadPage({ id }: { id: string }) {
  const { data, error } = useThreadView(id);
  const { thread, open } = useAsk();
  useEffect(() => {
    if (data && !data.readOnly) open(data);
  }, [data, open]);
  useEffect(() => {
    if (data) document.title = `${data.title} · Footnote`;
  }, [data]);
  const shared = useMemo<ThreadState | undefined>(
    () => (data?.readOnly ? { id: data.id, title: data.title, turns: data.turns.map(turnFromServer) } : undefined),
    [data],
  );

  const title = data?.title ?? (thread.id === id ? thread.title : undefined);
  const header = (
    <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title ?? "Thread"}</h1>
      {data?.readOnly && (
        <span className="text-xs text-slate-600" data-testid="shared-by">
          Shared by {data.owner} · read-only
        </span>
      )}
      {data && <ShareThreadButton id={id} />}
    </header>
  );

  if (error) {
    const missing = error instanceof WorkspaceError && error.status === 404;
    return (
      <ThreadLayout currentId={id} header={header}>
        <p role="alert" className="text-sm text-slate-700">
          {missing ? "There is no thread at this address (it may have been deleted)." : `The thread could not be loaded: ${error.message}`}
        </p>
      </ThreadLayout>
    );
  }
  return (
    <ThreadLayout currentId={id} header={header}>
      {shared || thread.id === id ? (
        <AskView layout="page" sharedThread={shared} />
      ) : (
        <div className="h-40 animate-pulse rounded bg-slate-100" aria-hidden />
      )}
    </ThreadLayout>
  );
}
