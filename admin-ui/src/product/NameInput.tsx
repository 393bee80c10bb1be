import { useRef, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { required, TextInput } from 'react-admin';
import { useContentLanguage } from '../common/ContentLanguage';
import { autofill, timeSuffix } from './autofill';
import type { StockValues } from './matrix';

/**
 * The product name. On the create page, typed in the main language, it fills an empty sku and url
 * (and each empty stock sku) from the transliterated name; see autofill.ts.
 */
export const NameInput = ({ isCreate }: { isCreate: boolean }) => {
  const { language, mainLanguage } = useContentLanguage();
  const { getValues, setValue } = useFormContext();
  const suffix = useRef(timeSuffix());
  const previous = useRef<string | undefined>(undefined);

  const fill = (event: ChangeEvent<HTMLInputElement>) => {
    const stocks = (getValues('stocks') as StockValues[] | undefined) ?? [];
    const result = autofill({
      name: event.target.value ?? '',
      sku: getValues('sku'),
      url: getValues('url'),
      stockSkus: stocks.map((s) => s.sku),
      isCreate,
      isMainLanguage: language === mainLanguage,
      suffix: suffix.current,
      previousBase: previous.current,
    });
    const options = { shouldDirty: true, shouldValidate: false };
    if (result.sku !== undefined) setValue('sku', result.sku, options);
    if (result.url !== undefined) setValue('url', result.url, options);
    result.stockSkus.forEach((sku, index) => sku !== undefined && setValue(`stocks.${index}.sku`, sku, options));
    previous.current = result.base;
    setValue('sku_base', result.base ?? '');
  };

  return (
    <TextInput
      source="name"
      validate={required()}
      fullWidth
      onChange={fill}
      helperText={isCreate && language === mainLanguage ? 'app.product.name_autofill_help' : false}
    />
  );
};
