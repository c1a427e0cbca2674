import {
  Badge,
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { formatDateTime } from '../../i18n/intl';
import {
  type certificationMachine,
  selectCertification,
  selectCertificationAgreed,
  selectCertificationBusy,
  selectCertificationErrors,
  selectCertificationFailure,
  selectCertificationFields,
  selectCertificationLoadFailed,
  selectCertificationStep,
} from '../../machines/certification/certification.machine';
import { useAccountStyles } from './account-styles';
import { InfoRow } from './info-row';

const STATUS_COLOR = {
  none: 'warning',
  reviewing: 'informative',
  certified: 'success',
  rejected: 'danger',
} as const;

/**
 * Real-name certification: the status from the server (never a fixed tag),
 * the masked name and number; from `none` or `rejected` the steps (a
 * separate consent, then name and number); withdraw while in review.
 */
export function CertificationCard({
  certification: actor,
}: {
  certification: ActorRefFrom<typeof certificationMachine>;
}) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cert = useSelector(actor, selectCertification);
  const step = useSelector(actor, selectCertificationStep);
  const busy = useSelector(actor, selectCertificationBusy);
  const failure = useSelector(actor, selectCertificationFailure);
  const loadFailed = useSelector(actor, selectCertificationLoadFailed);

  const header = (
    <SurfaceHeader
      header={
        <Subtitle2 as="h2" id="certification-title">
          {t('account.cert.title')}
        </Subtitle2>
      }
      action={
        cert ? (
          <Badge appearance="tint" color={STATUS_COLOR[cert.status]}>
            {t(`account.cert.status.${cert.status}`)}
          </Badge>
        ) : undefined
      }
    />
  );

  let content: React.ReactNode = null;
  if (loadFailed) {
    content = (
      <div className={styles.actions}>
        <Body1>{t(failure ?? 'error.unknown')}</Body1>
        <Button onClick={() => actor.send({ type: 'certification.refresh' })}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (step === 'consent') {
    content = <ConsentStep actor={actor} />;
  } else if (step === 'form') {
    content = <FormStep actor={actor} />;
  } else if (cert) {
    content = (
      <div className={styles.form}>
        <Body1 as="p" block className={styles.flush}>
          {t(`account.cert.explain.${cert.status}`)}
        </Body1>
        {cert.status === 'rejected' ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {t('account.cert.rejectReason', { reason: cert.reject_reason })}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {cert.real_name ? (
          <dl className={styles.fields}>
            <InfoRow label={t('account.field.realName')}>{cert.real_name}</InfoRow>
            <InfoRow label={t('account.field.idCard')}>{cert.id_card}</InfoRow>
            {cert.submitted_at ? (
              <InfoRow label={t('account.cert.submittedAt')}>
                {formatDateTime(intl, cert.submitted_at)}
              </InfoRow>
            ) : null}
          </dl>
        ) : null}
        {failure ? (
          <MessageBar intent="error">
            <MessageBarBody>{t(failure)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          {cert.status === 'none' || cert.status === 'rejected' ? (
            <Button
              appearance="primary"
              onClick={() => actor.send({ type: 'certification.start' })}
            >
              {t(cert.status === 'none' ? 'account.cert.start' : 'account.cert.resubmit')}
            </Button>
          ) : null}
          {cert.status === 'reviewing' ? (
            <Button
              disabledFocusable={busy}
              onClick={() => actor.send({ type: 'certification.withdraw' })}
            >
              {t('account.cert.withdraw')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <Surface className={styles.card} aria-labelledby="certification-title">
      {header}
      {content}
    </Surface>
  );
}

function ConsentStep({ actor }: { actor: ActorRefFrom<typeof certificationMachine> }) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const agreed = useSelector(actor, selectCertificationAgreed);
  return (
    <div className={styles.form}>
      <Subtitle2 as="h3" className={styles.flush}>
        {t('account.cert.consentTitle')}
      </Subtitle2>
      <Body1 as="p" block className={styles.flush}>
        {t('account.cert.consentText')}
      </Body1>
      <Checkbox
        checked={agreed}
        onChange={(_, data) =>
          actor.send({ type: 'certification.consent', agreed: data.checked === true })
        }
        label={t('account.cert.consentAgree')}
      />
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={!agreed}
          onClick={() => actor.send({ type: 'certification.next' })}
        >
          {t('account.cert.next')}
        </Button>
        <Button onClick={() => actor.send({ type: 'certification.cancel' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

function FormStep({ actor }: { actor: ActorRefFrom<typeof certificationMachine> }) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fields = useSelector(actor, selectCertificationFields);
  const errors = useSelector(actor, selectCertificationErrors);
  const failure = useSelector(actor, selectCertificationFailure);
  const busy = useSelector(actor, selectCertificationBusy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'certification.submit' });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('account.field.realName')}
        required
        validationMessage={errors.real_name ? t(errors.real_name) : undefined}
      >
        <Input
          value={fields.real_name}
          autoComplete="name"
          onChange={(_, data) =>
            actor.send({ type: 'certification.change', field: 'real_name', value: data.value })
          }
        />
      </Field>
      <Field
        label={t('account.field.idCard')}
        required
        hint={t('account.cert.idHint')}
        validationMessage={errors.id_card ? t(errors.id_card) : undefined}
      >
        <Input
          value={fields.id_card}
          autoComplete="off"
          spellCheck={false}
          onChange={(_, data) =>
            actor.send({ type: 'certification.change', field: 'id_card', value: data.value })
          }
        />
      </Field>
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(failure)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabledFocusable={busy}>
          {t('account.cert.submit')}
        </Button>
        <Button onClick={() => actor.send({ type: 'certification.cancel' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
