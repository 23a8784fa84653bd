// Issue 14 §1: every stored field goes through policy, not only content. A scope name, a
// tag, a source or a draft's reason that carries a token is refused on every write path
// (remember, update, import, drafts), and a token cut between content and tags is seen
// whole. Real SQLite stores in temp dirs; after each refusal the store file holds no trace.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDraft, editDraft } from '../../lib/drafts/queue.ts';
import { NuzoError } from '../../lib/errors.ts';
import { listMemories } from '../../lib/memory/list.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { importMemories } from '../../lib/transfer/index.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

const HEX = '0123456789abcdef';
const AN = 'abcdefghijklmnopqrstuvwxyz0123456789';
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
// Scope names are lowercase [a-z0-9._-]; these provider tokens fit that grammar.
const databricks = () => 'da' + 'pi' + pick(HEX, 30) + 'a1';
const gitlab = () => 'gl' + 'pat-' + pick(AN, 18) + 'x9';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof NuzoError, `expected NuzoError, got ${String(error)}`);
    return error.code;
  }
  assert.fail('expected an error');
}

// Nothing of the token anywhere under the store's home (db, WAL, logs).
function assertNotOnDisk(box: Sandbox, needle: string): void {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const file of walk(box.home)) assert.ok(!readFileSync(file).includes(needle), `${file} holds the refused value`);
}

test('a token as the scope name is refused by remember and never reaches disk', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const token = databricks();
  assert.equal(codeOf(() => remember(ctx, { content: 'Prefer small pull requests.', kind: 'preference', scope: `agent:${token}` })), 'SECRET_DETECTED');
  assert.equal(listMemories(ctx, {}).total, 0);
  assertNotOnDisk(box, token);
});

test('a project whose path hash holds a card-like run of digits can still store memories', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  // 4111 1111 1111 1111 passes the card check; as a project's 16 hex digits it is a hash.
  const scope = 'project:4111111111111111';
  assert.equal(remember(ctx, { content: 'Prefer small pull requests.', kind: 'preference', scope }).scope, scope);
  assert.equal(codeOf(() => remember(ctx, { content: 'Prefer small pull requests.', kind: 'preference', scope: 'agent:cc4111111111111111' })), 'PII_DETECTED', 'a scope someone wrote is still read');
});

test('import refuses items whose scope, tags or source carry a token', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const tokens = [gitlab(), databricks(), gitlab()];
  const item = (extra: Record<string, unknown>) => ({ content: `Use pnpm in workspace ${pick(AN, 6)}.`, kind: 'instruction', scope: 'user:default', ...extra });
  const report = importMemories(ctx, {
    document: {
      format: 'nuzo-memory-export',
      version: 1,
      exported_at: new Date().toISOString(),
      memories: [item({ scope: `agent:${tokens[0]}` }), item({ tags: ['ci', tokens[1]] }), item({ source: `cli:${tokens[2]}` }), item({})],
    },
  });
  assert.deepEqual(report.items.map((i) => i.status), ['rejected', 'rejected', 'rejected', 'imported']);
  assert.deepEqual(report.items.slice(0, 3).map((i) => i.code), ['SECRET_DETECTED', 'SECRET_DETECTED', 'SECRET_DETECTED']);
  for (const token of tokens) assertNotOnDisk(box, token);
});

test('update refuses a move to a token-named scope and a token cut between content and tags', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const memory = remember(ctx, { content: 'Deploys go through the release train.', kind: 'fact', scope: 'user:default' });
  const token = databricks();
  assert.equal(codeOf(() => updateMemory(ctx, { id: memory.id, scope: `agent:${token}` })), 'SECRET_DETECTED');
  const body = pick(AN, 34) + 'Q7';
  const head = 'gh' + 'p_' + body.slice(0, 16);
  assert.equal(codeOf(() => updateMemory(ctx, { id: memory.id, content: `CI pushes with ${head}`, tags: [body.slice(16)], confirmed: true })), 'SECRET_DETECTED');
  assert.equal(codeOf(() => remember(ctx, { content: `The bot token is ${head}`, kind: 'fact', scope: 'user:default', tags: [body.slice(16)] })), 'SECRET_DETECTED');
  assertNotOnDisk(box, token);
  assertNotOnDisk(box, body.slice(16));
});

test('drafts refuse a token in any stored field, on creation and on edit', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const base = { content: 'Run the linter before committing.', kind: 'instruction', scope: 'user:default', source: 'claude-code:capture', confidence: 0.8, reason: 'A recurring instruction.' };
  const token = gitlab();
  assert.equal(codeOf(() => createDraft(ctx, { ...base, scope: `agent:${token}` })), 'SECRET_DETECTED');
  assert.equal(codeOf(() => createDraft(ctx, { ...base, origin: { host: 'claude-code', session_id: token, ref: null } })), 'SECRET_DETECTED');
  assert.equal(codeOf(() => createDraft(ctx, { ...base, source: `hook:${token}` })), 'SECRET_DETECTED');
  const outcome = createDraft(ctx, base);
  assert.ok('created' in outcome);
  assert.equal(codeOf(() => editDraft(ctx, outcome.created.id, { tags: ['lint', token] })), 'SECRET_DETECTED');
  assertNotOnDisk(box, token);
});
