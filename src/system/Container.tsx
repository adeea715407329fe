import type { ReactNode } from 'react';
import * as styles from './Container.css';

export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? styles.narrow : styles.container}>{children}</div>;
}
