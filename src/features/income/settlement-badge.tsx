/** A statement's settlement state as a badge whose text, not its colour, says the state. */

import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useT } from '../../components/intl';
import type { SettlementState } from '../../lib/contract/income-data';
import { idPart } from './income-format';

const COLOURS: Record<SettlementState, BadgeProps['color']> = {
  estimated: 'warning',
  settled: 'informative',
  paid: 'success',
  held: 'danger',
  carried_forward: 'subtle',
};

/** Props of {@link SettlementBadge}. */
export interface SettlementBadgeProps {
  readonly state: SettlementState;
}

export function SettlementBadge({ state }: SettlementBadgeProps) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLOURS[state]} shape="rounded">
      {t(`income.state.${idPart(state)}`)}
    </Badge>
  );
}
