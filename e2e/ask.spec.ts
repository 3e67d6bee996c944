import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("asks a question, follows the progress, opens a citation's source and then its page", async ({ page }) => {
  await page.goto("/ask");
  const box = page.getByRole("textbox", { name: "Question" });
  await box.fill("What was Amcor's restructuring liability balance at December 31, 2022?");
  const streamed = page.waitForResponse((r) => r.url().endsWith("/api/workspace/threads") && r.request().method() === "POST");
  await box.press("Enter");
  const response = await streamed;
  expect(response.headers()["content-type"]).toContain("text/event-stream");

  await expect(page.getByTestId("asked-question")).toHaveText(/restructuring liability/);
  const answer = page.getByTestId("answer");
  await expect(answer).toBeVisible();
  // The answer is complete when the sources list and the copy button appear.
  await expect(page.getByRole("button", { name: "Copy as Markdown" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("thinking").locator("summary")).toHaveText(/\d+ steps?/);
  const markers = answer.locator("button[data-citation]");
  expect(await markers.count(), "citations in the answer").toBeGreaterThan(0);
  await expect(answer.locator('button[data-citation][data-state="ready"]').first()).toBeVisible();
  await screenshot(page, "ask-answer");

  await markers.first().click();
  const panel = page.getByTestId("citation-panel");
  await expect(panel).toBeVisible();
  const excerpt = await panel.getByTestId("citation-excerpt").textContent();
  expect(excerpt?.trim().length).toBeGreaterThan(0);
  const pageNumber = Number(await panel.getByTestId("citation-page").textContent());
  await screenshot(page, "ask-citation");

  await panel.getByRole("link", { name: `Open page ${pageNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/[0-9a-f-]+\\?highlight=.+#page-${pageNumber}$`));
  await expect(page.locator(`section#page-${pageNumber}`)).toBeInViewport();
  await expect(page.getByTestId("highlight-status")).toHaveText(`The cited passage is highlighted on page ${pageNumber}.`);
  const marked = await page.evaluate(() => {
    const highlights = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
    return [...(highlights.get("citation") ?? [])].map((range) => range.toString());
  });
  expect(marked).toHaveLength(1);
  expect(marked[0]?.length).toBeGreaterThan(0);
  await screenshot(page, "document-highlight");

  // The conversation stays with the workspace: the ask pane still holds the answer.
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.locator("#ask-dock").getByTestId("answer")).toBeVisible();
});

test("asks from a company page, limited to the documents in view, and copies the answer with its citations", async ({ page }) => {
  const documents = await listDocuments(page);
  const counts = new Map<string, number>();
  for (const d of documents) counts.set(d.companyId, (counts.get(d.companyId) ?? 0) + 1);
  const companyId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const own = documents.filter((d) => d.companyId === companyId);

  await page.goto(`/companies/${companyId}`);
  await expect(page.getByTestId("document-table").locator("tbody tr")).toHaveCount(own.length);
  await page.keyboard.press("Control+j");
  const dock = page.locator("#ask-dock");
  await expect(dock).toBeVisible();
  const scope = dock.getByLabel(/^Only /);
  await expect(scope).toBeChecked();
  await expect(dock.getByText(`${own.length} ${own.length === 1 ? "document" : "documents"} in view`)).toBeVisible();

  const request = page.waitForRequest((r) => r.url().endsWith("/api/workspace/threads") && r.method() === "POST");
  await dock.getByRole("textbox", { name: "Question" }).fill("What were the restructuring costs?");
  await dock.getByRole("button", { name: "Ask", exact: true }).click();
  const body = (await request).postDataJSON() as { question: string; documentIds?: string[] };
  expect(new Set(body.documentIds)).toEqual(new Set(own.map((d) => d.id)));

  await expect(dock.getByRole("button", { name: "Copy as Markdown" })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, "ask-dock");
  const cited = await dock.locator("button[data-citation]").count();
  await dock.getByRole("button", { name: "Copy as Markdown" }).click();
  await expect(dock.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toMatch(/\[#[0-9a-z]{8}\]/i);
  // Each footnote links to its page in the viewer.
  if (cited > 0) expect(copied).toMatch(/\n\[\^1\]: .+, \[page \d+\]\(http[^)\s]+\/documents\/[^)\s]+#page-\d+\)\./);
});
