import { createIslandStore } from '../runtime/store';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  variant: ToastVariant;
  title: string;
  description?: string;
  /** A link the toast offers (opens in a new tab). */
  action?: { label: string; href: string };
}

export interface Toast extends ToastContent {
  id: number;
}

interface ToastState {
  /** The toast on screen: one at a time, a new one replaces it. */
  current: Toast | null;
  show: (content: ToastContent) => void;
  /** Dismisses toast `id`, if it is still the one on screen (a late timer never closes its successor). */
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The page's toasts, for any island: the toast code weighs only on the pages whose islands import it. */
export const useToastStore = createIslandStore<ToastState>((set) => ({
  current: null,
  show: (content) => set({ current: { ...content, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

export const showToast = (content: ToastContent) => useToastStore.getState().show(content);
