// Human renderings of core records. JSON output never passes through here: --json prints
// the core's own shapes, so scripts see the same fields the MCP tools return. Every stored
// field goes through lib/text/visible.ts before any colour is added, so a control
// character in a memory is shown as an escape (\x1b) and never acts on the terminal, while
// picocolors' own sequences still style the line.
import { confirmationText, type Draft } from '../lib/drafts/draft.ts';
import { anchorMarker, type AnchorState } from '../lib/anchors/check.ts';
import type { Memory } from '../lib/memory/model.ts';
import type { CarriedFields } from '../lib/memory/carried-store.ts';
import { visibleBlock, visibleLine } from '../lib/text/visible.ts';
import type { Colors } from './io.ts';

// Short name: it wraps every stored value printed below.
const v = visibleLine;

// The one line-pair a person sees for a memory, in every command that lists memories
// (recall, list, team list…): its text, led by the stale mark when the files it names
// changed or are gone (`[gone: src/main.ts]`, the same mark the session-start fence and
// the page show), then a dim line of id, kind, scope, tags, status and carried fields.
export type ShownMemory = { id: string; content: string; kind: string; scope: string; tags: string[]; status?: string; anchors?: AnchorState } & CarriedFields;

export function memoryLine(m: ShownMemory, c: Colors): string[] {
  const meta = [v(m.id), v(m.kind), v(m.scope), m.tags.length ? `tags: ${m.tags.map(v).join(', ')}` : null, m.status && m.status !== 'active' ? v(m.status) : null, ...carriedParts(m)].filter(Boolean).join(' · ');
  return [staleMark(m.anchors, c) + v(m.content), c.dim(`  ${meta}`)];
}

// `[changed: src/a.ts since 2026-11-20] ` before the text, or nothing for fresh files.
export function staleMark(anchors: AnchorState | undefined, c: Colors): string {
  const mark = anchorMarker(anchors);
  return mark ? `${c.yellow(v(mark))} ` : '';
}

// What an upstream import carried in (confidence, its state, provenance, relations), each
// stored value through the sanitizer; nothing when the memory has none.
export function carriedParts(m: CarriedFields): string[] {
  const parts: string[] = [];
  if (m.confidence !== undefined) parts.push(`confidence ${m.confidence}`);
  if (m.confidence_state) parts.push(v(m.confidence_state));
  if (m.provenance) {
    const p = m.provenance;
    const where = typeof p.path === 'string' ? ` ${v(p.path)}${typeof p.line === 'number' ? `:${p.line}` : ''}` : '';
    const host = typeof p.host === 'string' ? ` via ${v(p.host)}` : '';
    parts.push(`from ${v(String(p.kind))}${host}${where}`);
  }
  for (const r of m.relations ?? []) parts.push(r.target_id ? `${v(r.relation)} ${v(r.target_id)}` : `${v(r.source_id ?? '')} ${v(r.relation)} this`);
  return parts;
}

export function memoryBlock(m: Memory & { anchors?: AnchorState }, c: Colors): string[] {
  return [
    `${c.bold('Id:')}       ${v(m.id)}`,
    `${c.bold('Content:')}  ${staleMark(m.anchors, c)}${visibleBlock(m.content, ' '.repeat(10))}`,
    `${c.bold('Kind:')}     ${v(m.kind)}`,
    `${c.bold('Scope:')}    ${v(m.scope)}`,
    `${c.bold('Tags:')}     ${m.tags.map(v).join(', ') || '(none)'}`,
    `${c.bold('Status:')}   ${v(m.status)} (revision ${m.revision})`,
    `${c.bold('Source:')}   ${v(m.source)}`,
    `${c.bold('Updated:')}  ${v(m.updated_at)}`,
  ];
}

export function draftLine(d: Draft, c: Colors): string[] {
  const meta = [v(d.id), v(d.kind), v(d.scope) + (d.scope_unclear ? ' (scope unclear)' : ''), d.tags.length ? `tags: ${d.tags.map(v).join(', ')}` : null, d.supersedes ? `updates ${v(d.supersedes.id)}` : null, d.priority === 'low' ? 'low priority' : null, byAgent(d)]
    .filter(Boolean)
    .join(' · ');
  return [v(d.content), c.dim(`  ${meta}`)];
}

// Said wherever a draft is listed: the agent proposed it, or changed it since.
export function byAgent(d: Pick<Draft, 'proposed_by' | 'original'>): string | null {
  const parts = [d.proposed_by.includes('agent') ? 'proposed by the agent' : null, d.original ? 'edited by the agent' : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

// The confirmation prompt of a draft as a person sees it: exactly what would be saved,
// with nothing in it able to hide, move or restyle the rest. Content keeps its line
// breaks (a session digest has several), each marked and indented under "Content:".
// A draft an agent edited also shows what it said before, escaped the same way. The question
// on its last line only where someone can answer it (nuzo review); a listing (drafts show,
// the capture dry run) shows the draft alone.
export function draftPrompt(d: Pick<Draft, 'content' | 'kind' | 'scope' | 'tags' | 'reason'> & { original?: Draft['original'] }, ask = true): string {
  const o = d.original ?? null;
  const original = o ? { content: visibleBlock(o.content, ' '.repeat(9)), kind: v(o.kind), scope: v(o.scope), tags: o.tags.map(v) } : null;
  const text = confirmationText({ content: visibleBlock(d.content, ' '.repeat(9)), kind: v(d.kind) as Draft['kind'], scope: v(d.scope), tags: d.tags.map(v), reason: v(d.reason), original });
  return ask ? text : text.split('\n').slice(0, -1).join('\n');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
