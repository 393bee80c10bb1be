import { useParams } from 'react-router-dom';
import { SearchPage, SearchPrompt } from '../features/catalog/components/SearchPage';

export default function SearchRoute() {
  const { keyword = '' } = useParams();
  return keyword.trim() ? <SearchPage keyword={keyword} /> : <SearchPrompt />;
}
