// The y/N question for hard deletes only appears on a terminal; util-linux `script` gives
// the CLI a real pty here. Skipped where `script` is not available.
import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, hasScript, inTerminal, inTerminalDialog, type CliSandbox } from './helpers.ts';


let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

describe('hard deletes in a terminal', { skip: hasScript ? false : 'util-linux script is not available' }, () => {
  it('asks y/N: "n" deletes nothing (CONFIRMATION_DECLINED), "y" deletes', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'Use tabs in Makefiles.', '--kind', 'instruction', '--json']);
    const id = saved.json.memory.id;
    const declined = await inTerminal(box, ['memory', 'forget', id, '--delete'], 'n');
    assert.equal(declined.code, 1, declined.output);
    assert.match(declined.output, new RegExp(`Permanently delete ${id}\\? \\[y/N\\]`));
    assert.match(declined.output, /refused: You answered no; nothing was deleted\. \(CONFIRMATION_DECLINED\)/);
    const still = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(still.json.total, 1);
    const accepted = await inTerminal(box, ['memory', 'forget', id, '--delete'], 'y');
    assert.equal(accepted.code, 0, accepted.output);
    assert.match(accepted.output, new RegExp(`Deleted ${id}\\.`));
    const gone = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(gone.json.total, 0);
  });
});

describe('a correction in a terminal', { skip: hasScript ? false : 'util-linux script is not available' }, () => {
  it('replacing is the default, as on the page; an invalid answer is asked again; n keeps both', async () => {
    const old = (await box.nuzo(['memory', 'remember', 'We use pnpm for package management in this repo.', '--json'])).json.memory;
    assert.equal(old.kind, 'note', 'the default kind, the page\'s too (lib/limits.ts DEFAULT_KIND)');
    const question = '[Y/n]';
    const replaced = await inTerminalDialog(box, ['memory', 'remember', 'We switched from pnpm to yarn 4 for package management.'], [
      { prompt: question, answer: 'r' },
      { prompt: question, answer: '' },
    ]);
    assert.equal(replaced.code, 0, replaced.output);
    assert.match(replaced.output, /Please answer y \(replace it; the default\) or n \(keep both\)\./);
    assert.match(replaced.output, new RegExp(`Archived ${old.id}, which it replaces`));
    const archived = await box.nuzo(['memory', 'list', '--status', 'archived', '--json']);
    assert.deepEqual(archived.json.memories.map((m: { id: string }) => m.id), [old.id]);

    const again = (await box.nuzo(['memory', 'remember', 'We run eslint on every commit in this repo.', '--json'])).json.memory;
    const kept = await inTerminalDialog(box, ['memory', 'remember', 'We no longer run eslint on every commit in this repo.'], [{ prompt: question, answer: 'n' }]);
    assert.equal(kept.code, 0, kept.output);
    assert.ok(kept.output.includes(question), kept.output);
    const active = await box.nuzo(['memory', 'list', '--json']);
    assert.ok(active.json.memories.some((m: { id: string }) => m.id === again.id), 'n keeps both');
  });
});
