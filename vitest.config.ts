import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
