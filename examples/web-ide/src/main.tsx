import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-acp-plans/styles.css';
import './ide/ide.css';
import { App } from './App';
import { readAgentLinkSettings } from './link/useAgentLink';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App settings={readAgentLinkSettings(window.location.search)} />
  </StrictMode>,
);
