// Credentials held by configuration formats whose shape says "this is a secret" even when
// no line reads `password = …`: Kubernetes Secret manifests with data, XML settings that pair
// a credential-named key with a value (<add key="ClearTextPassword" value="…"/>, <apiToken>…
// </apiToken>), and Bundler's per-host credentials (BUNDLE_GEMS__EXAMPLE__COM=user:pass).
import type { Detector, PatternRule } from './types.ts';
import { fromRows } from './types.ts';
import { assignedValueIsSecret, credentialName } from './credentials.ts';
import { isPlaceholder, isReference } from './entropy.ts';

const SECRET_MESSAGE = 'The text contains what looks like a credential value.';

function namedValueIsSecret(name: string, value: string): boolean {
  const strength = credentialName(name);
  if (!strength) return false;
  return assignedValueIsSecret(value, true, '=', strength, /pass|pwd/i.test(name));
}

// `kind: Secret` in any case or quoting, and a data/stringData block holding a value that is
// not a template or empty; either may come first.
const KIND_SECRET = /^[ \t]*kind:[ \t]*["']?secret["']?[ \t]*$/im;
const DATA_BLOCK = /^[ \t]*(?:data|stringData):[ \t]*(?:\{[ \t]*["']?[\w.-]+["']?[ \t]*:[ \t]*["']?([^\s"',}]{10,})|(?:\r?\n[ \t]*#[^\n]*)*\r?\n[ \t]+["']?[\w.-]+["']?:[ \t]*(?:[|>][-+]?[ \t]*\r?\n[ \t]+)?["']?([^\s"']{10,}))/gim;

function k8sSecret(text: string, lower: string): boolean {
  if (!lower.includes('secret') || !lower.includes('data') || !KIND_SECRET.test(text)) return false;
  DATA_BLOCK.lastIndex = 0;
  for (let i = 0; i < 16; i++) {
    const m = DATA_BLOCK.exec(text);
    if (!m) break;
    const value = m[1] ?? m[2] ?? '';
    if (!isPlaceholder(value) && !isReference(value) && !/^\{\{/.test(value)) {
      DATA_BLOCK.lastIndex = 0;
      return true;
    }
  }
  DATA_BLOCK.lastIndex = 0;
  return false;
}

const CONFIG_RULES: readonly PatternRule[] = [
  // <add key="Password" value="…"/>, <setting name="ApiSecret" value="…"/>
  { id: 'xml-key-value', category: 'credential', message: SECRET_MESSAGE, hints: ['value'],
    pattern: /\b(?:key|name)\s*=\s*["']([A-Za-z][\w.:-]{0,60})["']\s+value\s*=\s*["']([^"'\s]{1,300})["']/gi,
    accept: (m) => namedValueIsSecret(m[1]!, m[2]!) },
  // <apiToken>…</apiToken>, <password>…</password>
  { id: 'xml-element', category: 'credential', message: SECRET_MESSAGE, hints: ['</'],
    pattern: /<([A-Za-z][\w.-]{0,60})>\s*([^<\s]{3,300})\s*<\/\1>/g,
    accept: (m) => namedValueIsSecret(m[1]!, m[2]!) },
  // Bundler host credentials: BUNDLE_<HOST>__<TLD>=user:password (env, YAML or export).
  { id: 'bundler-credentials', category: 'credential', message: SECRET_MESSAGE, hints: ['bundle_'],
    pattern: /\bBUNDLE_[A-Z0-9_]*__[A-Z0-9]+\s*[:=]\s*["']?([^\s"':$]{1,128}):([^\s"';&]{3,128})/g,
    accept: (m) => !isPlaceholder(m[2]!) && !isReference(m[2]!) },
];

export const CONFIG_SECRET_DETECTORS: readonly Detector[] = [
  ...fromRows(CONFIG_RULES),
  { id: 'kubernetes-secret', category: 'kubernetes', message: 'The text contains a Kubernetes Secret manifest with data.', detect: k8sSecret },
];
