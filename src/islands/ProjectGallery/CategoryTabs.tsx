import { useRef, type KeyboardEvent } from 'react';
import { wrapIndex } from '../carousel/slideMath';
import * as styles from './GalleryDialog.css';

export interface CategoryTabsProps {
  tabs: Array<{ id: string; label: string }>;
  selected: string;
  label: string;
  panelId: string;
  tabId: (id: string) => string;
  onSelect: (id: string) => void;
}

const STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home, End) move between tabs and show each at once. */
export function CategoryTabs({ tabs, selected, label, panelId, tabId, onSelect }: CategoryTabsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.id === selected);
    const tab = tabs[wrapIndex(step(current, tabs.length - 1), tabs.length)];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => void (el ? buttons.current.set(tab.id, el) : buttons.current.delete(tab.id))}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          className={styles.tab}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
