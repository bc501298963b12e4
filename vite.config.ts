import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  base: './',
  // The HUD shows the game's version (operators and test labs quote it).
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    // index.html opens the lobby; play.html is the operators' launch URL (EMBEDDING.md).
    rollupOptions: { input: { index: 'index.html', play: 'play.html' } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
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
          // One browser test file at a time: software WebGL keeps both cores busy already.
          fileParallelism: false,
        },
      },
    ],
  },
});
