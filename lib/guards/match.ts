// Which confirmed guard, if any, stops a tool call. Pure and synchronous: the PreToolUse hook
// hands it the guards of the session's scopes and the call's command, nothing else. A deny
// wins over an ask; among equals the oldest guard (first in the list) answers.

export type GuardTool = 'shell';
export type GuardAction = 'deny' | 'ask';

export type ActiveGuard = { id: string; memory_id: string; scope: string; tool: GuardTool; pattern: string; action: GuardAction };

export type GuardHit = { guard: ActiveGuard; matched: string };

// Only the head of a huge command is matched: patterns are checked for backtracking, and the
// cap bounds the rest.
export const GUARD_COMMAND_MAX_CHARS = 8192;

export function matchGuards(guards: readonly ActiveGuard[], call: { tool: GuardTool; command: string }, scopes: readonly string[]): GuardHit | null {
  const command = call.command.slice(0, GUARD_COMMAND_MAX_CHARS);
  let ask: GuardHit | null = null;
  for (const guard of guards) {
    if (guard.tool !== call.tool || !scopes.includes(guard.scope)) continue;
    let found: RegExpExecArray | null;
    try {
      found = new RegExp(guard.pattern).exec(command);
    } catch {
      continue; // a pattern that no longer compiles stops nothing
    }
    if (!found) continue;
    const hit = { guard, matched: found[0] };
    if (guard.action === 'deny') return hit;
    ask ??= hit;
  }
  return ask;
}

// Both hosts name their shell tool Bash (Codex maps its exec tool to that name for hooks);
// tool_input.command is a string, or an argv array on older Codex builds.
export function shellCommandOf(toolName: string | null, toolInput: unknown): string | null {
  if (toolName !== 'Bash' && toolName !== 'shell' && toolName !== 'exec_command') return null;
  if (!toolInput || typeof toolInput !== 'object') return null;
  const command = (toolInput as { command?: unknown; cmd?: unknown }).command ?? (toolInput as { cmd?: unknown }).cmd;
  if (typeof command === 'string') return command;
  if (Array.isArray(command) && command.every((part) => typeof part === 'string')) return command.join(' ');
  return null;
}
