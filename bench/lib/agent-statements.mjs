// Statements out of a public CLAUDE.md / AGENTS.md file, as the recall benches store them:
// bullets and sentences of 5 to 60 words, code blocks, headings, tables and HTML skipped,
// markdown emphasis and code ticks dropped.
export function statementsOf(text) {
  const out = [];
  let fenced = false;
  for (const raw of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*(#|\||<)/.test(raw)) continue;
    const line = raw.replace(/^\s*([-*+]|\d+[.)])\s+/, '').replace(/[*_`]/g, '').trim();
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      const words = sentence.split(/\s+/).filter(Boolean).length;
      if (words >= 5 && words <= 60) out.push(sentence);
    }
  }
  return out;
}
