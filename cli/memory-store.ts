// `nuzo memory export|import|doctor|purge`: moving and checking the whole store. Kept apart
// from the everyday commands in memory.ts; their core modules load only when one runs.
import { resolve } from 'node:path';
import { assertInputFile } from '../lib/input-file.ts';
import { resolveScope } from '../lib/scope.ts';
import { choice, int, list, scopeAlias, SCOPE_OPTIONS, str, type CommandSpec } from './args.ts';
import { cliEnv, confirmHardDelete, openCli, scopeOf } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine, type Io } from './io.ts';
import { plural } from './render.ts';

const exportCmd: CommandSpec = {
  name: 'export',
  summary: 'Write memories to a file: .json (importable), .ndjson, .md (for reading), or for upstream Nuzo',
  usage: '--path FILE [options]',
  positionals: [0, 0],
  options: {
    path: { type: 'string', value: 'FILE', help: 'Where to write; the format follows the extension (.json, .ndjson/.jsonl, .md)' },
    format: { type: 'string', value: 'FORMAT', help: 'json | ndjson | markdown | upstream (overrides the extension; upstream: a JSON file upstream Nuzo 1.2 imports)' },
    'max-items': { type: 'string', value: 'N', help: 'Split into numbered files of at most N memories (FILE.001.json, …); upstream defaults to 1000, its limit' },
    ...SCOPE_OPTIONS,
    scope: { type: 'string', multiple: true, value: 'SCOPE', help: 'Only this scope (repeatable): user | project | agent:<name> | project:<16 hex> …' },
    kind: { type: 'string', multiple: true, value: 'KIND', help: 'Only this kind (repeatable)' },
    tag: { type: 'string', multiple: true, value: 'TAG', help: 'Only memories with every listed tag (repeatable)' },
    'include-archived': { type: 'boolean', help: 'Also export archived memories' },
    overwrite: { type: 'boolean', help: 'Replace FILE if it already exists (without it an existing file is left alone)' },
  },
  notes: [
    'Exports every scope unless --scope (repeatable) narrows it. Each memory is re-checked against today\'s',
    'content policy first: anything it would refuse now is withheld and reported by id and code.',
    '--format upstream writes only items upstream Nuzo accepts (others are withheld with the field',
    'that stops them) and keeps ids and the sensitive flag inside provenance, which upstream keeps.',
  ],
  async run(inv) {
    const path = str(inv.values, 'path');
    if (!path) throw new UsageError('Missing --path FILE.', inv.command);
    const format = choice(inv.values, 'format', ['json', 'ndjson', 'markdown', 'upstream'] as const, inv.command);
    const maxItems = int(inv.values, 'max-items', inv.command, { min: 1, max: format === 'upstream' ? 1000 : 1_000_000 });
    const { writeExport } = await import('../lib/transfer/export.ts');
    const session = openCli(inv);
    try {
      const scopes = list(inv.values, 'scope')?.map((s) => resolveScope(scopeAlias(s), session.project?.scope ?? null));
      const result = writeExport(session.ctx, {
        path, // relative to the working directory; the core refuses '..', symlinks and the store's own files
        format,
        scopes,
        kinds: list(inv.values, 'kind'),
        tags: list(inv.values, 'tag'),
        include_archived: inv.values['include-archived'] === true,
        overwrite: inv.values.overwrite === true,
        max_items: maxItems,
      });
      if (inv.json) writeJson(inv.io, result);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        const where = result.paths.length > 1 ? `${result.paths.length} files:` : `${result.path} (${result.format}).`;
        writeLine(inv.io.stdout, `${c.green('Exported')} ${plural(result.count, 'memory', 'memories')} to ${where}`);
        if (result.paths.length > 1) for (const p of result.paths) writeLine(inv.io.stdout, `  ${p}`);
        if (result.withheld.length) {
          writeLine(inv.io.stdout, c.yellow(`Left out ${plural(result.withheld.length, 'memory', 'memories')} (today's policy would refuse them${result.format === 'upstream' ? ', or upstream would' : ''}):`));
          for (const w of result.withheld) writeLine(inv.io.stdout, `  ${w.id} (${w.code}${w.field ? `, field ${w.field}` : ''})`);
        }
        if (result.relations_left_out.length) {
          writeLine(inv.io.stdout, c.yellow(`Left out ${plural(result.relations_left_out.length, 'relation')}:`));
          for (const r of result.relations_left_out) writeLine(inv.io.stdout, `  ${r.source_id} ${r.relation} ${r.target_id} (${r.code})`);
        }
        if (result.format === 'markdown') writeLine(inv.io.stdout, c.dim('Markdown is for reading; export .json to import elsewhere.'));
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

const importCmd: CommandSpec = {
  name: 'import',
  summary: 'Import a Nuzo JSON/NDJSON export; exact equivalents already stored are skipped',
  usage: '<file> [options]',
  positionals: [1, 1],
  options: {
    'dry-run': { type: 'boolean', help: 'Check every item and report what would happen; write nothing' },
    'remap-project': { type: 'string', value: 'FROM=TO', help: 'Move items of project scope FROM to TO (e.g. project:1a2b…=project:auto)' },
    scope: { type: 'string', value: 'SCOPE', help: 'Put every item in this scope instead of its own' },
    'project-root': SCOPE_OPTIONS['project-root'],
    strict: { type: 'boolean', help: 'Import nothing if any item would be rejected' },
  },
  notes: [
    'The whole import lands in one transaction: all of it or none. Every item passes the same',
    'policy and validation as remember; rejected items are reported by index and code only.',
    'Running the command is your confirmation for items marked sensitive. Markdown exports are',
    'for reading and cannot be imported.',
  ],
  async run(inv) {
    const remapText = str(inv.values, 'remap-project');
    if (remapText !== undefined && !/^[^=]+=[^=]+$/.test(remapText)) throw new UsageError('--remap-project takes FROM=TO, e.g. project:1a2b3c4d5e6f7a8b=project:auto.', inv.command);
    if (remapText !== undefined && str(inv.values, 'scope') !== undefined) throw new UsageError('--remap-project cannot be combined with --scope.', inv.command);
    // The user's own path (no agent fence here): name the mistake before opening the store.
    assertInputFile(resolve(inv.io.cwd, inv.positionals[0]), 'The import file', 'path');
    const { importFile } = await import('../lib/transfer/index.ts');
    const session = openCli(inv);
    const progress = progressLine(inv.io.stderr, inv.io.env);
    try {
      const remap = remapText === undefined ? undefined : (() => {
        const [from, to] = remapText.split('=').map((x) => x.trim());
        return { from: scopeAlias(from), to: resolveScope(scopeAlias(to), session.project?.scope ?? null) };
      })();
      const report = await importFile(session.ctx, inv.positionals[0], {
        dry_run: inv.values['dry-run'] === true,
        scope: str(inv.values, 'scope') === undefined ? undefined : scopeOf(inv, session, 'project:auto'),
        remap,
        strict: inv.values.strict === true,
        confirmed: true,
        onProgress: progress.update,
      });
      progress.done();
      if (inv.json) writeJson(inv.io, report);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        const verb = report.dry_run ? 'Would import' : 'Imported';
        writeLine(inv.io.stdout, `${report.dry_run ? verb : c.green(verb)} ${plural(report.imported, 'memory', 'memories')} of ${report.total}; ${report.skipped} skipped as already present, ${report.rejected} refused.`);
        const byCode = new Map<string, number[]>();
        for (const item of report.items) if (item.status === 'rejected') byCode.set(item.code ?? 'INVALID_INPUT', [...(byCode.get(item.code ?? 'INVALID_INPUT') ?? []), item.index]);
        for (const [code, indexes] of byCode) writeLine(inv.io.stdout, c.yellow(`  refused: ${code}, item${indexes.length === 1 ? '' : 's'} ${indexes.slice(0, 20).join(', ')}${indexes.length > 20 ? ', …' : ''}`));
        for (const [scope, n] of Object.entries(report.held)) writeLine(inv.io.stdout, c.yellow(`  held: ${plural(n, 'memory', 'memories')} in ${scope}, which recall does not read here (move them with --scope or --remap-project)`));
        const partial = report.items.filter((item) => item.not_carried?.length);
        for (const item of partial.slice(0, 50)) writeLine(inv.io.stdout, c.yellow(`  item ${item.index}: not kept ${item.not_carried!.map((d) => `${d.field} (${d.code})`).join(', ')}`));
        if (partial.length > 50) writeLine(inv.io.stdout, c.yellow(`  … ${partial.length - 50} more items with fields not kept (see --json)`));
        if (report.relations.total) writeLine(inv.io.stdout, `${report.relations.imported} of ${plural(report.relations.total, 'relation')} ${report.dry_run ? 'would be ' : ''}kept.`);
        for (const r of report.relations.not_carried.slice(0, 50)) writeLine(inv.io.stdout, c.yellow(`  relation ${r.index}: not kept (${r.code})`));
        if (report.dry_run) writeLine(inv.io.stdout, c.dim('Dry run: nothing was written.'));
      }
      return 0;
    } finally {
      progress.done();
      session.close();
    }
  },
};

// One rewritten stderr line, only when stderr is a terminal; scripts and pipes see nothing.
function progressLine(stream: Io['stderr'], env: Io['env']) {
  const enabled = stream.isTTY === true && env.TERM !== 'dumb';
  let shown = false;
  let last = 0;
  return {
    update(p: { phase: string; done: number; total: number }) {
      if (!enabled) return;
      const now = Date.now();
      if (now - last < 100 && p.done !== p.total) return;
      last = now;
      const label = p.phase === 'read' ? 'Reading' : p.phase === 'check' ? 'Checking' : 'Writing';
      const pct = p.total ? Math.floor((p.done / p.total) * 100) : 100;
      stream.write(`\r\x1b[2K${label} ${p.phase === 'read' ? `${pct}%` : `${p.done}/${p.total}`}`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}

const importHostCmd: CommandSpec = {
  name: 'import-host',
  summary: "Propose what CLAUDE.md, AGENTS.md and the hosts' memory folders say as drafts to review",
  usage: '[options]',
  positionals: [0, 0],
  options: {
    source: { type: 'string', multiple: true, value: 'SOURCE', help: 'Only these (repeatable): claude-md, claude-local-md, agents-md, claude-user-md, claude-memory, codex-agents-md, codex-memories' },
    'dry-run': { type: 'boolean', help: 'Print what would be proposed; write nothing' },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: [
    "Reads the project's CLAUDE.md, CLAUDE.local.md and AGENTS.md (nested ones too, not in",
    'node_modules, .git or vendor), ~/.claude/CLAUDE.md, Claude Code\'s memory folder for this project,',
    '~/.codex/AGENTS.md and ~/.codex/memories/. Each statement becomes a draft (user files: user:default,',
    'project files: this project) after policy and duplicate checks; nothing is saved until you review',
    'it (nuzo review). Statements policy refuses are counted by file and line, never shown.',
  ],
  async run(inv) {
    const { importHostFiles } = await import('../lib/hostfiles/import.ts');
    const { HOST_SOURCES } = await import('../lib/hostfiles/sources.ts');
    const sources = list(inv.values, 'source');
    for (const s of sources ?? []) if (!(HOST_SOURCES as readonly string[]).includes(s)) throw new UsageError(`--source must be one of ${HOST_SOURCES.join(', ')}.`, inv.command);
    const env = cliEnv(inv);
    if (!env.HOME) throw new UsageError('HOME is not set; cannot find the hosts\' files.', inv.command);
    const session = openCli(inv);
    try {
      const project = session.project && session.project.via !== 'cwd' ? session.project : null;
      const report = importHostFiles(session.ctx, {
        home: env.HOME,
        env,
        projectRoot: project?.root ?? null,
        projectScope: project?.scope ?? null,
        sources: sources as never,
        dry_run: inv.values['dry-run'] === true,
      });
      if (inv.json) writeJson(inv.io, report);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        if (report.files.length === 0) writeLine(inv.io.stdout, 'No host memory files found.');
        for (const f of report.files) writeLine(inv.io.stdout, `${f.file}: ${f.skipped ? `skipped (${f.skipped})` : `${plural(f.statements, 'statement')}, ${f.proposed} ${report.dry_run ? 'would be proposed' : 'proposed'}, ${f.duplicates} already known, ${f.blocked} refused by policy${f.left_out ? `, ${f.left_out} left out (too short to stand alone or too long to review)` : ''}`}`);
        if (report.dry_run) for (const p of report.proposed) writeLine(inv.io.stdout, `  [${p.kind}, ${p.scope}] ${p.text}  ${c.dim(`(${p.file}:${p.line})`)}`);
        for (const b of report.blocked) writeLine(inv.io.stdout, c.yellow(`  refused: ${b.file}:${b.line} (${b.code})`));
        if (report.dry_run) writeLine(inv.io.stdout, c.dim('Dry run: nothing was written.'));
        else if (report.proposed.length) writeLine(inv.io.stdout, `${c.green('Proposed')} ${plural(report.proposed.length, 'draft')}; review them with ${c.bold('nuzo review')}.`);
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

const doctorCmd: CommandSpec = {
  name: 'doctor',
  summary: 'Check the runtime, files, store, git, secrets, network posture and host wiring',
  usage: '[options]',
  positionals: [0, 0],
  options: { 'write-check': { type: 'boolean', help: 'Probe the write lock with an empty, rolled-back transaction (default; --no-write-check to skip)' } },
  notes: ['Read-only: never creates, migrates or writes the store. Exits 1 when any check fails.'],
  async run(inv) {
    const { runDoctor } = await import('../lib/doctor/index.ts');
    const report = runDoctor({ env: cliEnv(inv), writeCheck: inv.values['write-check'] !== false, cwd: inv.io.cwd });
    const failed = report.checks.filter((c) => c.status === 'fail');
    if (inv.json) writeJson(inv.io, report);
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      const mark = { ok: c.green('ok  '), warn: c.yellow('warn'), fail: c.red('FAIL') } as const;
      writeLine(inv.io.stdout, `${c.bold('Nuzo home:')} ${report.home}`);
      for (const check of report.checks) {
        writeLine(inv.io.stdout, `${mark[check.status]}  ${c.bold(check.id)}: ${check.summary}`);
        if (check.fix && check.status !== 'ok') writeLine(inv.io.stdout, c.dim(`      fix: ${check.fix}`));
      }
      if (report.counts) writeLine(inv.io.stdout, c.dim(`${report.counts.active_memories} active, ${plural(report.counts.archived_memories, 'archived memory', 'archived memories')}; ${plural(report.counts.pending_drafts, 'pending draft')}.`));
    }
    if (failed.length === 0) return 0;
    writeLine(inv.io.stderr, `nuzo: doctor: ${plural(failed.length, "check")} failed (${failed.map((f) => f.id).join(", ")}); see the report above`);
    return 1;
  },
};

const purgeCmd: CommandSpec = {
  name: 'purge',
  summary: "Delete everything Nuzo stored on this machine (store, logs, exports, Nuzo's config.json)",
  usage: '[options]',
  positionals: [0, 0],
  options: {
    'dry-run': { type: 'boolean', help: 'List what would be removed; remove nothing' },
    'keep-config': { type: 'boolean', help: "Keep Nuzo's config.json (your settings); remove the rest" },
    yes: { type: 'boolean', short: 'y', help: 'Skip the y/N question' },
  },
  notes: [
    'Cannot be undone. Without --yes it asks in a terminal, and fails (CONFIRMATION_REQUIRED) when there is no terminal to ask.',
    "Purge before you uninstall the plugin (`codex plugin remove` deletes this CLI with it); dist/cli.js needs no host and runs alone from any copy.",
  ],
  async run(inv) {
    const { purgeNuzoHome } = await import('../lib/purge.ts');
    const env = cliEnv(inv);
    const dryRun = inv.values['dry-run'] === true;
    const keepConfig = inv.values['keep-config'] === true;
    const options = { env, keep_config: keepConfig };
    if (!dryRun) {
      // Ask with the real list in front of the user, and only when there is something to remove.
      const preview = purgeNuzoHome({ ...options, dry_run: true });
      const config = preview.removed.includes('config.json') ? " and Nuzo's config.json (your settings)" : '';
      if (preview.removed.length > 0) await confirmHardDelete(inv, `Permanently delete every Nuzo memory, draft and log${config} in ${preview.home}?`, 'purge');
    }
    const result = purgeNuzoHome({ ...options, dry_run: dryRun, confirmed: !dryRun });
    if (inv.json) writeJson(inv.io, result);
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      if (result.removed.length === 0) writeLine(inv.io.stdout, `Nothing to purge in ${result.home}.`);
      else writeLine(inv.io.stdout, `${dryRun ? 'Would remove' : c.green('Removed')} ${plural(result.removed.length, 'entry', 'entries')} from ${result.home}${dryRun ? ':' : '.'}`);
      if (dryRun) for (const r of result.removed) writeLine(inv.io.stdout, `  ${r}`);
      const notOurs = result.kept.filter((name) => !(keepConfig && name === 'config.json'));
      if (keepConfig && result.kept.includes('config.json')) writeLine(inv.io.stdout, c.dim('Kept config.json (--keep-config).'));
      if (notOurs.length) writeLine(inv.io.stdout, c.dim(`Left in place (not Nuzo's): ${notOurs.join(', ')}`));
    }
    return 0;
  },
};

export const storeCommands: CommandSpec[] = [exportCmd, importCmd, importHostCmd, doctorCmd, purgeCmd];
