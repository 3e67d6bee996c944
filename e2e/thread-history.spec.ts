// Threads are kept on the server: after a reload the thread is in the history and whole; it can
// be renamed and deleted there.
import { askAndWait, expect, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("the thread is in the history after a reload, and can be renamed and deleted", async ({ page }) => {
  await page.goto("/ask");
  await askAndWait(page, "What were Amcor's net sales in the quarter?");
  await expect(page).toHaveURL(/\/threads\/[0-9a-f-]{36}$/);
  const url = page.url();
  const answer = await page.getByTestId("answer").textContent();

  await page.reload();
  await expect(page.getByTestId("asked-question")).toHaveText("What were Amcor's net sales in the quarter?");
  await expect(page.getByTestId("answer")).toHaveText(answer ?? "");
  const history = page.getByTestId("thread-history");
  const item = history.getByRole("link", { name: "What were Amcor's net sales in the quarter?" });
  await expect(item).toHaveAttribute("aria-current", "page");
  await screenshot(page, "thread-history");

  await page.getByRole("button", { name: "Rename “What were Amcor's net sales in the quarter?”" }).click();
  await page.getByLabel("Thread title").fill("Amcor quarterly sales");
  await page.getByLabel("Thread title").press("Enter");
  await expect(history.getByRole("link", { name: "Amcor quarterly sales" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amcor quarterly sales");

  // From another page, the history opens the thread again.
  await page.goto("/ask");
  await page.getByTestId("thread-history").getByRole("link", { name: "Amcor quarterly sales" }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("answer")).toHaveText(answer ?? "");

  await page.getByRole("button", { name: "Delete “Amcor quarterly sales”" }).click();
  await page.getByRole("button", { name: "Confirm deleting “Amcor quarterly sales”" }).click();
  await expect(page).toHaveURL(/\/ask$/);
  await expect(page.getByTestId("thread-history").getByRole("link", { name: "Amcor quarterly sales" })).toHaveCount(0);
  const gone = await page.request.get(`/api/workspace/threads/${url.split("/").at(-1)}`);
  expect(gone.status()).toBe(404);
});

test("a reload while the answer is being written shows the finished answer", async ({ page }) => {
  await page.goto("/ask");
  await page.getByRole("textbox", { name: "Question" }).fill("What were the restructuring costs of Amcor in 2022?");
  await page.getByRole("textbox", { name: "Question" }).press("Enter");
  await expect(page).toHaveURL(/\/threads\/[0-9a-f-]{36}$/);
  // Leave at once, before the answer has been received.
  await page.reload();
  const turn = page.getByTestId("turn");
  await expect(turn).toHaveCount(1);
  await expect(turn).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(turn.getByTestId("answer")).not.toBeEmpty();
});
