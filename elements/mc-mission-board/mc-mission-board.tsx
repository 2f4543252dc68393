import { useSignals } from '@preact/signals-react/runtime';
import { formatDate, formatMoney, formatNumber, language, t } from '../../src/i18n/index.js';
import { loadMissionBoard, type MissionBoard } from './mission.js';
import { isLoggedIn } from '../../src/session/index.js';
import { AsyncView, useAsync } from '../../src/ui/index.js';

export type McMissionBoardProps = Record<string, never>;

export function McMissionBoard(_props: McMissionBoardProps) {
  useSignals();
  const resource = useAsync(loadMissionBoard, [isLoggedIn.value, language.value]);
  return (
    <section className="mission" part="mission" aria-label={t('route_leaderboard')}>
      <AsyncView resource={resource} empty={t('mission_empty')} isEmpty={(board) => board.entries.length === 0}>
        {(board) => <Board board={board} />}
      </AsyncView>
    </section>
  );
}

function Board({ board }: { board: MissionBoard }) {
  const { me, periodStart, periodEnd } = board;
  const hasPrizes = board.entries.some((entry) => entry.prize !== null);
  return (
    <>
      <header className="head" part="header">
        {board.title && <h2 className="head__title">{board.title}</h2>}
        {periodStart !== null && periodEnd !== null && (
          <p className="head__period">{t('rewards_period', { start: formatDate(periodStart), end: formatDate(periodEnd) })}</p>
        )}
        <p className="head__me" part="my-rank">
          {me ? t('mission_my_rank', { rank: formatNumber(me.rank), score: formatNumber(me.score), count: me.score }) : t('mission_not_ranked')}
        </p>
      </header>
      <table className="board" part="board">
        <caption className="mc-visually-hidden">{board.title || t('route_leaderboard')}</caption>
        <thead>
          <tr>
            {/* "#" on screen: the word ("Clasificación", "தரவரிசை") would widen the narrowest column of a 360 px phone. */}
            <th scope="col">
              <span aria-hidden="true">#</span>
              <span className="mc-visually-hidden">{t('mission_rank')}</span>
            </th>
            <th scope="col">{t('mission_player')}</th>
            <th scope="col" className="num">
              {t('mission_score')}
            </th>
            {hasPrizes && (
              <th scope="col" className="num">
                {t('mission_prize')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {board.entries.map((entry) => (
            <tr
              key={`${entry.rank}-${entry.userName}`}
              className={entry.self ? 'self' : undefined}
              part={entry.self ? 'row self' : 'row'}
              aria-current={entry.self ? 'true' : undefined}
            >
              <td>
                <span className={`rank rank--${Math.min(entry.rank, 4)}`}>{formatNumber(entry.rank)}</span>
              </td>
              <th scope="row" className="player">
                <bdi>{entry.userName}</bdi>
                {entry.self && <span className="you">{t('mission_you')}</span>}
              </th>
              <td className="num">{formatNumber(entry.score)}</td>
              {hasPrizes && <td className="num">{entry.prize === null ? '' : formatMoney(entry.prize, board.currency)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
