import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.js';
// (.js: Vite's config loader resolves it to the .ts file, and warns about an import without extension)
import { preloadMap } from './scripts/preload-map.js';
import { frameAncestorsFrom, securityHeaders } from './scripts/security-headers.js';
import { SideBySideSequencer } from './scripts/test-sequencer.js';

/**
 * src/app/early-gl.ts is an entry of its own (`early`), linked first in each page's head and
 * `async`: it runs as soon as it has arrived, not after the rest of the code, and asks for the
 * WebGL context while that downloads (main.ts imports the same file, so the same module). So is
 * src/app/early-preload.ts (`early-preload`, index.html and play.html): it asks for the table's code
 * and the faces the launch needs (scripts/preload-map.ts writes which) as soon as it has arrived.
 * And src/app/early-session.ts (`early-session`, the same pages): a page on the game server asks
 * for its session while the boot code downloads.
 */
function earlyContext(): Plugin {
  return {
    name: 'felt-early-context',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let out = html;
        // (replay.html boots no table: it links only the context)
        // (each goes right after the charset: the last here is the first in the page)
        for (const name of ['early-session', 'early', 'early-preload']) {
          const chunk = Object.values(ctx.bundle ?? {}).find(
            (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry && c.name === name,
          );
          if (!chunk) throw new Error(`felt-early-context: no chunk for the ${name} entry`);
          if (name !== 'early' && !/\/(?:index|play)\.html$/.test(ctx.path)) continue;
          // The tag Vite may have added for it as one of main's chunks goes: one tag, the async one,
          // right after the charset: the first files the page asks for.
          const file = chunk.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          out = out.replace(new RegExp(`\\s*<script type="module" crossorigin src="\\./${file}"></script>`), '');
          const charset = /<meta charset="UTF-8" \/>/;
          if (!charset.test(out)) throw new Error('felt-early-context: no <meta charset> to follow');
          // What it imports is asked for with the page's own tags, not once it has arrived and run.
          const imports = chunk.imports
            .filter((f) => !out.includes(`"./${f}"`))
            .map((f) => `\n    <link rel="modulepreload" crossorigin href="./${f}" />`)
            .join('');
          out = out.replace(
            charset,
            `$&\n    <script type="module" async crossorigin src="./${chunk.fileName}"></script>${imports}`,
          );
        }
        return out;
      },
    },
  };
}

/**
 * Pixi's canvas-renderer helpers (imported with the rest of pixi.js, though the game renders with
 * WebGL only) test the 2D canvas's blend modes when their module is evaluated: two canvases drawn
 * and one read back, a GPU round trip on the first load's critical path. Asked for when the
 * canvas renderer first tints, instead. The build fails if Pixi's text changed.
 */
function lazyCanvasBlendTest(): Plugin {
  const FILE = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/;
  const EAGER = 'canUseMultiply: canUseNewCanvasBlendModes(),';
  const TINT =
    'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;';
  return {
    name: 'felt-lazy-canvas-blend-test',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(TINT))
        throw new Error('felt-lazy-canvas-blend-test: pixi.js canvasUtils changed; review vite.config.ts');
      return code
        .replace(EAGER, 'get canUseMultiply() { return canUseNewCanvasBlendModes(); },')
        .replace(
          TINT,
          'canvasUtils.tintMethod = (...args) => (canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel)(...args);',
        );
    },
  };
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  base: './',
  // The build's text files get brotli and gzip copies beside them, for the game server to send (scripts/precompress.ts).
  plugins: [earlyContext(), preloadMap(), lazyCanvasBlendTest(), precompress()],
  // The HUD shows the game's version (operators and test labs quote it).
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // Files stay files, but the loader's art goes into the stylesheet as a data: URL: the loader
    // paints with the stylesheet, not one round trip later (index.html, src/style.css).
    assetsInlineLimit: (file) => /[\\/]assets[\\/]loader[\\/]/.test(file),
    chunkSizeWarningLimit: 1200,
    // index.html opens the lobby; play.html is the operators' launch URL (EMBEDDING.md); replay.html
    // replays a finished round (src/replay.ts: an entry of its own, out of the lobby's first load).
    rollupOptions: {
      input: {
        index: 'index.html',
        play: 'play.html',
        replay: 'replay.html',
        early: 'src/app/early-gl.ts',
        'early-preload': 'src/app/early-preload.ts',
        'early-session': 'src/app/early-session.ts',
      },
      // pixi.js/unsafe-eval (src/view/kit/stage/stage.ts) installs its eval-free code on the WebGPU
      // renderer's UBO system too; left alone, the bundler keeps that system in the WebGPU
      // renderer's chunk, and the whole chunk (15.7 KB gzipped, never used) joins the first download.
      output: {
        // The lazy Intl.Segmenter must be evaluated before Pixi's code: a chunk of its own is the
        // entry's first import (src/app/lazy-segmenter.ts).
        codeSplitting: {
          groups: [
            { name: 'gpu-ubo', test: /[\\/]pixi\.js[\\/]lib[\\/].*[\\/]GpuUboSystem\.mjs$/ },
            { name: 'lazy-segmenter', test: /[\\/]src[\\/]app[\\/]lazy-segmenter\.ts$/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  // `npm start` serves the build with the headers an operator should send (README, "Security
  // headers"): FRAME_ANCESTORS names the lobbies that may frame the game, GAME_SERVER_ORIGIN a game
  // server on another origin. (Not on the dev server: Vite injects inline styles and scripts there.)
  preview: {
    host: '127.0.0.1',
    port: 4173,
    headers: securityHeaders({
      frameAncestors: frameAncestorsFrom(process.env.FRAME_ANCESTORS),
      connectOrigin: process.env.GAME_SERVER_ORIGIN || null,
    }),
  },
  test: {
    // The unit and browser files share one pool, one more worker than cores (Vitest's default is
    // one fewer: one on a 2-core runner), started side by side (scripts/test-sequencer.ts): a
    // browser test waits on the game's animations and timers, which run in real time however few
    // frames the software GPU draws meanwhile, and a unit file uses what it leaves of the CPU.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SideBySideSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/cluster/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One PostgreSQL for the server tests (they also run on embedded PGlite, each test on a
          // copy of one empty cluster).
          globalSetup: ['tests/server/support/postgres-global-setup.ts', 'tests/server/support/pglite-template.ts'],
          // Every language's dictionary, loaded as a page loads its player's (src/platform/i18n.ts).
          setupFiles: ['tests/helpers/languages.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Three servers, nginx, PostgreSQL and the load players: started first in a unit lane
          // (scripts/test-sequencer.ts), beside browser files that yield the CPU they do not get.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
