import { create, type StateCreator, type UseBoundStore, type StoreApi } from 'zustand';

const resets: Array<() => void> = [];

/**
 * A zustand store shared by every island on the page: a module singleton, so it lives in the
 * shared chunk. The build calls `resetIslandStores()` before each route so no state leaks
 * from one prerendered page into the next.
 */
export function createIslandStore<T>(initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(initializer);
  const initial = store.getInitialState();
  resets.push(() => store.setState(initial, true));
  return store;
}

export function resetIslandStores(): void {
  for (const reset of resets) reset();
}
