import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { inject } from 'vitest';
import { previewHandler } from '../../../scripts/previewServer';
import { within } from '../../support/within';
import { aimAt, pollUntil, settleInView, type EngineDriver, type PageFunction } from './driver';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser (libwebkit2gtk, which webkit2gtk-driver brings), where the machine's architecture puts it. */
function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of fs.readdirSync('/usr/lib', { withFileTypes: true })) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const candidate = path.join('/usr/lib', lib.name, api, 'MiniBrowser');
      if (lib.isDirectory() && fs.existsSync(candidate)) return candidate;
    }
  }
  throw new Error('WebKitGTK\'s MiniBrowser is not installed: run `bash scripts/ensure-system-packages.sh webkit` (npm test does)');
}

/**
 * MiniBrowser's toolbar keeps its window 447 px wide at least; drawn this small, it lets the page
 * area be a phone's 360 px. Read by GTK from $XDG_CONFIG_HOME/gtk-3.0/gtk.css.
 */
const SMALL_TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n';

/**
 * WebKitWebDriver runs the browser in a private (ephemeral) session, which never writes the
 * console out, and classic WebDriver has no way to run a script before the page's own. So the
 * pages WebKit is served carry, first in their head (before the security policy, which would not
 * list it), this recorder of uncaught errors, rejected promises, failed loads, refused content and
 * console errors, which the test reads back.
 */
const PROBE_PATH = '/__engine-probe.js';
const PROBE = `(() => {
  const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window) errors.push('failed to load: ' + (target.currentSrc || target.src || target.href || target.outerHTML.slice(0, 120)));
    else errors.push('uncaught: ' + (event.error && event.error.stack ? event.error.message + '\\n' + event.error.stack : event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + (event.reason && event.reason.message ? event.reason.message : String(event.reason))));
  document.addEventListener('securitypolicyviolation', (event) => errors.push('refused by the security policy: ' + event.effectiveDirective + ' ' + (event.blockedURI || 'inline')));
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push('console error: ' + args.map((arg) => (arg instanceof Error ? arg.stack || String(arg) : String(arg))).join(' '));
    return consoleError.apply(this, args);
  };
})();
`;

/** The built site as the browser project's server gives it, each page with the probe first in its head. */
async function startProbedServer(): Promise<http.Server> {
  const site = previewHandler(inject('distDir'), {
    rewriteHtml: (html) => html.replace('<meta charset="utf-8">', `<meta charset="utf-8"><script src="${PROBE_PATH}"></script>`),
  });
  const server = http.createServer((request, response) => {
    if (request.url === PROBE_PATH) return void response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(PROBE);
    site(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A virtual X display (Xvfb picks a free number and tells it), for a browser that needs one. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  xvfb.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await within(
    20_000,
    'starting Xvfb',
    new Promise<string>((resolve, reject) => {
      (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
      xvfb.once('error', reject);
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
    }),
  );
  return { display, process: xvfb };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Debian's WebKitGTK (scripts/ensure-system-packages.sh installs it): its MiniBrowser in automation
 * mode, on a virtual display, driven through WebKitWebDriver by selenium-webdriver. Everything
 * this starts (the display, the driver, the browser, the probed server, a settings folder) goes
 * when the driver is closed.
 */
export async function openWebKit(): Promise<EngineDriver> {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'orla-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR_CSS);
  const children: ChildProcess[] = [];
  const killChildren = () => children.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill());
  const exited = () => Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)))));
  process.once('exit', killChildren);
  let server: http.Server | undefined;
  let session: WebDriver | undefined;
  const teardown = async () => {
    await session?.quit().catch(() => undefined);
    killChildren();
    await within(10_000, 'stopping WebKitWebDriver and Xvfb', exited());
    process.off('exit', killChildren);
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    fs.rmSync(config, { recursive: true, force: true });
  };
  try {
    server = await startProbedServer();
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const xvfb = await startXvfb();
    children.push(xvfb.process);
    const port = await freePort();
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config }, stdio: 'ignore' });
    children.push(driverProcess);
    const driverUrl = `http://127.0.0.1:${port}`;
    await pollUntil('WebKitWebDriver starts', () => fetch(`${driverUrl}/status`).then((r) => r.ok, () => false), 20_000);
    session = await within(
      60_000,
      'starting MiniBrowser',
      new Builder()
        .usingServer(driverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            // Nothing leaves this machine: outside addresses go to a proxy port where nothing listens.
            args: ['--automation', '--proxy=http://127.0.0.1:1', '--ignore-host=127.0.0.1'],
          },
        })
        .build(),
    );
    return await seleniumDriver(session, site, teardown);
  } catch (error) {
    await teardown();
    throw error;
  }
}

