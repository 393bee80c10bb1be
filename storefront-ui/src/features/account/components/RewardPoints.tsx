import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessages } from '../../../components/form';
import { useI18n, type MessageKey, type Translate } from '../../../i18n';
import { errorMessages } from '../../../lib/api-client';
import { orderDate } from '../../order';
import { POINTS_PER_PAGE, type PointsHistoryRow, type PointsSummary, type PointsType } from '../api/points';
import { usePointsHistory, usePointsSummary } from '../api/use-points';

const TYPE_KEYS: Record<PointsType, MessageKey> = {
  earn: 'points.type.earn',
  redeem: 'points.type.redeem',
  return: 'points.type.return',
  clawback: 'points.type.clawback',
  expire: 'points.type.expire',
  adjust: 'points.type.adjust',
};

/** A history row's kind in the shopper's words (an unknown one as it came). */
const typeLabel = (t: Translate, type: string) => (type in TYPE_KEYS ? t(TYPE_KEYS[type as PointsType]) : type);

/**
 * The day points expire. The shop sets expiry days that end at midnight UTC, so the day is read in UTC:
 * read in Hong Kong, "31 Dec, 23:59:59 UTC" would be the next morning.
 */
const expiryDay = (locale: string, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

function SummaryView({ summary }: { summary: PointsSummary }) {
  const { t, locale } = useI18n();
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <dl className="points-facts">
      <div>
        <dt>{t('points.balance')}</dt>
        <dd className="points-balance" data-testid="points-balance">
          {count(summary.balance)}
        </dd>
        {summary.balance < 0 && <dd className="field-hint">{t('points.negativeHint')}</dd>}
      </div>
      <div>
        <dt>{t('points.tier')}</dt>
        <dd data-testid="points-tier">{summary.tier ? summary.tier.name : t('points.noTier')}</dd>
      </div>
      {summary.tier && (
        <div>
          <dt>{t('points.tierExpires')}</dt>
          <dd data-testid="points-tier-expiry">{summary.membership_expires_at ? orderDate(locale, summary.membership_expires_at) : t('points.tierNoEnd')}</dd>
        </div>
      )}
      <div>
        <dt>{t('points.expiring')}</dt>
        <dd data-testid="points-expiring">
          {summary.expiring.length === 0 ? (
            t('points.noneExpiring')
          ) : (
            <ul className="points-expiring">
              {summary.expiring.map((e) => (
                <li key={e.expiry_date}>{t('points.expiringRow', { points: count(e.points), date: expiryDay(locale, e.expiry_date) })}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

function HistoryRow({ row }: { row: PointsHistoryRow }) {
  const { t, locale } = useI18n();
  const count = (n: number) => n.toLocaleString(locale);
  const change = [row.points > 0 ? `+${count(row.points)}` : '', row.used_points > 0 ? `−${count(row.used_points)}` : ''].filter(Boolean).join(' ');
  return (
    <tr data-testid="points-row">
      <td>{orderDate(locale, row.created_at)}</td>
      <td>{typeLabel(t, row.type)}</td>
      <td className="points-remark">{row.remark}</td>
      <td className={row.used_points > 0 ? 'points-change points-taken' : 'points-change'}>{change || '0'}</td>
      <td>{row.expiry_date ? expiryDay(locale, row.expiry_date) : ''}</td>
      <td>
        {row.order_number && (
          <Link to={`/account/order/${encodeURIComponent(row.order_number)}`} aria-label={t('account.viewOrder', { number: row.order_number })}>
            {row.order_number}
          </Link>
        )}
      </td>
    </tr>
  );
}

function History() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page);
  const list = history.data ?? null;
  const pages = list ? Math.max(1, Math.ceil(list.total / POINTS_PER_PAGE)) : 1;
  return (
    <>
      <h3 id="points-history-heading">{t('points.history')}</h3>
      {history.error && <FormMessages messages={errorMessages(history.error)} />}
      {list === null ? (
        !history.error && <p role="status">{t('app.loading')}</p>
      ) : list.total === 0 ? (
        <p data-testid="points-no-history">{t('points.noHistory')}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="order-table points-table" aria-labelledby="points-history-heading" aria-busy={history.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('points.date')}</th>
                  <th scope="col">{t('points.activity')}</th>
                  <th scope="col">{t('points.remark')}</th>
                  <th scope="col">{t('points.change')}</th>
                  <th scope="col">{t('points.expiry')}</th>
                  <th scope="col">{t('points.order')}</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <HistoryRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="form-actions" aria-label={t('points.pages')}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('catalog.previous')}
              </button>
              <span aria-live="polite">{t('points.page', { page, pages })}</span>
              <button type="button" className="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('catalog.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}

/** The account's "Reward points" section: balance, tier and its end, points about to expire, and the history, 20 a page. */
export function RewardPoints() {
  const { t, language } = useI18n();
  const summary = usePointsSummary(language);
  return (
    <section className="account-section account-section-wide" aria-labelledby="points-heading" data-testid="account-points">
      <div className="section-head">
        <h2 id="points-heading">{t('points.title')}</h2>
      </div>
      {summary.error && <FormMessages messages={errorMessages(summary.error)} />}
      {summary.data ? <SummaryView summary={summary.data} /> : !summary.error && <p role="status">{t('app.loading')}</p>}
      <History />
    </section>
  );
}
