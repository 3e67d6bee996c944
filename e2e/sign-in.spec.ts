import { credentials, expect, screenshot, test } from "./support/fixtures";

test("a visit without a session goes to sign-in and remembers where it was going", async ({ page }) => {
  await page.goto("/documents?year=2022");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdocuments%3Fyear%3D2022$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await screenshot(page, "sign-in");

  for (const path of ["/api/workspace/documents", "/api/workspace/companies/search?query=a", "/api/workspace/documents/x/original"]) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
  }
  const ask = await page.request.post("/api/workspace/threads", { data: { question: "What was revenue?" } });
  expect(ask.status()).toBe(401);
});

test("signs in, refuses a wrong password, returns to the page asked for, and signs out", async ({ page }) => {
  const { username, password } = credentials();
  await page.goto("/documents?year=2022");
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText("That user name and password do not match.");

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/documents\?year=2022$/);
  await expect(page.getByLabel("Fiscal year")).toHaveValue("2022");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get("/api/workspace/documents")).status()).toBe(401);
});
