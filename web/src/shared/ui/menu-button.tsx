import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem =
  | { kind: 'link'; key: string; label: ReactNode; to: string }
  | { kind: 'action'; key: string; label: ReactNode; onSelect: () => void }
  | { kind: 'radio'; key: string; label: ReactNode; checked: boolean; onSelect: () => void };

interface MenuButtonProps {
  /** Accessible name of the button. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: MenuItem[];
  buttonClassName?: string;
  /** Optional content above the items (e.g. who is signed in); not focusable. */
  header?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first (or checked) item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click outside closes it.
 */
export function MenuButton({ label, children, items, buttonClassName, header, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<'first' | 'last' | 'checked'>('first');

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    const checked = list.findIndex((item) => item.getAttribute('aria-checked') === 'true');
    const index =
      focusTarget.current === 'last'
        ? list.length - 1
        : focusTarget.current === 'checked' && checked >= 0
          ? checked
          : 0;
    list[index]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openWith = (target: 'first' | 'last' | 'checked') => {
    focusTarget.current = target;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith(items.some((i) => i.kind === 'radio') ? 'checked' : 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const select = (item: MenuItem) => {
    if (item.kind !== 'link') item.onSelect();
    close(item.kind !== 'link');
  };

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith(items.some((i) => i.kind === 'radio') ? 'checked' : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div className={`menu-popover menu-${align}`}>
          {header}
          <div id={menuId} ref={menuRef} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
            {items.map((item) =>
              item.kind === 'link' ? (
                <Link
                  key={item.key}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  data-menu-item=""
                  className="menu-item"
                  onClick={() => select(item)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.key}
                  type="button"
                  role={item.kind === 'radio' ? 'menuitemradio' : 'menuitem'}
                  aria-checked={item.kind === 'radio' ? item.checked : undefined}
                  tabIndex={-1}
                  data-menu-item=""
                  className="menu-item"
                  onClick={() => select(item)}
                >
                  {item.label}
                  {item.kind === 'radio' && item.checked ? (
                    <span className="menu-check" aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                </button>
              ),
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
