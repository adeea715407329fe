import path from 'node:path';
import { addMissingCaptions, uncaptionedMedia } from '../src/content/captions';
import { ContentError, ContentErrors } from '../src/content/ContentError';
import { loadContent } from '../src/content/loadContent';
import { contentDirFrom } from '../src/content/contentDir';

/**
 * `npm run captions`: adds an empty entry for each gallery photo or clip without a caption to its
 * folder's legendas.json, for the maintainer to fill in. Entries already there stay as they are.
 */
async function main() {
  const contentDir = contentDirFrom(process.env.CONTENT_DIR) ?? path.join(__dirname, '..', 'content');
  const missing = uncaptionedMedia((await loadContent(contentDir)).products);
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
  console.log(`${missing.length} caption${missing.length === 1 ? '' : 's'} to write: in each file above, put between the empty quotes what the photo or clip shows.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentErrors || error instanceof ContentError ? error.message : error);
  process.exit(1);
});
