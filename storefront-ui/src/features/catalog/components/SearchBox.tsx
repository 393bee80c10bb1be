import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';

function keywordOf(pathname: string): string {
  const match = /^\/search\/([^/]+)/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The header's search box: Enter (or the button) opens /search/{keyword}; on a search page it shows that keyword. */
export function SearchBox() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = keywordOf(pathname);
  const [value, setValue] = useState(current);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setValue(current), [current]);
  // Text typed into the server's page before it came alive stays.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setValue(typed);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) {
      input.current?.focus();
      return;
    }
    input.current?.blur(); // closes the phone keyboard
    void navigate(`/search/${encodeURIComponent(keyword)}`);
  };

  return (
    // action/method: before the page is live (or without scripts) the browser submits it to /search?keyword=.
    <form role="search" className="search-box" action="/search" method="get" onSubmit={submit} aria-label={t('header.search')}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className="button search-submit">
        {t('header.searchSubmit')}
      </button>
    </form>
  );
}
