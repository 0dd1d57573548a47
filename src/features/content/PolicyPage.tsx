import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '#rules/texts';
import { policiesQuery } from './queries';
import { RichHtml } from '#src/ui/RichHtml';
import { StaticPage } from './StaticPage';

const pages = {
  terms: { title: texts.pageTitles.termsandconditions, field: 'tern_and_condition' },
  privacy: { title: texts.pageTitles.privacypolicy, field: 'privacy_policy' },
} as const;

/** Terms and Privacy come from one call (product §7); each page shows its own field. */
export function PolicyPage({ kind }: { kind: keyof typeof pages }) {
  const { data: policies } = useSuspenseQuery(policiesQuery());
  const { title, field } = pages[kind];
  return (
    <StaticPage title={title}>
      <RichHtml html={policies?.[field] ?? ''} />
    </StaticPage>
  );
}
