import { savingData } from '../../boot/savingData';
import { addLinks } from './addLinks';

/**
 * Puts `urls` in the HTTP cache at the lowest priority, without parsing or running them (unlike
 * `modulepreload`): the main thread pays nothing now, and when an island is due React is already
 * here instead of a second round trip away (the island's chunk, then the React it imports). Not when the
 * visitor saves data: then the code comes when it is needed.
 */
export function prefetchFiles(urls: string[]): void {
  if (savingData()) return;
  addLinks('prefetch', urls);
}
