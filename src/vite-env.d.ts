/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" in builds that honour the `seed` launch parameter (test-lab builds). */
  readonly VITE_ALLOW_SEED?: string;
}

/** package.json's version, put in by vite.config.ts. */
declare const __APP_VERSION__: string;
