/**
 * Debian's Chromium as every script and browser test drives it: headless, WebGL through
 * SwiftShader, no background traffic.
 */
import { type Browser, chromium } from 'playwright-core';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
