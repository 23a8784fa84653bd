import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codexSessionIdFromPath, parseCodexLines } from '../../lib/transcript/codex.ts';
import type { SkipReason } from '../../lib/transcript/events.ts';
import { codex } from './helpers.ts';

const skipCases: { title: string; line: () => string; reason: SkipReason }[] = [
  { title: 'developer messages, including hook context', line: () => codex.message('developer', ['NUZO-RECALL: prefer pnpm']), reason: 'developer_message' },
  { title: 'environment context', line: () => codex.message('user', ['<environment_context>\n  <cwd>/x</cwd>\n</environment_context>']), reason: 'injected_context' },
  { title: 'AGENTS.md instructions', line: () => codex.message('user', ['# AGENTS.md instructions for /x\n\n<INSTRUCTIONS>be terse</INSTRUCTIONS>']), reason: 'injected_context' },
  { title: 'user instructions', line: () => codex.message('user', ['<user_instructions>be terse</user_instructions>']), reason: 'injected_context' },
  { title: 'permission instructions', line: () => codex.message('user', ['<permissions instructions>\nsandboxing…']), reason: 'injected_context' },
  { title: 'our recall fence in a user item', line: () => codex.message('user', ['<nuzo-recall>- prefer pnpm</nuzo-recall>']), reason: 'nuzo_recall' },
  {
    title: 'user items whose 0.169 content kind is not typed text',
    line: () =>
      codex.message('user', ['anything'], {
        internal_chat_message_metadata_passthrough: { content_item_kinds: ['environments.environment_context'] },
      }),
    reason: 'injected_context',
  },
  { title: 'event_msg user messages, which restate response items', line: () => codex.event('user_message', { message: 'hello' }), reason: 'duplicate_event' },
  { title: 'event_msg agent messages', line: () => codex.event('agent_message', { message: 'hi' }), reason: 'duplicate_event' },
  { title: 'token counts', line: () => codex.event('token_count', { info: null }), reason: 'ignored_type' },
  {
    title: 'reasoning items',
    line: () => codex.raw('response_item', { type: 'reasoning', summary: [{ type: 'summary_text', text: 'x' }], encrypted_content: 'gAAA' }),
    reason: 'thinking',
  },
  { title: 'turn context records', line: () => codex.raw('turn_context', { cwd: '/x', model: 'gpt-5.5' }), reason: 'ignored_type' },
  { title: 'unknown record types', line: () => codex.raw('brand_new_record', { a: 1 }), reason: 'unknown_type' },
  { title: 'unknown response items', line: () => codex.raw('response_item', { type: 'brand_new_item' }), reason: 'unknown_type' },
  { title: 'malformed JSON', line: () => '{"timestamp":"x","type":"response_item","payload":{', reason: 'malformed_json' },
];

describe('parseCodexLines skip rules', () => {
  for (const c of skipCases) {
    test(`It skips ${c.title} and counts them as ${c.reason}.`, () => {
      const { events, stats } = parseCodexLines([c.line()]);
      assert.deepEqual(events, []);
      assert.ok((stats.skipped[c.reason] ?? 0) >= 1, JSON.stringify(stats.skipped));
    });
  }
});

