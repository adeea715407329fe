import { afterNextPaint } from '../../boot/afterPaint';
import { addLinks } from './addLinks';

/**
 * Asks for `urls` as module scripts, each read as it arrives. An `import()` finds a chunk's own
 * imports only once the chunk has come and the main thread has read it: for React's files, asked
 * for that way when an island is first due, the last arrived 150 ms after the first at the low
 * tier, however fast the network. The links wait until the tap's frame has painted: four in the
 * tap's own task made it a 59 ms one. Browsers without `modulepreload` ignore them.
 */
export function preloadModules(urls: string[]): void {
  afterNextPaint(() => addLinks('modulepreload', urls));
}
