// Durable statements as people type them in a hurry: lower case, "pls", a label instead of a
// sentence, a rule tacked on after a comma or a full stop. Each case was missed (or drafted
// with the turn's request glued on) before; each has near misses that must stay undrafted.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { judge } from '../../lib/capture/classify.ts';
import { splitStatements } from '../../lib/capture/sentences.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const PROJECT = 'project:abcdef0123456789';
const ctx: CandidateContext = { projectScope: PROJECT, agentName: 'claude-code' };
const drafts = (text: string) => detectCandidates(text, ctx).candidates;
const contents = (text: string) => drafts(text).map((c) => c.content);
const kindOf = (sentence: string) => {
  const verdict = judge(sentence);
  return 'kind' in verdict ? verdict.kind : verdict.skip;
};

test('a lower-case full stop before "btw", "also", "always" or "from now on" starts a new statement', () => {
  assert.deepEqual(contents('run the tests and commit. btw always use conventional commits'), ['Always use conventional commits.']);
  assert.deepEqual(contents('fix the typo in the header. also from now on dont touch the styles folder without asking me'), ['Dont touch the styles folder without asking the user.']);
  // Any other lower-case word after a full stop keeps the sentence whole, and "ie." is an abbreviation.
  assert.deepEqual(contents('the list hides past bookings by default, ie. guests that already left'), contents('the list hides past bookings by default, i.e. guests that already left'));
});

test('what the project is, typed without an apostrophe or after "context:", with the request after it left out', () => {
  assert.deepEqual(contents('its a tinder style app but for adopting shelter pets. can you scaffold the swipe card component'), ['Its a tinder style app but for adopting shelter pets.']);
  assert.deepEqual(contents('context: this is a side project, a discord bot for our D&D group. keep it simple'), ["This is a side project, a discord bot for the project's D&D group."]);
  assert.equal(drafts('This is a small saas for booking dog walkers.')[0]?.kind, 'fact');
  // Verdicts and things in front of us are not what the project is.
  for (const near of ['its a bug in the template', 'This is a known issue in the framework.', 'its a mess, the marketplace page']) assert.deepEqual(contents(near), [], near);
});

test('"pls" and "plz" read as "please"', () => {
  assert.deepEqual(contents('pls always write tests with vitest, not jest'), ['Always write tests with vitest, not jest.']);
  assert.equal(kindOf('plz never force push to main'), 'instruction');
  assert.equal(kindOf('pls fix the header'), 'one_off');
});

test('a statement with its rule after a comma is kept whole, not cut down to the rule', () => {
  assert.deepEqual(contents('prices are in cents as integers, never floats'), ['Prices are in cents as integers, never floats.']);
  assert.deepEqual(contents('Prices are stored in cents as integers, never as floats.'), ['Prices are stored in cents as integers, never as floats.']);
  // After a request the rule alone is the memory, as before.
  assert.deepEqual(contents('complete the commit, always verify and run hooks'), ['Always verify and run hooks.']);
  for (const near of ['the build is green, never mind', 'the page is broken, never loads']) assert.deepEqual(contents(near), [], near);
});

test('how every value of a kind is stored or shown is a convention', () => {
  assert.equal(kindOf("all dates are stored in UTC and shown in the user's timezone"), 'project_decision');
  assert.equal(kindOf('every id is formatted as a ULID'), 'project_decision');
  for (const near of ['all the files are stored in the wrong folder', 'all of them are saved to disk', 'all tests are failing in CI']) assert.notEqual(kindOf(near), 'project_decision', near);
});

test('a stack given as a label is a project fact', () => {
  const [draft] = drafts('Stack: React Native + Expo, Zustand for state');
  assert.equal(draft?.kind, 'fact');
  assert.equal(draft?.scope, PROJECT);
  assert.equal(kindOf('backend: FastAPI with Postgres'), 'fact');
  for (const near of ['Backend: 500 error on /login', 'Stack trace: TypeError at line 3']) assert.notEqual(kindOf(near), 'fact', near);
});

