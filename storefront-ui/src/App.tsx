import { useEffect, useState } from 'react';

interface Language {
  code: string;
  name: Record<string, string>;
}

/** The storefront frame for the foundation: the shop's name and languages from POST /api/configs. */
export function App() {
  const [name, setName] = useState('');
  const [languages, setLanguages] = useState<Language[]>([]);

  useEffect(() => {
    fetch('/api/configs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ columns: ['name', 'languages'] }) })
      .then((res) => res.json())
      .then((body: { name?: string; languages?: Language[] }) => {
        setName(body.name ?? '');
        setLanguages(body.languages ?? []);
        if (body.name) document.title = body.name;
      })
      .catch(() => undefined);
  }, []);

  return (
    <>
      <header className="header">
        <a className="brand" href="/">
          {name || 'Shop'}
        </a>
      </header>
      <main className="page">
        <h1>Welcome to {name || 'our shop'}</h1>
        <p>The catalogue opens soon.</p>
        {languages.length > 0 && (
          <p>
            Languages: {languages.map((l) => l.name[l.code]).join(' · ')}
          </p>
        )}
      </main>
      <footer className="footer">
        <p>© {new Date().getFullYear()} {name || 'Shop'}</p>
      </footer>
    </>
  );
}
