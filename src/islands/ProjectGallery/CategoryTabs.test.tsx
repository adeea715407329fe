import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryTabs } from './CategoryTabs';

const TABS = [
  { id: '*', label: 'Todos' },
  { id: 'retratil', label: 'Cobertura Retrátil' },
  { id: 'toldos', label: 'Toldos Retráteis' },
];

function Harness() {
  const [selected, setSelected] = useState('*');
  return <CategoryTabs tabs={TABS} selected={selected} label="Categorias de projetos" panelId="panel" tabId={(id) => `tab-${id}`} onSelect={setSelected} />;
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }));

describe('CategoryTabs', () => {
  it('is one tab stop: only the selected tab is in the tab order, and it controls the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categorias de projetos' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tab', { name: 'Todos' }).getAttribute('aria-controls')).toBe('panel');
  });

  it('arrow keys move and select, wrapping at both ends; Home and End go to the ends', () => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Todos' }).focus();
    press('ArrowRight');
    expect(selected()).toBe('Cobertura Retrátil');
    expect(document.activeElement?.textContent).toBe('Cobertura Retrátil');
    press('End');
    expect(selected()).toBe('Toldos Retráteis');
    press('ArrowRight');
    expect(selected()).toBe('Todos');
    press('ArrowLeft');
    expect(selected()).toBe('Toldos Retráteis');
    press('Home');
    expect(selected()).toBe('Todos');
    press('ArrowDown');
    expect(selected()).toBe('Todos');
  });

  it('a click selects', () => {
    render(<Harness />);
    act(() => void fireEvent.click(screen.getByRole('tab', { name: 'Toldos Retráteis' })));
    expect(selected()).toBe('Toldos Retráteis');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});
