// Migrations in the order they apply. Add a new file for each change; never edit one that has
// shipped, since databases in the field have already run it.
import * as catalog from "./001-catalog";
import * as pageFeatures from "./002-page-features";
import * as fiscalCalendar from "./003-fiscal-calendar";
import * as sessions from "./004-sessions";
import * as threads from "./005-threads";
import * as documentIndex from "./006-document-index";

export const migrations: { id: string; up: string }[] = [
  // Ids are stored by the databases that ran them: this one keeps the spelling it shipped with.
  { id: "001-catalogue", up: catalog.up },
  { id: "002-page-features", up: pageFeatures.up },
  { id: "003-fiscal-calendar", up: fiscalCalendar.up },
  { id: "004-sessions", up: sessions.up },
  { id: "005-threads", up: threads.up },
  { id: "006-document-index", up: documentIndex.up },
];
