/**
 * A figure's name with its definition behind an info button (the
 * `data.def.*` messages): what is counted, how readers are de-duplicated and
 * what is left out, one click away from every figure.
 */
import { InfoLabel, type InfoLabelProps } from '@fluentui/react-components';
import { useT } from '../../components/intl';

/** Props of {@link FigureLabel}. */
export interface FigureLabelProps {
  /** The figure's name, already translated. */
  readonly label: string;
  /** Message id of its definition (`data.def.*`). */
  readonly definitionId: string;
  readonly size?: InfoLabelProps['size'];
  readonly className?: string;
}

export function FigureLabel({ label, definitionId, size, className }: FigureLabelProps) {
  const t = useT();
  return (
    <InfoLabel
      className={className}
      size={size}
      info={t(definitionId)}
      infoButton={{ 'aria-label': t('data.def.button', { figure: label }) }}
    >
      {label}
    </InfoLabel>
  );
}
