// Hook stdin as both hosts send it (host-contracts A4/B3), checked by hand: zod is kept off
// the hook start-up path. Unknown fields are ignored; wrong types become null.

export type HookHost = 'claude' | 'codex';

export type HookInput = {
  session_id: string | null;
  transcript_path: string | null;
  cwd: string | null;
  hook_event_name: string | null;
  source: string | null;
  prompt: string | null;
  stop_hook_active: boolean;
};

export function parseHookInput(text: string): HookInput {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch { /* empty or invalid stdin: every field null */ }
  const str = (key: string) => (typeof raw[key] === 'string' && (raw[key] as string).length > 0 ? (raw[key] as string) : null);
  return {
    session_id: str('session_id'),
    transcript_path: str('transcript_path'),
    cwd: str('cwd'),
    hook_event_name: str('hook_event_name'),
    source: str('source'),
    prompt: str('prompt'),
    stop_hook_active: raw.stop_hook_active === true,
  };
}

// Codex exports PLUGIN_ROOT to plugin hooks, Claude Code does not; Codex transcripts also
// live under .codex/sessions.
export function detectHost(env: Record<string, string | undefined>, input: HookInput): HookHost {
  if (env.PLUGIN_ROOT) return 'codex';
  if (input.transcript_path && /[\\/]\.codex[\\/]sessions[\\/]/.test(input.transcript_path)) return 'codex';
  return 'claude';
}

export function reviewHint(host: HookHost): string {
  return host === 'codex' ? '$nuzo:nuzo-review' : '/nuzo:nuzo-review';
}
