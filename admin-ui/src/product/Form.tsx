import {
  AutocompleteArrayInput,
  BooleanInput,
  Labeled,
  ReferenceArrayInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { SHRINKABLE, SHRINKABLE_INPUT } from '../common/layout';
import { FormToolbar } from '../common/Toolbar';
import { decimalToMinorUnits } from '@shop/kernel';
import type { LanguageCode } from '../providers/i18nProvider';
import { HistoryTable } from './HistoryTable';
import { ImagesInput, type GalleryItem } from './ImagesInput';
import { chosenFromStocks, type StockValues } from './matrix';
import { NameInput } from './NameInput';
import { ProductPageContext, useProductPage } from './ProductPage';
import { StocksInput, stocksToForm } from './StocksInput';

const skuRule = regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'app.validation.sku');
const urlRule = regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'app.validation.product_url');

const categoryText = (record: RaRecord) => (record ? (record.parent_name ? `${record.parent_name} › ${record.title}` : record.title) : '');

/** The values a new product starts with: visible, one stock without options. */
const NEW_PRODUCT = {
  visibled: true,
  is_new: false,
  is_featured: false,
  is_hot: false,
  brand_id: null,
  categories: [],
  gallery: [],
  chosen_options: [],
  stocks: [{ sku: '', price: '', special_price: '', visibled: true, option_ids: [], inventories: [] }],
};

/** The record as the form holds it: images as a gallery, prices as money, the ticked option values. */
function toFormValues(record: RaRecord): RaRecord {
  const stocks = stocksToForm(record.stocks ?? []);
  return {
    ...record,
    gallery: ((record.images as { id: number; path: string }[] | undefined) ?? []).map(({ id, path }) => ({ id, path })),
    stocks,
    chosen_options: chosenFromStocks(stocks),
  };
}

const HistoriesTab = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { historyVersion } = useProductPage();
  if (!record?.id) return null;
  return <HistoryTable path={`product/${record.id}/inventories/histories`} version={historyVersion} caption={translate('app.product.tabs.histories')} />;
};

/**
 * One form for create and edit, in tabs: General (texts in the chosen language, sku, url, flags,
 * brand, categories), Images, Stocks (option matrix and inventories), SEO, and on edit Histories.
 */
export const ProductForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const record = useRecordContext();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const [historyVersion, setHistoryVersion] = useState(0);
  const page = useMemo(() => ({ historyVersion, bumpHistory: () => setHistoryVersion((v) => v + 1) }), [historyVersion]);

  return (
    <ProductPageContext.Provider value={page}>
      <TabbedForm
        record={values}
        defaultValues={isCreate ? NEW_PRODUCT : undefined}
        syncWithLocation={false}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" sx={SHRINKABLE} />}
        toolbar={<FormToolbar deletable={!isCreate} />}
      >
        <TabbedForm.Tab label="app.product.tabs.general">
          <NameInput isCreate={isCreate} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
            <TextInput source="sku" validate={[required(), skuRule]} />
            <TextInput source="url" validate={[required(), urlRule]} parse={(v: string) => (v ?? '').toLowerCase()} helperText="app.product.url_help" />
          </Box>
          <Labeled label="app.product.flags" fullWidth>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <BooleanInput source="visibled" helperText={false} />
              <BooleanInput source="is_new" helperText={false} />
              <BooleanInput source="is_featured" helperText={false} />
              <BooleanInput source="is_hot" helperText={false} />
            </Box>
          </Labeled>
          <ReferenceInput source="brand_id" reference="brand" sort={{ field: 'id', order: 'ASC' }} perPage={500}>
            <SelectInput
              optionText="title"
              emptyText="app.product.no_brand"
              emptyValue=""
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          <ReferenceArrayInput source="categories" reference="menu" filter={{ type: 'category' }} sort={{ field: 'order', order: 'ASC' }} perPage={500}>
            <AutocompleteArrayInput
              optionText={categoryText}
              filterToQuery={(q: string) => ({ q })}
              helperText="app.product.categories_help"
              fullWidth
              sx={SHRINKABLE_INPUT}
            />
          </ReferenceArrayInput>
          <TextInput source="description" multiline minRows={6} fullWidth helperText="app.product.description_help" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.product.tabs.images">
          <ImagesInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.product.tabs.stocks">
          <StocksInput isCreate={isCreate} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.product.tabs.seo">
          <TextInput source="meta_title" fullWidth />
          <TextInput source="meta_description" multiline minRows={3} fullWidth />
        </TabbedForm.Tab>
        {!isCreate && (
          <TabbedForm.Tab label="app.product.tabs.histories">
            <HistoriesTab />
          </TabbedForm.Tab>
        )}
      </TabbedForm>
    </ProductPageContext.Provider>
  );
};

const blank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The API body: texts for `language`, prices in cents (a special price only when filled), images kept
 * with their order, new pictures as `new_images` files (the body then goes multipart).
 */
export function productBody(data: Record<string, unknown>, language: LanguageCode): Record<string, unknown> {
  const gallery = (data.gallery as GalleryItem[] | undefined) ?? [];
  const stocks = (data.stocks as StockValues[] | undefined) ?? [];
  const body: Record<string, unknown> = {
    language,
    sku: data.sku,
    url: data.url,
    name: data.name,
    description: data.description ?? '',
    meta_title: data.meta_title ?? '',
    meta_description: data.meta_description ?? '',
    is_new: Boolean(data.is_new),
    is_featured: Boolean(data.is_featured),
    is_hot: Boolean(data.is_hot),
    visibled: Boolean(data.visibled),
    brand_id: blank(data.brand_id) ? null : Number(data.brand_id),
    categories: ((data.categories as unknown[] | undefined) ?? []).map(Number),
    images: gallery.filter((item) => item.id !== undefined).map((item, order) => ({ id: item.id, order })),
    stocks: stocks.map((stock, order) => ({
      ...(stock.id ? { id: stock.id } : {}),
      sku: stock.sku,
      price: decimalToMinorUnits(stock.price),
      ...(blank(stock.special_price) ? {} : { special_price: decimalToMinorUnits(stock.special_price) }),
      visibled: Boolean(stock.visibled),
      order,
      option_ids: stock.option_ids,
      // Saved rows change only through the move dialogs: they go without a quantity, so a form opened
      // before a move cannot put the old number back.
      inventories: stock.inventories.map((row) =>
        row.id ? { id: row.id, warehouse_id: Number(row.warehouse_id) } : { warehouse_id: Number(row.warehouse_id), quantity: Number(row.quantity ?? 0) },
      ),
    })),
  };
  const added = gallery.filter((item) => item.file);
  if (added.length > 0) body.new_images = added.map((item) => ({ rawFile: item.file, src: item.preview, title: item.file!.name }));
  return body;
}
