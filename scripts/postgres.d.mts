export const POSTGRES_INSTALL_HINT: string;
export function findPostgresBin(): string | null;
