// `nuzo ui` figures: start-up (spawn of `node dist/cli.js ui --no-open` until the first page
// is served, beside a bare `node -e 0`), search round trip p50 over HTTP at 10k and 100k
// memories, the memories page's first render at 100k in the system Chromium, and the page's
// weight gzipped. Stores are seeded through core's import path, as bench/mcp-recall.mjs does.
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/ui.mjs [--sizes 10000,100000] [--calls 100] [--starts 10]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { percentile, QUERIES, ROOT, seedStore } from './mcp-common.mjs';

const { projectScopeFor } = await import('../lib/project/identity.ts');
const { browserSkipReason, launchBrowser } = await import('../test/ui/browser.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const calls = Number(arg('calls', '100'));
const starts = Number(arg('starts', '10'));
const CLI = join(ROOT, 'dist', 'cli.js');
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');


// Spawns the UI and resolves once it printed its address; `served` is when the first page
// came back (token exchange and index.html).
async function startUi(env, cwd) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [CLI, 'ui', '--no-open', '--json'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const m = /"url":\s*"([^"]+)"/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`nuzo ui exited ${code}`)));
  });
  const first = await fetch(url, { redirect: 'manual' });
  const cookie = first.headers.get('set-cookie').split(';')[0];
  const origin = new URL(url).origin;
  // The page sends the run's token with every API request (lib/ui/security.ts); so does this.
  const secret = new URL(url).searchParams.get('token');
  const page = await fetch(`${origin}/`, { headers: { cookie } });
  await page.text();
  const served = performance.now() - t0;
  return { url, origin, cookie, secret, served, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGINT'); }) };
}

function bareNodeMs() {
  const runs = [];
  for (let i = 0; i < starts; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    runs.push(performance.now() - t0);
  }
  return percentile(runs, 50);
}

const assets = ['app.js', 'app.css', 'index.html'].map((f) => readFileSync(join(ROOT, 'dist', 'ui', f)));
console.log(`page weight: ${assets.reduce((n, b) => n + b.length, 0)} B raw, ${assets.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0)} B gzipped (app.js ${gzipSync(assets[0], { level: 9 }).length}, app.css ${gzipSync(assets[1], { level: 9 }).length})`);

for (const size of sizes) {
  const root = mkdtempSync(join(tmpdir(), 'nuzo-bench-ui-'));
  try {
    const project = join(root, 'repo');
    mkdirSync(join(project, '.git'), { recursive: true });
    const home = join(root, '.nuzo');
    const { imported } = await seedStore(home, projectScopeFor(project), size);
    const env = { PATH: process.env.PATH ?? '', HOME: root, NUZO_HOME: home };
    console.log(`\n${size} memories (${imported} seeded); load average ${load()} (2 cores, shared)`);

    const startMs = [];
    const bare = [];
    for (let i = 0; i < starts; i++) {
      bare.push(bareNodeMs.call(null));
      const ui = await startUi(env, project);
      startMs.push(ui.served);
      await ui.stop();
    }
    console.log(`  start to first page served: p50 ${percentile(startMs, 50).toFixed(0)} ms (node -e 0: ${percentile(bare, 50).toFixed(0)} ms) over ${starts} starts`);

    const ui = await startUi(env, project);
    try {
      const times = [];
      for (let i = 0; i < calls; i++) {
        const q = QUERIES[i % QUERIES.length];
        const t0 = performance.now();
        const r = await fetch(`${ui.origin}/api/search?q=${encodeURIComponent(q)}`, { headers: { cookie: ui.cookie, 'x-nuzo-secret': ui.secret } });
        await r.json();
        times.push(performance.now() - t0);
      }
      console.log(`  search round trip (HTTP, recall over every scope): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${calls} calls`);
      const listTimes = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await (await fetch(`${ui.origin}/api/memories?limit=100&offset=${i * 100}`, { headers: { cookie: ui.cookie, 'x-nuzo-secret': ui.secret } })).json();
        listTimes.push(performance.now() - t0);
      }
      console.log(`  list page of 100 (count + page): p50 ${percentile(listTimes, 50).toFixed(1)} ms`);

      const skip = browserSkipReason();
      if (skip) console.log(`  first render in Chromium: skipped (${skip})`);
      else {
        const browser = await launchBrowser();
        try {
          const page = await browser.context.newPage();
          const renders = [];
          for (let i = 0; i < 5; i++) {
            const t0 = performance.now();
            await page.goto(i === 0 ? ui.url : `${ui.origin}/?r=${i}#/memories`);
            await page.waitForFunction(() => document.querySelectorAll('[data-testid=results] li').length > 0);
            renders.push(performance.now() - t0);
          }
          console.log(`  memories page first render in Chromium (navigation to 100 rows shown): first ${renders[0].toFixed(0)} ms, p50 of the next 4 ${percentile(renders.slice(1), 50).toFixed(0)} ms`);
        } finally {
          await browser.close();
        }
      }
    } finally {
      await ui.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
