/**
 * The lint rules that keep the engine pure and the layers apart (ARCHITECTURE.md: engine ←
 * contract ← machines ← games ← view ← ui ← app, with look/ under both view and ui; demo beside
 * the games, picked only by app/; platform beside the machines; the server on the engine, the
 * contract and the platform's pure parts) really fire, and an import cycle fails the lint. Sample
 * files are laid out under src/ of a scratch copy of the project's Biome configuration and linted
 * in one run, exactly as `npm run lint` would see them in the tree.
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
  // layers
  'src/engine/a/games.ts': "import { x } from '../../games/table/session';\nexport const y = x;\n",
  'src/machines/a/platform.ts': "import { x } from '../../platform/history';\nexport const y = x;\n",
  'src/machines/a/demo.ts': "import { x } from '../../demo/demo-rounds';\nexport const y = x;\n",
  'src/machines/a/view.ts': "import { x } from '../../view/kit/table-screen';\nexport const y = x;\n",
  'src/machines/a/pixi.ts': "import { Sprite } from 'pixi.js';\nexport const s = Sprite;\n",
  'src/machines/a/engine-ok.ts': "import { x } from '../../engine/shared/money';\nexport const y = x;\n",
  'src/platform/a/machines.ts': "import { x } from '../../machines/round-port';\nexport const y = x;\n",
  'src/platform/a/xstate.ts': "import { createActor } from 'xstate';\nexport const a = createActor;\n",
  'src/games/a/view.ts': "import { x } from '../../view/kit/table-screen';\nexport const y = x;\n",
  'src/games/a/ok.ts':
    "import { x } from '../../machines/round-port';\nimport { z } from '../../platform/history';\nexport const y = [x, z];\n",
  'src/games/a/demo.ts': "import { x } from '../../demo/demo-rounds';\nexport const y = x;\n",
  'src/view/a/demo.ts': "import { x } from '../../demo/bank/demo-bank';\nexport const y = x;\n",
  'src/ui/a/demo.ts': "import { x } from '../../demo/demo-rounds';\nexport const y = x;\n",
  'src/platform/a/demo.ts': "import { x } from '../../demo/bank/demo-bank';\nexport const y = x;\n",
  'src/demo/a/games.ts': "import { x } from '../../games/table/session';\nexport const y = x;\n",
  'src/demo/a/xstate.ts': "import { createActor } from 'xstate';\nexport const a = createActor;\n",
  'src/demo/a/ok.ts':
    "import { x } from '../../engine/shared/money';\nimport type { P } from '../../machines/round-port';\nimport { z } from '../../platform/history';\nimport { w } from '../../contract/void-reasons';\nexport const y = [x, z, w];\nexport type Q = P;\n",
  'src/app/demo-ok.ts': "import { x } from '../demo/demo-rounds';\nexport const y = x;\n",
  'src/view/a/app.ts': "import { x } from '../../app/registry';\nexport const y = x;\n",
  'src/ui/a/app.ts': "import { x } from '../../app/registry';\nexport const y = x;\n",
  'src/view/a/ui.ts': "import { x } from '../../ui/panel';\nexport const y = x;\n",
  'src/look/a/view.ts': "import { x } from '../../view/kit/stage/stage';\nexport const y = x;\n",
  'src/look/a/ui.ts': "import { x } from '../../ui/panel';\nexport const y = x;\n",
  'src/games/a/look.ts': "import { x } from '../../look/theme';\nexport const y = x;\n",
  'src/view/a/look-ok.ts': "import { x } from '../../look/button';\nexport const y = x;\n",
  'src/ui/a/view-ok.ts':
    "import { x } from '../../view/kit/hud/hud';\nimport { z } from '../../look/theme';\nexport const y = [x, z];\n",
  'src/view/a/games-ok.ts': "import { x } from '../../games/table/session';\nexport const y = x;\n",
  'src/cli/a/platform.ts': "import { x } from '../../platform/storage';\nexport const y = x;\n",
  'src/server/a/machines.ts': "import { x } from '../../machines/round-port';\nexport const y = x;\n",
  'src/server/a/xstate.ts': "import { createActor } from 'xstate';\nexport const a = createActor;\n",
  'src/server/a/ok.ts':
    "import { x } from '../../engine/shared/money';\nimport { z } from '../../platform/games';\nexport const y = [x, z];\n",
  'src/server/a/contract-ok.ts': "import { r } from '../../contract/rounds';\nexport const y = r;\n",
  'src/engine/a/contract.ts': "import { x } from '../../contract/names';\nexport const y = x;\n",
  'src/contract/a/platform.ts': "import { x } from '../../platform/games';\nexport const y = x;\n",
  'src/contract/a/server.ts': "import { x } from '../../server/errors';\nexport const y = x;\n",
  'src/contract/a/fastify.ts': "import Fastify from 'fastify';\nexport const f = Fastify;\n",
  'src/contract/a/engine-ok.ts':
    "import type { Decision } from '../../engine/blackjack/state';\nexport type D = Decision;\n",
  'src/platform/a/contract-ok.ts':
    "import type { SessionAnswer } from '../../contract/sessions';\nexport type S = SessionAnswer;\n",
  'src/games/a/contract-ok.ts':
    "import { wireAction } from '../../contract/decisions';\nexport const w = wireAction;\n",
  // a runtime cycle of three files, and a cycle through a type-only import (which is fine)
  'src/view/cycle/one.ts': "import { two } from './two';\nexport const one = () => two();\n",
  'src/view/cycle/two.ts': "import { three } from './three';\nexport const two = () => three();\n",
  'src/view/cycle/three.ts': "import { one } from './one';\nexport const three = () => one();\n",
  'src/view/types/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\nexport const a = 1;\n",
  'src/view/types/b.ts': "import { a } from './a';\nexport interface B { n: number }\nexport const b = a;\n",
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

describe('engine purity and layer lint rules', () => {
  it.each([
    ['src/engine/a/pixi.ts', 'no renderer'],
    ['src/engine/a/pixi-sound.ts', 'no pixi, gsap or xstate'],
    ['src/engine/a/gsap.ts', 'no tweening'],
    ['src/engine/a/xstate.ts', 'machines live in src/machines'],
    ['src/engine/a/view.ts', 'imports nothing of the layers above it'],
    ['src/engine/a/window.ts', 'window'],
    ['src/engine/a/document.ts', 'document'],
    ['src/engine/a/date.ts', 'Date'],
    ['src/engine/a/storage.ts', 'localStorage'],
    ['src/engine/a/random.ts', 'Math.random is banned'],
    ['src/view/random.ts', 'Math.random is banned'],
    ['src/main-random.ts', 'Math.random is banned'],
    ['src/engine/a/games.ts', 'imports nothing of the layers above it'],
    ['src/machines/a/platform.ts', 'import only the engine'],
    ['src/machines/a/view.ts', 'import only the engine'],
    ['src/machines/a/pixi.ts', 'no renderer below the view layer'],
    ['src/platform/a/machines.ts', 'platform beside the machines'],
    ['src/platform/a/xstate.ts', 'no statecharts here'],
    ['src/games/a/view.ts', 'sit below the view'],
    ['src/games/a/demo.ts', 'do not know which round service they play on'],
    ['src/view/a/demo.ts', 'only app/ picks the demo'],
    ['src/ui/a/demo.ts', 'only app/ picks the demo'],
    ['src/machines/a/demo.ts', 'import only the engine'],
    ['src/platform/a/demo.ts', 'platform beside the machines'],
    ['src/demo/a/games.ts', 'sits beside the games'],
    ['src/demo/a/xstate.ts', 'runs no statechart'],
    ['src/view/a/app.ts', 'sit below the app'],
    ['src/ui/a/app.ts', 'sit below the app'],
    ['src/view/a/ui.ts', 'src/view/ sits below src/ui/'],
    ['src/look/a/view.ts', 'it imports neither of them'],
    ['src/look/a/ui.ts', 'it imports neither of them'],
    ['src/games/a/look.ts', 'sit below the view'],
    ['src/cli/a/platform.ts', 'runs the engine alone'],
    ['src/server/a/machines.ts', 'the engine and the platform'],
    ['src/server/a/xstate.ts', 'runs no statechart'],
    ['src/engine/a/contract.ts', 'imports nothing of the layers above it'],
    ['src/contract/a/platform.ts', "stands on the engine's types only"],
    ['src/contract/a/server.ts', "stands on the engine's types only"],
    ['src/contract/a/fastify.ts', "the server's framework stays in src/server/"],
    ['src/view/cycle/one.ts', 'part of a cycle'],
    ['src/view/cycle/two.ts', 'part of a cycle'],
    ['src/view/cycle/three.ts', 'part of a cycle'],
  ])('refuses %s', (path, message) => {
    expect(found(path)).toContain(message);
  });

  // pixi outside the engine, pure code inside it, and imports down the layers
  it.each([
    'src/view/pixi-ok.ts',
    'src/engine/a/pure.ts',
    'src/machines/a/engine-ok.ts',
    'src/games/a/ok.ts',
    'src/view/a/games-ok.ts',
    'src/view/a/look-ok.ts',
    'src/ui/a/view-ok.ts',
    'src/server/a/ok.ts',
    'src/server/a/contract-ok.ts',
    'src/contract/a/engine-ok.ts',
    'src/platform/a/contract-ok.ts',
    'src/games/a/contract-ok.ts',
    'src/demo/a/ok.ts',
    'src/app/demo-ok.ts',
  ])('allows %s', (path) => {
    expect(found(path)).toBe('');
  });

  it('a type-only import does not make a cycle (it is gone at run time)', () => {
    expect(found('src/view/types/a.ts')).toBe('');
    expect(found('src/view/types/b.ts')).toBe('');
  });
});
