import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { precompress } from './precompress-plugin.ts';

// Assets are served under /vue/prod/ (the spec's static prefix) with hashed names.
export default defineConfig({
  base: '/vue/prod/',
  plugins: [apiRoutes(), react(), tailwindcss(), precompress()],
  build: { outDir: 'dist', manifest: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
