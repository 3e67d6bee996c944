// A thread's address is its share link: another signed-in user opens it in their own browser
// and reads it, without the means to ask in it or change it.
import { askAndWait, expect, screenshot, signIn, test } from "./support/fixtures";

test("a shared thread URL opens read-only for another user in a fresh context", async ({ page, browser }) => {
  await signIn(page);
  await page.goto("/ask");
  await askAndWait(page, "What was Amcor's restructuring liability balance at December 31, 2022?");
  await expect(page).toHaveURL(/\/threads\/[0-9a-f-]{36}$/);
  const url = page.url();
  const answer = await page.getByTestId("answer").textContent();

  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    // Without a session the link leads to sign-in first.
    await reader.goto(url);
    await expect(reader).toHaveURL(/\/sign-in/);
    await signIn(reader, "reader");
    await reader.goto(url);
    await expect(reader.getByTestId("shared-by")).toHaveText(/Shared by e2e · read-only/);
    await expect(reader.getByTestId("asked-question")).toHaveText(/restructuring liability/);
    await expect(reader.getByTestId("answer")).toHaveText(answer ?? "");
    await expect(reader.getByRole("textbox", { name: "Question" })).toHaveCount(0);
    await screenshot(reader, "thread-shared");

    const id = url.split("/").at(-1);
    const ask = await reader.request.post(`/api/workspace/threads/${id}/turns`, { data: { question: "And in 2021?" } });
    expect(ask.status()).toBe(403);
    const rename = await reader.request.patch(`/api/workspace/threads/${id}`, { data: { title: "Mine now" } });
    expect(rename.status()).toBe(404);
  } finally {
    await context.close();
  }
});
