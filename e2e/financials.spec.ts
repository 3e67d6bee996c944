// A company's financial statements from the filings of the slice: reached from the company's
// page, every figure a link to the page it was read from, with the row highlighted there.
import { expect, listDocuments, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("opens a company's financials and follows a figure to its page", async ({ page }) => {
  const documents = await listDocuments(page);
  // The slice's fourth-quarter earnings release states a fiscal year and its last quarter.
  const release = documents.find((d) => d.documentCategory === "earnings-release" && /ulta/i.test(d.companyName));
  expect(release, "an earnings release of Ulta Beauty in the slice").toBeTruthy();

  await page.goto(`/companies/${release!.companyId}`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Financials" }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${release!.companyId}/financials$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("financial statements");

  const income = page.getByTestId("statement-income-statement");
  await expect(income.getByRole("columnheader", { name: "FY2022", exact: true })).toBeVisible();
  await expect(income.getByRole("rowheader", { name: /Revenue/ })).toBeVisible();
  await screenshot(page, "financials");

  // Quarterly periods are a choice kept in the URL.
  await page.getByRole("button", { name: "Quarterly" }).click();
  await expect(page).toHaveURL(/periods=quarterly/);
  await expect(income.getByRole("columnheader", { name: "FY2022 Q4" })).toBeVisible();

  const figure = income.getByTestId("figure-link").first();
  const href = (await figure.getAttribute("href"))!;
  const pageNumber = /#page-(\d+)$/.exec(href)![1];
  expect(href).toContain(`/documents/${release!.id}?highlight=`);
  await figure.click();
  await expect(page).toHaveURL(new RegExp(`/documents/${release!.id}\\?highlight=.+#page-${pageNumber}$`));
  await expect(page.getByTestId("highlight-status")).toHaveText(`The cited passage is highlighted on page ${pageNumber}.`);
  await screenshot(page, "financials-figure-page");
});
