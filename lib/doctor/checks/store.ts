// The store itself: can it be opened, which schema it has, whether SQLite and the FTS
// index agree it is intact, and whether a writer could take the lock. Each unhealthy state
// is explained in one line with the fix.
import { type Database, loadSqlite } from '../../store/sqlite.ts';
import { sqliteErrcode } from '../../store/store.ts';
import type { StoreProbe } from '../probe.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const OPEN_STATES: Record<StoreProbe['state'], Omit<CheckResult, 'id'> | null> = {
  ok: null,
  missing: { status: 'warn', summary: 'No store yet: nothing has been saved on this machine.', fix: "Run 'nuzo memory init' or save a memory." },
  uninitialized: { status: 'warn', summary: 'The store file exists but has no schema yet (created and never opened by Nuzo).', fix: "Run 'nuzo memory init'." },
  older_schema: { status: 'warn', summary: 'The store uses an older schema; the next write upgrades it in place.', fix: "Run 'nuzo memory init' to upgrade now." },
  newer_schema: { status: 'warn', summary: 'The store was written by a newer Nuzo: it opens read-only here (recall works, saving does not).', fix: 'Update Nuzo in both Claude Code and Codex to the same version.' },
  corrupt: { status: 'fail', summary: 'The store file is not a valid SQLite database (corrupt, truncated or overwritten).', fix: 'Move memories.sqlite aside and restore from an export with nuzo memory import.' },
  locked: { status: 'fail', summary: 'Another process holds the store\'s write lock (a long import or a stuck session); saves will wait and then fail.', fix: 'Finish or close other Claude Code/Codex sessions; `fuser` on the store shows the holder.' },
  unreadable: { status: 'fail', summary: 'The store file cannot be opened by this user (permissions or ownership).', fix: 'chmod 600 the store and make sure you own it.' },
  sqlite_unavailable: { status: 'fail', summary: 'node:sqlite is not available, so the store cannot be opened.', fix: 'Install Node 24.' },
  error: { status: 'fail', summary: 'The store could not be opened for an unrecognised reason.', fix: 'Move memories.sqlite aside and restore from an export.' },
};

export function checkStore(ctx: DoctorContext): CheckResult[] {
  const { probe } = ctx;
  const results: CheckResult[] = [];
  const state = OPEN_STATES[probe.state];
  results.push(state ? { id: 'store.open', ...state } : { id: 'store.open', status: 'ok', summary: 'The store opens and reads.' });
  if (probe.schemaVersion !== null) {
    results.push(
      probe.schemaVersion > probe.supportedSchema
        ? { id: 'store.schema', status: 'warn', summary: `Schema v${probe.schemaVersion} is newer than this Nuzo supports (v${probe.supportedSchema}).`, fix: 'Update Nuzo in both hosts.' }
        : probe.schemaVersion < probe.supportedSchema
          ? { id: 'store.schema', status: 'warn', summary: `Schema v${probe.schemaVersion}; this Nuzo upgrades it to v${probe.supportedSchema} on the next write.` }
          : { id: 'store.schema', status: 'ok', summary: `Schema v${probe.schemaVersion} is current.` },
    );
  }
  if (probe.db && probe.schemaVersion) {
    results.push(integrity(probe.db));
    if (probe.fts5 && probe.writable !== 'read_only' && probe.writable !== 'disk_full' && probe.state !== 'corrupt') results.push(ftsIntegrity(probe.path));
  }
  if (probe.writable === 'locked' && probe.state !== 'locked') results.push({ id: 'store.lock', ...OPEN_STATES.locked! });
  else if (probe.writable === 'disk_full') results.push({ id: 'store.lock', status: 'warn', summary: 'The disk that holds the store is full: memories can be read, saving them fails (DISK_FULL).', fix: 'Free some space on that disk; the store itself is fine.' });
  else if (probe.writable === 'read_only') results.push({ id: 'store.lock', status: 'warn', summary: 'The store file is not writable by this user: saving memories will fail.', fix: 'chmod 600 the store and make sure you own it.' });
  else if (probe.writable === 'ok') results.push({ id: 'store.lock', status: 'ok', summary: 'A writer can take the lock now (checked with an empty transaction).' });
  return results;
}

function integrity(db: Database): CheckResult {
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
    const problems = rows.filter((r) => r.integrity_check !== 'ok').length;
    return problems === 0
      ? { id: 'store.integrity', status: 'ok', summary: 'PRAGMA integrity_check: ok.' }
      : { id: 'store.integrity', status: 'fail', summary: `PRAGMA integrity_check reported ${problems} problem(s).`, fix: 'Export what still reads (nuzo memory export), move the store aside and import the export.' };
  } catch {
    return { id: 'store.integrity', status: 'fail', summary: 'PRAGMA integrity_check could not run (corrupt or locked store).', fix: 'Move memories.sqlite aside and restore from an export.' };
  }
}

// FTS5's own consistency check, with rank = 1 so it also compares the index against the
// memories table it mirrors. SQLite only accepts it on a read-write handle, so it runs in a
// transaction that is rolled back; the check itself writes nothing.
function ftsIntegrity(path: string): CheckResult {
  const { DatabaseSync } = loadSqlite();
  let db: Database | null = null;
  try {
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 500');
    db.exec('BEGIN');
    try {
      db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('integrity-check', 1)");
    } finally {
      db.exec('ROLLBACK');
    }
    return { id: 'store.fts', status: 'ok', summary: 'The full-text index matches the memories table.' };
  } catch (error) {
    const code = sqliteErrcode(error);
    if (code === 5 || code === 6) return { id: 'store.fts', status: 'warn', summary: 'The full-text index check was skipped: the store is locked.' };
    if (code === 8) return { id: 'store.fts', status: 'warn', summary: 'The full-text index check needs a writable store and was skipped.' };
    return { id: 'store.fts', status: 'fail', summary: 'The full-text index does not match the memories table (recall may miss or show stale rows).', fix: "Rebuild it: sqlite3 memories.sqlite \"INSERT INTO memories_fts(memories_fts) VALUES('rebuild')\"." };
  } finally {
    try { db?.close(); } catch { /* closing a failed check */ }
  }
}
