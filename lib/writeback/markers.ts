// The marker comments around the block `nuzo memory writeback` keeps in AGENTS.md /
// CLAUDE.md, and the file as a reader other than write-back should see it: without that
// block. The block is Nuzo's own copy of memories it already has, so import-host must not
// propose it back and the host-file notice must not call a file new because the block
// changed. No node:crypto here: the SessionStart notice loads this.

export const BEGIN = '<!-- nuzo:begin';
export const END = '<!-- nuzo:end -->';

// Each begin…end span replaced by as many line breaks as it held, so line numbers of the
// rest stay true. A begin marker without its end is left as it is (the user's text follows).
export function withoutManagedBlock(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const begin = text.indexOf(BEGIN, from);
    if (begin < 0) break;
    const end = text.indexOf(END, begin);
    if (end < 0) break;
    out += text.slice(from, begin) + text.slice(begin, end + END.length).replace(/[^\n]/g, '');
    from = end + END.length;
  }
  return out + text.slice(from);
}
