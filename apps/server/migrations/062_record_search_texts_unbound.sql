-- record_search_texts is derived from records by their own triggers, as record_values and
-- record_terms are, and records are never deleted: its foreign key proved nothing, and its check
-- ran once per record filed. On a connection that had served a while, those checks took half a
-- millisecond a row: 4.8 s of a 10,050-record bulk insert's 5.5 s (0.1 s on a fresh connection;
-- PGlite, one long-lived connection, 12 s), and past the test's 120 s on a loaded CI machine.
ALTER TABLE record_search_texts DROP CONSTRAINT record_search_texts_tenant_id_record_id_fkey;
