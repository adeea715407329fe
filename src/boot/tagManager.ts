import { pushToDataLayer } from './quoteTracking';

/** Google's own container snippet, spelled out: the container's script (`src`) is requested only when this runs. */
export function loadTagManager(src: string): void {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
