// Capture on text as people really write it in sessions: pastes mixed with typing, curly
// quotes, typos, one-off requests, approval chatter, answers to the agent's options. Each
// case here was a wrong or missing draft on real public sessions (issue 23).
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates, DRAFT_CONFIDENCE_FLOOR } from '../../lib/capture/candidates.ts';
import { rewriteStatement } from '../../lib/capture/rewrite.ts';
import { chosenOptions, optionsIn } from '../../lib/capture/options.ts';
import { identifyingDetail } from '../../lib/capture/identifying.ts';
import { looksPasted } from '../../lib/capture/pasted.ts';
import { stripMarkers } from '../../lib/capture/sentences.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const PROJECT = 'project:abcdef0123456789';
const ctx: CandidateContext = { projectScope: PROJECT, agentName: 'claude-code' };
const drafts = (text: string, extra: Partial<CandidateContext> = {}) => detectCandidates(text, { ...ctx, ...extra }).candidates;
const contents = (text: string, extra: Partial<CandidateContext> = {}) => drafts(text, extra).map((c) => c.content);

test('a line ending in ":" no longer marks every later line of the message as pasted', () => {
  const out = contents('Context for you:\nWe use pnpm in this repo.\nAlways run the linter before committing.');
  assert.deepEqual(out, ['The project uses pnpm in this repo.', 'Always run the linter before committing.']);
  // An announced paste still is one: the lines after "here's the log:" are not statements.
  assert.deepEqual(contents("here's the build log:\nThe runner uses Node 18 for this repo.\nWe use pnpm in this repo."), []);
});

test('speculation is judged per statement: a hedge in one bullet does not refuse a decision in another', () => {
  const out = drafts('- We decided to use the Strategy pattern for the exporters.\n- In the future we might add a CSV exporter, maybe later.');
  assert.deepEqual(out.map((c) => c.kind), ['project_decision']);
  assert.match(out[0]!.content, /Strategy pattern/);
});

test('curly apostrophes and quotes meet the same rules as straight ones', () => {
  const curly = drafts('Don\u2019t use any external frameworks \u2014 keep it pure HTML, CSS, and JS');
  const straight = drafts("Don't use any external frameworks \u2014 keep it pure HTML, CSS, and JS");
  assert.equal(curly.length, 1);
  assert.equal(curly[0]!.kind, 'instruction');
  assert.deepEqual(curly.map((c) => c.content), straight.map((c) => c.content));
});

test('the rewrite never changes identifiers, hostnames, paths, code or quoted text', () => {
  assert.equal(rewriteStatement('I dont want emojis in commit messages'), "The user doesn't want emojis in commit messages.");
  assert.equal(rewriteStatement('We deploy to us-east-1 with `deploy --to us` and call it "our way"'), 'The team deploys to us-east-1 with `deploy --to us` and call it "our way"');
  assert.equal(rewriteStatement('Let us keep my_util in src/us/me.ts'), "Let the team keep my_util in src/us/me.ts.");
  assert.equal(rewriteStatement('I didnt like staging.us.example'), "The user didn't like staging.us.example.");
  // "here" that only pointed at the project goes once "we" became the project; a place stays.
  assert.equal(rewriteStatement('we use pnpm workspaces here'), 'The project uses pnpm workspaces.');
  assert.equal(rewriteStatement('We deploy from here.'), 'The team deploys from here.');
  assert.equal(rewriteStatement('The config lives here'), 'The config lives here.');
});

test('shell prompts, log and WARNING lines, stack traces, CI output and ssh banners are pasted, not typed', () => {
  for (const line of [
    'm@book ~ % npm run build',
    'dev@box:~/app$ make test',
    'WARNING: the thing is deprecated',
    '2026-11-22 10:01:02 INFO server started',
    '    at Object.<anonymous> (/app/src/index.js:10:5)',
    'TypeError: Cannot read properties of undefined',
    '##[error]Process completed with exit code 1.',
    '/home/runner/setup-pnpm/node_modules/.bin/pnpm store path --silent.',
    "The authenticity of host 'github.com (140.82.112.3)' can't be established.",
    'ED25519 key fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU.',
  ]) assert.ok(looksPasted(line), line);
  for (const line of ['Always run the linter before committing.', 'ok do it', 'Note: we use pnpm here.', '# not a prompt']) assert.ok(!looksPasted(line), line);
  const banner = "The authenticity of host 'github.com (140.82.112.3)' can't be established.\nED25519 key fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?";
  assert.deepEqual(drafts(banner), []);
  assert.deepEqual(drafts('m@book ~ % pnpm dev\nWARNING: The project uses a deprecated config file.'), []);
});

