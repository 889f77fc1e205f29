import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

export function Toaster() {
  return <SonnerToaster richColors position="top-right" />;
}
