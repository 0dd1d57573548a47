import type { ReactNode } from 'react';
import { catalogTexts } from '#src/ui/copy';
import * as css from './SearchCorrection.css';

/**
 * What was searched when the text typed meant nothing the shop holds: "Showing results for
 * saree", and the link (`children`) that searches exactly what was typed.
 */
export function SearchCorrection({ corrected, children }: { corrected: string; children: ReactNode }) {
  return (
    <p className={css.correction} role="status">
      {catalogTexts.showingResultsFor} <strong className={css.corrected}>{corrected}</strong>.{' '}
      {catalogTexts.searchInsteadFor} {children}
    </p>
  );
}