test('a long pasted document with headings is not read as the user\'s own rules', () => {
  const spec = ['Please review this brief', '', '# Interview brief', 'The candidate must always answer in English.', 'We use a strict rubric for every answer.', ...Array.from({ length: 14 }, (_, i) => `- Question ${i + 1} is about systems design.`)].join('\n');
  assert.deepEqual(drafts(spec), []);
});

test("the agent's own earlier text quoted back is not the user's statement", () => {
  const previousAssistant = 'Here are two ways forward:\n\n1. Keep Bash as the primary shell.\n2. **Use PowerShell as Primary Shell (Recommended)** because the CI runners are Windows.\n\nWhich one do you prefer?';
  assert.deepEqual(drafts('Option 2: Use PowerShell as Primary Shell (Recommended)'), []);
  assert.deepEqual(drafts('We should always keep Bash as the primary shell.', { previousAssistant: 'You said: We should always keep Bash as the primary shell.' }), []);
  assert.equal(drafts('We should always keep Bash as the primary shell.', { previousAssistant }).length, 1, 'typed, not quoted');
});

test('terse and typo\'d imperatives, a rule after a task clause, and what the project is', () => {
  const brew = drafts('I only want one ver of you, perferably brew');
  assert.equal(brew.length, 1);
  assert.equal(brew[0]!.kind, 'preference');
  const habit = drafts('complete the commit, always verify and run hooks');
  assert.deepEqual(habit.map((c) => c.content), ['Always verify and run hooks.']);
  assert.equal(habit[0]!.kind, 'instruction');
  const what = drafts("I'm building a Tinder-like experience for adopting shelter dogs.");
  assert.equal(what.length, 1);
  assert.equal(what[0]!.kind, 'fact');
  assert.equal(what[0]!.scope, PROJECT);
});

test('approval chatter and one-off requests never become memories unless marked recurring', () => {
  for (const text of ['The user likes your rec, create the plan.', 'I like your plan, go ahead.', 'ok do it', 'yes', 'commit and push all changes', 'make sure to run the tests and commit and push all changes', 'Refactor the payment module. Make sure to add tests.']) {
    assert.deepEqual(drafts(text), [], text);
  }
  assert.equal(drafts('Make sure to run the tests every time before you push.').length, 1);
  assert.equal(drafts('From now on, commit and push all changes when a task is done.').length, 1);
});

const OPTIONS = [
  'Two ways to handle the shell:',
  '',
  'Option 1: Keep Bash and install Git for Windows',
  'Option 2: **Use PowerShell as Primary Shell** (Recommended)',
  '',
  'Which do you prefer?',
].join('\n');

test('an answer to the agent\'s options becomes a decision drafted from that option\'s text', () => {
  for (const answer of ['2', 'option 2', 'Option 2 please', "let's go with option 2", '#2']) {
    const out = drafts(answer, { previousAssistant: OPTIONS });
    assert.equal(out.length, 1, answer);
    assert.equal(out[0]!.content, 'The user chose: Use PowerShell as Primary Shell.');
    assert.equal(out[0]!.kind, 'project_decision');
    assert.equal(out[0]!.scope, PROJECT);
  }
  assert.deepEqual(drafts('2', { previousAssistant: 'I ran 2 checks.' }), [], 'no options offered');
  assert.deepEqual(drafts('3', { previousAssistant: OPTIONS }), [], 'no such option');
  assert.deepEqual(drafts('2'), [], 'no previous message');
  // The previous message is read only when the turn looks like an answer or holds a statement.
  let reads = 0;
  drafts('thanks, looks fine', { previousAssistant: () => { reads++; return OPTIONS; } });
  assert.equal(reads, 0);
});

