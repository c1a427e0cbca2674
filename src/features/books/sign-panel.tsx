import {
  Badge,
  type BadgeProps,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { codePointLength } from '../../lib/contract';
import {
  type bookSignMachine,
  CONTRACT_TYPES,
  SIGN_FIELDS,
  SIGN_RULES,
  type SignApplicationItem,
  type SignApplicationStatus,
  type SignField,
  selectSignAttempt,
  selectSignError,
  selectSignErrors,
  selectSignForm,
  selectSignInfo,
  selectSignLoading,
  selectSignNotice,
  selectSignSubmitting,
  selectSignWithdrawing,
} from '../../machines/book-sign/book-sign.machine';
import { idKey, useFieldErrorText } from './book-text';

/** Props of {@link SignPanel}. */
export interface SignPanelProps {
  readonly sign: ActorRefFrom<typeof bookSignMachine>;
}

const STATUS_COLOR: Record<SignApplicationStatus, BadgeProps['color']> = {
  draft: 'subtle',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'subtle',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  two: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  application: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
});

/**
 * The signing application of a book: its latest application and status,
 * withdraw while submitted, and the form when the book may apply. The form
 * is kept in signFormData by the machine, so a reload keeps it.
 */
export function SignPanel({ sign }: SignPanelProps) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useFieldErrorText();
  const info = useSelector(sign, selectSignInfo);
  const form = useSelector(sign, selectSignForm);
  const errors = useSelector(sign, selectSignErrors);
  const error = useSelector(sign, selectSignError);
  const notice = useSelector(sign, selectSignNotice);
  const loading = useSelector(sign, selectSignLoading);
  const submitting = useSelector(sign, selectSignSubmitting);
  const withdrawing = useSelector(sign, selectSignWithdrawing);
  const attempt = useSelector(sign, selectSignAttempt);
  const formRef = useRef<HTMLFormElement>(null);

  // Only a new refused submit moves focus, not every keystroke that changes errors.
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  useEffect(() => {
    if (attempt === 0) return;
    const first = SIGN_FIELDS.find((field) => errorsRef.current[field] !== undefined);
    formRef.current
      ?.querySelector<HTMLElement>(
        `[data-field="${first}"] input, [data-field="${first}"] textarea`,
      )
      ?.focus();
  }, [attempt]);

  if (loading && !info) return <Spinner size="small" label={t('books.sign.loading')} />;
  if (!info) {
    return (
      <RetryNotice
        message={t(error ?? 'books.sign.loadError')}
        onRetry={() => sign.send({ type: 'sign.refresh' })}
      />
    );
  }

  const field = (name: SignField) => ({
    'data-field': name,
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errorText(name, errors[name]),
  });
  const change = (name: SignField) => (_: unknown, data: { value: string }) =>
    sign.send({ type: 'sign.change', field: name, value: data.value });

  return (
    <div className={styles.root}>
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{t(notice)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(error)}</MessageBarBody>
        </MessageBar>
      ) : null}

      {info.application ? (
        <ApplicationSummary
          application={info.application}
          withdrawing={withdrawing}
          onWithdraw={() => sign.send({ type: 'sign.withdraw' })}
        />
      ) : null}

      {info.eligible ? (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          aria-label={t('books.sign.formTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            sign.send({ type: 'sign.submit' });
          }}
        >
          <Text weight="semibold">{t('books.sign.formTitle')}</Text>
          <Text size={200} className={styles.muted}>
            {t('books.sign.formHint')}
          </Text>
          <Field label={t('books.sign.field.contractType')} required {...field('contract_type')}>
            <RadioGroup
              layout="horizontal"
              value={form.contract_type}
              onChange={change('contract_type')}
            >
              {CONTRACT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`books.sign.contract.${idKey(type)}`)} />
              ))}
            </RadioGroup>
          </Field>
          <div className={styles.two}>
            <Field
              label={t('books.sign.field.plannedWords')}
              required
              hint={t('books.sign.hint.plannedWords', {
                min: SIGN_RULES.plannedMin,
                max: SIGN_RULES.plannedMax,
              })}
              {...field('planned_total_words')}
            >
              <Input
                inputMode="numeric"
                value={form.planned_total_words}
                onChange={change('planned_total_words')}
              />
            </Field>
            <Field
              label={t('books.sign.field.perWeek')}
              required
              hint={t('books.sign.hint.perWeek', {
                min: SIGN_RULES.perWeekMin,
                max: SIGN_RULES.perWeekMax,
              })}
              {...field('updates_per_week')}
            >
              <Input
                inputMode="numeric"
                value={form.updates_per_week}
                onChange={change('updates_per_week')}
              />
            </Field>
          </div>
          <Field
            label={t('books.sign.field.outline')}
            required
            hint={t('books.hint.synopsis', {
              count: codePointLength(form.outline.trim()),
              min: SIGN_RULES.outlineMin,
              max: SIGN_RULES.outlineMax,
            })}
            {...field('outline')}
          >
            <Textarea
              rows={6}
              resize="vertical"
              value={form.outline}
              placeholder={t('books.sign.placeholder.outline')}
              onChange={change('outline')}
            />
          </Field>
          <div className={styles.pair}>
            <Field label={t('books.sign.field.phone')} required {...field('phone')}>
              <Input type="tel" inputMode="tel" value={form.phone} onChange={change('phone')} />
            </Field>
            <Field label={t('books.sign.field.email')} {...field('email')}>
              <Input type="email" value={form.email} onChange={change('email')} />
            </Field>
            <Field label={t('books.sign.field.qq')} {...field('qq')}>
              <Input inputMode="numeric" value={form.qq} onChange={change('qq')} />
            </Field>
          </div>
          <div className={styles.footer}>
            <Button appearance="primary" type="submit" disabledFocusable={submitting}>
              {submitting ? t('books.sign.submitting') : t('books.sign.submit')}
            </Button>
          </div>
        </form>
      ) : info.ineligible_reason && info.ineligible_reason !== 'sign.pending' ? (
        <Text className={styles.muted}>{t(info.ineligible_reason)}</Text>
      ) : null}
    </div>
  );
}

