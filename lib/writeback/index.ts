// Write-back: the project's active instructions, decisions and project-scoped preferences,
// rendered into a managed block of AGENTS.md or CLAUDE.md at the project root, so teammates
// and agents without Nuzo read them too. A plan is computed first (the diff, what policy held
// back, what the user edited by hand); applying it writes that one block and nothing else:
// the rest of the file keeps its bytes, the write is atomic, nothing is staged or committed,
// nothing is written through a symlink or inside .git. Each memory passes content policy
// again on the way out. Bullets the user edited inside the block since the last write come
// back as drafts (new text, or an update of the memory it was closest to), and until each
// draft is reviewed the block keeps showing the user's wording, not the memory's old text:
// confirming makes it the memory's, rejecting puts the memory's text back.
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import type { CoreContext } from '../context.ts';
import { createDraft, listDrafts } from '../drafts/queue.ts';
import { diskFullError, isDiskFull, NuzoError } from '../errors.ts';
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from '../memory/model.ts';
import { checkContent, normalizeContent, similarity } from '../policy/index.ts';
import { bodyHash, bulletsOf, bulletText, findBlock, newlineOf, renderBlock, renderBody, withBlock, type BlockItem } from './block.ts';
import { unifiedDiff } from './diff.ts';

export const WRITEBACK_TARGETS = ['AGENTS.md', 'CLAUDE.md'] as const;
export type WritebackTarget = (typeof WRITEBACK_TARGETS)[number];

const KINDS = ['instruction', 'project_decision', 'preference'];
// The file is read whole; agent docs are a few kB.
const MAX_FILE_BYTES = 1 << 20;
// A hand-edited bullet this close to a memory is an edit of it, not a new statement.
const EDIT_MIN_SIMILARITY = 0.3;

export type HandEdit = { text: string; updates: string | null };

export type WritebackPlan = {
  scope: string;
  path: string;
  target: WritebackTarget;
  exists: boolean;
  changed: boolean;
  diff: string;
  written: string[];
  withheld: Array<{ id: string; code: string }>;
  hand_edits: HandEdit[];
  before: string;
  after: string;
};

export function planWriteback(ctx: CoreContext, input: { root: string; scope: string; target: unknown }): WritebackPlan {
  const target = validTarget(input.target);
  if (input.root.split(/[\\/]+/).includes('.git')) throw new NuzoError('PATH_NOT_ALLOWED', 'Write-back never writes inside .git.', { path: input.root });
  const path = join(input.root, target);
  const before = readTarget(path);
  const memories = projectMemories(ctx, input.scope);
  const items: BlockItem[] = [];
  const withheld: Array<{ id: string; code: string }> = [];
  for (const m of memories) {
    const finding = m.sensitive ? { code: 'SENSITIVE' } : checkContent(m.content);
    if (finding) withheld.push({ id: m.id, code: finding.code });
    else items.push({ id: m.id, kind: m.kind, content: m.content });
  }
  const text = before ?? '';
  const found = findBlock(text);
  if (found === 'damaged') throw new NuzoError('INVALID_INPUT', `The Nuzo markers in ${target} are damaged (one without the other, or two blocks); fix or remove them by hand first.`, { field: 'target', path });
  const nl = newlineOf(text);
  const pending = pendingHandEdits(ctx, input.scope);
  const handEdits = found && found.hash !== null && bodyHash(found.body) !== found.hash ? handEditsOf(found.body, items, pending) : [];
  const body = renderBody(withHandEdits(items, pending, handEdits.filter((e) => !checkContent(e.text))), nl);
  const after = withBlock(text, renderBlock(body, nl), found);
  return { scope: input.scope, path, target, exists: before !== null, changed: after !== text, diff: unifiedDiff(text, after, target), written: items.map((i) => i.id), withheld, hand_edits: handEdits, before: text, after };
}

export type WritebackResult = Omit<WritebackPlan, 'before' | 'after'> & { applied: boolean; drafts: string[] };

export function applyWriteback(ctx: CoreContext, plan: WritebackPlan): WritebackResult {
  const drafts: string[] = [];
  for (const edit of plan.hand_edits) {
    const current = edit.updates ? ctx.store.db.prepare("SELECT revision, kind FROM memories WHERE id = ? AND status = 'active'").get(edit.updates) as { revision: number; kind: string } | undefined : undefined;
    try {
      const outcome = createDraft(ctx, {
        content: edit.text,
        kind: current?.kind ?? 'instruction',
        scope: plan.scope,
        source: WRITEBACK_SOURCE,
        confidence: 0.9,
        reason: `Edited by hand inside the Nuzo block of ${plan.target}.`,
        supersedes: current ? { id: edit.updates!, expected_revision: Number(current.revision) } : null,
      });
      if ('created' in outcome) drafts.push(outcome.created.id);
    } catch {
      // A hand edit that policy refuses is not kept, not even as a draft.
    }
  }
  if (plan.changed) {
    if ((readTarget(plan.path) ?? '') !== plan.before) throw new NuzoError('REVISION_CONFLICT', `${plan.target} changed while the write-back was prepared; run it again.`, { path: plan.path });
    writeKeepingMode(plan.path, plan.after);
  }
  const { before: _b, after: _a, ...rest } = plan;
  return { ...rest, applied: plan.changed, drafts };
}

