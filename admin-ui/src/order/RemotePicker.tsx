import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { InputHelperText, useDataProvider, useInput, useTranslate, type Validator } from 'react-admin';
import type { ShopDataProvider } from '../providers/dataProvider';

interface RemotePickerProps<T extends { id: number }> {
  source: string;
  label: string;
  /** GET /api/admin/<path>?q=: the options matching what was typed. */
  path: string;
  optionLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  optionDisabled?: (option: T) => boolean;
  helperText?: string;
  validate?: Validator | Validator[];
  /** Told of the option picked (null when cleared), e.g. to preselect what follows from it. */
  onPick?: (option: T | null) => void;
}

/** Waits this long after a key before asking the server. */
const TYPING_PAUSE_MS = 250;

/**
 * An autocomplete whose options the server finds from what is typed (a stock, a customer); the
 * field holds the chosen option's id. The chosen option is kept so its label stays on screen.
 */
export function RemotePicker<T extends { id: number }>({
  source,
  label,
  path,
  optionLabel,
  renderOption,
  optionDisabled,
  helperText,
  validate,
  onPick,
}: RemotePickerProps<T>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [chosen, setChosen] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      dataProvider
        .fetch<T[]>(`${path}?q=${encodeURIComponent(typed.trim())}`)
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
  }, [dataProvider, path, typed]);

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete<T>
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen && chosen.id === field.value ? chosen : null}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      getOptionDisabled={optionDisabled}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={
        renderOption
          ? ({ key, ...props }, option) => (
              <li key={key} {...props}>
                {renderOption(option)}
              </li>
            )
          : undefined
      }
      onChange={(_event, option) => {
        setChosen(option);
        field.onChange(option?.id ?? null);
        onPick?.(option);
      }}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
      onBlur={field.onBlur}
      noOptionsText={translate('app.order.create.no_match')}
      loadingText={translate('ra.page.loading')}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={`${translate(label)}${isRequired ? ' *' : ''}`}
          error={!!error}
          helperText={<InputHelperText error={error} helperText={helperText} />}
          margin="dense"
          size="small"
        />
      )}
    />
  );
}
