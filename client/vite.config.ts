import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { areaChunks } from './build/area-chunks.ts';
import { firstLoadBudget } from './build/first-load-budget.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API runs on :3000 (npm run dev -w server); the dev server proxies to it so the client
// always calls same-origin /trpc and /api, as it does when the server serves the build.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route's
    // component into its own chunk, so public pages never download the admin or agent areas.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
      codeSplittingOptions: {
        // Staff routes' loaders go with their screens: a visitor's first load holds no staff code.
        // The home page is not split off: it is most first visits, and a chunk fetched only
        // after the entry has run would add a round trip before it can show.
        splitBehavior: ({ routeId }) => {
          if (routeId === '/') return [['errorComponent'], ['notFoundComponent']];
          if (routeId.startsWith('/admin') || routeId.startsWith('/agent'))
            return [['loader', 'component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']];
          return undefined;
        },
      },
    }),
    react(),
    // docs/decisions/034: a signed-in customer's pages in a few files, not ninety.
    areaChunks({
      signIn: /\/src\/routes\/login\.tsx/,
      account: /\/src\/(routes\/user\/|features\/layout\/(UserMenu|SiteHeaderNotifications|PanelMenuLinks)\.tsx)/,
      staff: /\/src\/(routes\/(admin|agent|-staff)\/|features\/(admin-|support-desk)|lib\/staff-routes)/,
      barrels: /\/node_modules\/(@mantine\/[a-z-]+\/esm\/index\.mjs|@tabler\/icons-react\/dist\/esm\/tabler-icons-react\.mjs)$/,
      accountStyles: {
        files: [fromHere('./src/styles/mantine-first-load.css'), fromHere('./src/styles/mantine-account.css')],
        alsoLoaded: /\/src\/lib\/(LazyModalsProvider|LazyNotifications)\.tsx$/,
      },
    }),
    // docs/decisions/019: the home page's first load, measured in every build.
    firstLoadBudget({
      route: 'src/routes/index.tsx',
      // 156 KB before languages; i18next and react-i18next add 19 (docs/decisions/046).
      maxJsGzipKb: 180,
      maxCssGzipKb: 35,
      forbidden: /\/src\/(features\/(admin-|support-desk)|routes\/(admin|agent)\/.*tsr-split)/,
    }),
    // docs/decisions/023: the public pages' first screen in index.html, drawn before any script runs.
    prerender({
      entry: 'src/prerender.tsx',
      renderDir: 'dist-render',
      pages: { home: '/', login: '/login' },
      restStyles: 'src/styles/mantine-rest.css',
      accountStyles: 'src/styles/mantine-account.css',
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api },
  },
});
