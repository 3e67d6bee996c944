import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("finds a company with the keyboard palette and opens its page", async ({ page }) => {
  const documents = await listDocuments(page);
  expect(documents.length).toBeGreaterThan(0);
  const company = documents[0]!;
  const word = company.companyName.split(/\s+/)[0] ?? "";

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Find a company" })).toBeVisible();
  await expect(page.getByTestId("document-table").locator("tbody tr")).toHaveCount(Math.min(12, documents.length));
  await screenshot(page, "home");

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox").pressSequentially(word.slice(0, 4), { delay: 40 });
  const option = dialog.getByRole("option", { name: new RegExp(company.companyName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(option).toBeVisible();
  await screenshot(page, "palette");
  // The first result is selected; arrow keys move, Enter opens.
  await option.hover();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/companies/${company.companyId}$`));
  await expect(page.getByRole("heading", { level: 1, name: company.companyName })).toBeVisible();
  const own = documents.filter((d) => d.companyId === company.companyId);
  await expect(page.getByTestId("document-table").locator("tbody tr")).toHaveCount(own.length);
  await screenshot(page, "company");
});

test("filters documents in the URL, and a shared link shows the same view", async ({ page, context, responseWatch }) => {
  const documents = await listDocuments(page);
  const forms = [...new Set(documents.map((d) => d.formType).filter((f): f is string => Boolean(f)))];
  expect(forms.length, "form types in the slice").toBeGreaterThan(0);
  const form = forms.find((f) => documents.filter((d) => d.formType === f).length < documents.length) ?? forms[0]!;
  const expected = documents.filter((d) => d.formType === form);

  await page.goto("/documents");
  await expect(page.getByTestId("document-table").locator("tbody tr")).toHaveCount(documents.length);
  await page.getByLabel("SEC form").selectOption(form);
  await expect(page).toHaveURL(new RegExp(`[?&]form=${encodeURIComponent(form).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  const rows = page.getByTestId("document-table").locator("tbody tr");
  await expect(rows).toHaveCount(expected.length);
  for (const row of await rows.all()) await expect(row.locator("td").nth(3)).toHaveText(form);
  // Newest first.
  const dates = await rows.locator("td:first-child").allTextContents();
  expect(dates).toEqual([...dates].sort().reverse());
  await screenshot(page, "documents-filtered");

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel("SEC form")).toHaveValue(form);
  await expect(shared.getByTestId("document-table").locator("tbody tr")).toHaveCount(expected.length);
  await responseWatch.settle();
  await shared.close();

  await page.getByLabel("Keywords").fill("zzqxv");
  await expect(page.getByText("No documents match these filters.")).toBeVisible();
  await screenshot(page, "documents-empty");
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(rows).toHaveCount(documents.length);
});

test("opens a document at a page and its original through a fresh link", async ({ page }) => {
  const documents = await listDocuments(page);
  const doc = [...documents].sort((a, b) => (b.metadata?.pageCount ?? 0) - (a.metadata?.pageCount ?? 0))[0]!;
  const target = Math.min(3, doc.metadata?.pageCount ?? 1);

  await page.goto(`/documents/${doc.id}#page-${target}`);
  await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
  const section = page.locator(`section#page-${target}`);
  await expect(section).toBeInViewport();
  await expect(page.getByTestId("current-page")).toContainText(`Page ${target} of`);
  await screenshot(page, "document");

  await page.getByRole("textbox", { name: "Go to page" }).fill("1");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.locator("section#page-1")).toBeInViewport();
  await expect(page).toHaveURL(/#page-1$/);

  // The button asks for a link at click time: the route answers with a redirect to a new signed URL.
  const href = await page.getByTestId("open-original").getAttribute("href");
  expect(href).toMatch(new RegExp(`^/api/workspace/documents/${doc.id}/original`));
  const redirect = await page.request.get(href!.split("#")[0]!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  const file = await page.request.get(redirect.headers()["location"] ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
});
