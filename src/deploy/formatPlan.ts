import type { DeployConfig } from './config';
import type { DeployPlan } from './plan';

/** The plan as the operator reads it: every upload with its headers, what is skipped, what goes. */
export function formatPlan(plan: DeployPlan, config: DeployConfig): string {
  const target = `bucket "${config.bucket}" (${config.endpoint ? `${config.endpoint}, ` : ''}region ${config.region})`;
  const lines = [`Deploy of ${config.distDir} to ${target}:`];

  const newCount = plan.uploads.filter((u) => u.reason === 'new').length;
  lines.push(`upload ${plan.uploads.length} (${newCount} new, ${plan.uploads.length - newCount} changed), in this order:`);
  for (const { object, phase, reason } of plan.uploads) {
    const encoding = object.contentEncoding ? ` | Content-Encoding: ${object.contentEncoding}` : '';
    lines.push(
      `  ${phase.padEnd(9)} ${reason.padEnd(8)}${object.key} (${formatBytes(object.body.length)}) | Content-Type: ${object.contentType} | Cache-Control: ${object.cacheControl}${encoding}`,
    );
  }
  lines.push(`skip ${plan.unchanged.length} unchanged (same bytes and headers in the bucket)${plan.unchanged.length ? ':' : ''}`);
  for (const key of plan.unchanged) lines.push(`  ${key}`);
  lines.push(`delete ${plan.deletions.length} stale, after every upload succeeded${plan.deletions.length ? ':' : ''}`);
  for (const { key, phase } of plan.deletions) lines.push(`  ${phase.padEnd(9)} ${key}`);
  return lines.join('\n');
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}