function ApplicationSummary({
  application,
  withdrawing,
  onWithdraw,
}: {
  application: SignApplicationItem;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <section className={styles.application} aria-label={t('books.sign.application')}>
      <div className={styles.line}>
        <Text weight="semibold">{t('books.sign.application')}</Text>
        <Badge appearance="tint" shape="rounded" color={STATUS_COLOR[application.status]}>
          {t(`books.sign.status.${application.status}`)}
        </Badge>
        {application.submit_time ? (
          <Text size={200} className={styles.muted}>
            {t('books.sign.submittedAt', {
              time: formatDateTime(intl, application.submit_time),
            })}
          </Text>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('books.sign.field.contractType')}</dt>
        <dd className={styles.detail}>
          {t(`books.sign.contract.${idKey(application.contract_type)}`)}
        </dd>
        <dt className={styles.term}>{t('books.sign.field.plannedWords')}</dt>
        <dd className={styles.detail}>{formatWords(intl, application.planned_total_words)}</dd>
        <dt className={styles.term}>{t('books.sign.field.perWeek')}</dt>
        <dd className={styles.detail}>{application.updates_per_week}</dd>
        {application.reviewer_comment ? (
          <>
            <dt className={styles.term}>{t('books.sign.reviewerComment')}</dt>
            <dd className={styles.detail}>{application.reviewer_comment}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'submitted' ? (
        <div className={styles.line}>
          <Text size={200} className={styles.muted}>
            {t('books.sign.waiting')}
          </Text>
          <Button size="small" disabled={withdrawing} onClick={onWithdraw}>
            {t('books.sign.withdraw')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
