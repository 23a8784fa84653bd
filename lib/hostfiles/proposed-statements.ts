// What `nuzo memory import-host` proposes from one host file's text, before policy and
// duplicates are weighed: each statement (markdown-statements.ts) with its guessed kind and
// its tags (`host-import`, and the section it sat under, heading-tag.ts). Pure: text in,
// proposals out, so the import and the recall benches store the very same statements.
import { withoutManagedBlock } from '../writeback/markers.ts';
import { checkContent } from '../policy/index.ts';
import { headingTag } from './heading-tag.ts';
import { guessKind, splitStatements, type LeftOut, type Statement } from './markdown-statements.ts';

export type ProposedStatement = Statement & { kind: ReturnType<typeof guessKind>; tags: string[] };

// `user`: the file is the user's own (its statements are notes, not project facts).
export function proposedStatements(markdown: string, user: boolean, leftOut?: LeftOut[]): ProposedStatement[] {
  return splitStatements(withoutManagedBlock(markdown), leftOut).map((statement) => {
    // The section says what a statement is about; the title is the file's or project's name.
    // A heading content policy would refuse is no tag: folding it ("ghp_…" to "ghp-…") could hide
    // a secret from the record checks the tag meets later.
    const section = statement.section && statement.heading && checkContent(statement.heading) === null ? headingTag(statement.heading) : null;
    return {
      ...statement,
      kind: guessKind(statement.text, user),
      tags: section && section !== 'host-import' ? ['host-import', section] : ['host-import'],
    };
  });
}
