/**
 * `npm run --silent operator -- add|list|rotate-key|jurisdiction`: manages the operators in the database the
 * server's settings name (DATABASE_URL, or the embedded one under DATA_DIR; with the embedded one,
 * run it while the server is stopped: one process owns its directory).
 *
 *   add --id ID --name NAME --wallet-url URL [--origins a,b] [--currencies EUR,SEK]
 *       [--jurisdiction default] [--profile JSON] [--inactivity-minutes 30] [--round-expiry-minutes N]
 *       [--limit-set S]
 *                      → { "id", "secret" } (the only time the secret is shown)
 *   list               → one line per operator: its settings and its valid keys (never a secret)
 *   rotate-key --id ID [--overlap-hours 24]
 *                      → { "id", "secret" }; the previous keys stay valid for the overlap
 *   jurisdiction --id ID --jurisdiction uk|default [--profile JSON]
 *                      → { "id", "jurisdiction", "profile" }: the profile the operator's next sessions
 *                        play by. `--profile` sets the operator's own fields over the built-in profile,
 *                        e.g. '{"realityCheckMinutes":30,"complaintsText":"Write to …"}'.
 *
 * Output is JSON lines on stdout; a bad argument exits 2 with one line naming it.
 */
import { parseArgs } from 'node:util';
import { parseProfile } from '../../platform/jurisdictions';
import { ConfigError, readConfig } from '../config';
import { openDb, type Sql } from '../db/db';
import {
  addOperator,
  checkSettings,
  listOperators,
  type OperatorSettings,
  OperatorSettingsError,
  rotateKey,
  setJurisdiction,
} from '../operators/store';

class UsageError extends Error {}

const USAGE =
  'usage: operator add --id ID --name NAME --wallet-url URL [options] | list | rotate-key --id ID | jurisdiction --id ID --jurisdiction J [--profile JSON]';

/** The argument each setting comes from, to name it when it is wrong. */
const FLAG: Record<OperatorSettingsError['field'], string> = {
  id: '--id',
  name: '--name',
  walletUrl: '--wallet-url',
  allowedOrigins: '--origins',
  currencies: '--currencies',
  limitSet: '--limit-set',
  jurisdiction: '--jurisdiction',
  profile: '--profile',
  inactivityMinutes: '--inactivity-minutes',
  roundExpiryMinutes: '--round-expiry-minutes',
  overlapHours: '--overlap-hours',
};

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  'wallet-url': { type: 'string' },
  origins: { type: 'string' },
  currencies: { type: 'string' },
  'limit-set': { type: 'string' },
  jurisdiction: { type: 'string' },
  profile: { type: 'string' },
  'inactivity-minutes': { type: 'string' },
  'round-expiry-minutes': { type: 'string' },
  'overlap-hours': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string>>;

function required(values: Values, name: keyof typeof OPTIONS): string {
  const v = values[name];
  if (v === undefined || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

function whole(values: Values, name: keyof typeof OPTIONS): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (!/^\d{1,6}$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

const list = (raw: string | undefined) =>
  raw === undefined
    ? undefined
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** `--profile JSON`: the operator's own profile fields (checked field by field by the store). */
function profileOf(values: Values): Record<string, unknown> | null {
  const raw = values.profile;
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UsageError(`--profile must be a JSON object, got "${raw}"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`--profile must be a JSON object, got "${raw}"`);
  return parsed as Record<string, unknown>;
}

function checkProfile(jurisdiction: string, profile: Record<string, unknown> | null): void {
  const parsed = parseProfile(jurisdiction, profile ?? {});
  if (!parsed.ok)
    throw new OperatorSettingsError(parsed.field === 'jurisdiction' ? 'jurisdiction' : 'profile', parsed.message);
}

/** The command to run, from the arguments: checked before any database is opened. */
function parse(argv: string[]): (sql: Sql) => Promise<unknown[]> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0]);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const values = parsed.values as Values;
  const allowed: Record<string, (keyof typeof OPTIONS)[]> = {
    add: [
      'id',
      'name',
      'wallet-url',
      'origins',
      'currencies',
      'limit-set',
      'jurisdiction',
      'profile',
      'inactivity-minutes',
      'round-expiry-minutes',
    ],
    list: [],
    'rotate-key': ['id', 'overlap-hours'],
    jurisdiction: ['id', 'jurisdiction', 'profile'],
  };
  if (!command || !allowed[command]) throw new UsageError(`unknown command "${command ?? ''}": ${USAGE}`);
  for (const name of Object.keys(values)) {
    if (!allowed[command]?.includes(name as keyof typeof OPTIONS)) {
      throw new UsageError(`--${name} is not an option of ${command}`);
    }
  }
  if (command === 'list') return async (sql) => listOperators(sql);
  if (command === 'rotate-key') {
    const id = required(values, 'id');
    const overlap = whole(values, 'overlap-hours') ?? 24;
    return async (sql) => [{ id, ...(await rotateKey(sql, id, overlap)) }];
  }
  if (command === 'jurisdiction') {
    const id = required(values, 'id');
    const jurisdiction = required(values, 'jurisdiction');
    const profile = profileOf(values);
    checkProfile(jurisdiction, profile); // named before the database is opened
    return async (sql) => [{ id, jurisdiction, profile: await setJurisdiction(sql, id, jurisdiction, profile) }];
  }
  const settings: Partial<OperatorSettings> & Pick<OperatorSettings, 'id' | 'name' | 'walletUrl'> = {
    id: required(values, 'id'),
    name: required(values, 'name'),
    walletUrl: required(values, 'wallet-url'),
  };
  const origins = list(values.origins);
  if (origins) settings.allowedOrigins = origins;
  const currencies = list(values.currencies);
  if (currencies) settings.currencies = currencies;
  if (values['limit-set'] !== undefined) settings.limitSet = values['limit-set'];
  if (values.jurisdiction !== undefined) settings.jurisdiction = values.jurisdiction;
  const profile = profileOf(values);
  if (profile) settings.profile = profile;
  const inactivity = whole(values, 'inactivity-minutes');
  if (inactivity !== undefined) settings.inactivityMinutes = inactivity;
  const expiry = whole(values, 'round-expiry-minutes');
  if (expiry !== undefined) settings.roundExpiryMinutes = expiry;
  checkSettings(settings); // bad settings are named before the database is opened
  return async (sql) => {
    const { operator, secret } = await addOperator(sql, settings);
    return [{ id: operator.id, secret }];
  };
}

async function main(): Promise<number> {
  const run = parse(process.argv.slice(2));
  const config = readConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    for (const line of await run(db)) process.stdout.write(`${JSON.stringify(line)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    let what: string;
    if (e instanceof UsageError || e instanceof ConfigError) what = e.message;
    else if (e instanceof OperatorSettingsError) what = `${FLAG[e.field]}: ${e.message}`;
    else what = `operator could not run: ${(e as Error).message}`;
    process.stderr.write(`${what}\n`);
    process.exit(e instanceof UsageError || e instanceof OperatorSettingsError || e instanceof ConfigError ? 2 : 1);
  },
);
