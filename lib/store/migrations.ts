// Forward-only schema migrations, tracked in PRAGMA user_version. Each migration runs in
// its own BEGIN IMMEDIATE transaction and re-checks the version inside it, so two
// processes opening a fresh store at once apply each step exactly once.
import type { Database } from './sqlite.ts';
import { NUZO_VERSION } from '../version.ts';

type Migration = { version: number; sql: string };

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE memories (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  content TEXT NOT NULL,
  content_norm TEXT NOT NULL,
  kind TEXT NOT NULL,
  scope TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  tags_text TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  sensitive INTEGER NOT NULL DEFAULT 0,
  revision INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_used_at TEXT,
  archived_at TEXT,
  review_after TEXT,
  expires_at TEXT
);
CREATE INDEX memories_scope_status ON memories(scope, status, updated_at);
CREATE INDEX memories_norm ON memories(scope, kind, content_norm);

CREATE TABLE audit_events (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  memory_id TEXT,
  draft_id TEXT,
  event_type TEXT NOT NULL,
  actor TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX audit_memory ON audit_events(memory_id, seq);

CREATE TABLE drafts (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  content TEXT NOT NULL,
  content_norm TEXT NOT NULL,
  kind TEXT NOT NULL,
  scope TEXT NOT NULL,
  scope_unclear INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  source TEXT NOT NULL,
  confidence REAL NOT NULL,
  reason TEXT NOT NULL,
  priority TEXT NOT NULL DEFAULT 'normal',
  origin_host TEXT,
  origin_session TEXT,
  origin_ref TEXT,
  supersedes_id TEXT,
  expected_revision INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX drafts_scope ON drafts(scope, created_at);

CREATE TABLE rejected_fingerprints (
  fingerprint TEXT PRIMARY KEY,
  scope TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE capture_cursors (
  host TEXT NOT NULL,
  session_id TEXT NOT NULL,
  path_hash TEXT NOT NULL,
  cursor TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (host, session_id, path_hash)
);

CREATE TABLE capture_seen (
  ref_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

CREATE TABLE capture_gates (
  session_key TEXT PRIMARY KEY,
  last_capture_at INTEGER,
  window_start INTEGER NOT NULL DEFAULT 0,
  window_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE capture_budget (
  day TEXT PRIMARY KEY,
  tokens INTEGER NOT NULL DEFAULT 0,
  artifact_bytes INTEGER NOT NULL DEFAULT 0,
  emergency_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE capture_recent (
  seq INTEGER PRIMARY KEY,
  session_key TEXT NOT NULL,
  at INTEGER NOT NULL,
  event_kind TEXT NOT NULL,
  key TEXT NOT NULL,
  shingles TEXT,
  mode TEXT NOT NULL
);
CREATE INDEX capture_recent_at ON capture_recent(at);

CREATE TABLE capture_traces (
  seq INTEGER PRIMARY KEY,
  outcome TEXT NOT NULL,
  event_kind TEXT NOT NULL,
  tool_name TEXT,
  significance REAL,
  threshold REAL,
  mode TEXT,
  limited_reason TEXT,
  scorer_model TEXT,
  scorer_latency_ms INTEGER,
  fallback TEXT,
  host TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX capture_traces_created ON capture_traces(created_at);
`,
  },
  {
    // Projects the SessionStart hook saw a session open (lib/project/seen.ts): scopes only.
    version: 2,
    sql: `
CREATE TABLE seen_projects (
  scope TEXT PRIMARY KEY,
  host TEXT NOT NULL,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
`,
  },
  {
    // Every script searchable: memories gain the grams their text gives in scripts unicode61
    // cannot cut (recall/script-grams.ts), and the full-text index a column for them. SQL
    // cannot compute grams (and Node 22.13 has no FTS5 to rebuild with), so the index is only
    // marked stale here: the next process with FTS5 fills the column and re-indexes
    // (store/fts.ts). The version bump also leaves older Nuzos read-only on this store.
    version: 3,
    sql: `
ALTER TABLE memories ADD COLUMN grams TEXT NOT NULL DEFAULT '';
INSERT INTO meta(key, value) VALUES ('fts_dirty', '1') ON CONFLICT(key) DO UPDATE SET value = '1';
`,
  },
  {
    // What upstream Nuzo (fabionfsc/nuzo-memory) records beside a memory and this store did
    // not: its confidence, confidence state and provenance (lib/transfer/carried.ts, kept by lib/memory/carried-store.ts), and the
    // typed links between memories. Side tables, so every existing write path stays as it
    // was; rows go with their memory (ON DELETE CASCADE; store.ts turns foreign keys on).
    version: 4,
    sql: `
CREATE TABLE memory_carried (
  memory_id TEXT PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
  confidence REAL,
  confidence_state TEXT,
  provenance TEXT
);
CREATE TABLE memory_relations (
  source_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  relation TEXT NOT NULL,
  reason TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (source_id, target_id, relation)
);
CREATE INDEX memory_relations_target ON memory_relations(target_id);
`,
  },
  {
    // Code anchors (lib/anchors): the files and folders a project memory names, with a cheap
    // fingerprint of each (size, mtime, a hash of the file's head; never its contents), so
    // recall can say when a memory's code changed or went. `merges` on a draft lists the
    // memories a tidy merge draft archives when the user confirms it (lib/memory/tidy.ts).
    version: 5,
    sql: `
CREATE TABLE memory_anchors (
  memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  kind TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  mtime_ms INTEGER NOT NULL DEFAULT 0,
  hash TEXT,
  anchored_at TEXT NOT NULL,
  PRIMARY KEY (memory_id, path)
);
ALTER TABLE drafts ADD COLUMN merges TEXT;
`,
  },
  {
    // Semantic recall (lib/embed): one vector per memory and model, unit length quantized to
    // int8 with its scale, and the memory revision it was computed from, so doctor and
    // backfill can tell which vectors are stale. `seq` only grows (AUTOINCREMENT), so a
    // long-lived process loads what was written since it last looked and nothing else.
    version: 6,
    sql: `
CREATE TABLE memory_vectors (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  memory_id TEXT NOT NULL UNIQUE REFERENCES memories(id) ON DELETE CASCADE,
  model TEXT NOT NULL,
  dim INTEGER NOT NULL,
  scale REAL NOT NULL,
  vec BLOB NOT NULL,
  revision INTEGER NOT NULL,
  embedded_at TEXT NOT NULL
);
CREATE INDEX memory_vectors_model ON memory_vectors(model, seq);
`,
  },
  {
    // The local page's list (lib/ui/browse.ts) pages through a status, optionally one scope,
    // newest updated, created or used first: each order walks its index backwards and stops
    // after a page, instead of sorting every memory of the store per page (~100 ms at 100k).
    // Updated within a scope already has memories_scope_status.
    version: 7,
    sql: `
CREATE INDEX memories_status_updated ON memories(status, updated_at);
CREATE INDEX memories_status_created ON memories(status, created_at);
CREATE INDEX memories_status_used ON memories(status, last_used_at, updated_at);
CREATE INDEX memories_scope_created ON memories(scope, status, created_at);
CREATE INDEX memories_scope_used ON memories(scope, status, last_used_at, updated_at);
`,
  },
  {
    // Who stands behind a draft (lib/drafts/provenance.ts): which sources proposed it (the
    // Stop hook's capture, the agent through memory_propose, or both for one turn), who last
    // changed it and through which surface, and what it said before an agent first edited
    // it, so every review surface can show the original beside the agent's edit.
    version: 8,
    sql: `
ALTER TABLE drafts ADD COLUMN proposed_by TEXT NOT NULL DEFAULT '[]';
ALTER TABLE drafts ADD COLUMN changed_by TEXT;
ALTER TABLE drafts ADD COLUMN original TEXT;
`,
  },
  {
    // Guards (lib/guards): a confirmed instruction memory may stop a tool call that matches a
    // pattern (shell commands first). Only the user's own commands write `confirmed`; a
    // `proposed` guard is inert until they do. Rows go with their memory (ON DELETE CASCADE).
    version: 9,
    sql: `
CREATE TABLE memory_guards (
  id TEXT PRIMARY KEY,
  memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  tool TEXT NOT NULL,
  pattern TEXT NOT NULL,
  action TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  confirmed_by TEXT
);
CREATE INDEX memory_guards_memory ON memory_guards(memory_id);
`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export function schemaVersion(db: Database): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

export function migrate(db: Database): void {
  for (const migration of MIGRATIONS) {
    if (schemaVersion(db) >= migration.version) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      if (schemaVersion(db) < migration.version) {
        db.exec(migration.sql);
        db.prepare("INSERT INTO meta(key, value) VALUES ('writer_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(NUZO_VERSION);
        db.exec(`PRAGMA user_version = ${migration.version}`);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
