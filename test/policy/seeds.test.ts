// Every allowed and blocked example from the capture-suggestion and lifecycle-hook specs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContent } from '../../lib/policy/index.ts';
import { an, b64 } from './samples.ts';

const ALLOWED = [
  'For Nuzo, always use GitHub Issues for executable work.',
  'I prefer Apache-2.0 for this project.',
  'I like concise status updates while work is running.',
  'This repo uses /tmp/nuzo-git as the git dir workaround.',
  'When changing MCP tools, update docs/spec/tools.md first.',
  'The user prefers concise final answers.',
  'I prefer concise final answers.',
  'Nuzo should keep memory business logic in packages/core.',
  'For this repo, run MkDocs strict before pushing docs changes.',
  'The docs domain for this project is nuzo.com.br.',
  'Use GitHub Issues as the execution tracker for Nuzo.',
];

for (const text of ALLOWED) {
  test(`the allowed example "${text}" passes policy`, () => {
    assert.equal(checkContent(text), null);
  });
}

const BLOCKED: [string, string, string][] = [
  ['a GitHub token', `My token is ${'gh' + 'p_' + an(36)}`, 'SECRET_DETECTED'],
  ['a pasted .env file', `Here is my .env file:\nDATABASE_URL=postgres://localhost:5432/app\nREDIS_URL=redis://localhost:6379\nLOG_LEVEL=debug\nFEATURE_X=on`, 'RAW_DUMP_DETECTED'],
  ['a stack trace', "The build failed once with this stack trace:\nTypeError: Cannot read properties of undefined (reading 'map')\n    at renderList (/app/src/components/List.tsx:42:19)\n    at processChild (/app/node_modules/react-dom/cjs/react-dom-server.node.development.js:3043:14)", 'LOG_DETECTED'],
  ['a password for local testing', 'Use password hunter2 for local testing.', 'SECRET_DETECTED'],
  ['speculation about Postgres', 'I might maybe switch to Postgres later.', 'SPECULATIVE_CONTENT'],
  ['a customer payment failure', 'The customer said their card failed.', 'SENSITIVE_PERSONAL_FACT'],
  // Lifecycle-hook safety filters.
  ['an API key', `OPENAI_API_KEY=${'s' + 'k-proj-' + an(48)}`, 'SECRET_DETECTED'],
  ['a password in a sentence', 'the db password is hunter2', 'SECRET_DETECTED'],
  ['a session cookie', `Cookie: sessionid=${an(32)}`, 'SECRET_DETECTED'],
  ['a private key', `${'-----BEGIN '}OPENSSH PRIVATE KEY-----\n${b64(70)}\n${b64(70)}\n-----END OPENSSH PRIVATE KEY-----`, 'SECRET_DETECTED'],
  ['a connection string with credentials', `postgres://app:${an(16)}@db.internal:5432/app`, 'SECRET_DETECTED'],
  ['a private personal identifier', "The customer's SSN is 521-44-9087, it was in the support ticket.", 'PII_DETECTED'],
  ['a raw command log', '$ git status\nOn branch main\nChanges not staged for commit:\n  modified:   src/retry.ts', 'LOG_DETECTED'],
  ['raw file contents', 'Contents of config.yaml:\nserver:\n  port: 8080\n  host: 0.0.0.0\ndatabase:\n  pool: 10', 'RAW_DUMP_DETECTED'],
  ['a legal fact', 'My coworker is being sued by his landlord.', 'SENSITIVE_PERSONAL_FACT'],
  ['a medical fact', 'John was diagnosed with diabetes last spring.', 'SENSITIVE_PERSONAL_FACT'],
  ['a financial fact', 'My salary is 145k and I am negotiating a raise.', 'SENSITIVE_PERSONAL_FACT'],
];

for (const [what, text, code] of BLOCKED) {
  test(`${what} is blocked with ${code}`, () => {
    assert.equal(checkContent(text)?.code, code);
  });
}
