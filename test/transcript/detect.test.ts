import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { detectFormat, isUserTurnStart, parseTranscriptFile } from '../../lib/transcript/index.ts';
import { claude, codex, tempDir } from './helpers.ts';

describe('detectFormat', () => {
  test('Claude lines are detected after comment and blank lines.', () => {
    assert.equal(detectFormat(['// Source: gist', '', '{"type":"file-history-snapshot","messageId":"m"}']), 'claude');
    assert.equal(detectFormat([claude.user('hi')]), 'claude');
  });

  test('Codex lines are detected from any record with a payload.', () => {
    assert.equal(detectFormat([codex.event('token_count')]), 'codex');
    assert.equal(detectFormat([codex.meta()]), 'codex');
  });

  test('Anything else is unknown, and an unknown file parses to no events.', (t) => {
    assert.equal(detectFormat(['not json', '{"hello":1}', '[1,2]']), 'unknown');
    assert.equal(detectFormat([]), 'unknown');
    const file = join(tempDir(t), 'notes.jsonl');
    writeFileSync(file, 'just some text\n{"a":1}\n');
    const parsed = parseTranscriptFile(file);
    assert.equal(parsed.format, 'unknown');
    assert.deepEqual(parsed.events, []);
  });
});

describe('isUserTurnStart', () => {
  test('Only a typed message in the main conversation starts a turn.', () => {
    assert.equal(isUserTurnStart(claude.user('fix it')), true);
    assert.equal(isUserTurnStart(claude.user('fix it', { isSidechain: true })), false);
    assert.equal(isUserTurnStart(claude.user('Stop hook feedback:\nx', { isMeta: true })), false);
    assert.equal(isUserTurnStart(claude.toolResult('toolu_1', 'x')), false);
    assert.equal(isUserTurnStart(codex.message('user', ['fix it'])), true);
    assert.equal(isUserTurnStart(codex.message('user', ['<environment_context/>'])), false);
    assert.equal(isUserTurnStart(codex.event('user_message', { message: 'fix it' })), false);
  });
});
