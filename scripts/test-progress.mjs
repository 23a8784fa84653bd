// The test runner's reporter for scripts/test.sh, the same in a terminal and piped: a
// progress line at a fixed interval (finished test files out of all, test counts, time), a
// line as soon as a test fails, and at the end a summary file that test.sh merges over both
// Nodes: the counts, then one line per skip reason with how many tests it skipped.
//   NUZO_TEST_LABEL             what the lines start with (e.g. "node 24.11.1")
//   NUZO_TEST_SUMMARY           where the summary goes (nothing is written without it)
//   NUZO_TEST_PROGRESS_SECONDS  the interval (default 20; test.sh promises at most 30)
import { globSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Transform } from 'node:stream';

const label = process.env.NUZO_TEST_LABEL || `node ${process.versions.node}`;
const intervalMs = Math.max(0.1, Number(process.env.NUZO_TEST_PROGRESS_SECONDS) || 20) * 1000;
const started = Date.now();

// The runner's own arguments are the file patterns (its flags are in execArgv).
function countFiles(patterns) {
  const files = new Set();
  for (const pattern of patterns) {
    try {
      for (const file of globSync(pattern)) files.add(file);
    } catch {
      /* a pattern the runner will report itself */
    }
  }
  return files.size;
}

export function elapsed(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export function skipReason(skip) {
  return typeof skip === 'string' && skip.trim() !== '' ? skip.trim().replace(/\s+/g, ' ') : '(no reason given)';
}

const state = { total: countFiles(process.argv.slice(1)), done: 0, passed: 0, failed: 0, skipped: 0, final: null, skips: new Map() };

function progressLine() {
  const files = state.total > 0 ? `${state.done}/${state.total} files` : `${state.done} files`;
  return `${label}: ${files} done, ${state.passed} passed, ${state.failed} failed, ${state.skipped} skipped (${elapsed(Date.now() - started)})\n`;
}

function summaryText() {
  const c = state.final ?? { passed: state.passed, failed: state.failed, skipped: state.skipped, todo: 0, cancelled: 0 };
  const lines = [`counts\t${c.passed}\t${c.failed}\t${c.skipped}\t${c.todo}\t${c.cancelled}`];
  for (const [reason, n] of state.skips) lines.push(`skip\t${n}\t${reason}`);
  return `${lines.join('\n')}\n`;
}

let timer;
const reporter = new Transform({
  writableObjectMode: true,
  transform(event, _encoding, callback) {
    const data = event.data ?? {};
    const leaf = data.details?.type !== 'suite';
    if (event.type === 'test:pass' && leaf) {
      if (data.skip !== undefined) {
        state.skipped++;
        const reason = skipReason(data.skip);
        state.skips.set(reason, (state.skips.get(reason) ?? 0) + 1);
      } else if (data.todo === undefined) state.passed++;
    } else if (event.type === 'test:fail' && leaf) {
      state.failed++;
      const where = data.file ? relative(process.cwd(), data.file) : '';
      callback(null, `${label}: ✖ ${where}${where ? ': ' : ''}${data.name}\n`);
      return;
    } else if (event.type === 'test:summary') {
      if (data.file) state.done++;
      else state.final = data.counts;
    }
    callback();
  },
  flush(callback) {
    clearInterval(timer);
    if (process.env.NUZO_TEST_SUMMARY) writeFileSync(process.env.NUZO_TEST_SUMMARY, summaryText());
    callback(null, progressLine());
  },
});
timer = setInterval(() => reporter.push(progressLine()), intervalMs);
timer.unref();

export default reporter;
