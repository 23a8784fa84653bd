// A store in a folder nobody can write, after its last writer closed (no -wal, no -shm left):
// SQLite cannot read a WAL file without a -shm, so a reader opens it as immutable through a
// URI where node:sqlite takes one (Node >= 22.16), and otherwise (Node 22.13-22.15), or when a
// -wal still holds transactions an immutable reader would skip, reads a private snapshot
// whose copy is deleted before open returns (lib/store/private-snapshot.ts). The folder is a
// read-only bind mount in a user and mount namespace (test/support/namespace.ts); the reader
// is a real child process (fixtures/read-only-reader.ts) with its own empty TMPDIR.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { remember } from '../../lib/memory/remember.ts';
import { openStore } from '../../lib/store/store.ts';
import { inNamespace, namespaceSkipReason } from '../support/namespace.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

const READER = fileURLToPath(new URL('./fixtures/read-only-reader.ts', import.meta.url));
const skip = namespaceSkipReason();
if (skip) console.log(`# read-only snapshot tests skipped: ${skip}`);
const [major, minor] = process.versions.node.split('.').map(Number);
// node:sqlite passes SQLite URIs through from Node 22.16 (24 and later too).
const takesUris = major > 22 || minor >= 16;
const SNAPSHOT_FILE = /\/nuzo-snapshot-[^/]+\/memories\.sqlite \(deleted\)$/;

type Seen = { error?: string; readOnly: boolean; fts: boolean; files: string[]; writer: string | null; listed: string[]; recalled: string[]; write: string | null; afterOpen: string[]; afterClose: string[]; leftovers?: string[] };

let box: Sandbox;
beforeEach(() => { box = sandbox(); });
afterEach(() => box.cleanup());

function rememberAll(home: string, contents: string[]): void {
  const store = openStore({ home });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' };
  for (const content of contents) remember(ctx, { content, kind: 'preference', scope: 'user:default' });
  store.close();
}

// Runs the reader on `home`, remounted read-only unless `writable`; `tmpSize` mounts a tmpfs
// that small as its temp folder.
function read(home: string, options: { writable?: boolean; tmpSize?: string; query?: string } = {}): Seen {
  const tmp = join(box.root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const script = [
    options.writable ? '' : 'mount --bind "$NUZO_HOME" "$NUZO_HOME" && mount -o remount,bind,ro "$NUZO_HOME" || exit 90',
    options.tmpSize ? `mount -t tmpfs -o size=${options.tmpSize} tmpfs "$TMPDIR" || exit 91` : '',
    '"$NODE" --experimental-strip-types --disable-warning=ExperimentalWarning "$READER" "$QUERY"; code=$?',
    'echo "---left $(ls -A "$TMPDIR" | tr "\\n" " ")"',
    'exit $code',
  ].join('\n');
  const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(box.root, 'home'), NUZO_HOME: home, TMPDIR: tmp, NODE: process.execPath, READER, QUERY: options.query ?? 'tabs' });
  assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
  const [line, left] = run.stdout.trimEnd().split('\n');
  assert.equal(left.replace('---left', '').trim(), '', `a temp folder was left behind: ${left}`);
  return JSON.parse(line);
}

describe('a read-only store whose last writer closed', { skip: skip ?? false }, () => {
  it(`lists, recalls and reads meta; writes say STORE_READ_ONLY; ${takesUris ? 'the file itself is read (immutable URI)' : 'a private snapshot, already deleted, is read'}`, () => {
    rememberAll(box.home, ['I prefer tabs over spaces in Go files.', 'I prefer rebasing over merge commits on feature branches.']);
    const seen = read(box.home);
    assert.equal(seen.error, undefined, JSON.stringify(seen));
    assert.equal(seen.readOnly, true);
    assert.ok(seen.writer, 'meta.writer_version is read');
    assert.deepEqual([...seen.listed].sort(), ['I prefer rebasing over merge commits on feature branches.', 'I prefer tabs over spaces in Go files.']);
    assert.deepEqual(seen.recalled, ['I prefer tabs over spaces in Go files.']);
    assert.equal(seen.write, 'STORE_READ_ONLY');
    assert.deepEqual(seen.afterOpen, []);
    assert.deepEqual(seen.afterClose, []);
    assert.equal(seen.files.length, 1, JSON.stringify(seen.files));
    if (takesUris) assert.equal(seen.files[0], join(box.home, 'memory', 'memories.sqlite'));
    else {
      assert.match(seen.files[0], SNAPSHOT_FILE);
      assert.equal(seen.fts, false, 'Node 22.13 has no FTS5: recall scanned');
    }
  });

  it('reads the transactions a leftover -wal holds (a backup copied without its -shm), on every Node', () => {
    const live = join(box.root, 'live');
    const store = openStore({ home: live });
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' };
    store.db.exec('PRAGMA wal_autocheckpoint = 0');
    remember(ctx, { content: 'I prefer tabs over spaces in Go files.', kind: 'preference', scope: 'user:default' });
    store.db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
    remember(ctx, { content: 'I prefer short-lived feature branches in this team.', kind: 'preference', scope: 'user:default' });
    mkdirSync(join(box.home, 'memory'), { recursive: true });
    for (const suffix of ['', '-wal']) copyFileSync(join(live, 'memory', `memories.sqlite${suffix}`), join(box.home, 'memory', `memories.sqlite${suffix}`));
    store.close();
    const seen = read(box.home, { query: 'feature branches' });
    assert.equal(seen.error, undefined, JSON.stringify(seen));
    assert.deepEqual([...seen.listed].sort(), ['I prefer short-lived feature branches in this team.', 'I prefer tabs over spaces in Go files.']);
    assert.deepEqual(seen.recalled, ['I prefer short-lived feature branches in this team.']);
    assert.equal(seen.write, 'STORE_READ_ONLY');
    assert.match(seen.files[0], SNAPSHOT_FILE);
    assert.deepEqual(seen.afterOpen, []);
  });

  it('keeps STORE_UNAVAILABLE and leaves nothing in the temp folder when no snapshot can be made', () => {
    const live = join(box.root, 'live');
    const store = openStore({ home: live });
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' };
    store.db.exec('PRAGMA wal_autocheckpoint = 0');
    remember(ctx, { content: 'I prefer tabs over spaces in Go files.', kind: 'preference', scope: 'user:default' });
    mkdirSync(join(box.home, 'memory'), { recursive: true });
    for (const suffix of ['', '-wal']) copyFileSync(join(live, 'memory', `memories.sqlite${suffix}`), join(box.home, 'memory', `memories.sqlite${suffix}`));
    store.close();
    // A 16 KiB temp folder: the copy of a ~200 KiB store runs out of space half-way.
    const seen = read(box.home, { tmpSize: '16k' });
    assert.deepEqual(seen, { error: 'STORE_UNAVAILABLE', leftovers: [] });
  });
});

describe('a writable home', () => {
  it('is read in place: no snapshot, no temp folder', () => {
    rememberAll(box.home, ['I prefer tabs over spaces in Go files.']);
    const seen = read(box.home, { writable: true });
    assert.equal(seen.readOnly, false);
    const path = join(box.home, 'memory', 'memories.sqlite');
    assert.ok(seen.files.includes(path), JSON.stringify(seen.files));
    assert.deepEqual(seen.files.filter((file) => !file.startsWith(path)), []);
    assert.equal(seen.write, null);
    assert.deepEqual(seen.afterOpen, []);
  });
});
