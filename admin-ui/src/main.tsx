import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { moveOldSession } from './providers/session';
import './styles.css';

// A session kept by an older version becomes the HttpOnly one before the app asks who is signed in.
void moveOldSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
