import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, regex, required, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits } from '@shop/kernel';
import type { WarehouseChoice } from './catalogData';
import { HistoryTable } from './HistoryTable';
import type { MoveTarget } from './InventoryDialog';
import { repeatedWarehouses, type InventoryValues, type StockValues } from './matrix';
import { MOVES } from './moves';

export const SAME_WAREHOUSE = 'app.stock.same_warehouse';

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');
const skuRule = regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'app.validation.sku');
const wholeNumber: Validator = (value) =>
  value === '' || value === null || value === undefined || (Number.isInteger(Number(value)) && Number(value) >= 0) ? undefined : 'app.validation.whole_number';

/** A special price, when filled, is money and not above the price. */
const specialPrice: Validator = (value, allValues, props) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (!DECIMAL_AMOUNT_PATTERN.test(String(value))) return 'app.validation.money';
  const index = Number(String((props as { source?: string })?.source ?? '').split('.')[1]);
  const price = decimalToMinorUnits((allValues as { stocks?: StockValues[] }).stocks?.[index]?.price);
  const special = decimalToMinorUnits(String(value));
  return price !== null && special !== null && special > price ? 'app.stock.special_above_price' : undefined;
};

/** "Can't use same warehouse_id in one stock": a warehouse chosen twice among a stock's rows. */
const oncePerStock: Validator = (value, allValues, props) => {
  if (value === '' || value === null || value === undefined) return undefined;
  const index = Number(String((props as { source?: string })?.source ?? '').split('.')[1]);
  const rows = (allValues as { stocks?: StockValues[] }).stocks?.[index]?.inventories ?? [];
  return repeatedWarehouses(rows).has(Number(value)) ? SAME_WAREHOUSE : undefined;
};

interface Props {
  index: number;
  label: string;
  warehouses: WarehouseChoice[];
  currencyMark: string;
  /** Moves need a saved product. */
  canMove: boolean;
  onMove: (target: MoveTarget) => void;
}

/**
 * One stock of the matrix: sku, price, special price, visible, and its inventory per warehouse. Saved
 * inventories show quantity, available and status with their moves; new rows take a warehouse and a
 * quantity.
 */
