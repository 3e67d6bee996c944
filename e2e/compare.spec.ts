// A comps table for three companies of the slice, built in the UI and kept in the URL; its XLSX
// export downloaded and read back with exceljs, each value with its source in a cell note.
import ExcelJS from "exceljs";
import { expect, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("builds a comps table for three companies and exports it to XLSX", async ({ page }) => {
  await page.goto("/compare");
  const chosen = page.getByRole("list", { name: "Companies compared" }).getByRole("listitem");
  for (const [i, name] of ["Amcor", "Ulta", "Johnson"].entries()) {
    await page.getByLabel("Add a company").fill(name);
    await page.getByRole("listbox", { name: "Companies" }).getByRole("button", { name: new RegExp(name) }).first().click();
    await expect(chosen).toHaveCount(i + 1);
  }
  const table = page.getByTestId("comps-table");
  await expect(table.getByRole("columnheader", { name: /Amcor/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Ulta/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Johnson/ })).toBeVisible();

  await page.getByRole("checkbox", { name: "FY2022", exact: true }).click();
  await expect(page).toHaveURL(/periods=[^&]*FY2022(?:&|$|%2C)/);
  await expect(page.getByRole("checkbox", { name: "FY2022", exact: true })).toBeChecked();
  await page.getByLabel("Add a metric").selectOption({ label: "Current ratio" });
  await expect(page).toHaveURL(/metrics=[^&]*currentRatio/);
  await expect(table.getByRole("rowheader", { name: /Current ratio/ })).toBeVisible();

  // A stated figure links to its page; a blank says which filing lacks what.
  await expect(table.getByTestId("comps-value").first()).toBeVisible();
  const missing = table.getByTestId("comps-missing").first();
  await missing.locator("summary").click();
  await expect(missing).toContainText(/states no|No filing in the catalog states/);
  await screenshot(page, "compare");

  // The URL alone rebuilds the same table.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId("comps-table").getByRole("rowheader", { name: /Current ratio/ })).toBeVisible();
  await shared.close();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download XLSX" }).click()]);
  expect(download.suggestedFilename()).toBe("comps.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(4).values as unknown[];
  expect(header).toEqual(expect.arrayContaining([expect.stringMatching(/^Amcor.* FY2022$/), expect.stringMatching(/^Ulta.* FY2022$/), expect.stringMatching(/^Johnson.* FY2022$/)]));
  let revenueRow: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === "Revenue") revenueRow = row;
  });
  expect(revenueRow, "a Revenue row").toBeTruthy();
  const ulta = header.findIndex((h) => typeof h === "string" && /^Ulta.* FY2022$/.test(h));
  const value = revenueRow!.getCell(ulta).value;
  expect(typeof value).toBe("number");
  expect(String(revenueRow!.getCell(ulta).note)).toMatch(/page \d+.*\n?.*\/documents\/.+#page-\d+/s);
});

test("answers bad comparisons and unknown companies with a reason, never a server error", async ({ page }) => {
  const badPeriod = await page.request.get("/api/workspace/compare?companies=x&periods=2022");
  expect(badPeriod.status()).toBe(422);
  expect((await badPeriod.json()).detail).toMatch(/periods are written FY2022 or FY2023 Q2/);
  const unknown = await page.request.get("/api/workspace/compare?companies=00000000-0000-4000-8000-000000000000&metrics=revenue&periods=FY2022");
  expect(unknown.status()).toBe(404);
  expect((await page.request.get("/api/workspace/financials/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  expect((await page.request.get("/api/workspace/compare/export?companies=x&format=pdf")).status()).toBe(422);
});
