import test from 'node:test';
import assert from 'node:assert/strict';
import { confirmDraft, createDraft, rejectDraft } from '../../lib/drafts/queue.ts';
import { NuzoError } from '../../lib/errors.ts';
import { forgetMany, forgetMemory } from '../../lib/memory/forget.ts';
import { listMemories } from '../../lib/memory/list.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { recall } from '../../lib/recall/recall.ts';
import { importMemories } from '../../lib/transfer/import.ts';
import { sandbox } from '../support/sandbox.ts';


// A small deterministic PRNG so a failure names a reproducible seed.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(next: () => number, ids: { memory: string; draft: string }) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const strings = ['', ' ', 'user:default', 'project:auto', 'project:0123456789abcdef', 'agent:x', 'team:core', 'preference', 'fact', 'delete', 'archive', 'all', 'active',
    'mem_00000000000000000000000000', ids.memory, ids.draft, 'a'.repeat(9000), '\u0000\u0001', '\ud800', '💥'.repeat(300), '"); DROP TABLE memories; --', 'OR NEAR(* "', '*', '^', 'NOT'];
  const value = (depth: number): unknown => {
    switch (Math.floor(next() * (depth > 2 ? 8 : 12))) {
      case 0: return undefined;
      case 1: return null;
      case 2: return pick([0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 1e308, 3]);
      case 3: return pick([true, false]);
      case 4: case 5: return pick(strings);
      case 6: return `The user prefers ${pick(['tabs', 'pnpm', 'rust', 'short logs'])} ${Math.floor(next() * 1e6)}.`;
      case 7: return 10n;
      case 8: return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      case 9: return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(['content', 'kind', 'scope', 'tags', 'id', '__proto__', 'constructor', 'toString']), value(depth + 1)]));
      case 10: return Symbol('fuzz');
      default: return () => 'fn';
    }
  };
  return { value, pick };
}

function fuzz(calls: Array<[string, () => unknown]>, seed: number): void {
  for (let round = 0; round < 400; round++) {
    for (const [name, call] of calls) {
      try {
        call();
      } catch (error) {
        if (!(error instanceof NuzoError)) assert.fail(`${name} threw ${(error as Error)?.name}: ${(error as Error)?.message} (seed ${seed}, round ${round})`);
      }
    }
  }
}

test('fuzzed inputs to every core entry point produce a NuzoError or a result, never a crash', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const seed = 20261122;
  const next = rng(seed);
  const memory = remember(ctx, { content: 'The user prefers tabs in Makefiles.', kind: 'preference', scope: 'user:default' });
  const draft = createDraft(ctx, { content: 'The team deploys on Tuesdays.', kind: 'fact', scope: 'user:default', source: 'nuzo:test', confidence: 0.8, reason: 'stated' });
  const ids = { memory: memory.id, draft: 'created' in draft ? draft.created.id : '' };
  const { value } = generator(next, ids);
  const v = () => value(0) as any;
  const calls: Array<[string, () => unknown]> = [
    ['remember', () => remember(ctx, { content: v(), kind: v(), scope: v(), tags: v(), source: v(), sensitive: v(), review_after: v(), expires_at: v(), confirmed: v() })],
    ['remember(object)', () => remember(ctx, v() ?? {})],
    ['updateMemory', () => updateMemory(ctx, { id: v(), content: v(), kind: v(), scope: v(), tags: v(), status: v(), review_after: v(), expires_at: v(), expected_revision: v(), confirmed: v() })],
    ['forgetMemory', () => forgetMemory(ctx, { id: v(), mode: v(), confirmed: v(), reason: v() })],
    ['forgetMany', () => forgetMany(ctx, { scope: v(), tags: v(), all: v(), mode: v(), dry_run: v(), confirmed: v(), reason: v() })],
    ['listMemories', () => listMemories(ctx, { scopes: v(), kind: v(), tags: v(), status: v(), limit: v(), offset: v() })],
    ['createDraft', () => createDraft(ctx, { content: v(), kind: v(), scope: v(), tags: v(), source: v(), confidence: v(), reason: v(), priority: v(), origin: v(), supersedes: v() })],
    ['confirmDraft', () => confirmDraft(ctx, v(), { confirmed: v(), edits: v() })],
    ['rejectDraft', () => rejectDraft(ctx, v(), v() ?? {})],
    ['importMemories', () => importMemories(ctx, { document: v(), scope: v(), remap: v(), dry_run: v(), confirmed: v() })],
    ['importMemories(items)', () => importMemories(ctx, { document: { format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-22T00:00:00.000Z', memories: [v(), v(), v()] }, scope: next() < 0.5 ? undefined : v() })],
  ];
  fuzz(calls, seed);
  assert.equal((ctx.store.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check, 'ok');
});

// Found by this test: recall once trusted its scopes and limit (a TypeError, and a NaN
// limit interpolated into SQL); it now validates both.
test('fuzzed inputs to recall produce a NuzoError or a result, never a crash', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const seed = 20261123;
  const next = rng(seed);
  remember(ctx, { content: 'The user prefers tabs in Makefiles.', kind: 'preference', scope: 'user:default' });
  const { value } = generator(next, { memory: '', draft: '' });
  const v = () => value(0) as any;
  fuzz([['recall', () => recall(ctx, { query: v(), scopes: v(), limit: v(), projectScope: v(), recordUse: v() })]], seed);
});
