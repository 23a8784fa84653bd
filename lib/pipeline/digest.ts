// Session digests (opt-in): a `note` tagged `session-digest`, proposed as a draft like any
// other capture, built without a model from what the user asked for, which tools ran and
// which files they touched — never command output or tool results. One pending digest per
// session is refreshed at each Stop; the user confirms it (or not) at review.
import { checkContent } from '../policy/index.ts';
import type { CaptureEvent } from '../transcript/events.ts';

export const DIGEST_TAG = 'session-digest';
const MAX_REQUESTS = 8;
const MAX_TOOLS = 15;
const MAX_FILES = 15;
const REQUEST_CHARS = 120;

export type DigestParts = { header: string; requests: string[]; tools: string[]; files: string[] };

export function emptyDigest(host: string, day: string): DigestParts {
  return { header: `Session digest (${day}, ${host})`, requests: [], tools: [], files: [] };
}

// Policy runs on each request's full text before it is shortened for the digest.
export function addEvents(parts: DigestParts, events: CaptureEvent[]): DigestParts {
  const next = { ...parts, requests: [...parts.requests], tools: [...parts.tools], files: [...parts.files] };
  for (const event of events) {
    if (event.sidechain) continue;
    if (event.kind === 'user_message' && event.text && !checkContent(event.text)) {
      const flat = event.text.replace(/\s+/g, ' ').trim();
      const short = flat.length > REQUEST_CHARS ? `${flat.slice(0, REQUEST_CHARS - 1)}…` : flat;
      if (short && !next.requests.includes(short)) next.requests.push(short);
    }
    if (event.kind === 'tool_call' && event.tool) {
      if (!next.tools.includes(event.tool.name)) next.tools.push(event.tool.name);
      for (const path of event.tool.file_paths) if (!next.files.includes(path) && !checkContent(path)) next.files.push(path);
    }
  }
  next.requests = next.requests.slice(-MAX_REQUESTS);
  next.tools = next.tools.slice(0, MAX_TOOLS);
  next.files = next.files.slice(-MAX_FILES);
  return next;
}

export function renderDigest(parts: DigestParts): string {
  const lines = [parts.header, 'Requests:', ...parts.requests.map((r) => `- ${r}`)];
  if (parts.tools.length) lines.push(`Tools: ${parts.tools.join(', ')}`);
  if (parts.files.length) lines.push(`Files: ${parts.files.join(', ')}`);
  return lines.join('\n');
}

export function parseDigest(content: string): DigestParts | null {
  const lines = content.split('\n');
  if (!lines[0]?.startsWith('Session digest (') || lines[1] !== 'Requests:') return null;
  const parts: DigestParts = { header: lines[0], requests: [], tools: [], files: [] };
  for (const line of lines.slice(2)) {
    if (line.startsWith('- ')) parts.requests.push(line.slice(2));
    else if (line.startsWith('Tools: ')) parts.tools = line.slice(7).split(', ').filter(Boolean);
    else if (line.startsWith('Files: ')) parts.files = line.slice(7).split(', ').filter(Boolean);
  }
  return parts;
}
