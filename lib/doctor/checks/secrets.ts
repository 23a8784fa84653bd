// Rows passed content policy when they were written, but patterns grow: this re-checks
// stored memories, pending drafts and the export files Nuzo keeps under NUZO_HOME/exports
// against today's policy. Only counts (and memory ids, for the CLI) come back.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportsDir } from '../../transfer/paths.ts';
import { isSecretFinding, itemFinding, policyFinding } from '../../transfer/scan.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const EXPORT_FILE_MAX_BYTES = 256 * 1024 * 1024;

type StoredRow = { id: string; content: string; scope: string; kind: string; tags: string; source: string; reason?: string | null; origin_host?: string | null; origin_session?: string | null; origin_ref?: string | null };

export function checkStoredSecrets(ctx: DoctorContext): CheckResult {
  const db = ctx.probe.db;
  if (!db || !ctx.probe.schemaVersion) return { id: 'secrets.store', status: 'ok', summary: 'No readable store, so no stored memories to scan.' };
  let scanned = 0;
  const secretIds: string[] = [];
  let other = 0;
  try {
    // The whole record, as the write path reads it (lib/memory/validate.ts): content, scope,
    // tags, source and kind, and for a draft its reason and origin.
    const tables = [
      { table: 'memories', extra: '' },
      { table: 'drafts', extra: ', reason, origin_host, origin_session, origin_ref' },
    ] as const;
    for (const { table, extra } of tables) {
      // .all(), not .iterate(): Node 22.13's iterator can lose its statement to GC mid-scan.
      const rows = db.prepare(`SELECT id, content, scope, kind, tags, source${extra} FROM ${table}`).all() as StoredRow[];
      for (const row of rows) {
        scanned++;
        const code = itemFinding({
          content: row.content, scope: row.scope, kind: row.kind, tags: JSON.parse(row.tags) as string[], source: row.source,
          extra: [row.reason, row.origin_host, row.origin_session, row.origin_ref],
        });
        if (isSecretFinding(code)) secretIds.push(row.id);
        else if (code) other++;
      }
    }
  } catch {
    return { id: 'secrets.store', status: 'warn', summary: 'Stored memories could not be scanned (the store did not read cleanly).' };
  }
  const details = { scanned, secrets: secretIds.length, other_findings: other, ids: secretIds };
  if (secretIds.length) {
    return { id: 'secrets.store', status: 'fail', summary: `${secretIds.length} of ${scanned} stored memories/drafts look like they contain a secret.`, fix: 'Review them by id (nuzo memory list) and delete them with nuzo memory forget <id> --delete.', details };
  }
  if (other) return { id: 'secrets.store', status: 'warn', summary: `${other} of ${scanned} stored memories/drafts would now be refused by content policy (personal data, logs or dumps).`, details };
  return { id: 'secrets.store', status: 'ok', summary: `No secrets found in ${scanned} stored memories/drafts.`, details };
}

export function checkExportSecrets(ctx: DoctorContext): CheckResult {
  const dir = exportsDir(ctx.home);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return { id: 'secrets.exports', status: 'ok', summary: 'No export files under NUZO_HOME/exports.' };
  }
  let files = 0;
  let flagged = 0;
  let skipped = 0;
  for (const name of names) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (!stat.isFile()) continue;
    if (stat.size > EXPORT_FILE_MAX_BYTES) { skipped++; continue; }
    files++;
    if (scanExportText(readFileSync(path, 'utf8'))) flagged++;
  }
  const details = { files, flagged, skipped };
  if (flagged) return { id: 'secrets.exports', status: 'fail', summary: `${flagged} of ${files} export file(s) under NUZO_HOME/exports look like they contain a secret.`, fix: `Delete or re-create them (new exports withhold such memories): ${dir}`, details };
  return { id: 'secrets.exports', status: skipped ? 'warn' : 'ok', summary: `No secrets found in ${files} export file(s)${skipped ? `; ${skipped} too large to scan` : ''}.`, details };
}

// Per memory when the file is an export (JSON or NDJSON), per block otherwise (Markdown).
function scanExportText(text: string): boolean {
  const items: Array<{ content?: unknown; tags?: unknown; source?: unknown }> = [];
  try {
    const doc = JSON.parse(text) as { memories?: unknown };
    if (Array.isArray(doc.memories)) items.push(...doc.memories);
  } catch {
    const lines = text.split('\n').filter(Boolean);
    try {
      for (const line of lines) items.push(JSON.parse(line));
    } catch {
      items.length = 0;
      return text.split(/\n(?=#+ )/).some((block) => isSecretFinding(policyFinding(block)));
    }
  }
  return items.some((item) => {
    if (!item || typeof item !== 'object') return false;
    const content = typeof item.content === 'string' ? item.content : '';
    const tags = Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string') : [];
    const source = typeof item.source === 'string' ? item.source : '';
    return isSecretFinding(itemFinding({ content, tags, source }));
  });
}
