import 'antd/dist/reset.css';
import './platform/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { i18nReady } from './platform/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A remembered language other than Spanish loads its texts first (a small chunk).
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
