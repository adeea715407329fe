import postcss, { type AtRule, type Rule } from 'postcss';

/** A rule's at-rule context and declarations, blind to white space: the critical pass may keep only some of its selectors. */
function body(rule: Rule): string {
  const context: string[] = [];
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) context.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
  return [...context, rule.nodes.map(String).join(';')].join('|').replace(/\s+/g, '');
}

/**
 * The rules of the site's stylesheet that a page did not inline: what its islands may still draw.
 * Loaded after the first paint, a sheet that repeated the page's own rules (its `*`, `body` and
 * type selectors among them) made the browser restyle the whole document; rules the page has no
 * element for yet only touch what matches them.
 */
export function lateCss(whole: string, inlined: string): string {
  // For each body, the selectors the page already has it for.
  const inline = new Map<string, Set<string>>();
  postcss.parse(inlined).walkRules((rule) => {
    const selectors = inline.get(body(rule)) ?? new Set<string>();
    for (const selector of rule.selectors) selectors.add(selector);
    inline.set(body(rule), selectors);
  });
  const root = postcss.parse(whole);
  root.walkRules((rule) => {
    const have = inline.get(body(rule));
    if (!have) return;
    const rest = rule.selectors.filter((selector) => !have.has(selector));
    if (rest.length === 0) rule.remove();
    else rule.selectors = rest;
  });
  // At-rules left empty go too, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
