import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadContent } from '../../src/content/loadContent';
import { startPreviewServer } from '../previewServer';
import { measureTap, tapCases } from './interactions';
import { launchBrowser } from './phone';
(async () => { const s = await startPreviewServer('dist', 0); const b = await launchBrowser();
 const origin = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
 const content = await loadContent(path.resolve('content'));
 for (const t of tapCases(content, '/toldos/', '/contato/')) { const t0=Date.now(); try { console.log(t.name, await measureTap(b, origin, t, 4), Date.now()-t0); } catch (e) { console.log(t.name, 'ERR', String(e).slice(0, 300)); } }
 await b.close(); s.close(); })();
