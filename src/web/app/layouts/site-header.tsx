import { clsx } from 'clsx';
import { Heart, Search, ShoppingBag } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { IconButton } from '../../components/ui/icon-button';
import { StoreLogo } from '../../components/ui/store-logo';
import { HeaderAccount } from '../../features/account/components/header-account';
import { useCart } from '../../stores/cart/cart-context';
import { useWishlist } from '../../stores/wishlist/wishlist-context';
import { NAV_LINKS } from './nav-links';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const itemsLabel = (n: number) => (n > 0 ? `, ${n} ${n === 1 ? 'item' : 'items'}` : '');

/** The wishlist's or the cart's button: it opens the drawer, and its badge and name say how much is in it. */
function DrawerButton({
  name,
  icon,
  list,
}: {
  name: string;
  icon: ReactNode;
  list: { count: number; open(): void };
}) {
  return (
    <IconButton
      label={`${name}${itemsLabel(list.count)}`}
      icon={icon}
      count={list.count}
      onClick={list.open}
      aria-haspopup="dialog"
    />
  );
}

export function SiteHeader({ onSearch }: { onSearch: () => void }) {
  const cart = useCart();
  const wishlist = useWishlist();

  // '/' opens search from anywhere, as on most shops, unless the shopper is typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      onSearch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSearch]);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-ivory/90 backdrop-blur-md supports-[backdrop-filter]:bg-ivory/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[72px] lg:px-8">
          <StoreLogo className="mr-auto text-[1.55rem] text-ink lg:mr-0 lg:text-[1.75rem]" />

          <SectionLinks
            label="Main"
            className="mx-auto hidden lg:block"
            listClassName="flex items-center gap-1"
            linkClassName={(isActive) =>
              clsx(
                'relative rounded-full px-3.5 py-2 text-[14px] font-medium transition-colors',
                'after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold-dark after:transition-transform',
                isActive
                  ? 'text-ink after:scale-x-100'
                  : 'text-ink-soft after:scale-x-0 hover:text-ink hover:after:scale-x-100',
              )
            }
          />

          <div className="-mr-1.5 flex items-center gap-0.5 sm:gap-1">
            <IconButton label="Search" icon={<Search />} onClick={onSearch} aria-haspopup="dialog" />
            <DrawerButton name="Wishlist" icon={<Heart />} list={wishlist} />
            <DrawerButton name="Cart" icon={<ShoppingBag />} list={cart} />
            <HeaderAccount />
          </div>
        </div>
      </header>

      <SectionLinks
        label="Sections"
        className="border-b border-sand-200/80 bg-ivory lg:hidden"
        listClassName="mx-auto flex max-w-7xl gap-1.5 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
        itemClassName="shrink-0"
        linkClassName={(isActive) =>
          clsx(
            'inline-flex h-9 items-center rounded-full border px-4 text-[13px] font-medium whitespace-nowrap transition-colors',
            isActive
              ? 'border-ink bg-ink text-ivory'
              : 'border-sand-200 bg-white/60 text-ink-soft hover:border-ink/40 hover:text-ink',
          )
        }
      />
    </>
  );
}

/** The store's sections: underlined links in the wide header, a row of pills under it on narrower screens. */
function SectionLinks({
  label,
  className,
  listClassName,
  itemClassName,
  linkClassName,
}: {
  label: string;
  className: string;
  listClassName: string;
  itemClassName?: string;
  linkClassName: (isActive: boolean) => string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {NAV_LINKS.map((link) => (
          <li key={link.to} className={itemClassName}>
            <NavLink to={link.to} end={link.end} className={({ isActive }) => linkClassName(isActive)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
