// The full-text index, kept in step by application code rather than triggers. Node 22.13's
// node:sqlite is built without FTS5 while Node 24's has it, and one store is shared by hosts
// that may run either: a trigger naming an FTS5 table would make every insert fail on the
// older Node. So FTS5 is an index of its own. Where it exists, writes update it in the same
// transaction; where it does not, writes mark it stale (meta.fts_dirty) and recall falls back
// to a scan; the next process with FTS5 rebuilds it before use. secure-delete is on, so
// tokens of deleted rows are erased from the index, not just unlinked.
import type { Database } from './sqlite.ts';

const probed = new WeakMap<Database, boolean>();

export function sqliteHasFts5(db: Database): boolean {
  const known = probed.get(db);
  if (known !== undefined) return known;
  let ok = false;
  try {
    const row = db.prepare("SELECT sqlite_compileoption_used('ENABLE_FTS5') AS fts5").get() as { fts5: number } | undefined;
    ok = Number(row?.fts5) === 1;
  } catch {
    ok = false;
  }
  probed.set(db, ok);
  return ok;
}

function tableExists(db: Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(name) !== undefined;
}

function isDirty(db: Database): boolean {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'fts_dirty'").get() as { value: string } | undefined;
  return row?.value === '1';
}

// At open: true when the index exists, is current and can be used by this process.
// Creating or rebuilding needs a writable handle; a read-only one just reports false.
export function ensureFts(db: Database, readOnly: boolean): boolean {
  if (!sqliteHasFts5(db)) return false;
  const exists = tableExists(db, 'memories_fts');
  if (exists && !isDirty(db)) return true;
  if (readOnly) return false;
  db.exec('BEGIN IMMEDIATE');
  try {
    if (!tableExists(db, 'memories_fts')) {
      db.exec(`CREATE VIRTUAL TABLE memories_fts USING fts5(content, tags_text, content='memories', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2')`);
      db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1)");
      db.exec("INSERT INTO memories_fts(memories_fts) VALUES('rebuild')");
    } else if (isDirty(db)) {
      db.exec("INSERT INTO memories_fts(memories_fts) VALUES('rebuild')");
    }
    db.exec("DELETE FROM meta WHERE key = 'fts_dirty'");
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}

export type FtsRow = { rowid: number | bigint; content: string; tags_text: string };

// Prepared statements cached per connection: preparing is a parse plus a plan, which on the
// recall path (a handful of statements per call) cost as much as running them. Only for SQL
// with a bounded set of texts (no user text spliced in), or the map would grow without end.
const statements = new WeakMap<Database, Map<string, ReturnType<Database['prepare']>>>();

export function cached(db: Database, sql: string): ReturnType<Database['prepare']> {
  let map = statements.get(db);
  if (!map) statements.set(db, (map = new Map()));
  let stmt = map.get(sql);
  if (!stmt) map.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}

// Both must run inside the write transaction that changes the memories row.
export function ftsAdd(db: Database, fts: boolean, row: FtsRow): void {
  if (fts) cached(db, 'INSERT INTO memories_fts(rowid, content, tags_text) VALUES (?, ?, ?)').run(row.rowid, row.content, row.tags_text);
  else markStale(db);
}

export function ftsRemove(db: Database, fts: boolean, row: FtsRow): void {
  if (fts) cached(db, "INSERT INTO memories_fts(memories_fts, rowid, content, tags_text) VALUES ('delete', ?, ?, ?)").run(row.rowid, row.content, row.tags_text);
  else markStale(db);
}

function markStale(db: Database): void {
  cached(db, "INSERT INTO meta(key, value) VALUES ('fts_dirty', '1') ON CONFLICT(key) DO UPDATE SET value = '1'").run();
}

export function ftsRowOf(db: Database, id: string): FtsRow | null {
  return (db.prepare('SELECT rowid, content, tags_text FROM memories WHERE id = ?').get(id) as FtsRow | undefined) ?? null;
}
