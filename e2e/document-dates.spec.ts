// Dates typed into the date filters as people type them: read correctly, or refused aloud.
import { expect, listDocuments, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("typed dates filter by the date meant", async ({ page }) => {
  const documents = await listDocuments(page);
  const rows = page.getByTestId("document-table").locator("tbody tr");
  await page.goto("/documents");
  await expect(rows).toHaveCount(documents.length);

  const from = page.getByLabel("From");
  await from.pressSequentially("01/01/2022", { delay: 30 });
  await from.press("Enter");
  await expect(page).toHaveURL(/from=2022-01-01/);
  await expect(from).toHaveValue("2022-01-01");
  await expect(rows).toHaveCount(documents.filter((d) => d.date && d.date >= "2022-01-01").length);

  const to = page.getByLabel("To");
  await to.fill("Dec 31, 2022");
  await to.blur();
  await expect(page).toHaveURL(/from=2022-01-01&to=2022-12-31/);
  await expect(rows.or(page.getByText("No documents match these filters."))).not.toHaveCount(0);
  const expected = documents.filter((d) => d.date && d.date >= "2022-01-01" && d.date <= "2022-12-31").length;
  if (expected > 0) await expect(rows).toHaveCount(expected);

  await to.fill("02/30/2022");
  await to.press("Enter");
  await expect(page.locator("#filter-to-problem")).toHaveText("Not a date");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/to=2022-12-31/);
});
