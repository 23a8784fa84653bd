import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { detectFormat, parseTranscriptFile, parseTranscriptLines, readNewLines } from '../../lib/transcript/index.ts';
import type { CaptureEvent } from '../../lib/transcript/index.ts';
import { fixturesDir, listJsonl } from './helpers.ts';

const claudeFiles = existsSync(join(fixturesDir, 'claude')) ? listJsonl(join(fixturesDir, 'claude')) : [];
const codexFiles = existsSync(join(fixturesDir, 'codex')) ? listJsonl(join(fixturesDir, 'codex')) : [];

function rel(path: string): string {
  return path.slice(fixturesDir.length + 1);
}

function headLines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').slice(0, 50);
}

function assertWellFormed(events: CaptureEvent[], host: 'claude' | 'codex'): void {
  for (const e of events) {
    assert.equal(e.host, host);
    assert.ok(e.ref.length > 0, 'every event has a ref');
    if (e.kind === 'user_message' || e.kind === 'assistant_message') assert.ok(e.text && e.text.trim() === e.text && e.text.length > 0);
    else assert.equal(e.text, undefined, 'only messages carry text');
    if (e.kind === 'tool_call' || e.kind === 'tool_result') {
      assert.ok(e.tool, 'tool events carry tool metadata');
      assert.ok((e.tool.command ?? '').length <= 200);
    }
    const text = e.text ?? '';
    assert.ok(!text.includes('<system-reminder>'), 'system reminders are stripped');
    assert.ok(!text.includes('NUZO-RECALL'), 'our own recall is stripped');
  }
}

describe('shared transcript fixtures', () => {
  test('the fixture folders are reachable through NUZO_SHARED or ../shared', () => {
    assert.ok(claudeFiles.length >= 10, `expected Claude fixtures under ${fixturesDir}`);
    assert.ok(codexFiles.length >= 5, `expected Codex fixtures under ${fixturesDir}`);
  });

  for (const file of claudeFiles) {
    test(`Claude fixture ${rel(file)} is detected as claude and parses without throwing`, () => {
      assert.equal(detectFormat(headLines(file)), 'claude');
      const parsed = parseTranscriptFile(file);
      assert.equal(parsed.format, 'claude');
      assert.ok(parsed.stats.lines > 0);
      assert.equal(parsed.stats.events, parsed.events.length);
      assertWellFormed(parsed.events, 'claude');
      if (file.includes('/subagents/')) assert.ok(parsed.events.every((e) => e.sidechain), 'subagent files are sidechains');
    });
  }

  for (const file of codexFiles) {
    test(`Codex fixture ${rel(file)} is detected as codex and parses without throwing`, () => {
      assert.equal(detectFormat(headLines(file)), 'codex');
      const parsed = parseTranscriptFile(file);
      assert.equal(parsed.format, 'codex');
      assert.ok(parsed.stats.lines > 0);
      assertWellFormed(parsed.events, 'codex');
    });
  }

  test('every fixture yields identical refs when parsed twice and when read incrementally', () => {
    for (const file of [...claudeFiles, ...codexFiles]) {
      const once = parseTranscriptFile(file).events.map((e) => `${e.kind}|${e.ref}`);
      const twice = parseTranscriptFile(file).events.map((e) => `${e.kind}|${e.ref}`);
      assert.deepEqual(twice, once, rel(file));
      // The Stop hook path: reader lines (absolute offsets) into the same parser.
      const read = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 }, { maxBytes: 64 * 1024 * 1024 });
      const incremental = parseTranscriptLines(read.lines, { path: file }).events.map((e) => `${e.kind}|${e.ref}`);
      assert.deepEqual(incremental, once, rel(file));
    }
  });

  test('captured Claude 2.1.330 sessions keep typed prompts and drop hook, command and compaction text', () => {
    const file = claudeFiles.find((f) => f.includes('3734f7a5') && !f.includes('/subagents/'));
    assert.ok(file);
    const { events } = parseTranscriptFile(file);
    const users = events.filter((e) => e.kind === 'user_message').map((e) => e.text);
    assert.deepEqual(users, ['NUZOTEST: which package manager does this project use?', 'NUZOAGENT: delegate listing markdown files']);
    assert.equal(events.filter((e) => e.kind === 'compaction').length, 1);
    assert.ok(events.some((e) => e.kind === 'tool_call' && e.tool?.name === 'Read' && e.tool.file_paths.length === 1));
  });

  test('captured Codex 0.169.0 rollouts keep typed prompts and never the NUZO-RECALL developer context', () => {
    const file = codexFiles.find((f) => f.includes('01a201a3-d372'));
    assert.ok(file);
    const { events } = parseTranscriptFile(file);
    const users = events.filter((e) => e.kind === 'user_message').map((e) => e.text);
    assert.deepEqual(users, ['NUZOTEST: remember that this project uses pnpm', 'what did we decide?']);
    const call = events.find((e) => e.kind === 'tool_call');
    assert.equal(call?.tool?.name, 'mcp__probe__memory_remember');
    assert.equal(events.find((e) => e.kind === 'tool_result')?.tool?.name, 'mcp__probe__memory_remember');
    assert.ok(events.every((e) => e.session_id === '01a201a3-d372-7d31-b0df-b437b738d67d'));
  });

  test('a Codex 0.58 rollout drops the environment context and takes each prompt once', () => {
    const file = codexFiles.find((f) => f.includes('codex-session-view'));
    assert.ok(file);
    const { events, stats } = parseTranscriptFile(file);
    const users = events.filter((e) => e.kind === 'user_message');
    assert.equal(users.length, 1);
    assert.ok(users[0]!.text!.startsWith('finish up the users work'));
    assert.equal(stats.skipped.injected_context, 1);
    const calls = events.filter((e) => e.kind === 'tool_call');
    assert.equal(calls.length, 39);
    assert.equal(calls[0]!.tool!.command, 'ls');
  });
});
