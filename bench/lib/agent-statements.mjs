// Statements out of a public CLAUDE.md / AGENTS.md file, as the recall benches label them:
// bullets and sentences of 5 to 60 words, code blocks, headings, tables and HTML skipped,
// markdown emphasis and code ticks dropped (labels name statements by a hash of this text).
export function statementsOf(text) {
  return statementsWithHeadingsOf(text).map((s) => s.text);
}

// The same statements, each with the heading it sits under, chosen as `nuzo memory
// import-host` chooses it (lib/hostfiles/markdown-statements.ts: the nearest heading below
// the title, the title itself when it is the only one), and with its code ticks as written
// (`withTicks`; the import keeps code spans), so a bench can store what the import stores.
export function statementsWithHeadingsOf(text) {
  const out = [];
  const stack = [];
  let fenced = false;
  for (const raw of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/.exec(raw);
    if (heading) {
      while (stack.length && stack[stack.length - 1].level >= heading[1].length) stack.pop();
      stack.push({ level: heading[1].length, text: heading[2] });
      continue;
    }
    if (/^\s*(#|\||<)/.test(raw)) continue;
    const bare = raw.replace(/^\s*([-*+]|\d+[.)])\s+/, '');
    const line = bare.replace(/[*_`]/g, '').trim();
    // The same sentences with their code ticks, where they split alike (a tick before a
    // capital can keep two sentences together): otherwise the statement as labelled.
    const ticked = bare.replace(/[*_]/g, '').trim().split(/(?<=[.!?])\s+(?=[A-Z])/);
    const pieces = line.split(/(?<=[.!?])\s+(?=[A-Z])/);
    const aligned = ticked.length === pieces.length && ticked.every((t, i) => t.replace(/`/g, '') === pieces[i]);
    let under = null;
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i].level >= 2 || stack.length === 1) {
        under = stack[i];
        break;
      }
    }
    for (const [i, sentence] of pieces.entries()) {
      const words = sentence.split(/\s+/).filter(Boolean).length;
      if (words >= 5 && words <= 60) out.push({ text: sentence, heading: under?.text ?? null, section: (under?.level ?? 0) >= 2, withTicks: aligned ? ticked[i] : sentence });
    }
  }
  return out;
}
