/**
 * Draws the site's sample media: gallery stills, short videos with posters, product covers, the
 * home hero, the default testimonial avatar and the brand marks. A maintainer's tool, not part of
 * the build: run `npx ts-node sample-media/main.ts` from the repository root, then commit
 * the files it writes. Deterministic: the same code writes the same files.
 *
 * Options: `--only <folder>` limits the galleries to one folder; `--no-video` skips the MP4s;
 * `--no-gallery`, `--no-covers`, `--no-brand` skip those parts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAvatar } from './avatar';
import { writeBrand } from './brand';
import { covers, galleries } from './catalog';
import { writeWebp } from './render';
import { shotSvg } from './shot';
import { expectImage, verifyGallery } from './verify';
import { writeClip } from './video';

const ROOT = resolve(__dirname, '..', '..');
const CONTENT = join(ROOT, 'content');
const IMAGE = { width: 1600, height: 1000, max: 80_000, target: 50_000 };

const LAMBRIL_README = `# Portas lambril: fotos e vídeos

Esta pasta ainda não tem mídia. Para publicar fotos e vídeos das portas lambril, coloque aqui:

- fotos em \`.webp\` (de preferência 1600 × 1000 px), por exemplo \`01.webp\`, \`02.webp\`;
- vídeos em \`.mp4\` (H.264), cada um acompanhado de uma imagem de capa \`.poster.webp\` com o
  mesmo nome, por exemplo \`video-01.mp4\` e \`video-01.poster.webp\`;
- um arquivo \`legendas.json\` com a legenda de cada arquivo, por exemplo
  \`{"01.webp": "Porta lambril de cumaru na entrada social"}\`.

O site encontra os arquivos desta pasta sozinho na próxima publicação.
`;

interface Row {
  file: string;
  bytes: number;
  note?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(name);

async function main(): Promise<void> {
  const started = Date.now();
  const rows: Row[] = [];
  const only = arg('--only');
  const video = !flag('--no-video');

  if (!flag('--no-gallery')) {
    for (const g of galleries) {
      if (only && g.folder !== only) continue;
      const dir = join(CONTENT, 'galeria', g.folder);
      mkdirSync(dir, { recursive: true });
      const captions: Record<string, string> = {};
      for (const s of g.stills) {
        const file = join(dir, s.file);
        rows.push({ file, bytes: await writeWebp(shotSvg(s.shot, IMAGE.width, IMAGE.height), file, IMAGE) });
        captions[s.file] = s.caption;
      }
      for (const c of g.clips) {
        captions[c.file] = c.caption;
        if (!video) continue;
        const file = join(dir, c.file);
        const poster = file.replace(/\.mp4$/, '.poster.webp');
        const t0 = Date.now();
        const r = await writeClip(c.frame, file, poster);
        rows.push({ file, bytes: r.bytes, note: `crf ${r.crf}, ${((Date.now() - t0) / 1000).toFixed(1)} s` });
        rows.push({ file: poster, bytes: r.posterBytes });
      }
      const legendas = join(dir, 'legendas.json');
      const json = `${JSON.stringify(captions, null, 2)}\n`;
      writeFileSync(legendas, json);
      rows.push({ file: legendas, bytes: Buffer.byteLength(json) });
      await verifyGallery(dir, g, video);
    }
    if (!only || only === 'portas-lambril') {
      const dir = join(CONTENT, 'galeria', 'portas-lambril');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'LEIA-ME.md'), LAMBRIL_README);
      rows.push({ file: join(dir, 'LEIA-ME.md'), bytes: Buffer.byteLength(LAMBRIL_README) });
    }
  }

  if (!flag('--no-covers')) {
    const dir = join(CONTENT, 'capas');
    mkdirSync(dir, { recursive: true });
    for (const c of covers) {
      const file = join(dir, c.file);
      rows.push({ file, bytes: await writeWebp(shotSvg(c.shot, IMAGE.width, IMAGE.height), file, c) });
      await expectImage(file, IMAGE.width, IMAGE.height, c.max);
    }
    const avatarDir = join(CONTENT, 'depoimentos');
    mkdirSync(avatarDir, { recursive: true });
    const avatar = join(avatarDir, 'avatar.webp');
    rows.push({ file: avatar, bytes: await writeAvatar(avatar) });
    await expectImage(avatar, 160, 160, 8_000);
  }

  if (!flag('--no-brand')) {
    for (const r of await writeBrand(ROOT)) rows.push(r);
  }

  for (const r of rows) {
    console.log(`${String(r.bytes).padStart(8)}  ${r.file.slice(ROOT.length + 1)}${r.note ? `  (${r.note})` : ''}`);
  }
  console.log(`${rows.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
