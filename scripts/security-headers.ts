// The headers live with the platform code (the game server sends them too); Vite's config and the
// browser tests' server import them from here.
export * from '../src/platform/security-headers';
