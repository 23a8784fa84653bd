// Replies to what the agent offered or asked (issue 23): picks with more words after them,
// picks by name, a yes to the one choice the agent recommended, and numbered answers to its
// numbered questions. Every sentence here is written for the test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { numberedQuestions, recommendedChoice } from '../../lib/capture/agent-questions.ts';
import { answersToAgent, asksOnlyNextStep, looksLikeAnswerToAgent, MAX_ASSISTANT_CHARS, settledAnswer, splitInlineAnswers } from '../../lib/capture/option-answers.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const PROJECT = 'project:0123456789abcdef';
const drafts = (text: string, previousAssistant: string, extra: Partial<CandidateContext> = {}) =>
  detectCandidates(text, { projectScope: PROJECT, previousAssistant, ...extra }).candidates;
const contents = (text: string, previousAssistant: string) => drafts(text, previousAssistant).map((c) => c.content);

const QUESTIONS = [
  'I read the importer. Three things it does today:',
  '1. Parses the CSV header',
  '2. Maps columns by position',
  '3. Writes rows one by one',
  '',
  '## Questions before I change it',
  '',
  '1. **Storage engine**: Which database should the importer write to?',
  '   - SQLite, as the rest of the app?',
  '   - PostgreSQL?',
  '2. **Column mapping**:',
  '   - Should columns be matched by header name or by position?',
  '3. **Rollout**: Should I run the import on the staging copy first?',
  '4. **Batch size**: How many rows should one transaction hold?',
  '5. **Field names**: Should the `import_id` column keep its name?',
  '',
  'Let me know and I will start.',
].join('\n');

test('the agent\'s last numbered list that asks something is its questions, sub-bullets included', () => {
  const asked = numberedQuestions(QUESTIONS);
  assert.deepEqual([...asked.keys()], ['1', '2', '3', '4', '5']);
  assert.equal(asked.get('1')!.topic, 'Storage engine');
  assert.equal(asked.get('1')!.question, 'Which database should the importer write to?');
  // The question sits in the bullet under a bare topic.
  assert.equal(asked.get('2')!.question, 'Should columns be matched by header name or by position?');
  // Underscores inside a name survive the markdown clean-up.
  assert.match(asked.get('5')!.text, /import_id/);
  assert.equal(numberedQuestions('1. Parsed the header\n2. Mapped the columns\nDone.').size, 0, 'a report asks nothing');
});

test('a numbered reply keeps the answers that settle something durable, each with its question', () => {
  const reply = ['1. SQLite, same as the rest of the app', '2. by header name', '3. yes', '4. 500 rows for now', '5. keep it, other tools read import_id'].join('\n');
  assert.deepEqual(contents(reply, QUESTIONS), [
    "The user's answers to the agent's questions: Storage engine: SQLite, same as the rest of the app; Column mapping: by header name; Field names: keep it, other tools read import_id.",
  ]);
  const [draft] = drafts(reply, QUESTIONS);
  assert.equal(draft!.kind, 'project_decision');
  assert.equal(draft!.scope, PROJECT);
  assert.equal(draft!.reason, "The user answered the agent's questions.");
});

test('what does not settle a durable point stays out of the answers draft', () => {
  const question = numberedQuestions(QUESTIONS).get('4')!;
  // Hedged or deferred, clause by clause.
  assert.equal(settledAnswer('500 rows for now', question), null);
  assert.equal(settledAnswer('not sure, maybe 500', question), null);
  assert.equal(settledAnswer('500 rows; we will see later about more', question), '500 rows');
  // A request for work this turn.
  assert.equal(settledAnswer('create all of that', question), null);
  assert.equal(settledAnswer('please include the totals', question), null);
  // Agreement alone answers a yes/no question, not a choice between alternatives.
  assert.equal(settledAnswer('sounds good', numberedQuestions(QUESTIONS).get('1')!), null);
  assert.equal(settledAnswer('yes', numberedQuestions(QUESTIONS).get('5')!), 'yes');
  // A question about the agent's own next step settles nothing lasting, whatever the answer.
  assert.equal(settledAnswer('yes, on staging', numberedQuestions(QUESTIONS).get('3')!), null);
  // Hostnames, home paths and tokens never enter the draft.
  assert.equal(settledAnswer('the db on build01.corp.internal', question), null);
  assert.equal(
    contents('1. SQLite\n2. by header name, as in /home/alice/notes', QUESTIONS).join(' ').includes('alice'),
    false,
  );
});

test('an answer that repeats the question, or its topic, takes the lines under it', () => {
  const asked = '1. Which browsers must the page support?\n2. Where should exports be written?';
  const reply = '1. Which browsers must the page support?\n\nOnly the latest Firefox.\n\n2. Exports\n- into the out/ folder';
  assert.deepEqual(contents(reply, asked), [
    "The user's answers to the agent's questions: Which browsers must the page support: Only the latest Firefox; Where should exports be written: into the out/ folder.",
  ]);
});

