import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createTrpcClient, trpc } from './trpc';

const client = createTrpcClient();

/** tRPC's hooks over the app's one QueryClient (providers.tsx); nesting it is harmless. */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}

export function withTrpc(Page: ComponentType): ComponentType {
  return function PageWithTrpc() {
    return (
      <TrpcProvider>
        <Page />
      </TrpcProvider>
    );
  };
}
