import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { moveOldSession } from './providers/session';
import './styles.css';

moveOldSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
