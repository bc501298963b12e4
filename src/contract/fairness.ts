/** `POST /v1/fairness/rotate` (SERVER.md "Provably fair"): the seed in use revealed, a new one committed. */
import { type Static, Type } from '@sinclair/typebox';
import { answers } from './errors';
import { ClientSeed, Exact, RequestId } from './kit';

const RotateBody = Exact({ requestId: RequestId, clientSeed: ClientSeed });

export const RotateAnswer = Exact({
  revealed: Exact({
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    nonce: Type.Integer(),
  }),
  next: Exact({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Literal(0) }),
});
export type RotateAnswer = Static<typeof RotateAnswer>;

export const rotateSeeds = { body: RotateBody, response: answers({ 200: RotateAnswer }) };
