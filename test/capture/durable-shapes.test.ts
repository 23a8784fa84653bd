// Durable statements made inside ordinary requests (issue 23): where the product runs, where
// code belongs, the versioned stack, who the product is for, what it does by default, what
// holds for every case, a taste typed without "I". Each shape is tested with a sentence of our
// own, beside the near-miss that must stay out.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';
import { audienceFact, bareTaste, defaultBehaviour, placementRule, platformStatement, productBehaviour, stackVersion, universalConstraint } from '../../lib/capture/durable-shapes.ts';
import { splitStatements } from '../../lib/capture/sentences.ts';
import type { CandidateContext } from '../../lib/capture/types.ts';

const PROJECT = 'project:abcdef0123456789';
const ctx: CandidateContext = { projectScope: PROJECT, agentName: 'claude-code' };
const drafts = (text: string) => detectCandidates(text, ctx).candidates;
const kinds = (text: string) => drafts(text).map((c) => c.kind);

test('where the product runs: a chosen target is a decision, a reported set-up a fact', () => {
  assert.equal(platformStatement('Target the latest Firefox.'), 'decision');
  assert.equal(platformStatement("We're targeting Android phones and small tablets."), 'decision');
  assert.equal(platformStatement('The storefront targets Safari on iOS.'), 'decision');
  assert.equal(platformStatement('The kiosk client runs on a Windows touch screen.'), 'fact');
  assert.equal(platformStatement('I am running the dashboard on a Raspberry Pi.'), 'fact');
  // An app named after the verb, the test run, a pronoun: no platform statement.
  assert.equal(platformStatement('I am running Screen Saver Pro there to keep it awake.'), null);
  assert.equal(platformStatement('I am running the tests on Node 20.'), null);
  assert.equal(platformStatement('I am running it on Chrome and it freezes.'), null);
  assert.equal(platformStatement('Target the login form first.'), null);
});

test('a platform stated inside a complaint is still drafted, as what the project is', () => {
  const out = drafts('This is still too slow. I am running the till app on an old Android tablet. Please look again.');
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [['fact', 'The user is running the till app on an old Android tablet.']]);
});

test('where code lives: a place in the codebase, with or without a modal', () => {
  assert.ok(placementRule('Date helpers should go into a shared utils module.'));
  assert.ok(placementRule('Validation belongs in the service layer, not in the controllers.'));
  assert.ok(placementRule('The retry logic should stay in client.ts.'));
  assert.ok(placementRule('Each exporter should live in its own file.'));
  assert.ok(!placementRule('It should go in utils.'), 'a bare pronoun is the thing in front of us');
  assert.ok(!placementRule('The logo should be in the header.'), 'a place on screen is not a place in the code');
  assert.ok(!placementRule('I want to go to the docs page.'));
  // Inside a request, the convention survives; the request does not.
  const out = drafts('Please move the parsing code now. Parsing helpers should go into their own module, not in the routes.');
  assert.deepEqual(out.map((c) => c.kind), ['project_decision']);
  assert.match(out[0]!.content, /own module, not in the routes/);
});

test('a versioned stack is what the project is, even said "currently"', () => {
  assert.ok(stackVersion('It is currently Rails 6, and we plan to move to Rails 7.'));
  assert.ok(stackVersion("We're on Python 3.12."));
  assert.ok(stackVersion('The backend runs Django 5.'));
  assert.ok(!stackVersion('It is version 3 of the draft.'));
  assert.ok(!stackVersion('It is currently October 2025.'));
  assert.ok(!stackVersion('It is 5 minutes slower than before.'));
  assert.deepEqual(kinds('It is currently Rails 6, with an upgrade to Rails 7 planned.'), ['fact']);
});

test('who the product is for', () => {
  assert.ok(audienceFact('The main users of this tool are our support staff.'));
  assert.ok(!audienceFact('The main problem of this tool is speed.'));
});

test('what the product does by default, and imperatives about what it does, are decisions', () => {
  assert.ok(defaultBehaviour('By default users see only open tickets.'));
  assert.ok(!defaultBehaviour('By the way, users complained.'));
  assert.ok(productBehaviour('show only unpaid invoices'));
  assert.ok(productBehaviour('Make it available for every customer'));
  assert.ok(!productBehaviour('run the linter'));
  assert.deepEqual(kinds('When the archive toggle is on, show only archived invoices.'), ['project_decision']);
  assert.deepEqual(kinds('In the invoices table, hide cancelled invoices by default.'), ['project_decision']);
  // A rule about how the agent works keeps its kind.
  assert.deepEqual(kinds('When you change the schema, run the migrations.'), ['instruction']);
});

