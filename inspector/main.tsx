import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles.css';

// The inspector: a development page (vite dev serves it at /inspector/; production builds leave it out).
const root = document.getElementById('inspector');
if (!root) throw new Error('The inspector page has no #inspector element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
