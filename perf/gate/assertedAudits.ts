/** Lighthouse CI's config, as far as the gate reads it. */
export interface LighthouseRc {
  ci: {
    collect: { numberOfRuns?: number; settings?: Record<string, unknown> } & Record<string, unknown>;
    assert?: { assertMatrix?: Array<{ assertions: Record<string, unknown> }>; assertions?: Record<string, unknown> };
  } & Record<string, unknown>;
}

/**
 * What `lhci assert` reads of a run, as Lighthouse's `onlyCategories` and `onlyAudits`: the
 * categories its `categories:<id>` assertions score, and the audits the others name
 * (`resource-summary:script:size` is the `resource-summary` audit). A budget run that gathers
 * only these skips the rest of the performance category, which the main-thread runs judge:
 * 4.4–4.7 s a run against 4.9–5.9 (2026-11-27). An assertion added to lighthouserc.json is
 * gathered without another change.
 */
export function assertedAudits(rc: LighthouseRc): { onlyCategories: string[]; onlyAudits: string[] } {
  const { assertMatrix = [], assertions = {} } = rc.ci.assert ?? {};
  const names = [...Object.keys(assertions), ...assertMatrix.flatMap((entry) => Object.keys(entry.assertions))];
  const categories = new Set<string>();
  const audits = new Set<string>();
  for (const name of names) {
    const [first, second] = name.split(':');
    if (first === 'categories' && second) categories.add(second);
    else audits.add(first!);
  }
  return { onlyCategories: [...categories], onlyAudits: [...audits] };
}
