// Shared by the specs: every response the browser receives is read and searched for the API
// key (bodies, including scripts, styles and event streams, and headers); a test fails if the
// key appears anywhere. Also: signing in without the form, and screenshots into e2e/artifacts.
import { test as base, expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

export interface ResponseWatch {
  /** Waits until every response so far has been read (call before closing a page). */
  settle: () => Promise<void>;
}

export const test = base.extend<{ responseWatch: ResponseWatch }>({
  responseWatch: [
    async ({ context }, use, testInfo) => {
      const key = process.env.E2E_API_KEY;
      if (!key) throw new Error("E2E_API_KEY is not set; run the specs through playwright.config.ts");
      const reads: Promise<void>[] = [];
      const leaks: string[] = [];
      let checked = 0;
      let bodiless = 0;
      context.on("response", (response) => {
        reads.push(
          (async () => {
            const headers = JSON.stringify(await response.allHeaders().catch(() => ({})));
            // Redirects and requests cancelled by navigation have no body to read.
            const body = await response.body().catch(() => null);
            checked++;
            if (body === null) bodiless++;
            if (headers.includes(key) || body?.includes(key)) leaks.push(`${response.status()} ${response.url()}`);
          })(),
        );
      });
      await use({ settle: async () => void (await Promise.allSettled(reads)) });
      await Promise.allSettled(reads);
      const summary = `${checked} responses searched for the API key (${bodiless} without a readable body: redirects, cancelled requests)`;
      testInfo.annotations.push({ type: "key check", description: summary });
      console.log(`[key check] ${testInfo.title}: ${summary}`);
      expect(leaks, "responses that contain the API key").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const credentials = () => ({ username: process.env.E2E_USER ?? "e2e", password: process.env.E2E_PASSWORD ?? "" });

/** Signs in through the workspace route, sharing the cookie with the page (as the reader if asked). */
export async function signIn(page: Page, as: "owner" | "reader" = "owner"): Promise<void> {
  const data = as === "owner" ? credentials() : { ...credentials(), username: process.env.E2E_READER ?? "e2e-reader" };
  const response = await page.request.post("/api/workspace/sign-in", { data });
  expect(response.status(), await response.text()).toBe(200);
}

/** Asks in the ask pane of the page and waits until the answer is complete. */
export async function askAndWait(page: Page, question: string): Promise<void> {
  const turns = page.getByTestId("turn");
  const before = await turns.count();
  await page.getByRole("textbox", { name: "Question" }).fill(question);
  await page.getByRole("textbox", { name: "Question" }).press("Enter");
  await expect(turns).toHaveCount(before + 1);
  await expect(turns.last()).toHaveAttribute("data-status", /^(done|failed|cancelled)$/, { timeout: 60_000 });
}

export interface SavedThread {
  id: string;
  owner: string;
  readOnly: boolean;
  turns: {
    question: string;
    query: string;
    status: string;
    context: { companies: string[]; periods: string[]; inherited: { companies: boolean; periods: boolean; documents: boolean } };
    sources: Record<string, { documentMetadata: { companyName: string } }>;
  }[];
}

/** The thread as the server keeps it. */
export async function savedThread(page: Page, id: string): Promise<SavedThread> {
  const response = await page.request.get(`/api/workspace/threads/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedThread;
}

const screens = path.resolve("e2e/artifacts/screens");

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

export interface ListedDocument {
  id: string;
  companyId: string;
  companyName: string;
  formType: string | null;
  documentCategory: string;
  fiscalYear: number | null;
  title: string;
  date: string;
  metadata?: { pageCount?: number } | null;
}

/** The catalog as the workspace sees it, so the specs follow the data rather than guess it. */
export async function listDocuments(page: Page, query = ""): Promise<ListedDocument[]> {
  const response = await page.request.get(`/api/workspace/documents?pageSize=500${query ? `&${query.replace(/^\?/, "")}` : ""}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ListedDocument[] }).items;
}
