/**
 * The seamless wallet of a server process (WALLET=seamless): the client its calls go through
 * (each outcome counted in the metrics), and the outbox worker, started with the server and
 * stopped with it. WALLET=off: none, and operator players cannot stake.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import type { Metrics } from '../metrics';
import { expireRounds } from '../rounds/expire';
import { WalletOutbox } from './outbox';
import { SeamlessWalletClient } from './seamless-client';
import { SeamlessWallet } from './seamless-wallet';

export function seamlessWiring(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  metrics: Metrics,
): { wallet: SeamlessWallet | null; outbox: WalletOutbox | null } {
  if (config.wallet !== 'seamless') return { wallet: null, outbox: null };
  const client = new SeamlessWalletClient({
    observe: (op, outcome) => metrics.wallet(op, outcome.kind, outcome.ms / 1000),
  });
  const wallet = new SeamlessWallet(db, client);
  const outbox = new WalletOutbox(db, wallet, {
    sweep: () => expireRounds(db),
    onError: (e) => app.log.warn({ err: e }, 'wallet outbox pass failed'),
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  return { wallet, outbox };
}