test('a constraint on every case is a rule, even inside a request', () => {
  assert.ok(universalConstraint('Every screen has to work offline.'));
  assert.ok(universalConstraint('All endpoints must return JSON.'));
  assert.ok(!universalConstraint('All the tests must pass now.'));
  assert.deepEqual(kinds('Build the settings page. Again, every screen has to work offline.'), ['project_decision']);
});

test('a taste typed without "I" is a preference; approval of the work is not', () => {
  assert.ok(bareTaste('Love keyboard shortcuts.'));
  assert.ok(bareTaste('Hate modal dialogs!'));
  for (const text of ['Love it!', 'Like this one.', 'Like I said, use pnpm.', 'Love the new layout.', 'Love your idea.']) assert.ok(!bareTaste(text), text);
  const out = drafts('Looks fine. Love keyboard shortcuts.');
  assert.deepEqual(out.map((c) => [c.kind, c.scope, c.content]), [['preference', 'user:default', 'The user loves keyboard shortcuts.']]);
});

test('said to the agent about its own work: an instruction, not a fact', () => {
  assert.deepEqual(kinds("You don't need the dev server to run the unit tests."), ['instruction']);
});

test('a list number is not a sentence of its own', () => {
  const out = splitStatements('1. Keep the old API.\n2. Drop the flag.');
  assert.deepEqual(out.map((s) => s.text), ['1. Keep the old API.', '2. Drop the flag.']);
});

test('an imperative whose only rule-like word is a quantifier ranks low inside a request', () => {
  // "all sections" names this turn's work; the same words with "always" are a rule.
  assert.deepEqual(drafts('Write the report. Include all sections of the template.'), []);
  assert.equal(drafts('Write the report. Always include all sections of the template.').length, 1);
});

test('approval and "again" before a rule are markers, not its subject; before a report they stay', () => {
  assert.deepEqual(kinds('Perfect, by default users see only open tickets.'), ['project_decision']);
  assert.deepEqual(drafts('Great, always use pnpm in this repo.').map((c) => c.content), ['Always use pnpm in this repo.']);
  assert.deepEqual(drafts('Nice, the tests pass now.'), []);
});

test('near misses of the new shapes that are this turn\'s work stay out', () => {
  assert.equal(platformStatement('Target the mobile layout first.'), null);
  assert.ok(!placementRule('The fix should go into main.ts.'));
  assert.ok(!universalConstraint('Everything has to be done by Friday.'));
  assert.ok(!universalConstraint('All files must be committed before the demo.'));
  for (const text of ['Target the mobile layout first.', 'The fix should go into main.ts.', 'Everything has to be done by Friday.', "Let's go with the new approach.", "Let's go with your approach.", "Let's use the second approach."]) {
    assert.deepEqual(drafts(text), [], text);
  }
  assert.deepEqual(kinds("Let's go with the event-sourcing approach."), ['project_decision']);
  assert.deepEqual(kinds('Every invoice will have a due date and a currency.'), ['project_decision']);
});

test('a yes before a named choice answered the agent; the draft keeps the choice', () => {
  assert.deepEqual(drafts("Yes, let's go with the event-sourcing approach.").map((c) => c.content), ["Let's go with the event-sourcing approach."]);
});

test('"we use" with a versioned tool stays a decision; the version shape only names facts', () => {
  assert.deepEqual(kinds('We use MariaDB 11 in production and SQLite in tests.'), ['project_decision']);
});

test('a softened recommendation with its alternative is a rule; a hedge alone stays speculation', () => {
  const out = drafts('Please tidy the folder. We should probably use `git rm` rather than plain rm so history is kept.');
  assert.deepEqual(out.map((c) => c.kind), ['instruction']);
  assert.match(out[0]!.content, /`git rm` rather than plain rm/);
  assert.deepEqual(drafts('We should probably use a queue here.'), []);
  assert.deepEqual(drafts('Maybe we should probably use Redis instead of memcached.'), []);
});