export const StockCard = ({ index, label, warehouses, currencyMark, canMove, onMove }: Props) => {
  const translate = useTranslate();
  const base = `stocks.${index}`;
  const { trigger } = useFormContext();
  const { fields, append, remove } = useFieldArray({ name: `${base}.inventories`, keyName: '_key' });
  const stock = useWatch({ name: base }) as StockValues | undefined;
  const rows: InventoryValues[] = stock?.inventories ?? [];
  const repeated = repeatedWarehouses(rows);
  const [historyOf, setHistoryOf] = useState<(InventoryValues & { id: number }) | null>(null);
  const headingId = `stock-${index}-heading`;
  const moneySlots = {
    input: currencyMark ? { startAdornment: <InputAdornment position="start">{currencyMark}</InputAdornment> } : {},
    htmlInput: { inputMode: 'decimal' as const },
  };
  const revalidate = () => void trigger(`${base}.inventories`);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="stock-card" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {stock?.id ? (
            <Chip size="small" label={translate('app.stock.available_total', { count: stock.all_available_inventories ?? 0 })} />
          ) : (
            <Chip size="small" color="primary" variant="outlined" label={translate('app.stock.new')} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <TextInput source={`${base}.sku`} label="resources.product.fields.stock_sku" validate={[required(), skuRule]} helperText={false} />
          <TextInput source={`${base}.price`} label="resources.product.fields.price" validate={[required(), money]} slotProps={moneySlots} helperText={false} />
          <TextInput
            source={`${base}.special_price`}
            label="resources.product.fields.special_price"
            validate={specialPrice}
            slotProps={moneySlots}
            helperText={false}
          />
          <BooleanInput source={`${base}.visibled`} label="resources.product.fields.stock_visibled" helperText={false} />
        </Box>

        <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {translate('app.stock.inventories')}
        </Typography>
        {repeated.size > 0 && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="same-warehouse">
            {translate(SAME_WAREHOUSE)}
          </Alert>
        )}
        {fields.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {translate('app.stock.no_inventories')}
          </Typography>
        )}
        {fields.map((field, row) => {
          const inventory = rows[row];
          const source = `${base}.inventories.${row}`;
          if (inventory?.id) {
            const saved = inventory as InventoryValues & { id: number };
            const quantity = Number(saved.quantity ?? 0);
            return (
              <Box
                key={field._key}
                data-testid="inventory-row"
                data-warehouse={saved.warehouse_name}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ minWidth: 160, fontWeight: 500 }}>{saved.warehouse_name}</Typography>
                <Typography variant="body2" data-testid="inventory-quantity">
                  {translate('app.stock.quantity_available', { quantity, available: saved.available_inventories ?? quantity })}
                </Typography>
                <Chip
                  size="small"
                  color={saved.status === 'inactive' ? 'default' : 'success'}
                  variant="outlined"
                  label={translate(`app.stock.statuses.${saved.status ?? 'active'}`)}
                />
                <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {canMove &&
                    MOVES.map((move) => (
                      <Button
                        key={move}
                        size="small"
                        variant="outlined"
                        onClick={() => onMove({ move, inventory: saved, stockId: stock!.id!, stockLabel: label })}
                        aria-label={translate('app.inventory.action_label', {
                          move: translate(`app.inventory.moves.${move}`),
                          warehouse: saved.warehouse_name ?? '',
                          stock: label,
                        })}
                      >
                        {translate(`app.inventory.moves.${move}`)}
                      </Button>
                    ))}
                  <Tooltip title={translate('app.inventory.history.open', { warehouse: saved.warehouse_name ?? '' })}>
                    <IconButton
                      size="small"
                      onClick={() => setHistoryOf(saved)}
                      aria-label={translate('app.inventory.history.open_for', { warehouse: saved.warehouse_name ?? '', stock: label })}
                    >
                      <HistoryIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {quantity === 0 ? (
                    <Tooltip title={translate('app.stock.remove_row')}>
                      <IconButton
                        size="small"
                        onClick={() => remove(row)}
                        aria-label={translate('app.stock.remove_row_for', { warehouse: saved.warehouse_name ?? '' })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <Box sx={{ width: 34 }} />
                  )}
                </Box>
              </Box>
            );
          }
          return (
            <Box
              key={field._key}
              data-testid="inventory-new-row"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
                alignItems: 'start',
                columnGap: 2,
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <SelectInput
                source={`${source}.warehouse_id`}
                label="resources.product.fields.warehouse_id"
                choices={warehouses}
                optionText="name"
                validate={[required(), oncePerStock]}
                onChange={revalidate}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
              <NumberInput source={`${source}.quantity`} label="resources.product.fields.quantity" min={0} step={1} validate={[required(), wholeNumber]} />
              <IconButton onClick={() => remove(row)} aria-label={translate('app.stock.remove_row')} sx={{ mt: 1.5 }}>
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ warehouse_id: '', quantity: 0 })} sx={{ mt: 1 }}>
          {translate('app.stock.add_warehouse')}
        </Button>
      </CardContent>
      {historyOf && (
        <Dialog open onClose={() => setHistoryOf(null)} fullWidth maxWidth="lg" aria-labelledby="inventory-history-title">
          <DialogTitle id="inventory-history-title">
            {translate('app.inventory.history.title_for', { warehouse: historyOf.warehouse_name ?? '', stock: label })}
          </DialogTitle>
          <DialogContent>
            <HistoryTable
              path={`inventory/${historyOf.id}/histories`}
              caption={translate('app.inventory.history.title_for', { warehouse: historyOf.warehouse_name ?? '', stock: label })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setHistoryOf(null)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
};
