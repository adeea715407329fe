import fs from 'node:fs';
import path from 'node:path';
import { bucketObject, type BucketObject } from './bucketObject';
import { DeployError } from './DeployError';

// The bucket's website configuration names these two; without them the site cannot be served.
const REQUIRED_FILES = ['index.html', '404.html'];

/** Every file of the built site, as the bucket will store it. */
export function localSiteFiles(distDir: string): BucketObject[] {
  const missing = REQUIRED_FILES.filter((file) => !fs.existsSync(path.join(distDir, file)));
  if (missing.length > 0) {
    throw new DeployError(
      `${distDir} is not a built site (${missing.join(' and ')} missing): run npm run build first, or point DIST_DIR at the built folder. Nothing was uploaded or deleted.`,
    );
  }
  const objects: BucketObject[] = [];
  const unknown: string[] = [];
  for (const key of filesUnder(distDir)) {
    try {
      objects.push(bucketObject(key, fs.readFileSync(path.join(distDir, key))));
    } catch (error) {
      if (!(error instanceof DeployError)) throw error;
      unknown.push(key);
    }
  }
  if (unknown.length > 0) {
    throw new DeployError(
      `dist/ holds files of a type the deploy does not know, so they cannot be given a correct Content-Type: ${unknown.join(', ')}. ` +
        'Add their extension to src/deploy/contentTypes.ts (and to src/deploy/textCompression.ts if it is text), or keep them out of dist/. Nothing was uploaded or deleted.',
    );
  }
  return objects;
}

/** Paths of every file under `root`, relative and with `/`, sorted. */
function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
