// The CLI's exit-code contract, case by case against the built dist/cli.js: 2 for input
// and usage errors, 1 for refusals and failures, 0 for success; each failure one stderr
// line whose wording matches the case, refusals all phrased "refused: <reason> <hint>".
import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
let saved: string;
before(async () => {
  box = cliSandbox();
  const run = await box.nuzo(['memory', 'remember', 'The user prefers tabs over spaces.', '--scope', 'user', '--json']);
  saved = run.json.memory.id;
  writeFileSync(join(box.project, 'notes.md'), '# Notes\n\nNot an export.\n');
  writeFileSync(join(box.project, 'notes.txt'), 'plain words, not JSON\n');
  writeFileSync(join(box.project, 'README.md'), '# A project\n\nHello.\n');
  writeFileSync(join(box.project, 'empty.jsonl'), '');
  mkdirSync(join(box.project, 'folder'));
});
after(() => box.cleanup());

type Outcome = 'ok' | 'input' | 'refused' | 'failed';
const EXIT: Record<Outcome, number> = { ok: 0, input: 2, refused: 1, failed: 1 };

type Case = {
  name: string;
  args: () => string[];
  outcome: Outcome;
  code?: string; // the JSON error code, when it fails
  stderr?: RegExp;
  env?: Record<string, string>;
};

const MISSING_ID = 'mem_01ARZ3NDEKTSV4RRFFQ69G5FAV';

const CASES: Case[] = [
  // Input and usage errors: fix what was typed.
  { name: 'empty content', args: () => ['memory', 'remember', '', '--scope', 'user'], outcome: 'input', code: 'CONTENT_EMPTY', stderr: /must not be empty/ },
  { name: 'content over the limit', args: () => ['memory', 'remember', 'word '.repeat(1700), '--scope', 'user'], outcome: 'input', code: 'CONTENT_TOO_LONG' },
  { name: 'unknown kind', args: () => ['memory', 'remember', 'x is y', '--kind', 'opinion', '--scope', 'user'], outcome: 'input', code: 'INVALID_KIND', stderr: /Kind must be one of/ },
  { name: 'malformed scope', args: () => ['memory', 'remember', 'x is y', '--scope', 'team:all'], outcome: 'input', code: 'INVALID_SCOPE' },
  { name: 'malformed tag', args: () => ['memory', 'remember', 'x is y', '--scope', 'user', '--tag', 'Not A Tag!'], outcome: 'input', code: 'INVALID_TAGS' },
  { name: 'bad limit', args: () => ['memory', 'recall', 'tabs', '--limit', '0'], outcome: 'input', code: 'INVALID_INPUT', stderr: /--limit must be an integer from 1 to 50/ },
  { name: 'malformed memory id', args: () => ['memory', 'update', 'mem_bad', '--content', 'x'], outcome: 'input', code: 'INVALID_INPUT', stderr: /A memory id looks like mem_/ },
  { name: 'malformed draft id', args: () => ['drafts', 'show', 'drf_bad'], outcome: 'input', code: 'INVALID_INPUT', stderr: /A draft id looks like drf_/ },
  { name: 'unknown flag', args: () => ['memory', 'list', '--frob'], outcome: 'input', code: 'INVALID_INPUT', stderr: /Unknown option '--frob'/ },
  { name: 'missing argument', args: () => ['memory', 'forget'], outcome: 'input', code: 'INVALID_INPUT', stderr: /Missing argument/ },
  { name: 'unknown command', args: () => ['memory', 'frobnicate'], outcome: 'input', code: 'INVALID_INPUT', stderr: /Unknown command/ },
  { name: 'empty selector', args: () => ['memory', 'forget-many'], outcome: 'input', code: 'INVALID_INPUT', stderr: /Select memories/ },
  { name: 'import of a file that does not exist', args: () => ['memory', 'import', 'gone.json'], outcome: 'input', code: 'INVALID_INPUT', stderr: /The import file does not exist\./ },
  { name: 'import of a directory', args: () => ['memory', 'import', 'folder'], outcome: 'input', code: 'INVALID_INPUT', stderr: /is a directory/ },
  { name: 'import of Markdown', args: () => ['memory', 'import', 'notes.md'], outcome: 'input', code: 'IMPORT_INVALID', stderr: /Markdown export, which is for reading and cannot be imported/ },
  { name: 'import of text that is not JSON', args: () => ['memory', 'import', 'notes.txt'], outcome: 'input', code: 'IMPORT_INVALID', stderr: /not valid JSON/ },
  { name: 'transcript that is a directory', args: () => ['capture', '--transcript', 'folder'], outcome: 'input', code: 'INVALID_INPUT', stderr: /The transcript is a directory/ },
  { name: 'transcript that does not exist', args: () => ['capture', '--transcript', 'gone.jsonl'], outcome: 'input', code: 'INVALID_INPUT', stderr: /The transcript does not exist/ },
  { name: 'empty transcript', args: () => ['capture', '--transcript', 'empty.jsonl'], outcome: 'input', code: 'INVALID_INPUT', stderr: /The transcript is empty; expected a Claude Code transcript or a Codex rollout/ },
  { name: 'a README as transcript', args: () => ['capture', '--transcript', 'README.md'], outcome: 'input', code: 'INVALID_INPUT', stderr: /not a transcript Nuzo can read; expected a Claude Code transcript or a Codex rollout/ },
  // Refusals: policy, scope, confirmation. Nothing was done.
  { name: 'a secret', args: () => ['memory', 'remember', 'My token is ghp_abcdefghijklmnopqrstuvwxyz0123456789', '--scope', 'user'], outcome: 'refused', code: 'SECRET_DETECTED', stderr: /^nuzo: refused: .+ Store where the credential lives/ },
  { name: 'a duplicate', args: () => ['memory', 'remember', 'The user prefers tabs over spaces.', '--scope', 'user'], outcome: 'refused', code: 'DUPLICATE_MEMORY', stderr: /^nuzo: refused: .+ The existing one is mem_/ },
  { name: 'a disabled Nuzo', args: () => ['memory', 'remember', 'x is y', '--scope', 'user'], env: { NUZO_DISABLED: '1' }, outcome: 'refused', code: 'SCOPE_DISABLED', stderr: /^nuzo: refused: .+NUZO_DISABLED/ },
  { name: 'a hard delete without --yes', args: () => ['memory', 'forget', saved, '--delete'], outcome: 'refused', code: 'CONFIRMATION_REQUIRED', stderr: /^nuzo: refused: A hard delete needs --yes/ },
  { name: 'an export into NUZO_HOME', args: () => ['memory', 'export', '--path', join(box.home, 'memory', 'x.json')], outcome: 'refused', code: 'PATH_NOT_ALLOWED', stderr: /^nuzo: refused: That path is not allowed/ },
  // Failures: well-formed requests that could not be done.
  { name: 'a memory that does not exist', args: () => ['memory', 'forget', MISSING_ID], outcome: 'failed', code: 'MEMORY_NOT_FOUND', stderr: /^nuzo: No memory with that id\./ },
  { name: 'a stale revision', args: () => ['memory', 'update', saved, '--content', 'The user prefers tabs.', '--expected-revision', '9'], outcome: 'failed', code: 'REVISION_CONFLICT' },
  // Success.
  { name: 'a recall', args: () => ['memory', 'recall', 'tabs'], outcome: 'ok' },
  { name: 'a dry-run bulk archive', args: () => ['memory', 'forget-many', '--scope', 'user'], outcome: 'ok' },
];

