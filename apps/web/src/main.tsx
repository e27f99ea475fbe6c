import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBootstrap, textColourOn } from './app/bootstrap';
import './app/styles.css';

const bootstrap = await loadBootstrap();
if (bootstrap.club) {
  document.documentElement.style.setProperty('--club-on-primary', textColourOn(bootstrap.club.theme.primary));
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App bootstrap={bootstrap} />
  </StrictMode>,
);
