import { useParams, useSearchParams } from 'react-router-dom';
import type { PageData } from '../app/lazy-page';
import { SearchPage, SearchPrompt, searchQuery } from '../features/catalog';

/** /search/{keyword}, or /search?keyword= as the header's form sends it without scripts. */
const keywordOf = (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => params.keyword ?? search.get('keyword') ?? '';

export default function SearchRoute() {
  const [search] = useSearchParams();
  const keyword = keywordOf(useParams(), search);
  return keyword.trim() ? <SearchPage keyword={keyword} /> : <SearchPrompt />;
}

export const pageData: PageData = ({ params, search, language }) => {
  const keyword = keywordOf(params, search);
  return keyword.trim() ? [searchQuery(language, keyword, search)] : [];
};
