// The kit's third-party notices: rollup-plugin-license finds the package of every module a chunk renders and
// reads that package's own licence and NOTICE files. Terser drops every comment, licence headers included, so
// this file is where the notices of the shipped code live.
import { existsSync, readFileSync } from 'node:fs';
import license from 'rollup-plugin-license';

const STANDARD_TEXTS = new URL('../../licenses/', import.meta.url);

// Firebase's and r2wc's packages ship no licence file (Firebase's Apache-2.0 notice is a header in each source
// file, which the minifier removes). Such a package's notice carries the standard text of the licence it
// declares, from licenses/; a package whose licence has no text there fails the build.
function withLicenceText(dependency) {
  if (dependency.licenseText) return dependency;
  const standard = new URL(`${dependency.license}.txt`, STANDARD_TEXTS);
  if (!existsSync(standard)) {
    throw new Error(`${dependency.name}@${dependency.version} has no licence file and "${dependency.license}" has no standard text in licenses/`);
  }
  const note = `${dependency.name} ships no licence file; this is the standard text of ${dependency.license}, the licence its package.json declares.`;
  return Object.assign(Object.create(Object.getPrototypeOf(dependency)), dependency, {
    licenseText: `${note}\n\n${readFileSync(standard, 'utf8').trim()}`,
  });
}

/**
 * The plugin for the kit's build: writes `file` with every bundled package's name, version, licence and
 * licence text (the plugin's own format), sorted so that the same build writes the same file.
 * @param {string} file
 */
export function thirdPartyNotices(file) {
  return license({
    thirdParty: {
      // Two versions of one package are two notices: a licence can change between versions.
      multipleVersions: true,
      output: {
        file,
        template: (dependencies) => dependencies
          .map(withLicenceText)
          .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
          .map((dependency) => dependency.text())
          .join('\n\n---\n\n'),
      },
    },
  });
}
