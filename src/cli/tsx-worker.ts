/**
 * A worker thread that runs a TypeScript module as the command does (tsx). A worker thread
 * inherits no module hooks, so it starts from a small module bootstrap that registers tsx's hooks,
 * then imports the worker. Used by `sim --workers` and `rng:report`.
 */
export function tsxWorkerUrl(worker: URL): URL {
  return new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(worker.href)});`,
    )}`,
  );
}