const OFFER = [
  'Two ways to store sessions:',
  '',
  '### Option A: Signed cookies',
  'Stateless, nothing to run.',
  '',
  '### Option B: Redis session store',
  'Revocable, one more service.',
  '',
  'I would recommend **Signed cookies** here. Which approach do you prefer?',
].join('\n');

test('a pick that more words follow drafts the option; the rest is judged as statements', () => {
  const out = drafts('Option B sounds right. Start with that, and always log the session id length only.', OFFER);
  assert.equal(out[0]!.content, 'The user chose: Redis session store.');
  assert.equal(out[0]!.kind, 'project_decision');
  assert.ok(out.slice(1).some((c) => /always log the session id length only/i.test(c.content)), 'the standing rule after the pick is still drafted');
  assert.deepEqual(contents('Option D sounds right.', OFFER), [], 'no such option');
});

test('a pick by name finds the option that shares its words; an ambiguous name picks nothing', () => {
  assert.deepEqual(contents("Let's go with the Redis store.", OFFER), ['The user chose: Redis session store.']);
  assert.deepEqual(contents("I'd go with the cookies.", OFFER), ['The user chose: Signed cookies.']);
  const twoStores = '1. Redis store for sessions\n2. Redis store for caching\nWhich one?';
  assert.deepEqual(contents("Let's go with the Redis store.", twoStores), []);
});

test('a yes to the one choice the agent recommended drafts it when the agent asked about that choice', () => {
  const proposal = 'I compared both. I recommend **PostgreSQL with row-level locks** for the queue.\n\nDoes this approach sound good?';
  for (const yes of ['yes', 'Sounds good, do that.', 'Yes please', 'Agreed.']) {
    assert.deepEqual(contents(yes, proposal), ['The user chose: PostgreSQL with row-level locks.'], yes);
  }
  assert.equal(recommendedChoice('Option 1: Keep polling\nOption 2: **Use webhooks** (Recommended)\nWhich do you prefer?'), 'Use webhooks');
  assert.equal(recommendedChoice('I recommend **A** for reads and I recommend **B** for writes.'), null, 'two recommendations name no single choice');
  // A yes to carrying on with work, or with nothing recommended, settles nothing.
  assert.deepEqual(contents('yes', 'I recommend **PostgreSQL with row-level locks**. The tests pass. Shall I commit now?'), []);
  assert.deepEqual(contents('yes', 'Does this approach sound good?'), []);
});

test('"1" to "shall I run the tests now or later" is a one-off, not a decision', () => {
  const nextStep = 'The fix is in.\n\n1. Run the tests now\n2. Run them later\n\nShall I run the tests now?';
  assert.equal(asksOnlyNextStep(nextStep), true);
  assert.deepEqual(contents('1', nextStep), []);
  assert.deepEqual(contents('option 1 please', nextStep), []);
  const design = '1. Keep the REST API\n2. Move to GraphQL\n\nWhich API style should we use?';
  assert.equal(asksOnlyNextStep(design), false);
  assert.deepEqual(contents('2', design), ['The user chose: Move to GraphQL.']);
});

test('nothing is drafted when the previous message is absent or too long, and it is read only for a reply', () => {
  assert.deepEqual(contents('2', ''), []);
  const long = `${'x'.repeat(MAX_ASSISTANT_CHARS)}\n1. Keep the REST API\n2. Move to GraphQL\nWhich API style should we use?`;
  assert.deepEqual(contents('2', long), []);
  assert.deepEqual(answersToAgent('2', long).drafts, []);
  let reads = 0;
  detectCandidates('The build is slow on my laptop.', { projectScope: PROJECT, previousAssistant: () => { reads++; return OFFER; } });
  assert.equal(reads, 0);
  for (const reply of ['2', 'B please', 'Option A sounds good.', "let's go with the cookies", 'yes', '1. a\n2. b']) assert.equal(looksLikeAnswerToAgent(reply), true, reply);
  for (const other of ['The build is slow on my laptop.', 'Please rename the settings module.']) assert.equal(looksLikeAnswerToAgent(other), false, other);
});

test('identifiers in an option are copied byte for byte, and a secret in a reply never reaches a draft', () => {
  const asked = '1. **Payment methods**: Which methods should the dropdown offer?\n2. **Rounding**: Round totals to whole units?';
  assert.deepEqual(contents('1. cash, qr_code\n2. no rounding', asked), [
    "The user's answers to the agent's questions: Payment methods: cash, qr_code; Round totals to whole units: no rounding.",
  ]);
  const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  const found = detectCandidates(`1. cash, qr_code\n2. use token ${secret}`, { projectScope: PROJECT, previousAssistant: asked });
  assert.equal(JSON.stringify(found.candidates).includes(secret), false);
  assert.equal(JSON.stringify(found.candidates).includes('ghp_'), false);
});

