import { useParams, useSearchParams } from 'react-router-dom';
import { SearchPage, SearchPrompt } from '../features/catalog/components/SearchPage';

export default function SearchRoute() {
  const [params] = useSearchParams();
  // /search/{keyword}, or /search?keyword= as the header's form sends it without scripts.
  const keyword = useParams().keyword ?? params.get('keyword') ?? '';
  return keyword.trim() ? <SearchPage keyword={keyword} /> : <SearchPrompt />;
}
