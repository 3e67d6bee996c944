"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useAsk } from "@/components/ask/ask-context";
import { usePalette } from "@/components/search/command-palette";
import { isApplePlatform } from "./shortcuts";

const NAV = [
  { href: "/documents", label: "Documents" },
  { href: "/ask", label: "Ask" },
  { href: "/search", label: "Search" },
  { href: "/compare", label: "Compare" },
];

/** On a company's pages, its financial statements. */
function companyNav(pathname: string): { href: string; label: string }[] {
  const company = /^\/companies\/([^/]+)/.exec(pathname)?.[1];
  return company ? [{ href: `/companies/${company}/financials`, label: "Financials" }] : [];
}

export function AppHeader({ username }: { username: string }) {
  const pathname = usePathname();
  const { openPalette } = usePalette();
  const { dockOpen, setDockOpen } = useAsk();
  const [mod, setMod] = useState("Ctrl");
  useEffect(() => setMod(isApplePlatform() ? "⌘" : "Ctrl"), []);
  const onAskPage = pathname === "/ask" || pathname.startsWith("/threads/");
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
      <Link href="/" className="text-[15px] font-semibold tracking-tight text-slate-900">
        Footnote
      </Link>
      <nav aria-label="Main" className="flex items-center gap-1">
        {[...NAV, ...companyNav(pathname)].map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <Link
              key={item.href}
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`rounded px-2 py-1 text-sm ${current ? "bg-slate-100 font-medium text-slate-900" : "text-slate-600 hover:text-slate-900"}`}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
      <button
        type="button"
        onClick={openPalette}
        className="ml-auto flex w-full max-w-xs items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-2.5 py-1 text-left text-sm text-slate-500 hover:bg-white"
      >
        <span className="flex-1">Search companies…</span>
        <kbd className="kbd">{mod} K</kbd>
      </button>
      {!onAskPage && (
        <button
          type="button"
          className={`btn ${dockOpen ? "border-accent-500 bg-accent-50 text-accent-700" : ""}`}
          aria-expanded={dockOpen}
          aria-controls="ask-dock"
          onClick={() => setDockOpen((open) => !open)}
          title={`Ask about the filings (${mod} J)`}
        >
          Ask
        </button>
      )}
      <form action="/api/workspace/sign-out" method="post" className="flex items-center gap-2">
        <span className="hidden text-xs text-slate-600 md:inline" title="Signed in">
          {username}
        </span>
        <button type="submit" className="btn btn-quiet text-xs">
          Sign out
        </button>
      </form>
    </header>
  );
}
