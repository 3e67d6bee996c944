"use client";
// One conversation for the whole workspace: the ask pane keeps its answer while you open the
// pages it cites. Pages say what is "in view" (a company's documents, one document) so a
// question can be limited to it.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useAnswerStream } from "./use-answer-stream";

export interface AskScope {
  /** What the limit means to the reader, e.g. "Acme Corp: 12 documents in view". */
  label: string;
  documentIds: string[];
}

type AskContextValue = ReturnType<typeof useAnswerStream> & {
  scope: AskScope | null;
  setScope: (scope: AskScope | null) => void;
  dockOpen: boolean;
  setDockOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  activeRef: string | null;
  setActiveRef: (ref: string | null) => void;
};

const AskContext = createContext<AskContextValue | null>(null);

export function AskProvider({ children }: { children: ReactNode }) {
  const { state, ask, stop } = useAnswerStream();
  const [scope, setScope] = useState<AskScope | null>(null);
  const [dockOpen, setDockOpen] = useState(false);
  const [activeRef, setActiveRef] = useState<string | null>(null);
  const value = useMemo(
    () => ({ state, ask, stop, scope, setScope, dockOpen, setDockOpen, activeRef, setActiveRef }),
    [state, ask, stop, scope, dockOpen, activeRef],
  );
  return <AskContext.Provider value={value}>{children}</AskContext.Provider>;
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
