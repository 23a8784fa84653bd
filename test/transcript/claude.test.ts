import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseClaudeLines } from '../../lib/transcript/claude.ts';
import type { SkipReason } from '../../lib/transcript/events.ts';
import { claude } from './helpers.ts';

function users(lines: string[]): string[] {
  return parseClaudeLines(lines)
    .events.filter((e) => e.kind === 'user_message')
    .map((e) => e.text!);
}

// One helper fed many cases: each skip rule drops the line (or block) and counts its reason.
const skipCases: { title: string; line: () => string; reason: SkipReason }[] = [
  { title: 'isMeta lines', line: () => claude.user('Review drafts: draft-42\n', { isMeta: true }), reason: 'is_meta' },
  {
    title: 'compact summaries',
    line: () => claude.user('This session is being continued… Summary: x', { extra: { isCompactSummary: true, isVisibleInTranscriptOnly: true } }),
    reason: 'compact_summary',
  },
  { title: 'transcript-only lines', line: () => claude.user('shown only', { extra: { isVisibleInTranscriptOnly: true } }), reason: 'transcript_only' },
  { title: 'system reminders', line: () => claude.user('<system-reminder>\nPostToolUse hook context\n</system-reminder>'), reason: 'system_reminder' },
  { title: 'Stop hook feedback not flagged isMeta', line: () => claude.user('Stop hook feedback:\nNUZO-STOP: list one decision.'), reason: 'hook_context' },
  { title: 'hook attachments', line: () => claude.attachment('hook_additional_context', 'UPS-CTX-456'), reason: 'hook_context' },
  { title: 'other attachments', line: () => claude.attachment('skill_listing'), reason: 'attachment' },
  { title: 'our fenced recall', line: () => claude.user('<nuzo-recall scope="project">- prefer pnpm</nuzo-recall>'), reason: 'nuzo_recall' },
  { title: 'our NUZO-RECALL lines', line: () => claude.user('NUZO-RECALL: prefer pnpm'), reason: 'nuzo_recall' },
  {
    title: 'thinking blocks',
    line: () => claude.assistant('msg_t', [{ type: 'thinking', thinking: 'private', signature: 's' }]),
    reason: 'thinking',
  },
  {
    title: 'slash commands without args',
    line: () => claude.user('<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n            <command-args></command-args>'),
    reason: 'command_wrapper',
  },
  {
    title: "Nuzo's own slash commands",
    line: () => claude.user('<command-message>nuzo:nuzo-review</command-message>\n<command-name>/nuzo:nuzo-review</command-name>\n<command-args>draft-42</command-args>'),
    reason: 'command_wrapper',
  },
  { title: 'local command output', line: () => claude.user('<local-command-stdout>Reconnected.</local-command-stdout>'), reason: 'command_wrapper' },
  {
    title: 'task notifications',
    line: () => claude.user('<task-notification>\n<task-id>a08</task-id>\n<status>completed</status>\n</task-notification>'),
    reason: 'task_notification',
  },
  { title: 'interruption markers', line: () => claude.user('[Request interrupted by user for tool use]'), reason: 'interrupted' },
  { title: 'IDE context', line: () => claude.user([{ type: 'text', text: '<ide_opened_file>The user opened x.md</ide_opened_file>' }]), reason: 'injected_context' },
  { title: 'tool-result-only user lines', line: () => claude.toolResult('toolu_x', 'output'), reason: 'tool_result_only' },
  { title: 'non-conversation records', line: () => claude.progress(), reason: 'ignored_type' },
  { title: 'system lines other than boundaries', line: () => claude.system('stop_hook_summary'), reason: 'system_other' },
  { title: 'unknown record types', line: () => JSON.stringify({ type: 'brand-new-type', sessionId: 's' }), reason: 'unknown_type' },
  { title: 'malformed JSON', line: () => '{"type":"user","message":', reason: 'malformed_json' },
  { title: 'comment lines', line: () => '// Source: gist', reason: 'malformed_json' },
  {
    title: 'API error stand-ins',
    line: () => claude.assistant('msg_e', [{ type: 'text', text: 'API Error: 500' }], { extra: { isApiErrorMessage: true } }),
    reason: 'api_error',
  },
];

