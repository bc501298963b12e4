// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
import { accessSync, constants } from 'node:fs';

export const INSTALL_HINT =
  'Chromium not found: run `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.';

export function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  return null;
}