test('lettered sub-options ("1.A") and a numbered multi-item reply settle several choices', () => {
  const asked = [
    'A few decisions before I start:',
    '1. Which database?',
    '   A. PostgreSQL',
    '   B. SQLite',
    '2. Which test runner?',
    '   A. Vitest',
    '   B. node:test',
    '3. Should the API be versioned under /v1?',
  ].join('\n');
  assert.deepEqual(optionsIn(asked).get('1.B'), 'SQLite');
  assert.deepEqual(drafts('1.B', { previousAssistant: asked }).map((c) => c.content), ['Which database: the user chose SQLite.']);
  assert.deepEqual(drafts('1a, 2b', { previousAssistant: asked }).map((c) => c.content), ['Which database: the user chose PostgreSQL.', 'Which test runner: the user chose node:test.']);
  const reply = '1. A\n2. B, it is built in\n3. yes, keep every route under it';
  assert.deepEqual(chosenOptions(reply, asked).map((c) => c.id), ['1.A', '2.B']);
  // Picks are drafted first; the answer in the user's own words joins the answers draft.
  assert.deepEqual(drafts(reply, { previousAssistant: asked }).map((c) => c.content), [
    'Which database: the user chose PostgreSQL.',
    'Which test runner: the user chose node:test.',
    "The user's answers to the agent's questions: Should the API be versioned under /v1: yes, keep every route under it.",
  ]);
});

test('always/never rules that name no project go to user scope, marked for confirmation', () => {
  const c = drafts('never commit without signing')[0]!;
  assert.equal(c.scope, 'user:default');
  assert.equal(c.scope_unclear, true);
  assert.equal(drafts('Always run the linter before committing in this repo.')[0]!.scope, PROJECT);
});

test('a session with no project proposes user statements only', () => {
  const noProject = { projectScope: null };
  assert.deepEqual(drafts('We use pnpm in this repo.', noProject), []);
  assert.deepEqual(drafts('2', { ...noProject, previousAssistant: OPTIONS }), []);
  assert.deepEqual(drafts('I prefer concise answers.', noProject).map((c) => c.scope), ['user:default']);
  assert.deepEqual(drafts('Avoid default exports in new files.', noProject).map((c) => [c.scope, c.scope_unclear]), [['user:default', true]]);
});

test('no draft holds a hostname, an IP address, a user name in a path, a key fingerprint or a token', () => {
  for (const text of [
    'Our staging server is build-us1.internal.example.com for this repo.',
    'Always deploy to 10.0.3.17 first.',
    'The logs for this project are always in /Users/marco/dev/app/logs.',
    'The deploy key for this repo has fingerprint SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU.',
    'Always use session 3734f7a5-a043-4a36-98b1-fe680492578b for this repo.',
  ]) {
    assert.ok(identifyingDetail(text), text);
    assert.deepEqual(drafts(text), [], text);
  }
  for (const text of ['Keep package.json sorted.', 'We use Next.js and README.md files.', 'Node 22.13.0 is the minimum.']) assert.equal(identifyingDetail(text), null, text);
  // A service's domain and a link are hosts as any other (the bench's leak check reads them so).
  assert.equal(identifyingDetail('Production is deployed to Fly.io.'), 'hostname');
  assert.equal(identifyingDetail('Follow the guidelines at https://github.com/org/guides/tree/main/docs'), 'hostname');
  // A login on a machine, from a shell prompt or a word typed against an "@".
  for (const text of ['Always run the backups as deploy@staging-box for this repo.', 'Components live in the app, not in docs@acme-ui/src for this repo.']) {
    assert.equal(identifyingDetail(text), 'user_at_host', text);
    assert.deepEqual(drafts(text), [], text);
  }
  // References and versions are not logins.
  for (const text of ['Always import from @acme/ui in this repo.', 'We pin react@18 and vite@latest.', 'Use @file mentions for context.']) assert.equal(identifyingDetail(text), null, text);
});

test('confidence ranks: an unclear statement from a pasted-in message scores below a clear, marked one', () => {
  const clear = drafts('I always prefer concise final answers.')[0]!;
  const unclear = drafts('m@book ~ % ls\nWARNING: x\nAvoid default exports in new files.')[0]!;
  assert.ok(clear.confidence > unclear.confidence + 0.2, `${clear.confidence} vs ${unclear.confidence}`);
});