async function seleniumDriver(session: WebDriver, site: string, teardown: () => Promise<void>): Promise<EngineDriver> {
  const capabilities = await session.getCapabilities();
  const engine = `WebKitGTK ${capabilities.get('browserVersion')}`;
  const home = await session.getWindowHandle();
  const run = <A, R>(fn: PageFunction<A, R>, arg: A) => within(20_000, `${engine}: evaluating in the page`, session.executeScript<R>(fn, arg));
  /** Scrolled to the middle of the view first: WebKitWebDriver's own scrolling misses under the page's `scroll-padding-top`. */
  const element = async (selector: string) => {
    const found = await session.findElements(By.css(selector));
    if (!found[0]) throw new Error(`${engine}: nothing at ${selector}`);
    await settleInView({ evaluate: run }, selector, engine);
    return found[0];
  };
  const driver: EngineDriver = {
    engine,
    goto: (to) => within(40_000, `${engine}: opening ${to}`, session.get(`${site}${to}`)),
    async setViewport({ width, height }) {
      const pageArea = () => run(() => ({ width: innerWidth, height: innerHeight }), null);
      // Already that size (the test before asked for the same): nothing to do. Resizing anyway once
      // left the page area off for 5 s here, on a loaded machine.
      const now = await pageArea();
      if (now.width === width && now.height === height) return;
      // The window holds the page area and the (small) toolbar: sized, then corrected by what the page measures.
      const sized = (w: number, h: number) =>
        pollUntil(`${engine}: the window becomes ${w}×${h}`, () => run(([ow, oh]) => outerWidth === ow && outerHeight === oh, [w, h] as const), 5_000);
      await session.manage().window().setRect({ width, height });
      await sized(width, height);
      const inner = await pageArea();
      if (inner.width !== width || inner.height !== height) {
        await session.manage().window().setRect({ width: 2 * width - inner.width, height: 2 * height - inner.height });
        await sized(2 * width - inner.width, 2 * height - inner.height);
      }
      await pollUntil(`${engine}: the page area becomes ${width}×${height}`, () => run(([w, h]) => innerWidth === w && innerHeight === h, [width, height] as const), 5_000);
    },
    async click(selector) {
      const { x, y } = await aimAt({ evaluate: run }, selector, engine);
      await within(10_000, `${engine}: clicking ${selector}`, session.actions().move({ x, y }).press().release().perform());
    },
    async hover(selector) {
      const target = await element(selector);
      // From elsewhere first: a pointer already resting there (the last page's same link) would move nowhere.
      const { height } = await run(() => ({ height: innerHeight }), null);
      const pointer = session.actions().move({ x: 0, y: height - 1 }).move({ origin: target });
      await within(10_000, `${engine}: pointing at ${selector}`, pointer.perform());
    },
    async type(selector, text) {
      await driver.click(selector);
      const [target] = await session.findElements(By.css(selector));
      await within(10_000, `${engine}: typing into ${selector}`, target!.sendKeys(text));
    },
    press: (key) => within(10_000, `${engine}: pressing ${key}`, session.actions().sendKeys(Key[key.toUpperCase() as 'ESCAPE']).perform()),
    evaluate: run,
    waitFor: (what, fn, arg, ms = 10_000) => pollUntil(`${engine}: ${what}`, () => run(fn, arg), ms),
    errors: () => run(() => (window as { __engineErrors?: string[] }).__engineErrors ?? ['the error probe did not run'], null),
    async newTabUrl(action) {
      const before = new Set(await session.getAllWindowHandles());
      await action();
      let tab: string | undefined;
      await pollUntil(`${engine}: a tab opens`, async () => !!(tab = (await session.getAllWindowHandles()).find((handle) => !before.has(handle))));
      await session.switchTo().window(tab!);
      let url = '';
      try {
        await pollUntil(`${engine}: the new tab has an address`, async () => /^https?:/.test((url = await session.getCurrentUrl())));
      } finally {
        await session.close();
        await session.switchTo().window(home);
      }
      return url;
    },
    close: teardown,
  };
  return driver;
}
