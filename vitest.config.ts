import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      { find: "@", replacement: import.meta.dirname },
      // Tests run the server modules in Node, where "server-only" throws unless resolved under
      // the `react-server` condition; that condition cannot be set for the whole run, since the
      // component tests need React's client build. The marker is resolved to its empty module.
      { find: /^server-only$/, replacement: `${import.meta.dirname}/node_modules/server-only/empty.js` },
    ],
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
