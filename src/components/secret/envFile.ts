/** One `NAME=value` line per entry, in the dotenv format most tools read. */
export interface EnvEntry {
  envName: string;
  value: string;
}

const BARE_VALUE = /^[A-Za-z0-9_\-+/=.:@~,%]*$/;

/**
 * Quotes a value only when it needs it: a value made of safe characters stays bare (keys and
 * base64 secrets do); otherwise single quotes (taken literally by dotenv and shells, so `$` and
 * `#` are not interpreted); a value holding a single quote or a line break is double-quoted with
 * backslash, quote and line breaks escaped.
 */
export function envValue(value: string): string {
  if (BARE_VALUE.test(value)) return value;
  if (!/['\n\r]/.test(value)) return `'${value}'`;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

export function toEnvFile(entries: EnvEntry[]): string {
  return entries.map((entry) => `${entry.envName}=${envValue(entry.value)}`).join('\n') + '\n';
}
