import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { pageModules } from './page-modules-plugin.ts';
import { precompress } from './precompress-plugin.ts';

/** The entry's own modules: index.html, main.tsx and the stylesheets it imports. */
const ENTRY_OWN = /[\\/](index\.html|src[\\/]main\.tsx)$|\.css$/;

// Assets are served under /vue/prod/ (the spec's static prefix) with hashed names. `vite build --ssr <entry>`
// builds the server's rendering of the public pages (src/entry-server.tsx) into dist/ssr/, one
// self-contained file the server imports (never served to browsers).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/vue/prod/',
  plugins: [apiRoutes(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), pageModules()])],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: false,
        target: 'es2022',
        // Every browser that runs es2022 modules preloads them itself (Safari before 17 merely skips the hint).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // The modules every page runs first (`$initial`) in one chunk instead of ~27 (a cold load asks for each
            // chunk over at most 6 connections; every page downloads them all anyway): all but the entry itself and
            // its stylesheet (written into each page by the server).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !ENTRY_OWN.test(id) }] },
          },
        },
      },
  ssr: { noExternal: true },
  // Vite replaces it in the browser's bundle only: React's server rendering must not run its development build.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
