// Splits a user message into statements the detector can judge one at a time. Code fences and
// quoted blocks are set aside as raw content: they are never a statement, only evidence that
// the message carried output or file text.

export type Segment = { text: string; raw: boolean };

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|cf|approx|incl|min|max|v|no|fig|dept|mr|mrs|ms|dr|st)\.$/i;
const LEADING_MARKERS =
  /^(?:(?:oh|ok(?:ay)?|so|also|and|but|btw|by the way|actually|anyway|alright|one more thing|another thing|for the record|quick note|side note|ps|p\.s\.|hey|hi|update|reminder|important)\b[,:;!-]*\s+)+/i;
const PASTE_LEAD = /:\s*$|^(here'?s|here is|here are|below is|pasting|copying|output|logs?)\b/i;
const BULLET = /^\s*(?:[-*•>]+|\d+[.)])\s+/;

export function stripMarkers(sentence: string): string {
  let out = sentence.trim().replace(BULLET, '');
  for (let i = 0; i < 3; i++) {
    const next = out.replace(LEADING_MARKERS, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}

// Splits on sentence ends followed by an upper-case start, a quote or a backtick, keeping
// abbreviations, versions (22.13) and file names (auth.ts) intact.
function splitLine(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let j = i + 1;
    while (j < line.length && /[.!?)"'’]/.test(line[j] as string)) j++;
    if (j >= line.length) break;
    if (!/\s/.test(line[j] as string)) continue;
    let k = j;
    while (k < line.length && /\s/.test(line[k] as string)) k++;
    const next = line[k] ?? '';
    if (!/[A-Z0-9"'`(“]/.test(next)) continue;
    const head = line.slice(start, j).trim();
    if (ch === '.' && ABBREVIATIONS.test(head)) continue;
    parts.push(head);
    start = k;
    i = k - 1;
  }
  const tail = line.slice(start).trim();
  if (tail) parts.push(tail);
  return parts;
}

export function splitStatements(text: string): Segment[] {
  const segments: Segment[] = [];
  const fence = /```[\s\S]*?(```|$)/g;
  let last = 0;
  const pushProse = (chunk: string): void => {
    const lines = chunk.split(/\r?\n/).filter((l) => l.trim());
    let pasted = false;
    for (const [i, line] of lines.entries()) {
      // Lines after "Here's the log:" (or a line ending in a colon) are pasted material;
      // bullets after a colon are a list of statements ("Rules for this repo:\n- …").
      if (pasted && !BULLET.test(line)) {
        segments.push({ text: line.trim(), raw: true });
        continue;
      }
      if (i < lines.length - 1 && PASTE_LEAD.test(line.trim())) pasted = true;
      if (/^\s{4,}\S/.test(line) || /^\s*(\$|>>>|PS [A-Z]:\\|#\s*\$)\s/.test(line)) {
        segments.push({ text: line.trim(), raw: true });
        continue;
      }
      for (const sentence of splitLine(line.trim())) segments.push({ text: sentence, raw: false });
    }
  };
  for (const match of text.matchAll(fence)) {
    pushProse(text.slice(last, match.index));
    segments.push({ text: match[0], raw: true });
    last = (match.index ?? 0) + match[0].length;
  }
  pushProse(text.slice(last));
  return segments;
}
