// The heading a statement of an instruction file sits under, as a tag: a user's CLAUDE.md
// says what each rule is about by where it puts it ("## Testing", "### Deployment"), and a
// statement cut out of its section loses that ("Use the `--ci` flag." under "Testing").
// Tags are what a memory carries besides its words: they are indexed and weigh in ranking
// (lib/recall/rank.ts), and `nuzo memory list --tag` filters by them. The statement's own
// text is never changed (write-back carries it into the file as written).
//
// A tag holds only [a-z0-9._:-] (lib/policy/tags.ts), so the heading is folded: markdown
// and emoji dropped, accents stripped, every other run of characters one '-', cut at a word
// boundary to the tag length limit. A heading with nothing left (all symbols, another
// script) gives no tag rather than a wrong one.
import { LIMITS } from '../limits.ts';

export function headingTag(heading: string | null | undefined): string | null {
  if (!heading) return null;
  const folded = heading
    .slice(0, 500)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!folded) return null;
  if (folded.length <= LIMITS.tagMaxChars) return folded;
  const cut = folded.slice(0, LIMITS.tagMaxChars + 1);
  const end = cut.lastIndexOf('-');
  return end > 0 ? cut.slice(0, end) : folded.slice(0, LIMITS.tagMaxChars);
}
