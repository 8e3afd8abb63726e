// Bundles the play page's script and style sheet into the Voila template's static folder.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { honeymoon: 'src/index.ts' },
  outdir: '../voila/templates/honeymoon/static',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  // Descriptions' HTML goes through ./src/sanitize.ts, with sanitize-html's rules, not its weight.
  alias: { 'sanitize-html': './src/sanitize.ts' },
  logLevel: 'warning',
});
