import type { Plugin } from 'vite';

/**
 * Dev server only: rewrites `import { IconX, IconY } from '@tabler/icons-react'` in the app's
 * sources into one import per icon file (`@tabler/icons-react/dist/esm/icons/IconX.mjs`).
 * The package's barrel re-exports about 6,000 icons (4.5 MB pre-bundled), which every fresh
 * browser context had to download and parse before the first page rendered; with per-icon
 * imports it loads the few dozen the console uses. Production builds tree-shake the barrel
 * already, so the plugin does not apply there.
 */
const IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]@tabler\/icons-react['"];?/g;

export function rewriteTablerImports(code: string): string {
  return code.replace(IMPORT, (_all, names: string) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((spec) => {
        const [imported, local] = spec.split(/\s+as\s+/).map((s) => s.trim());
        if (imported.startsWith('type ')) return '';
        return `import ${local ?? imported} from '@tabler/icons-react/dist/esm/icons/${imported}.mjs';`;
      })
      .join('\n'),
  );
}

export function tablerIconsPerFile(): Plugin {
  return {
    name: 'console:tabler-icons-per-file',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0])) return undefined;
      if (!code.includes('@tabler/icons-react')) return undefined;
      return { code: rewriteTablerImports(code), map: null };
    },
  };
}
