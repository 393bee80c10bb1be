import { useGetList } from 'react-admin';
import type { OptionAttribute } from './matrix';

export interface WarehouseChoice {
  id: number;
  name: string;
  enabled: boolean;
}

const ALL = { page: 1, perPage: 500 };

/** The stock_option attributes with their values, in order (they build the stock matrix). */
export function useStockAttributes() {
  const { data, isPending, error } = useGetList<OptionAttribute & { position: string }>('attribute', {
    pagination: ALL,
    sort: { field: 'order', order: 'ASC' },
    filter: { position: 'stock_option' },
  });
  return { attributes: (data ?? []) as OptionAttribute[], isPending, error };
}

/** Every warehouse (disabled ones make their inventories inactive). */
export function useWarehouses() {
  const { data, isPending, error } = useGetList<WarehouseChoice>('warehouse', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  return { warehouses: data ?? [], isPending, error };
}
