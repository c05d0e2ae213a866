/**
 * Fails when files import each other in a cycle, or when folders of src/ do: `npm run lint` runs
 * it after ESLint. ESLint's `no-restricted-imports` patterns (eslint.config.js) say which folder
 * may import which; this checks what they cannot see: a cycle between files of one folder, and a
 * cycle between folders that the patterns leave open.
 *
 * The files are those of tsconfig.json; each import (`import`, `export … from`, `import type`,
 * `import()`) is resolved with TypeScript's own module resolution, and only imports of project
 * files count (packages are not followed). A folder is a top-level folder of src/ (`src/api`,
 * `src/session`, …), each feature being one of its own (`src/features/keys`).
 *
 *   npx tsx scripts/import-cycles.ts    # prints each cycle's path, exits 1 if there is one
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Each file and the project files it imports. */
export type ImportGraph = Map<string, Set<string>>;

/** A file's imports: `value` those left in the built JavaScript, `all` these and the type-only ones. */
export interface Imports {
  value: string[];
  all: string[];
}

/**
 * The module specifiers `source` imports: `import`, `export … from`, `import()`. A declaration is
 * type-only (`import type { A }`, `import { type A }`, `export type { A } from`) when the compiler
 * leaves nothing of it in the built JavaScript.
 */
export function importsOf(fileName: string, source: string): Imports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const value: string[] = [];
  const all: string[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    all.push(specifier.text);
    if (!typeOnly) value.push(specifier.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true); // `typeof import('./x')` in a type
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { value, all };
}

/**
 * The import graphs of `files` (absolute paths), imports resolved as tsc resolves them, packages
 * left out: `value` with the imports left in the built JavaScript, `all` with the type-only ones too.
 */
export function importGraphs(files: readonly string[], options: ts.CompilerOptions): { value: ImportGraph; all: ImportGraph } {
  const project = new Set(files);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
  const resolve = (specifier: string, from: string) => {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return undefined;
    const target = path.resolve(resolved.resolvedFileName);
    return project.has(target) ? target : undefined;
  };
  const value: ImportGraph = new Map();
  const all: ImportGraph = new Map();
  for (const file of files) {
    const imports = importsOf(file, readFileSync(file, 'utf8'));
    const targets = (specifiers: string[]) => new Set(specifiers.map((specifier) => resolve(specifier, file)).filter((target) => target !== undefined));
    value.set(file, targets(imports.value));
    all.set(file, targets(imports.all));
  }
  return { value, all };
}

/**
 * Every import that closes a cycle, shown in at least one cycle's path `[a, b, …, a]`: among the
 * nodes that reach each other (a strongly connected component, Tarjan's algorithm), each import not
 * yet shown gives the cycle it makes with the shortest way back. Each cycle starts at its first
 * node in sorted order; the list is sorted, so the output is stable. A node that imports itself is
 * a cycle too.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const sorted = new Map([...graph].map(([node, targets]) => [node, [...targets].sort()]));
  const cycles = new Map<string, string[]>();
  for (const component of stronglyConnected(sorted)) {
    const within = new Set(component);
    const shown = new Set<string>();
    for (const from of [...component].sort()) {
      for (const to of sorted.get(from) ?? []) {
        if (!within.has(to) || shown.has(`${from}\0${to}`)) continue;
        const loop = [from, ...shortestPath(sorted, to, from, within)].slice(0, -1);
        for (let i = 0; i < loop.length; i++) shown.add(`${loop[i]}\0${loop[(i + 1) % loop.length]}`);
        const first = loop.indexOf(loop.reduce((min, node) => (node < min ? node : min)));
        const cycle = [...loop.slice(first), ...loop.slice(0, first), loop[first]];
        cycles.set(cycle.join('\0'), cycle);
      }
    }
  }
  return [...cycles.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, cycle]) => cycle);
}

/** The groups of nodes that reach each other, more than one node or one importing itself. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;

  // Iterative, so a long import chain cannot overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; edges: Iterator<string> }[] = [];
    const visit = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? [])[Symbol.iterator]() });
    };
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const step = frame.edges.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) visit(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.includes(frame.node)) components.push(component);
      }
    }
  }
  return components;
}

/** The shortest path from `start` to `goal` through `within` (breadth first), both included. */
function shortestPath(graph: Map<string, string[]>, start: string, goal: string, within: Set<string>): string[] {
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === goal) {
      const path = [goal];
      while (path[path.length - 1] !== start) path.push(cameFrom.get(path[path.length - 1])!);
      return path.reverse();
    }
    for (const target of graph.get(node) ?? []) {
      if (within.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`no path from ${start} to ${goal}`);
}

/** `src/<folder>`, or `src/features/<area>`, of a path relative to the project; else undefined. */
export function srcFolderOf(relativePath: string): string | undefined {
  const parts = relativePath.split(path.sep).join('/').split('/');
  if (parts[0] !== 'src' || parts.length < 3) return undefined;
  if (parts[1] === 'features' && parts.length >= 4) return `src/features/${parts[2]}`;
  return `src/${parts[1]}`;
}

/**
 * The graph of folders: A imports B when a file of A imports a file of B, with, for each such
 * pair, one file import that makes it (`A -> B` keyed `A\0B`), to say where a cycle comes from.
 */
export function folderGraph(
  graph: ImportGraph,
  folderOf: (file: string) => string | undefined,
): { graph: ImportGraph; example: Map<string, [from: string, to: string]> } {
  const folders: ImportGraph = new Map();
  const example = new Map<string, [string, string]>();
  for (const [file, imports] of [...graph].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const from = folderOf(file);
    if (from === undefined) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const imported of [...imports].sort()) {
      const to = folderOf(imported);
      if (to === undefined || to === from) continue;
      folders.get(from)!.add(to);
      if (!example.has(`${from}\0${to}`)) example.set(`${from}\0${to}`, [file, imported]);
    }
  }
  return { graph: folders, example };
}

/** The cycles of the project at `root` (its tsconfig.json), as lines to print; none when clean. */
export function report(root: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`no tsconfig.json in ${root}`);
  const files = config.fileNames.filter((file) => !file.endsWith('.d.ts')).map((file) => path.resolve(file));
  const graphs = importGraphs(files, config.options);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const lines: string[] = [];
  for (const cycle of findCycles(graphs.value)) {
    lines.push(`Files importing each other in a cycle: ${cycle.map(relative).join(' -> ')}`);
  }
  const folders = folderGraph(graphs.all, (file) => srcFolderOf(relative(file)));
  for (const cycle of findCycles(folders.graph)) {
    lines.push(`Folders importing each other in a cycle: ${cycle.join(' -> ')}`);
    for (let i = 0; i + 1 < cycle.length; i += 1) {
      const [from, to] = folders.example.get(`${cycle[i]}\0${cycle[i + 1]}`)!;
      lines.push(`  ${relative(from)} imports ${relative(to)}`);
    }
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lines = report(path.resolve(fileURLToPath(import.meta.url), '../..'));
  if (lines.length > 0) {
    process.stderr.write(`${lines.join('\n')}\n\nImports go one way (docs/architecture.md, Layers): break each cycle above.\n`);
    process.exit(1);
  }
  process.stdout.write('No import cycles between files or between folders of src/.\n');
}