describe('parseCodexLines events', () => {
  test('Each prompt and answer is taken once, from response items, in file order.', () => {
    const { events, stats } = parseCodexLines(
      [
        codex.meta(),
        codex.message('user', ['<environment_context><cwd>/x</cwd></environment_context>']),
        codex.message('user', ['use pnpm here']),
        codex.event('user_message', { message: 'use pnpm here' }),
        codex.event('agent_message', { message: 'Noted.' }),
        codex.message('assistant', ['Noted.']),
      ],
      { path: codex.path('/h/.codex/sessions/2026/11/22') },
    );
    assert.deepEqual(
      events.map((e) => [e.kind, e.text]),
      [
        ['session_boundary', undefined],
        ['user_message', 'use pnpm here'],
        ['assistant_message', 'Noted.'],
      ],
    );
    assert.equal(stats.skipped.duplicate_event, 2);
  });

  test('Refs are the session id plus byte offset, and call ids for tools, stable without session_meta.', () => {
    const path = codex.path('/h/.codex/sessions/2026/11/22');
    const lines = [
      codex.meta(),
      codex.message('user', ['run ls']),
      codex.call('shell', { command: ['bash', '-lc', 'ls -la'], workdir: '/x' }, 'call_1'),
      codex.output('call_1', '{"output":"a\\nb\\n","metadata":{"exit_code":2,"duration_seconds":0.1}}'),
    ];
    const whole = parseCodexLines(lines, { path });
    const offset1 = Buffer.byteLength(lines[0]!) + 1;
    assert.deepEqual(
      whole.events.map((e) => e.ref),
      [`${codex.session}@0`, `${codex.session}@${offset1}`, `${codex.session}:call:call_1`, `${codex.session}:result:call_1`],
    );
    // A later chunk (no session_meta) with absolute offsets gets the same refs.
    const tail = lines.slice(1).map((text, i) => ({ text, offset: lines.slice(0, i + 1).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0) }));
    const chunk = parseCodexLines(tail, { path });
    assert.deepEqual(
      chunk.events.map((e) => e.ref),
      whole.events.slice(1).map((e) => e.ref),
    );
    const [, , call, result] = whole.events;
    assert.equal(call!.tool!.command, 'ls -la');
    assert.equal(result!.tool!.is_error, true);
    assert.equal(result!.tool!.output_chars, 4);
    assert.equal(result!.tool!.name, 'shell');
  });

  test('apply_patch calls report the files they touch without keeping the patch.', () => {
    const patch = '*** Begin Patch\n*** Update File: src/a.ts\n@@\n-old\n+new\n*** Add File: src/b.ts\n+x\n*** End Patch';
    const { events } = parseCodexLines([
      codex.raw('response_item', { type: 'custom_tool_call', status: 'completed', call_id: 'c1', name: 'apply_patch', input: patch }),
      codex.raw('response_item', { type: 'custom_tool_call_output', call_id: 'c1', output: 'Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess.' }),
    ]);
    assert.deepEqual(events[0]!.tool!.file_paths, ['src/a.ts', 'src/b.ts']);
    assert.equal(events[0]!.tool!.input_chars, patch.length);
    assert.equal(events[1]!.tool!.is_error, false);
    assert.ok(!JSON.stringify(events).includes('+new'));
  });

  test('A non-zero exit code header marks a tool result as an error.', () => {
    const { events } = parseCodexLines([
      codex.call('exec_command', { cmd: 'npm test' }, 'c2'),
      codex.output('c2', 'Exit code: 1\nWall time: 2 seconds\nOutput:\nFAIL'),
    ]);
    assert.equal(events[0]!.tool!.command, 'npm test');
    assert.equal(events[1]!.tool!.is_error, true);
  });

  test('MCP calls keep their namespace in the tool name.', () => {
    const { events } = parseCodexLines([
      codex.raw('response_item', { type: 'function_call', name: 'memory_remember', namespace: 'mcp__probe', arguments: '{"text":"x"}', call_id: 'c3' }),
      codex.output('c3', [{ type: 'input_text', text: 'stored' }]),
    ]);
    assert.equal(events[0]!.tool!.name, 'mcp__probe__memory_remember');
    assert.equal(events[1]!.tool!.output_chars, 6);
  });

  test('Only the type of the payload itself can trigger the unparsed reasoning skip.', () => {
    const line = JSON.stringify({
      timestamp: 't',
      type: 'response_item',
      payload: { content: [{ type: 'reasoning', text: 'odd but typed' }], type: 'message', role: 'user' },
    });
    const { events } = parseCodexLines([line]);
    assert.deepEqual(
      events.map((e) => e.text),
      ['odd but typed'],
    );
  });

  test('Compacted records become compaction events.', () => {
    const { events } = parseCodexLines([codex.raw('compacted', { message: '', replacement_history: [] })]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['compaction'],
    );
  });

  test('A subagent rollout marks its events as sidechain.', () => {
    const { events } = parseCodexLines([codex.meta({ source: { subagent: { thread_spawn: {} } } }), codex.message('user', ['list the files'])]);
    assert.ok(events.every((e) => e.sidechain));
  });

  test('The session id comes from the rollout file name.', () => {
    assert.equal(codexSessionIdFromPath(codex.path('/h/.codex/sessions/2026/11/22')), codex.session);
    assert.equal(codexSessionIdFromPath('/tmp/notes.jsonl'), null);
  });
});
