import { useParams } from 'react-router-dom';
import { ArticlePage } from '../features/blog';

export default function BlogArticleRoute() {
  const { url = '' } = useParams();
  return <ArticlePage url={url} />;
}
