export const INSTALL_HINT: string;
export function findChromium(): string | null;
