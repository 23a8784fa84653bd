// What the CLI says when something is off, checked against the list in issue 25 item 13:
// one wording for an unknown command at any depth, with the nearest name; the parser's own
// phrases never reach the user; `--json` works before the command too; errors from the core
// read as a terminal needs them (the current revision, scope shorthands, no "ask the user");
// a listing that could not read its file fails; and no output asks a question nobody can
// answer there.
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { nearest } from '../../cli/messages.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const firstLine = (s: string) => s.split('\n')[0];

describe('usage mistakes', () => {
  it('an unknown command reads the same at every depth and offers the nearest name; exit 2', async () => {
    const top = await box.nuzo(['memroy', 'list']);
    assert.equal(top.code, 2);
    assert.equal(firstLine(top.stderr), "nuzo: Unknown command 'nuzo memroy'. Did you mean 'nuzo memory'? (INVALID_INPUT)");
    const sub = await box.nuzo(['memory', 'lst']);
    assert.equal(sub.code, 2);
    assert.equal(firstLine(sub.stderr), "nuzo: Unknown command 'nuzo memory lst'. Did you mean 'nuzo memory list'? (INVALID_INPUT)");
    const far = await box.nuzo(['memory', 'xyzzy']);
    assert.equal(firstLine(far.stderr), "nuzo: Unknown command 'nuzo memory xyzzy'. (INVALID_INPUT)");
  });

  it('a flag without its value, or a misspelt flag, is said in the CLI\'s words', async () => {
    const missing = await box.nuzo(['memory', 'list', '--scope']);
    assert.equal(missing.code, 2);
    assert.equal(firstLine(missing.stderr), 'nuzo: --scope needs a value. (INVALID_INPUT)');
    const typo = await box.nuzo(['memory', 'list', '--scoep', 'user']);
    assert.equal(typo.code, 2);
    assert.equal(firstLine(typo.stderr), "nuzo: Unknown option '--scoep'. Did you mean '--scope'? (INVALID_INPUT)");
  });

  it('--json before the command is the same as after it', async () => {
    const run = await box.nuzo(['--json', 'memory', 'list']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).total, 0);
  });

  it('nearest(): one swap, a prefix, nothing when far', () => {
    assert.equal(nearest('memroy', ['memory', 'drafts']), 'memory');
    assert.equal(nearest('rem', ['remember', 'recall']), 'remember');
    assert.equal(nearest('zzz', ['memory', 'drafts']), null);
  });
});

describe('core errors at a terminal', () => {
  it('a bad scope lists the shorthands people type', async () => {
    const run = await box.nuzo(['memory', 'remember', 'Run the linter before committing.', '--scope', 'everyone']);
    assert.equal(run.code, 2);
    assert.equal(firstLine(run.stderr), 'nuzo: --scope must be user, project, user:default, project:auto, project:<16 hex> or agent:<name>. (INVALID_SCOPE)');
  });

  it('REVISION_CONFLICT names the revision the memory is at', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'Run the linter before committing.', '--kind', 'instruction', '--json']);
    const id = saved.json.memory.id;
    const run = await box.nuzo(['memory', 'update', id, '--content', 'Run the linter and the tests before committing.', '--expected-revision', '5']);
    assert.equal(run.code, 1);
    assert.equal(firstLine(run.stderr), `nuzo: ${id} changed since it was read: it is at revision 1, not 5. See it with nuzo memory history ${id}, then retry with --expected-revision 1. (REVISION_CONFLICT)`);
  });

  it('a likely replacement is explained to the person at the terminal, briefly, with the flags that decide', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'We use pnpm for package management in this repo.', '--kind', 'project_decision', '--json']);
    const run = await box.nuzo(['memory', 'remember', 'We switched from pnpm to yarn 4 for package management.', '--kind', 'project_decision']);
    assert.equal(run.code, 1);
    const line = firstLine(run.stderr);
    assert.match(line, new RegExp(`^nuzo: refused: This looks like it replaces an active memory.*; nothing was saved\\. Pass --supersedes ${saved.json.memory.id} to replace it, or --keep-both\\. \\(SUPERSEDE_CANDIDATE\\)$`));
    assert.doesNotMatch(line, /ask the user/);
    assert.ok(line.length < 200, `${line.length} characters`);
  });

  it('team list on a file git left in conflict fails (exit 1) and says what to run', async () => {
    assert.equal((await box.nuzo(['team', 'add', 'Releases are cut from main.'])).code, 0);
    const path = join(box.project, '.nuzo', 'team.ndjson');
    const [header, line] = readFileSync(path, 'utf8').trimEnd().split('\n');
    writeFileSync(path, `${header}\n<<<<<<< HEAD\n${line}\n=======\n${line.replace('main', 'trunk')}\n>>>>>>> other\n`);
    const run = await box.nuzo(['team', 'list']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /run nuzo team check/);
    assert.equal((await box.nuzo(['team', 'list', '--json'])).code, 1);
  });
});

describe('words in reports', () => {
  it('doctor counts in the singular for one, and names docs/configuration.md for config keys', async () => {
    box.draft({ content: 'The user prefers concise final answers.' });
    mkdirSync(box.home, { recursive: true });
    writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { max_results: 'many' } }));
    const run = await box.nuzo(['memory', 'doctor']);
    assert.match(run.stdout, /; 1 pending draft\.\n/);
    assert.match(run.stdout, /docs\/configuration\.md lists every key/);
    assert.doesNotMatch(run.stdout, /README lists every key/);
  });

  it('the capture dry run asks nothing and does not call small talk a refusal', async () => {
    const transcript = join(box.root, 't.jsonl');
    writeFileSync(transcript, claudeTurn('hello', { sessionId: 's1', cwd: box.project }) + claudeTurn('For this repo, always run the linter before committing.', { sessionId: 's1', cwd: box.project }));
    const run = await box.nuzo(['capture', '--transcript', transcript]);
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stdout, /Refused[^\n]*chatter/);
    assert.match(run.stdout, /^Not memory material: small talk ×1$/m);
    assert.match(run.stdout, /would be proposed/);
    assert.doesNotMatch(run.stdout, /Confirm, edit, or reject\?/);
  });
});