test('how the agent should talk is a preference even without "always"', () => {
  assert.equal(kindOf('keep responses short'), 'preference');
  assert.equal(kindOf('be concise'), 'preference');
  assert.equal(drafts('keep answers short, i dont need the explanation')[0]?.scope, 'user:default');
  for (const near of ['keep this answer short', 'be concise here', 'keep the modal short']) assert.notEqual(kindOf(near), 'preference', near);
});

test('"No X, ever." is a rule; "no worries" and "best app ever" are not', () => {
  assert.equal(kindOf('No emojis in the UI copy, ever.'), 'instruction');
  assert.equal(kindOf('No force pushes to main, ever.'), 'instruction');
  for (const near of ['no worries, ever', 'No emojis here', 'best app ever', 'no problem']) assert.ok(!['instruction', 'preference'].includes(kindOf(near) as string), near);
});

test('a rule for every response, commit or session is a habit; "add this rule" alone names no rule', () => {
  assert.equal(kindOf('please add a rule to that file to include a one-line summary at the end of each response'), 'instruction');
  assert.equal(kindOf('run the linter after every commit'), 'instruction');
  assert.deepEqual(contents('please add this rule'), []);
  assert.equal(kindOf('make sure the style standards I defined are universally applied'), 'instruction');
});

test('a correction addressed to the agent about its work is a rule; one about what it just did is not', () => {
  assert.deepEqual(contents('you should not be moving anything from the prototypes directory. please undo that'), ['You should not be moving anything from the prototypes directory.']);
  for (const near of ['you should not have done that', 'you should not be moving that']) assert.deepEqual(contents(near), [], near);
});

test('the part of the work the user keeps is a preference, read in lower case too', () => {
  assert.deepEqual(contents('can you please provide the commit title and description? i will commit manually'), ['The user will commit manually.']);
  assert.equal(kindOf("I'll handle the deploys myself"), 'preference');
});

test('a tool taken on for a purpose, or one tool over another, is a decision; a bare thing is not', () => {
  assert.equal(kindOf("Let's incorporate SQLite3 into the app for the database for user and app settings."), 'project_decision');
  assert.equal(kindOf("let's add Sentry for error tracking"), 'project_decision');
  assert.equal(kindOf('lets do postgres instead of mongo'), 'project_decision');
  for (const near of ["let's add tests for the parser", "let's do the tests instead of the docs", "Let's add a Button for export", 'lets use the button for that']) assert.notEqual(kindOf(near), 'project_decision', near);
});

test('symptoms and requests with project nouns in them are not facts', () => {
  for (const near of [
    'The app keeps freezing when trying to run the assistant.',
    'When clicking on a project it doesn\'t open.',
    'Thoroughly review the entire codebase to verify that every feature works.',
    'Look through the codebase to see what still needs work.',
    'When everything goes ok, lets review the README and update it.',
  ]) assert.deepEqual(contents(near), [], near);
  // A fact is still a fact.
  assert.equal(kindOf('The API server listens on port 8080.'), 'fact');
});

test('lower-case "i" becomes the user as a subject only; a loop\'s i and "i.e." stay', async () => {
  const { rewriteStatement } = await import('../../lib/capture/rewrite.ts');
  assert.equal(rewriteStatement("i'm on a mac"), 'The user is on a mac.');
  assert.equal(rewriteStatement('so i prefer tabs'), 'So the user prefers tabs.');
  assert.equal(rewriteStatement('loop vars are i and j'), 'Loop vars are i and j.');
  assert.equal(rewriteStatement('for i in range keep it simple'), 'For i in range keep it simple.');
  assert.equal(rewriteStatement("i'll handle deploys myself"), 'The user will handle deploys themselves.');
});

test('picking the agent\'s next step from a menu (worded as a task or a question) settles nothing', async () => {
  const { answersToAgent } = await import('../../lib/capture/option-answers.ts');
  const menu = 'What would you like to do next?\n\n1. Investigate and fix the 404 error?\n2. Look into the slow dashboard\n3. Something else';
  assert.deepEqual(answersToAgent('1', menu).drafts, []);
  assert.deepEqual(answersToAgent('2', menu).drafts, []);
  const design = 'Which storage should we use?\n\n1. SQLite for local settings\n2. IndexedDB in the browser';
  assert.equal(answersToAgent('1', design).drafts.length, 1);
});

