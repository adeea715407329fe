import { applyPlan } from './applyPlan';
import { Bucket } from './bucket';
import type { DeployConfig } from './config';
import { formatPlan } from './formatPlan';
import { localSiteFiles } from './localSite';
import { planDeploy, type DeployPlan } from './plan';
import { readRemoteObjects } from './remoteObjects';

export interface DeployOptions {
  /** Print the plan and read the bucket, but upload and delete nothing. */
  dryRun: boolean;
  log: (line: string) => void;
}

/** Publishes the built site to the bucket; throws a DeployError the operator can act on. */
export async function deploySite(config: DeployConfig, { dryRun, log }: DeployOptions): Promise<DeployPlan> {
  const local = localSiteFiles(config.distDir);
  const bucket = new Bucket(config);
  try {
    const plan = planDeploy(local, await readRemoteObjects(bucket, local));
    log(formatPlan(plan, config));
    if (dryRun) {
      log('dry run: nothing was uploaded or deleted.');
      return plan;
    }
    await applyPlan(bucket, plan, log);
    log(`deployed to bucket "${config.bucket}".`);
    return plan;
  } finally {
    bucket.close();
  }
}
