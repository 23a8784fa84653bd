import test from 'node:test';
import assert from 'node:assert/strict';
import { headingTag } from '../../lib/hostfiles/heading-tag.ts';
import { normalizeTags } from '../../lib/policy/tags.ts';
import { LIMITS } from '../../lib/limits.ts';
import { proposedStatements } from '../../lib/hostfiles/proposed-statements.ts';

test('a heading becomes a tag the tag rules accept, saying what the section is about', () => {
  assert.equal(headingTag('Testing'), 'testing');
  assert.equal(headingTag('Entry Points & Contracts'), 'entry-points-contracts');
  assert.equal(headingTag('📁 `src/` (Core Source)'), 'src-core-source');
  assert.equal(headingTag('Unveränderliche Schranken'), 'unveranderliche-schranken');
  assert.equal(headingTag('CORE LAYER (`src/core/`)'), 'core-layer-src-core');
  for (const heading of ['Testing', 'Entry Points & Contracts', '📁 `src/` (Core Source)', 'Pull Request & Commit Guidelines']) {
    const tag = headingTag(heading) as string;
    assert.deepEqual(normalizeTags([tag]), [tag], `${heading} -> ${tag} is a valid tag as written`);
  }
});

test('a heading with nothing left gives no tag, and a long one is cut at a word to the limit', () => {
  assert.equal(headingTag(null), null);
  assert.equal(headingTag(''), null);
  assert.equal(headingTag('🚀 ✨'), null);
  assert.equal(headingTag('テスト'), null);
  const long = headingTag('Crew Agent Definition (`methods.<name>.do[call=crew].with.agents.<name>`) and everything around it');
  assert.ok(long && long.length <= LIMITS.tagMaxChars, long ?? '');
  assert.ok(!long.endsWith('-'));
  assert.equal(long, 'crew-agent-definition-methods-name-do-call-crew-with-agents-name');
  assert.equal(headingTag('x'.repeat(100)), 'x'.repeat(LIMITS.tagMaxChars));
});

test('a heading content policy refuses becomes no tag: folded, a token would slip past the record checks', () => {
  const token = 'ghp_' + 'R4nd0mT0k3nV4lu3F0rT3st1ngOnlyAbCdEfGh';
  const markdown = `# Project\n\n## Deploy with ${token}\n\nRun the deploy script from the release branch only.\n\n## Testing\n\nRun the unit tests with vitest before every push.\n`;
  const statements = proposedStatements(markdown, false);
  const deploy = statements.find((s) => s.text.startsWith('Run the deploy'));
  assert.deepEqual(deploy?.tags, ['host-import']);
  assert.ok(!statements.some((s) => s.tags.join(' ').includes('r4nd0m')));
  assert.deepEqual(statements.find((s) => s.text.startsWith('Run the unit'))?.tags, ['host-import', 'testing']);
});
