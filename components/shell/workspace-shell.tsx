"use client";
// Everything a signed-in page shares: data cache, ⌘K company search, the ask pane, the header.
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AskProvider } from "@/components/ask/ask-context";
import { AskDock } from "@/components/ask/ask-dock";
import { PaletteProvider } from "@/components/search/command-palette";
import { AppHeader } from "./app-header";
import { makeQueryClient } from "./query-client";

export function WorkspaceShell({ username, children }: { username: string; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PaletteProvider>
        <AskProvider>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-1">
            Skip to content
          </a>
          <AppHeader username={username} />
          <div className="flex">
            <main id="main" className="min-w-0 flex-1">
              {children}
            </main>
            <AskDock />
          </div>
        </AskProvider>
      </PaletteProvider>
    </QueryClientProvider>
  );
}
