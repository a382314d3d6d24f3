import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export type Budget = {
  /** The route whose first load is weighed, as the router plugin names its split chunk. */
  route: string;
  maxJsGzipKb: number;
  maxCssGzipKb: number;
  /** Source paths that must never be in it (staff screens). */
  forbidden: RegExp;
};

/**
 * Fails the build when the home page's first load passes its budget (docs/decisions/019). What
 * is weighed is what the browser fetches before the page can show: the entry, every chunk it
 * imports statically (index.html preloads them), the route's own component chunk and its static
 * imports, and the CSS of all of these. Dynamic imports (other routes, dialogs, the home page's
 * lower sections) load later and are not counted. BUDGET_LIST=1 lists the files.
 */
export function firstLoadBudget(budget: Budget): Plugin {
  return {
    name: 'nimbus:first-load-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After the files are written: the code as served, preload lists and all.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const route = chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(budget.route)));
      if (!entry || !route) return this.error(`first-load budget: no entry chunk or no chunk for ${budget.route}`);

      const loaded = staticClosure(bundle, [entry.fileName, route.fileName]);
      const css = new Set([...loaded].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
      const gzipKb = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length / 1024;
      const jsKb = [...loaded].reduce((sum, chunk) => sum + gzipKb(chunk.code), 0);
      const cssKb = [...css].reduce((sum, name) => {
        const asset = bundle[name];
        return sum + (asset?.type === 'asset' ? gzipKb(asset.source) : 0);
      }, 0);
      const staff = [...loaded].flatMap((chunk) => chunk.moduleIds).filter((id) => budget.forbidden.test(id));

      const line = `first load of ${budget.route}: ${loaded.size} JS files ${jsKb.toFixed(1)} KB gzipped (budget ${budget.maxJsGzipKb}), ${css.size} CSS files ${cssKb.toFixed(1)} KB gzipped (budget ${budget.maxCssGzipKb})`;
      const problems = [
        ...(jsKb > budget.maxJsGzipKb ? [`JavaScript over budget by ${(jsKb - budget.maxJsGzipKb).toFixed(1)} KB`] : []),
        ...(cssKb > budget.maxCssGzipKb ? [`CSS over budget by ${(cssKb - budget.maxCssGzipKb).toFixed(1)} KB`] : []),
        ...(staff.length > 0 ? [`staff code in it: ${staff.slice(0, 5).join(', ')}`] : []),
      ];
      if (process.env.BUDGET_LIST) for (const chunk of loaded) this.info(`  ${chunk.fileName} ${gzipKb(chunk.code).toFixed(1)} KB`);
      if (problems.length > 0) return this.error(`${line}\n  ${problems.join('\n  ')}`);
      this.info(line);
    },
  };
}

/** The chunks `start` import statically, themselves included. */
function staticClosure(bundle: OutputBundle, start: string[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const queue = [...start];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...chunk.imports);
  }
  return seen;
}
