import { useParams } from 'react-router-dom';
import { ProductPage } from '../features/catalog/components/ProductPage';

export default function ProductRoute() {
  const { url = '' } = useParams();
  return <ProductPage url={url} />;
}
