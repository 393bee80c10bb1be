import { Alert, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LinearProgress, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useContentLanguage } from '../common/ContentLanguage';
import { minorUnitsToDecimal } from '@shop/kernel';
import { useShopSettings } from '../common/shopSettings';
import { useStockAttributes, useWarehouses } from './catalogData';
import { InventoryDialog, type MoveTarget } from './InventoryDialog';
import { buildMatrix, combinationKey, optionLabel, type InventoryValues, type StockValues } from './matrix';
import { stockSku } from './autofill';
import { useProductPage } from './ProductPage';
import { StockCard } from './StockCard';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ServerStock {
  id: number;
  inventories: (InventoryValues & { id: number })[];
  all_available_inventories: number;
  price: number;
}

/**
 * The Stocks tab: tick the values of each stock_option attribute; every combination becomes a stock
 * (kept when it already exists). Each stock takes its sku, prices, visibility and inventory per warehouse.
 */
export const StocksInput = ({ isCreate }: { isCreate: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const settings = useShopSettings();
  const { language } = useContentLanguage();
  const { bumpHistory } = useProductPage();
  const { getValues, setValue } = useFormContext();
  const { attributes, isPending: attributesPending } = useStockAttributes();
  const { warehouses, isPending: warehousesPending } = useWarehouses();
  const { fields, replace } = useFieldArray({ name: 'stocks', keyName: '_key' });
  const chosen = (useWatch({ name: 'chosen_options' }) as number[] | undefined) ?? [];
  const stocks = (useWatch({ name: 'stocks' }) as StockValues[] | undefined) ?? [];
  const [moving, setMoving] = useState<MoveTarget | null>(null);

  const toggle = (optionId: number, on: boolean) => {
    const next = on ? [...new Set([...chosen, optionId])] : chosen.filter((id) => id !== optionId);
    setValue('chosen_options', next, { shouldDirty: true });
    const base = getValues('sku_base') as string | undefined;
    const current = (getValues('stocks') as StockValues[] | undefined) ?? [];
    const generated = (sku: string) => Boolean(base) && new RegExp(`^${escapeRegExp(base!)}-stock\\d+$`).test(sku);
    replace(buildMatrix(attributes, next, current, isCreate && base ? (n) => stockSku(base, n) : undefined, generated));
  };

  /** After a move: the saved inventories as the server now has them; rows not yet saved stay. */
  const reloadInventories = async () => {
    bumpHistory();
    if (!record?.id) return;
    const { data } = await dataProvider.getOne('product', { id: record.id, meta: { language } });
    const fresh = new Map((data.stocks as ServerStock[]).map((s) => [s.id, s]));
    ((getValues('stocks') as StockValues[] | undefined) ?? []).forEach((stock, index) => {
      const server = stock.id ? fresh.get(stock.id) : undefined;
      if (!server) return;
      const unsaved = stock.inventories.filter((row) => !row.id && !server.inventories.some((i) => i.warehouse_id === Number(row.warehouse_id)));
      setValue(`stocks.${index}.inventories`, [...server.inventories, ...unsaved]);
      setValue(`stocks.${index}.all_available_inventories`, server.all_available_inventories);
    });
  };

  if (attributesPending || warehousesPending || !settings) return <LinearProgress />;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('app.stock.options_title')}
      </Typography>
      {attributes.length === 0 && <Typography color="text.secondary">{translate('app.stock.no_attributes')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {attributes.map((attribute) => (
          <Box
            key={attribute.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pb: 1, minWidth: 200 }}
            data-testid="option-attribute"
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {attribute.name}
            </Typography>
            {[...attribute.options]
              .sort((a, b) => a.order - b.order || a.id - b.id)
              .map((option) => (
                <FormControlLabel
                  key={option.id}
                  label={option.value}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${attribute.name}: ${option.value}` } as object }}
                    />
                  }
                />
              ))}
          </Box>
        ))}
      </Box>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('app.stock.matrix_title', { count: fields.length })}
      </Typography>
      {isCreate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.stock.moves_after_save')}
        </Alert>
      )}
      {fields.map((field, index) => {
        const stock = stocks[index];
        const label = stock && stock.option_ids.length > 0 ? optionLabel(attributes, stock.option_ids) : translate('app.stock.no_options');
        return (
          <StockCard
            key={stock ? `${combinationKey(stock.option_ids)}-${field._key}` : field._key}
            index={index}
            label={label}
            warehouses={warehouses}
            currencyMark={settings.currencyMark}
            canMove={!isCreate && Boolean(stock?.id)}
            onMove={setMoving}
          />
        );
      })}
      {moving && <InventoryDialog target={moving} warehouses={warehouses} onClose={() => setMoving(null)} onDone={() => void reloadInventories()} />}
    </Box>
  );
};

/** The form's stocks from the API's: prices as money text. */
export const stocksToForm = (stocks: (Omit<StockValues, 'price' | 'special_price'> & { price: number; special_price: number | null })[]): StockValues[] =>
  stocks.map((stock) => ({
    ...stock,
    price: minorUnitsToDecimal(stock.price),
    special_price: stock.special_price === null || stock.special_price === undefined ? '' : minorUnitsToDecimal(stock.special_price),
  }));
