// PostgreSQL's migrations, in the order they apply. Its schema starts where SQLite's stands
// (001 holds what SQLite's 001–006 built); a later change adds a file here and one beside
// SQLite's. Never edit one that has shipped.
import * as catalog from "./001-catalog";

export const pgMigrations: { id: string; up: string }[] = [{ id: "001-catalog", up: catalog.up }];
