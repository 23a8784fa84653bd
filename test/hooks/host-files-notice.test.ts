// SessionStart says once that host memory files (CLAUDE.md, AGENTS.md, …) were found and not
// imported yet: the first session hears it, the next does not, and after `nuzo memory
// import-host` nothing is said. Built hook (dist/hook.cjs) and CLI (dist/cli.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsUser, sessionStart } from '../server/helpers.ts';
import { sandbox } from '../support/sandbox.ts';

const NOTE = /host memory files? \(CLAUDE\.md, AGENTS\.md\) (was|were) found and not imported yet/;

function contextOf(stdout: string): string {
  return stdout ? (JSON.parse(stdout).hookSpecificOutput?.additionalContext ?? '') : '';
}

test('SessionStart mentions unimported host memory files once, and not after an import', () => {
  const box = sandbox();
  try {
    box.open().store.close();
    writeFileSync(join(box.project, 'CLAUDE.md'), '# Repo\n\n- Use pnpm for installs, never npm.\n');
    const first = contextOf(sessionStart(box, box.project));
    assert.match(first, NOTE, 'first session is told');
    assert.match(first, /nuzo memory import-host --dry-run/);
    assert.doesNotMatch(contextOf(sessionStart(box, box.project)), NOTE, 'second session is not');

    mkdirSync(join(box.root, 'home', '.codex'), { recursive: true });
    writeFileSync(join(box.root, 'home', '.codex', 'AGENTS.md'), '- Keep answers short.\n');
    const run = runAsUser(box, 'nuzo memory import-host');
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(contextOf(sessionStart(box, box.project)), NOTE, 'nothing after an import, even for a file never mentioned');
  } finally {
    box.cleanup();
  }
});
