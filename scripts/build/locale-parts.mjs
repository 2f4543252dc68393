// Each language's strings, split by who uses them, so that a page downloads the strings of what it shows and
// not those of every element in the kit. Translators keep one file per language (src/i18n/locales/); the
// build cuts it into parts:
//   - `core`: strings of the shared runtime (src/) or of more than one user, and any key no source names
//     literally (it may be built at run time, so it must always be there);
//   - one part per element (`mc-login`, ...): strings only that element's folder names;
//   - `host`: strings only the /m host page names.
// A key counts as named by a file when the file holds it as a quoted literal, or holds a template or string
// concatenation that starts with a prefix of it (`route_${name}`). Tests and the dev server load the whole
// file (src/i18n/locale-loaders.ts); only the build swaps that module for the split one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_DIRS = ['src', 'elements', 'host-page/app'];
const LOADERS = /\/src\/i18n\/locale-loaders\.ts$/;
const ELEMENT_ENTRY = /\/elements\/(mc-[^/]+)\/index\.ts$/;
const HOST_ENTRY = /\/host-page\/app\/(main|redirect)\.ts$/;
const PART_PREFIX = '\0mc-locale:';

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(join(root, dir));
  return files;
}

function ownerOf(file) {
  if (file.startsWith('elements/')) return file.split('/')[1];
  if (file.startsWith('host-page/')) return 'host';
  return 'core';
}

/**
 * Which part each key of the reference language belongs to.
 * @param {string} root the project's root folder
 * @param {string[]} keys
 * @returns {Map<string, string>}
 */
export function keyParts(root, keys) {
  const sources = sourceFiles(root).map((path) => {
    const text = readFileSync(path, 'utf8');
    const prefixes = [...text.matchAll(/[`'"]([a-z][a-z0-9_]*_)(?:\$\{|['"]\s*\+)/g)].map((match) => match[1]);
    return { owner: ownerOf(relative(root, path)), text, prefixes };
  });
  const parts = new Map();
  for (const key of keys) {
    const owners = new Set();
    for (const { owner, text, prefixes } of sources) {
      const named = text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``);
      if (named || prefixes.some((prefix) => key.startsWith(prefix))) owners.add(owner);
    }
    parts.set(key, owners.size === 1 ? [...owners][0] : 'core');
  }
  return parts;
}

/** The rollup plugin: one chunk per language and part, named `<tag>` for the core and `<tag>.<part>` else. */
export function localeParts({ root }) {
  const localeDir = join(root, 'src/i18n/locales');
  const I18N = join(root, 'src/i18n/i18n.ts');
  const partImport = (tag, part) => `() => import(${JSON.stringify(`${PART_PREFIX}${tag}/${part}`)})`;
  let messages; // tag -> { key: text }
  let parts; // key -> part
  return {
    name: 'locale-parts',
    buildStart() {
      messages = new Map(
        readdirSync(localeDir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => {
            const path = join(localeDir, file);
            this.addWatchFile(path);
            return [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path, 'utf8'))];
          }),
      );
      parts = keyParts(root, Object.keys(messages.get('zh-CN')));
      // Emitted as well as imported, so that each chunk gets a readable name.
      for (const tag of messages.keys()) {
        for (const part of new Set(['core', ...parts.values()])) {
          this.emitFile({ type: 'chunk', id: `${PART_PREFIX}${tag}/${part}`, name: part === 'core' ? tag : `${tag}.${part}` });
        }
      }
    },
    resolveId(id) {
      return id.startsWith(PART_PREFIX) ? id : null;
    },
    load(id) {
      if (id.startsWith(PART_PREFIX)) {
        const [tag, part] = id.slice(PART_PREFIX.length).split('/');
        const all = messages.get(tag);
        const picked = Object.fromEntries(Object.entries(all).filter(([key]) => (parts.get(key) ?? 'core') === part));
        return `export default ${JSON.stringify(picked)};`;
      }
      if (!LOADERS.test(id)) return null;
      // The runtime holds the table of the core parts only; each element's entry (and the host page's) holds
      // its own part's table, so no page carries the hashed names of parts it never shows.
      const table = [...messages.keys()].sort().map((tag) => `  ${JSON.stringify(tag)}: ${partImport(tag, 'core')},`);
      return `const core = {\n${table.join('\n')}\n};
const none = Promise.resolve({ default: {} });
export function loadLocalePart(tag, part) {
  return part === 'core' && core[tag] ? core[tag]() : none;
}
`;
    },
    transform(code, id) {
      const part = id.match(ELEMENT_ENTRY)?.[1] ?? (HOST_ENTRY.test(id) ? 'host' : null);
      if (!part || ![...parts.values()].includes(part)) return null;
      const table = [...messages.keys()].sort().map((tag) => `${JSON.stringify(tag)}: ${partImport(tag, part)}`);
      // Registered before the module's own code, so before defineElement upgrades a tag already in the page.
      const register = `import { registerLocalePart as __registerLocalePart } from ${JSON.stringify(I18N)};
__registerLocalePart(${JSON.stringify(part)}, { ${table.join(', ')} });
`;
      return { code: register + code, map: null };
    },
  };
}
