import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// Every SQL statement of the product sits behind the store: the connection and migrations
// (lib/db), the catalog's queries and writes (lib/catalog), or a module whose name says it is a
// store of its own domain's rows (`*-store.ts`, `*-queries.ts`). That is the seam a second store
// implementation replaces; SQL written anywhere else would be missed by it.
const STORE_FILE = /^lib\/(?:db|catalog)\/|-(?:store|queries)\.ts$/;
const SQL_CALL = /\bprepared\(|\.prepare\(|\.pragma\(|\.exec\(\s*[`"']/;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$|\.fixture\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

it("keeps SQL in lib/db, lib/catalog and store modules", () => {
  const files = ["lib", "app", "components"].flatMap(sources);
  const withSql = files.filter((file) => SQL_CALL.test(readFileSync(path.join(root, file), "utf8")));
  // The scan must see the store's own SQL, or it proves nothing.
  expect(withSql).toContain("lib/catalog/document-queries.ts");
  expect(withSql.filter((file) => !STORE_FILE.test(file))).toEqual([]);
});
