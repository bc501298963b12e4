/**
 * The jurisdiction profile this page plays by, and what it sets up at boot: on the game server
 * the session's profile (the operator's, or the demo session's choice), which wins; in this
 * browser the built-in profile of the `jurisdiction` launch parameter. Speed play goes where the
 * profile forbids it, and the pace between rounds starts where the server says it stands (a
 * reload a second after a round began still waits out the rest).
 */
import { builtInProfile, isProfile, type JurisdictionProfile } from '../platform/jurisdictions';
import type { SessionInfo } from '../platform/remote/remote-wallet';
import { RoundPace } from '../platform/round-pace';
import type { SettingsStore } from '../platform/settings';

export interface Jurisdiction {
  profile: JurisdictionProfile;
  pace: RoundPace;
}

export function followJurisdiction(o: {
  /** The launch parameter (demo play in this browser). */
  launched: string;
  /** The server's session, when the page plays there. */
  session: SessionInfo | null;
  settings: SettingsStore;
}): Jurisdiction {
  const served = o.session?.jurisdiction;
  const profile = isProfile(served) ? served : builtInProfile(o.launched);
  if (!profile.turbo) o.settings.forbidSpeedPlay();
  const pace = new RoundPace(profile.minRoundMs);
  const waiting = o.session?.nextRoundInMs ?? 0;
  if (waiting > 0) pace.started(profile.minRoundMs - waiting);
  return { profile, pace };
}
