// The default encoder (lib/embed/static-encoder.ts): its table is read whole or not at all,
// texts are cut into the table's pieces, and its vectors put a question asked in other words
// nearest the memory it means; then end to end with no configuration at all, through the
// built MCP server and CLI: memories get vectors on their own, a paraphrase is found, and a
// plugin folder without the table falls back to lexical recall and says why.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { STATIC_MODEL } from '../../lib/embed/model-id.ts';
import { staticProvider, staticTable, staticVector } from '../../lib/embed/static-encoder.ts';
import { parseStaticTable, STATIC_DIM } from '../../lib/embed/static-table.ts';
import { pieceIds, WORD_START } from '../../lib/embed/word-pieces.ts';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { embedPending } from '../../lib/embed/semantic.ts';
import { pendingMemories } from '../../lib/embed/vectors.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { openStore } from '../../lib/store/store.ts';
import { cliSandbox } from '../cli/helpers.ts';
import { connect, ok, writeUserConfig } from '../server/helpers.ts';
import { sandbox } from '../support/sandbox.ts';

const TABLE_FILE = new URL('../../lib/embed/static-encoder.bin', import.meta.url);
const MEMORIES = ['We use pnpm workspaces for this monorepo.', 'Run vitest before every commit.', 'The user drinks espresso, never tea.', 'Indent with two spaces.', 'Never push directly to the main branch.'];
// No word in common with the espresso memory and no role the lexical bridge knows: only a
// vector can find it.
const QUESTION = 'which coffee is preferred';

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    x += a[i] * a[i];
    y += b[i] * b[i];
  }
  return dot / Math.sqrt(x * y);
}

function table() {
  const t = staticTable();
  assert.ok(t, 'the table ships in the checkout');
  return t;
}

test('the table is read whole: a foreign or truncated file is refused', () => {
  const bytes = readFileSync(TABLE_FILE);
  const t = parseStaticTable(bytes);
  assert.equal(t.dim, STATIC_DIM);
  assert.ok(t.ids.size > 5000, `${t.ids.size} pieces`);
  assert.throws(() => parseStaticTable(Buffer.from('not a table at all')), /not a static encoder table/);
  assert.throws(() => parseStaticTable(bytes.subarray(0, bytes.length - 100)), /truncated/);
  assert.throws(() => parseStaticTable(bytes.subarray(0, 20_000)), /truncated/);
});

test('a text is cut into the likeliest pieces, lower-cased, spaces as word starts; unknown characters yield nothing', () => {
  const t = table();
  const byId = new Map([...t.ids].map(([piece, id]) => [id, piece]));
  const spell = (text: string) => pieceIds(t, text).map((id) => byId.get(id)).join('');
  assert.equal(spell('Run   the\ttests'), `${WORD_START}run${WORD_START}the${WORD_START}tests`);
  assert.equal(spell('We use pnpm workspaces'), `${WORD_START}we${WORD_START}use${WORD_START}pnpm${WORD_START}workspaces`);
  // Emoji and CJK are not in USE-lite's pieces: stepped over, the rest still read.
  assert.equal(spell('deploy 🚀 日本'), `${WORD_START}deploy${WORD_START}${WORD_START}`);
  assert.deepEqual(pieceIds(t, ''), []);
});

test('vectors are deterministic, and a text without known pieces still gets a direction of its own', () => {
  const t = table();
  assert.deepEqual(staticVector(t, 'Indent with two spaces.'), staticVector(t, 'Indent with two spaces.'));
  const a = staticVector(t, '日本語のメモ');
  const b = staticVector(t, '中文笔记');
  assert.ok(a.some((x) => x !== 0) && b.some((x) => x !== 0), 'never the zero vector');
  assert.ok(Math.abs(cosine(a, b)) < 0.5, 'two unknown texts are not alike');
  assert.deepEqual(a, staticVector(t, '日本語のメモ'));
});

test('a question in other words is nearest the memory it means', () => {
  const t = table();
  const nearestTo = (q: string) => {
    const v = staticVector(t, q);
    return MEMORIES.map((m) => ({ m, s: cosine(v, staticVector(t, m)) })).sort((x, y) => y.s - x.s)[0].m;
  };
  assert.match(nearestTo(QUESTION), /espresso/);
  assert.match(nearestTo('what beverage does the user enjoy'), /espresso/);
  // Texts share no common direction: unrelated ones are far apart (uncentred, ~0.85).
  assert.ok(cosine(staticVector(t, 'Releases go out on Thursdays.'), staticVector(t, 'The user drinks espresso, never tea.')) < 0.5);
});

test('the provider names its model and gives one vector per text', async () => {
  const p = staticProvider();
  assert.equal(p.model, STATIC_MODEL);
  const out = await p.embed(['one', 'two words'], 100);
  assert.equal(out.length, 2);
  assert.equal(out[0].length, STATIC_DIM);
});