test('a bug said with "always" or "never" is a symptom, not a rule or a fact', () => {
  for (const near of ['The build always fails on CI but works locally', 'the modal never closes when I click the X', 'The page never loads on Safari']) assert.deepEqual(contents(near), [], near);
});

test('a yes before a statement answered the agent; the statement is judged on its own', () => {
  assert.deepEqual(contents("yeah we're using prisma with postgres"), ['The team is using prisma with postgres.']);
  assert.deepEqual(contents('yeah sounds good'), []);
});

test('"respond in Spanish from now on" is a preference; "too" at the end adds to this turn', () => {
  assert.deepEqual(contents('from now on, respond in Spanish'), ['Respond in Spanish.']);
  assert.equal(drafts('from now on, respond in Spanish')[0]?.scope, 'user:default');
  assert.deepEqual(contents('The tests should cover the edge cases too'), []);
  assert.deepEqual(contents("I'm on windows btw"), ['The user is on windows.']);
});

test('numbered answers typed "2-" or "1a-" are answers too', async () => {
  const { NUMBERED_ITEM } = await import('../../lib/capture/options.ts');
  assert.equal(NUMBERED_ITEM.exec('2- five windows, one open at a time')?.[2], 'five windows, one open at a time');
  assert.equal(NUMBERED_ITEM.exec('1a- dash separated pairs')?.[1], '1');
  assert.equal(NUMBERED_ITEM.exec('2-3 days'), null);
});

test('what the screen shows right now is a report, not a fact or a note', () => {
  for (const near of ['Monday and Tuesday columns are clipped.', 'The widget is not on the home screen.', 'The button works and the workflow is set up but the new project doesn\'t appear on the list.']) assert.deepEqual(contents(near), [], near);
  assert.equal(kindOf('Our release process is a tag on main, then CI publishes.'), 'note');
});

test('a question typed without its mark, an observation of this session, and host button text are not statements', async () => {
  for (const near of ['Would npx improve my service. can you explain the difference', 'what are the trader sizes like 5x5 etc.', 'From what I\'ve seen there is no path in the .plist file.', 'The lua script throws the following error at startup.', 'Remind me what the trader types are.']) assert.deepEqual(contents(near), [], near);
  assert.equal(kindOf('Do not reinit the task list.'), 'instruction');
  const { withoutHostButtons } = await import('../../lib/capture/host-buttons.ts');
  const plan = 'Implement the plan as specified, it is attached for your reference. Do NOT edit the plan file itself.\n\nTo-do\'s from the plan have already been created. Do not create them again. Mark them as in_progress as you work, starting with the first one. Don\'t stop until you have completed all the to-dos.';
  assert.equal(withoutHostButtons(plan), '');
  assert.deepEqual(contents(plan), []);
  assert.deepEqual(contents(`${plan}\n\nAlso, always use pnpm in this repo.`), ['Always use pnpm in this repo.']);
  assert.equal(withoutHostButtons('@agent Continue: "Continue to iterate?"'), '');
});

test('"we don\'t want X" is a decision; a bare "I don\'t like that." is a reaction, with the rule after it judged alone', () => {
  assert.deepEqual(contents("I don't like that. we don't want each app to have its own git repo"), ["The team doesn't want each app to have its own git repo."]);
  assert.equal(kindOf("we shouldn't use console.log"), 'project_decision');
  assert.deepEqual(contents("I don't like that."), []);
  assert.deepEqual(contents('just kidding. I like that. put it back'), []);
});

