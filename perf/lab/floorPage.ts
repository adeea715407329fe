/**
 * A page's floor: only the page's largest element (largestElement.ts), in bare HTML, no CSS and
 * no JavaScript. Nothing can paint that content sooner on this network, so it is what the real
 * page is measured against.
 */
export function floorPage(largestElement: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>',
    // No favicon request, which a bare page would otherwise make (a 404). The site's comes after `load`,
    // after the largest paint, and decodes in well under a millisecond.
    `<meta name="description" content="floor"><link rel="icon" href="data:,"></head>`,
    '<body>',
    largestElement,
    '</body>',
    '</html>',
  ].join('\n');
}
