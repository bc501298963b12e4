/**
 * The jurisdiction profiles built into the product (SERVER.md "Jurisdiction profile"): what a
 * regulator asks of the game client, as data. `default` is unregulated demo play; `uk` follows the
 * UK Gambling Commission's Remote Technical Standards (no turbo, RTS 14E; 5 s from one casino
 * round's start to the next, RTS 14G; net position and session time on screen). Operators' own
 * profiles live in the server's database.
 */
export interface JurisdictionProfile {
  turbo: boolean;
  minRoundMs: number;
  realityCheckMinutes: number | null;
  showNetPosition: boolean;
  showSessionTime: boolean;
  showRtp: boolean;
  complaintsText: string | null;
}

export const JURISDICTIONS: Readonly<Record<string, JurisdictionProfile>> = {
  default: {
    turbo: true,
    minRoundMs: 0,
    realityCheckMinutes: null,
    showNetPosition: false,
    showSessionTime: false,
    showRtp: true,
    complaintsText: null,
  },
  uk: {
    turbo: false,
    minRoundMs: 5000,
    realityCheckMinutes: 60,
    showNetPosition: true,
    showSessionTime: true,
    showRtp: true,
    complaintsText: null,
  },
};

export const JURISDICTION_IDS = Object.keys(JURISDICTIONS);
