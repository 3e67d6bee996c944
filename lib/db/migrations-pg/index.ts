// PostgreSQL's migrations, in the order they apply. Its schema starts where SQLite's stands
// (001 holds what SQLite's 001–006 built); a later change adds a file here and one beside
// SQLite's where SQLite needs it too. Never edit one that has shipped.
import * as catalog from "./001-catalog";
import * as catalogVersionAtCommit from "./002-catalog-version-at-commit";

export const pgMigrations: { id: string; up: string }[] = [
  { id: "001-catalog", up: catalog.up },
  { id: "002-catalog-version-at-commit", up: catalogVersionAtCommit.up },
];
