// The fields an upstream Nuzo import carries in (confidence, confidence_state, provenance,
// relations) are shown where memories are: `nuzo memory list` (human and --json), `nuzo
// memory history`, and the MCP memory_list tool, through the built dist/cli.js and
// dist/mcp-server.js. A relation to a memory outside the MCP session's fence is not shown.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { importMemories } from '../../lib/transfer/index.ts';
import { CLI, connect, ok, otherProject } from '../server/helpers.ts';
import { projectScopeFor } from '../../lib/project/identity.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

const AT = '2026-01-01T00:00:00.000Z';

function item(content: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { scope: 'user:default', kind: 'fact', content, tags: [], source: 'codex:mcp', created_at: AT, updated_at: AT, last_used_at: null, archived_at: null, ...over };
}

function seed(box: Sandbox): Record<string, string> {
  const other = projectScopeFor(otherProject(box));
  const ctx = box.open();
  const report = importMemories(ctx, {
    confirmed: true,
    document: {
      format: 'nuzo-memory-export',
      version: 1,
      exported_at: AT,
      memories: [
        item('The build uses esbuild for bundles.', { confidence: 0.6, confidence_state: 'inferred', provenance: { kind: 'file', path: 'docs/build.md', line: 7, host: 'codex\u001b[2J' } }),
        item('The old build used webpack.', { confidence_state: 'deprecated' }),
        item('The other project deploys on Fridays.', { scope: other }),
        item('The user likes short answers.'),
      ],
      relations: [
        { source_index: 0, target_index: 1, relation: 'supersedes', reason: 'Moved to esbuild.', created_at: AT },
        { source_index: 0, target_index: 2, relation: 'related_to', reason: null, created_at: AT },
      ],
    },
  });
  const ids: Record<string, string> = {};
  ['esbuild', 'webpack', 'other', 'plain'].forEach((name, i) => { ids[name] = report.items[i].id!; });
  assert.ok(Object.values(ids).every(Boolean), 'all four imported');
  ctx.store.close();
  return ids;
}

function cli(box: Sandbox, args: string[]): { code: number | null; stdout: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: box.project, env: box.env, encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, stdout: run.stdout };
}

test('nuzo memory list and history show carried fields (JSON as stored, human through the sanitizer)', () => {
  const box = sandbox();
  try {
    const ids = seed(box);
    const listed = cli(box, ['memory', 'list', '--all-scopes', '--json']);
    assert.equal(listed.code, 0);
    const byId = new Map((JSON.parse(listed.stdout).memories as any[]).map((m) => [m.id, m]));
    const esbuild = byId.get(ids.esbuild);
    assert.equal(esbuild.confidence, 0.6);
    assert.equal(esbuild.confidence_state, 'inferred');
    assert.deepEqual(esbuild.provenance, { kind: 'file', path: 'docs/build.md', line: 7, host: 'codex\u001b[2J' });
    assert.deepEqual(esbuild.relations, [
      { relation: 'supersedes', target_id: ids.webpack, reason: 'Moved to esbuild.' },
      { relation: 'related_to', target_id: ids.other, reason: null },
    ]);
    assert.equal(byId.get(ids.webpack).confidence_state, 'deprecated');
    assert.deepEqual(byId.get(ids.webpack).relations, [{ relation: 'supersedes', source_id: ids.esbuild, reason: 'Moved to esbuild.' }]);
    const plain = byId.get(ids.plain);
    for (const field of ['confidence', 'confidence_state', 'provenance', 'relations']) assert.equal(field in plain, false, `${field} absent when default`);

    const human = cli(box, ['memory', 'list', '--all-scopes']).stdout;
    assert.match(human, /confidence 0\.6 · inferred · from file via codex\\x1b\[2J docs\/build\.md:7 · supersedes mem_/);
    assert.ok(!human.includes('\u001b[2J'), 'no raw escape reaches the terminal');

    const history = cli(box, ['memory', 'history', ids.esbuild, '--json']);
    const h = JSON.parse(history.stdout);
    assert.equal(h.confidence, 0.6);
    assert.equal(h.provenance.kind, 'file');
    assert.equal(h.relations.length, 2);
    assert.match(cli(box, ['memory', 'history', ids.esbuild]).stdout, /^Carried: confidence 0\.6 · inferred · from file/m);
  } finally {
    box.cleanup();
  }
});

test('MCP memory_list returns carried fields, leaving out relations to memories beyond the fence', async () => {
  const box = sandbox();
  try {
    const ids = seed(box);
    const session = await connect(box);
    try {
      const out = ok(await session.call('memory_list', { scope: 'user:default', project_root: box.project }));
      const esbuild = out.memories.find((m: any) => m.id === ids.esbuild);
      assert.equal(esbuild.confidence, 0.6);
      assert.equal(esbuild.confidence_state, 'inferred');
      assert.equal(esbuild.provenance.path, 'docs/build.md');
      assert.deepEqual(esbuild.relations, [{ relation: 'supersedes', target_id: ids.webpack, reason: 'Moved to esbuild.' }]);
      assert.ok(!JSON.stringify(out).includes(ids.other), 'the other project\'s memory id is not shown');
    } finally {
      await session.close();
    }
  } finally {
    box.cleanup();
  }
});