test('"N question - Option x" picks the lettered option under the agent\'s "Question N" heading, named with its question', () => {
  const asked = [
    'Question 1: Authentication Approach',
    'Options:',
    'A) API keys stored in setup',
    'B) OAuth 2.0 with refresh tokens',
    '',
    'Question 2: Migration Scope',
    'Options:',
    'A) Full dataset migration',
    'B) Only open items',
    '',
    'Please tell me which options you prefer.',
  ].join('\n');
  const out = detectCandidates('1 question - Option b\n2 question - Option a with a summary page added', { projectScope: PROJECT, previousAssistant: asked }).candidates.map((c) => c.content);
  assert.deepEqual(out, ['Authentication Approach: the user chose OAuth 2.0 with refresh tokens.', 'Migration Scope: the user chose Full dataset migration.']);
  // Without the headings the letters are the message's only options, and "1 question" names none.
  assert.deepEqual(detectCandidates('1 question - Option b\n2 question - Option a', { projectScope: PROJECT, previousAssistant: 'A) Keep it\nB) Drop it\nWhich one?' }).candidates, []);
});

test('"we should X each time" is a practice; "default mode should be Y" a setting, typed without its article', () => {
  assert.equal(kindOf('I think we should automatically bump the version of both parts each time we make changes'), 'instruction');
  assert.equal(kindOf('we should probably fix it each time'), 'speculation');
  assert.equal(kindOf('default mode should be casual and not polished'), 'project_decision');
  for (const near of ['default mode is broken again', 'the default theme is weird']) assert.notEqual(kindOf(near), 'project_decision', near);
});

test('a line picked from a list under the agent\'s question is drafted with that question', () => {
  const asked = 'Got it. Which exact behaviour do you want when Ollama is missing?\n- auto-install immediately\n- ask first, then install if approved\n- skip install but show a reminder banner';
  assert.deepEqual(contents2('ask first, then install if approved', asked), ['Which exact behaviour do you want when Ollama is missing: the user chose ask first, then install if approved.']);
});

function contents2(text: string, previousAssistant: string): string[] {
  return detectCandidates(text, { ...ctx, previousAssistant }).candidates.map((c) => c.content);
}

test('a wish about how the product is laid out, or a switch from one thing to another, is a decision', () => {
  assert.equal(kindOf('I want the labels above the input fields'), 'project_decision');
  assert.equal(kindOf('I also want the input and output fields under each other'), 'project_decision');
  assert.equal(kindOf('I want to change from primary/fallback to enabled/disabled models'), 'project_decision');
  assert.equal(kindOf('I want to go back to using dropdowns for the models'), 'project_decision');
  for (const near of ['I want the same for the other page', 'i want to switch to it', 'I want the tests to pass', 'I want to go back to how it was']) assert.notEqual(kindOf(near), 'project_decision', near);
});

test('how much the user knows is a fact about the user, kept in the user scope', () => {
  for (const said of ["I'm not very experienced in code", "I'm a beginner with React", 'Well I am solely developing with AI and don\'t know at all how to program']) {
    const [draft] = drafts(said);
    assert.equal(draft?.kind, 'fact', said);
    assert.equal(draft?.scope, 'user:default', said);
  }
  for (const near of ["I'm not experienced with this error", "I don't know how to program this loop"]) assert.notEqual(drafts(near)[0]?.scope, 'user:default', near);
});

test('a modal with always/never after a condition, "let\'s make sure … always", "let\'s not … anymore" are rules; a turn\'s own bounds are not', () => {
  assert.equal(kindOf('When the app loads it should always be filtered to the last 7 days'), 'project_decision');
  assert.equal(kindOf("Let's make sure the labels always appear outside the chart"), 'instruction');
  assert.equal(kindOf("Let's not show the totals anymore but rather the averages"), 'project_decision');
  assert.equal(kindOf("don't change anything besides commit and push"), 'one_off');
  for (const near of ['it should always work', 'Call it Reset and have it reload the app']) assert.deepEqual(contents(near), [], near);
});

