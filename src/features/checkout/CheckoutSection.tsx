import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { IconChevronDown } from '#src/ui/icons';
import * as css from './checkout.css';

/** One of the sections that open and close independently (product §2). */
export function CheckoutSection({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className={css.section}>
      <Accordion.Header asChild>
        <h2 className={css.sectionHeading}>
          <Accordion.Trigger className={css.trigger}>
            {title}
            <IconChevronDown className={css.chevron} />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className={css.panel}>{children}</Accordion.Content>
    </Accordion.Item>
  );
}
