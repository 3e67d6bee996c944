// The documents list offers what the catalog holds, with counts; every filter, sort and page
// is in the URL, and Back restores the view before.
import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("facets count what the catalog holds, and Back restores the previous filter", async ({ page }) => {
  const documents = await listDocuments(page);
  const rows = page.getByTestId("document-table").locator("tbody tr");
  await page.goto("/documents");
  await expect(page.getByTestId("document-count")).toHaveText(`${documents.length} documents`);

  // Only forms and years that exist, each with its count.
  const formOptions = (await page.getByLabel("SEC form").locator("option").allTextContents()).slice(1);
  const forms = new Map<string, number>();
  for (const d of documents) if (d.formType) forms.set(d.formType.toUpperCase(), (forms.get(d.formType.toUpperCase()) ?? 0) + 1);
  expect(new Set(formOptions)).toEqual(new Set([...forms].map(([form, count]) => `${form} (${count})`)));
  const yearOptions = (await page.getByLabel("Fiscal year").locator("option").allTextContents()).slice(1);
  const years = new Set(documents.map((d) => d.fiscalYear).filter((y) => y !== null));
  expect(yearOptions.map((o) => Number(o.split(" ")[0]))).toEqual([...years].sort((a, b) => b! - a!));
  await screenshot(page, "documents-facets");

  // Company, then form: each a step in the history.
  const company = documents[0]!;
  const own = documents.filter((d) => d.companyId === company.companyId);
  await page.getByLabel("Company").selectOption(company.companyId);
  await expect(page).toHaveURL(new RegExp(`company=${company.companyId}`));
  await expect(rows).toHaveCount(own.length);
  const ownForms = [...new Set(own.map((d) => d.formType!.toUpperCase()))];
  const form = ownForms[0]!;
  const counted = (await page.getByLabel("SEC form").locator("option").allTextContents()).find((o) => o.startsWith(`${form} (`));
  expect(counted).toBe(`${form} (${own.filter((d) => d.formType!.toUpperCase() === form).length})`);
  await page.getByLabel("SEC form").selectOption(form);
  await expect(page).toHaveURL(new RegExp(`form=${form}`));
  await expect(rows).toHaveCount(own.filter((d) => d.formType!.toUpperCase() === form).length);

  await page.goBack();
  await expect(page).not.toHaveURL(/form=/);
  await expect(page.getByLabel("SEC form")).toHaveValue("");
  await expect(page.getByLabel("Company")).toHaveValue(company.companyId);
  await expect(rows).toHaveCount(own.length);
  await page.goBack();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(rows).toHaveCount(documents.length);

  // Keywords narrow the list; sorting by a column is in the URL too.
  const word = company.companyName.split(/\s+/)[0]!;
  await page.getByLabel("Keywords").fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(rows).toHaveCount(documents.filter((d) => `${d.title} ${d.companyName}`.toLowerCase().includes(word.toLowerCase())).length);
  await page.getByRole("button", { name: /^Pages/ }).click();
  await expect(page).toHaveURL(/sort=pages/);
  const pages = (await rows.locator("td:last-child").allTextContents()).map((t) => Number(t.replace(/,/g, "")));
  expect(pages).toEqual([...pages].sort((a, b) => b - a));
  await expect(page.getByRole("columnheader", { name: /^Pages/ })).toHaveAttribute("aria-sort", "descending");
  await screenshot(page, "documents-sorted");
});
