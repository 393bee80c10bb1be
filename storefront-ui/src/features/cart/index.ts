// What other features (and the app) may use of the cart feature.
export { CartProvider } from './components/CartProvider';
export { CartButton } from './components/CartButton';
export { AddToCart } from './components/AddToCart';
export { CartPage } from './components/CartPage';
export { useCart } from './cart-context';
export { CouponBox } from './components/CouponBox';
