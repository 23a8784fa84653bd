import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claudeProjectDir, claudeProjectKey, findHostFiles } from '../../lib/hostfiles/sources.ts';

// Claude Code 2.1.330 names a project's folder by its path with every non-[a-zA-Z0-9]
// character as '-'; past 200 characters it keeps 200 and appends '-' + base 36 of the
// absolute 31-hash of the whole path.
test('Claude project key: short paths spelled out, long ones cut and hashed like Claude Code', () => {
  assert.equal(claudeProjectKey('/home/me/my_app.v2'), '-home-me-my-app-v2');
  const long = `/home/me/${'deep/'.repeat(50)}app`;
  const key = claudeProjectKey(long);
  let h = 0;
  for (let i = 0; i < long.length; i++) h = ((h << 5) - h + long.charCodeAt(i)) | 0;
  assert.equal(key, `${long.replace(/[^a-zA-Z0-9]/g, '-').slice(0, 200)}-${Math.abs(h).toString(36)}`);
  assert.equal(key.length, 201 + Math.abs(h).toString(36).length);
});

test('CLAUDE_CONFIG_DIR and CODEX_HOME move the hosts\' folders; Codex raw_memories.md is not read', () => {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-host-sources-'));
  try {
    const home = join(root, 'home');
    const project = join(root, 'proj');
    const claude = join(root, 'claude-cfg');
    const codex = join(root, 'codex-home');
    mkdirSync(project, { recursive: true });
    mkdirSync(join(claudeProjectDir(home, project, { CLAUDE_CONFIG_DIR: claude }), 'memory'), { recursive: true });
    writeFileSync(join(claudeProjectDir(home, project, { CLAUDE_CONFIG_DIR: claude }), 'memory', 'MEMORY.md'), '- Use pnpm.\n');
    writeFileSync(join(claude, 'CLAUDE.md'), '- Answer briefly.\n');
    mkdirSync(join(codex, 'memories'), { recursive: true });
    for (const name of ['MEMORY.md', 'memory_summary.md', 'raw_memories.md']) writeFileSync(join(codex, 'memories', name), '- Prefer small diffs.\n');
    const env = { CLAUDE_CONFIG_DIR: claude, CODEX_HOME: codex };
    const found = findHostFiles({ home, projectRoot: project, env }).map((f) => `${f.source} ${f.label}`).sort();
    assert.deepEqual(found, [
      'claude-memory claude memory/MEMORY.md',
      'claude-user-md ~/.claude/CLAUDE.md',
      'codex-memories ~/.codex/memories/MEMORY.md',
      'codex-memories ~/.codex/memories/memory_summary.md',
    ]);
    assert.equal(findHostFiles({ home, projectRoot: project }).length, 0, 'without the env, ~/.claude and ~/.codex are read');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
