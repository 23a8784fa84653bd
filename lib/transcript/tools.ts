// Tool metadata without tool payloads: capture keeps which tool ran, on which files, whether it
// failed and how big its input/output were, plus a shell command cut to 200 chars (the seed's
// input limit). Output text is measured, never copied, so a file dump or a secret printed by a
// command cannot leak into a memory draft through this path.

export const COMMAND_MAX_CHARS = 200;
const FILE_PATHS_MAX = 20;

const PATH_KEYS = ['file_path', 'filePath', 'notebook_path', 'path', 'file'] as const;
const PATH_LIST_KEYS = ['file_paths', 'paths', 'files'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function truncateCommand(command: string): string {
  return command.length > COMMAND_MAX_CHARS ? command.slice(0, COMMAND_MAX_CHARS) : command;
}

export function filePathsFromInput(input: unknown): string[] {
  if (!isRecord(input)) return [];
  const out: string[] = [];
  for (const key of PATH_KEYS) {
    const v = input[key];
    if (typeof v === 'string' && v !== '') out.push(v);
  }
  for (const key of PATH_LIST_KEYS) {
    const v = input[key];
    if (Array.isArray(v)) for (const p of v) if (typeof p === 'string' && p !== '') out.push(p);
  }
  if (typeof input.patch === 'string') out.push(...patchFilePaths(input.patch));
  if (typeof input.input === 'string' && input.input.startsWith('*** Begin Patch')) {
    out.push(...patchFilePaths(input.input));
  }
  return dedupeCap(out);
}

// Codex apply_patch bodies name their files on `*** Add|Update|Delete File:` / `*** Move to:` lines.
export function patchFilePaths(patch: string): string[] {
  const out: string[] = [];
  let from = 0;
  while (from < patch.length && out.length < FILE_PATHS_MAX) {
    const at = patch.indexOf('*** ', from);
    if (at < 0) break;
    const eol = patch.indexOf('\n', at);
    const line = patch.slice(at + 4, eol < 0 ? patch.length : eol).trim();
    from = eol < 0 ? patch.length : eol + 1;
    if (at > 0 && patch.charCodeAt(at - 1) !== 10) continue;
    for (const head of ['Add File:', 'Update File:', 'Delete File:', 'Move to:']) {
      if (line.startsWith(head)) {
        const p = line.slice(head.length).trim();
        if (p) out.push(p);
      }
    }
  }
  return dedupeCap(out);
}

function dedupeCap(paths: string[]): string[] {
  if (paths.length <= 1) return paths;
  return [...new Set(paths)].slice(0, FILE_PATHS_MAX);
}

// A shell command from a tool input: Claude Bash `command`, Codex shell `command: [argv]`
// (unwrapping `bash -lc <script>`), Codex exec_command `cmd`, local_shell `action.command`.
export function commandFromInput(input: unknown): string | undefined {
  if (!isRecord(input)) return undefined;
  const raw = input.command ?? input.cmd ?? (isRecord(input.action) ? input.action.command : undefined);
  if (typeof raw === 'string') return raw === '' ? undefined : truncateCommand(raw);
  if (Array.isArray(raw) && raw.every((p) => typeof p === 'string')) {
    const argv = raw as string[];
    const shells = ['bash', 'sh', 'zsh', '/bin/bash', '/bin/sh', '/bin/zsh'];
    if (argv.length === 3 && shells.includes(argv[0]!) && (argv[1] === '-lc' || argv[1] === '-c')) {
      return truncateCommand(argv[2]!);
    }
    return argv.length === 0 ? undefined : truncateCommand(argv.join(' '));
  }
  return undefined;
}

// Characters of text in a tool result: strings count, text blocks count, images count zero.
export function outputChars(content: unknown): number {
  if (typeof content === 'string') return content.length;
  if (Array.isArray(content)) {
    let n = 0;
    for (const item of content) n += outputChars(item);
    return n;
  }
  if (isRecord(content)) {
    if (typeof content.text === 'string') return content.text.length;
    if (typeof content.content === 'string' || Array.isArray(content.content)) return outputChars(content.content);
    if (typeof content.output === 'string') return content.output.length;
  }
  return 0;
}

export function jsonChars(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value === 'string') return value.length;
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

export { isRecord };
