// Sensitive personal facts, dumps, logs and speculation: each blocked shape next to the
// ordinary statement it must not be confused with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContent, speculationScore } from '../../lib/policy/index.ts';

const CASES: [string, string, string | null][] = [
  ['a customer card failure', 'The customer said their card failed.', 'SENSITIVE_PERSONAL_FACT'],
  ['a diagnosis', 'John was diagnosed with carpal tunnel last year.', 'SENSITIVE_PERSONAL_FACT'],
  ['a coworker lawsuit', 'My coworker is being sued.', 'SENSITIVE_PERSONAL_FACT'],
  ['a pregnancy', "I'm pregnant and will be out from September.", 'SENSITIVE_PERSONAL_FACT'],
  ['medication', "I'm on antidepressants and they make me foggy.", 'SENSITIVE_PERSONAL_FACT'],
  ['ADHD', 'I have ADHD so keep answers really short.', 'SENSITIVE_PERSONAL_FACT'],
  ['a divorce', "I'm in the middle of a divorce.", 'SENSITIVE_PERSONAL_FACT'],
  ['a declined payment', "Mrs. Patel's payment was declined three times.", 'SENSITIVE_PERSONAL_FACT'],
  ['a mortgage', "I'm three months behind on my mortgage.", 'SENSITIVE_PERSONAL_FACT'],
  ['student debt', 'I owe about 40k in student loans.', 'SENSITIVE_PERSONAL_FACT'],
  ['company runway', 'We have about $2.3M in the bank and 14 months of runway.', 'SENSITIVE_PERSONAL_FACT'],
  ['a company investigation', "The company is under an SEC investigation, don't mention revenue.", 'SENSITIVE_PERSONAL_FACT'],
  ['a retry rule for declined cards', 'The payments service retries declined cards three times.', null],
  ['a debugging diagnosis', 'My diagnosis: the flaky test races the cache warmup.', null],
  ['raising errors', 'I prefer to raise errors early.', null],
  ['disabling a test', 'I disabled the flaky e2e test until the fix lands.', null],
  ['tech debt', 'I hate tech debt labels on every ticket.', null],
  ['an HR feature', 'The HR module computes salary bands from the levels table.', null],
  ['an env dump', 'DATABASE_HOST=db\nDATABASE_USER=app\nDATABASE_NAME=core\nDATABASE_PORT=5432', 'RAW_DUMP_DETECTED'],
  ['a .npmrc paste', 'my .npmrc:\nregistry=https://registry.npmjs.org/\nalways-auth=true\nsave-exact=true', 'RAW_DUMP_DETECTED'],
  ['two env assignments in prose', 'Set NODE_ENV=production and LOG_LEVEL=info in staging.', null],
  ['a short numbered list', 'Release steps:\n1. bump the version\n2. tag\n3. push the tag', null],
  ['a Python traceback', 'Traceback (most recent call last):\n  File "/srv/app/worker.py", line 88, in run\nKeyError: \'id\'', 'LOG_DETECTED'],
  ['a Java trace', 'Exception in thread "main" java.lang.NullPointerException\n\tat com.acme.OrderService.total(OrderService.java:112)', 'LOG_DETECTED'],
  ['a Go panic', 'panic: runtime error: nil pointer dereference\n\ngoroutine 1 [running]:\nmain.main()', 'LOG_DETECTED'],
  ['a Rust panic', "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value', src/main.rs:14:38", 'LOG_DETECTED'],
  ['a .NET trace', 'System.InvalidOperationException: Sequence contains no elements\n   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source) in /src/Linq.cs:line 42\n   at Acme.Orders.Get() in /src/Orders.cs:line 17', 'LOG_DETECTED'],
  ['a Ruby trace', "NoMethodError: undefined method `name' for nil\n  from app/models/user.rb:12:in `display'\n  from app/views/show.rb:3:in `render'", 'LOG_DETECTED'],
  ['a PHP trace', 'PHP Fatal error:  Uncaught Error: Call to undefined function foo() in /var/www/index.php:3', 'LOG_DETECTED'],
  ['timestamped log lines', '2026-11-20T14:03:11.482Z INFO api request status=201\n2026-11-20T14:03:11.911Z WARN db pool exhausted', 'LOG_DETECTED'],
  ['npm error output', 'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree', 'LOG_DETECTED'],
  ['a single error named in a sentence', 'Error TS2339 on Session means the type augmentation is missing.', null],
  ['a list of commands', 'Useful commands:\n$ pnpm db:migrate\n$ pnpm db:seed', null],
  ['stacked hedges', 'Maybe we will rewrite the CLI in Rust someday.', 'SPECULATIVE_CONTENT'],
  ['an undecided tool change', "I'm thinking about dropping Redux, but who knows.", 'SPECULATIVE_CONTENT'],
  ['a conditional plan', 'If we ever get funding we might hire a designer.', 'SPECULATIVE_CONTENT'],
  ['a single hedge in an instruction', 'The cache might be stale after deploys, so purge it manually.', null],
  ['a decided future change', 'We decided to switch to Postgres next quarter.', null],
];

for (const [what, text, code] of CASES) {
  test(code ? `${what} is refused with ${code}` : `${what} passes policy`, () => {
    assert.equal(checkContent(text)?.code ?? null, code);
  });
}

test('speculation scores rise with stacked hedges', () => {
  assert.ok(speculationScore('I might maybe switch to Postgres later.') >= 2);
  assert.ok(speculationScore('We use Postgres.') === 0);
});