export function writeback(ctx: CoreContext, input: { root: string; scope: string; target: unknown; apply: boolean }): WritebackResult {
  const plan = planWriteback(ctx, input);
  if (!input.apply) {
    const { before: _b, after: _a, ...rest } = plan;
    return { ...rest, applied: false, drafts: [] };
  }
  return applyWriteback(ctx, plan);
}

function validTarget(value: unknown): WritebackTarget {
  if ((WRITEBACK_TARGETS as readonly unknown[]).includes(value)) return value as WritebackTarget;
  throw new NuzoError('INVALID_INPUT', 'target must be AGENTS.md or CLAUDE.md.', { field: 'target' });
}

function projectMemories(ctx: CoreContext, scope: string): Memory[] {
  const rows = ctx.store.db
    .prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE scope = ? AND status = 'active' AND kind IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`)
    .all(scope, JSON.stringify(KINDS)) as MemoryRow[];
  return rows.map(rowToMemory);
}

// null when the file does not exist. A symlink, a folder or a huge file is refused: the
// write must land in the project's own regular file.
function readTarget(path: string): string | null {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new NuzoError('PATH_NOT_ALLOWED', `${basename(path)} cannot be read.`, { path });
  }
  if (!stat.isFile()) throw new NuzoError('PATH_NOT_ALLOWED', `${basename(path)} is not a regular file (a symlink or folder); write-back only writes a plain file at the project root.`, { path });
  if (stat.size > MAX_FILE_BYTES) throw new NuzoError('PATH_NOT_ALLOWED', `${basename(path)} is larger than ${MAX_FILE_BYTES} bytes.`, { path });
  return readFileSync(path, 'utf8');
}

const WRITEBACK_SOURCE = 'nuzo:writeback';

// Hand edits of earlier runs still waiting in the review queue, oldest first.
function pendingHandEdits(ctx: CoreContext, scope: string): HandEdit[] {
  return listDrafts(ctx, [scope], 500)
    .filter((d) => d.source === WRITEBACK_SOURCE)
    .map((d) => ({ text: d.content, updates: d.supersedes?.id ?? null }));
}

// What the block shows: each memory's text, or the user's newer wording of it while that
// waits for review; the user's new bullets (not yet memories) after the instructions.
// Pure; `edits` are in order, a later one of the same memory wins.
export function withHandEdits(items: readonly BlockItem[], ...edits: ReadonlyArray<readonly HandEdit[]>): BlockItem[] {
  const known = new Set(items.map((i) => i.id));
  const replaced = new Map<string, string>();
  const added = new Map<string, string>();
  for (const edit of edits.flat()) {
    if (edit.updates && known.has(edit.updates)) replaced.set(edit.updates, edit.text);
    else added.set(normalizeContent(bulletText(edit.text)), edit.text);
  }
  const shown = items.map((i) => (replaced.has(i.id) ? { ...i, content: replaced.get(i.id)! } : i));
  const texts = new Set(shown.map((i) => normalizeContent(bulletText(i.content))));
  let n = 0;
  for (const [norm, content] of added) if (!texts.has(norm)) shown.push({ id: `hand-edit:${n++}`, kind: 'instruction', content });
  return shown;
}

// Bullets in the block that are not the text of any memory written (nor of a hand edit
// already waiting for review): the user's own lines.
function handEditsOf(body: string, items: readonly BlockItem[], pending: readonly HandEdit[]): HandEdit[] {
  const ours = new Set([...items.map((i) => i.content), ...pending.map((e) => e.text)].map((t) => normalizeContent(bulletText(t))));
  const edits: HandEdit[] = [];
  for (const bullet of bulletsOf(body)) {
    if (ours.has(normalizeContent(bullet))) continue;
    let best: { id: string; score: number } | null = null;
    for (const i of items) {
      const score = similarity(bullet, i.content);
      if (score >= EDIT_MIN_SIMILARITY && (!best || score > best.score)) best = { id: i.id, score };
    }
    edits.push({ text: bullet, updates: best?.id ?? null });
  }
  return edits;
}

// Temp file beside the target, then rename: a reader sees the old file or the new one. The
// file keeps its permissions (a new one gets 0644: it is meant to be committed and read).
function writeKeepingMode(path: string, text: string): void {
  let mode = 0o644;
  try {
    mode = statSync(path).mode & 0o777;
  } catch { /* new file */ }
  const temp = join(path, '..', `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'wx', mode);
    // open() applies the umask; the file's own mode is what it had.
    fchmodSync(fd, mode);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== null) try { closeSync(fd); } catch { /* closed */ }
    rmSync(temp, { force: true });
    if (isDiskFull(error)) throw diskFullError(error);
    throw new NuzoError('EXPORT_FAILED', `${basename(path)} could not be written; it was left as it was.`, { path, errno: (error as NodeJS.ErrnoException)?.code ?? null }, { cause: error });
  }
}
