import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The header's menu on phones, open: focus moves to its first link and the page it covers is inert, so Tab
 * goes round the header only; Escape closes it and gives focus back to its button. From md it closes, as
 * its links are in the bar.
 */
export function PhoneMenu({
  button,
  setOpen,
  children,
}: {
  button: RefObject<HTMLButtonElement | null>;
  /** Called with false; a state setter, so that it stays the same function from render to render. */
  setOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const header = menu.current?.closest('header');
    if (!header) return;
    menu.current?.querySelector('a')?.focus();
    const covered = [...(header.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement => element !== header && element instanceof HTMLElement,
    );
    const cover = (inert: boolean) => covered.forEach((element) => (element.inert = inert));
    cover(true);
    const opener = button.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cover(false);
      opener?.focus();
      setOpen(false);
    };
    const wide = window.matchMedia('(min-width: 768px)');
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      cover(false);
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [button, setOpen]);
  return (
    <ul ref={menu} id="mobile-menu" className="menu w-full border-t border-base-300 px-4 pb-3 md:hidden">
      {children}
    </ul>
  );
}
