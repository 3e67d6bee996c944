"use client";
// One thread for the whole workspace: the ask pane keeps it while you open the pages its answers
// cite. Pages say what is "in view" (a company's documents, one document) so a question can be
// limited to it.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { AnswerAnnouncement } from "./answer-announcement";
import { useThread } from "./use-thread";

export interface AskScope {
  /** What the limit means to the reader, e.g. "Acme Corp: 12 documents in view". */
  label: string;
  documentIds: string[];
}

/** The citation whose source is open: a ref within one turn of the thread. */
export interface ActiveCitation {
  turn: number;
  ref: string;
}

type AskContextValue = ReturnType<typeof useThread> & {
  scope: AskScope | null;
  setScope: (scope: AskScope | null) => void;
  dockOpen: boolean;
  setDockOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  active: ActiveCitation | null;
  setActive: (citation: ActiveCitation | null) => void;
};

const AskContext = createContext<AskContextValue | null>(null);

export function AskProvider({ children }: { children: ReactNode }) {
  const { thread, ask, stop, open, startNew } = useThread();
  const [scope, setScope] = useState<AskScope | null>(null);
  const [dockOpen, setDockOpen] = useState(false);
  const [active, setActive] = useState<ActiveCitation | null>(null);
  const value = useMemo(
    () => ({ thread, ask, stop, open, startNew, scope, setScope, dockOpen, setDockOpen, active, setActive }),
    [thread, ask, stop, open, startNew, scope, dockOpen, active],
  );
  return (
    <AskContext.Provider value={value}>
      {children}
      <AnswerAnnouncement turns={thread.turns} />
    </AskContext.Provider>
  );
}

export function useAsk(): AskContextValue {
  const value = useContext(AskContext);
  if (!value) throw new Error("useAsk needs an AskProvider");
  return value;
}

/** Declares what the current page has in view; cleared when the page goes away. */
export function useAskScope(scope: AskScope | null): void {
  const { setScope } = useAsk();
  const key = scope ? `${scope.label}|${scope.documentIds.join(",")}` : "";
  useEffect(() => {
    setScope(scope);
    return () => setScope(null);
    // Keyed on the scope's content: callers pass a new object on every render.
  }, [key, setScope]);
}
