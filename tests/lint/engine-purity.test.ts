/**
 * The lint rules that keep the engine pure (ARCHITECTURE.md) really fire. Sample files are laid
 * out under src/ of a scratch copy of the project's Biome configuration and linted in one run,
 * exactly as `npm run lint` would see them in the tree.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const samples: Record<string, string> = {
  'src/engine/a/pixi.ts': "import { Sprite } from 'pixi.js';\nexport const s = Sprite;\n",
  'src/engine/a/pixi-sound.ts': "import { sound } from '@pixi/sound';\nexport const s = sound;\n",
  'src/engine/a/gsap.ts': "import gsap from 'gsap';\nexport const g = gsap;\n",
  'src/engine/a/xstate.ts': "import { createActor } from 'xstate';\nexport const a = createActor;\n",
  'src/engine/a/view.ts':
    "import { LobbyScreen } from '../../view/lobby/lobby-screen';\nexport const l = LobbyScreen;\n",
  'src/engine/a/window.ts': 'export const w = window.innerWidth;\n',
  'src/engine/a/document.ts': "export const el = document.createElement('div');\n",
  'src/engine/a/date.ts': 'export const now = Date.now();\n',
  'src/engine/a/storage.ts': "export const k = localStorage.getItem('k');\n",
  'src/engine/a/random.ts': 'export const r = Math.random();\n',
  'src/engine/a/pure.ts': "import { shuffled } from '../shared/rng';\nexport const f = shuffled;\n",
  'src/view/pixi-ok.ts': "import { Sprite } from 'pixi.js';\nexport const s = Sprite;\n",
  'src/view/random.ts': 'export const r = Math.random;\n',
  'src/main-random.ts': 'export const r = Math.random();\n',
};

let messages: Map<string, string[]>;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'felt-lint-'));
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  cpSync('lint', join(scratch, 'lint'), { recursive: true });
  for (const [path, code] of Object.entries(samples)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), code);
  }
  const biome = resolve('node_modules/.bin/biome');
  const r = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'src'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(r.stdout) as {
    diagnostics: { location?: { path?: { file?: string } | string }; description?: string; message?: unknown }[];
  };
  messages = new Map();
  for (const d of report.diagnostics) {
    const loc = d.location?.path;
    const file = typeof loc === 'string' ? loc : (loc?.file ?? '');
    const text = `${d.description ?? ''} ${JSON.stringify(d.message ?? '')}`;
    messages.set(file, [...(messages.get(file) ?? []), text]);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const found = (path: string) => (messages.get(path) ?? []).join(' | ');

describe('engine purity lint rules', () => {
  it.each([
    ['src/engine/a/pixi.ts', 'no renderer'],
    ['src/engine/a/pixi-sound.ts', 'no pixi, gsap or xstate'],
    ['src/engine/a/gsap.ts', 'no tweening'],
    ['src/engine/a/xstate.ts', 'machines live in src/machines'],
    ['src/engine/a/view.ts', 'must not depend on the view'],
    ['src/engine/a/window.ts', 'window'],
    ['src/engine/a/document.ts', 'document'],
    ['src/engine/a/date.ts', 'Date'],
    ['src/engine/a/storage.ts', 'localStorage'],
    ['src/engine/a/random.ts', 'Math.random is banned'],
    ['src/view/random.ts', 'Math.random is banned'],
    ['src/main-random.ts', 'Math.random is banned'],
  ])('refuses %s', (path, message) => {
    expect(found(path)).toContain(message);
  });

  it('allows pixi outside the engine and pure code inside it', () => {
    expect(found('src/view/pixi-ok.ts')).toBe('');
    expect(found('src/engine/a/pure.ts')).toBe('');
  });
});
