// The y/N question for hard deletes only appears on a terminal; util-linux `script` gives
// the CLI a real pty here. Skipped where `script` is not available.
import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, hasScript, inTerminal, type CliSandbox } from './helpers.ts';


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
