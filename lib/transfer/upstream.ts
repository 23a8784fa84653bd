// Writing for upstream Nuzo 1.2 (fabionfsc/nuzo-memory). Its import is all or nothing: one
// item it would refuse, more than 1,000 items, or a file over 10 MB, and nothing lands. So
// a file meant for it holds only items its rules accept (the rest are withheld and named by
// id, code and field), and a large export is split into numbered files it can take one by
// one. Upstream stores no id and no sensitive flag but keeps provenance as given, so both
// ride along in `provenance.nuzo` (format.ts reads them back; `had_provenance: false` marks
// a provenance that exists only to carry them).
import type { RelationItem } from './carried.ts';
import { provenanceProblem } from './carried.ts';
import type { ExportFileFormat, RelationLeftOut, Withheld } from './export.ts';
import type { ExportDocument, ExportItem } from './format.ts';

export const UPSTREAM_MAX_ITEMS = 1000;
// Upstream reads at most 10 MiB; the margin covers the header and relations.
const UPSTREAM_MAX_BYTES = 10 * 1024 * 1024 - 256 * 1024;

const SCOPE = /^(user|project|agent|team):[A-Za-z0-9._~:/-]+$/;
const TAG = /^[a-z0-9][a-z0-9._-]{0,63}$/;

// The first rule of upstream's an item breaks, or null.
export function upstreamProblem(item: ExportItem): { code: string; field: string } | null {
  if (item.scope.length > 256 || !SCOPE.test(item.scope)) return { code: 'UPSTREAM_SCOPE_INVALID', field: 'scope' };
  if (item.tags.length > 32) return { code: 'UPSTREAM_TAG_LIMIT', field: 'tags' };
  if (item.tags.some((t) => !TAG.test(t))) return { code: 'UPSTREAM_TAG_INVALID', field: 'tags' };
  if (!item.source.trim() || item.source.length > 256) return { code: 'UPSTREAM_SOURCE_INVALID', field: 'source' };
  if (!item.content.trim() || item.content.length > 8000) return { code: 'UPSTREAM_CONTENT_INVALID', field: 'content' };
  if (item.provenance && provenanceProblem(item.provenance)) return { code: 'UPSTREAM_PROVENANCE_INVALID', field: 'provenance' };
  return null;
}

export function toUpstream(document: ExportDocument): { document: ExportDocument; withheld: Withheld[]; relations_left_out: RelationLeftOut[] } {
  const withheld: Withheld[] = [];
  const memories: ExportItem[] = [];
  const newIndex = new Map<number, number>();
  document.memories.forEach((item, index) => {
    const problem = upstreamProblem(item);
    if (problem) {
      withheld.push({ id: item.id ?? `index:${index}`, code: problem.code, field: problem.field });
      return;
    }
    const { id, sensitive, provenance, ...rest } = item;
    const carrier = { ...(provenance ?? { kind: 'import', host: 'nuzo' }), nuzo: { id, sensitive: sensitive === true, ...(provenance ? {} : { had_provenance: false }) } };
    newIndex.set(index, memories.length);
    memories.push({ ...rest, provenance: carrier, id, sensitive });
  });
  const relations: RelationItem[] = [];
  const left: RelationLeftOut[] = [];
  for (const r of document.relations ?? []) {
    const s = newIndex.get(r.source_index);
    const t = newIndex.get(r.target_index);
    if (s !== undefined && t !== undefined) relations.push({ ...r, source_index: s, target_index: t });
    else left.push({ source_id: document.memories[r.source_index].id!, target_id: document.memories[r.target_index].id!, relation: r.relation, code: 'RELATION_ENDPOINT_WITHHELD' });
  }
  return { document: { ...document, memories, relations }, withheld, relations_left_out: left };
}

// Cuts a document into files of at most maxItems memories (and, for upstream, under its
// byte limit). A relation whose two memories land in different files cannot be written.
export function splitDocument(document: ExportDocument, format: ExportFileFormat, maxItems: number | undefined): { documents: ExportDocument[]; left_out: RelationLeftOut[] } {
  if (maxItems === undefined && format !== 'upstream') return { documents: [document], left_out: [] };
  const limit = maxItems ?? UPSTREAM_MAX_ITEMS;
  const fileOf: number[] = [];
  const starts: number[] = [0];
  let bytes = 0;
  document.memories.forEach((item, index) => {
    const size = format === 'upstream' ? Buffer.byteLength(JSON.stringify(item)) + 8 : 0;
    const inFile = index - starts[starts.length - 1];
    if (inFile >= limit || (inFile > 0 && bytes + size > UPSTREAM_MAX_BYTES)) {
      starts.push(index);
      bytes = 0;
    }
    bytes += size;
    fileOf.push(starts.length - 1);
  });
  const documents: ExportDocument[] = starts.map((start, n) => ({ ...document, memories: document.memories.slice(start, starts[n + 1] ?? document.memories.length), relations: [] }));
  const left: RelationLeftOut[] = [];
  for (const r of document.relations ?? []) {
    const file = fileOf[r.source_index];
    if (file === fileOf[r.target_index]) documents[file].relations!.push({ ...r, source_index: r.source_index - starts[file], target_index: r.target_index - starts[file] });
    else left.push({ source_id: document.memories[r.source_index].id!, target_id: document.memories[r.target_index].id!, relation: r.relation, code: 'RELATION_SPLIT_ACROSS_FILES' });
  }
  return { documents, left_out: left };
}
