import { defineConfig } from 'vite';

// The embeddable schedule (src/features/schedule-embed/widget/): one classic script (an IIFE, so a plain
// `<script async>` on any site runs it), no React, written to dist/embed/embed.js, which the server answers at
// /embed.js on each club's host. Built after the app (whose build empties dist/).
export default defineConfig({
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: 'src/features/schedule-embed/widget/embed.ts',
      formats: ['iife'],
      name: 'clubroomScheduleEmbed',
      fileName: () => 'embed.js',
    },
  },
});
