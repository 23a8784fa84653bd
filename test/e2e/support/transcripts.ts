// Reads what the hosts wrote under the sandbox HOME, to check how a hook's run looked to the
// host (Claude records hook failures as attachments; Codex prints hook status on stderr).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HostSandbox, RunResult } from './hosts.ts';

function jsonlUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsonlUnder(path));
    else if (name.endsWith('.jsonl')) out.push(path);
  }
  return out;
}

export function claudeTranscriptLines(sb: HostSandbox): any[] {
  return jsonlUnder(join(sb.home, '.claude/projects')).flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)),
  );
}

// Hook attachments Claude Code recorded: hook_success, hook_additional_context,
// hook_non_blocking_error, hook_system_message, …
export function claudeHookAttachments(sb: HostSandbox): Array<{ type: string; hookEvent?: string; stderr?: string; exitCode?: number; content?: unknown }> {
  return claudeTranscriptLines(sb)
    .filter((line) => line.type === 'attachment' && typeof line.attachment?.type === 'string' && line.attachment.type.startsWith('hook_'))
    .map((line) => line.attachment);
}

export function codexRolloutLines(sb: HostSandbox): any[] {
  return jsonlUnder(join(sb.codexHome, 'sessions')).flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)),
  );
}

// `codex exec` prints "hook: <Event> Completed|Failed" on stderr for every hook it ran.
export function codexHookStatuses(result: RunResult): string[] {
  return result.stderr.split('\n').filter((line) => /^hook: \S+ \S+/.test(line)).map((line) => line.slice('hook: '.length).trim());
}
