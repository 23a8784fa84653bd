// The export policy itself (lib/transfer/export-target.ts): which names are a host's
// instruction files, judged below the base that holds them, on real folders.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertExportTarget, instructionFileReason } from '../../lib/transfer/export-target.ts';

test('instruction files by name and folder, case-insensitive, invisible characters ignored; ordinary files pass', () => {
  for (const path of ['CLAUDE.md', 'x/Agents.md', 'AGENTS.MARKDOWN', 'gemini.md', 'CLAUDE\u200b.md', '.claude/commands/a.md', '.Codex/a.json', 'a/.GITHUB/b.md', '.cursor/rules/r.md', '.nuzo/team.ndjson', '.mcp.json']) {
    assert.ok(instructionFileReason(path), path);
  }
  for (const path of ['memories.json', 'docs/claude-notes.md', 'agents/list.json', 'exports/CLAUDE.json', 'github/x.md']) {
    assert.equal(instructionFileReason(path), null, path);
  }
});

test('a project checked out under ~/.codex is judged from its own root; NUZO_HOME (~/.nuzo) from its own', (t) => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-target-')));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const project = join(root, '.codex', 'worktrees', 'repo');
  const home = join(root, '.nuzo');
  mkdirSync(join(project, '.codex'), { recursive: true });
  mkdirSync(join(home, 'exports'), { recursive: true });
  const rules = { allowedRoots: [join(home, 'exports'), project], home };
  assert.equal(assertExportTarget(join(project, 'm.json'), rules), join(project, 'm.json'));
  assert.equal(assertExportTarget(join(home, 'exports', 'm.json'), rules), join(home, 'exports', 'm.json'));
  assert.throws(() => assertExportTarget(join(project, '.codex', 'm.json'), rules), { code: 'PATH_NOT_ALLOWED' });
  assert.throws(() => assertExportTarget(join(project, 'AGENTS.md'), rules), { code: 'PATH_NOT_ALLOWED' });
});
