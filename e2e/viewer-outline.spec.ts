// The outline of a long filing (its Items where they begin) and the page box, which answers a
// page that does not exist instead of ignoring it.
import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("jumps to an Item from the outline, and says when a page does not exist", async ({ page }) => {
  const long = (await listDocuments(page)).find((d) => (d.metadata?.pageCount ?? 0) >= 300)!;
  const pageCount = long.metadata!.pageCount!;
  await page.goto(`/documents/${long.id}`);
  const outline = page.getByTestId("outline");
  const mdna = outline.getByRole("button", { name: /^Item 7\. Management.s Discussion/ });
  await expect(mdna).toBeVisible();
  const pageNumber = Number(await mdna.locator(".num").textContent());
  expect(pageNumber).toBeGreaterThan(10);
  await mdna.click();
  await expect(page).toHaveURL(new RegExp(`#page-${pageNumber}$`));
  const section = page.locator(`section#page-${pageNumber}`);
  await expect(section).toBeInViewport();
  await expect(section).toContainText(/management.s discussion/i);
  // The outline marks where the reader is: the last entry that begins on this page.
  await expect(outline.locator('[aria-current="location"] .num')).toHaveText(String(pageNumber));
  await screenshot(page, "viewer-outline");

  // Items in the order of the form, each where its section begins.
  const items = await outline.getByRole("button", { name: /^Item \d/ }).allTextContents();
  expect(items.length).toBeGreaterThan(5);
  const pages = items.map((text) => Number(/(\d+)$/.exec(text)?.[1]));
  expect(pages).toEqual([...pages].sort((a, b) => a - b));

  const box = page.getByLabel("Go to page");
  await box.fill("999");
  await box.press("Enter");
  await expect(page.getByTestId("page-missing")).toHaveText(`There is no page 999: this document has ${pageCount} pages.`);
  await box.fill("3");
  await box.press("Enter");
  await expect(page.getByTestId("page-missing")).toHaveCount(0);
  await expect(page.locator("section#page-3")).toBeInViewport();

  // The filing facts name the signature page's date, and link to the page.
  const signed = page.getByTestId("signed-date");
  await expect(signed).toHaveText(/^\d{4}-\d{2}-\d{2} p\. \d+$/);
  const signedPage = Number(/p\. (\d+)$/.exec((await signed.textContent()) ?? "")?.[1]);
  await signed.getByRole("link").click();
  await expect(page.locator(`section#page-${signedPage}`)).toBeInViewport();
  await expect(page.locator(`section#page-${signedPage}`)).toContainText(/signature/i);

  await page.goto(`/documents/${long.id}#page-${pageCount + 5}`);
  await expect(page.getByTestId("page-missing")).toHaveText(`There is no page ${pageCount + 5}: this document has ${pageCount} pages.`);
});
