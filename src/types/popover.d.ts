import 'react';

// React 18's typings predate the Popover API; React passes these lowercase attributes through as-is.
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '';
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
