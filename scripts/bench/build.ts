// Builds the console and the floor app with the repository's own Vite (one lockfile, one install).
import { execFileSync } from 'node:child_process';

export const CONSOLE_DIST = 'dist';
export const FLOOR_DIST = 'bench/floor/dist';

export function buildBoth(): void {
  const vite = (args: string[]) => execFileSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], { stdio: 'inherit' });
  vite([]);
  vite(['--config', 'bench/floor/vite.config.ts']);
}
