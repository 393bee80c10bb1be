import { useParams } from 'react-router-dom';
import { BlogCategoryPage } from '../features/blog';

export default function BlogCategoryRoute() {
  const { url = '' } = useParams();
  return <BlogCategoryPage url={url} />;
}
