// The console's list of elements to preview alone: each tag with its summary and attributes, read from the
// custom-elements manifest the build writes (so the list always matches the kit that is served).
import { readFile } from 'node:fs/promises';

/**
 * @typedef {object} ConsoleElement
 * @property {string} tag
 * @property {string} summary its first sentence
 * @property {{ name: string, type: string, description: string }[]} attributes
 */

/**
 * @param {string} manifestFile custom-elements.json
 * @returns {Promise<ConsoleElement[]>} empty when the manifest is missing or unreadable (the app is not built)
 */
export async function consoleElements(manifestFile) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    return [];
  }
  const declarations = (manifest.modules ?? []).flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
  return declarations.map((declaration) => ({
    tag: declaration.tagName,
    summary: String(declaration.summary ?? declaration.description ?? '').split(/(?<=\.)\s/)[0],
    attributes: (declaration.attributes ?? []).map((attribute) => ({
      name: attribute.name, type: attribute.type?.text ?? 'string', description: attribute.description ?? '',
    })),
  })).sort((a, b) => a.tag.localeCompare(b.tag));
}