test('session state, requests and plans for this turn are not drafted, even when shaped like rules or facts', () => {
  for (const text of [
    'I would like to merge the changes into the main branch without the multi-commit history.',
    'I would like a large canvas to be viewable on-screen without scrolling.',
    'Check my code and tell me if I can safely delete the pricelist.',
    'We will need to commit changes, like the changelog, as well.',
    'This plan should be prefixed with `15.`.',
    'They must stay.',
    'It should be placed into the test folder, I assume.',
    'The buttons are still not showing up.',
    'Here is some more context.',
    'Portions of the instructions have been copied from master.md.',
    'We are done, I committed with the message, thank you.',
    'Ask any questions necessary.',
    'Before we begin, give me the pros and cons of the three approaches.',
  ]) assert.deepEqual(drafts(text), [], text);
  // In a message that reports or asks for work, only a fact stated as what the project is stays.
  const mixed = drafts('The buttons are broken again. Fix the layout please. Please note this is a Nuxt 2 project.');
  assert.deepEqual(mixed.map((c) => c.kind), ['fact']);
  assert.equal(drafts('This is not an enterprise application, but a personal creative coding project.')[0]?.kind, 'fact');
  assert.equal(drafts("I'd like to use Ramda more in this codebase.").length, 1, 'a taste, not a request');
});

test('working-style rules buried in a task message are still heard', () => {
  assert.equal(drafts('Reason step by step. Ask me 1 clarifying question at a time to make sure you understand what I need.').length, 1);
  assert.equal(drafts('Important - we must focus on one issue at a time.').length, 1);
  assert.deepEqual(contents('this plan sounds great! One change, place the test files into the `test/` folder.'), ['Place the test files into the `test/` folder.']);
  assert.equal(drafts('Please save the plan as a markdown file in `notes\\plans`.').length, 1);
  assert.equal(drafts('Optimize the overview to prioritize context for AI-assisted development over human readers.').length, 1);
});

test('"option 2" picks the agent\'s "Option 2:" heading, not item 2 of a list of reasons under it', () => {
  const asked = [
    '**Option 1: Recreate the color system on every layer change**',
    '**Option 2: Pass the layers object to the factory** because:',
    '1. **Simplest fix**: minimal changes',
    '2. **Robust**: automatically handles layer recreation',
    'Would you like to go with Option 2?',
  ].join('\n');
  assert.deepEqual(contents("Let's go with option 2", { previousAssistant: asked }), ['The user chose: Pass the layers object to the factory.']);
});

test('habits stated in passing: "one thing at a time" even with "right now", "I typically want …"', () => {
  assert.equal(drafts("Let's fix one thing at a time - right now, we will fix the buttons before moving on.").length, 1);
  assert.equal(drafts('With other tools I typically want to produce images of at least 4000x4000 pixels.')[0]?.kind, 'preference');
});

test('source code pasted without a fence is not read as statements', () => {
  for (const line of ['import { foo } from "./bar";', 'const total = items.reduce((a, b) => a + b, 0);', 'function render() {', '}', 'export default App;', '<div className="card">', 'doSomething(x);']) assert.ok(looksPasted(line), line);
  for (const line of ['Always use const instead of let.', 'We use React with function components only.', 'Never import from src/internal directly.']) assert.ok(!looksPasted(line), line);
  assert.deepEqual(drafts('This breaks:\nconst x = always();\nexport default x;'), []);
});

test('a spec sentence inside a request is the request, not a project decision', () => {
  assert.deepEqual(drafts('Add a settings modal. The modal should close on Escape. The save button must be disabled until something changes.'), []);
  assert.equal(drafts('The API should always return JSON errors.').length, 1, 'a marked rule stays');
});

test('a working-style rule with only "we" in it is the user\'s, not the project\'s', () => {
  const style = drafts('Important - we must focus on one issue at a time.')[0]!;
  assert.equal(style.scope, 'user:default');
  assert.equal(style.content, 'The team must focus on one issue at a time.');
  assert.equal(drafts('For this repo, always squash commits before merging.')[0]!.scope, PROJECT, 'named project stays project');
});

test('remarks about the thing in front of us are not rules', () => {
  for (const text of ['Do not make that button too big.', 'Seems you forgot to use filter for that.', 'Check internet for best practices and ask any additional questions.', 'Ideally I would see the most recent items first.', 'Create all that you mentioned, both phases.', 'Check this error when trying to delete an order item.']) {
    assert.deepEqual(drafts(text), [], text);
  }
  assert.equal(drafts('Never make buttons bigger than 48px in this app.').length, 1);
});

