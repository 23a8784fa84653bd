// Redundancy fingerprints. The engine must recognise "same tool, same file, same error" and
// "the user said this a minute ago" without keeping transcript text around, so a recent capture
// is remembered as a structural key plus hashed word shingles (FNV-1a, 32 bit).

import type { CaptureEvent, RecentCapture } from './types.ts';

const STOPWORDS = new Set(
  'a an the and or but if of to in on at for with by from as is are was were be been it this that these those i we you me my our your us they them its do does did not no so just then than there here can could would should will'.split(
    ' ',
  ),
);

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function wordShingles(text: string, limit = 64): number[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9_./-]+/)
    .map((w) => w.replace(/^[./-]+|[./-]+$/g, ''))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
  const set = new Set<number>();
  for (const word of words) {
    set.add(fnv1a(word));
    if (set.size >= limit) break;
  }
  return [...set].sort((a, b) => a - b);
}

export function jaccard(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const left = new Set(a);
  let shared = 0;
  for (const value of new Set(b)) if (left.has(value)) shared++;
  return shared / (left.size + new Set(b).size - shared);
}

// Structural identity: kind + tool + touched files + error flag + command head. Two events with
// the same key are "the same thing happening again" even when their payloads differ.
export function eventKey(event: CaptureEvent): string {
  const tool = event.tool;
  if (!tool) return event.kind;
  const files = [...tool.file_paths].sort().join(',');
  const command = (tool.command ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
  return [event.kind, tool.name, files, tool.is_error ? 'error' : 'ok', command].join('|');
}

// What a caller should append to the history after a capture; carries no text.
export function recentCaptureOf(event: CaptureEvent, at: number, mode: RecentCapture['mode']): RecentCapture {
  const recent: RecentCapture = { session_id: event.session_id, at, event_kind: event.kind, key: eventKey(event), mode };
  if (event.text && !event.tool) recent.shingles = wordShingles(event.text);
  return recent;
}
