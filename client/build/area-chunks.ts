import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

export type Areas = {
  /** Dynamically imported modules that start the sign-in page (a first-load page: its code stays small). */
  signIn: RegExp;
  /** Dynamically imported modules that start a signed-in customer's code (pages, header parts). */
  account: RegExp;
  /** Dynamically imported modules that start staff code: theirs keeps rolldown's own splitting. */
  staff: RegExp;
  /** Packages' index modules that re-export a whole library (Mantine, the icons). */
  barrels: RegExp;
  /** Customers' pages' Mantine styles: every component those pages reach must be in one of these files. */
  accountStyles: {
    files: readonly string[];
    /** Dynamically imported modules that customers' pages load too (the dialogs' and notifications' hosts). */
    alsoLoaded: RegExp;
  };
};

type Module = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };

// `import { a, b as c } from "x"` and `export { a, b as c } from "x"`, as the build's code has them.
const NAMED_FROM = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
// `export { a, b as c };`: a barrel's list of what it imported.
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;/g;

/** `a, b as c` -> [[a, a], [b, c]]: the name where it comes from, the name here. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from = '', as = from] = part.split(/\s+as\s+/);
      return [from.trim(), as.trim()];
    });
}

const MANTINE_COMPONENT = /^(.*\/node_modules\/@mantine\/core\/)esm\/components\/([A-Za-z]+)\//;

/** The Mantine components among `modules` that have a stylesheet none of `files` imports. */
function missingStyles(modules: readonly string[], files: readonly string[]): string[] {
  const imported = new Set(
    files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css/g)].map((match) => match[1])),
  );
  const missing = new Set<string>();
  for (const id of modules) {
    const [, root, name] = MANTINE_COMPONENT.exec(id) ?? [];
    if (root && name && !imported.has(name) && existsSync(`${root}styles/${name}.layer.css`)) missing.add(name);
  }
  return [...missing].sort();
}

/**
 * Fewer, larger chunks where a page's many small ones cost round trips (docs/decisions/034).
 * Rolldown's automatic splitting gives every set of importers its own chunk, which made `/user`
 * about 90 scripts of 1 to 3 KB arriving in three waves. Three groups for `output.codeSplitting`:
 *
 * - `initial`: what the entry needs before it runs (rolldown's own `$initial` tag), one file;
 * - `account`: the code that only a signed-in customer's pages and header parts reach (staff
 *   screens may share it), one file however many of those pages use it;
 * - `shared`: the code both those pages and the other public pages (login, register, payment)
 *   reach, so the login page does not fetch the customer's pages.
 *
 * Public-only and staff-only code keeps rolldown's splitting. Which modules a page reaches is read
 * from the module graph once the build has it; an import from a library's index (`@mantine/core`)
 * counts only the components named in it, not the whole library the index re-exports.
 */
export function areaChunks(areas: Areas): Plugin {
  const group = new Map<string, 'sign-in' | 'account' | 'shared'>();
  return {
    name: 'nimbus:area-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // First: a module the entry needs stays in the entry's file whatever else uses it.
                { name: 'initial', tags: ['$initial'], priority: 2 },
                { name: (id: string) => group.get(id) ?? null, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const graph = new Map<string, Module>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, info);
      }
      // The module an import of `spec` by `from` resolved to.
      const resolved = (from: string, spec: string) => {
        const imported = graph.get(from)?.importedIds ?? [];
        return spec.startsWith('.') ? resolve(dirname(from), spec) : imported.find((id) => id.includes(`/node_modules/${spec}/`));
      };
      const barrelExports = new Map<string, Map<string, string>>();
      const exportsOf = (barrel: string) => {
        let named = barrelExports.get(barrel);
        if (named) return named;
        named = new Map();
        const code = graph.get(barrel)?.code ?? '';
        const local = new Map<string, string>();
        for (const [, kind, list, spec] of code.matchAll(NAMED_FROM)) {
          const target = resolved(barrel, spec!);
          if (!target) continue;
          for (const [, as] of specifiers(list!)) (kind === 'import' ? local : named).set(as, target);
        }
        for (const [, list] of code.matchAll(EXPORT_LIST)) {
          for (const [from, as] of specifiers(list!)) {
            const target = local.get(from);
            if (target) named.set(as, target);
          }
        }
        barrelExports.set(barrel, named);
        return named;
      };
      // What a module loads with it: its imports, through a library's index only to what it names.
      const dependencies = (id: string): string[] => {
        const module = graph.get(id);
        if (!module) return [];
        const barrels = module.importedIds.filter((imported) => areas.barrels.test(imported));
        if (barrels.length === 0) return [...module.importedIds];
        const through = new Set<string>();
        const opened = new Set<string>();
        for (const [, , list, spec] of (module.code ?? '').matchAll(NAMED_FROM)) {
          // `@mantine/core` and `@mantine/core/styles/x.css` both live under the package's folder.
          const barrel = barrels.find((candidate) => candidate === resolved(id, spec!) || candidate.includes(`/node_modules/${spec}/`));
          if (!barrel) continue;
          opened.add(barrel);
          for (const [name] of specifiers(list!)) {
            const target = exportsOf(barrel).get(name);
            if (target) through.add(target);
          }
        }
        // An index imported some other way (`import * as`) counts whole.
        const whole = barrels.filter((barrel) => !opened.has(barrel)).flatMap((barrel) => graph.get(barrel)?.importedIds ?? []);
        return [...module.importedIds.filter((imported) => !barrels.includes(imported)), ...through, ...whole];
      };
      const closure = (start: string) => {
        const seen = new Set<string>();
        const queue = [start];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...dependencies(id));
        }
        return seen;
      };

      const reached = { signIn: new Set<string>(), account: new Set<string>(), public: new Set<string>() };
      for (const start of new Set([...graph.values()].flatMap((module) => module.dynamicallyImportedIds))) {
        if (areas.staff.test(start)) continue;
        const area = areas.signIn.test(start) ? reached.signIn : areas.account.test(start) ? reached.account : reached.public;
        for (const id of closure(start)) area.add(id);
      }
      const styled = [...reached.account, ...[...graph.keys()].filter((id) => areas.accountStyles.alsoLoaded.test(id)).flatMap((id) => [...closure(id)])];
      const missing = missingStyles(styled, areas.accountStyles.files);
      if (missing.length > 0)
        this.error(`Mantine components on customers' pages without their styles: add ${missing.join(', ')} to ${areas.accountStyles.files.at(-1)}`);
      group.clear();
      for (const id of reached.account) group.set(id, reached.public.has(id) ? 'shared' : 'account');
      for (const id of reached.signIn) group.set(id, 'sign-in');
    },
  };
}
