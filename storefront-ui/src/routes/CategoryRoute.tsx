import { useParams } from 'react-router-dom';
import type { PageData } from '../app/lazy-page';
import { CategoryPage, categoryQuery, parseListingParams } from '../features/catalog';

export default function CategoryRoute() {
  const { url = '' } = useParams();
  return <CategoryPage url={url} />;
}

export const pageData: PageData = ({ params, search, language }) => [categoryQuery(language, params.url ?? '', parseListingParams(search))];
