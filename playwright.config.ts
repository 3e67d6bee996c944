// End-to-end tests of the workspace in Debian's Chromium, against the real app started by
// e2e/global-setup.ts over a small cataloged slice of the sample filings.
import { defineConfig } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/artifacts/test-results",
  globalSetup: "./e2e/global-setup.ts",
  // One server, one catalog: the specs run in order in one worker.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { outputFolder: "e2e/artifacts/report", open: "never" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: "chromium",
    // A laptop screen: the layout must hold at this size.
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
    permissions: ["clipboard-read", "clipboard-write"],
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
});