test('answered lines are not judged again alone; a paragraph after the list still is', () => {
  const asked = '1. **Prices**: Should imported prices include VAT?\n2. **Format**: Which format do suppliers send?';
  const reply = '1. yes, always with VAT\n2. CSV only\n\nAlso, never commit generated fixtures in this repo.';
  const out = drafts(reply, asked);
  assert.equal(out.length, 2);
  assert.match(out[0]!.content, /never commit generated fixtures/i);
  assert.equal(out[1]!.content, "The user's answers to the agent's questions: Should imported prices include VAT: yes, always with VAT; Format: CSV only.");
  assert.equal(out.some((c) => /^Always with VAT/i.test(c.content)), false, 'no fragment without its question');
  assert.deepEqual(answersToAgent(reply, asked).rest, 'Also, never commit generated fixtures in this repo.');
});

test('a yes to a recommended next step, or to a recommendation nothing was weighed against, settles nothing', () => {
  const step = 'Both checks passed. I recommend **running the full suite** before the merge. Does that approach sound good?';
  assert.deepEqual(contents('yes', step), []);
  const unweighed = 'I recommend **Redis** here. Does this approach sound good?';
  assert.deepEqual(contents('yes', unweighed), []);
  // "your recommendation" names the recommended option.
  assert.deepEqual(contents("Let's go with your recommendation.", OFFER), ['The user chose: Signed cookies.']);
});

test('answers to several numbered questions on one line, or numbered "1:" / "Q2 -", are read per question', () => {
  assert.equal(splitInlineAnswers('1. yes 2. use postgres 3. later'), '1. yes\n2. use postgres\n3. later');
  assert.equal(splitInlineAnswers('We moved 2. 5 GB of logs'), 'We moved 2. 5 GB of logs', 'numbers that do not run from 1 are text');
  const asked = '1. **Caching**: Should responses be cached?\n2. **Database**: Which database should we use?\n3. **Rollout**: Shall I deploy it now?';
  const expected = ["The user's answers to the agent's questions: Should responses be cached: yes; Database: use postgres."];
  assert.deepEqual(contents('1. yes 2. use postgres 3. later', asked), expected);
  assert.deepEqual(contents('1: yes\n2: use postgres\n3: later', asked), expected);
  assert.deepEqual(contents('Q1 - yes\nQ2 - use postgres', asked), expected);
});

test('options inside one question line, and numbered headings over a list of reasons, are the options', () => {
  assert.deepEqual(contents('b', 'Should the cache live in (a) process memory or (b) Redis?'), ['The user chose: Redis.']);
  assert.deepEqual(contents('2', 'Shall I run (1) the fast suite or (2) the full suite now?'), [], 'a next step, even inline');
  const weighed = [
    '## 1. Class-based store',
    'Familiar, more boilerplate.',
    '## 2. Factory functions',
    'Plain functions, easy to test.',
    '## Recommendation',
    'I recommend **Factory functions** because:',
    '1. They fit the codebase',
    '2. They test well',
    'Which approach should we use?',
  ].join('\n');
  assert.deepEqual(contents('2', weighed), ['The user chose: Factory functions.']);
  assert.deepEqual(contents('yes', weighed), ['The user chose: Factory functions.']);
  const headed = '### 1. Storage\nWhere should uploads live?\n\n### 2. Naming\nShould files keep the original name?';
  assert.deepEqual(contents('1. in the uploads/ folder\n2. no, a content hash', headed), [
    "The user's answers to the agent's questions: Storage: in the uploads/ folder; Should files keep the original name: no, a content hash.",
  ]);
});

test('a list of approaches with code in it is not a list of questions', () => {
  const approaches = [
    '## 1. Pass the instance to each call',
    '```js',
    'const alpha = params.on ? 1 : 0',
    '```',
    '## 2. Capture the instance in a factory',
    '```js',
    'const pick = (p) => (p.x ? p.x : 0)',
    '```',
    'Does this approach sound good?',
  ].join('\n');
  assert.equal(numberedQuestions(approaches).size, 0);
  assert.deepEqual(answersToAgent('1. put it in src/color\n2. inject the helpers', approaches).drafts, []);
});

test('an option\'s identifiers keep their underscores and case', () => {
  const offer = 'Option 1: Keep `camelCase` keys\nOption 2: Switch to `snake_case` keys in `user_profile`\nWhich do you prefer?';
  assert.deepEqual(contents('2', offer), ['The user chose: Switch to snake_case keys in user_profile.']);
});

