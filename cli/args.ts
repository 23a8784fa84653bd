// The small argument layer every command shares: a declarative spec per command (usage,
// options, positional bounds) parsed strictly by node:util parseArgs, plus the common
// flags (--json, --help) and the converters that turn flag text into core inputs.
import { parseArgs } from 'node:util';
import { EXIT_CODES_HELP, UsageError, writeJson, writeLine, colorsFor, type Io } from './io.ts';
import { SCOPE_CHOICES, usageMessageOf } from './messages.ts';

export type OptionSpec = {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  value?: string; // placeholder shown in help, e.g. SCOPE
  help: string;
};

export type Values = Record<string, string | boolean | string[] | undefined>;

export type Invocation = {
  io: Io;
  values: Values;
  positionals: string[];
  json: boolean;
  command: string; // "nuzo memory recall"
};

export type CommandSpec = {
  name: string;
  summary: string;
  usage: string; // arguments after the command name
  positionals: [min: number, max: number];
  options: Record<string, OptionSpec>;
  notes?: string[];
  run(inv: Invocation): Promise<number>;
};

export type GroupSpec = { name: string; summary: string; commands: CommandSpec[] };

const COMMON: Record<string, OptionSpec> = {
  json: { type: 'boolean', help: 'Print one JSON object on stdout (errors as {"error":{...}})' },
  help: { type: 'boolean', short: 'h', help: 'Show this help' },
};

// Shared flag definitions, so every command spells them (and explains them) the same way.
export const SCOPE_OPTIONS = {
  scope: { type: 'string', value: 'SCOPE', help: SCOPE_CHOICES },
  'project-root': { type: 'string', value: 'DIR', help: 'Project directory that project:auto means (default: the current directory)' },
} satisfies Record<string, OptionSpec>;

export const TAG_OPTION = { tag: { type: 'string', multiple: true, value: 'TAG', help: 'Tag (repeatable)' } } satisfies Record<string, OptionSpec>;
export const KIND_OPTION = { kind: { type: 'string', value: 'KIND', help: 'preference | project_decision | fact | instruction | note' } } satisfies Record<string, OptionSpec>;

export function parseCommand(spec: CommandSpec, command: string, argv: string[], io: Io): Invocation | { help: true; json: boolean } {
  const options = { ...COMMON, ...spec.options };
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(Object.entries(options).map(([k, o]) => [k, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }])),
      allowPositionals: true,
      allowNegative: true,
      strict: true,
    }) as { values: Values; positionals: string[] };
  } catch (error) {
    const json = argv.includes('--json');
    if (argv.includes('--help') || argv.includes('-h')) return { help: true, json };
    throw new UsageError(usageMessageOf(error, argv, Object.keys(options)), command);
  }
  const json = parsed.values.json === true;
  if (parsed.values.help) return { help: true, json };
  const [min, max] = spec.positionals;
  if (parsed.positionals.length < min) throw new UsageError(`Missing argument; usage: ${command} ${spec.usage}`, command);
  if (parsed.positionals.length > max) throw new UsageError(`Unexpected argument '${parsed.positionals[max]}'.`, command);
  return { io, values: parsed.values, positionals: parsed.positionals, json, command };
}

export function helpOf(spec: CommandSpec, command: string): { command: string; usage: string; summary: string; options: Array<{ flag: string; value: string | null; description: string }>; notes: string[] } {
  const options = Object.entries({ ...spec.options, ...COMMON }).map(([name, o]) => ({
    flag: `${o.short ? `-${o.short}, ` : ''}--${name}`,
    value: o.type === 'string' ? (o.value ?? 'VALUE') : null,
    description: o.help + (o.multiple ? '' : ''),
  }));
  return { command, usage: `${command} ${spec.usage}`.trim(), summary: spec.summary, options, notes: spec.notes ?? [] };
}

export function printCommandHelp(io: Io, spec: CommandSpec, command: string, json: boolean): number {
  const help = helpOf(spec, command);
  if (json) {
    writeJson(io, { help });
    return 0;
  }
  const c = colorsFor(io.stdout, io.env);
  writeLine(io.stdout, `${c.bold('Usage:')} ${help.usage}`);
  writeLine(io.stdout);
  writeLine(io.stdout, help.summary);
  writeLine(io.stdout);
  writeLine(io.stdout, c.bold('Options:'));
  const left = help.options.map((o) => `${o.flag}${o.value ? ` ${o.value}` : ''}`);
  const width = Math.max(...left.map((l) => l.length)) + 2;
  help.options.forEach((o, i) => writeLine(io.stdout, `  ${left[i].padEnd(width)}${o.description}`));
  writeLine(io.stdout);
  for (const note of help.notes) writeLine(io.stdout, note);
  writeLine(io.stdout, EXIT_CODES_HELP);
  return 0;
}

export function printGroupHelp(io: Io, group: GroupSpec, json: boolean): number {
  if (json) {
    writeJson(io, { help: { command: `nuzo ${group.name}`, summary: group.summary, commands: group.commands.map((c) => ({ name: `nuzo ${group.name} ${c.name}`, summary: c.summary })) } });
    return 0;
  }
  const c = colorsFor(io.stdout, io.env);
  writeLine(io.stdout, `${c.bold('Usage:')} nuzo ${group.name} <command> [options]`);
  writeLine(io.stdout);
  writeLine(io.stdout, group.summary);
  writeLine(io.stdout);
  writeLine(io.stdout, c.bold('Commands:'));
  const width = Math.max(...group.commands.map((x) => x.name.length)) + 2;
  for (const cmd of group.commands) writeLine(io.stdout, `  ${cmd.name.padEnd(width)}${cmd.summary}`);
  writeLine(io.stdout);
  writeLine(io.stdout, `Run 'nuzo ${group.name} <command> --help' for a command's options.`);
  return 0;
}

// --- converters from flag text to core inputs -------------------------------------------

export function str(values: Values, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

export function list(values: Values, name: string): string[] | undefined {
  const v = values[name];
  return Array.isArray(v) ? v : undefined;
}

export function int(values: Values, name: string, command: string, bounds: { min: number; max: number }): number | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < bounds.min || n > bounds.max) {
    throw new UsageError(`--${name} must be an integer from ${bounds.min} to ${bounds.max}.`, command);
  }
  return n;
}

export function choice<T extends string>(values: Values, name: string, allowed: readonly T[], command: string): T | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}.`, command);
  return v as T;
}

// Shorthands: `user` and `project` are what people type; the core speaks the full names.
export function scopeAlias(value: string): string {
  const v = value.trim().toLowerCase();
  if (v === 'user') return 'user:default';
  if (v === 'project') return 'project:auto';
  return v;
}
