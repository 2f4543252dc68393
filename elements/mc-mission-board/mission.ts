/** The mission board: ranked entries, the member's own among them. */
import { asList, asNumber, asObject, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';

const missionLeaderboard = { method: 'GET', path: '/wps/relay/MISSION_getLeaderboard', auth: 'required' } as const satisfies Endpoint;

export interface BoardEntry {
  rank: number;
  userName: string;
  score: number;
  prize: number | null;
  self: boolean;
}

export interface MissionBoard {
  title: string;
  periodStart: number | null;
  periodEnd: number | null;
  currency: string;
  entries: BoardEntry[];
  me: BoardEntry | null;
}

function readEntry(entry: Record<string, unknown>): BoardEntry | null {
  const rank = asNumber(entry.rank);
  const score = asNumber(entry.score);
  if (rank === null || rank < 1 || score === null) return null;
  return { rank, userName: asText(entry.userName), score, prize: asNumber(entry.prize), self: entry.self === true };
}

export async function loadMissionBoard(): Promise<MissionBoard> {
  const value = expectRecord(await call<unknown>(missionLeaderboard, { alert: false }));
  const entries = asList(value.entries).map(readEntry).filter((entry): entry is BoardEntry => entry !== null);
  const me = value.me ? readEntry(asObject(value.me)) : null;
  return {
    title: asText(value.title),
    periodStart: asNumber(value.periodStart),
    periodEnd: asNumber(value.periodEnd),
    currency: asText(value.currency),
    entries,
    me: me ? { ...me, self: true } : (entries.find((entry) => entry.self) ?? null),
  };
}
