import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Schema } from '@shop/kernel';
import type { ShopDataProvider } from '../providers/dataProvider';

/** GET /api/admin/user/lookups: lead statuses (in their order), enabled staff and membership tiers, as ids and names. */
export type Lookups = Schema<'CustomerLookups'>;

/**
 * What the customer and lead forms pick from, read once per form. The call is open to any of
 * customer.list, customer.edit, lead.list and lead.edit, so staff who may not list statuses or
 * accounts can still pick them. Undefined while loading; empty lists when the call fails.
 */
export function useLookups(): Lookups | undefined {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [lookups, setLookups] = useState<Lookups>();
  useEffect(() => {
    let live = true;
    dataProvider.fetch<Lookups>('user/lookups').then(
      (answer) => live && setLookups(answer),
      () => live && setLookups({ statuses: [], admins: [], tiers: [] }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return lookups;
}
