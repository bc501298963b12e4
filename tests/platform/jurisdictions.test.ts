/**
 * Jurisdiction profiles as data (SERVER.md "Jurisdiction profile"): the built-in ones, an
 * operator's own fields over one of them (every field checked, an unknown one or one out of range
 * refused by name), and the check of a whole profile a server sends.
 */
import { describe, expect, it } from 'vitest';
import { builtInProfile, isProfile, JURISDICTIONS, parseProfile } from '../../src/platform/jurisdictions';

describe('jurisdiction profiles', () => {
  it('the UK profile follows the RTS: no turbo, 5 s between round starts, net position and session time', () => {
    expect(JURISDICTIONS.uk).toMatchObject({
      turbo: false,
      minRoundMs: 5000,
      showNetPosition: true,
      showSessionTime: true,
    });
    expect(JURISDICTIONS.default).toMatchObject({ turbo: true, minRoundMs: 0, realityCheckMinutes: null });
    for (const id of Object.keys(JURISDICTIONS)) expect(isProfile(builtInProfile(id)), id).toBe(true);
  });

  it('an unknown id, or a name of Object’s own, is the default profile', () => {
    for (const id of ['mars', '__proto__', 'constructor', 'toString', ''])
      expect(builtInProfile(id), id).toBe(JURISDICTIONS.default);
  });

  it('an operator’s own fields go over the built-in profile it names', () => {
    const r = parseProfile('uk', { realityCheckMinutes: 30, complaintsText: 'Write to us.', showRtp: false });
    expect(r).toEqual({
      ok: true,
      profile: { ...JURISDICTIONS.uk, realityCheckMinutes: 30, complaintsText: 'Write to us.', showRtp: false },
    });
    expect(parseProfile('default', {})).toEqual({ ok: true, profile: JURISDICTIONS.default });
    // Setting a field back to null is allowed where null means "none".
    expect(parseProfile('uk', { realityCheckMinutes: null })).toMatchObject({
      ok: true,
      profile: { realityCheckMinutes: null },
    });
  });

  it('refuses, naming the field, anything a regulator’s profile cannot hold', () => {
    const cases: [string, unknown, string, RegExp][] = [
      ['mars', {}, 'jurisdiction', /one of default, uk/],
      ['uk', [], 'profile', /JSON object/],
      ['uk', null, 'profile', /JSON object/],
      ['uk', { turbo: 'no' }, 'turbo', /a boolean/],
      ['uk', { minRoundMs: -1 }, 'minRoundMs', /0 to 60000/],
      ['uk', { minRoundMs: 2.5 }, 'minRoundMs', /whole/],
      ['uk', { minRoundMs: 60_001 }, 'minRoundMs', /0 to 60000/],
      ['uk', { realityCheckMinutes: 0 }, 'realityCheckMinutes', /1 to 1440/],
      ['uk', { complaintsText: '' }, 'complaintsText', /1 to 500/],
      ['uk', { complaintsText: 'x'.repeat(501) }, 'complaintsText', /1 to 500/],
      ['uk', { showRtp: 1 }, 'showRtp', /a boolean/],
      ['uk', { autoplay: true }, 'autoplay', /no field "autoplay"/],
      ['uk', { __proto__: { turbo: true }, ['constructor']: 1 }, 'constructor', /no field/],
    ];
    for (const [base, overrides, field, message] of cases) {
      const r = parseProfile(base, overrides);
      expect(r.ok, JSON.stringify(overrides)).toBe(false);
      if (!r.ok) {
        expect(r.field).toBe(field);
        expect(r.message).toMatch(message);
      }
    }
  });

  it('a whole profile from a server is checked field by field', () => {
    expect(isProfile({ ...JURISDICTIONS.uk, id: 'uk' })).toBe(true);
    const { showRtp: _, ...missing } = builtInProfile('uk');
    expect(isProfile(missing)).toBe(false);
    expect(isProfile({ ...JURISDICTIONS.uk, minRoundMs: '5000' })).toBe(false);
    expect(isProfile(null)).toBe(false);
    expect(isProfile('uk')).toBe(false);
  });
});
