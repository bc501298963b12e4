// First step of `npm test`: fail fast, in one line, when the browser tests cannot run.
import { findChromium, INSTALL_HINT } from './chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
