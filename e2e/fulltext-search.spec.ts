// Full-text search across the filings of the slice: a phrase to a hit, the hit to its page with
// the words highlighted, a facet narrowing the results, and malformed syntax explained.
import { expect, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("searches a phrase, narrows by company and opens a hit at its page, highlighted", async ({ page }) => {
  await page.goto("/search");
  await page.getByLabel("Search the filings").fill('"net sales"');
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=%22net\+sales%22/);
  const hits = page.getByTestId("search-hit");
  await expect(hits.first()).toBeVisible();
  await expect(page.locator("mark").first()).toHaveText(/net sales/i);
  const count = page.getByTestId("search-count");
  await expect(count).toContainText(/matching pages? in/);
  await screenshot(page, "search-results");

  // A company facet narrows the results to that company's filings.
  const companies = page.getByRole("group", { name: "Company" }).getByRole("checkbox");
  if ((await companies.count()) > 1) {
    const before = await count.textContent();
    // The URL holds the filter; the box shows it once the page has moved there.
    await companies.first().click();
    await expect(page).toHaveURL(/[?&]company=/);
    await expect(companies.first()).toBeChecked();
    await expect(count).not.toHaveText(before ?? "");
  }

  const first = hits.first();
  const pageNumber = Number((await first.textContent())?.match(/page (\d+)/)?.[1]);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/documents/[^?#]+\\?highlight=.+#page-${pageNumber}$`));
  await expect(page.getByTestId("highlight-status")).toHaveText(`The cited passage is highlighted on page ${pageNumber}.`);
  await screenshot(page, "search-hit-page");
});

test("explains malformed search syntax instead of failing", async ({ page }) => {
  await page.goto("/search?q=%22net+sales");
  await expect(page.getByTestId("search-error")).toHaveText(/quotation mark at character 1 is never closed/);
  const response = await page.request.get("/api/workspace/search?q=revenue+AND");
  expect(response.status()).toBe(400);
  expect((await response.json()).detail).toMatch(/AND at character 9 needs words after it/);
});
