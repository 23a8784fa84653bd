// The committed label file and manifest of bench/capture-real, checked for shape and
// consistency (no fetched data needed): every label is well formed, each canonical statement
// carries its own key terms, restated groups agree, every session's turns are numbered 1..n,
// and no held-back repository is listed.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draftMatches, isHeldBack, type ExpectedMemory } from '../../bench/lib/capture-real.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'capture-real');
type Label = { turn: string; hash: string; pasted: boolean | 'mixed'; expect: ExpectedMemory[] };
const labels: Label[] = readFileSync(join(dir, 'labels.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  sources: Array<{ id: string; repo: string; commit: string; licence: string; author: string; split: string }>;
  sessions: Array<{ id: string; source: string; path: string; format: string; sha256: string }>;
};

test('the manifest pins every session and lists no held-back repository', () => {
  const sourceIds = new Set(manifest.sources.map((s) => s.id));
  for (const s of manifest.sources) {
    assert.equal(isHeldBack(s.repo), false, s.repo);
    assert.match(s.commit, /^[0-9a-f]{40}$/, s.id);
    assert.ok(s.licence.length > 0 && s.author.length > 0, s.id);
    assert.ok(['dev', 'heldout'].includes(s.split), s.id);
  }
  const ids = manifest.sessions.map((s) => s.id);
  assert.equal(new Set(ids).size, ids.length, 'session ids are unique');
  for (const s of manifest.sessions) {
    assert.ok(sourceIds.has(s.source), s.id);
    assert.match(s.sha256, /^[0-9a-f]{64}$/, s.id);
    assert.ok(['specstory', 'claude', 'codex'].includes(s.format), s.id);
  }
  assert.ok(manifest.sessions.length >= 40, 'at least 40 sessions');
  assert.ok(new Set(manifest.sources.map((s) => s.author)).size >= 5, 'at least 5 authors');
});

test('every label is well formed and every session is labelled turn 1..n', () => {
  const sessions = new Set(manifest.sessions.map((s) => s.id));
  const ordinals = new Map<string, number[]>();
  const seen = new Set<string>();
  for (const l of labels) {
    assert.ok(!seen.has(l.turn), `duplicate ${l.turn}`);
    seen.add(l.turn);
    const m = /^(.+)#(\d+)$/.exec(l.turn);
    assert.ok(m && sessions.has(m[1]), l.turn);
    ordinals.set(m![1], [...(ordinals.get(m![1]) ?? []), Number(m![2])]);
    assert.match(l.hash, /^[0-9a-f]{8}$/, l.turn);
    assert.ok([true, false, 'mixed'].includes(l.pasted), l.turn);
    if (l.pasted === true) assert.deepEqual(l.expect, [], `${l.turn}: a pasted-only turn expects nothing`);
    for (const e of l.expect) {
      assert.ok(['preference', 'project_decision', 'fact', 'instruction', 'note'].includes(e.kind), l.turn);
      assert.ok(['user', 'project'].includes(e.scope), l.turn);
      assert.ok(['high', 'normal'].includes(e.importance), l.turn);
      assert.ok(e.terms.length > 0, l.turn);
      for (const cue of e.cue ?? []) assert.ok(['numbered_answer', 'project_identity'].includes(cue), `${l.turn}: cue ${cue}`);
      for (const term of e.terms) for (const alt of term.split('|')) assert.ok(alt.length >= 3, `${l.turn}: term "${term}" has an alternative too short to mean anything`);
      assert.ok(draftMatches(e.memory, e), `${l.turn}: "${e.memory}" does not carry its own terms ${JSON.stringify(e.terms)}`);
    }
  }
  for (const [session, list] of ordinals) assert.deepEqual(list, list.map((_, i) => i + 1), `${session}: turns numbered 1..n in order`);
  assert.ok(labels.length >= 300, 'at least 300 typed turns');
});

test('a restated memory says the same thing on every turn of its group', () => {
  const groups = new Map<string, string>();
  for (const l of labels) {
    for (const e of l.expect) {
      if (!e.group) continue;
      const key = `${l.turn.split('#')[0]}:${e.group}`;
      const before = groups.get(key);
      if (before === undefined) groups.set(key, `${e.memory}|${e.kind}|${e.scope}`);
      else assert.equal(`${e.memory}|${e.kind}|${e.scope}`, before, `${l.turn} group ${e.group}`);
    }
  }
  assert.ok(groups.size > 0);
});
