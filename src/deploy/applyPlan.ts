import type { Bucket } from './bucket';
import { DeployError } from './DeployError';
import { PHASES, type DeployPlan } from './plan';
import { runLimited } from './runLimited';

const PARALLEL_REQUESTS = 8;

/**
 * Uploads phase by phase, then, only once every upload has succeeded, deletes stale objects
 * phase by phase in reverse (pages before the assets they name).
 */
export async function applyPlan(bucket: Bucket, plan: DeployPlan, log: (line: string) => void): Promise<void> {
  let uploaded = 0;
  try {
    for (const phase of PHASES) {
      await runLimited(
        plan.uploads.filter((upload) => upload.phase === phase),
        PARALLEL_REQUESTS,
        async ({ object }) => {
          await bucket.put(object);
          uploaded++;
        },
      );
    }
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    throw new DeployError(
      `${error.message} Nothing was deleted, so every page in the bucket still finds what it links to ` +
        `(${uploaded} of ${plan.uploads.length} uploads had landed). Fix this and run npm run deploy again.`,
      { cause: error },
    );
  }
  log(`uploaded ${uploaded} objects`);

  let deleted = 0;
  try {
    for (const phase of [...PHASES].reverse()) {
      await runLimited(
        plan.deletions.filter((deletion) => deletion.phase === phase),
        PARALLEL_REQUESTS,
        async ({ key }) => {
          await bucket.delete(key);
          deleted++;
        },
      );
    }
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    throw new DeployError(
      `${error.message} The new site is fully uploaded and live; ${plan.deletions.length - deleted} stale objects remain ` +
        'in the bucket. Fix this and run npm run deploy again to remove them.',
      { cause: error },
    );
  }
  log(`deleted ${deleted} stale objects`);
}