test('naming an option is not choosing it, and "I\'ll take a look" names nothing', () => {
  assert.deepEqual(contents('Option B looks wrong, the host has no Redis.', OFFER), []);
  for (const pick of ['Option B sounds good.', 'Option B, please.', 'Option B is the one.', 'Option B then.', 'I pick option B, the rest can wait.']) {
    assert.deepEqual(contents(pick, OFFER).slice(0, 1), ['The user chose: Redis session store.'], pick);
  }
  assert.deepEqual(contents("I'll take a look at the Redis logs first.", OFFER), []);
  assert.deepEqual(answersToAgent('I prefer to read the cookie docs before deciding.', OFFER).drafts, []);
});

test('long runs of picks, blanks or markup are read in time linear in their length', () => {
  // Before: one pattern over "1a 2b 3c …x" backtracked exponentially (40 picks: hours), and
  // option and recommendation patterns backtracked over a run of blanks (16k: minutes).
  const bound = (f: () => unknown) => {
    const started = performance.now();
    f();
    return performance.now() - started;
  };
  const blanks = `${' '.repeat(MAX_ASSISTANT_CHARS - 10)}?`;
  const slow: Array<[string, number]> = [
    ['many picks', bound(() => looksLikeAnswerToAgent(`${'1a '.repeat(40)}x`))],
    ['picks against blanks', bound(() => answersToAgent(`${'1a '.repeat(40)}x`, blanks))],
    ['yes against blanks', bound(() => answersToAgent('yes', blanks))],
    ['pick against blanks', bound(() => answersToAgent('2', blanks))],
    ['marked option', bound(() => recommendedChoice(`-${' '.repeat(3000)}x (Recommended)`))],
  ].filter(([, ms]) => (ms as number) > 2000) as Array<[string, number]>;
  assert.deepEqual(slow, []);
});

test('"**Q1:**" questions and "1: b" letter picks are read like "1." ones', () => {
  const asked = '**Q1:** Which queue should jobs use?\n  a. Redis streams\n  b. Postgres LISTEN/NOTIFY\n**Q2:** Should failed jobs be retried automatically?';
  assert.deepEqual([...numberedQuestions(asked).keys()], ['1', '2']);
  assert.deepEqual(contents('1: b\n2: yes, three times', asked), [
    'Which queue should jobs use: the user chose Postgres LISTEN/NOTIFY.',
    "The user's answers to the agent's questions: Should failed jobs be retried automatically: yes, three times.",
  ]);
});

const POINTS = [
  'The spec is mostly complete. What I would tighten:',
  '',
  '1. **Decide where the export file goes.**',
  '2. **Say what happens when the export file already exists.**',
  '3. **Choose a date format for the file name.**',
  '',
  'Should I fold these into the spec?',
].join('\n');

test('a reply numbered 1 to N under the agent\'s N numbered points, which closed on a question, answers them point by point', () => {
  const reply = ['1. always the exports/ folder at the repo root', '2. never overwrite, fail with a clear error', '3. ISO dates, like 2025-01-31'].join('\n');
  const [draft] = contents(reply, POINTS);
  assert.ok(draft?.startsWith("The user's answers to the agent's points: Decide where the export file goes: "), draft);
  assert.match(draft!, /Say what happens when the export file already exists\.?: never overwrite, fail with a clear error/);
  // Not every point answered, a list that runs past the agent's, or points with no question
  // after them: the user's own numbered lines, judged one by one as statements.
  assert.deepEqual(contents(reply.split('\n').slice(0, 2).join('\n'), POINTS).filter((c) => c.includes("agent's points")), []);
  assert.deepEqual(contents(`${reply}\n4. and add a changelog entry`, POINTS).filter((c) => c.includes("agent's points")), []);
  assert.deepEqual(contents(reply, POINTS.replace('Should I fold these into the spec?', 'I will fold these into the spec.')).filter((c) => c.includes("agent's points")), []);
});

test('"let\'s use X", "we\'ll do X" and a few words "use X" name one of the options offered; "let\'s do it" names none', () => {
  const offer = ['Two ways to store sessions:', '', 'A. **Redis** (fast, needs a server)', 'B. **Signed cookies** (no server, 4 KB limit)', '', 'Which one do you prefer?'].join('\n');
  assert.deepEqual(contents("let's use redis. then wire the login route", offer), ['The user chose: Redis (fast, needs a server).']);
  assert.deepEqual(contents('go with signed cookies', offer), ['The user chose: Signed cookies (no server, 4 KB limit).']);
  assert.deepEqual(contents("let's do it", offer), []);
  assert.deepEqual(contents('use the other file', offer), []);
  // The agent's curly apostrophe does not hide its recommendation.
  assert.equal(recommendedChoice('Both work. I’d recommend **Signed cookies** over Redis here.'), 'Signed cookies');
});
