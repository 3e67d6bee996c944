// Search inside a long filing: the server searches every page (only a few are rendered at a
// time), the hits list their pages with snippets, and stepping through them goes to each page
// with the words marked.
import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("searches inside a 300-page filing and goes to a hit", async ({ page }) => {
  const long = (await listDocuments(page)).find((d) => (d.metadata?.pageCount ?? 0) >= 300);
  expect(long, "a filing of 300 pages or more in the slice").toBeDefined();
  await page.goto(`/documents/${long!.id}`);
  await expect(page.getByTestId("current-page")).toHaveText(`Page 1 of ${long!.metadata!.pageCount}`);

  const box = page.getByRole("searchbox", { name: "Search in this document" });
  await box.fill("World of Warcraft");
  const summary = page.getByTestId("search-summary");
  await expect(summary).toHaveText(/^\d+\+? pages?$/);
  const hits = page.getByTestId("search-hits").getByRole("button");
  expect(await hits.count()).toBeGreaterThan(1);
  await expect(hits.first().locator("mark").first()).toBeVisible();

  // Far into the document: a page that was not rendered before the jump.
  const last = hits.last();
  const pageNumber = Number(/p\. (\d+)/.exec((await last.textContent()) ?? "")?.[1]);
  expect(pageNumber).toBeGreaterThan(5);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`#page-${pageNumber}$`));
  await expect(page.locator(`section#page-${pageNumber}`)).toBeInViewport();
  const marked = await page.evaluate(() => {
    const highlights = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
    return [...(highlights.get("search-hit") ?? [])].map((range) => range.toString().toLowerCase());
  });
  expect(marked.length).toBeGreaterThan(0);
  for (const word of marked) expect(word).toMatch(/^(world|of|warcraft)/);
  await expect(summary).toHaveText(new RegExp(`^${await hits.count()} of `));
  await screenshot(page, "viewer-search");

  // Enter steps on to the next hit, wrapping round to the first.
  const first = Number(/p\. (\d+)/.exec((await hits.first().textContent()) ?? "")?.[1]);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#page-${first}$`));
  await expect(summary).toHaveText(/^1 of /);

  await box.fill("zzqxv");
  await expect(summary).toHaveText("No page holds “zzqxv”.");
});
