// Markdown of the repository's docs as the site's HTML (marked escapes code). Links between docs files point at
// their pages and links to an element's folder at its page; a link to any other file of the repository, which
// the site does not serve, keeps its text and loses its address. Headings get ids, so sections can be linked to.
import { Marked } from 'marked';
import { escapeHtml } from './pages.mjs';

/** Heading ids from their text. */
export const slug = (text) => text.toLowerCase().replace(/<[^>]+>/g, '').replace(/&[^;]+;/g, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * @param {{ guides: Set<string>, screenshot: (name: string) => boolean }} options `guides`: the names of the
 *   docs/*.md files; `screenshot(name)` says whether docs/screenshots/<name> exists (and is copied to the site).
 */
export function createMarkdown({ guides, screenshot }) {
  const renderer = {
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens);
      return `<h${depth} id="${slug(text)}">${text}</h${depth}>\n`;
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const [path, hash] = href.split('#');
      const guide = path.match(/^(?:\.\/|(?:\.\.\/)?docs\/)?([\w-]+)\.md$/)?.[1];
      const element = path.match(/^(?:\.\.\/)?elements\/(mc-[a-z0-9-]+)(?:\/(?:README\.md)?)?$/)?.[1];
      let target;
      if (/^[a-z]+:/i.test(href) || href.startsWith('#')) target = href;
      else if (guide && guides.has(guide)) target = `${guide}.html${hash ? `#${hash}` : ''}`;
      else if (element) target = `../elements/${element}.html`;
      else return text;
      return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
    },
    image({ href, text }) {
      const name = href.match(/screenshots\/([\w.-]+\.png)$/)?.[1];
      if (!name || !screenshot(name)) return escapeHtml(text);
      return `<img src="../screenshots/${escapeHtml(name)}" alt="${escapeHtml(text)}" loading="lazy" />`;
    },
  };
  return new Marked({ gfm: true, renderer });
}
