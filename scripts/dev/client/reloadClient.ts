import { EVENT_TYPES, EVENTS_PATH, type DevEvent } from '../protocol';

// Runs only in pages the dev server serves: reloads on each new build and shows a failed build
// over the page, which stays the last good one.

const OVERLAY_ID = 'orla-dev-build-error';

function showError(message: string): void {
  document.getElementById(OVERLAY_ID)?.remove();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '24px',
    background: 'rgba(20, 4, 4, 0.92)',
    color: '#fff',
    font: '14px/1.5 ui-monospace, Menlo, Consolas, monospace',
  });
  const title = document.createElement('strong');
  title.textContent = 'Build failed: the page shows the last good build. Fix the file and save; this page reloads.';
  const text = document.createElement('pre');
  text.style.whiteSpace = 'pre-wrap';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Fechar';
  close.addEventListener('click', () => overlay.remove());
  overlay.append(title, text, close);
  document.body.append(overlay);
}

// The build this page was served from, written into the script's address by the dev server.
const pageBuild = Number(new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('build'));
const events = new EventSource(EVENTS_PATH);
for (const type of EVENT_TYPES) {
  events.addEventListener(type, (message) => {
    const event = JSON.parse((message as MessageEvent<string>).data) as DevEvent;
    if (event.type === 'built') {
      if (event.build !== pageBuild) location.reload();
    } else showError(event.message);
  });
}
