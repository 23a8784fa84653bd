// Just enough TOML to read the Codex settings doctor looks at: table headers (dotted,
// with quoted parts), and `key = value` lines whose value is a string, boolean, number or
// a one-line array of strings. Anything else is kept as raw text; nothing is ever written.

export type TomlValue = string | number | boolean | string[] | { raw: string };
export type TomlTables = Map<string, Map<string, TomlValue>>;

export function splitKey(key: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of key.trim()) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '.') { parts.push(current.trim()); current = ''; }
    else current += ch;
  }
  parts.push(current.trim());
  return parts;
}

function parseValue(text: string): TomlValue {
  const v = text.trim();
  if (/^".*"$/.test(v)) {
    try { return JSON.parse(v) as string; } catch { return v.slice(1, -1); }
  }
  if (/^'.*'$/.test(v)) return v.slice(1, -1);
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (/^\[.*\]$/.test(v)) {
    const items = v.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean);
    if (items.every((s) => /^(".*"|'.*')$/.test(s))) return items.map((s) => s.slice(1, -1));
  }
  return { raw: v };
}

export function readToml(text: string): TomlTables {
  const tables: TomlTables = new Map([['', new Map()]]);
  let table = '';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[\[?(.+?)\]\]?$/.exec(line);
    if (header) {
      table = splitKey(header[1]).join('\u0000');
      if (!tables.has(table)) tables.set(table, new Map());
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const keyParts = splitKey(line.slice(0, eq));
    const target = [table, ...keyParts.slice(0, -1)].filter(Boolean).join('\u0000');
    if (!tables.has(target)) tables.set(target, new Map());
    tables.get(target)!.set(keyParts[keyParts.length - 1], parseValue(line.slice(eq + 1)));
  }
  return tables;
}

export function tableKey(...parts: string[]): string {
  return parts.join('\u0000');
}
