import { Link } from 'react-router';
import { COMPANY_CONTACT, COMPANY_NAME } from '@/lib/company';
import { paths } from '@/lib/paths';
import { BrandMark } from './brand-link';
import { LABELS } from '@/lib/labels';

const footerLinkClass =
  'inline-flex min-h-11 items-center rounded text-stone-300 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <BrandMark className="size-8" />
            {COMPANY_NAME}
          </p>
          <p className="max-w-xs text-sm leading-relaxed">
            La livraison express dans toute la région du Sud-Comoé&nbsp;: repas, médicaments et courses livrés
            chez vous.
          </p>
        </div>
        <nav aria-label="Liens du pied de page" className="space-y-3">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Découvrir</h2>
          <ul className="text-sm">
            <li>
              <Link to={paths.home} className={footerLinkClass}>
                Accueil
              </Link>
            </li>
            <li>
              <Link to={paths.about} className={footerLinkClass}>
                {LABELS.about}
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={footerLinkClass}>
                Contact
              </Link>
            </li>
            <li>
              <Link to={paths.register()} className={footerLinkClass}>
                {LABELS.createAccount}
              </Link>
            </li>
          </ul>
        </nav>
        <address className="space-y-3 not-italic">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Nous joindre</h2>
          <ul className="text-sm">
            <li>{COMPANY_CONTACT.address}</li>
            <li>
              <a href={COMPANY_CONTACT.phoneHref} className={footerLinkClass}>
                {COMPANY_CONTACT.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${COMPANY_CONTACT.email}`} className={footerLinkClass}>
                {COMPANY_CONTACT.email}
              </a>
            </li>
          </ul>
        </address>
      </div>
      <p className="border-t border-stone-800 px-4 py-4 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} {COMPANY_NAME}. Tous droits réservés.
      </p>
    </footer>
  );
}
