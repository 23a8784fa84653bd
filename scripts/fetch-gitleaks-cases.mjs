// Builds a labelled secret corpus from gitleaks' rule tests (github.com/gitleaks/gitleaks, MIT)
// for bench/secrets-gitleaks.mjs, into a cache outside the repository. Nothing of gitleaks is
// copied into Nuzo: the test strings are data, read from a git snapshot and cached.
//
// Each rule file under cmd/generate/config/rules/ lists true positives (`tps`) and false
// positives (`fps`) as Go expressions. This script evaluates the simple ones: string literals,
// `+`, fmt.Sprintf with literal arguments, secrets.NewSecret(<regex>) (a random string drawn
// from a small regex subset with a fixed seed) and the utils.* regex helpers. A sample built
// by utils.GenerateSampleSecrets(id, secret) becomes the secret in a few settings of our own
// (env line, YAML, JSON, Go, Python, …) plus the secret alone. Expressions it cannot evaluate
// (local variables, other helpers) are skipped and counted.
//
// Snapshot: $NUZO_MIRRORS/gitleaks+gitleaks/repo (default /work/.mirror), as `fetch
// github:gitleaks/gitleaks` brings it. Output: $NUZO_BENCH_CACHE/gitleaks-cases.jsonl
// (default ~/.cache/nuzo-bench), one {rule, label: "tp"|"fp", form, text} per line.
//
// Usage: node scripts/fetch-gitleaks-cases.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const cacheRoot = process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench');
const gitDir = join(mirrors, 'gitleaks+gitleaks', 'repo');
const RULES_DIR = 'cmd/generate/config/rules';

if (!existsSync(gitDir)) {
  console.error(`fetch-gitleaks-cases: no snapshot at ${gitDir}; bring it with fetch github:gitleaks/gitleaks`);
  process.exit(2);
}

const git = (args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 64 << 20 }).toString('utf8');
const commit = git(['rev-parse', 'HEAD']).trim();

// --- seeded random strings from a small regex subset ---------------------------------------
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20260914);
const pick = (s) => s[Math.floor(rand() * s.length)];

class Unsupported extends Error {}

function classChars(body) {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    let c = body[i];
    if (c === '\\') {
      const n = body[++i];
      if (n === 'd') { out += '0123456789'; continue; }
      if (n === 'w') { out += 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'; continue; }
      if (n === 's') { out += ' '; continue; }
      c = n;
    }
    if (body[i + 1] === '-' && i + 2 < body.length) {
      let end = body[i + 2];
      if (end === '\\') end = body[i + 3];
      for (let k = c.charCodeAt(0); k <= end.charCodeAt(0); k++) out += String.fromCharCode(k);
      i += body[i + 2] === '\\' ? 3 : 2;
      continue;
    }
    out += c;
  }
  return out;
}

// Parses the regex into a sequence of atoms; each atom generates a string.
function generate(re) {
  let i = 0;
  const src = re.replace(/^\(\?i\)/, '');
  function parseAlt() {
    const branches = [[]];
    while (i < src.length && src[i] !== ')') {
      if (src[i] === '|') { branches.push([]); i++; continue; }
      branches[branches.length - 1].push(parseQuantified());
    }
    return () => pick(branches).map((f) => f()).join('');
  }
  function parseAtom() {
    const c = src[i];
    if (c === '[') {
      const end = src.indexOf(']', i + 2);
      if (end < 0 || src[i + 1] === '^') throw new Unsupported(re);
      const chars = classChars(src.slice(i + 1, end));
      i = end + 1;
      return () => pick(chars);
    }
    if (c === '(') {
      i++;
      if (src[i] === '?') {
        if (src[i + 1] === ':') i += 2;
        else if (src.startsWith('?i:', i)) i += 3;
        else throw new Unsupported(re);
      }
      const inner = parseAlt();
      if (src[i] !== ')') throw new Unsupported(re);
      i++;
      return inner;
    }
    if (c === '\\') {
      const n = src[i + 1];
      i += 2;
      if (n === 'd') return () => pick('0123456789');
      if (n === 'w') return () => pick('abcdefghijklmnopqrstuvwxyz0123456789');
      if (n === 'b' || n === 'A' || n === 'z') return () => '';
      if (/[a-zA-Z]/.test(n)) throw new Unsupported(re);
      return () => n;
    }
    if (c === '.' ) { i++; return () => pick('abcdefghijklmnopqrstuvwxyz0123456789'); }
    if (c === '^' || c === '$') { i++; return () => ''; }
    if ('*+?{'.includes(c)) throw new Unsupported(re);
    i++;
    return () => c;
  }
  function parseQuantified() {
    const atom = parseAtom();
    const q = /^(?:\{(\d+)(?:,(\d*))?\}|\?|\*|\+)/.exec(src.slice(i));
    if (!q) return atom;
    i += q[0].length;
    let min;
    let max;
    if (q[0] === '?') [min, max] = [0, 1];
    else if (q[0] === '*') [min, max] = [0, 3];
    else if (q[0] === '+') [min, max] = [1, 4];
    else [min, max] = [Number(q[1]), q[2] === undefined ? Number(q[1]) : q[2] === '' ? Number(q[1]) + 4 : Number(q[2])];
    return () => {
      const n = min + Math.floor(rand() * (max - min + 1));
      let s = '';
      for (let k = 0; k < n; k++) s += atom();
      return s;
    };
  }
  const f = parseAlt();
  if (i !== src.length) throw new Unsupported(re);
  return f();
}

