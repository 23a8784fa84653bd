// Human renderings of core records. JSON output never passes through here: --json prints
// the core's own shapes, so scripts see the same fields the MCP tools return.
import type { Draft } from '../lib/drafts/draft.ts';
import type { Memory } from '../lib/memory/model.ts';
import type { Colors } from './io.ts';

export function memoryLine(m: { id: string; content: string; kind: string; scope: string; tags: string[]; status?: string }, c: Colors): string[] {
  const meta = [m.id, m.kind, m.scope, m.tags.length ? `tags: ${m.tags.join(', ')}` : null, m.status && m.status !== 'active' ? m.status : null].filter(Boolean).join(' · ');
  return [m.content, c.dim(`  ${meta}`)];
}

export function memoryBlock(m: Memory, c: Colors): string[] {
  return [
    `${c.bold('Id:')}       ${m.id}`,
    `${c.bold('Content:')}  ${m.content}`,
    `${c.bold('Kind:')}     ${m.kind}`,
    `${c.bold('Scope:')}    ${m.scope}`,
    `${c.bold('Tags:')}     ${m.tags.join(', ') || '(none)'}`,
    `${c.bold('Status:')}   ${m.status} (revision ${m.revision})`,
    `${c.bold('Source:')}   ${m.source}`,
    `${c.bold('Updated:')}  ${m.updated_at}`,
  ];
}

export function draftLine(d: Draft, c: Colors): string[] {
  const meta = [d.id, d.kind, d.scope + (d.scope_unclear ? ' (scope unclear)' : ''), d.tags.length ? `tags: ${d.tags.join(', ')}` : null, d.supersedes ? `updates ${d.supersedes.id}` : null, d.priority === 'low' ? 'low priority' : null]
    .filter(Boolean)
    .join(' · ');
  return [d.content, c.dim(`  ${meta}`)];
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
