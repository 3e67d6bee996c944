// The catalog's version is bumped as a writing transaction commits, not by each writing statement.
// Bumped mid-transaction, the one `catalog_version` row was locked between a writer's other row
// locks, so two writers could each hold what the other waited for: an ingestion run counting a
// document's terms held `term_pages` rows and waited for the version row, which another run held
// while it waited for those rows (deadlock). Now each writing statement only notes its transaction
// in `catalog_writes` (no other writer ever touches that row), and a deferred trigger on that note
// bumps the version at commit, after every other lock the transaction takes: a writer holding the
// version row waits for nothing more, so no cycle can pass through it. Readers still see the new
// version and the new rows together, as both commit at once.
export const up = `
CREATE UNLOGGED TABLE catalog_writes (txid BIGINT PRIMARY KEY);

CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_writes (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION bump_catalog_version_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  DELETE FROM catalog_writes WHERE txid = NEW.txid;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER catalog_writes_commit AFTER INSERT ON catalog_writes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version_at_commit();
`;
