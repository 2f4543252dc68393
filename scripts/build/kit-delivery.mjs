// What the script-tag kit delivers beside its modules: the loader, which keeps its name and learns the
// entries' hashed names at build time (esbuild's `define`), and the kit's asset manifest for the update check.
import { build } from 'esbuild';
import { contentHash } from './files.mjs';

/**
 * @param {{ loader: string }} options the loader's source
 * @returns {import('rollup').Plugin}
 */
export function kitDelivery({ loader }) {
  return {
    name: 'kit-delivery',
    async generateBundle(_options, bundle) {
      const entries = {};
      let runtime = '';
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        if (file.name.startsWith('elements/')) entries[file.name.slice('elements/'.length)] = file.fileName;
        if (file.name === 'index') runtime = file.fileName;
      }
      const { outputFiles } = await build({
        entryPoints: [loader],
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        // A map for debugging, not named in the file (as the kit's others).
        sourcemap: 'external',
        outfile: 'mc-elements.js',
        write: false,
        define: { __MC_ELEMENTS__: JSON.stringify(entries), __MC_RUNTIME__: JSON.stringify(runtime) },
      });
      const output = (suffix) => outputFiles.find((file) => file.path.endsWith(suffix)).text;
      const source = output('mc-elements.js');
      this.emitFile({ type: 'asset', fileName: 'mc-elements.js', source });
      this.emitFile({ type: 'asset', fileName: 'mc-elements.js.map', source: output('mc-elements.js.map') });

      // The update check's manifest (SPEC §2, §4), `/mobile/mc/asset-manifest.json`: the kit's version (a hash
      // of every file), the loader with a content stamp (its name carries none), and the entry points.
      const digests = [...Object.values(bundle).map((file) => [file.fileName, file.code ?? file.source]), ['mc-elements.js', source]]
        .filter(([name]) => !name.endsWith('.map'))
        .map(([name, code]) => `${name}\0${contentHash(code)}`);
      const version = contentHash(digests.sort().join('\n'));
      const manifest = {
        version,
        files: { 'mc-elements.js': `/m/assets/mc-elements.js?v=${contentHash(source)}` },
        entrypoints: Object.values(entries).sort(),
      };
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
