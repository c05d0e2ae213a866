import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, folderGraph, importsOf, report, srcFolderOf, type ImportGraph } from './import-cycles.js';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('finding cycles', () => {
  it('finds none in a graph that goes one way', () => {
    expect(findCycles(graph({ app: ['features', 'session'], features: ['session', 'api'], session: ['api'], api: [] }))).toEqual([]);
  });

  it('gives each cycle as its path, from its first node in sorted order back to it', () => {
    expect(findCycles(graph({ c: ['a'], a: ['b'], b: ['c'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds a file that imports itself', () => {
    expect(findCycles(graph({ a: ['a', 'b'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('shows every import that closes a cycle, each cycle once, the shortest way back', () => {
    // a <-> b, and b -> c -> a: two cycles through a and b.
    expect(findCycles(graph({ a: ['b'], b: ['a', 'c'], c: ['a'] }))).toEqual([
      ['a', 'b', 'a'],
      ['a', 'b', 'c', 'a'],
    ]);
  });

  it('keeps separate groups apart', () => {
    expect(findCycles(graph({ a: ['b'], b: ['a'], x: ['y', 'a'], y: ['x'] }))).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'x'],
    ]);
  });

  it('follows a long chain without running out of stack', () => {
    const edges: Record<string, string[]> = {};
    const name = (i: number) => `f${String(i).padStart(6, '0')}`;
    for (let i = 0; i < 20_000; i++) edges[name(i)] = [name(i + 1)];
    edges[name(20_000)] = [name(0)];
    const [cycle] = findCycles(graph(edges));
    expect(cycle.length).toBe(20_002);
    expect(cycle[0]).toBe(name(0));
    expect(cycle.at(-1)).toBe(name(0));
  });
});

describe('reading imports', () => {
  it('reads imports, re-exports and import(), and tells the type-only ones apart', () => {
    const source = [
      "import { a } from './value';",
      "import './sideEffect';",
      "import type { T } from './typeOnly';",
      "import { type U } from './typeSpecifiers';",
      "import { type V, w } from './mixed';",
      "import d, { type X } from './withDefault';",
      "import * as all from './namespace';",
      "export { e } from './reExport';",
      "export type { Y } from './typeReExport';",
      "export * from './star';",
      "type Lazy = typeof import('./typeQuery');",
      "const lazy = () => import('./dynamic');",
      "import { z } from 'zod';",
    ].join('\n');
    const imports = importsOf('file.ts', source);
    expect(imports.value).toEqual(['./value', './sideEffect', './mixed', './withDefault', './namespace', './reExport', './star', './dynamic', 'zod']);
    expect(imports.all).toEqual([
      './value',
      './sideEffect',
      './typeOnly',
      './typeSpecifiers',
      './mixed',
      './withDefault',
      './namespace',
      './reExport',
      './typeReExport',
      './star',
      './typeQuery',
      './dynamic',
      'zod',
    ]);
  });
});

describe('folders', () => {
  it('are the top-level folders of src/, each feature one of its own', () => {
    expect(srcFolderOf('src/session/store.ts')).toBe('src/session');
    expect(srcFolderOf('src/components/form/useFormShell.ts')).toBe('src/components');
    expect(srcFolderOf('src/features/sign-in/pages/SignInPage.tsx')).toBe('src/features/sign-in');
    expect(srcFolderOf('src/main.tsx')).toBeUndefined();
    expect(srcFolderOf('emulator/router.ts')).toBeUndefined();
  });

  it('import each other where their files do, with one file import that makes it', () => {
    const files = graph({
      'src/app/App.tsx': ['src/session/store.ts', 'src/app/theme.ts'],
      'src/session/store.ts': [],
      'src/session/SignInPage.tsx': ['src/app/Logo.tsx', 'src/session/store.ts'],
      'src/app/Logo.tsx': [],
      'src/app/theme.ts': [],
    });
    const folders = folderGraph(files, srcFolderOf);
    expect(folders.graph).toEqual(graph({ 'src/app': ['src/session'], 'src/session': ['src/app'] }));
    expect(findCycles(folders.graph)).toEqual([['src/app', 'src/session', 'src/app']]);
    expect(folders.example.get('src/session\0src/app')).toEqual(['src/session/SignInPage.tsx', 'src/app/Logo.tsx']);
  });
});

describe('a project', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, include: ['src', 'scripts'] }));
  write('src/api/client.ts', "import type { Credentials } from './credentials';\nexport const send = (c: Credentials) => c;\n");
  write('src/api/credentials.ts', "import { send } from './client';\nexport interface Credentials { key: string }\nexport const probe = send;\n");
  write('src/session/store.ts', "export const store = {};\nexport type Role = 'admin';\n");
  write('src/components/Badge.tsx', "import type { Role } from '../session/store';\nexport const Badge = (role: Role) => role;\n");
  write('src/session/role.ts', "import type { Badge } from '../components/Badge';\nexport type Shown = typeof Badge;\n");
  write('scripts/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
  write('scripts/b.ts', "import { a } from './a.js';\nimport { z } from 'zod';\nexport const b = () => [a, z];\n");

  it('names the files importing each other at run time, and the folders importing each other even by types', () => {
    expect(report(root)).toEqual([
      'Files importing each other in a cycle: scripts/a.ts -> scripts/b.ts -> scripts/a.ts',
      'Folders importing each other in a cycle: src/components -> src/session -> src/components',
      '  src/components/Badge.tsx imports src/session/store.ts',
      '  src/session/role.ts imports src/components/Badge.tsx',
    ]);
  });

  it('says nothing once the imports go one way', () => {
    write('scripts/b.ts', 'export const b = () => 1;\n');
    write('src/session/role.ts', 'export type Shown = string;\n');
    expect(report(root)).toEqual([]);
  });
});
