/** A failure the operator can fix; its message says what happened and what to do, in one paragraph. */
export class DeployError extends Error {
  override name = 'DeployError';
}
