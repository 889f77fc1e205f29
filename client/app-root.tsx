import { StrictMode } from 'react';
import { App } from './app';
import { Toaster } from './components/ui/toaster';

/** The whole client as the browser renders it and as the build pre-renders `/`. */
export function AppRoot() {
  return (
    <StrictMode>
      <App />
      <Toaster />
    </StrictMode>
  );
}
