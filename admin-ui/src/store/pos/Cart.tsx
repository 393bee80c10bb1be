import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SHRINKABLE, VISUALLY_HIDDEN } from '../../common/layout';
import { optionsText, type CatalogItem, type SaleLineInput } from './api';
import { bySku, quantityOf, search } from './cart';

interface ScanProps {
  items: readonly CatalogItem[];
  lines: readonly SaleLineInput[];
  /** Adds one unit of the stock; false when none is left to add. */
  onAdd: (item: CatalogItem) => boolean;
  money: (minor: number) => string;
}

/**
 * The scan and search box, focused on load: a scanner (a keyboard wedge) types the sku and Enter, and an
 * exact sku adds one unit (again: one more); anything else lists the stocks matching it, to click.
 */
export const ScanBox = ({ items, lines, onAdd, money }: ScanProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const matches = search(items, text);

  const add = (item: CatalogItem) => {
    const added = onAdd(item);
    setNote(
      added
        ? translate('app.pos.scan.added', { name: item.name, quantity: quantityOf(lines, item.stock_id) + 1 })
        : translate('app.pos.scan.none_left', { name: item.name, available: item.available }),
    );
    if (added) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const exact = bySku(items, text);
    if (exact) add(exact);
    else if (text.trim())
      setNote(matches.length ? translate('app.pos.scan.pick', { smart_count: matches.length }) : translate('app.pos.scan.no_match', { text: text.trim() }));
  };

  return (
    <Box>
      <TextField
        autoFocus
        fullWidth
        label={translate('app.pos.scan.label')}
        helperText={translate('app.pos.scan.help')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-controls': 'pos-matches', spellCheck: false } }}
      />
      <Typography role="status" aria-live="polite" variant="body2" sx={{ minHeight: 24, mt: 0.5 }}>
        {note}
      </Typography>
      <List id="pos-matches" dense aria-label={translate('app.pos.scan.matches')} sx={{ py: 0 }}>
        {matches.map((item) => {
          const left = item.available - quantityOf(lines, item.stock_id);
          return (
            <ListItemButton
              key={item.stock_id}
              disabled={left <= 0}
              onClick={() => add(item)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 0.5 }}
            >
              <ListItemText
                primary={[item.name, optionsText(item.options)].filter(Boolean).join(' · ')}
                secondary={translate('app.pos.scan.match_detail', { sku: item.sku, price: money(item.unit_price), available: item.available })}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
};

interface LinesProps {
  items: readonly CatalogItem[];
  lines: readonly SaleLineInput[];
  onQuantity: (item: CatalogItem, quantity: number) => void;
  money: (minor: number) => string;
}

/** The sale's lines: quantity − and + (never past what the store has), remove. */
export const Lines = ({ items, lines, onQuantity, money }: LinesProps) => {
  const translate = useTranslate();
  const caption = translate('app.pos.lines.caption');
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('app.pos.lines.empty')}
      </Typography>
    );
  return (
    <TableContainer role="region" aria-label={caption} tabIndex={0} sx={SHRINKABLE}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.pos.fields.product')}</TableCell>
            <TableCell align="right">{translate('app.pos.fields.unit_price')}</TableCell>
            <TableCell align="center">{translate('app.pos.fields.quantity')}</TableCell>
            <TableCell align="right">{translate('app.pos.fields.line_total')}</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {translate('app.list.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const item = items.find((i) => i.stock_id === line.stock_id);
            if (!item) return null;
            const name = item.name;
            return (
              <TableRow key={line.stock_id}>
                <TableCell>
                  <Typography variant="body2">{[name, optionsText(item.options)].filter(Boolean).join(' · ')}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.sku}
                  </Typography>
                </TableCell>
                <TableCell align="right">{money(item.unit_price)}</TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={translate('app.pos.lines.less', { name })} onClick={() => onQuantity(item, line.quantity - 1)}>
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Box component="span" data-testid={`pos-quantity-${item.sku}`} sx={{ display: 'inline-block', minWidth: 32, textAlign: 'center' }}>
                    {line.quantity}
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={translate('app.pos.lines.more', { name })}
                    disabled={line.quantity >= item.available}
                    onClick={() => onQuantity(item, line.quantity + 1)}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </TableCell>
                <TableCell align="right">{money(item.unit_price * line.quantity)}</TableCell>
                <TableCell>
                  <IconButton size="small" aria-label={translate('app.pos.lines.remove', { name })} onClick={() => onQuantity(item, 0)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