test('numbered items in front of us, changes to make now, and a menu of the agent\'s next pieces of work settle nothing', () => {
  for (const near of ['Component 2 and 3 should be the same height.', 'The larger items are exceeding the visualizer space.', 'Those elements need to be added in the top right.', "Dont make any changes or do anything besides commit and push this to github."]) assert.deepEqual(contents(near), [], near);
  const menu = 'The core is set up.\n\nWould you like me to:\n1. Add more features to any of these components\n2. Create some initial API routes\n3. Set up the basic UI components\n4. Something else?\n\nLet me know what you\'d like to focus on next!';
  assert.deepEqual(contents2('Yes lets create the initial API routes', menu), []);
  assert.deepEqual(contents2('2', menu), []);
  // Questions before the agent starts work ("A few questions before I proceed:") are still answered.
  const asked = 'A few questions before I proceed:\n1. **Payment methods:** Which payment methods should the dropdown offer?\n2. **Menu:** Do you want a main menu for all sections?\n\nLet me start with the migrations:';
  assert.equal(contents2('1. cash, qr_code\n2. yes, create a menu for all sections', asked).length, 1);
});

test('a message that starts by pointing at files, a place then a request, a status claim, and "I\'ll test manually" are this turn\'s', () => {
  for (const near of ['@docs/ remove this folder we already have one inside @assets/', '@templates/ use templates to create the marketing docs', 'In this app, look at the @apps/api/ implementation of git sync.', 'The CLI MVP is now complete and ready for production use.', 'I will test manually.']) assert.deepEqual(contents(near), [], near);
  assert.equal(kindOf('@file:main.py always use type hints'), 'instruction');
});

test('one tool over another is a decision even inside a request', () => {
  assert.equal(kindOf('update the plan to use automerge-repo instead of cr-sqlite'), 'project_decision');
  assert.equal(kindOf("let's rename those to use a dot instead of a hyphen"), 'project_decision');
  for (const near of ['can you use the existing logger instead of console.log in the api?', 'use it instead of doing this by hand']) assert.notEqual(kindOf(near), 'project_decision', near);
});

test('lines in the paragraph a "Guidelines:" heading opens are rules by where they stand', () => {
  const out = contents('Guidelines:\nCreate a low dependency golang program.\nUse std input and output, or file path options.\n\nFix the build first.');
  assert.deepEqual(out, ['Create a low dependency golang program.', 'Use std input and output, or file path options.']);
  // A heading that is not about rules, or a line after the paragraph, gets no such reading.
  assert.deepEqual(contents('Todo:\nCreate a low dependency golang program.'), []);
});

test('Claude Code\'s own messages, exported without their flags, are not the user\'s', () => {
  for (const host of [
    'Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.',
    'Please analyze this codebase and create a CLAUDE.md file, which will be given to future instances of Claude Code to operate in this repository. Do not include obvious instructions like "Provide helpful error messages".',
    'This session is being continued from a previous conversation that ran out of context. The conversation is summarized below: the user always wants pnpm.',
  ]) assert.deepEqual(contents(host), [], host.slice(0, 40));
});

test('what only seems so, or works now, is an observation of this session', () => {
  for (const near of ["The repository doesn't seem to be updating in my local files.", 'the UI is populating now', 'The export seems to fail on large files.']) assert.deepEqual(contents(near), [], near);
  assert.equal(kindOf('The API server listens on port 8080.'), 'fact');
});

test('what this turn leaves out, a step after another, a file attached this turn, error reports and screen states are not rules or facts', () => {
  for (const near of [
    'Do not worry about any archived posts.',
    'After all instances have been created, print out a table with all instances.',
    'Use @PHP_FILES_INVENTORY.md to find all files that need updating.',
    'It fails in CI when the persistence layer is cassandra.',
    'Error on user create account: Username cannot be of email format.',
    'On login, user email is incorrect.',
    'The app UI is populating.',
  ]) assert.deepEqual(contents(near), [], near);
  assert.equal(kindOf('Always follow @STYLE.md when writing docs'), 'instruction');
  assert.ok(['instruction', 'project_decision'].includes(kindOf('After a release is cut, always bump the version') as string));
});

test('a long lower-case paragraph is split in time linear in its length', () => {
  // Before: every full stop re-read the whole sentence so far to count its words (20,000
  // sentences: ~25 s). The bound is the feature (a Stop hook must stay bounded), with a wide margin.
  const text = `${'run the tests. '.repeat(20_000)}btw always use pnpm`;
  const started = performance.now();
  const out = contents(text);
  assert.ok(performance.now() - started < 5000, 'took too long');
  assert.deepEqual(out, ['Always use pnpm.']);
});

