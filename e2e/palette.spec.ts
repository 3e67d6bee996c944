// Company search as people type names: spaced or run together, from any word, tickers first.
import { expect, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

async function firstResults(page: import("@playwright/test").Page, typed: string, count = 1): Promise<string[]> {
  const dialog = page.getByRole("dialog");
  const box = dialog.getByRole("combobox");
  await box.fill("");
  await box.pressSequentially(typed, { delay: 20 });
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(dialog.getByText("Searching…")).toHaveCount(0);
  return (await options.locator("span:first-child").allTextContents()).slice(0, count);
}

test("the palette finds multi-word and spaced names, any word's start, and tickers first", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();

  expect(await firstResults(page, "pepsi co")).toEqual(["PepsiCo, Inc."]);
  expect(await firstResults(page, "coca cola")).toEqual(["The Coca-Cola Company"]);
  await screenshot(page, "palette-spaced-name");
  expect(await firstResults(page, "cola")).toEqual(["The Coca-Cola Company"]);
  expect(await firstResults(page, "KO")).toEqual(["The Coca-Cola Company"]);
  // Names that begin with "co" come before those that only hold it inside a word.
  const co = await firstResults(page, "co", 10);
  expect(co).toContain("The Coca-Cola Company");
  expect(co.indexOf("The Coca-Cola Company")).toBeLessThan(co.includes("PepsiCo, Inc.") ? co.indexOf("PepsiCo, Inc.") : 10);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]+$/);
});

test("a company page shows its key facts and asks about the company", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await firstResults(page, "walmart");
  await page.keyboard.press("Enter");
  const facts = page.getByTestId("company-facts");
  await expect(facts).toContainText("Fiscal year ends");
  await expect(facts).toContainText("January 31");
  await expect(facts.getByRole("link", { name: /FY2018/ })).toBeVisible();
  await expect(facts.getByTestId("filings-by-kind")).toContainText("1 annual financial report");
  await screenshot(page, "company-facts");
  await facts.getByRole("button", { name: "Ask about this company" }).click();
  const dock = page.locator("#ask-dock");
  await expect(dock.getByLabel(/^Only Walmart Inc\.: 1 document in view/)).toBeChecked();
});
