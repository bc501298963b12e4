/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" in builds that honour the `seed` launch parameter (test-lab builds). */
  readonly VITE_ALLOW_SEED?: string;
}
