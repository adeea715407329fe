/**
 * The direction of imports, checked by tests/unit/architecture.test.ts (`npx depcruise src perf
 * scripts` shows the same). Each layer of src/ may import the layers below it, never one above:
 *
 *   content → shared → theme → site → media → editor → system → components → boot → islands → islandBox → sections → pages → prerender
 *
 * media is the build's work on photos and clips (it reads content, renders nothing); editor the
 * staff's editor at /admin/ (its configuration from the content schema, its page); boot and
 * islands are the browser wing (what reaches the phone); islandBox, sections, pages and prerender
 * the server's. islandBox's <Island> is the one door from the server into the islands.
 * deploy and the tools outside src/ sit above all of it. Tests may import anything.
 */
const LAYERS = ['content', 'shared', 'theme', 'site', 'media', 'editor', 'system', 'components', 'boot', 'islands', 'islandBox', 'sections', 'pages', 'prerender'];
const NOT_TESTS = '\\.test\\.tsx?$|^tests/';

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `${layer}-imports-only-below`,
  comment: `src/${layer} may import ${LAYERS.slice(0, i).join(', ') || 'nothing else in src'}, not the layers above it.`,
  severity: 'error',
  from: { path: `^src/${layer}/`, pathNot: NOT_TESTS },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')}|deploy)/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module that imports itself through others: split what both need into a lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'Code that reaches the phone (src/boot, src/islands) imports no Node built-in.',
      severity: 'error',
      from: { path: '^src/(boot|islands)/', pathNot: NOT_TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'src-does-not-import-tools',
      comment: 'The site imports none of the tooling around it.',
      severity: 'error',
      from: { path: '^src/', pathNot: NOT_TESTS },
      to: { path: '^(tests|scripts|perf|sample-media)/' },
    },
    {
      name: 'perf-lab-is-shared',
      comment: 'perf/lab is what the bench and the gate share: it imports neither.',
      severity: 'error',
      from: { path: '^perf/lab/' },
      to: { path: '^perf/(bench|gate)/' },
    },
    {
      name: 'bench-and-gate-apart',
      comment: 'The bench and the Lighthouse gate share perf/lab, never each other.',
      severity: 'error',
      from: { path: '^perf/(bench|gate)/' },
      to: { path: '^perf/(bench|gate)/', pathNot: '^perf/$1/' },
    },
    {
      name: 'sample-media-stands-alone',
      comment: 'The sample-media painter can be deleted in one step: nothing imports it.',
      severity: 'error',
      from: { pathNot: '^sample-media/' },
      to: { path: '^sample-media/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
