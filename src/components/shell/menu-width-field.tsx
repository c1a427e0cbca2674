import { Caption1, Input, Label, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { isMenuWidth, MENU_WIDTH_PX } from '../../machines/settings/settings.machine';
import { useT } from '../intl';

/**
 * The side menu's width in pixels. What the author types is kept as typed
 * (a 2 on the way to 240 must not snap back); a whole number within the
 * bounds is applied at once, and leaving the field shows the width in force.
 */
export function MenuWidthField({
  value,
  onChange,
  className,
  rowClassName,
}: {
  value: number;
  onChange: (width: number) => void;
  className?: string;
  rowClassName?: string;
}) {
  const t = useT();
  const inputId = useId('menu-width');
  const hintId = useId('menu-width-hint');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={rowClassName}>
      <Label htmlFor={inputId}>{t('settings.menuWidth')}</Label>
      <Input
        id={inputId}
        className={className}
        type="number"
        min={MENU_WIDTH_PX.min}
        max={MENU_WIDTH_PX.max}
        aria-describedby={hintId}
        value={draft ?? String(value)}
        onChange={(_, data) => {
          setDraft(data.value);
          const width = Number(data.value);
          if (isMenuWidth(width)) onChange(width);
        }}
        onBlur={() => setDraft(null)}
      />
      <Caption1 id={hintId}>{t('settings.menuWidthRange', MENU_WIDTH_PX)}</Caption1>
    </div>
  );
}
