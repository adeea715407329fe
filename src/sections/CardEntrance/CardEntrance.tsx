import type { ReactNode } from 'react';
import { Island } from '../../islandBox/Island';

/**
 * The staggered entrance of a card list (`children`: a `FeatureGrid`), whose island is due once
 * the visitor scrolls and the list is near.
 */
export function CardEntrance({ children }: { children: ReactNode }) {
  return (
    <Island name="CardReveal" hydrate="scroll" props={{}}>
      {children}
    </Island>
  );
}
