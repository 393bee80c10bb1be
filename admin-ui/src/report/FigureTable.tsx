import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface FigureColumn<R> {
  /** i18n key of the header. */
  label: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** A titled table of a report's rows (the figures as the server answered them). */
export function FigureTable<R>({ title, columns, rows, footer }: { title: string; columns: FigureColumn<R>[]; rows: R[]; footer?: R }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.report.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {translate(c.label)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {footer && (
                <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                  {columns.map((c, i) => (
                    <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                      {i === 0 ? translate('app.report.total') : c.cell(footer)}
                    </TableCell>
                  ))}
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
