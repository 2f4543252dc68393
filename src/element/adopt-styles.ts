/**
 * Puts CSS into a shadow root as constructed stylesheets. They are shared between all instances, and unlike
 * `<style>` elements they are not blocked by a Content-Security-Policy without 'unsafe-inline'.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, ...css: string[]): void {
  const wanted = css.filter(Boolean).map(sheetFor);
  // An element moved in the DOM mounts again; its sheets must not pile up.
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((sheet) => !wanted.includes(sheet)), ...wanted];
}
