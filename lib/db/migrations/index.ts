// Migrations in the order they apply. Add a new file for each change; never edit one that has
// shipped, since databases in the field have already run it.
import * as catalogue from "./001-catalogue";

export const migrations: { id: string; up: string }[] = [{ id: "001-catalogue", up: catalogue.up }];
