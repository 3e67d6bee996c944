"use client";
// The history sidebar: the user's threads, newest activity first. Each can be opened, renamed
// in place or deleted (after a second click to confirm).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { ThreadSummary } from "@/lib/threads/thread-types";
import { useAsk } from "@/components/ask/ask-context";
import { useThreadChanges, useThreadList } from "./use-threads";

export function ThreadHistory({ currentId }: { currentId: string | null }) {
  const { data, isPending, isError } = useThreadList();
  const { startNew } = useAsk();
  const router = useRouter();
  return (
    <nav aria-label="Threads" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="label">History</h2>
        <button
          type="button"
          className="btn btn-quiet text-xs"
          onClick={() => {
            startNew();
            router.push("/ask");
          }}
        >
          New thread
        </button>
      </div>
      {isPending ? (
        <div className="h-24 animate-pulse rounded bg-slate-100" aria-hidden />
      ) : isError ? (
        <p className="text-xs text-slate-600">The history could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="text-xs text-slate-500">Your threads will be listed here.</p>
      ) : (
        <ul className="space-y-0.5" data-testid="thread-history">
          {data.map((thread) => (
            <HistoryItem key={thread.id} thread={thread} current={thread.id === currentId} />
          ))}
        </ul>
      )}
    </nav>
  );
}

// The actions of an item show when it is pointed at or holds the keyboard focus, so titles keep
// the room; they stay in the accessibility tree throughout.
const REVEAL = "opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus:opacity-100";

function HistoryItem({ thread, current }: { thread: ThreadSummary; current: boolean }) {
  const { rename, remove } = useThreadChanges();
  const { thread: open, startNew } = useAsk();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(thread.title);
  const [confirming, setConfirming] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (next && next !== thread.title) rename.mutate({ id: thread.id, title: next });
    setEditing(false);
  };
  const onDelete = () => {
    if (!confirming) return setConfirming(true);
    // Awaited rather than a callback: the item is gone from the list (unmounted) once the
    // history reloads, and a callback of an unmounted item would not run.
    void remove
      .mutateAsync(thread.id)
      .then(() => {
        if (open.id === thread.id) startNew();
        if (current) router.push("/ask");
      })
      .catch(() => setConfirming(false));
  };
  if (editing) {
    return (
      <li>
        <form onSubmit={save} className="flex gap-1">
          <label htmlFor={`rename-${thread.id}`} className="sr-only">
            Thread title
          </label>
          <input id={`rename-${thread.id}`} autoFocus className="field h-7 text-xs" value={title} maxLength={120}
            onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === "Escape" && setEditing(false)} />
          <button type="submit" className="btn h-7 text-xs">
            Save
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className={`group flex items-center gap-1 rounded ${current ? "bg-accent-50" : "hover:bg-slate-50"}`}>
      <Link
        href={`/threads/${thread.id}`}
        aria-current={current ? "page" : undefined}
        className="min-w-0 flex-1 truncate px-2 py-1 text-xs text-slate-800"
        title={thread.title}
      >
        {thread.title}
      </Link>
      <button type="button" className={`btn btn-quiet h-6 px-1 text-xs ${REVEAL}`} aria-label={`Rename “${thread.title}”`} onClick={() => setEditing(true)}>
        Rename
      </button>
      <button
        type="button"
        className={`btn btn-quiet h-6 px-1 text-xs ${confirming ? "text-red-700" : REVEAL}`}
        aria-label={confirming ? `Confirm deleting “${thread.title}”` : `Delete “${thread.title}”`}
        onClick={onDelete}
        onBlur={() => setConfirming(false)}
      >
        {confirming ? "Confirm" : "Delete"}
      </button>
    </li>
  );
}
