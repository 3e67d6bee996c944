"use client";
// The ask pane docked at the right of any workspace page (⌘J / Ctrl+J toggles it). It is not
// shown on the ask and thread pages, which give the same thread the whole width.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isModKey } from "@/components/shell/shortcuts";
import { useAsk } from "./ask-context";
import { AskView } from "./ask-view";

export function AskDock() {
  const pathname = usePathname();
  const { dockOpen, setDockOpen, thread, startNew } = useAsk();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isModKey(event, "j")) {
        event.preventDefault();
        setDockOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setDockOpen]);
  if (!dockOpen || pathname === "/ask" || pathname.startsWith("/threads/")) return null;
  return (
    <aside
      id="ask-dock"
      aria-label="Ask"
      className="sticky top-12 h-[calc(100vh-3rem)] w-[26rem] shrink-0 border-l border-slate-200 bg-white max-lg:fixed max-lg:right-0 max-lg:z-20 max-lg:shadow-panel"
    >
      <div className="flex h-10 items-center justify-between border-b border-slate-200 px-3">
        <h2 className="text-sm font-semibold">Ask</h2>
        <div className="ml-auto flex items-center gap-1">
          {thread.id && (
            <Link href={`/threads/${thread.id}`} className="btn btn-quiet text-xs">
              Open thread
            </Link>
          )}
          {thread.turns.length > 0 && (
            <button type="button" className="btn btn-quiet text-xs" onClick={startNew}>
              New thread
            </button>
          )}
        </div>
        <button type="button" className="btn btn-quiet px-1.5" aria-label="Close the ask pane" onClick={() => setDockOpen(false)}>
          <span aria-hidden>✕</span>
        </button>
      </div>
      <div className="h-[calc(100%-2.5rem)]">
        <AskView layout="dock" />
      </div>
    </aside>
  );
}
