/**
 * `npm run --silent verify -- --server-seed HEX --client-seed S --nonce N --game G --table T`:
 * recomputes a provably fair shuffle or spin (SERVER.md "Provably fair") from a revealed seed and
 * prints it on one line: `{"shoe":["AS",…]}` (the table's whole shoe, first card out first) or
 * `{"pocket":17}` (the winning number). The shared tables (SHARED.md "Fairness at a shared table")
 * verify the same way; `baccarat-shared` is fairness version 2, nonce 0 only, and prints
 * `{"version":2,"cut":C,"shoe":[…]}` (C: the cards dealt when the cut card comes out).
 * `--chain-commitment HEX --chain-index K` (both or neither) also checks that the server seed
 * hashed K times is the shared table's published commitment: `"chain":"ok"` is added, or the
 * command exits 1 with one line saying it is not. A missing or bad argument exits 2 with one line
 * naming it.
 */
import { tableRules as baccaratRules } from '../engine/baccarat/rules';
import { tableRules as blackjackRules } from '../engine/blackjack/rules';
import { rouletteTable } from '../engine/roulette/rules';
import { fairPocket, fairShoe, isClientSeed } from '../engine/shared/fair';
import { checkChain, FAIRNESS_VERSION_SHARED, sharedBaccaratShoe } from '../engine/shared/fair-chain';
import { type GameId, parseFlags, parseGame, UsageError } from './io';

const FLAGS = ['server-seed', 'client-seed', 'nonce', 'game', 'table', 'chain-commitment', 'chain-index'] as const;
const SEED_HEX = /^[0-9a-fA-F]{64}$/;

/** Each shared table and the solo table whose rules it deals by (SHARED.md "The tables"). */
const SHARED_TABLES: Readonly<Record<string, { game: GameId; rules: string }>> = {
  'bj-european-shared': { game: 'blackjack', rules: 'bj-european' },
  'baccarat-shared': { game: 'baccarat', rules: 'baccarat-8deck' },
  'roulette-shared': { game: 'roulette', rules: 'roulette-european' },
};

/** The seed hashed K times is not the commitment: the verification's answer is "no", exit 1. */
class ChainMismatch extends Error {
  override name = 'ChainMismatch';
}

function required(flags: Record<string, string>, name: (typeof FLAGS)[number]): string {
  const value = flags[name];
  if (value === undefined) throw new UsageError(`missing --${name}`);
  return value;
}

/** The table's deck count, or null for roulette; an unknown table names --table. */
function decksOf(game: GameId, table: string): number | null {
  const shared = SHARED_TABLES[table];
  // A shared table under another game falls through to that game's "unknown table".
  const rulesTable = shared?.game === game ? shared.rules : table;
  try {
    if (game === 'blackjack') return blackjackRules(rulesTable).decks;
    if (game === 'baccarat') return baccaratRules(rulesTable).decks;
    rouletteTable(rulesTable);
    return null;
  } catch (e) {
    throw new UsageError(`--table: ${(e as Error).message}`);
  }
}

/** The chain check's index, or null when it is not asked for; one flag without the other is refused. */
function chainIndex(flags: Record<string, string>): number | null {
  const commitment = flags['chain-commitment'];
  const indexText = flags['chain-index'];
  if (commitment === undefined && indexText === undefined) return null;
  if (commitment === undefined || indexText === undefined) {
    throw new UsageError('--chain-commitment and --chain-index go together: give both or neither');
  }
  if (!SEED_HEX.test(commitment)) {
    throw new UsageError("--chain-commitment must be the chain's published commitment: 64 hex digits");
  }
  // Shoe k of a chain has seed s_k, k from 1: s_0 is the commitment itself, never a dealing seed.
  const index = /^\d+$/.test(indexText) ? Number(indexText) : Number.NaN;
  if (!Number.isSafeInteger(index) || index < 1) {
    throw new UsageError(
      `--chain-index must be a whole number from 1 (the seed's place in the chain), got ${indexText}`,
    );
  }
  return index;
}

function verify(argv: readonly string[]): Record<string, unknown> {
  const flags = parseFlags(argv, FLAGS);
  const serverSeed = required(flags, 'server-seed');
  if (!SEED_HEX.test(serverSeed)) {
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
  const table = required(flags, 'table');
  const decks = decksOf(game, table);
  const index = chainIndex(flags);
  let doc: Record<string, unknown>;
  if (game === 'baccarat' && table === 'baccarat-shared') {
    // One seed per shoe and the cut drawn from it (version 2): the shoe is always nonce 0.
    if (nonce !== 0) throw new UsageError(`--nonce must be 0 at baccarat-shared (one seed per shoe), got ${nonceText}`);
    const { cut, cards } = sharedBaccaratShoe(serverSeed, clientSeed, decks as number);
    doc = { version: FAIRNESS_VERSION_SHARED, cut, shoe: cards };
  } else {
    doc =
      decks === null
        ? { pocket: fairPocket(serverSeed, clientSeed, nonce) }
        : { shoe: fairShoe(serverSeed, clientSeed, nonce, decks) };
  }
  if (index !== null) {
    if (!checkChain(serverSeed, index, flags['chain-commitment'] as string)) {
      throw new ChainMismatch("the server seed does not hash to the chain's commitment");
    }
    doc.chain = 'ok';
  }
  return doc;
}

// One JSON line, as a verifier pastes or pipes it; errors are one stderr line: exit 1 when the
// chain check fails, 2 for a usage error as io.ts.
try {
  process.stdout.write(`${JSON.stringify(verify(process.argv.slice(2)))}\n`);
} catch (e) {
  process.stderr.write(`${((e as Error).message ?? String(e)).split('\n').join(' ')}\n`);
  process.exitCode = e instanceof ChainMismatch ? 1 : 2;
}
