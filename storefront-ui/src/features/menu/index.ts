// What other features and the app may use of the menu feature.
export { fetchMenu, type MenuItem } from './api/menu';
export { useMenu } from './api/use-menu';
export { MainMenu } from './components/MainMenu';
