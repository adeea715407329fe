import { useEffect, type ReactNode } from 'react';

/**
 * The root of every island, on the server and in the browser alike (so both trees have the same
 * shape). It renders nothing of its own; in the browser its effect runs once React has committed
 * the island's hydration, which is when the island counts as hydrated.
 */
export function IslandRoot({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <>{children}</>;
}
