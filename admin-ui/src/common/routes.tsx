import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { HOME_PATH } from './paths';

export const GoHome = () => <Navigate to={HOME_PATH} replace />;

interface Screens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/**
 * The routes inside a <Resource>: list at its path, create at path/create, edit at path/edit/:id,
 * show at path/show/:id; any other path under it goes to the admin home.
 */
export function resourceRoutes({ list: List, create: Create, edit: Edit, show: Show }: Screens) {
  return [
    List && <Route key="list" index element={<List />} />,
    Create && <Route key="create" path="create" element={<Create />} />,
    Edit && <Route key="edit" path="edit/:id" element={<Edit />} />,
    Show && <Route key="show" path="show/:id" element={<Show />} />,
    <Route key="other" path="*" element={<GoHome />} />,
  ];
}
