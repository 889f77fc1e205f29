import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// `/` arrives pre-rendered (client/prerender-landing.tsx): its HTML shows before any script runs,
// and stays until the landing chunk has loaded and taken it over.
if (container.hasChildNodes()) hydrateRoot(container, <AppRoot />);
else createRoot(container).render(<AppRoot />);