test('a backfill carries on where its last batch ended, says whether more is left, and re-embeds a changed memory', async () => {
  const box = sandbox();
  const store = openStore({ home: box.home });
  try {
    const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'test' };
    const ids = MEMORIES.map((content) => remember(ctx, { content, kind: 'fact', scope: 'user:default', source: 'test' }).id);
    const provider = staticProvider();
    const first = await embedPending(store, provider, { batch: 2, max: 3 });
    assert.deepEqual([first.embedded, first.more, first.failure], [3, true, null]);
    // The next run of the same backfill starts where this one stopped.
    updateMemory(ctx, { id: ids[0], content: 'We use pnpm workspaces for this monorepo, and no other manager.', confirmed: true });
    const second = await embedPending(store, provider, { batch: 2, after: first.after });
    assert.deepEqual([second.embedded, second.more, second.failure], [MEMORIES.length - 3, false, null], 'only the memories after the first run, not the one changed behind it');
    assert.deepEqual((await embedPending(store, provider, { batch: 2 })).embedded, 1, 'a run from the start finds the changed one');
    assert.deepEqual((await embedPending(store, provider, { batch: 2 })).embedded, 0);
    updateMemory(ctx, { id: ids[1], content: 'Run vitest and the type checker before every commit.', confirmed: true });
    const changed = await embedPending(store, provider, { batch: 2, max: 1 });
    assert.deepEqual([changed.embedded, changed.more], [1, false], 'the changed memory, and nothing after it');
    assert.equal(pendingMemories(store, provider.model, 10).length, 0);
  } finally {
    store.close();
  }
});

function vectorCount(home: string): number {
  const store = openStore({ home });
  try {
    return Number((store.db.prepare('SELECT count(*) AS n FROM memory_vectors WHERE model = ?').get(STATIC_MODEL) as { n: number }).n);
  } finally {
    store.close();
  }
}

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

test('with no configuration, MCP recall finds a paraphrase through the default encoder; turned off, it does not', async () => {
  const box = sandbox();
  let s = await connect(box);
  const pr = { project_root: box.project };
  try {
    for (const content of MEMORIES) ok(await s.call('memory_remember', { content, kind: 'fact', scope: 'project:auto', ...pr }));
    await until(() => vectorCount(box.home) === MEMORIES.length);
    assert.equal(vectorCount(box.home), MEMORIES.length, 'each memory got its vector after the reply');
    const used = ok(await s.call('memory_recall', { query: QUESTION, ...pr }));
    assert.equal(used.semantic, 'used');
    assert.match(used.results[0].content, /espresso/);
  } finally {
    await s.close();
  }
  writeUserConfig(box, { recall: { embeddings: { provider: 'off' } } });
  s = await connect(box);
  try {
    const off = ok(await s.call('memory_recall', { query: QUESTION, ...pr }));
    assert.equal(off.semantic, 'off');
    assert.ok(!off.results.some((r: any) => /espresso/.test(r.content)), 'lexical recall alone does not find it');
  } finally {
    await s.close();
  }
});

test('memories written without vectors (CLI, older stores) are embedded in the background after the first MCP recall', async () => {
  const box = cliSandbox();
  writeUserConfig(box, { recall: { embeddings: { provider: 'off' } } });
  for (const content of MEMORIES) assert.equal((await box.nuzo(['memory', 'remember', content, '--json'])).code, 0);
  writeUserConfig(box, {});
  assert.equal(vectorCount(box.home), 0);
  const s = await connect(box);
  try {
    ok(await s.call('memory_recall', { query: 'pnpm workspaces', project_root: box.project }));
    await until(() => vectorCount(box.home) === MEMORIES.length);
    assert.equal(vectorCount(box.home), MEMORIES.length);
  } finally {
    await s.close();
  }
});

test('the CLI embeds what it wrote before it recalls, and a plugin folder without the table answers lexically and says why', async () => {
  const box = cliSandbox();
  for (const content of MEMORIES) assert.equal((await box.nuzo(['memory', 'remember', content, '--json'])).code, 0);
  const waiting = (await box.nuzo(['memory', 'doctor', '--json'])).json.checks.find((c: any) => c.id === 'embeddings');
  assert.deepEqual([waiting.status, waiting.details.model, waiting.details.stale], ['ok', STATIC_MODEL, MEMORIES.length], 'the default encoder catches up by itself: not a warning');
  const found = await box.nuzo(['memory', 'recall', QUESTION, '--json']);
  assert.equal(found.code, 0, found.stderr);
  assert.equal(found.json.semantic, 'used');
  assert.match(found.json.results[0].content, /espresso/);
  assert.equal(vectorCount(box.home), MEMORIES.length);

  // The bundle alone, away from lib/embed/static-encoder.bin.
  const alone = mkdtempSync(join(tmpdir(), 'nuzo-cli-alone-'));
  try {
    copyFileSync(new URL('../../dist/cli.js', import.meta.url), join(alone, 'cli.js'));
    const run = await box.nuzo(['memory', 'recall', 'pnpm workspaces', '--json'], { cli: join(alone, 'cli.js') });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.semantic, 'unavailable: not_installed');
    assert.match(run.json.results[0].content, /pnpm/, 'lexical recall still answers');
    const doctor = (await box.nuzo(['memory', 'doctor', '--json'], { cli: join(alone, 'cli.js') })).json.checks.find((c: any) => c.id === 'embeddings');
    assert.equal(doctor.status, 'warn');
    assert.match(doctor.summary, /missing or damaged/);
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
