// Step of `npm test`: fail fast, in one line, when the server tests cannot start PostgreSQL.
import { findPostgresBin, POSTGRES_INSTALL_HINT } from './postgres.mjs';

if (!findPostgresBin()) {
  console.error(POSTGRES_INSTALL_HINT);
  process.exit(1);
}
