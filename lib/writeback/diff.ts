// A unified diff of two texts, line by line, for showing a writeback before it is applied.
// Longest common subsequence over lines; the files involved are agent docs of a few hundred
// lines, and a cap keeps a huge file from costing quadratic time.
export const DIFF_MAX_LINES = 20_000;

type Op = { tag: ' ' | '-' | '+'; line: string };

function ops(a: string[], b: string[]): Op[] {
  // Common head and tail first: a writeback touches one block, so the table stays small.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const n = x.length;
  const m = y.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i][j] = x[i] === y[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const out: Op[] = a.slice(0, head).map((line) => ({ tag: ' ', line }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) { out.push({ tag: ' ', line: x[i++] }); j++; }
    // Removed lines before the lines that replace them, as diff(1) and git print them.
    else if (i < n && (j === m || table[i + 1][j] >= table[i][j + 1])) out.push({ tag: '-', line: x[i++] });
    else out.push({ tag: '+', line: y[j++] });
  }
  for (const line of a.slice(a.length - tail)) out.push({ tag: ' ', line });
  return out;
}

function split(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function unifiedDiff(before: string, after: string, name: string, context = 3): string {
  if (before === after) return '';
  const a = split(before);
  const b = split(after);
  if (a.length + b.length > DIFF_MAX_LINES) return `--- a/${name}\n+++ b/${name}\n(file too long to show a diff: ${a.length} lines before, ${b.length} after)\n`;
  const all = ops(a, b);
  const lines = [`--- ${before === '' ? '/dev/null' : `a/${name}`}`, `+++ b/${name}`];
  let k = 0;
  while (k < all.length) {
    if (all[k].tag === ' ') { k++; continue; }
    let start = Math.max(0, k - context);
    let stop = k;
    // Extend the hunk while changes are within 2*context of each other.
    for (let s = k; s < all.length; s++) if (all[s].tag !== ' ') stop = s;
    else if (s - stop > 2 * context) break;
    stop = Math.min(all.length - 1, stop + context);
    let aStart = 0;
    let bStart = 0;
    for (let s = 0; s < start; s++) { if (all[s].tag !== '+') aStart++; if (all[s].tag !== '-') bStart++; }
    const hunk = all.slice(start, stop + 1);
    const aLen = hunk.filter((o) => o.tag !== '+').length;
    const bLen = hunk.filter((o) => o.tag !== '-').length;
    lines.push(`@@ -${aLen ? aStart + 1 : aStart},${aLen} +${bLen ? bStart + 1 : bStart},${bLen} @@`);
    for (const o of hunk) lines.push(`${o.tag}${o.line}`);
    k = stop + 1;
    start = k;
  }
  return `${lines.join('\n')}\n`;
}
