/** The reward center's data (SPEC §3, §7): promotions only when the merchant has REWCEN3 on, and categories. */
import { asList, asNumber, asText, call, type Endpoint, endpoints, expectList, expectRecord, isApiError } from '../../src/api/index.js';
import { loadStatus, merchantStatus, switchOn } from '../../src/platform/index.js';

const promotionCategories = { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory' } as const satisfies Endpoint;
const claimPromotionEndpoint = { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', auth: 'required', encrypted: true } as const satisfies Endpoint;

export interface PromotionCategory {
  id: string;
  name: string;
}

export type ClaimStatus = 'AVAILABLE' | 'CLAIMED' | 'NONE';

export interface Promotion {
  id: string;
  title: string;
  content: string;
  categoryIds: string[];
  startTime: number | null;
  endTime: number | null;
  bonusAmount: number | null;
  currency: string;
  claimStatus: ClaimStatus;
}

export type RewardCenter =
  | { available: false }
  | { available: true; categories: PromotionCategory[]; promotions: Promotion[] };

function readPromotion(entry: Record<string, unknown>): Promotion | null {
  const id = asText(entry.id);
  const title = asText(entry.title);
  if (!id || !title) return null;
  const status = asText(entry.claimStatus);
  return {
    id,
    title,
    content: asText(entry.content),
    categoryIds: (Array.isArray(entry.promoAnnouncementCategoryIds) ? entry.promoAnnouncementCategoryIds : []).map(asText).filter(Boolean),
    startTime: asNumber(entry.startTime),
    endTime: asNumber(entry.endTime),
    bonusAmount: asNumber(entry.bonusAmount),
    currency: asText(entry.currency),
    claimStatus: status === 'AVAILABLE' || status === 'CLAIMED' ? status : 'NONE',
  };
}

/** Categories that no promotion carries are left out: a tab with nothing behind it helps nobody. */
export async function loadRewardCenter(): Promise<RewardCenter> {
  const status = merchantStatus.value ?? (await loadStatus());
  if (!status || !switchOn('REWCEN3')) return { available: false };
  try {
    const [categories, answer] = await Promise.all([
      call<unknown>(promotionCategories, { alert: false }),
      call<unknown>(endpoints.promotions, { alert: false }),
    ]);
    const promotions = asList(expectRecord(answer).activities).map(readPromotion).filter((entry): entry is Promotion => entry !== null);
    const used = new Set(promotions.flatMap((promotion) => promotion.categoryIds));
    return {
      available: true,
      promotions,
      categories: asList(expectList(categories))
        .map((entry) => ({ id: asText(entry.id), name: asText(entry.name) }))
        .filter((category) => category.id && category.name && used.has(category.id)),
    };
  } catch (error) {
    // The switch changed on the platform since the status was read.
    if (isApiError(error) && error.code === 'feature.disabled') return { available: false };
    throw error;
  }
}

/** A claim's outcome: its state, and what the platform credited (a first-deposit bonus is a share of that deposit). */
export interface Claim {
  claimStatus: ClaimStatus;
  bonusAmount: number | null;
}

export async function claimPromotion(id: string): Promise<Claim> {
  const answer = expectRecord(await call<unknown>(claimPromotionEndpoint, { body: { promotionId: id }, alert: false }));
  return { claimStatus: asText(answer.claimStatus) === 'CLAIMED' ? 'CLAIMED' : 'AVAILABLE', bonusAmount: asNumber(answer.bonusAmount) };
}
