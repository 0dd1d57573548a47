import type { ReactNode } from 'react';
import { Button } from '#src/ui/Button';
import { FormStatus } from '#src/ui/FormStatus';
import * as page from './admin-page.css';

/** A screen's data did not come: the reason in words, and a way to ask again. */
export function LoadFailed({ message, retry, children }: { message: string; retry: () => void; children?: ReactNode }) {
  return (
    <div className={page.row}>
      <FormStatus message={message} tone="error" />
      <Button tone="secondary" onClick={retry}>
        Try again
      </Button>
      {children}
    </div>
  );
}
