import { createIslandStore } from '../runtime/store';

interface HeaderState {
  scrolled: boolean;
  menuOpen: boolean;
  setScrolled: (scrolled: boolean) => void;
  setMenuOpen: (open: boolean) => void;
}

export const useHeaderStore = createIslandStore<HeaderState>((set) => ({
  scrolled: false,
  menuOpen: false,
  setScrolled: (scrolled) => set({ scrolled }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
