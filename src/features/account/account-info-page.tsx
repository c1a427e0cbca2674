import { Badge, Body1, Button, Subtitle2, Text, Title2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { inAppClick } from '../../lib/in-app-link';
import {
  type accountInfoMachine,
  selectAccountLoadError,
  selectAccountUser,
} from '../../machines/account-info/account-info.machine';
import type { AccountUser } from '../../machines/common/account';
import { AccountAvatar } from './account-avatar';
import { AccountLoading } from './account-loading';
import { useAccountStyles } from './account-styles';
import { InfoRow } from './info-row';
import { PersonalDataCard } from './personal-data-card';

/** Props of {@link AccountInfoPage}. */
export interface AccountInfoPageProps {
  readonly info: ActorRefFrom<typeof accountInfoMachine>;
  /** The security card (password), built by the screen with its own machine. */
  readonly security: ReactNode;
  readonly onNavigate: (path: string) => void;
}

/**
 * The account info page (/account-info): who the author is, every chip from
 * the data (certified, signed, password), the figures, the profile, the
 * personal data masked by the server with 'Show' behind an SMS code, and
 * the security card.
 */
export function AccountInfoPage({ info, security, onNavigate }: AccountInfoPageProps) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const user = useSelector(info, selectAccountUser);
  const loadError = useSelector(info, selectAccountLoadError);

  const heading = <Title2 as="h1">{t('menu.accountInfo')}</Title2>;
  if (!user) {
    return (
      <section className={styles.root}>
        {heading}
        <AccountLoading
          error={loadError}
          onRetry={() => info.send({ type: 'accountInfo.refresh' })}
        />
      </section>
    );
  }

  const filled = (value: string) =>
    value ? value : <span className={styles.muted}>{t('account.info.empty')}</span>;
  return (
    <section className={styles.root}>
      {heading}
      <Surface className={styles.card} aria-label={t('account.info.identity')}>
        <div className={styles.identity}>
          <AccountAvatar url={user.avatar} penName={user.pen_name} />
          <div className={styles.identityText}>
            <Text as="h2" size={500} weight="semibold" className={styles.penName}>
              {user.pen_name || t('account.info.noPenName')}
            </Text>
            <AccountBadges user={user} />
          </div>
          <div className={styles.identityAction}>
            <Button
              appearance="primary"
              as="a"
              href="/account-edit"
              onClick={inAppClick(() => onNavigate('/account-edit'))}
            >
              {t('account.info.editProfile')}
            </Button>
          </div>
        </div>
        <div className={styles.figures}>
          <Figure label={t('account.info.fans')} value={intl.formatNumber(user.fan_num)} />
          <Figure label={t('account.info.words')} value={formatWords(intl, user.word_count)} />
          <Figure
            label={t('account.info.registered')}
            value={formatDateTime(intl, user.create_time, 'date')}
          />
        </div>
      </Surface>

      <Surface className={styles.card}>
        <SurfaceHeader header={<Subtitle2 as="h2">{t('account.info.profile')}</Subtitle2>} />
        <dl className={styles.fields}>
          <InfoRow label={t('account.info.accountId')}>{user.id}</InfoRow>
          <InfoRow label={t('account.field.qq')}>{filled(user.qq)}</InfoRow>
          <InfoRow label={t('account.field.introduction')}>{filled(user.introduction)}</InfoRow>
          <InfoRow label={t('account.info.editor')}>
            {user.editor_name || <span className={styles.muted}>{t('account.info.noEditor')}</span>}
          </InfoRow>
        </dl>
      </Surface>

      <PersonalDataCard info={info} user={user} />
      {security}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  const styles = useAccountStyles();
  return (
    <div className={styles.figure}>
      <Body1 className={styles.muted}>{label}</Body1>
      <span className={styles.figureValue}>{value}</span>
    </div>
  );
}

/** The chips, each from the author's data: nothing here is a fixed label. */
function AccountBadges({ user }: { user: AccountUser }) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.badges}>
      <Badge appearance="tint" color={user.is_certified ? 'success' : 'warning'}>
        {t(user.is_certified ? 'account.badge.certified' : 'account.badge.uncertified')}
      </Badge>
      <Badge appearance="tint" color={user.is_signed ? 'brand' : 'informative'}>
        {t(user.is_signed ? 'account.badge.signed' : 'account.badge.unsigned')}
      </Badge>
      <Badge appearance="tint" color={user.has_password ? 'informative' : 'warning'}>
        {t(user.has_password ? 'account.badge.passwordSet' : 'account.badge.noPassword')}
      </Badge>
    </div>
  );
}
