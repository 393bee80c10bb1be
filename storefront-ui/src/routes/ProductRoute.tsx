import { useParams } from 'react-router-dom';
import type { PageData } from '../app/lazy-page';
import { ProductPage, productQuery } from '../features/catalog';

export default function ProductRoute() {
  const { url = '' } = useParams();
  return <ProductPage url={url} />;
}

export const pageData: PageData = ({ params, language }) => [productQuery(language, params.url ?? '')];
