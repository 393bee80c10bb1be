import type { DataProvider, GetManyParams, RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';
import { textOf } from '../common/values';

export const API_URL = '/api/admin';

/** Values an ImageInput/FileInput holds: a new file to send, or the stored path. */
interface PickedFile {
  rawFile?: File;
  src?: string;
}

const isPicked = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && 'rawFile' in value && (value as PickedFile).rawFile instanceof File;

/** A list of picked files (e.g. a product's new_images), sent as one part per file under the same name. */
const isPickedList = (value: unknown): value is PickedFile[] => Array.isArray(value) && value.length > 0 && value.every(isPicked);

/** A multipart body: files as parts, lists and objects as JSON strings, the rest as text. */
export function toFormData(data: Record<string, unknown>): FormData | null {
  if (!Object.values(data).some((value) => isPicked(value) || isPickedList(value))) return null;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (isPicked(value)) form.append(key, value.rawFile as File);
    else if (isPickedList(value)) value.forEach((file) => form.append(key, file.rawFile as File));
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, textOf(value));
  }
  return form;
}

const base = simpleRestProvider(API_URL, httpClient);

/**
 * Screens whose path (the react-admin resource) is not the API's name: the customers of
 * /admin/customer are /api/admin/user, the lead statuses of /admin/lead/status are /api/admin/status,
 * funnels and contacts (/admin/lead/funnel, /admin/lead/contact) are /api/admin/funnel and contact.
 */
const API_NAMES: Readonly<Record<string, string>> = { customer: 'user', 'lead/status': 'status', 'lead/funnel': 'funnel', 'lead/contact': 'contact' };
const apiName = (resource: string) => API_NAMES[resource] ?? resource;

/** The most records one admin list call returns (MAX_PAGE in server/src/common/list-query.ts). */
const MAX_PAGE = 500;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface ShopDataProvider extends DataProvider {
  /** GET /api/admin/<path> for calls outside the resource contract, e.g. role/permission. */
  fetch: <T>(path: string, language?: string) => Promise<T>;
  /** POST /api/admin/<path> with a JSON body, e.g. inventory/plus. */
  send: <T>(path: string, body: unknown) => Promise<T>;
}

/**
 * ra-data-simple-rest on the admin API. `meta.language` overrides the interface language (per-language
 * content); creates and updates carrying picked files go multipart (updates as POST +
 * X-HTTP-Method-Override: PUT).
 */
const provider: ShopDataProvider = {
  ...base,
  // simple-rest's list call, plus `meta.exact`: false when the server estimated the total
  // (X-Total-Exact, a list past 10,000 matching rows), which the pagination shows as "about N".
  getList: async (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    const range = [(page - 1) * perPage, page * perPage - 1];
    const query = new URLSearchParams({ sort: JSON.stringify([field, order]), range: JSON.stringify(range), filter: JSON.stringify(params.filter ?? {}) });
    const { headers, json } = await httpClient(`${API_URL}/${resource}?${query}`, { signal: params.signal });
    const total = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
    return { data: json, total: Number.isFinite(total) ? total : json.length, meta: { exact: headers.get('x-total-exact') !== 'false' } };
  },
  getOne: async (resource, params) => {
    const language = params.meta?.language as string | undefined;
    const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(String(params.id))}`, { language });
    return { data: { ...json, id: json.id ?? params.id } };
  },
  // Every admin list takes filter={"id":[...]}: one GET per page of ids (the server's page cap), the
  // range wide enough for all of them; records come back in the order of the ids asked for.
  getMany: async <RecordType extends RaRecord>(resource: string, params: GetManyParams<RecordType>) => {
    const language = params.meta?.language as string | undefined;
    const pages = await Promise.all(
      chunks(params.ids, MAX_PAGE).map(async (ids) => {
        const query = new URLSearchParams({ filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) });
        const { json } = await httpClient(`${API_URL}/${resource}?${query}`, { language, signal: params.signal });
        return json as RecordType[];
      }),
    );
    const byId = new Map(pages.flat().map((record) => [String(record.id), record]));
    return { data: params.ids.flatMap((id) => byId.get(String(id)) ?? []) };
  },
  // Creates carrying picked files go multipart (a brand image, a product's new_images).
  create: async (resource, params) => {
    const language = params.meta?.language as string | undefined;
    const form = toFormData(params.data as Record<string, unknown>);
    const { json } = await httpClient(`${API_URL}/${resource}`, { method: 'POST', body: form ?? JSON.stringify(params.data), language });
    return { data: json };
  },
  update: async (resource, params) => {
    const language = params.meta?.language as string | undefined;
    const url = `${API_URL}/${resource}/${encodeURIComponent(String(params.id))}`;
    const form = toFormData(params.data as Record<string, unknown>);
    const { json } = await httpClient(url, { method: 'PUT', body: form ?? JSON.stringify(params.data), language });
    return { data: { ...json, id: json.id ?? params.id } as never };
  },
  fetch: async <T>(path: string, language?: string) => (await httpClient(`${API_URL}/${path}`, { language })).json as T,
  send: async <T>(path: string, body: unknown) => (await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
};

/** The resource methods (getList, getOne, create, update, delete, ...) of a provider, on the API's names. */
function onApiNames(inner: ShopDataProvider): ShopDataProvider {
  const mapped = Object.fromEntries(
    Object.entries(inner).map(([method, fn]) =>
      method === 'fetch' || method === 'send' || typeof fn !== 'function'
        ? [method, fn]
        : [method, (resource: string, ...rest: unknown[]) => (fn as (...args: unknown[]) => unknown)(apiName(resource), ...rest)],
    ),
  );
  return mapped as unknown as ShopDataProvider;
}

export const dataProvider: ShopDataProvider = onApiNames(provider);
