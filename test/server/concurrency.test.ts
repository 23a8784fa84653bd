import test from 'node:test';
import assert from 'node:assert/strict';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok } from './helpers.ts';

const WORDS = 'amber basalt cobalt delta ember fjord garnet harbor indigo jasper kelp lagoon marble nectar onyx pewter quartz raven saffron tundra umber velvet willow xenon yarrow zephyr acorn birch cedar dune elm fern grove heath iris juniper kestrel larch moss nettle oak pine quince reed sage thistle'.split(' ');

// Distinct enough that no two sentences look like near-duplicates to policy: each draws
// its own words from the list with a per-sentence generator.
function sentence(prefix: string, i: number): string {
  let x = (i + 1) * 2654435761 + prefix.charCodeAt(0) * 40503;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return WORDS[x % WORDS.length];
  };
  return `${prefix} ${next()} ${next()} ${next()} ${next()} ${next()} ${next()} ${next()} ${i}.`;
}

test('two server processes writing to the same store at once lose nothing', { timeout: 300_000 }, async (t) => {
  const box = sandbox();
  // The user:default saves go through the user's form, which these clients accept at once.
  const accept = () => ({ action: 'accept' as const, content: { decision: 'confirm' } });
  const a = await connect(box, { elicit: accept });
  const b = await connect(box, { elicit: accept });
  t.after(async () => { await a.close(); await b.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const N = 150;
  const run = (s: typeof a, prefix: string) =>
    Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const saved = ok(await s.call('memory_remember', { content: sentence(prefix, i), kind: 'fact', scope: i % 2 ? 'project:auto' : 'user:default', tags: [prefix.toLowerCase()], keep_both: true, ...pr })).memory;
        ok(await s.call('memory_update', { id: saved.id, tags: [prefix.toLowerCase(), 'touched'], ...pr }));
        ok(await s.call('memory_recall', { query: `${prefix} build ${i}`, ...pr }));
        return saved.id as string;
      }),
    );
  const [idsA, idsB] = await Promise.all([run(a, 'Alpha'), run(b, 'Bravo')]);
  const all = ok(await a.call('memory_list', { limit: 500, ...pr }));
  assert.equal(all.total, 2 * N);
  assert.deepEqual(new Set(all.memories.map((m: any) => m.id)), new Set([...idsA, ...idsB]));
  assert.ok(all.memories.every((m: any) => m.tags.includes('touched') && m.revision === 2));
  for (const id of [idsA[0], idsB[N - 1]]) {
    const events = ok(await b.call('memory_history', { id, ...pr })).events.map((e: any) => e.event_type);
    assert.equal(events[0], 'memory.created');
    assert.equal(events.filter((e: string) => e === 'memory.updated').length, 1, 'one update each (recalls from either process may interleave)');
  }
});
