/**
 * `npm run --silent scenario -- FILE`: replays a scenario (HEADLESS.md) through the engine and
 * prints its result. Each game's runner lives in `src/cli/<game>/scenario.ts` and exports
 * `runScenario(doc): object`.
 */
import { parseGame, readJsonInput, runCommand, UsageError } from './io';

interface ScenarioModule {
  runScenario(doc: Record<string, unknown>): unknown;
}

await runCommand(async () => {
  const doc = readJsonInput(process.argv[2]);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new UsageError('a scenario is a JSON object with "game", "table" and "rounds"');
  }
  const game = parseGame((doc as { game?: unknown }).game);
  let mod: ScenarioModule;
  try {
    mod = (await import(`./${game}/scenario.ts`)) as ScenarioModule;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      throw new UsageError(`scenarios for ${game} are not available in this build`);
    }
    throw e;
  }
  return mod.runScenario(doc as Record<string, unknown>);
});
