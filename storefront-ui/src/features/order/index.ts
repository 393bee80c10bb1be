// What other features (and the app) may use of the order feature.
export { OrderResultPage } from './components/OrderResultPage';
export { OrderLines, type ShownLine } from './components/OrderLines';
export { discountsOf, OrderTotals } from './components/OrderTotals';
export { ReceiptDetails } from './components/ReceiptView';
export { orderDate, paymentLabel, statusLabel } from './components/labels';
export type { OrderAddress, OrderAnswer, OrderStatus, PaymentCode } from './api/orders';
