import { Navigate, useSearchParams } from 'react-router-dom';
import { ReceiptView } from './ReceiptView';

/** /order/success and /order/cancel: need ?order_number=, else the shopper goes home (spec §2). */
export function OrderResultPage({ kind }: { kind: 'success' | 'cancel' }) {
  const [search] = useSearchParams();
  const number = search.get('order_number')?.trim().slice(0, 20) ?? '';
  if (!number) return <Navigate to="/" replace />;
  return <ReceiptView key={number} number={number} kind={kind} />;
}
