/**
 * Typed mirror of tokens.css: every CSS custom property, as a `var(--name)` reference for inline styles
 * and charts. The values live in tokens.css only; tokens.test.ts checks that both files name the same set.
 */
const ref = <N extends string>(name: N) => `var(--${name})` as const;

const scale = <P extends string, K extends string>(prefix: P, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ref(`${prefix}-${key}`)])) as { readonly [Key in K]: `var(--${P}-${Key})` };

export const tokens = {
  color: {
    brand: scale('color-brand', ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900']),
    neutral: scale('color-neutral', ['0', '25', '50', '100', '200', '300', '400', '500', '600', '700', '800', '900']),
    success: scale('color-success', ['50', '200', '600', '700']),
    warning: scale('color-warning', ['50', '200', '600', '700']),
    error: scale('color-error', ['50', '200', '600', '700']),
    info: scale('color-info', ['50', '200', '600', '700']),
    bg: scale('color-bg', ['canvas', 'surface', 'subtle', 'muted', 'hover', 'pressed', 'selected', 'inverse', 'overlay']),
    border: {
      default: ref('color-border'),
      strong: ref('color-border-strong'),
      focus: ref('color-border-focus'),
    },
    text: {
      default: ref('color-text'),
      secondary: ref('color-text-secondary'),
      tertiary: ref('color-text-tertiary'),
      disabled: ref('color-text-disabled'),
      inverse: ref('color-text-inverse'),
      onBrand: ref('color-text-on-brand'),
      link: ref('color-text-link'),
      linkHover: ref('color-text-link-hover'),
    },
    focusRing: ref('color-focus-ring'),
    skeleton: ref('color-skeleton'),
    skeletonShine: ref('color-skeleton-shine'),
  },
  space: scale('space', ['0', '0-5', '1', '1-5', '2', '3', '4', '5', '6', '8', '10', '12', '16']),
  font: scale('font', ['sans', 'mono']),
  text: scale('text', ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']),
  leading: scale('leading', ['tight', 'normal']),
  weight: scale('weight', ['regular', 'medium', 'semibold', 'bold']),
  tracking: scale('tracking', ['tight', 'caps']),
  radius: scale('radius', ['sm', 'md', 'lg', 'xl', 'full']),
  shadow: scale('shadow', ['xs', 'sm', 'md', 'lg', 'xl', 'focus']),
  z: scale('z', ['base', 'sticky', 'header', 'overlay', 'popover', 'modal', 'toast', 'tooltip', 'progress']),
  duration: scale('duration', ['instant', 'fast', 'normal', 'slow']),
  ease: scale('ease', ['standard', 'out', 'in']),
  controlHeight: scale('control-height', ['sm', 'md', 'lg']),
} as const;

export type Tokens = typeof tokens;

/** Every custom-property name referenced by `tokens` (without `var(`), e.g. `--color-brand-600`. */
export function tokenNames(node: unknown = tokens): string[] {
  if (typeof node === 'string') return [node.slice('var('.length, -1)];
  if (node && typeof node === 'object') return Object.values(node).flatMap((child) => tokenNames(child));
  return [];
}
