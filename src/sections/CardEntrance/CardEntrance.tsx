import { trigger } from './CardEntrance.css';
import { Island } from '../../islandBox/Island';

/**
 * The staggered entrance of the card list `listId`. Render it outside the list's section, as
 * a child of <main>: its box stands for "the page below the first screen" (CardReveal.css.ts),
 * and a section that contains its content (content-visibility) would hold it in instead.
 */
export function CardEntrance({ listId }: { listId: string }) {
  return <Island name="CardReveal" hydrate="visible" className={trigger} props={{ listId }} />;
}
