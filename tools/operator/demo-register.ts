/**
 * The demo's casino registered as an operator in the game server's database, before the game
 * server starts (the embedded database has one owner process: this one opens it, writes, closes).
 * Its secret is kept in the demo's data directory, so a second run reuses the same key; a key file
 * that is lost, or names a key no longer valid, gets a new key (rotated with no overlap). The
 * wallet URL and allowed origin follow the ports of this run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDb } from '../../src/server/db/db';
import {
  addOperator,
  findOperator,
  operatorSecrets,
  rotateKey,
  setJurisdiction,
} from '../../src/server/operators/store';

export interface DemoOperator {
  operatorId: string;
  name: string;
  walletUrl: string;
  lobbyOrigin: string;
  /** The game server's database (the demo's DATA_DIR, or DATABASE_URL). */
  dataDir: string;
  databaseUrl: string | null;
  /** Where the operator's secret is kept between runs (JSON). */
  keyFile: string;
  /** The built-in jurisdiction profile the casino plays under this run (`default`, `uk`). */
  jurisdiction: string;
}

interface KeyFile {
  operatorId: string;
  secret: string;
}

function readKey(path: string, operatorId: string): string | null {
  if (!existsSync(path)) return null;
  try {
    const k = JSON.parse(readFileSync(path, 'utf8')) as KeyFile;
    return k.operatorId === operatorId && typeof k.secret === 'string' ? k.secret : null;
  } catch {
    return null;
  }
}

function writeKey(path: string, operatorId: string, secret: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ operatorId, secret } satisfies KeyFile)}\n`, { mode: 0o600 });
}

/**
 * Makes sure the operator exists with a key this demo holds; returns its valid keys, newest first
 * (the wallet accepts any of them, the lobby signs with the first) and what was done.
 */
export async function registerDemoOperator(d: DemoOperator): Promise<{ secrets: string[]; action: string }> {
  const db = await openDb({ databaseUrl: d.databaseUrl, dataDir: d.dataDir });
  try {
    const existing = await findOperator(db, d.operatorId);
    if (!existing) {
      const { secret } = await addOperator(db, {
        id: d.operatorId,
        name: d.name,
        walletUrl: d.walletUrl,
        allowedOrigins: [d.lobbyOrigin],
        currencies: ['EUR'],
        jurisdiction: d.jurisdiction,
      });
      writeKey(d.keyFile, d.operatorId, secret);
      return { secrets: [secret], action: `registered operator ${d.operatorId}` };
    }
    let action = `operator ${d.operatorId} already registered`;
    if (existing.walletUrl !== d.walletUrl || !existing.allowedOrigins.includes(d.lobbyOrigin)) {
      // (The store has no update call: the demo's own operator row follows this run's ports.)
      await db.query('update operators set wallet_url = $2, allowed_origins = $3 where id = $1', [
        d.operatorId,
        d.walletUrl,
        [d.lobbyOrigin],
      ]);
      action += `; wallet URL ${d.walletUrl}, origin ${d.lobbyOrigin}`;
    }
    if (existing.jurisdiction !== d.jurisdiction) {
      await setJurisdiction(db, d.operatorId, d.jurisdiction, existing.profile);
      action += `; jurisdiction ${d.jurisdiction}`;
    }
    const kept = readKey(d.keyFile, d.operatorId);
    let secrets = await operatorSecrets(db, d.operatorId);
    if (!kept || !secrets.includes(kept)) {
      const { secret } = await rotateKey(db, d.operatorId, 0);
      writeKey(d.keyFile, d.operatorId, secret);
      secrets = await operatorSecrets(db, d.operatorId);
      action += '; new key (the kept one was missing or no longer valid)';
    }
    return { secrets, action };
  } finally {
    await db.close();
  }
}
