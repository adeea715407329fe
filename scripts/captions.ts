import fs from 'node:fs';
import path from 'node:path';
import { addMissingCaptions, removeStaleCaptions, staleCaptions, uncaptionedMedia } from '../src/content/captions';
import { CAPTIONS_FILE, readCaptionsFile, writeCaptionsFile } from '../src/content/captionsFile';
import { ContentError, ContentErrors } from '../src/content/ContentError';
import { loadContent } from '../src/content/loadContent';
import { contentDirFrom } from '../src/content/contentDir';

/**
 * `npm run captions`: puts every product's caption file in the editor's shape (a list, converted
 * once from the first shape, a map; created where there is none), removes the lines of files
 * deleted since, and adds an empty entry for each gallery photo or clip without a caption, for the
 * maintainer to fill in. Entries already there stay as they are.
 */
async function main() {
  const contentDir = contentDirFrom(process.env.CONTENT_DIR) ?? path.join(__dirname, '..', 'content');
  const { products } = await loadContent(contentDir);
  for (const { galleryFolder } of products) {
    const relDir = `galeria/${galleryFolder}`;
    const dir = path.join(contentDir, relDir);
    const exists = fs.existsSync(path.join(dir, CAPTIONS_FILE));
    const file = readCaptionsFile(dir, relDir);
    if (exists && file.shape === 'list') continue;
    writeCaptionsFile(dir, file.entries, file.note);
    console.log(`content/${relDir}/${CAPTIONS_FILE}: ${exists ? 'rewritten as a list, the editor\'s shape' : 'created'}`);
  }
  const stale = staleCaptions(contentDir, products);
  if (stale.length) {
    removeStaleCaptions(contentDir, stale);
    for (const each of stale) console.log(`${each.captionsFile}: removed the line of ${each.file}, no longer in the folder`);
  }
  const missing = uncaptionedMedia(products);
  if (!missing.length) {
    console.log('every gallery file has a caption.');
    return;
  }
  const added = addMissingCaptions(contentDir, missing);
  for (const captionsFile of new Set(missing.map((item) => item.captionsFile))) {
    console.log(captionsFile);
    for (const item of missing.filter((each) => each.captionsFile === captionsFile)) {
      const name = path.basename(item.file);
      console.log(`  "${name}": ""${added.get(captionsFile)?.includes(name) ? '   (added now)' : ''}`);
    }
  }
  console.log(`${missing.length} caption${missing.length === 1 ? '' : 's'} to write: in each file above, put in "legenda" what the photo or clip shows (or write it in the editor, /admin/).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentErrors || error instanceof ContentError ? error.message : error);
  process.exit(1);
});