describe('parseClaudeLines skip rules', () => {
  for (const c of skipCases) {
    test(`It skips ${c.title} and counts them as ${c.reason}.`, () => {
      const { events, stats } = parseClaudeLines([c.line()]);
      assert.deepEqual(
        events.filter((e) => e.kind === 'user_message' || e.kind === 'assistant_message'),
        [],
      );
      assert.ok((stats.skipped[c.reason] ?? 0) >= 1, JSON.stringify(stats.skipped));
      assert.equal(stats.lines, 1);
    });
  }

  test('System reminders and our recall are cut out of a typed message, keeping the rest.', () => {
    const text = 'fix the login bug\n<system-reminder>secret context</system-reminder>\nNUZO-RECALL: prefer pnpm\n<nuzo-recall>- old memory</nuzo-recall> please';
    assert.deepEqual(users([claude.user(text)]), ['fix the login bug\n\n please']);
  });

  test('An unclosed fence drops everything after it rather than leaking recall text.', () => {
    assert.deepEqual(users([claude.user('keep this <nuzo-recall>- leaked?')]), ['keep this']);
  });

  test('IDE context blocks are dropped while the typed block beside them is kept.', () => {
    const line = claude.user([
      { type: 'text', text: '<ide_opened_file>The user opened the file /x/plan.md in the IDE.</ide_opened_file>' },
      { type: 'text', text: 'commit!' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
    ]);
    assert.deepEqual(users([line]), ['commit!']);
  });

  test('A slash command with arguments becomes a user message of the command and its arguments.', () => {
    const line = claude.user('<command-message>orchestrator is running…</command-message>\n<command-name>/orchestrator</command-name>\n<command-args>create TODO app by Next.js</command-args>');
    const expanded = claude.user('Split complex tasks… ARGUMENTS: create TODO app by Next.js', { isMeta: true });
    assert.deepEqual(users([line, expanded]), ['/orchestrator create TODO app by Next.js']);
  });
});

describe('parseClaudeLines events', () => {
  test('Assistant blocks split across lines merge into one message by message.id.', () => {
    const { events } = parseClaudeLines([
      claude.user('why does it fail?'),
      claude.assistant('msg_1', [{ type: 'thinking', thinking: 'hmm', signature: 's' }]),
      claude.assistant('msg_1', [{ type: 'text', text: 'Let me look.' }]),
      claude.assistant('msg_1', [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/p/a.ts' } }]),
      claude.toolResult('toolu_1', [{ type: 'text', text: 'abc' }]),
      claude.assistant('msg_2', [{ type: 'text', text: 'The import is wrong.' }]),
      claude.assistant('msg_2', [{ type: 'text', text: 'Fixed it.' }]),
      claude.assistant('msg_2', [{ type: 'text', text: 'Fixed it.' }]),
    ]);
    const assistants = events.filter((e) => e.kind === 'assistant_message');
    assert.deepEqual(
      assistants.map((e) => [e.ref, e.text]),
      [
        ['msg_1', 'Let me look.'],
        ['msg_2', 'The import is wrong.\n\nFixed it.'],
      ],
    );
    assert.deepEqual(
      events.map((e) => e.kind),
      ['user_message', 'assistant_message', 'tool_call', 'tool_result', 'assistant_message'],
    );
  });

  test('Tool calls and results carry metadata only, with the command cut to 200 characters.', () => {
    const long = `npm test -- ${'x'.repeat(400)}`;
    const { events } = parseClaudeLines([
      claude.assistant('msg_1', [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: long, description: 'run' } }]),
      claude.toolResult('toolu_1', 'FAIL secret-looking output', true),
      claude.assistant('msg_1', [{ type: 'tool_use', id: 'toolu_2', name: 'Edit', input: { file_path: '/p/a.ts', old_string: 'a', new_string: 'b' } }]),
      claude.toolResult('toolu_2', 'ok'),
    ]);
    const [call, result, edit, editResult] = events;
    assert.equal(call!.kind, 'tool_call');
    assert.equal(call!.ref, 'toolu_1');
    assert.equal(call!.tool!.command, long.slice(0, 200));
    assert.equal(call!.tool!.input_chars, JSON.stringify({ command: long, description: 'run' }).length);
    assert.equal(result!.kind, 'tool_result');
    assert.equal(result!.ref, 'result:toolu_1');
    assert.deepEqual(
      { ...result!.tool },
      { name: 'Bash', is_error: true, input_chars: call!.tool!.input_chars, output_chars: 26, file_paths: [], command: long.slice(0, 200) },
    );
    assert.ok(!JSON.stringify(events).includes('secret-looking'), 'no tool output text is kept');
    assert.deepEqual(edit!.tool!.file_paths, ['/p/a.ts']);
    assert.equal(editResult!.tool!.name, 'Edit');
    assert.equal(editResult!.tool!.is_error, false);
  });

  test('Subagent lines produce events flagged as sidechain, by flag or by subagents/ path.', () => {
    const flagged = parseClaudeLines([claude.user('NUZOSUB: list files', { isSidechain: true })]);
    assert.equal(flagged.events[0]!.sidechain, true);
    const byPath = parseClaudeLines([claude.user('list files')], { path: '/h/.claude/projects/p/abc/subagents/agent-a1.jsonl' });
    assert.equal(byPath.events[0]!.sidechain, true);
    const main = parseClaudeLines([claude.user('list files')], { path: '/h/.claude/projects/p/abc.jsonl' });
    assert.equal(main.events[0]!.sidechain, false);
  });

  test('Compaction boundaries and session starts become boundary events.', () => {
    const { events, stats } = parseClaudeLines([
      claude.system('compact_boundary'),
      claude.user('This session is being continued from a previous conversation. Summary: …', { extra: { isCompactSummary: true } }),
      claude.system('session_start'),
    ]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['compaction', 'session_boundary'],
    );
    assert.equal(stats.skipped.compact_summary, 1);
  });

  test('A typed message replayed with a fresh uuid keeps its ref, so it dedupes.', () => {
    const ts = '2026-01-21T15:35:42.784Z';
    const a = parseClaudeLines([claude.user('I forgot to tell you', { timestamp: ts })]).events[0]!;
    const b = parseClaudeLines([claude.user('I forgot to tell you', { timestamp: ts })]).events[0]!;
    assert.equal(a.ref, b.ref);
    const both = parseClaudeLines([claude.user('I forgot to tell you', { timestamp: ts }), claude.user('I forgot to tell you', { timestamp: ts })]);
    assert.equal(both.events.length, 1);
    assert.equal(both.stats.skipped.duplicate, 1);
  });

  test('A nested object that precedes the top-level type never triggers the unparsed skip.', () => {
    const line = JSON.stringify({ toolUseResult: { type: 'progress' }, type: 'user', message: { role: 'user', content: 'still typed' }, uuid: 'u1', timestamp: 't1' });
    assert.deepEqual(users([line]), ['still typed']);
  });

  test('A prompt typed while the agent was busy (queued_command) is a user message; one from another agent is not.', () => {
    const queued = (extra: Record<string, unknown>) =>
      JSON.stringify({
        parentUuid: 'p',
        isSidechain: false,
        sessionId: claude.session,
        type: 'attachment',
        uuid: 'att-1',
        timestamp: '2026-11-22T05:00:20.000Z',
        attachment: { type: 'queued_command', prompt: 'no, use pnpm instead', commandMode: 'prompt', timestamp: '2026-11-22T05:00:20.000Z', ...extra },
      });
    assert.deepEqual(users([queued({})]), ['no, use pnpm instead']);
    const { events, stats } = parseClaudeLines([queued({ origin: { kind: 'task-notification', senderTaskId: 't1' } })]);
    assert.deepEqual(events, []);
    assert.equal(stats.skipped.injected_context, 1);
  });

  test('Events carry session id and timestamp from the line.', () => {
    const e = parseClaudeLines([claude.user('hi', { timestamp: '2026-11-22T05:02:44.516Z' })]).events[0]!;
    assert.equal(e.session_id, claude.session);
    assert.equal(e.timestamp, '2026-11-22T05:02:44.516Z');
    assert.equal(e.host, 'claude');
  });
});
