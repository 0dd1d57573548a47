import { useSuspenseQuery } from '@tanstack/react-query';
import { contactDetailsQuery } from '#src/app/queries/contactDetailsQuery';
import { shellTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { IconMail, IconPhone, IconPin } from '#src/ui/icons';
import { ContactForm } from './ContactForm';
import { StaticPage } from './StaticPage';
import * as css from './content.css';

const labels = shellTexts.pages;

/** Contact Us: the store's address, mobile and email, and the contact form. */
export function ContactPage() {
  const { data: contact } = useSuspenseQuery(contactDetailsQuery());
  return (
    <StaticPage title={texts.pageTitles.contactus}>
      <div className={css.contactGrid}>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className={css.sectionTitle}>
            {labels.storeDetails}
          </h2>
          {/* An emptied shop may not have said these yet: only what it said is shown. */}
          {contact && (contact.address || contact.mobile || contact.email) ? (
            <address className={css.details}>
              {contact.address ? (
                <div className={css.detailRow}>
                  <IconPin className={css.detailIcon} />
                  <div>
                    <span className={css.detailLabel}>{labels.address}</span>
                    {contact.address}
                  </div>
                </div>
              ) : null}
              {contact.mobile ? (
                <div className={css.detailRow}>
                  <IconPhone className={css.detailIcon} />
                  <div>
                    <span className={css.detailLabel}>{labels.mobile}</span>
                    <a className={css.detailLink} href={`tel:${contact.mobile.replace(/\s+/g, '')}`}>
                      {contact.mobile}
                    </a>
                  </div>
                </div>
              ) : null}
              {contact.email ? (
                <div className={css.detailRow}>
                  <IconMail className={css.detailIcon} />
                  <div>
                    <span className={css.detailLabel}>{labels.email}</span>
                    <a className={css.detailLink} href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                  </div>
                </div>
              ) : null}
            </address>
          ) : null}
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className={css.sectionTitle}>
            {texts.readyToGetStarted}
          </h2>
          <ContactForm />
        </section>
      </div>
    </StaticPage>
  );
}
