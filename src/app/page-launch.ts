/**
 * This page's launch, read from its address, the browser's languages, the referrer and its frame:
 * one reading for the boot (main.ts) and for the early session (early-session.ts), which must open
 * the session the boot would open.
 */
import { type LaunchResult, parseLaunch } from '../platform/launch';

/** Whether the page runs inside a lobby's frame. */
export const isFramed = (): boolean => window.parent !== window;

export function pageLaunch(): LaunchResult {
  return parseLaunch({
    search: window.location.search,
    browserLanguages: navigator.languages ?? [navigator.language],
    referrer: document.referrer,
    framed: isFramed(),
    // The speed layers (saved < launch parameter < turbo) live in the settings store.
    savedSpeed: null,
    seedAllowed: import.meta.env.VITE_ALLOW_SEED === 'true',
  });
}
