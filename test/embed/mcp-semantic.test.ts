// Semantic recall through the built MCP server, as a host drives it: memories remembered
// over MCP get their vectors after the tool has replied (no backfill run), a question in
// other words then finds its memory with `semantic: "used"`, and when the provider goes
// away memory_recall still answers, lexically, and says why.
import assert from 'node:assert/strict';
import test from 'node:test';
import { openStore } from '../../lib/store/store.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok, writeUserConfig } from '../server/helpers.ts';
import { standIn } from './standin.ts';

const MEMORIES = ['We use pnpm workspaces for this monorepo.', 'Run vitest before every commit.', 'The user drinks espresso, never tea.'];
// No word in common with the espresso memory, and no role the lexical bridge knows
// (lib/recall/concepts.ts): only its vector can find it.
const QUESTION = 'which coffee is preferred';

function vectorCount(home: string): number {
  const store = openStore({ home });
  try {
    return (store.db.prepare("SELECT count(*) AS n FROM memory_vectors WHERE model = 'openai-compatible:toy'").get() as { n: number }).n;
  } finally {
    store.close();
  }
}

test('memory_recall over MCP uses the vectors the server embedded after memory_remember, and says unavailable when the provider is down', async () => {
  const box = sandbox();
  const server = await standIn();
  writeUserConfig(box, { recall: { embeddings: { provider: 'openai-compatible', base_url: server.url, model: 'toy', timeout_ms: 1000 } } });
  const s = await connect(box);
  try {
    const pr = { project_root: box.project };
    for (const content of MEMORIES) ok(await s.call('memory_remember', { content, kind: 'fact', scope: 'project:auto', ...pr }));
    // The embedding runs after each reply: wait for it, without any backfill call.
    const deadline = Date.now() + 10_000;
    while (vectorCount(box.home) < MEMORIES.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(vectorCount(box.home), MEMORIES.length, 'every memory remembered through MCP has a vector');

    const used = ok(await s.call('memory_recall', { query: QUESTION, ...pr }));
    assert.equal(used.semantic, 'used');
    assert.match(used.results[0].content, /espresso/);

    await server.close();
    const down = ok(await s.call('memory_recall', { query: 'pnpm workspaces', ...pr }));
    assert.equal(down.semantic, 'unavailable: http_error');
    assert.match(down.results[0].content, /pnpm/, 'lexical recall still answers');
    // A question not asked before (the server keeps recent questions' vectors): lexical only.
    const paraphrase = ok(await s.call('memory_recall', { query: 'what coffee is liked', ...pr }));
    assert.equal(paraphrase.semantic, 'unavailable: http_error');
    assert.ok(!paraphrase.results.some((r: any) => /espresso/.test(r.content)), 'without the provider the paraphrase is not found: the vector was what found it');
  } finally {
    await s.close();
    await server.close().catch(() => {});
    box.cleanup();
  }
});
