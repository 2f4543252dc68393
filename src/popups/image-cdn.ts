/**
 * Images of server content come from the merchant's image CDNs (SPEC §3, §9): one chosen at random per page,
 * so that players spread over them. A relative path is resolved against it; an absolute https address is
 * kept; anything else (data:, javascript:) gives no image.
 */
import { apiBase } from '../net/lines.js';
import { merchantStatus } from '../platform/merchant-status.js';

let chosen: { list: readonly string[]; cdn: string } | null = null;

function pickCdn(): string {
  const list = merchantStatus.value?.info.imageCDNs ?? [];
  if (chosen?.list !== list) chosen = { list, cdn: list.length ? list[Math.floor(Math.random() * list.length)]! : '' };
  return chosen.cdn;
}

/** The address to load an image of server content from, or '' when it may not load. */
export function imageUrl(path: string): string {
  const trimmed = path.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    try {
      const url = new URL(trimmed, location.href);
      return url.protocol === 'https:' || (url.protocol === 'http:' && url.host === location.host) ? url.href : '';
    } catch {
      return '';
    }
  }
  if (trimmed.startsWith('/')) return new URL(trimmed, apiBase() || location.href).href;
  const cdn = pickCdn().replace(/\/+$/, '');
  const base = new URL(cdn ? `${cdn}/` : './', new URL(apiBase() || '/', location.href));
  return new URL(trimmed, base).href;
}

/** The file name of an image path (the download popups remember which files they showed). */
export function fileName(path: string): string {
  return path.split(/[?#]/)[0]!.split('/').pop() ?? '';
}
