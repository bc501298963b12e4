/**
 * English texts of the regulated markets' dialogs: the reality check (app/reality-check.ts) and
 * the operator's notice between rounds. The source of their keys. They load with the reality
 * check's code (i18n.ts `loadRegulatedTexts`), which most sessions never need.
 */
export const regulatedEn = {
  'reality.title': 'Reality check',
  'reality.intro': 'Take a moment to look at your play this session.',
  'reality.time': 'Time played',
  'reality.staked': 'Stakes',
  'reality.returned': 'Returns',
  'reality.net': 'Net position',
  'reality.said':
    'Reality check. You have played for {time}. Stakes {staked}, returns {returned}, net position {net}. Continue playing or leave the game?',
  'reality.continue': 'Continue playing',
  'reality.leave': 'Leave game',
  'reality.leftTitle': 'You have left the game',
  'reality.left': 'You played for {time} this session, with a net position of {net}. Thank you for playing.',
  'reality.playAgain': 'Play again',
  'operator.title': 'Message from the casino',
  'operator.ok': 'OK',
} as const;

export type RegulatedKey = keyof typeof regulatedEn;
export type RegulatedTexts = Record<RegulatedKey, string>;
