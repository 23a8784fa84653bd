// The one question export and doctor ask of content policy: would this text be refused
// today? Stored rows passed policy when written, but policy grows; a row saved before a new
// secret pattern existed must not leave the machine in an export. Only the code comes back.
import { checkContent, checkRecord } from '../policy/index.ts';

export function policyFinding(text: string): string | null {
  return text ? (checkContent(text)?.code ?? null) : null;
}

// The whole record, as every write path reads it: content, then scope, tags and source.
export function itemFinding(item: { content: string; tags?: readonly string[]; source?: string; scope?: string; kind?: string; extra?: readonly (string | null | undefined)[] }): string | null {
  return checkRecord({ content: item.content, tags: item.tags, source: item.source, scope: item.scope, kind: item.kind, extra: item.extra })?.code ?? null;
}

// Secrets are the findings that make an export unsafe to share; PII and the rest are
// reported separately by doctor.
export function isSecretFinding(code: string | null): boolean {
  return code === 'SECRET_DETECTED';
}
