// The local server's defences over plain HTTP, against the built CLI: the per-run token, the
// cookie that opens only the page's files, the secret every API request carries (the cookie
// reaches every port on 127.0.0.1, so it alone must open nothing), the Host check (DNS
// rebinding), the Origin check on writes, the body cap, the headers every answer carries,
// loopback-only binding, and refusals that never echo text.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { remember } from '../../lib/memory/remember.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function http(ui: RunningUi, path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; host?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: options.host ?? '127.0.0.1', port: ui.port, path, method: options.method ?? 'GET', headers: { Host: `127.0.0.1:${ui.port}`, ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const SECRET = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';

describe('nuzo ui security', () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let cookie: string;
  let memoryId: string;
  // What the page sends: the cookie and the run's secret.
  const auth = () => ({ Cookie: cookie, 'X-Nuzo-Secret': ui.token });

  before(async () => {
    box = cliSandbox();
    const ctx = box.open({ actor: 'test' });
    memoryId = remember(ctx, { content: 'The build runs with pnpm in this repository.', kind: 'project_decision', scope: box.projectScope, tags: [], confirmed: true }).id;
    ctx.store.close();
    ui = await startUi(box);
    const r = await http(ui, `/?token=${ui.token}`);
    cookie = String(r.headers['set-cookie']).split(';')[0];
  });
  after(async () => {
    await ui?.stop();
  });

  it('trades the token in the printed address for an HttpOnly SameSite=Strict cookie of its own and hands the token to the page in the fragment', async () => {
    assert.match(ui.url, /^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    const r = await http(ui, `/?token=${ui.token}`);
    assert.equal(r.status, 303);
    assert.equal(r.headers.location, `/#nuzo-secret=${ui.token}`);
    const set = String(r.headers['set-cookie']);
    assert.match(set, new RegExp(`^nuzo_ui_${ui.port}=[A-Za-z0-9_-]{43};`));
    assert.ok(!set.includes(ui.token), 'the cookie is not the token');
    const again = await http(ui, `/?token=${ui.token}`, { headers: { Cookie: cookie } });
    assert.equal(again.status, 303, 'opening the printed address again (after a reload) hands the page the token again');
    assert.equal(again.headers.location, `/#nuzo-secret=${ui.token}`);
    assert.match(set, /HttpOnly/);
    assert.match(set, /SameSite=Strict/);
    const page = await http(ui, '/', { headers: { Cookie: cookie } });
    assert.equal(page.status, 200);
    assert.match(page.body, /<script defer src="\/app.js"><\/script>/);
    assert.doesNotMatch(page.body, /<script>(?!<)/, 'no inline script');
  });

  it('refuses every request without the token: page, assets, API and event stream', async () => {
    for (const path of ['/', '/app.js', '/api/memories', `/api/memories/${memoryId}`, '/api/events', '/?token=wrong-token']) {
      const r = await http(ui, path);
      assert.equal(r.status, 401, path);
      assert.doesNotMatch(r.body, /pnpm/, path);
    }
    const wrongCookie = await http(ui, '/api/memories', { headers: { Cookie: `nuzo_ui_${ui.port}=${'x'.repeat(43)}` } });
    assert.equal(wrongCookie.status, 401);
  });

  it('answers only to its own Host (a DNS-rebinding page sends its own name)', async () => {
    for (const host of ['evil.example', `evil.example:${ui.port}`, `127.0.0.1:${ui.port + 1}`, `0.0.0.0:${ui.port}`, `[::1]:${ui.port}`]) {
      const r = await http(ui, '/api/memories', { headers: { Host: host, ...auth() } });
      assert.equal(r.status, 421, host);
      assert.doesNotMatch(r.body, /pnpm/);
    }
    const ok = await http(ui, '/api/memories', { headers: { Host: `localhost:${ui.port}`, ...auth() } });
    assert.equal(ok.status, 200);
    assert.match(ok.body, /pnpm/);
  });

  it('refuses a write without a matching Origin, even with the cookie', async () => {
    const path = `/api/memories/${memoryId}/archive`;
    const json = { 'Content-Type': 'application/json', ...auth() };
    for (const origin of [undefined, 'http://evil.example', `http://127.0.0.1:${ui.port + 1}`, 'null']) {
      const r = await http(ui, path, { method: 'POST', headers: origin ? { ...json, Origin: origin } : json, body: '{}' });
      assert.equal(r.status, 403, String(origin));
    }
    const still = await http(ui, `/api/memories/${memoryId}`, { headers: auth() });
    assert.equal(JSON.parse(still.body).memory.status, 'active', 'nothing was archived');
    const form = await http(ui, path, { method: 'POST', headers: { ...auth(), Origin: ui.origin, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    assert.equal(form.status, 415);
  });

  // What a server on another port of 127.0.0.1 can do with the cookie the browser sent it:
  // replay it with a forged Host and Origin, as curl would. Nothing, reads included.
  it('the cookie alone opens no API route, with a forged Origin: no read, no hard delete', async () => {
    const forged = { Cookie: cookie, Origin: ui.origin, Host: `127.0.0.1:${ui.port}` };
    for (const path of ['/api/session', '/api/memories', `/api/memories/${memoryId}`, '/api/search?q=pnpm', '/api/drafts', '/api/overview', '/api/events']) {
      const r = await http(ui, path, { headers: forged });
      assert.equal(r.status, 401, path);
      assert.equal(JSON.parse(r.body).error.code, 'UNAUTHORIZED', path);
      assert.doesNotMatch(r.body, /pnpm/, path);
    }
    const del = await http(ui, `/api/memories/${memoryId}/delete`, { method: 'POST', headers: { ...forged, 'Content-Type': 'application/json' }, body: JSON.stringify({ confirm: memoryId }) });
    assert.equal(del.status, 401);
    const archive = await http(ui, `/api/memories/${memoryId}/archive`, { method: 'POST', headers: { ...forged, 'Content-Type': 'application/json' }, body: '{}' });
    assert.equal(archive.status, 401);
    const still = await http(ui, `/api/memories/${memoryId}`, { headers: auth() });
    assert.equal(still.status, 200);
    assert.equal(JSON.parse(still.body).memory.status, 'active', 'nothing was deleted or archived');
  });

  it('a wrong secret, the secret without the cookie, or the secret in a query (outside the event stream) is refused', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/api/memories', { Cookie: cookie, 'X-Nuzo-Secret': 'x'.repeat(43) }],
      ['/api/memories', { Cookie: cookie, 'X-Nuzo-Secret': '' }],
      ['/api/memories', { 'X-Nuzo-Secret': ui.token }],
      [`/api/memories?secret=${ui.token}`, { Cookie: cookie }],
      [`/api/events?secret=${'y'.repeat(43)}`, { Cookie: cookie }],
    ];
    for (const [path, headers] of cases) {
      const r = await http(ui, path, { headers });
      assert.equal(r.status, 401, `${path} ${JSON.stringify(Object.keys(headers))}`);
    }
    const page = await http(ui, '/', { headers: { Cookie: cookie } });
    assert.equal(page.status, 200, 'the cookie still opens the page itself (static files, no data)');
    const ok = await http(ui, '/api/memories', { headers: auth() });
    assert.equal(ok.status, 200);
    assert.match(ok.body, /pnpm/);
  });

  it('caps request bodies (413) before reading them whole', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(400 * 1024) });
    const r = await http(ui, `/api/memories/${memoryId}/update`, { method: 'POST', headers: { ...auth(), Origin: ui.origin, 'Content-Type': 'application/json' }, body: big });
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body).error.code, 'BODY_TOO_LARGE');
  });

  it('sends strict headers on every answer and never a CORS header', async () => {
    const replies = [
      await http(ui, '/', { headers: { Cookie: cookie, Origin: 'http://evil.example' } }),
      await http(ui, '/api/memories', { headers: { Cookie: cookie, Origin: 'http://evil.example' } }),
      await http(ui, '/api/memories'),
      await http(ui, '/app.js', { headers: { Cookie: cookie } }),
    ];
    for (const r of replies) {
      assert.match(String(r.headers['content-security-policy']), /default-src 'self'; script-src 'self'/);
      assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.doesNotMatch(String(r.headers['content-security-policy']), /unsafe-inline|unsafe-eval/);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['x-frame-options'], 'DENY');
      assert.equal(r.headers['referrer-policy'], 'no-referrer');
      assert.deepEqual(Object.keys(r.headers).filter((h) => h.startsWith('access-control-')), []);
    }
  });

  it('shows a policy refusal with its code and hint but never the refused text', async () => {
    const r = await http(ui, `/api/memories/${memoryId}/update`, {
      method: 'POST',
      headers: { ...auth(), Origin: ui.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: `Deploy with the token ${SECRET} from now on.`, expected_revision: 1 }),
    });
    assert.equal(r.status, 400);
    const error = JSON.parse(r.body).error;
    assert.equal(error.code, 'SECRET_DETECTED');
    assert.ok(!r.body.includes(SECRET) && !r.body.includes('A1b2C3d4'), 'the refused text never comes back');
    const still = await http(ui, `/api/memories/${memoryId}`, { headers: auth() });
    assert.ok(!still.body.includes(SECRET));
    assert.match(still.body, /"revision":1/);
  });

  it('listens on loopback only and refuses --host for anything else', async () => {
    const outside = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outside) await assert.rejects(http(ui, '/', { host: outside.address }), /ECONNREFUSED/);
    const refused = await box.nuzo(['ui', '--no-open', '--host', '0.0.0.0']);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /127\.0\.0\.1 only/);
  });

  it('stops cleanly on Ctrl-C, leaving nothing behind', async () => {
    const other = await startUi(box);
    const code = await other.stop();
    assert.equal(code, 0);
    await assert.rejects(http(other, '/'), /ECONNREFUSED/);
  });
});
