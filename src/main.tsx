import './ui/styles/shell-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { readConfig } from './composition/config';
import { buildContainer } from './composition/container';
import { App } from './ui/app/app';
import { routes } from './ui/app/routes';

const container = buildContainer(readConfig(import.meta.env));
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App container={container} router={router} />
  </StrictMode>,
);
