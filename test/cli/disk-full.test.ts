// A full disk names itself: DISK_FULL (exit 1, one line, a JSON error with --json), not
// INTERNAL, and the store is left as it was. The disk is a 512 KiB tmpfs mounted as NUZO_HOME
// inside a user and mount namespace (test/support/namespace.ts): a real ENOSPC under SQLite
// (SQLITE_FULL), with no root on the machine.
import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { inNamespace, namespaceSkipReason } from '../support/namespace.ts';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

const skip = namespaceSkipReason();
if (skip) console.log(`# disk-full tests skipped: ${skip}`);

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform', 'victor', 'whiskey', 'xray', 'yankee', 'zulu'];

// An export document of `n` distinct, policy-clean decisions (about 350 bytes each).
function exportDocument(n: number): string {
  const memories = Array.from({ length: n }, (_, i) => {
    const w = (k: number) => WORDS[(i * 7 + k * 13 + Math.floor(i / 26) * k) % 26];
    return {
      scope: 'user:default', kind: 'project_decision', tags: [w(7)], source: 'nuzo:cli', confidence: 1,
      content: `The ${w(1)} service builds the ${w(2)} module with the ${w(3)} toolchain, and release ${i} ships the ${w(4)} and ${w(5)} packages together after review by the ${w(6)} team.`,
      created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z',
    };
  });
  return JSON.stringify({ format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-26T12:00:00.000Z', exporter: { name: 'nuzo', version: '0.1.0' }, memories, relations: [] });
}

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

describe('a full disk', { skip: skip ?? false }, () => {
  it('an import that fills the disk fails as DISK_FULL and leaves the store as it was', () => {
    const doc = join(box.root, 'big.json');
    writeFileSync(doc, exportDocument(3000));
    const home = join(box.root, 'small-disk');
    const script = [
      'mkdir -p "$SMALL" && mount -t tmpfs -o size=512k tmpfs "$SMALL" || exit 90',
      'export NUZO_HOME="$SMALL/home"',
      '"$NODE" "$CLI" memory remember "Releases are cut from main." --kind project_decision --scope user >/dev/null || exit 91',
      'echo ---json; "$NODE" "$CLI" memory import "$DOC" --json; echo "---code $?"',
      'echo ---plain; "$NODE" "$CLI" memory import "$DOC" 2>&1; echo "---code $?"',
      'echo ---list; "$NODE" "$CLI" memory list --scope user --json',
    ].join('\n');
    const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, SMALL: home, DOC: doc, NODE: process.execPath, CLI });
    assert.equal(run.code, 0, run.stderr);
    const part = (name: string) => new RegExp(`^---${name}\\n([\\s\\S]*?)^---code (\\d+)$`, 'm').exec(run.stdout) ?? assert.fail(run.stdout);
    const [, json, jsonCode] = part('json');
    const [, plain, plainCode] = part('plain');
    const list = run.stdout.slice(run.stdout.indexOf('---list\n') + 8);
    assert.equal(JSON.parse(json).error.code, 'DISK_FULL', json);
    assert.equal(jsonCode, '1');
    assert.equal(plain.trimEnd().split('\n').length, 1, plain);
    assert.match(plain, /^nuzo: The disk .* is full: nothing was written\. .*\(DISK_FULL\)$/m);
    assert.equal(plainCode, '1');
    assert.deepEqual(JSON.parse(list).memories.map((m: { content: string }) => m.content), ['Releases are cut from main.'], 'the import rolled back whole');
  });

  // The disk filled while no Nuzo process ran: the last writer removed the -shm on close, and
  // SQLite cannot create a new one (it reports SQLITE_IOERR_SHMSIZE, not SQLITE_FULL). Reads
  // must still work, a write must say DISK_FULL, and doctor must not call the store broken
  // (its old advice was to move memories.sqlite aside).
  it('a store whose disk filled while Nuzo was closed still lists and recalls; writes say DISK_FULL', () => {
    const home = join(box.root, 'small-disk');
    const script = [
      'mkdir -p "$SMALL" && mount -t tmpfs -o size=1200k tmpfs "$SMALL" || exit 90',
      'export NUZO_HOME="$SMALL/home"',
      '"$NODE" "$CLI" memory remember "Releases are cut from main." --kind project_decision --scope user >/dev/null || exit 91',
      'test ! -e "$NUZO_HOME/memory/memories.sqlite-shm" || exit 92',
      'head -c 16M /dev/zero > "$SMALL/filler" 2>/dev/null',
      'echo ---list; "$NODE" "$CLI" memory list --scope user --json; echo "---code $?"',
      'echo ---recall; "$NODE" "$CLI" memory recall releases --scope user --json; echo "---code $?"',
      'echo ---remember; "$NODE" "$CLI" memory remember "Tags are signed." --scope user --json; echo "---code $?"',
      'echo ---doctor; "$NODE" "$CLI" memory doctor --json; echo "---code $?"',
    ].join('\n');
    const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, SMALL: home, NODE: process.execPath, CLI });
    assert.equal(run.code, 0, run.stderr + run.stdout);
    const part = (name: string) => new RegExp(`^---${name}\\n([\\s\\S]*?)^---code (\\d+)$`, 'm').exec(run.stdout) ?? assert.fail(run.stdout);
    const [, list, listCode] = part('list');
    assert.equal(listCode, '0', list);
    assert.deepEqual(JSON.parse(list).memories.map((m: { content: string }) => m.content), ['Releases are cut from main.']);
    const [, recall, recallCode] = part('recall');
    assert.equal(recallCode, '0', recall);
    assert.match(recall, /Releases are cut from main\./);
    const [, remember, rememberCode] = part('remember');
    assert.equal(JSON.parse(remember).error.code, 'DISK_FULL', remember);
    assert.equal(rememberCode, '1');
    const [doctor] = part('doctor').slice(1);
    const checks = JSON.parse(doctor!).checks as { id: string; status: string; summary: string }[];
    assert.equal(checks.find((c) => c.id === 'store.open')?.status, 'ok', doctor);
    assert.match(checks.find((c) => c.id === 'store.lock')?.summary ?? '', /disk .* is full/, doctor);
  });
});
