import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { limits } from '#rules/limits';
import { shellTexts } from '#src/ui/copy';
import { picture } from '#src/ui/picture';
import { texts } from '#rules/texts';
import { classificationsQuery } from '#src/app/queries/categoryQueries';
import { contactDetailsQuery } from '#src/app/queries/contactDetailsQuery';
import { FooterSocial } from './FooterSocial';
import { companyDetailsQuery, metaDataQuery, siteSettingsQuery } from './queries';
import * as css from './Footer.css';

const labels = shellTexts.footer;

/**
 * The category last chosen from the 'shop by' column (product §2: clicking records the
 * selected id and title), kept for the session.
 */
function recordSelectedCategory(category: { id: number; title: string }): void {
  try {
    sessionStorage.setItem('statefront:selected-category', JSON.stringify(category));
  } catch {
    // storage unavailable: nothing reads it back in this storefront
  }
}

export function Footer() {
  const { data: company } = useQuery(companyDetailsQuery());
  const { data: site } = useQuery(siteSettingsQuery());
  const { data: meta } = useQuery(metaDataQuery());
  const { data: classifications = [] } = useQuery(classificationsQuery());
  const { data: contact } = useQuery(contactDetailsQuery());
  const bottomCategories = classifications.slice(0, limits.bottomCategories);
  const logo = company?.site_logo || site?.site_logo;

  return (
    <footer className={css.footer}>
      <div className={css.grid}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={css.heading}>
            {labels.company}
          </h2>
          {logo ? (
            <img
              className={css.logo}
              {...picture(logo, 90)}
              alt={company?.site_name ?? site?.site_name ?? ''}
              width={90}
              height={30}
            />
          ) : null}
          {meta?.desc ? <p className={css.text}>{meta.desc}</p> : null}
        </section>

        <nav aria-labelledby="footer-shop-by">
          <h2 id="footer-shop-by" className={css.heading}>
            {labels.shopBy}
          </h2>
          <ul className={css.list}>
            {bottomCategories.map((c) => (
              <li key={c.int_glcode}>
                <Link
                  to="/shop/$id"
                  params={{ id: c.var_slug }}
                  className={css.link}
                  onClick={() => recordSelectedCategory({ id: c.int_glcode, title: c.var_title })}
                >
                  {c.var_title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={css.heading}>
            {labels.legal}
          </h2>
          <ul className={css.list}>
            <li>
              <Link to="/aboutus" className={css.link}>
                {texts.footerLinks.about}
              </Link>
            </li>
            <li>
              <Link to="/contactus" className={css.link}>
                {texts.footerLinks.contactUs}
              </Link>
            </li>
            <li>
              <Link to="/privacypolicy" className={css.link}>
                {texts.footerLinks.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to="/termsandconditions" className={css.link}>
                {texts.footerLinks.terms}
              </Link>
            </li>
          </ul>
        </nav>

        {/* An emptied shop may not have said these yet: only what it said is shown. */}
        {contact && (contact.address || contact.mobile || contact.email) ? (
          <section aria-labelledby="footer-reach-out">
            <h2 id="footer-reach-out" className={css.heading}>
              {labels.reachOut}
            </h2>
            <address className={css.address}>
              {contact.address ? <span className={css.contactLine}>{contact.address}</span> : null}
              {contact.mobile ? (
                <a className={css.link} href={`tel:${contact.mobile.replace(/\s+/g, '')}`}>
                  {contact.mobile}
                </a>
              ) : null}
              {contact.email ? (
                <a className={css.plainLink} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ) : null}
            </address>
          </section>
        ) : null}

        <FooterSocial />
      </div>
      {company?.footer_copyright ? <p className={css.bottom}>{company.footer_copyright}</p> : null}
    </footer>
  );
}
