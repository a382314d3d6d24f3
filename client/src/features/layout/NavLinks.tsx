import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { scrollToId } from '../../lib/scroll.ts';
import { isHomePath, NAV_ITEMS, type HomeSection } from './nav-items.ts';

type Props = {
  variant: 'desktop' | 'mobile';
  className?: string | undefined;
  /** Called after any link is used (the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * Home, Packages and FAQs scroll when the home page is showing, and otherwise go to
 * /home#section (the home page then scrolls to the fragment).
 */
export function NavLinks({ variant, className, onNavigate }: Props) {
  const { t } = useLayoutText();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const onSectionClick = (event: MouseEvent, section: HomeSection) => {
    // The phone menu closes first: open, it pushes the page down, and a scroll measured then
    // ends a menu's height too far once it closes (the plan's name under the header).
    onNavigate?.();
    if (isHomePath(pathname)) {
      event.preventDefault();
      requestAnimationFrame(() => scrollToId(section));
    }
  };

  return NAV_ITEMS.map((item) => {
    const label = t(`nav.${variant === 'mobile' ? (item.mobileLabel ?? item.label) : item.label}`);
    return 'section' in item ? (
      <Link key={item.label} to="/home" hash={item.section} className={className} onClick={(event) => onSectionClick(event, item.section)}>
        {label}
      </Link>
    ) : (
      <Link key={item.label} to={item.to} className={className} onClick={onNavigate}>
        {label}
      </Link>
    );
  });
}
