import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ToastProvider } from './toast';
import { DialogProvider } from './dialog';

/**
 * What every page expects around it: the interface's language, the query client, toasts and dialogs (the
 * app's and the tests').
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
