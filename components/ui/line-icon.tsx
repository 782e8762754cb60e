import type { SVGProps } from 'react';

/**
 * One stroke of a line icon (24×24 grid): a path's `d`, a circle `[cx, cy, r]`, a rounded
 * rectangle `[x, y, width, height, rx]`, or a path with its own stroke width.
 */
export type IconShape =
  | string
  | { circle: readonly [number, number, number] }
  | { rect: readonly [number, number, number, number, number] }
  | { d: string; strokeWidth: number };

function shapeElement(shape: IconShape, key: number) {
  if (typeof shape === 'string') return <path key={key} d={shape} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  if ('rect' in shape) {
    const [x, y, width, height, rx] = shape.rect;
    return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
  }
  return <path key={key} d={shape.d} strokeWidth={shape.strokeWidth} />;
}

export type LineIconProps = SVGProps<SVGSVGElement> & { shapes: readonly IconShape[] };

/**
 * The app's line icons, drawn here so it needs no icon package: stroke = currentColor, round
 * caps and joins. Decorative (aria-hidden): the button or link around an icon carries its name.
 */
export function LineIcon({ shapes, ...rest }: LineIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...rest}>
      {shapes.map(shapeElement)}
    </svg>
  );
}
