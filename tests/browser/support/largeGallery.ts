import type { Page } from 'playwright-core';
import { indexOf, type GalleryTab } from '../../../src/media/galleryData';
import type { GalleryIndex, GalleryItem } from '../../../src/shared/gallery';
import { baseUrl } from './browser';

const BUILT_INDEX = /\/assets\/galeria-[0-9a-f]+\.json$/;
const LARGE_PAGE = /\/assets\/large-[^/]+\.json$/;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export interface LargeGallery {
  index: GalleryIndex;
  /** The large gallery's pages the page has fetched, by URL, in order. */
  requested: string[];
}

/**
 * Serves the page, in place of the built gallery's data, a gallery of `photos` photos and `videos`
 * clips spread over the products, paged by the build's own code. Its items are the published ones
 * over and over, each described by its product and number ("Toldos, foto 12"), so that every
 * thumbnail is a real file and tells which it is.
 */
export async function serveLargeGallery(page: Page, { photos, videos }: { photos: number; videos: number }): Promise<LargeGallery> {
  const built = await fetchJson<GalleryIndex>(await builtIndexUrl());
  const builtItems = (await Promise.all(built.categories.flatMap((category) => category.pages.map((p) => fetchJson<GalleryItem[]>(`${baseUrl()}${p.url}`))))).flat();
  const samples = { image: builtItems.filter((item) => item.tipo === 'image'), video: builtItems.filter((item) => item.tipo === 'video') };
  const share = (total: number, i: number) => Math.floor(total / built.categories.length) + (i < total % built.categories.length ? 1 : 0);
  const tabs: GalleryTab[] = built.categories.map((category, i) => {
    const made = (tipo: GalleryItem['tipo'], count: number) =>
      Array.from({ length: count }, (_, n) => ({ ...samples[tipo][n % samples[tipo].length]!, category: category.id, alt: `${category.label}, ${tipo === 'image' ? 'foto' : 'vídeo'} ${n + 1}` }));
    return { id: category.id, label: category.label, items: [...made('image', share(photos, i)), ...made('video', share(videos, i))] };
  });
  const pages = new Map<string, GalleryItem[]>();
  const index = indexOf(built.labels, tabs, (name, items) => {
    pages.set(`/assets/large-${name}.json`, items);
    return `/assets/large-${name}.json`;
  });
  const requested: string[] = [];
  await page.route(BUILT_INDEX, (route) => route.fulfill({ json: index }));
  await page.route(LARGE_PAGE, (route) => {
    const url = new URL(route.request().url()).pathname;
    requested.push(url);
    return route.fulfill({ json: pages.get(url) ?? [], status: pages.has(url) ? 200 : 404 });
  });
  return { index, requested };
}

/** The built gallery's index, as the home page's "Ver Projetos" names it. */
async function builtIndexUrl(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const url = html.match(/\/assets\/galeria-[0-9a-f]+\.json/)?.[0];
  if (!url) throw new Error('the home page names no gallery index (assets/galeria-HASH.json)');
  return `${baseUrl()}${url}`;
}
