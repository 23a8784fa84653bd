// Issue 14 §1: a user turn that states a credential pair without the word "password", a
// sensitive fact with words between name and verb, or a person's home address must not
// become a draft. Capture asks lib/policy (through policy-port) before anything is drafted.
import test from 'node:test';
import assert from 'node:assert/strict';
import { detectCandidates } from '../../lib/capture/candidates.ts';

const ctx = { projectScope: 'project:abcdef0123456789', agentName: 'claude-code' };

const TURNS = [
  'Staging login: admin / P@ssw0rd123, always use it for the smoke tests.',
  'Always log in to staging as admin with P@ssw0rd123.',
  'Remember that the staging creds are admin:P@ssw0rd123.',
  'The Jenkins user is deploy and its pass is Xk29!vLq7, use it for releases.',
  'Remember that the prod db login is admin / Tr0ub4dor&3xyz.',
  "Jane Doe's home address is 42 Elm Street, Springfield; always send the contracts there.",
  'Remember that Alice from the backend team has type 2 diabetes and is on insulin.',
  'Keep in mind that Bob in QA was diagnosed with cancer last month.',
  'Remember that the staging Passwort ist Hunter2Zebra!9.',
];

for (const turn of TURNS) {
  test(`no draft from: ${turn.slice(0, 48)}…`, () => {
    const out = detectCandidates(turn, ctx);
    assert.deepEqual(out.candidates, [], `drafted: ${JSON.stringify(out.candidates)}`);
    assert.ok(out.rejected.some((r) => r.reason === 'blocked by content policy'), JSON.stringify(out.rejected));
  });
}

test('the same shapes without the secret are still drafted', () => {
  for (const turn of ['Always log in to staging with SSO.', 'Always send the contracts to the legal inbox.']) {
    assert.equal(detectCandidates(turn, ctx).candidates.length, 1, turn);
  }
});
