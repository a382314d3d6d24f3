// The lint plugins, imported from here so that Node resolves them (and the TypeScript 6.0 that
// typescript-eslint needs) from this workspace's node_modules, not the root's TypeScript 7.
export { default as js } from '@eslint/js';
export { default as comments } from '@eslint-community/eslint-plugin-eslint-comments/configs';
export { default as prettierOff } from 'eslint-config-prettier/flat';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as globals } from 'globals';
export { default as tseslint } from 'typescript-eslint';

import { noLiteralText } from './rules/no-literal-text.js';
/** The repository's own rules. */
export const nimbus = { rules: { 'no-literal-text': noLiteralText } };
