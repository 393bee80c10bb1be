import { useParams } from 'react-router-dom';
import { CategoryPage } from '../features/catalog/components/CategoryPage';

export default function CategoryRoute() {
  const { url = '' } = useParams();
  return <CategoryPage url={url} />;
}
