// A research thread of three turns: the follow-ups name no company, or name another, and the
// thread carries over what they leave out. The answer is seen to grow as it streams.
import { askAndWait, expect, savedThread, screenshot, signIn, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => signIn(page));

test("a three-turn thread whose follow-up inherits the company", async ({ page }) => {
  await page.goto("/ask");
  // Record the answer's length each time it changes, to see it grow rather than land whole.
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
    new MutationObserver(() => {
      const answer = document.querySelector("[data-testid=answer]");
      const length = answer?.textContent?.length ?? 0;
      if (length > 0 && length !== lengths.at(-1)) lengths.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await askAndWait(page, "What was Amcor's restructuring liability balance at December 31, 2022?");
  await expect(page).toHaveURL(/\/threads\/[0-9a-f-]{36}$/);
  const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
  expect(lengths.length, "distinct lengths of the answer while it streamed").toBeGreaterThan(3);
  await expect(page.getByTestId("answer-announcement")).toHaveText(/^Answer ready/);

  await askAndWait(page, "And what were its net sales?");
  const second = page.getByTestId("turn").nth(1);
  await expect(second.getByTestId("turn-context")).toContainText("Amcor");
  await expect(second.getByTestId("answer")).toBeVisible();
  await screenshot(page, "thread-follow-up");

  await askAndWait(page, "What about Johnson & Johnson?");
  await expect(page.getByTestId("turn")).toHaveCount(3);
  await screenshot(page, "thread-three-turns");

  const id = page.url().split("/").at(-1)!;
  const thread = await savedThread(page, id);
  expect(thread.turns.map((t) => t.status)).toEqual(["done", "done", "done"]);
  const [followUp, other] = [thread.turns[1]!, thread.turns[2]!];
  expect(followUp.context.inherited.companies).toBe(true);
  expect(followUp.context.companies.join(" ")).toMatch(/Amcor/);
  expect(followUp.query).toMatch(/Amcor/);
  const citedCompanies = Object.values(followUp.sources).map((s) => s.documentMetadata.companyName);
  expect(citedCompanies.length, "pages cited by the follow-up").toBeGreaterThan(0);
  for (const name of citedCompanies) expect(name).toMatch(/Amcor/);
  // Naming another company replaces the inherited one.
  expect(other.context.inherited.companies).toBe(false);
  expect(other.context.companies.join(" ")).toMatch(/Johnson/);
  expect(other.query).not.toMatch(/Amcor/);
});
