import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Runs the project's own ESLint configuration on snippets placed at lib/ paths, so the boundary
// rule is shown to fail a forbidden import, not just assumed to.
const eslint = new ESLint({ cwd: import.meta.dirname + "/../.." });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("lib/ boundary", () => {
  it.each([
    ['import { NextResponse } from "next/server";'],
    ['import Link from "next/link";'],
    ['import type { NextRequest } from "next/server";'],
    ['import { useState } from "react";'],
    ['import { createRoot } from "react-dom/client";'],
    ['import { AskView } from "@/components/ask/ask-view";'],
    ['import Page from "@/app/(workspace)/page";'],
    ['import { AskView } from "../../components/ask/ask-view";'],
    ['export { GET } from "../../app/api/v1/companies/route";'],
  ])("rejects %s in lib/", async (source) => {
    const errors = await boundaryErrors("lib/answers/example.ts", source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("lib/ is framework-free");
  });

  it("accepts lib/ importing lib/, node and ordinary packages", async () => {
    const source = [
      'import { z } from "zod";',
      'import { readFile } from "node:fs/promises";',
      'import { getDb } from "@/lib/db/connection";',
      'import { openCatalog } from "../catalog/registry";',
      'import { nextPath } from "./next-path";',
    ].join("\n");
    expect(await boundaryErrors("lib/answers/example.ts", source)).toEqual([]);
  });

  it("lets the workspace session read cookies through next/headers, and nothing else of Next.js", async () => {
    const session = "lib/workspace/session.ts";
    expect(await boundaryErrors(session, 'import { cookies } from "next/headers";')).toEqual([]);
    expect(await boundaryErrors(session, 'import { redirect } from "next/navigation";')).toHaveLength(1);
    expect(await boundaryErrors(session, 'import { useState } from "react";')).toHaveLength(1);
    expect(
      await boundaryErrors("lib/workspace/users.ts", 'import { cookies } from "next/headers";'),
    ).toHaveLength(1);
  });

  it("leaves app/ and components/ free to use the framework", async () => {
    expect(await boundaryErrors("app/api/example/route.ts", 'import { NextResponse } from "next/server";')).toEqual([]);
    expect(await boundaryErrors("components/example.tsx", 'import { useState } from "react";')).toEqual([]);
  });
});
