/** A bible form's field errors (catalogue ids by field) in the page's words. */
import { useT } from '../../components/intl';

/** The text of `field`'s error, or undefined when it has none. */
export function useFieldError(
  errors: Readonly<Record<string, string>>,
): (field: string) => string | undefined {
  const t = useT();
  return (field) => (errors[field] ? t(`bible.error.${errors[field]}`) : undefined);
}
