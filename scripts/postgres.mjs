// Finds the PostgreSQL server programs the server tests start: initdb on PATH (Debian links none
// there, other systems do), then Debian's /usr/lib/postgresql/<version>/bin, newest first.
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL not found (the server tests start one): run `apt-get install -y postgresql` (Debian) or put its initdb on PATH.';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The directory holding initdb, pg_ctl and postgres of one installation, or null. */
export function findPostgresBin() {
  const candidates = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(join('/usr/lib/postgresql', v, 'bin'));
  } catch {
    // no Debian installation
  }
  for (const dir of candidates) {
    const initdb = join(dir, 'initdb');
    if (!executable(initdb)) continue;
    // A link on PATH (/usr/local/bin/initdb) leads to the directory where pg_ctl and postgres of
    // the same version live.
    const bin = dirname(realpathSync(initdb));
    if (executable(join(bin, 'pg_ctl')) && executable(join(bin, 'postgres'))) return bin;
  }
  return null;
}
