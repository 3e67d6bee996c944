import { expect, signIn, test } from "./support/fixtures";

// The key check of every other spec rests on this watch; make sure it does catch a leak.
test("the response watch fails a test when a response carries the API key", async ({ page }) => {
  test.fail(true, "a response here contains the key, so the watch must fail this test");
  await signIn(page);
  await page.route("**/api/workspace/companies/search*", (route) =>
    route.fulfill({ json: [{ id: "x", name: `leak ${process.env.E2E_API_KEY}`, tickers: [], countries: [] }] }),
  );
  await page.goto("/");
  await page.getByRole("combobox").first().fill("leak");
  await expect(page.getByRole("option").first()).toBeVisible();
});
