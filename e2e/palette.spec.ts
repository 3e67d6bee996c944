// Company search as people type names: spaced or run together, from any word, tickers first.
import type { Page } from "@playwright/test";
import { expect, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

/** Types into the palette and waits until the first result is `expected` (results update as typing pauses). */
async function expectFirst(page: Page, typed: string, expected: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  const box = dialog.getByRole("combobox");
  await box.fill("");
  await box.pressSequentially(typed, { delay: 20 });
  await expect(dialog.getByRole("option").first().locator("span").first()).toHaveText(expected);
}

test("the palette finds multi-word and spaced names, any word's start, and tickers first", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();

  await expectFirst(page, "pepsi co", "PepsiCo, Inc.");
  await expectFirst(page, "coca cola", "The Coca-Cola Company");
  await screenshot(page, "palette-spaced-name");
  await expectFirst(page, "cola", "The Coca-Cola Company");
  await expectFirst(page, "KO", "The Coca-Cola Company");
  // Names with a word beginning "co" come before those that only hold it inside a word.
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox").fill("co");
  await expect(dialog.getByRole("option", { name: /Costco Wholesale/ })).toBeVisible();
  await expect(dialog.getByRole("option", { name: /The Coca-Cola Company/ })).toBeVisible();
  const names = await dialog.getByRole("option").evaluateAll((options) => options.map((o) => o.querySelector("span")?.textContent ?? ""));
  const pepsi = names.indexOf("PepsiCo, Inc.");
  expect(names.indexOf("The Coca-Cola Company")).toBeLessThan(pepsi < 0 ? names.length : pepsi);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]+$/);
});

test("a company page shows its key facts and asks about the company", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await expectFirst(page, "activision", "Activision Blizzard, Inc.");
  await page.keyboard.press("Enter");
  const facts = page.getByTestId("company-facts");
  await expect(facts).toContainText("Fiscal year ends");
  await expect(facts).toContainText("December 31");
  await expect(facts.getByRole("link", { name: /FY2018/ })).toBeVisible();
  await expect(facts.getByTestId("filings-by-kind")).toContainText("1 annual financial report");
  await screenshot(page, "company-facts");
  await facts.getByRole("button", { name: "Ask about this company" }).click();
  const dock = page.locator("#ask-dock");
  await expect(dock.getByLabel(/^Only Activision Blizzard, Inc\.: 1 document in view/)).toBeChecked();
});
