import { useId, useState } from 'react';
import { useI18n, useServerMessage } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import { usePointsSummary, type PointsSummary } from '../../account';
import type { OrderPreview } from '../api/checkout';

/** The points typed in the box: 0 when empty, null when it is not a whole number of 0 or more. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * A member's reward points at checkout: their summary (asked for again on each checkout) and what
 * they typed. `summary` is null when there is nothing to spend: a guest, no points, or a shop where
 * points cannot be spent. What is typed past the balance counts as the balance (`asked`); what the
 * points take off an order is the server's word (the order preview).
 */
export function useRewardPoints(member: boolean) {
  const { language } = useI18n();
  const query = usePointsSummary(language, member);
  const [text, setText] = useState('');
  const data = query.data;
  const summary = member && data && data.balance > 0 && data.redeem.points_per_unit > 0 ? data : null;
  const typed = parsePoints(text);
  return {
    summary,
    text,
    setText,
    typed,
    /** The points the order is asked to use. */
    asked: summary && typed !== null ? Math.min(typed, summary.balance) : 0,
    refresh: () => void query.refetch(),
  };
}

type RewardPoints = ReturnType<typeof useRewardPoints>;

/**
 * The review's "Use reward points" box: how many points to spend (0 to the balance), a button for
 * the most the order allows, what points are worth and the share of the order they may pay. The
 * totals below show what they take off; `quote` is the preview's word on them. No <form> of its
 * own: it sits inside the checkout's form.
 */
export function PointsBox({
  points,
  quote,
  money,
  errors,
  onEdit,
}: {
  points: RewardPoints & { summary: PointsSummary };
  quote: OrderPreview['points'];
  money: (minor: number) => string;
  errors?: ShownMessage[];
  onEdit: () => void;
}) {
  const { t, locale } = useI18n();
  const shown = useServerMessage();
  const inputId = useId();
  const { summary, text, typed } = points;
  const most = quote?.most ?? 0;
  const count = (n: number) => n.toLocaleString(locale);
  const problems: ShownMessage[] = [
    ...(typed === null ? [t('checkout.points.whole')] : typed > summary.balance ? [t('checkout.points.tooMany', { points: count(summary.balance) })] : []),
    ...(errors ?? []),
  ];
  // Fewer points used than asked: the order allows no more (problems aside, which say what to type).
  const used = quote && quote.asked === points.asked ? quote.used : 0;
  const partly = problems.length === 0 && used > 0 && used < points.asked;
  const change = (value: string) => {
    points.setText(value);
    onEdit();
  };
  // Leaving the field keeps what counts: past the balance, the balance; not a whole number, nothing.
  const settle = () => {
    if (typed === null) change('');
    else if (typed > summary.balance) change(String(summary.balance));
  };
  return (
    <div className="checkout-points" role="group" aria-labelledby={`${inputId}-heading`} data-testid="checkout-points">
      <h3 id={`${inputId}-heading`}>{t('checkout.points.heading')}</h3>
      <div className="field-hint checkout-points-hint" id={`${inputId}-hint`}>
        <p data-testid="points-have">{t('checkout.points.have', { points: count(summary.balance) })}</p>
        <p data-testid="points-rule">
          {t('checkout.points.rule', { points: count(summary.redeem.points_per_unit), amount: money(100), percent: summary.redeem.max_percent })}
        </p>
      </div>
      <label htmlFor={inputId}>{t('checkout.points.label')}</label>
      <div className="checkout-points-row">
        <input
          id={inputId}
          name="points"
          type="number"
          inputMode="numeric"
          min={0}
          max={summary.balance}
          step={1}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={settle}
          onKeyDown={(event) => {
            // Enter here would place the order: the totals already follow what is typed.
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={[`${inputId}-hint`, problems.length > 0 ? `${inputId}-error` : '', partly ? `${inputId}-partly` : ''].filter(Boolean).join(' ')}
          data-testid="points-input"
        />
        {most > 0 && (
          <button type="button" className="button" onClick={() => change(String(most))} data-testid="points-most">
            {t('checkout.points.useMost', { points: count(most) })}
          </button>
        )}
      </div>
      {problems.length > 0 && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {problems.map(shown).join(' ')}
        </p>
      )}
      {partly && (
        <p className="field-hint" id={`${inputId}-partly`} role="status">
          {t('checkout.points.partly', { points: count(used) })}
        </p>
      )}
    </div>
  );
}
