// A store in a folder nobody can write, after its last writer closed (no -wal, no -shm left):
// SQLite cannot read a WAL file without a -shm, so a reader opens it as immutable through a
// URI where node:sqlite takes one (Node >= 22.16), and otherwise (Node 22.13-22.15), or when a
// -wal still holds transactions an immutable reader would skip, reads a private snapshot
// whose copy is deleted before open returns (lib/store/private-snapshot.ts). The folder is a
// read-only bind mount in a user and mount namespace (test/support/namespace.ts); the reader
// is a real child process (fixtures/read-only-reader.ts) with its own empty TMPDIR.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { remember } from '../../lib/memory/remember.ts';
import { ABANDONED_AFTER_MS, abandonedSnapshot } from '../../lib/store/private-snapshot.ts';
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

type Seen = { left: string[]; error?: string; readOnly: boolean; fts: boolean; files: string[]; writer: string | null; listed: string[]; recalled: string[]; write: string | null; afterOpen: string[]; afterClose: string[]; leftovers?: string[] };

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
// that small as its temp folder. `left`: what the temp folder holds once the reader exited.
function read(home: string, options: { writable?: boolean; tmpSize?: string; query?: string } = {}): Seen {
  const tmp = tmpFolder();
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
  return { ...JSON.parse(line), left: left.replace('---left', '').trim().split(' ').filter(Boolean) };
}

function tmpFolder(): string {
  const tmp = join(box.root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  return tmp;
}

// A home whose store has a -wal holding one committed memory beyond the checkpointed
// `first`, and no -shm: a backup copied while its writer was open. Every Node snapshots it.
function backupWithWal(first: string, inWal: string | null): void {
  const live = join(box.root, 'live');
  const store = openStore({ home: live });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' };
  store.db.exec('PRAGMA wal_autocheckpoint = 0');
  remember(ctx, { content: first, kind: 'preference', scope: 'user:default' });
  if (inWal) {
    store.db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
    remember(ctx, { content: inWal, kind: 'preference', scope: 'user:default' });
  }
  mkdirSync(join(box.home, 'memory'), { recursive: true });
  for (const suffix of ['', '-wal']) copyFileSync(join(live, 'memory', `memories.sqlite${suffix}`), join(box.home, 'memory', `memories.sqlite${suffix}`));
  store.close();
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
    assert.deepEqual(seen.left, []);
    assert.equal(seen.files.length, 1, JSON.stringify(seen.files));
    if (takesUris) assert.equal(seen.files[0], join(box.home, 'memory', 'memories.sqlite'));
    else {
      assert.match(seen.files[0], SNAPSHOT_FILE);
      assert.equal(seen.fts, false, 'Node 22.13 has no FTS5: recall scanned');
    }
  });

  it('reads the transactions a leftover -wal holds (a backup copied without its -shm), on every Node', () => {
    backupWithWal('I prefer tabs over spaces in Go files.', 'I prefer short-lived feature branches in this team.');
    const seen = read(box.home, { query: 'feature branches' });
    assert.equal(seen.error, undefined, JSON.stringify(seen));
    assert.deepEqual([...seen.listed].sort(), ['I prefer short-lived feature branches in this team.', 'I prefer tabs over spaces in Go files.']);
    assert.deepEqual(seen.recalled, ['I prefer short-lived feature branches in this team.']);
    assert.equal(seen.write, 'STORE_READ_ONLY');
    assert.match(seen.files[0], SNAPSHOT_FILE);
    assert.deepEqual([seen.afterOpen, seen.left], [[], []]);
  });

  it('keeps STORE_UNAVAILABLE and leaves nothing in the temp folder when no snapshot can be made', () => {
    backupWithWal('I prefer tabs over spaces in Go files.', null);
    // A 16 KiB temp folder: the copy of a ~200 KiB store runs out of space half-way.
    const seen = read(box.home, { tmpSize: '16k' });
    assert.deepEqual(seen, { error: 'STORE_UNAVAILABLE', leftovers: [], left: [] });
  });

  it('removes a snapshot folder a killed process left, and only such a folder', () => {
    backupWithWal('I prefer tabs over spaces in Go files.', null);
    const tmp = tmpFolder();
    const dead = 4_194_305; // above Linux's highest pid_max (2^22): no process has it
    const old = (Date.now() - 2 * ABANDONED_AFTER_MS) / 1000;
    const folders = { killed: `nuzo-snapshot-${dead}-aaaaaa`, running: `nuzo-snapshot-${process.pid}-bbbbbb`, recent: `nuzo-snapshot-${dead}-cccccc` };
    for (const [role, name] of Object.entries(folders)) {
      mkdirSync(join(tmp, name));
      writeFileSync(join(tmp, name, 'memories.sqlite'), 'a copy');
      if (role !== 'recent') utimesSync(join(tmp, name), old, old);
    }
    const seen = read(box.home);
    assert.equal(seen.error, undefined, JSON.stringify(seen));
    assert.deepEqual(seen.left.sort(), [folders.running, folders.recent].sort());
  });
});

test('abandonedSnapshot: a snapshot folder of a process that no longer runs, a minute old', () => {
  const gone = () => false;
  const alive = () => true;
  assert.equal(abandonedSnapshot('nuzo-snapshot-4242-x1Yz9q', ABANDONED_AFTER_MS, gone), true);
  assert.equal(abandonedSnapshot('nuzo-snapshot-4242-x1Yz9q', ABANDONED_AFTER_MS - 1, gone), false);
  assert.equal(abandonedSnapshot('nuzo-snapshot-4242-x1Yz9q', ABANDONED_AFTER_MS, alive), false);
  for (const name of ['nuzo-test-4242-x1Yz9q', 'nuzo-snapshot-x1Yz9q', 'nuzo-snapshot-4242', 'my-nuzo-snapshot-4242-x1']) {
    assert.equal(abandonedSnapshot(name, ABANDONED_AFTER_MS * 10, gone), false, name);
  }
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
    assert.deepEqual([seen.afterOpen, seen.left], [[], []]);
  });
});
