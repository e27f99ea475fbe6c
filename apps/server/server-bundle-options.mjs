/**
 * What every bundle of the server's sources shares: `npm start`'s (build.mjs) and the benches' that run the server
 * as it does (bench/schedule-read). Packages from node_modules stay external and load from there at run time, except
 * the workspace's own (@clubroom/domain), whose exports are TypeScript sources. Split into chunks: entry points share
 * their modules, and an entry loads only the chunks it reaches.
 */

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clubroom/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** @type {import('esbuild').BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
};
