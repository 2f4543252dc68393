/**
 * The platform's vendor mapping (SPEC §4), as pure functions: which category a vendor's game type belongs to,
 * the name a vendor is shown under, and the order of categories.
 *
 * - RNG and PVP are merged into TCG.
 * - For the TLB product, BTI and every vendor whose account type starts with TCG are shown as 123BET.
 * - Category ordinals start at 100 and step by 100, in the order the platform lists the categories.
 *   ELOTT also gives ELOTTO the same ordinal and SEA_LOTT ELOTT's ordinal + 5; LOTT gives VIETNAM_LOTTO
 *   LOTT's ordinal + 1. These aliases take no step of their own while their source is listed.
 */

/** Game types the platform lists apart that players see as one category. */
export const MERGED_INTO_TCG: readonly string[] = ['RNG', 'PVP'];

export const TLB_PRODUCT = 'TLB';
export const TLB_VENDOR_NAME = '123BET';
export const ORDINAL_START = 100;
export const ORDINAL_STEP = 100;

/** Categories whose ordinal follows another's: alias → [source, offset]. */
export const ORDINAL_ALIASES: Readonly<Record<string, readonly [string, number]>> = {
  ELOTTO: ['ELOTT', 0],
  SEA_LOTT: ['ELOTT', 5],
  VIETNAM_LOTTO: ['LOTT', 1],
};

/** The category a game type is shown in. */
export function categoryOf(gameType: string): string {
  const code = gameType.trim().toUpperCase();
  return MERGED_INTO_TCG.includes(code) ? 'TCG' : code;
}

/** The name a vendor is shown under, for the merchant's product. */
export function vendorDisplayName(vendor: { accountTypeName: string; displayName: string }, product: string): string {
  const account = vendor.accountTypeName.trim().toUpperCase();
  if (product.trim().toUpperCase() === TLB_PRODUCT && (account === 'BTI' || account.startsWith('TCG'))) return TLB_VENDOR_NAME;
  return vendor.displayName || vendor.accountTypeName;
}

/**
 * Ordinals of the categories, listed in the platform's order (already merged with {@link categoryOf}).
 * Unknown categories asked of the result have no ordinal and sort last (see {@link compareCategories}).
 */
export function categoryOrdinals(categories: readonly string[]): Record<string, number> {
  const listed = [...new Set(categories.map(categoryOf))];
  const ordinals: Record<string, number> = {};
  let next = ORDINAL_START;
  for (const code of listed) {
    const alias = ORDINAL_ALIASES[code];
    if (alias && listed.includes(alias[0])) continue;
    ordinals[code] = next;
    next += ORDINAL_STEP;
  }
  for (const [alias, [source, offset]] of Object.entries(ORDINAL_ALIASES)) {
    const base = ordinals[source];
    if (base !== undefined && listed.includes(source)) ordinals[alias] = base + offset;
  }
  return ordinals;
}

/** Sorts categories by ordinal; categories without one keep their order after the rest. */
export function compareCategories(ordinals: Record<string, number>) {
  return (a: string, b: string) => (ordinals[categoryOf(a)] ?? Infinity) - (ordinals[categoryOf(b)] ?? Infinity);
}

export interface VendorInput {
  accountTypeName: string;
  displayName: string;
  gameType: string;
  gameCount?: number;
}

export interface VendorCategory {
  code: string;
  ordinal: number;
  vendors: { accountTypeName: string; name: string; gameCount: number }[];
  gameCount: number;
}

/** The platform's vendor list as categories, merged, named and ordered. */
export function mapVendors(vendors: readonly VendorInput[], product: string): VendorCategory[] {
  const ordinals = categoryOrdinals(vendors.map((vendor) => vendor.gameType));
  const byCategory = new Map<string, VendorCategory>();
  for (const vendor of vendors) {
    const code = categoryOf(vendor.gameType);
    let category = byCategory.get(code);
    if (!category) {
      category = { code, ordinal: ordinals[code] ?? Number.MAX_SAFE_INTEGER, vendors: [], gameCount: 0 };
      byCategory.set(code, category);
    }
    const gameCount = Math.max(0, Math.floor(Number(vendor.gameCount) || 0));
    const name = vendorDisplayName(vendor, product);
    // The TLB rule can give two vendors one name: players see it once, with both vendors' games.
    const same = category.vendors.find((entry) => entry.name === name);
    if (same) same.gameCount += gameCount;
    else category.vendors.push({ accountTypeName: vendor.accountTypeName, name, gameCount });
    category.gameCount += gameCount;
  }
  return [...byCategory.values()].sort((a, b) => a.ordinal - b.ordinal);
}
