import { CloseIcon, MenuIcon } from '@/components/icons/shell-icons';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { BrandLink } from './brand-link';
import type { HeaderLink } from './header-links';
import { LABELS } from '@/lib/labels';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-orange-50 hover:text-orange-800'
  }`;

type HeaderFrameProps = {
  links: HeaderLink[];
  /** Buttons at the right end of the bar, on every screen size. */
  actions: ReactNode;
  /** Extra entries at the end of the mobile menu. */
  menuExtra?: (closeMenu: () => void) => ReactNode;
};

/** The bar both headers share: brand, navigation, and the menu that replaces it on phones. */
export function HeaderFrame({ links, actions, menuExtra }: HeaderFrameProps) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on navigation without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const closeMenu = () => setMenuOpenAt(null);

  const navLinks = (onNavigate?: () => void) =>
    links.map((link) => (
      <NavLink
        key={link.to}
        to={link.to}
        end={link.end ?? false}
        className={navLinkClass}
        onClick={onNavigate}
      >
        {link.label}
      </NavLink>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <BrandLink />
        <nav aria-label="Navigation principale" className="hidden items-center gap-1 md:flex">
          {navLinks()}
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          {actions}
          <button
            type="button"
            className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} md:hidden`}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'menu-mobile' : undefined}
            aria-label={menuOpen ? LABELS.closeMenu : LABELS.openMenu}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="menu-mobile"
          aria-label="Menu mobile"
          className="flex flex-col gap-1 border-t border-border bg-white px-4 py-3 md:hidden"
        >
          {navLinks(closeMenu)}
          {menuExtra?.(closeMenu)}
        </nav>
      )}
    </header>
  );
}
