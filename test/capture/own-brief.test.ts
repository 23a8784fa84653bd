// A user's own prompt file pasted as the first message ("# Migration prompt", "I need you to
// help me …", a "**Stack**:" bullet) is the user's words; a long document that does not ask the
// agent for anything in the first person is still read as pasted. Bold is emphasis, never part
// of a label, and code keeps its asterisks.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { stripMarkers } from '../../lib/capture/sentences.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const ctx: CandidateContext = { projectScope: 'project:abcdef0123456789', agentName: 'claude-code' };
const contents = (text: string) => detectCandidates(text, ctx).candidates.map((c) => c.content);

const body = [
  '## Context',
  '',
  '- **Source**: the old Hugo site in ../old-site',
  '- **Stack**: Next.js + Tailwind + Vercel',
  '',
  '## Tasks',
  '',
  '1. Read the old templates',
  '2. Port the post layout',
  '3. Port the tag pages',
  '4. Keep the RSS feed working',
  '5. Add redirects for old links',
  '6. Check the build output',
  '7. Compare page weights',
  '8. Write down what changed',
];

test("a long brief that asks the agent in the first person is the user's own: its stack label is drafted", () => {
  const brief = ['# Blog migration prompt', '', 'I need you to help me move my cooking blog from Hugo to Next.js.', '', ...body].join('\n');
  assert.ok(contents(brief).some((c) => /^Stack: Next\.js \+ Tailwind \+ Vercel/.test(c)), contents(brief).join(' | '));
  // Titled a prompt, without the first-person line: the same.
  const titled = ['# Prompt: the blog migration', '', 'Moving the cooking blog from Hugo to Next.js.', '', ...body].join('\n');
  assert.ok(contents(titled).some((c) => c.startsWith('Stack: Next.js')));
});

test('a long document with headings that asks nothing of the agent stays pasted', () => {
  const readme = ['# Cooking blog', '', 'A static site for recipes, rebuilt every night.', '', ...body].join('\n');
  assert.deepEqual(contents(readme), []);
  // A short message is never a document, brief or not: nothing changes there.
  assert.deepEqual(contents('**Stack**: Next.js + Tailwind + Vercel'), contents('Stack: Next.js + Tailwind + Vercel'));
});

test('bold around words is dropped; asterisks in code and argument unpacking stay', () => {
  assert.equal(stripMarkers('- **Stack**: Astro + TypeScript'), 'Stack: Astro + TypeScript');
  assert.equal(stripMarkers('**Always** run **pnpm** before committing.'), 'Always run pnpm before committing.');
  assert.equal(stripMarkers('call f(**a, **b) with both'), 'call f(**a, **b) with both');
  assert.equal(stripMarkers('spread with `merge(**base, **extra)` only'), 'spread with `merge(**base, **extra)` only');
  assert.equal(stripMarkers('a ** b ** c'), 'a ** b ** c');
});
