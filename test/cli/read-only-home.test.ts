// A NUZO_HOME nobody can write (here a read-only bind mount inside a user and mount
// namespace, test/support/namespace.ts; a restored backup or a read-only share behaves the
// same) still lists and recalls, on every supported Node: the store opens read-only (on Node
// 22.13-22.15, whose node:sqlite takes no URI, from a private snapshot deleted before open
// returns, lib/store/private-snapshot.ts), and only writes are refused, with STORE_READ_ONLY
// in one line. The CLI, the SessionStart hook and the MCP server are the built bundles, each
// with its own empty TMPDIR, which must hold no nuzo-* folder afterwards.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { inNamespace, namespaceSkipReason } from '../support/namespace.ts';
import { HOOK, SERVER } from '../server/helpers.ts';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

const skip = namespaceSkipReason();
if (skip) console.log(`# read-only home tests skipped: ${skip}`);
// Nuzo's own leftovers in a temp folder (Node's compile cache, node-compile-cache, is not one).
const nuzoFolders = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('nuzo-'));
const REMOUNT = 'mount --bind "$NUZO_HOME" "$NUZO_HOME" && mount -o remount,bind,ro "$NUZO_HOME" || exit 90';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

describe('a read-only NUZO_HOME', { skip: skip ?? false }, () => {
  it('lists and recalls; a write says STORE_READ_ONLY in one line', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user']);
    assert.equal(saved.code, 0, saved.stderr);
    const tmp = join(box.root, 'tmp');
    mkdirSync(tmp);
    const script = [
      REMOUNT,
      'touch "$NUZO_HOME/probe" 2>/dev/null && exit 91',
      'echo ---list; "$NODE" "$CLI" memory list --scope user --json; echo "---code $?"',
      'echo ---recall; "$NODE" "$CLI" memory recall tabs --scope user --json; echo "---code $?"',
      'echo ---write; "$NODE" "$CLI" memory remember "Deploys go out on Tuesdays." --kind project_decision --scope user 2>&1; echo "---code $?"',
      'echo ---session; cd "$PROJECT" && echo "$HOOK_INPUT" | "$NODE" "$HOOK" session-start; echo "---code $?"',
      'echo ---doctor; "$NODE" "$CLI" memory doctor --json; echo "---code $?"',
    ].join('\n');
    const input = JSON.stringify({ session_id: 'sess-1', transcript_path: null, cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' });
    const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, NUZO_HOME: box.home, TMPDIR: tmp, NODE: process.execPath, CLI, HOOK, PROJECT: box.project, HOOK_INPUT: input });
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
    const [, session, sessionCode] = part('session');
    assert.equal(sessionCode, '0', session);
    assert.match(JSON.parse(session).hookSpecificOutput.additionalContext, /tabs over spaces in Go files/);
    // Doctor reads the store the same way, so its secret scan covers a read-only home too.
    const [, doctor] = part('doctor');
    const checks = new Map<string, { status: string; summary: string }>(JSON.parse(doctor).checks.map((c: { id: string }) => [c.id, c]));
    assert.equal(checks.get('store.open')?.status, 'ok', doctor);
    assert.match(checks.get('secrets.store')?.summary ?? '', /No secrets found in 1 stored/, doctor);
    assert.deepEqual(nuzoFolders(tmp), [], 'no snapshot is left behind');
  });

  it('the MCP server recalls over stdio; memory_remember says STORE_READ_ONLY', async (t) => {
    const saved = await box.nuzo(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user']);
    assert.equal(saved.code, 0, saved.stderr);
    const tmp = join(box.root, 'tmp');
    mkdirSync(tmp);
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, NUZO_HOME: box.home, TMPDIR: tmp, NODE: process.execPath, SERVER };
    const transport = new StdioClientTransport({ command: 'unshare', args: ['-Urm', 'sh', '-c', `${REMOUNT}\nexec "$NODE" "$SERVER"`], env, cwd: box.project, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk) => { stderr += chunk; });
    const client = new Client({ name: 'nuzo-test', version: '0.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { decision: 'confirm' } }));
    await client.connect(transport);
    t.after(() => client.close());
    const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }, undefined, { timeout: 30_000 }) as Promise<{ isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any }>;
    const recalled = await call('memory_recall', { query: 'tabs or spaces in Go', project_root: box.project });
    assert.ok(!recalled.isError, `${JSON.stringify(recalled)}\n${stderr}`);
    assert.match(recalled.content[0].text ?? '', /tabs over spaces in Go files/);
    const refused = await call('memory_remember', { content: 'Deploys go out on Tuesdays.', kind: 'project_decision', scope: 'user:default', project_root: box.project });
    assert.equal(refused.isError, true);
    assert.equal(refused.structuredContent?.code, 'STORE_READ_ONLY', JSON.stringify(refused));
    assert.deepEqual(nuzoFolders(tmp), [], 'no snapshot is left behind while the server runs');
  });

  // Purge on a read-only home failed as INTERNAL (unlink's EROFS): it must name the cause in
  // one line and leave every file in place.
  it('purge says STORE_READ_ONLY and export into its exports folder EXPORT_FAILED, in one line, removing nothing', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user']);
    assert.equal(saved.code, 0, saved.stderr);
    const script = [
      REMOUNT,
      'echo ---purge; "$NODE" "$CLI" memory purge --yes 2>&1; echo "---code $?"',
      'echo ---json; "$NODE" "$CLI" memory purge --yes --json; echo "---code $?"',
      'echo ---list; "$NODE" "$CLI" memory list --scope user --json; echo "---code $?"',
      'echo ---export; "$NODE" "$CLI" memory export --path "$NUZO_HOME/exports/all.json" 2>&1; echo "---code $?"',
      'echo ---model; "$NODE" "$CLI" memory embed --install-model 2>&1; echo "---code $?"',
    ].join('\n');
    const run = inNamespace(script, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: box.env.HOME, NUZO_HOME: box.home, NODE: process.execPath, CLI });
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const part = (name: string) => new RegExp(`^---${name}\\n([\\s\\S]*?)^---code (\\d+)$`, 'm').exec(run.stdout) ?? assert.fail(run.stdout);
    const [, purge, purgeCode] = part('purge');
    assert.equal(purgeCode, '1', purge);
    assert.equal(purge.trimEnd().split('\n').length, 1, purge);
    assert.match(purge, /read-only file system; nothing was removed\. \(STORE_READ_ONLY\)$/m);
    const [, json] = part('json');
    assert.equal(JSON.parse(json).error.code, 'STORE_READ_ONLY', json);
    const [, list, listCode] = part('list');
    assert.equal(listCode, '0', list);
    assert.equal(JSON.parse(list).memories.length, 1, 'the store is still there');
    // The exports folder cannot be created there: said in one line, not INTERNAL.
    const [, exported, exportCode] = part('export');
    assert.equal(exportCode, '1', exported);
    assert.equal(exported.trimEnd().split('\n').length, 1, exported);
    assert.match(exported, /read-only file system, so its exports folder cannot be used.*\(EXPORT_FAILED\)$/m);
    const [, model, modelCode] = part('model');
    assert.equal(modelCode, '1', model);
    assert.match(model, /^nuzo: The store is open read-only\. \(STORE_READ_ONLY\)\n$/, 'no npm run, no INTERNAL');
  });
});
