import { createElement } from 'react';
import type { IconNode } from 'lucide';

export interface LucideIconProps {
  icon: IconNode;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/**
 * Draws a Lucide icon from its path data. The vanilla `lucide` package ships only that data,
 * so an island pays a few hundred bytes per icon instead of lucide-react's ~2 KB runtime. Inline
 * in HTML, an `<svg>` needs no `xmlns`, and `focusable` was for Internet Explorer only: both went,
 * for the first round trip's bytes.
 */
export function LucideIcon({ icon, size = 24, strokeWidth = 1.5, className }: LucideIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
