/**
 * English texts of the history panel's fairness section and of a recall's VERIFY (SERVER.md
 * "Provably fair"): the source of their keys. They load with the history panel (fairness/index.ts),
 * not with the first screen: only a page playing against the game server shows them.
 */
export const fairnessEn = {
  'fairness.heading': 'PROVABLY FAIR',
  'fairness.intro':
    'Every shuffle and spin is computed from the server seed, your client seed and the nonce. The server seed shows only as its hash until you rotate it.',
  'fairness.serverSeedHash': 'Server seed (hash)',
  'fairness.clientSeed': 'Client seed',
  'fairness.nonce': 'Nonce',
  'fairness.loading': 'Loading the seeds…',
  'fairness.loadFailed': 'The seeds could not be loaded. {reason}',
  'fairness.newSeed': 'New client seed',
  'fairness.seedHint': '1 to 64 characters: letters A–Z a–z, digits, hyphen (-) and underscore (_)',
  'fairness.rotate': 'ROTATE',
  'fairness.rotating': 'Rotating the seeds…',
  'fairness.rotated': 'Rotated. The seed used until now is revealed below: the rounds dealt from it can be verified.',
  'fairness.revealed': 'Revealed server seed',
  'fairness.seedEmpty': 'Type a client seed first.',
  'fairness.seedLong': 'The client seed has {count} characters: 64 at most.',
  'fairness.seedChars': 'A client seed may hold only A–Z, a–z, 0–9, _ and -, not {chars}',
  'fairness.roundInProgress': 'A round is being played: finish the round first, then rotate.',
  'fairness.offline': 'No answer from the game server. Try again in a moment.',
  'fairness.refused': 'The game server refused ({code}).',
  'fairness.verifyHeading': 'FAIRNESS',
  'fairness.verify': 'VERIFY',
  'fairness.verifying': 'Checking the round…',
  'fairness.matchCards': 'Verified: the revealed seed deals these cards.',
  'fairness.matchNumber': 'Verified: the revealed seed gives this number.',
  'fairness.mismatch': 'MISMATCH',
  'fairness.mismatchCards': 'The revealed seed deals other cards than this round showed.',
  'fairness.mismatchNumber': 'The revealed seed gives another number than this round showed.',
  'fairness.mismatchSeed': 'The revealed server seed is not the one committed before play: its hash differs.',
  'fairness.expected': 'From the seed',
  'fairness.shown': 'In the round',
  'fairness.committedHash': 'Hash committed before play',
  'fairness.revealedHash': 'Hash of the revealed seed',
  'fairness.unrevealed': "This round's seed is still in use: rotate it to verify.",
  'fairness.unverifiable': 'This round has nothing to verify: no cards or number were dealt from a seed.',
  'fairness.stillOpen': 'This round is still being played: it can be verified once it ends.',
  'fairness.notFound': 'The game server has no record of this round.',
  'fairness.verifyFailed': 'The round could not be checked. {reason}',
} as const;

export type FairnessKey = keyof typeof fairnessEn;
export type FairnessTexts = Record<FairnessKey, string>;
