import { useEffect, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useContentLanguage } from '../common/ContentLanguage';
import { SingleImageInput, pickedImage } from '../common/ImageUpload';
import { SHRINKABLE_INPUT } from '../common/layout';
import { FormToolbar } from '../common/Toolbar';
import type { ShopDataProvider } from '../providers/dataProvider';
import type { LanguageCode } from '../providers/i18nProvider';
import { flatten, MENU_TYPES, subtreeIds, type MenuNode } from './tree';

export const TYPE_CHOICES = MENU_TYPES.map((type) => ({ id: type, name: `app.menu_item.types.${type}` }));

/** The possible parents: every item but this one and those under it, indented by depth. */
const ParentInput = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language } = useContentLanguage();
  const record = useRecordContext();
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.fetch<MenuNode[]>('menu/tree', language).then(
      (nodes) => live && setTree(nodes),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, language]);
  const excluded = record?.id ? subtreeIds(tree ?? [], record.id) : new Set<number>();
  const choices = flatten(tree ?? [])
    .filter(({ node }) => !excluded.has(node.id))
    .map(({ node, depth }) => ({ id: node.id, name: `${'\u2014 '.repeat(depth)}${node.title || `#${node.id}`}` }));
  return (
    <SelectInput
      source="parent_id"
      choices={choices}
      isPending={tree === null}
      emptyText="app.menu_item.top_level"
      emptyValue=""
      format={(value: unknown) => (value === null || value === undefined ? '' : value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      helperText="app.menu_item.parent_help"
      fullWidth
    />
  );
};

const productText = (record: RaRecord) => (record ? `${record.name} (${record.sku})` : '');

/**
 * A menu item: where it sits, what it links to, how it shows, and for categories the products in it.
 * Title, short description and meta texts are per language; the rest is kept once.
 */
export const MenuForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm
    toolbar={<FormToolbar deletable={!isCreate} />}
    defaultValues={
      isCreate
        ? { enabled: true, type: 'category', order: 0, open_in_current_tab: true, display_in_mobile: true, display_in_desktop: true, products: [] }
        : undefined
    }
    sx={{ maxWidth: 880 }}
  >
    <ParentInput />
    <BooleanInput source="enabled" />
    <TextInput source="title" validate={required()} fullWidth />
    <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
    <FormDataConsumer>
      {({ formData }) => (
        <TextInput
          source="url"
          validate={required()}
          fullWidth
          helperText={formData.type === 'link' ? 'app.menu_item.url_link_help' : 'app.menu_item.url_help'}
        />
      )}
    </FormDataConsumer>
    <TextInput source="short_description" multiline minRows={2} fullWidth />
    <NumberInput source="order" step={1} helperText="app.menu_item.order_help" />
    <BooleanInput source="open_in_current_tab" />
    <BooleanInput source="display_in_mobile" />
    <BooleanInput source="display_in_desktop" />
    <FormDataConsumer>
      {({ formData }) =>
        formData.type === 'category' && (
          <ReferenceArrayInput source="products" reference="product" sort={{ field: 'name', order: 'ASC' }} perPage={50}>
            <AutocompleteArrayInput
              optionText={productText}
              filterToQuery={(q: string) => ({ q })}
              helperText="app.menu_item.products_help"
              fullWidth
              sx={SHRINKABLE_INPUT}
            />
          </ReferenceArrayInput>
        )
      }
    </FormDataConsumer>
    <SingleImageInput source="image_path" label="resources.menu.fields.image" />
    <TextInput source="meta_title" fullWidth />
    <TextInput source="meta_description" multiline minRows={2} fullWidth />
  </SimpleForm>
);

/** JSON, or multipart when a banner was picked (the `image` file); the top level is sent as ''. */
export const menuBody = (data: Record<string, unknown>, language: LanguageCode) => {
  const body: Record<string, unknown> = {
    language,
    parent_id: data.parent_id === null || data.parent_id === undefined ? '' : data.parent_id,
    enabled: Boolean(data.enabled),
    title: data.title,
    short_description: data.short_description ?? '',
    type: data.type,
    url: data.url,
    meta_title: data.meta_title ?? '',
    meta_description: data.meta_description ?? '',
    order: Number(data.order ?? 0) || 0,
    open_in_current_tab: Boolean(data.open_in_current_tab),
    display_in_mobile: Boolean(data.display_in_mobile),
    display_in_desktop: Boolean(data.display_in_desktop),
    products: data.products ?? [],
  };
  const image = pickedImage(data.image_path);
  if (image) body.image = image;
  return body;
};
