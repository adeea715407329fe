interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor asked to save data, or the browser reports a 2G connection: then nothing is
 * fetched ahead of need (neither the next page nor React).
 */
export function savingData(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}