test('what the project is, said as the first thing in a question or a plan', () => {
  assert.equal(drafts('I have a nuxt 2.10 app running in node 18, but the compilation complains. What might be the cause of this?')[0]?.kind, 'fact');
  assert.equal(drafts('We are going to create a simple application for cashing out guests at a mountain cottage.')[0]?.kind, 'fact');
  assert.deepEqual(drafts('We are going to plan the work for creating the plugin.'), [], 'a plan for the session stays out');
});

test('answers to the agent\'s open questions in a numbered reply join one answers draft; approvals do not', () => {
  const asked = '1. Who are the primary users?\n2. Which browsers must it support?\n3. Anything else?';
  const found = detectCandidates('1. The primary user of this application is me.\n2. Only the latest Chrome.\n3. Sounds good.', { projectScope: PROJECT, previousAssistant: asked });
  assert.deepEqual(found.candidates.map((c) => c.content), [
    "The user's answers to the agent's questions: Who are the primary users: The primary user of this application is the user; Which browsers must it support: Only the latest Chrome.",
  ]);
});

test('a candidate below the confidence floor is not proposed; its reason is kept', () => {
  // A terse instruction of unclear scope inside a one-off request scores under the floor.
  const found = detectCandidates('Rename the settings module. Use yarn for installs.', { projectScope: PROJECT });
  assert.deepEqual(found.candidates, []);
  assert.ok(found.rejected.some((r) => r.reason === 'low_confidence'));
  // The same kind of statement, marked as standing, clears it.
  const marked = drafts('Rename the settings module. Always use yarn for installs in this repo.');
  assert.equal(marked.length, 1);
  assert.ok(marked[0]!.confidence >= DRAFT_CONFIDENCE_FLOOR);
  assert.equal(DRAFT_CONFIDENCE_FLOOR, 0.5);
});

test('a habit lead followed by always/never and an imperative is a standing instruction, even inside a request', () => {
  for (const text of ['Rename the settings module. From now on, always use yarn for installs.', 'Going forward, never push straight to main.', 'By default, always run the formatter before a commit.']) {
    const out = drafts(text);
    assert.equal(out.length, 1, text);
    assert.equal(out[0]!.kind, 'instruction', text);
  }
});

test('"update", "reminder" and "important" are leading markers only with punctuation after them', () => {
  assert.equal(stripMarkers('Update: always run the linter.'), 'always run the linter.');
  assert.equal(stripMarkers('Important - never log tokens.'), 'never log tokens.');
  assert.equal(stripMarkers('Update the checkout form.'), 'Update the checkout form.');
  assert.equal(stripMarkers('Important files live in config/.'), 'Important files live in config/.');
  assert.equal(stripMarkers('Ok, so use tabs.'), 'use tabs.');
});

test('a prohibition beside a request ranks lower than the same prohibition alone; a habit marker keeps it', () => {
  const alone = drafts('Do not use the legacy modal component.')[0]!;
  const inRequest = drafts('Update the checkout form. Do not use the legacy modal component.')[0]!;
  assert.ok(inRequest.confidence < alone.confidence, `${inRequest.confidence} vs ${alone.confidence}`);
  const marked = drafts('Update the checkout form. Never use the legacy modal component.')[0]!;
  assert.ok(marked.confidence > inRequest.confidence, `${marked.confidence} vs ${inRequest.confidence}`);
});

test('a sentence-initial pronoun is not a proper-noun subject: "We need …" is a request, not a project fact', () => {
  for (const text of ['We need a login page with Google auth.', 'We need a settings screen for notifications.', 'They need a CSV export of the orders.']) assert.deepEqual(drafts(text), [], text);
  // Names, paths and project nouns as subjects still state facts; so do the "we use" shapes.
  assert.equal(drafts('Grafana is where the service dashboards live.')[0]?.kind, 'fact');
  assert.equal(drafts('The app uses Next.js 14 and Supabase.')[0]?.kind, 'fact');
  assert.equal(drafts('We use pnpm in this repo.')[0]?.kind, 'project_decision');
});
