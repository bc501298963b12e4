/**
 * `npm run --silent verify -- --server-seed HEX --client-seed S --nonce N --game G --table T`:
 * recomputes a provably fair shuffle or spin (SERVER.md "Provably fair") from a revealed seed and
 * prints it on one line: `{"shoe":["AS",…]}` (the table's whole shoe, first card out first) or
 * `{"pocket":17}` (the winning number). A missing or bad argument exits 2 with one line naming it.
 */
import { tableRules as baccaratRules } from '../engine/baccarat/rules';
import { tableRules as blackjackRules } from '../engine/blackjack/rules';
import { rouletteTable } from '../engine/roulette/rules';
import { fairPocket, fairShoe, isClientSeed } from '../engine/shared/fair';
import { type GameId, parseFlags, parseGame, UsageError } from './io';

const FLAGS = ['server-seed', 'client-seed', 'nonce', 'game', 'table'] as const;

function required(flags: Record<string, string>, name: (typeof FLAGS)[number]): string {
  const value = flags[name];
  if (value === undefined) throw new UsageError(`missing --${name}`);
  return value;
}

/** The table's deck count, or null for roulette; an unknown table names --table. */
function decksOf(game: GameId, table: string): number | null {
  try {
    if (game === 'blackjack') return blackjackRules(table).decks;
    if (game === 'baccarat') return baccaratRules(table).decks;
    rouletteTable(table);
    return null;
  } catch (e) {
    throw new UsageError(`--table: ${(e as Error).message}`);
  }
}

function verify(argv: readonly string[]): unknown {
  const flags = parseFlags(argv, FLAGS);
  const serverSeed = required(flags, 'server-seed');
  if (!/^[0-9a-fA-F]{64}$/.test(serverSeed)) {
    throw new UsageError('--server-seed must be the revealed server seed: 64 hex digits');
  }
  const clientSeed = required(flags, 'client-seed');
  if (!isClientSeed(clientSeed)) {
    throw new UsageError('--client-seed must be 1 to 64 characters of A-Z a-z 0-9 _ -');
  }
  const nonceText = required(flags, 'nonce');
  const nonce = /^\d+$/.test(nonceText) ? Number(nonceText) : Number.NaN;
  if (!Number.isSafeInteger(nonce)) throw new UsageError(`--nonce must be a whole number from 0, got ${nonceText}`);
  let game: GameId;
  try {
    game = parseGame(required(flags, 'game'));
  } catch (e) {
    throw new UsageError(`--${(e as Error).message}`);
  }
  const decks = decksOf(game, required(flags, 'table'));
  return decks === null
    ? { pocket: fairPocket(serverSeed, clientSeed, nonce) }
    : { shoe: fairShoe(serverSeed, clientSeed, nonce, decks) };
}

// One JSON line, as a verifier pastes or pipes it; errors are one stderr line and exit 2 (io.ts).
try {
  process.stdout.write(`${JSON.stringify(verify(process.argv.slice(2)))}\n`);
} catch (e) {
  process.stderr.write(`${((e as Error).message ?? String(e)).split('\n').join(' ')}\n`);
  process.exitCode = 2;
}
