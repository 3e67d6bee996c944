// The lint guards the architecture's boundaries; it is not a style checker. It parses with
// typescript-eslint's parser only (no type information), so it stays fast enough to run in
// every `npm test`.
import tseslint from "typescript-eslint";

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** `no-restricted-imports` options for lib/, optionally letting named Next.js modules through. */
function libBoundary({ allowNext = [] } = {}) {
  const allowed = allowNext.map((name) => `(?!${escape(name.slice("next".length))}$)`).join("");
  const reason = "lib/ is framework-free: keep Next.js, React, app/ and components/ out of it.";
  return [
    "error",
    {
      patterns: [
        { regex: `^next${allowed}(/.*)?$`, caseSensitive: true, message: reason },
        { regex: "^(react|react-dom)(/.*)?$", caseSensitive: true, message: reason },
        { regex: "^@/(app|components)(/.*)?$", caseSensitive: true, message: reason },
        { regex: "^(\\.\\./)+(app|components)(/.*)?$", caseSensitive: true, message: reason },
      ],
    },
  ];
}

export default [
  {
    ignores: [
      "node_modules/",
      ".next/",
      "data/",
      "test-results/",
      "playwright-report/",
      "e2e/artifacts/",
      "bench/results/",
      "next-env.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parser: tseslint.parser },
  },
  {
    // lib/ is the framework-free core: the command line, the tests and the route handlers call
    // the same functions, so it must not depend on Next.js, React or the app's pages and
    // components.
    files: ["lib/**/*.{ts,tsx,mts,cts,js,mjs}"],
    rules: { "no-restricted-imports": libBoundary() },
  },
  {
    // The workspace's session is the one server helper that needs Next.js: iron-session reads
    // and writes the cookie through `next/headers` in route handlers, server components and
    // server actions. It may import exactly that module and nothing else from Next.js.
    files: ["lib/workspace/session.ts"],
    rules: { "no-restricted-imports": libBoundary({ allowNext: ["next/headers"] }) },
  },
];
