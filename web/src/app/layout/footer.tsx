import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectIsSignedIn } from '../../shared/session/auth.slice';
import { Logo } from '../../shared/ui/logo';
import { useAppSelector } from '../hooks';

const contact = { support: 'support@quizstream.app', privacy: 'privacy@quizstream.app' } as const;

/** The site footer: product, support and legal links, the two contact mailboxes, the copyright line. */
export function Footer() {
  const { t } = useTranslation('common');
  const signedIn = useAppSelector(selectIsSignedIn);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link to="/" className="logo-link" aria-label={t('header.homeLink')}>
            <Logo />
          </Link>
          <p className="muted">{t('footer.tagline')}</p>
        </div>
        <nav className="footer-columns" aria-label={t('footer.label')}>
          <div>
            <h2 className="footer-heading">{t('footer.product')}</h2>
            <ul>
              <li>
                <Link to="/">{t('nav.home')}</Link>
              </li>
              <li>
                <Link to="/pricing">{t('nav.pricing')}</Link>
              </li>
              <li>
                {signedIn ? (
                  <Link to="/dashboard">{t('nav.dashboard')}</Link>
                ) : (
                  <Link to="/signup">{t('nav.signup')}</Link>
                )}
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.support')}</h2>
            <ul>
              <li>
                <Link to="/contact">{t('footer.contactSupport')}</Link>
              </li>
              <li>
                <Link to="/forgot-password">{t('footer.resetPassword')}</Link>
              </li>
              <li>
                <Link to="/educational-privacy">{t('footer.educationalPrivacy')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.legal')}</h2>
            <ul>
              <li>
                <Link to="/terms">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/privacy">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to="/cookies">{t('footer.cookies')}</Link>
              </li>
              <li>
                <Link to="/copyright">{t('footer.copyright')}</Link>
              </li>
            </ul>
          </div>
          <div className="footer-contact">
            <h2 className="footer-heading">{t('footer.contact')}</h2>
            <ul>
              <li>
                <span className="footer-contact-label">{t('footer.supportMailbox')}</span>
                <a href={`mailto:${contact.support}`}>{contact.support}</a>
              </li>
              <li>
                <span className="footer-contact-label">{t('footer.privacyMailbox')}</span>
                <a href={`mailto:${contact.privacy}`}>{contact.privacy}</a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.copyrightLine', { year })}</p>
      </div>
    </footer>
  );
}
