// What other features may use of the menu feature.
export { fetchMenu, type MenuItem } from './api/menu';
export { useMenu } from './api/use-menu';
