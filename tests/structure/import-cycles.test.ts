import madge from "madge";
import { expect, it } from "vitest";

const root = `${import.meta.dirname}/../..`;

// Modules that import each other, even for types only, cannot be understood, tested or moved one
// at a time. madge resolves the `@/` paths through tsconfig.json; `skipTypeImports: false` makes
// `import type` count as a dependency like any other import.
it("has no import cycles in lib/, app/, components/ or scripts/, type-only imports included", async () => {
  const graph = await madge(["lib", "app", "components", "scripts"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx", "mts", "mjs"],
    tsConfig: `${root}/tsconfig.json`,
    detectiveOptions: {
      ts: { skipTypeImports: false, skipAsyncImports: false },
      tsx: { skipTypeImports: false, skipAsyncImports: false },
    },
  });
  // A graph that failed to resolve the project's own imports would find no cycles for the wrong
  // reason: the core's modules must appear with their dependencies.
  expect(graph.obj()["lib/catalog/company-shape.ts"]).toContain("lib/catalog/types.ts");
  expect(graph.obj()["app/api/v1/companies/list/route.ts"]).toContain("lib/http/api-route.ts");
  expect(graph.circular()).toEqual([]);
});