test('a habit of the user said in passing inside a longer sentence is drafted on its own', () => {
  const out = drafts('Add this to the export notes - my sample was tiny, but for print work I usually want files of at least 300 dpi.');
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [['preference', 'For print work the user usually wants files of at least 300 dpi.']]);
  assert.deepEqual(drafts('Add this to the export notes - my sample was tiny.'), []);
});

test('a report of trouble is not a platform, a default or a place, whatever its shape', () => {
  for (const text of [
    "I'm running the app on Chrome and the layout breaks.",
    'By default it shows the wrong date.',
    "The config file should be in the root folder but it isn't.",
    'Everything else should stay in the old file.',
    'Like in the example above.',
    'Like so.',
  ]) assert.deepEqual(drafts(text), [], text);
});

test('a refusal about what the product holds is a decision; about the agent, a preference', () => {
  assert.deepEqual(kinds("I don't want to have a separate page for every size."), ['project_decision']);
  assert.deepEqual(kinds("I don't want you to add emojis to commit messages."), ['preference']);
});

test('pointers at this turn and complaints stay out of the new shapes; "like before" is no taste', () => {
  for (const text of [
    'I am running the server on Debian and getting a 502.',
    'By default the drawer opens, which is annoying.',
    'The styles should go into the same file as before.',
  ]) assert.deepEqual(drafts(text), [], text);
  assert.ok(!drafts('Like before, run the tests.').some((c) => /likes/.test(c.content)));
  assert.deepEqual(kinds("I don't want to have to click twice."), ['preference']);
});

test('a limit on every instance of a thing is a decision; an error of the same words is not', () => {
  assert.deepEqual(kinds('A seat cannot be double-booked.'), ['project_decision']);
  assert.deepEqual(kinds('A voucher can only be used once.'), ['project_decision']);
  assert.deepEqual(kinds('Fix the checkout. The refund cannot be higher than the amount paid.'), ['project_decision']);
  for (const text of ['The file cannot be found.', 'The page cannot be loaded after the update.', 'It cannot be higher.']) assert.deepEqual(drafts(text), [], text);
});

test('what a part of the codebase is built with survives a request around it', () => {
  const out = drafts('Please fix the date picker. The tests use Jest with jsdom.');
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [['fact', 'The tests use Jest with jsdom.']]);
  assert.deepEqual(drafts('Please fix the date picker. The tests use too much memory.'), []);
});

test('presenting or outlining work before a trigger is a standing instruction', () => {
  assert.deepEqual(kinds('Outline the approach before writing any code.'), ['instruction']);
});

test('what the project is, with a pronoun or a possessive; a verdict on a thing is not', () => {
  assert.deepEqual(kinds("It's a small Sinatra app for logging hikes."), ['fact']);
  assert.deepEqual(kinds('This is a monorepo with a Vue frontend and an Elixir backend.'), ['fact']);
  assert.deepEqual(kinds('My project is a recipe site built with Eleventy.'), ['fact']);
  for (const text of ["It's a bug in the app.", 'This is a known issue in the app.', 'The app is a mess right now.']) assert.deepEqual(drafts(text), [], text);
});

test("the user's machine is a fact in the user's scope; a tool chosen over another is a preference", () => {
  const machine = drafts("I'm on a Linux laptop with 8 GB of memory.");
  assert.deepEqual(machine.map((c) => [c.kind, c.scope]), [['fact', 'user:default']]);
  assert.deepEqual(drafts("I'm on Windows and the script fails."), []);
  assert.deepEqual(kinds('I use helix, not vim.'), ['preference']);
  assert.deepEqual(drafts('I use the same approach, not a new one.'), []);
});

test('a numeric limit or a rule for every file of a kind is an instruction; about this turn it is not', () => {
  assert.deepEqual(kinds('Keep modules under 300 lines.'), ['instruction']);
  assert.deepEqual(kinds('Use double quotes in YAML files.'), ['instruction']);
  for (const text of ['Keep the PR under 200 lines.', 'Keep it under 100 words.', 'Add logging in these files.']) assert.deepEqual(drafts(text), [], text);
  assert.deepEqual(kinds('Prefer composition over inheritance.'), ['instruction'], 'an imperative preference stays an instruction');
});
