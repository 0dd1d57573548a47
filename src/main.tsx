import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { config } from './app/config';
import { bindNavigator } from './app/effects';
import { router } from './router';
import { setCurrencySymbol } from './ui/price';

setCurrencySymbol(config.currency);
bindNavigator(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
