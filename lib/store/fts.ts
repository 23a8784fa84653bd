// The full-text index, kept in step by application code rather than triggers. Node 22.13's
// node:sqlite is built without FTS5 while Node 24's has it, and one store is shared by hosts
// that may run either: a trigger naming an FTS5 table would make every insert fail on the
// older Node. So FTS5 is an index of its own. Where it exists, writes update it in the same
// transaction; where it does not, writes mark it stale (meta.fts_dirty) and recall falls back
// to a scan; the next process with FTS5 rebuilds it before use. secure-delete is on, so
// tokens of deleted rows are erased from the index, not just unlinked.
//
// Three columns: content and tags_text as unicode61 cuts them, and grams, the units of
// scripts it cannot cut (lib/recall/script-grams.ts). SQL cannot compute grams, so the
// memories table stores them (memories.grams, kept by ftsAdd whether or not this Node has
// FTS5) and the index reads all three from there like any external-content table: FTS5's
// own rebuild and integrity-check keep working, and a delete repeats the stored values.
import { gramColumn } from '../recall/script-grams.ts';
import type { Database } from './sqlite.ts';

// The index's layout: its columns and what script-grams.ts writes into them. A store whose
// index was built to another layout is re-indexed at the next open that can (FTS5, writable).
export const FTS_LAYOUT = 2;
const CREATE_SQL = `CREATE VIRTUAL TABLE memories_fts USING fts5(content, tags_text, grams, content='memories', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2')`;

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

function metaValue(db: Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

// Current means: the table exists, was built to this layout, and no writer marked it stale.
function isCurrent(db: Database): boolean {
  return tableExists(db, 'memories_fts') && metaValue(db, 'fts_layout') === String(FTS_LAYOUT) && metaValue(db, 'fts_dirty') !== '1';
}

// At open: true when the index exists, is current and can be used by this process.
// Creating or rebuilding needs a writable handle; a read-only one just reports false.
export function ensureFts(db: Database, readOnly: boolean): boolean {
  if (!sqliteHasFts5(db)) return false;
  if (isCurrent(db)) return true;
  if (readOnly) return false;
  db.exec('BEGIN IMMEDIATE');
  try {
    if (!isCurrent(db)) rebuild(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}

// Brings memories.grams up to date (rows written before it existed, or by a Nuzo whose
// script-grams.ts differed), then builds the index again from scratch, in this layout.
// Runs inside the caller's transaction.
function rebuild(db: Database): void {
  changed(db);
  const stale: Array<[string, number | bigint]> = [];
  for (const row of db.prepare('SELECT rowid, content, tags_text, grams FROM memories').iterate() as Iterable<FtsRow>) {
    const grams = gramColumn(row.content, row.tags_text);
    if (grams !== row.grams) stale.push([grams, row.rowid]);
  }
  const update = db.prepare('UPDATE memories SET grams = ? WHERE rowid = ?');
  for (const [grams, rowid] of stale) update.run(grams, rowid);
  const fresh = !tableExists(db, 'memories_fts') || !/\bgrams\b/.test(tableSql(db, 'memories_fts'));
  if (fresh) {
    if (tableExists(db, 'memories_fts')) db.exec('DROP TABLE memories_fts');
    db.exec(CREATE_SQL);
    db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1)");
  }
  db.exec("INSERT INTO memories_fts(memories_fts) VALUES('rebuild')");
  db.exec(`INSERT INTO meta(key, value) VALUES ('fts_layout', '${FTS_LAYOUT}') ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
  db.exec("DELETE FROM meta WHERE key = 'fts_dirty'");
}

function tableSql(db: Database, name: string): string {
  return (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string } | undefined)?.sql ?? '';
}

// `grams` as stored in memories; absent for a row just written, whose grams ftsAdd computes.
// `storedGrams`: what the row's grams column holds now, when the caller knows it (a row it
// has just inserted holds the column's default, ''), so an unchanged column is not rewritten.
export type FtsRow = { rowid: number | bigint; content: string; tags_text: string; grams?: string; storedGrams?: string };

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

// How many times this connection has changed the index: what a reader keeps of it between
// calls (query-plan.ts, term counts) is good while this and PRAGMA data_version (other
// connections' commits) stay the same. A rolled-back change counts too, to be safe.
const epochs = new WeakMap<Database, number>();

export function ftsEpoch(db: Database): number {
  return epochs.get(db) ?? 0;
}

function changed(db: Database): void {
  epochs.set(db, ftsEpoch(db) + 1);
}

// Both must run inside the write transaction that changes the memories row: ftsRemove
// before the row's content or tags change (or the row goes), ftsAdd after.
export function ftsAdd(db: Database, fts: boolean, row: FtsRow): void {
  changed(db);
  const grams = gramColumn(row.content, row.tags_text);
  // A no-op for the usual row (no such scripts, and the column's default is empty).
  if (row.storedGrams !== grams) cached(db, 'UPDATE memories SET grams = ? WHERE rowid = ? AND grams != ?').run(grams, row.rowid, grams);
  if (fts) cached(db, 'INSERT INTO memories_fts(rowid, content, tags_text, grams) VALUES (?, ?, ?, ?)').run(row.rowid, row.content, row.tags_text, grams);
  else markStale(db);
}

export function ftsRemove(db: Database, fts: boolean, row: FtsRow): void {
  changed(db);
  const grams = row.grams ?? gramColumn(row.content, row.tags_text);
  if (fts) cached(db, "INSERT INTO memories_fts(memories_fts, rowid, content, tags_text, grams) VALUES ('delete', ?, ?, ?, ?)").run(row.rowid, row.content, row.tags_text, grams);
  else markStale(db);
}

function markStale(db: Database): void {
  cached(db, "INSERT INTO meta(key, value) VALUES ('fts_dirty', '1') ON CONFLICT(key) DO UPDATE SET value = '1'").run();
}

export function ftsRowOf(db: Database, id: string): FtsRow | null {
  return (db.prepare('SELECT rowid, content, tags_text, grams FROM memories WHERE id = ?').get(id) as FtsRow | undefined) ?? null;
}
