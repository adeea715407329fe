import type { BucketObject } from './bucketObject';
import { isContentHashed } from './cacheControl';
import { extensionOf } from './extension';
import type { RemoteObject } from './remoteObjects';

/**
 * Uploads go in this order, each phase finished before the next starts: content-hashed assets,
 * other files (media, favicon, sitemap…), pages the bucket does not have yet, then changed
 * pages. So no page, old or new, ever names an asset or links to a page not in the bucket yet.
 */
export const PHASES = ['assets', 'files', 'new-pages', 'pages'] as const;
export type Phase = (typeof PHASES)[number];

export interface PlannedUpload {
  object: BucketObject;
  phase: Phase;
  reason: 'new' | 'changed';
}

export interface PlannedDeletion {
  key: string;
  phase: Phase;
}

export interface DeployPlan {
  uploads: PlannedUpload[];
  /** Keys already in the bucket with the same bytes and headers. */
  unchanged: string[];
  /**
   * Keys in the bucket that the site no longer has, deleted only after every upload succeeded,
   * in the reverse order of the phases: a stale page goes before the stale assets it names.
   */
  deletions: PlannedDeletion[];
}

export function phaseOf(key: string, reason: PlannedUpload['reason']): Phase {
  if (isContentHashed(key)) return 'assets';
  if (extensionOf(key) !== 'html') return 'files';
  return reason === 'new' ? 'new-pages' : 'pages';
}

export function planDeploy(local: readonly BucketObject[], remote: ReadonlyMap<string, RemoteObject>): DeployPlan {
  const uploads: PlannedUpload[] = [];
  const unchanged: string[] = [];
  for (const object of local) {
    const stored = remote.get(object.key);
    if (stored && isSame(object, stored)) unchanged.push(object.key);
    else {
      const reason = stored ? 'changed' : 'new';
      uploads.push({ object, phase: phaseOf(object.key, reason), reason });
    }
  }
  uploads.sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase) || a.object.key.localeCompare(b.object.key));
  const localKeys = new Set(local.map((object) => object.key));
  const deletions = [...remote.keys()]
    .filter((key) => !localKeys.has(key))
    .map((key) => ({ key, phase: phaseOf(key, 'changed') }))
    .sort((a, b) => PHASES.indexOf(b.phase) - PHASES.indexOf(a.phase) || a.key.localeCompare(b.key));
  return { uploads, unchanged: unchanged.sort(), deletions };
}

function isSame(object: BucketObject, stored: RemoteObject): boolean {
  const headers = stored.headers;
  return (
    stored.etag === object.md5 &&
    headers !== undefined &&
    headers.contentType === object.contentType &&
    headers.cacheControl === object.cacheControl &&
    (headers.contentEncoding || undefined) === object.contentEncoding
  );
}
