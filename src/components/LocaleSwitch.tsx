import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  type MenuProps,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { isLocale, LOCALES } from '../i18n/locales';
import { useLocale, useT } from './intl';

/** Props of {@link LocaleSwitch}. */
export interface LocaleSwitchProps {
  /** Show the current language's name next to the icon (the login page); icon only otherwise. */
  showName?: boolean;
}

/** The language menu: zh-CN or en-US, remembered under 'arco-locale'. */
export function LocaleSwitch({ showName = false }: LocaleSwitchProps) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = data.checkedItems[0];
    if (isLocale(next)) setLocale(next);
  };
  return (
    <Menu checkedValues={{ locale: [locale] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<LocalLanguage20Regular />}
          aria-label={t('locale.label')}
          title={t('locale.label')}
        >
          {showName ? t(`locale.${locale}`) : null}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((option) => (
            <MenuItemRadio key={option} name="locale" value={option} lang={option}>
              {t(`locale.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
