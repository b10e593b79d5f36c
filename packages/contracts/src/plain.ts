/**
 * The contracts' plain values: error codes, limits, paths, languages and the message helpers, with
 * no schema among them. The web app's first screen imports these from here, so zod and the
 * endpoint table stay out of what a visitor downloads first (ARCHITECTURE §8); everything else,
 * types included, comes from the package's main entry.
 */
export * from './clock.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './window-values.ts';