// --- a tiny evaluator for the Go expressions in tps/fps -----------------------------------
const HELPERS = {
  'utils.Numeric': (n) => `[0-9]{${n}}`,
  'utils.Hex': (n) => `[a-f0-9]{${n}}`,
  'utils.AlphaNumeric': (n) => `[a-z0-9]{${n}}`,
  'utils.AlphaNumericExtendedShort': (n) => `[a-z0-9_-]{${n}}`,
  'utils.AlphaNumericExtended': (n) => `[a-z0-9=_\\-]{${n}}`,
  'utils.AlphaNumericExtendedLong': (n) => `[a-z0-9\\/=_\\+\\-]{${n}}`,
  'utils.Hex8_4_4_4_12': () => '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  'secrets.NewSecret': (re) => generate(re),
  newPlausibleSecret: (re) => generate(re),
  'fmt.Sprintf': (fmt, ...args) => {
    let k = 0;
    return fmt.replace(/%[sdv]/g, () => String(args[k++]));
  },
  'strings.Repeat': (s, n) => s.repeat(Number(n)),
};

// Settings a secret from GenerateSampleSecrets is placed in: our own list of the ways code,
// config and shells hold credentials, plus the value alone.
const FORMS = [
  ['bare', (i, s) => s],
  ['env', (i, s) => `${i.toUpperCase()}_TOKEN=${s}`],
  ['export', (i, s) => `export ${i.toUpperCase()}_API_KEY="${s}"`],
  ['yaml', (i, s) => `${i.toLowerCase()}_secret: ${s}`],
  ['json', (i, s) => `{"${i}ApiKey": "${s}"}`],
  ['go', (i, s) => `${i}Token := "${s}"`],
  ['js-const', (i, s) => `const ${i.toUpperCase()}_KEY = '${s}';`],
  ['python', (i, s) => `${i.toLowerCase()}_access_token = "${s}"`],
  ['java', (i, s) => `private static final String ${i.toUpperCase()}_SECRET = "${s}";`],
  ['xml', (i, s) => `<${i}Token>${s}</${i}Token>`],
  ['make', (i, s) => `${i.toUpperCase()}_TOKEN ?= ${s}`],
  ['prose', (i, s) => `The ${i} token is ${s}`],
];

function tokenize(src) {
  const toks = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (src.startsWith('//', i)) { while (i < src.length && src[i] !== '\n') i++; continue; }
    if (src.startsWith('/*', i)) { i = src.indexOf('*/', i) + 2; continue; }
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      toks.push({ t: 'str', v: src.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      toks.push({ t: 'str', v: JSON.parse(src.slice(i, j + 1).replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1').replace(/\\'/g, "'")) });
      i = j + 1;
      continue;
    }
    if (src.startsWith('...', i)) { toks.push({ t: '...' }); i += 3; continue; }
    const id = /^[A-Za-z_][\w.]*/.exec(src.slice(i));
    if (id) { toks.push({ t: 'id', v: id[0] }); i += id[0].length; continue; }
    const num = /^\d+/.exec(src.slice(i));
    if (num) { toks.push({ t: 'str', v: num[0] }); i += num[0].length; continue; }
    toks.push({ t: c });
    i++;
  }
  return toks;
}

