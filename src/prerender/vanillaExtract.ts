import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * The server and client bundles must agree on every class name, so both use the same
 * explicit identifier scheme; only the server bundle writes the CSS.
 */
export const styles = (outputCss: boolean) => vanillaExtractPlugin({ identifiers: 'short', outputCss });
