/**
 * `npm run --silent strategy -- --table T [--rules JSON]`: prints the basic strategy the engine
 * computes from expected values for that table's rules (HEADLESS.md): hard 5–21, soft 13–21 and
 * pairs 2–9, T, A against dealer 2–9, T, A, coded H S D Ds P Rh Rs Rp.
 */
import { tableRules } from '../engine/blackjack/rules';
import { computeStrategy } from '../engine/blackjack/strategy';
import { parseFlags, runCommand, UsageError } from './io';

await runCommand(() => {
  const flags = parseFlags(process.argv.slice(2), ['table', 'rules']);
  if (flags.table === undefined) throw new UsageError('--table is required (a blackjack table id)');
  let overrides: Record<string, unknown> = {};
  if (flags.rules !== undefined) {
    try {
      overrides = JSON.parse(flags.rules);
    } catch (e) {
      throw new UsageError(`--rules is not valid JSON: ${(e as Error).message}`);
    }
    if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
      throw new UsageError('--rules must be a JSON object of rules fields');
  }
  let rules: ReturnType<typeof tableRules>;
  try {
    rules = tableRules(flags.table, overrides);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return computeStrategy(rules);
});
