import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export type PrerenderOptions = {
  /** The module (run in Node) whose `prerender(path, idPrefix)` renders a page of the app to HTML. */
  entry: string;
  /** The pages written into index.html, by the name the boot script gives them. */
  pages: Record<string, string>;
  /** The folder, beside the build's own, where the Node build of `entry` is kept (the server looks there). */
  renderDir: string;
  /** The stylesheet every other page loads before it renders (lib/page-assets.ts), by its source file name. */
  restStyles: string;
  /** The stylesheet the signed-in customer's pages load instead (the server links it in the page it draws). */
  accountStyles: string;
};

/**
 * Writes the first screen of the public pages into index.html (docs/decisions/023). After the
 * browser build, a second build of `entry` for Node renders each page with the app's own
 * components (react-dom/server) on a memory history, nobody signed in and every query pending:
 * what the browser shows before any answer arrives. Each goes into `#root` as a
 * `<div data-prerendered="name">`, hidden unless public/boot.js named it for the URL, so the
 * page is drawn from the HTML and the stylesheet alone; main.tsx then replaces it with the live
 * app. The Node build stays in `outDir` for the server. Runs before precompress (which compresses index.html).
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nimbus:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const outDir = resolve(config.root, config.build.outDir);
        // Kept beside the client's build: the server renders a signed-in customer's overview with
        // it (docs/decisions/034). Self-contained: the production image installs only the server's
        // dependencies.
        const ssrDir = join(dirname(outDir), options.renderDir);
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          // One file: a rebuild while a server runs never leaves it a lazy chunk that is gone.
          build: {
            ssr: options.entry,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            copyPublicDir: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const module = (await import(`${pathToFileURL(join(ssrDir, 'prerender.js')).href}?${Date.now()}`)) as {
          prerender: (path: string, idPrefix: string) => Promise<string>;
        };
        const shells: string[] = [];
        for (const [index, [name, path]] of Object.entries(options.pages).entries()) {
          // The router's scroll-restoration script is for server rendering with hydration; here it
          // would be an inline script, which the CSP refuses (and it has nothing to restore).
          const html = (await module.prerender(path, `p${index}-`)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
          if (/<script/i.test(html)) return this.error(`prerender: a script left in ${path}`);
          // inert: nothing in it can be focused, typed into or submitted before the live page replaces it.
          shells.push(`<div data-prerendered="${name}" inert>${html}</div>`);
        }

        const indexPath = join(outDir, 'index.html');
        let index = await readFile(indexPath, 'utf8');
        if (!index.includes('<div id="root"></div>')) return this.error('prerender: index.html has no empty <div id="root">');
        index = index.replace('<div id="root"></div>', `<div id="root">${shells.join('')}</div>`);

        // public/boot.js starts the app: the entry and its preloads move onto its tag, so that on
        // a prerendered page the scripts never compete with the first paint.
        const entries = [...index.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
        const preloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        if (entries.length !== 1 || !index.includes('<script src="/boot.js"></script>'))
          return this.error('prerender: expected one module script and <script src="/boot.js">');
        for (const [tag] of [...entries, ...preloads]) index = index.replace(tag, '');
        // Any other page waits for the rest of Mantine's styles before it renders (lib/page-assets.ts):
        // boot.js fetches them beside the entry instead of after it has run.
        const stylesheet = (source: string) => {
          const name = basename(source);
          const files = Object.values(bundle).flatMap((file) => (file.type === 'asset' && file.names.includes(name) ? [file.fileName] : []));
          return files.length === 1 ? files[0] : undefined;
        };
        const restCss = stylesheet(options.restStyles);
        const accountCss = stylesheet(options.accountStyles);
        if (!restCss || !accountCss) return this.error(`prerender: no single stylesheet for ${options.restStyles} or ${options.accountStyles}`);
        index = index.replace(
          '<script src="/boot.js"></script>',
          `<script src="/boot.js" data-entry="${entries[0]![1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}" data-styles="/${restCss}" data-account-styles="/${accountCss}"></script>`,
        );
        await writeFile(indexPath, index);
        this.info(`prerendered ${Object.keys(options.pages).join(', ')} into index.html (${Math.round(shells.join('').length / 1024)} KB)`);
      },
    },
  };
}
