import { useParams } from 'react-router-dom';
import { StaticPageView } from '../features/content';

export default function PageRoute() {
  const { url = '' } = useParams();
  return <StaticPageView url={url} />;
}
