import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useCanAccess, useGetOne, useRequireAccess, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useNotFoundRedirect } from '../common/mutationFeedback';
import { Facts, Section } from '../common/Section';
import { useMoney } from '../common/useMoney';
import { AdjustPoints } from './AdjustPoints';
import { PointsHistory } from './History';
import { datePart, fullName, usePointsFormat, type MemberPoints } from './points';

/** Name, email, tier and its expiry, balance, points expiring within 60 days, and what points pay at checkout. */
const Summary = ({ member }: { member: Omit<MemberPoints, 'id'> }) => {
  const translate = useTranslate();
  const points = usePointsFormat();
  const money = useMoney();
  const { tier, redeem, expiring } = member;
  const rows: [string, ReactNode][] = [
    [translate('resources.member.fields.name'), fullName(member)],
    [
      translate('resources.member.fields.email'),
      <Link key="email" href={`mailto:${member.email}`}>
        {member.email}
      </Link>,
    ],
    [translate('resources.member.fields.tier_name'), tier ? tier.name : translate('app.member.no_tier')],
  ];
  if (tier)
    rows.push([
      translate('resources.member.fields.membership_expires_at'),
      member.membership_expires_at ? datePart(member.membership_expires_at) : translate('app.member.tier_never'),
    ]);
  rows.push(
    [
      translate('resources.member.fields.balance'),
      <Typography key="balance" component="span" variant="h6" data-testid="points-balance">
        {points(member.balance)}
      </Typography>,
    ],
    [
      translate('app.member.expiring'),
      expiring.length === 0 ? (
        translate('app.member.expiring_none')
      ) : (
        <Box key="expiring" component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="points-expiring">
          {expiring.map((lot) => (
            <li key={lot.expiry_date}>{translate('app.member.expiring_item', { points: points(lot.points), date: datePart(lot.expiry_date) })}</li>
          ))}
        </Box>
      ),
    ],
    [
      translate('app.member.redeem'),
      redeem.points_per_unit > 0
        ? translate('app.member.redeem_rule', { points: points(redeem.points_per_unit), amount: money(100), percent: redeem.max_percent })
        : translate('app.member.redeem_off'),
    ],
  );
  return (
    <Section id="member-summary" title={translate('app.member.sections.summary')}>
      <Facts rows={rows} />
    </Section>
  );
};

/**
 * /admin/membership/member/{id}: the member's points (permission membership or points.adjust), the
 * history a page at a time, and with points.adjust a form that adds or takes points. A customer that
 * does not exist: "ID not exists", then the members list.
 */
export const MemberPointsShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { isPending: checking } = useRequireAccess({ resource: 'member', action: 'show' });
  const { canAccess: canAdjust = false } = useCanAccess({ resource: 'member', action: 'edit' });
  const notFound = useNotFoundRedirect('membership/member', 'list');
  // GET /api/admin/user/{id}/points, through getOne of the resource user/{id} and the id "points".
  const { data: member } = useGetOne<Omit<MemberPoints, 'id'> & { id: Identifier }>(
    `user/${encodeURIComponent(id)}`,
    { id: 'points' },
    { enabled: !checking && id !== '', onError: notFound },
  );
  if (checking || !member) return <Loading />;
  const name = fullName(member) || member.email;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={<span>{translate('app.member.title', { name })}</span>} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: canAdjust ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Summary member={member} />
        {canAdjust && (
          <Section id="member-adjust" title={translate('app.member.sections.adjust')}>
            <AdjustPoints id={id} />
          </Section>
        )}
      </Box>
      <Section id="member-history" title={translate('app.member.sections.history')}>
        <PointsHistory id={id} />
      </Section>
    </Box>
  );
};
