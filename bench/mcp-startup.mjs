// Cold start of the MCP server: spawn → initialize → tools/list answered, as a ratio to
// spawning `node -e 0` with the same Node. Medians over alternating runs (noise hits both).
//   sh scripts/node.sh 24 bench/mcp-startup.mjs [--runs 25] [--server dist/mcp-server.js]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 25));
const server = resolve(root, arg('server', 'dist/mcp-server.js'));
const home = mkdtempSync(join(tmpdir(), 'nuzo-bench-startup-'));
const env = { PATH: process.env.PATH ?? '', HOME: home, NUZO_HOME: join(home, '.nuzo') };

function nodeNoop() {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore', env });
    child.on('error', fail);
    child.on('exit', () => done(performance.now() - t0));
  });
}

function serverToList() {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [server], { stdio: ['pipe', 'pipe', 'ignore'], env, cwd: home });
    let buffer = '';
    const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    child.on('error', fail);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (message.id === 1) {
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list' });
        } else if (message.id === 2) {
          const elapsed = performance.now() - t0;
          if (!Array.isArray(message.result?.tools) || message.result.tools.length === 0) fail(new Error('tools/list returned no tools'));
          child.stdin.end();
          child.on('exit', () => done({ elapsed, tools: message.result.tools.length }));
        }
      }
    });
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'nuzo-bench', version: '0' } } });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const noop = [];
const cold = [];
let tools = 0;
try {
  await nodeNoop();
  await serverToList();
  for (let i = 0; i < runs; i++) {
    noop.push(await nodeNoop());
    const r = await serverToList();
    cold.push(r.elapsed);
    tools = r.tools;
  }
} finally {
  rmSync(home, { recursive: true, force: true });
}
const ratio = median(cold) / median(noop);
console.log(`node ${process.versions.node}, ${runs} runs, ${tools} tools`);
console.log(`node -e 0:                 median ${median(noop).toFixed(1)} ms`);
console.log(`mcp-server to tools/list:  median ${median(cold).toFixed(1)} ms (min ${Math.min(...cold).toFixed(1)})`);
console.log(`ratio: ${ratio.toFixed(2)}x (target <= 3x)`);