// Evaluates a comma-separated list of expressions; each yields a string, a list of samples
// ({form, text}) or throws Unsupported.
function evalList(toks) {
  let p = 0;
  function primary() {
    const tk = toks[p];
    if (!tk) throw new Unsupported('end');
    if (tk.t === 'str') { p++; return tk.v; }
    if (tk.t === 'id' && tk.v !== 'map') {
      p++;
      if (toks[p]?.t === '(') {
        p++;
        const args = [];
        while (toks[p]?.t !== ')') {
          const start = p;
          try {
            args.push(expr());
          } catch (e) {
            // One bad item in append(tps, a, b, …) drops that item, not the whole statement.
            if (!(e instanceof Unsupported) || tk.v !== 'append') throw e;
            skipped++;
            if (process.env.DEBUG) console.error('skipped:', e.message);
            p = skipExpr(start);
          }
          if (toks[p]?.t === '...') p++;
          if (toks[p]?.t === ',') p++;
        }
        p++;
        return call(tk.v, args);
      }
      if (tk.v === 'tps' || tk.v === 'fps') return [];
      throw new Unsupported(tk.v);
    }
    if (tk.t === '[' || (tk.t === 'id' && tk.v === 'map')) {
      // []string{ ... } or map[string]string{ "file": ..., } (the values are the cases)
      const isMap = tk.t === 'id';
      while (toks[p] && toks[p].t !== '{') p++;
      p++;
      const items = [];
      while (toks[p]?.t !== '}') {
        if (isMap) {
          while (toks[p] && toks[p].t !== ':') p++;
          p++;
        }
        const start = p;
        try {
          items.push(expr());
        } catch (e) {
          if (!(e instanceof Unsupported)) throw e;
          skipped++;
          if (process.env.DEBUG) console.error('skipped:', e.message);
          p = skipExpr(start);
        }
        if (toks[p]?.t === ',') p++;
      }
      p++;
      return items.flatMap((x) => (Array.isArray(x) ? x : [{ form: 'literal', text: x }]));
    }
    throw new Unsupported(tk.t);
  }
  function skipExpr(start) {
    let depth = 0;
    let q = start;
    while (q < toks.length) {
      const t = toks[q].t;
      if (t === '(' || t === '{' || t === '[') depth++;
      if (t === ')' || t === '}' || t === ']') {
        if (depth === 0) return q;
        depth--;
      }
      if (t === ',' && depth === 0) return q;
      q++;
    }
    return q;
  }
  function expr() {
    let v = primary();
    while (toks[p]?.t === '+') {
      p++;
      const r = primary();
      if (typeof v !== 'string' || typeof r !== 'string') throw new Unsupported('+');
      v += r;
    }
    return v;
  }
  return { expr, at: () => p, toks };
}

let skipped = 0;

function call(name, args) {
  if (name === 'utils.GenerateSampleSecrets') {
    const [id, s] = args;
    if (typeof id !== 'string' || typeof s !== 'string') throw new Unsupported(name);
    return FORMS.map(([form, f]) => ({ form, text: f(id, s) }));
  }
  if (name === 'utils.GenerateSampleSecret') {
    const [id, s] = args;
    if (typeof id !== 'string' || typeof s !== 'string') throw new Unsupported(name);
    return `${id}_api_token = "${s}"`;
  }
  if (name === 'append') {
    const [, ...rest] = args;
    return rest.flatMap((x) => (Array.isArray(x) ? x : [{ form: 'literal', text: x }]));
  }
  const h = HELPERS[name];
  if (!h || args.some((a) => typeof a !== 'string')) throw new Unsupported(name);
  return h(...args);
}

// Statements `tps := …`, `tps = append(tps, …)`, `fps := …` inside each rule function.
function casesOf(source) {
  const out = [];
  const funcs = source.split(/\nfunc /).slice(1);
  for (const fn of funcs) {
    const rule = /RuleID:\s*"([^"]+)"/.exec(fn)?.[1] ?? /^(\w+)/.exec(fn)?.[1];
    const toks = tokenize(fn);
    for (let k = 0; k < toks.length; k++) {
      const tk = toks[k];
      if (tk.t !== 'id' || (tk.v !== 'tps' && tk.v !== 'fps')) continue;
      const op = toks[k + 1]?.t === ':' ? 2 : toks[k + 1]?.t === '=' ? 1 : 0;
      if (!op || toks[k + op]?.t !== '=') continue;
      const label = tk.v === 'tps' ? 'tp' : 'fp';
      const sub = toks.slice(k + op + 1);
      const ev = evalList(sub);
      try {
        const v = ev.expr();
        const items = Array.isArray(v) ? v : [{ form: 'literal', text: v }];
        for (const item of items) out.push({ rule, label, form: item.form, text: item.text });
      } catch (e) {
        if (!(e instanceof Unsupported)) throw e;
        skipped++;
        if (process.env.DEBUG) console.error(`skipped in ${rule}:`, e.message);
      }
    }
  }
  return out;
}

const files = git(['ls-tree', '--name-only', 'HEAD', `${RULES_DIR}/`]).split('\n').filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
const cases = [];
for (const f of files) cases.push(...casesOf(git(['show', `HEAD:${f}`])));
mkdirSync(cacheRoot, { recursive: true });
const outFile = join(cacheRoot, 'gitleaks-cases.jsonl');
writeFileSync(outFile, cases.map((c) => JSON.stringify({ ...c, commit })).join('\n') + '\n');
const count = (l) => cases.filter((c) => c.label === l).length;
const rules = new Set(cases.map((c) => c.rule)).size;
console.log(`fetch-gitleaks-cases: ${count('tp')} true and ${count('fp')} false positives from ${rules} rules (${skipped} expressions skipped) in ${outFile}`);
