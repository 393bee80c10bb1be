import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceOptions, ResourceProps } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { HOME_PATH, showRoute } from './paths';

export const GoHome = () => <Navigate to={HOME_PATH} replace />;

/** A screen its module exports by name, loaded in a chunk of its own when first shown (React.lazy takes a default export). */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

interface Screens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/** What a resource folder's index.ts declares: its name, its screens, its icon. */
export interface AdminResource extends Screens {
  name: string;
  icon: ComponentType;
  /** The field (or a function) naming a record in titles and references. */
  recordRepresentation?: ResourceProps['recordRepresentation'];
  options?: ResourceOptions;
}

/**
 * The routes inside a <Resource>: list at its path, create at path/create, edit at path/edit/:id,
 * show at path/show/:id (path/:id for orders, see paths.ts); any other path under it goes to the admin home.
 */
export function resourceRoutes({ list: List, create: Create, edit: Edit, show: Show }: Screens, name = '') {
  return [
    List && <Route key="list" index element={<List />} />,
    Create && <Route key="create" path="create" element={<Create />} />,
    Edit && <Route key="edit" path="edit/:id" element={<Edit />} />,
    Show && <Route key="show" path={showRoute(name)} element={<Show />} />,
    <Route key="other" path="*" element={<GoHome />} />,
  ];
}

/**
 * The props of a resource's <Resource>, spread in App.tsx. The screens go in as the spec's routes
 * (resourceRoutes) rather than as react-admin's list/create/edit/show props, which would add its own
 * routes (path/:id for edit, path/:id/show); hasCreate/hasEdit/hasShow tell react-admin they exist.
 */
export function defineResource({ list, create, edit, show, ...rest }: AdminResource): ResourceProps {
  return { ...rest, hasCreate: !!create, hasEdit: !!edit, hasShow: !!show, children: resourceRoutes({ list, create, edit, show }, rest.name) };
}
