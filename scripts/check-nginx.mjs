// Step of `npm test`: fail fast, in one line, when the cluster tests cannot start nginx
// (the same search as tests/server/support/nginx.ts: NGINX_PATH, /usr/sbin/nginx, PATH).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'];
for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) candidates.push(join(dir, 'nginx'));
const found = candidates.some((path) => {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});
if (!found) {
  console.error(
    'nginx not found (the cluster tests put the game servers behind it): run `apt-get install -y nginx-light` (Debian) or put nginx on PATH.',
  );
  process.exit(1);
}
