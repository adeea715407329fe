import { INTENT_ATTR, QUOTE_ATTR } from './attributes';

// Apart from attributes.ts: a computed key keeps an unused object in a bundle, and the boot script
// imports the names alone.

/** `<a {...quoteMark}>` marks a quote link or form for the boot script's count. */
export const quoteMark = { [QUOTE_ATTR]: '' } as const;

/** `<button {...intentMark('menu')}>`: a control whose job needs an island, named for what it needs. */
export const intentMark = (needs: string) => ({ [INTENT_ATTR]: needs });
