import './ui/styles/shell-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readConfig } from './composition/config';
import { buildServicesContainer } from './composition/services-container';
import { App } from './ui/app/app';
import { routes } from './ui/app/routes';

const container = buildServicesContainer(readConfig(import.meta.env));
// The presentation models load beside the first page, not in the first load: a page that binds one waits for them.
const modelsReady = import('./composition/modules/models.module').then(async ({ modelsModule }) => {
  await container.load(modelsModule);
});
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App container={container} router={router} modelsReady={modelsReady} />
  </StrictMode>,
);
