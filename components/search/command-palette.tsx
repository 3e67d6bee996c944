"use client";
// ⌘K / Ctrl+K from anywhere in the workspace opens company search in a dialog.
import { Command } from "cmdk";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { isModKey } from "@/components/shell/shortcuts";
import { CompanySearchFields } from "./company-search";

const PaletteContext = createContext<{ openPalette: () => void }>({ openPalette: () => {} });

export function usePalette() {
  return useContext(PaletteContext);
}

export function PaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isModKey(event, "k")) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const openPalette = useCallback(() => setOpen(true), []);
  return (
    <PaletteContext.Provider value={{ openPalette }}>
      {children}
      <Command.Dialog
        open={open}
        onOpenChange={setOpen}
        label="Search companies"
        shouldFilter={false}
        loop
        overlayClassName="fixed inset-0 z-40 bg-slate-900/20"
        contentClassName="fixed left-1/2 top-[12vh] z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-panel"
      >
        {open && <CompanySearchFields variant="palette" autoFocus onNavigate={() => setOpen(false)} />}
      </Command.Dialog>
    </PaletteContext.Provider>
  );
}
