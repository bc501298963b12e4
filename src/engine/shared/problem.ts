/**
 * How the engines refuse something: one style for all three games. A refusal is a `Problem`, a
 * code with the data that explains it (`{ code: 'bet.overMax', seat: 2, max: 30000 }`), never a
 * sentence. A check returns its problem or null; a step asked to do what a check refuses throws a
 * `RuleError` carrying the problem. The error's message is English for logs and the headless
 * tools (HEADLESS.md prints it); players read the problem through the dictionary (ui/notices).
 */

export interface Problem {
  readonly code: string;
}

/** A step the rules refuse. `problem` says why, as data; `message` says it in English. */
export class RuleError<P extends Problem = Problem> extends Error {
  override name = 'RuleError';
  constructor(
    readonly problem: P,
    message: string,
  ) {
    super(message);
  }
}
