/** The point market's data: the member's points, the items, and a redemption. */
import { asList, asNumber, asText, call, type Endpoint, expectList, expectRecord } from '../../src/api/index.js';

const mallPoints = { method: 'GET', path: '/wps/relay/MALL_getMemberPoints', auth: 'required' } as const satisfies Endpoint;
const mallItems = { method: 'GET', path: '/wps/relay/MALL_getItems', auth: 'required' } as const satisfies Endpoint;
const mallRedeem = { method: 'POST', path: '/wps/relay/MALL_redeemItem', auth: 'required', encrypted: true } as const satisfies Endpoint;

export interface MallItem {
  id: string;
  kind: string;
  name: string;
  description: string;
  points: number;
  stock: number;
}

export interface Mall {
  points: number;
  items: MallItem[];
}

export interface Redemption {
  orderId: string;
  itemId: string;
  points: number;
  stock: number | null;
}

function readItem(entry: Record<string, unknown>): MallItem | null {
  const id = asText(entry.id);
  const name = asText(entry.name);
  const points = asNumber(entry.points);
  if (!id || !name || points === null || points < 0) return null;
  return { id, kind: asText(entry.kind) || 'gift', name, description: asText(entry.description), points, stock: Math.max(0, asNumber(entry.stock) ?? 0) };
}

export async function loadMall(): Promise<Mall> {
  const [points, items] = await Promise.all([
    call<unknown>(mallPoints, { alert: false }),
    call<unknown>(mallItems, { alert: false }),
  ]);
  return {
    points: Math.max(0, asNumber(expectRecord(points).points) ?? 0),
    items: asList(expectList(items)).map(readItem).filter((item): item is MallItem => item !== null),
  };
}

export async function redeemItem(itemId: string): Promise<Redemption> {
  const value = expectRecord(await call<unknown>(mallRedeem, { body: { itemId }, alert: false }));
  return { orderId: asText(value.orderId), itemId, points: Math.max(0, asNumber(value.points) ?? 0), stock: asNumber(value.stock) };
}
