import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Tab {
  id: string;
  label: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrows move between tabs (and select), Home and End go to
 * the first and last; only the selected tab is in the tab order.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const move = (next: number) => {
      const tab = tabs[(next + tabs.length) % tabs.length]!;
      onSelect(tab.id);
      listRef.current?.querySelector<HTMLButtonElement>(`#tab-${tab.id}`)?.focus();
    };
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="tabs">
      <div ref={listRef} className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `panel-${tab.id}` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`panel-${selected}`}
        role="tabpanel"
        aria-labelledby={`tab-${selected}`}
        tabIndex={0}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