test('what the project is meant to be, a brief\'s verbless opening line, or what was set up: facts, without the breakage reported after them', () => {
  assert.deepEqual(contents('this will be a monorepo with two related remix apps.'), ['This will be a monorepo with two related remix apps.']);
  assert.deepEqual(contents("This is supposed to be a slack bot that posts the standup summary but its crashing on startup"), ['This is supposed to be a slack bot that posts the standup summary.']);
  assert.equal(kindOf('A web-based tool for tracking greenhouse humidity, built with FastAPI and Postgres.'), 'fact');
  assert.equal(kindOf("I've scaffolded a sveltekit app in web/ that shows the club's fixtures"), 'fact');
  // Near misses: a part of the app, a question, a verdict, a one-off script.
  for (const s of ['A new button that opens the settings modal.', 'An app that does this?', 'It should be a button.', 'this is going to be a pain', 'A quick script for renaming the photos.']) assert.notEqual(kindOf(s), 'fact', s);
});

test('a reaction whose object is only a pointer ("I like them", "I hate these icons") is chatter; a kind of thing or a habit is a taste', () => {
  for (const s of ['I like them.', 'i love them', 'I hate these icons', 'I prefer these over the old ones', 'I dont like how those look', 'I prefer them smaller']) assert.equal(kindOf(s), 'chatter', s);
  for (const s of ['I like these kinds of tests', 'I always prefer these over class components', 'I prefer tabs over spaces']) assert.equal(kindOf(s), 'preference', s);
  assert.equal(kindOf('I want it to use tabs'), 'no_durable_signal');
});

test('"no." before a statement answered the agent; a rule about a file keeps the file, in its own case', () => {
  assert.deepEqual(contents('no. lib/gen/client.ts is generated from openapi.yaml, never edit it by hand'), ['lib/gen/client.ts is generated from openapi.yaml, never edit it by hand.']);
  assert.deepEqual(contents('no.'), []);
  // A task clause before the rule still leaves the draft.
  assert.deepEqual(contents('complete the commit, always verify and run hooks'), ['Always verify and run hooks.']);
});

test('"we always/never/usually <verb> …" is how the team works; a story in the past tense is not', () => {
  assert.deepEqual(contents('we never merge on fridays'), ['The team never merges on fridays.']);
  assert.deepEqual(contents('we always branch off develop'), ['The team always branches off develop.']);
  for (const s of ['we never got it working', 'we always had issues with the cache', 'we never know which one is used?']) assert.deepEqual(contents(s), [], s);
});

test('a shell prompt pasted after a typed sentence on the same line starts the paste there', () => {
  const text = 'we always keep logs in a fixed box. And keep the screen from scrolling? ❯ uv run -s deploy.py create\nReading inline script metadata';
  assert.deepEqual(splitStatements(text).map((g) => [g.raw, g.text]), [
    [false, 'we always keep logs in a fixed box.'],
    [false, 'And keep the screen from scrolling?'],
    [true, '❯ uv run -s deploy.py create'],
    [false, 'Reading inline script metadata'],
  ]);
  assert.deepEqual(contents(text), ['The team always keeps logs in a fixed box.']);
  // A dollar amount is not a prompt.
  assert.deepEqual(contents('Always price in cents. The total is 5 $ 30 for now'), ['Always price in cents.']);
});

test('a convention typed tersely is an instruction; a pointer or a bound to this turn is not', () => {
  for (const s of ['prefer named exports', 'avoid classes', 'stop adding comments everywhere', 'keep PRs small', 'use british spelling', 'two spaces indentation', 'no semicolons please', 'component files use PascalCase']) assert.equal(drafts(s).length, 1, s);
  for (const s of ['avoid the bug by checking null', 'prefer this for now', 'stop the server', 'stop running it', 'keep it simple', 'prefer named exports?']) assert.deepEqual(drafts(s), [], s);
  // A sentence the rules already read keeps its kind.
  assert.equal(kindOf('Our convention is kebab-case for file names.'), 'project_decision');
});
