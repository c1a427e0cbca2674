import type { ReactNode } from 'react';
import { useAccountStyles } from './account-styles';

/** One label and value of the account pages' definition lists. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  const styles = useAccountStyles();
  return (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}
