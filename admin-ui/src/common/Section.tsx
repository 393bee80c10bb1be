import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a show page (an order, a member): a card with an h2, and an action beside the title. */
export const Section = ({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) => (
  <Card component="section" aria-labelledby={id} variant="outlined">
    <CardContent>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

/** Label and value pairs (a description list). */
export const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
