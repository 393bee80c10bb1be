import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { Box, Typography } from '@mui/material';
import { Button, LinkBase, useCanAccess, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { Section } from '../common/Section';
import { PointsHistory } from '../member-points/History';
import { memberPath, usePointsFormat, type MemberPoints } from '../member-points/points';

/**
 * The customer's reward points (for staff holding membership or points.adjust): the balance, the
 * history of the member page (remark, type, points added or taken, expiry), and a link to the member
 * page, where points are adjusted.
 */
export const CustomerPoints = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const points = usePointsFormat();
  const { canAccess = false, isPending } = useCanAccess({ resource: 'member', action: 'show' });
  const { data } = useGetOne<Omit<MemberPoints, 'id'> & { id: Identifier }>(
    `user/${encodeURIComponent(id)}`,
    { id: 'points' },
    { enabled: canAccess && id !== '' },
  );
  if (isPending || !canAccess) return null;
  const open = (
    <Button component={LinkBase} to={memberPath(id)} label="app.customer.points_open">
      <LoyaltyIcon />
    </Button>
  );
  return (
    <Section id="customer-points" title={translate('app.customer.sections.points')} action={open}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography color="text.secondary">{translate('resources.member.fields.balance')}</Typography>
        <Typography component="span" variant="h6" data-testid="customer-points-balance">
          {data ? points(data.balance) : '…'}
        </Typography>
      </Box>
      <PointsHistory id={id} />
    </Section>
  );
};
