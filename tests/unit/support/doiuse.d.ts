// doiuse ships no types: the part of its API the browser-support test uses.
declare module 'doiuse' {
  import type { PluginCreator } from 'postcss';

  interface FeatureUsage {
    /** caniuse's feature id, `viewport-unit-variants` say. */
    feature: string;
    message: string;
  }

  const doiuse: PluginCreator<{ browsers: string[]; onFeatureUsage?: (usage: FeatureUsage) => void }>;
  export default doiuse;
}
