// A NUZO_HOME nobody can write (here a read-only bind mount inside a user and mount
// namespace, test/support/namespace.ts; a restored backup or a read-only share behaves the
// same) still lists and recalls: the store opens read-only, and only writes are refused,
// with STORE_READ_ONLY in one line.
import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { inNamespace, namespaceSkipReason } from '../support/namespace.ts';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

const skip = namespaceSkipReason();
if (skip) console.log(`# read-only home tests skipped: ${skip}`);
// Node 22's node:sqlite takes no URI, and a WAL store in a folder that cannot hold its -shm
// file opens only as an immutable URI (lib/store/store.ts).
const [major] = process.versions.node.split('.').map(Number);
const nodeReason = major < 23 ? `Node ${process.versions.node} cannot open a WAL store in a read-only folder (no SQLite URIs before Node 23)` : null;

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

describe('a read-only NUZO_HOME', { skip: skip ?? nodeReason ?? false }, () => {
  it('lists and recalls; a write says STORE_READ_ONLY in one line', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user']);
    assert.equal(saved.code, 0, saved.stderr);
    const script = [
      'mount --bind "$NUZO_HOME" "$NUZO_HOME" && mount -o remount,bind,ro "$NUZO_HOME" || exit 90',
      'touch "$NUZO_HOME/probe" 2>/dev/null && exit 91',
      'echo ---list; "$NODE" "$CLI" memory list --scope user --json; echo "---code $?"',
      'echo ---recall; "$NODE" "$CLI" memory recall tabs --scope user --json; echo "---code $?"',
      'echo ---write; "$NODE" "$CLI" memory remember "Deploys go out on Tuesdays." --kind project_decision --scope user 2>&1; echo "---code $?"',
    ].join('\n');
    const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, NUZO_HOME: box.home, NODE: process.execPath, CLI });
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const part = (name: string) => new RegExp(`^---${name}\\n([\\s\\S]*?)^---code (\\d+)$`, 'm').exec(run.stdout) ?? assert.fail(run.stdout);
    const [, list, listCode] = part('list');
    assert.equal(listCode, '0', list);
    assert.deepEqual(JSON.parse(list).memories.map((m: { content: string }) => m.content), ['I prefer tabs over spaces in Go files.']);
    const [, recall, recallCode] = part('recall');
    assert.equal(recallCode, '0', recall);
    assert.match(JSON.parse(recall).results[0].content, /tabs over spaces/);
    const [, write, writeCode] = part('write');
    assert.equal(writeCode, '1');
    assert.equal(write.trimEnd().split('\n').length, 1, write);
    assert.match(write, /\(STORE_READ_ONLY\)$/m);
  });
});
