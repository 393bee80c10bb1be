import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { InputHelperText, useDataProvider, useInput, useTranslate, type Validator } from 'react-admin';
import type { Schema } from '@shop/kernel';
import type { ShopDataProvider } from '../providers/dataProvider';

export type StockOption = Schema<'SupplierStockOption'>;

/** Waits this long after a key before asking the server. */
const TYPING_PAUSE_MS = 250;

export const stockLabel = (s: Pick<StockOption, 'name' | 'sku'>) => [s.name, s.sku].filter(Boolean).join(' · ');

/**
 * A stock picked by product name or SKU (GET /api/admin/supplier/stock?q=); the field holds the stock id.
 * `initial` names the stock a saved row already holds, so an edit screen shows it before anything is typed.
 */
export function StockPicker({ source, initial, validate }: { source: string; initial?: StockOption | null; validate?: Validator | Validator[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<StockOption[]>([]);
  const [chosen, setChosen] = useState<StockOption | null>(initial ?? null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      dataProvider
        .fetch<StockOption[]>(`supplier/stock?q=${encodeURIComponent(typed.trim())}`)
        .then(
          (found) => live && setOptions(found),
          () => live && setOptions([]),
        )
        .finally(() => live && setLoading(false));
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, typed]);

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete<StockOption>
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen && chosen.id === field.value ? chosen : null}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={stockLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => {
        setChosen(option);
        field.onChange(option?.id ?? null);
      }}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
      onBlur={field.onBlur}
      noOptionsText={translate('app.supplier.no_match')}
      loadingText={translate('ra.page.loading')}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={`${translate('app.supplier.stock')}${isRequired ? ' *' : ''}`}
          error={!!error}
          helperText={<InputHelperText error={error} />}
          margin="dense"
          size="small"
        />
      )}
    />
  );
}
