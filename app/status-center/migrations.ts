/**
 * The status center's schema, migration by migration, in order: database.ts runs them on SQLite (PRAGMA user_version
 * counts them), and `npm run cloudflare:build` writes each as the file wrangler applies to D1 (NNNN_name.sql).
 * Never edit one that shipped: add the next.
 */
export const migrations: { name: string; sql: string }[] = [
  {
    name: "0001_status",
    sql: `-- The status of each subject (a game, an executor, the site notice) and every change to it.
CREATE TABLE subject (
  kind TEXT NOT NULL, key TEXT NOT NULL, status TEXT NOT NULL, note TEXT NOT NULL,
  at INTEGER NOT NULL, actor TEXT NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (kind, key)) STRICT;
CREATE TABLE change (
  id INTEGER PRIMARY KEY, at INTEGER NOT NULL, actor TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL,
  before_status TEXT, before_note TEXT, after_status TEXT, after_note TEXT) STRICT;
CREATE INDEX change_at ON change (at);`,
  },
  {
    name: "0002_operators",
    sql: `-- Operators, their invites, passkeys and sessions, WebAuthn challenges, sign-in attempts, failed Discord posts.
CREATE TABLE operator (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL) STRICT;
CREATE TABLE invite (
  token_hash TEXT PRIMARY KEY, name TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;
CREATE TABLE passkey (
  id TEXT PRIMARY KEY, operator_id INTEGER NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
  public_key BLOB NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL, created_at INTEGER NOT NULL) STRICT;
CREATE TABLE session (
  token_hash TEXT PRIMARY KEY, operator_id INTEGER NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL, seen_at INTEGER NOT NULL) STRICT;
CREATE TABLE challenge (
  id TEXT PRIMARY KEY, purpose TEXT NOT NULL, challenge TEXT NOT NULL, expires_at INTEGER NOT NULL) STRICT;
CREATE TABLE hit (key TEXT NOT NULL, at INTEGER NOT NULL) STRICT;
CREATE INDEX hit_key ON hit (key, at);
CREATE TABLE delivery (change_id INTEGER PRIMARY KEY, at INTEGER NOT NULL, error TEXT NOT NULL) STRICT;`,
  },
  {
    name: "0003_announcement",
    sql: `-- The changes a process has taken to post to Discord: each is posted once, by one process.
CREATE TABLE announcement (change_id INTEGER PRIMARY KEY) STRICT;`,
  },
  {
    name: "0004_outbox",
    sql: `-- Each change owes Discord a post: the outbox, claimed for a while by whoever posts it, deleted once posted.
CREATE TABLE outbox (
  change_id INTEGER PRIMARY KEY REFERENCES change (id) ON DELETE CASCADE, claimed_at INTEGER, error TEXT) STRICT;
DROP TABLE delivery;
DROP TABLE announcement;
-- A change sets its subject and fills the outbox in the same statement: one conditional INSERT is a whole save,
-- on D1 too (no interactive transactions there).
CREATE TRIGGER change_sets_subject AFTER INSERT ON change WHEN NEW.after_status IS NOT NULL BEGIN
  INSERT OR REPLACE INTO subject VALUES (NEW.kind, NEW.key, NEW.after_status, NEW.after_note, NEW.at, NEW.actor, NEW.id);
  INSERT INTO outbox (change_id) VALUES (NEW.id);
END;
-- The first start's import of a status file happens once: a second one fails on this row.
CREATE TABLE seeded (id INTEGER PRIMARY KEY CHECK (id = 1)) STRICT;
INSERT INTO seeded SELECT 1 WHERE EXISTS (SELECT 1 FROM subject);
-- The passkey an invite was used for: the statements of one redeem batch find their invite by it.
ALTER TABLE invite ADD COLUMN passkey_id TEXT;
-- Each sign-in try forgets the tries older than a minute: without this, a scan of every try.
CREATE INDEX hit_at ON hit (at);`,
  },
  {
    name: "0005_maintenance",
    sql: `-- Maintenance announced ahead: a window for a game (or "all"), started and ended by whoever reads or posts first
-- (a claim token marks the batch that did it). Its changes name it; only its own announcements owe Discord a post.
CREATE TABLE maintenance (
  id INTEGER PRIMARY KEY, game TEXT NOT NULL, starts INTEGER NOT NULL, ends INTEGER NOT NULL, note TEXT NOT NULL,
  created_at INTEGER NOT NULL, actor TEXT NOT NULL, cancelled_at INTEGER, started_at INTEGER, ended_at INTEGER,
  claim TEXT) STRICT;
ALTER TABLE change ADD COLUMN maintenance_id INTEGER;
DROP TRIGGER change_sets_subject;
CREATE TRIGGER change_sets_subject AFTER INSERT ON change WHEN NEW.after_status IS NOT NULL BEGIN
  INSERT OR REPLACE INTO subject VALUES (NEW.kind, NEW.key, NEW.after_status, NEW.after_note, NEW.at, NEW.actor, NEW.id);
  INSERT INTO outbox (change_id) SELECT NEW.id
    WHERE NEW.maintenance_id IS NULL OR (NEW.kind = 'maintenance' AND NEW.after_status <> 'ended');
END;`,
  },
  {
    name: "0006_open_windows",
    sql: `-- The windows not ended yet, which every live request checks: ended ones are never read again.
CREATE INDEX maintenance_open ON maintenance (starts) WHERE ended_at IS NULL;
-- A game's changes, read when the last window over it ends (what it was before the first).
CREATE INDEX change_subject ON change (kind, key);`,
  },
  {
    name: "0007_outbox_claim",
    sql: `-- The token of a post's claim: only its claimer deletes the post or notes its error, even after its lease.
ALTER TABLE outbox ADD COLUMN claim TEXT;`,
  },
  {
    name: "0008_push",
    sql: `-- Web Push: the site's VAPID keys (made at their first use unless the settings give them), each browser's
-- subscription to a game (its push service's endpoint and keys, the page's language, when), and the message each
-- change of a game owes each of its subscriptions, claimed with a time and a token like Discord's outbox.
CREATE TABLE vapid (id INTEGER PRIMARY KEY CHECK (id = 1), public_key TEXT NOT NULL, private_key TEXT NOT NULL) STRICT;
CREATE TABLE push_subscription (
  id INTEGER PRIMARY KEY, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, game TEXT NOT NULL,
  locale TEXT NOT NULL, at INTEGER NOT NULL, UNIQUE (endpoint, game)) STRICT;
CREATE INDEX push_subscription_game ON push_subscription (game);
CREATE TABLE push_outbox (
  id INTEGER PRIMARY KEY, change_id INTEGER NOT NULL REFERENCES change (id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES push_subscription (id) ON DELETE CASCADE, claimed_at INTEGER,
  claim TEXT) STRICT;
CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id);
CREATE INDEX push_outbox_claim ON push_outbox (claim);
CREATE TRIGGER change_owes_push AFTER INSERT ON change WHEN NEW.kind = 'game' AND NEW.after_status IS NOT NULL BEGIN
  INSERT INTO push_outbox (change_id, subscription_id) SELECT NEW.id, id FROM push_subscription WHERE game = NEW.key;
END;`,
  },
];