describe('exit codes', () => {
  for (const c of CASES) {
    it(`${c.name} exits ${EXIT[c.outcome]}${c.code ? ` (${c.code})` : ''}`, async () => {
      const run = await box.nuzo([...c.args(), '--json'], { env: c.env });
      assert.equal(run.code, EXIT[c.outcome], run.stderr);
      if (c.outcome === 'ok') {
        assert.equal(run.stderr, '');
        return;
      }
      assert.equal(run.json?.error?.code, c.code, run.stdout);
      // One reason line (usage errors add one "Run '... --help'" line).
      const lines = run.stderr.trimEnd().split('\n');
      assert.ok(lines.length === 1 || (lines.length === 2 && /^Run '.+ --help' for usage\.$/.test(lines[1])), run.stderr);
      assert.ok(lines[0].endsWith(`(${c.code})`), lines[0]);
      if (c.stderr) assert.match(lines[0], c.stderr);
      // Refusals, and only refusals, speak "refused:".
      assert.equal(lines[0].startsWith('nuzo: refused: '), c.outcome === 'refused', lines[0]);
    });
  }

  it('--help states the contract', async () => {
    const top = await box.nuzo(['--help']);
    assert.match(top.stdout, /^Exit codes: 0 success, 1 refused \(policy, scope, confirmation\) or failed, 2 input or usage error\.$/m);
    const command = await box.nuzo(['memory', 'remember', '--help']);
    assert.match(command.stdout, /^Exit codes: 0 success, 1 refused/m);
  });
});
