// Markdown rendering of an export, for a person to review. Not an import input: the
// metadata block is informative only and content is shown as written.
import type { ExportDocument, ExportItem } from './format.ts';

export function renderMarkdown(document: ExportDocument): string {
  const lines = [
    '# Nuzo Memory Export',
    '',
    'This file is for human review. Use the JSON export to import.',
    '',
    '```yaml',
    `format: ${document.format}`,
    `version: ${document.version}`,
    `exported_at: ${JSON.stringify(document.exported_at)}`,
    `count: ${document.memories.length}`,
    '```',
    '',
    '## Memories',
    '',
  ];
  if (document.memories.length === 0) lines.push('_No memories exported._', '');
  document.memories.forEach((memory, index) => {
    lines.push(`### Memory ${index + 1}`, '', metadata(memory), '', memory.content, '');
  });
  return lines.join('\n');
}

function metadata(memory: ExportItem): string {
  const q = (value: string | null | undefined) => (value === null || value === undefined ? 'null' : JSON.stringify(value));
  return [
    '```yaml',
    `scope: ${q(memory.scope)}`,
    `kind: ${q(memory.kind)}`,
    `tags: ${memory.tags.length ? `[${memory.tags.map((t) => JSON.stringify(t)).join(', ')}]` : '[]'}`,
    `source: ${q(memory.source)}`,
    `created_at: ${q(memory.created_at)}`,
    `updated_at: ${q(memory.updated_at)}`,
    `archived_at: ${q(memory.archived_at)}`,
    '```',
  ].join('\n');
}
