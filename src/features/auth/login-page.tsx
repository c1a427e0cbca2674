import {
  Button,
  Caption1,
  Field,
  Input,
  Link,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  Title2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import {
  type ComponentType,
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { markInAppArrival } from '../../components/shell/page-focus';
import { Surface } from '../../components/surface';
import { pathAfterLogin } from '../../lib/permission';
import {
  selectCodeCooldown,
  selectIsBusy,
  selectIsLoggedIn,
  selectIsSendingCode,
  selectNeedsRegistration,
} from '../../machines/auth/auth.machine';
import { AuthError } from './auth-error';
import { AuthFrame } from './auth-frame';
import { useAuthStyles } from './auth-styles';

const RegisterForm = lazy(() =>
  import('./register-form').then((m) => ({ default: m.RegisterForm })),
);

type Mode = 'password' | 'sms';
const PHONE_PATTERN = /^1\d{10}$/;
const CODE_PATTERN = /^\d{6}$/;

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /**
   * The 'Forgot password' form, given by the app (it builds the form's
   * machine); without it the link is not offered.
   */
  readonly forgotPassword?: ComponentType<{ onBack: () => void }>;
}

/**
 * The login screen: password or SMS code, then the sign-up step for a new
 * phone; 'Forgot password' from the password tab.
 */
export function LoginPage({ forgotPassword: ForgotPassword }: LoginPageProps) {
  const styles = useAuthStyles();
  const t = useT();
  const { auth, toast } = useAppActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const needsRegistration = useSelector(auth, selectNeedsRegistration);
  const loggedIn = useSelector(auth, selectIsLoggedIn);
  const [forgot, setForgot] = useState(false);

  // Where to go once the session is complete; read at that moment.
  const searchRef = useRef(search);
  searchRef.current = search;
  const finish = useRef(() => {});
  finish.current = () => {
    toast.show({ intent: 'success', text: t('login.form.login.success') });
    markInAppArrival();
    navigate(pathAfterLogin(searchRef.current), { replace: true });
  };

  useEffect(() => {
    const sub = auth.on('auth.loggedIn', (event) => {
      if (!event.needsRegistration) finish.current();
    });
    return () => sub.unsubscribe();
  }, [auth]);

  // The sign-up step ends when the pen name is accepted.
  const wasRegistering = useRef(false);
  useEffect(() => {
    if (needsRegistration) wasRegistering.current = true;
    else if (wasRegistering.current && loggedIn) {
      wasRegistering.current = false;
      finish.current();
    }
  }, [needsRegistration, loggedIn]);

  return (
    <AuthFrame>
      <Surface className={styles.card}>
        {needsRegistration ? (
          <Suspense fallback={<Spinner />}>
            <RegisterForm />
          </Suspense>
        ) : forgot && ForgotPassword ? (
          <Suspense fallback={<Spinner />}>
            <ForgotPassword onBack={() => setForgot(false)} />
          </Suspense>
        ) : (
          <LoginForm onForgot={ForgotPassword ? () => setForgot(true) : undefined} />
        )}
      </Surface>
    </AuthFrame>
  );
}

function LoginForm({ onForgot }: { onForgot?: () => void }) {
  const styles = useAuthStyles();
  const t = useT();
  const { auth } = useAppActors();
  const busy = useSelector(auth, selectIsBusy);
  const cooldown = useSelector(auth, selectCodeCooldown);
  const sending = useSelector(auth, selectIsSendingCode);
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Arriving with focus nowhere (a first load, or a logout that removed the
  // shell under it): start on the account field, the one thing to do here.
  const accountRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) accountRef.current?.focus();
  }, []);

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setErrors({});
    auth.send({ type: 'auth.clearError' });
  };

  const phoneError = (value: string): string | null => {
    if (value.trim() === '')
      return mode === 'password' ? 'login.form.userName.errMsg' : 'login.form.phone.errMsg';
    if (mode === 'sms' && !PHONE_PATTERN.test(value.trim())) return 'login.form.phone.invalid';
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const phoneProblem = phoneError(phone);
    if (phoneProblem) next.phone = phoneProblem;
    if (mode === 'password' && password === '') next.password = 'login.form.password.errMsg';
    if (mode === 'sms') {
      if (code.trim() === '') next.code = 'login.form.code.errMsg';
      else if (!CODE_PATTERN.test(code.trim())) next.code = 'login.form.code.invalid';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (mode === 'password')
      auth.send({ type: 'auth.loginPassword', phone: phone.trim(), password });
    else auth.send({ type: 'auth.loginSms', phone: phone.trim(), code: code.trim() });
  };

  const sendCode = () => {
    const problem = phoneError(phone);
    if (problem) {
      setErrors({ phone: problem });
      return;
    }
    auth.send({ type: 'auth.sendCode', phone: phone.trim(), scene: 'login' });
  };

  const fieldError = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <>
      <div className={styles.heading}>
        <Title2 as="h1">{t('login.title')}</Title2>
        <Subtitle2 as="p" className={styles.subtitle}>
          {t('login.subtitle')}
        </Subtitle2>
      </div>
      <TabList
        selectedValue={mode}
        onTabSelect={(_, data) => {
          setMode(data.value as Mode);
          setErrors({});
          auth.send({ type: 'auth.clearError' });
        }}
      >
        <Tab value="password">{t('login.tab.password')}</Tab>
        <Tab value="sms">{t('login.tab.sms')}</Tab>
      </TabList>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthError />
        {mode === 'password' ? (
          <>
            <Field
              label={t('login.form.userName.label')}
              validationMessage={fieldError('phone')}
              required
            >
              <Input
                ref={accountRef}
                value={phone}
                onChange={(_, data) => edit(setPhone)(data.value)}
                placeholder={t('login.form.userName.placeholder')}
                autoComplete="username"
                inputMode="tel"
              />
            </Field>
            <Field
              label={t('login.form.password.label')}
              validationMessage={fieldError('password')}
              required
            >
              <Input
                type="password"
                value={password}
                onChange={(_, data) => edit(setPassword)(data.value)}
                placeholder={t('login.form.password.placeholder')}
                autoComplete="current-password"
              />
            </Field>
            {onForgot ? (
              <div className={styles.forgot}>
                <Link as="button" type="button" onClick={onForgot}>
                  {t('account.password.forgot')}
                </Link>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <Field
              label={t('login.form.phone.label')}
              validationMessage={fieldError('phone')}
              required
            >
              <Input
                value={phone}
                onChange={(_, data) => edit(setPhone)(data.value)}
                placeholder={t('login.form.phone.placeholder')}
                autoComplete="tel"
                inputMode="tel"
              />
            </Field>
            <div className={styles.codeRow}>
              <Field
                className={styles.codeInput}
                label={t('login.form.code.label')}
                validationMessage={fieldError('code')}
                required
              >
                <Input
                  value={code}
                  onChange={(_, data) => edit(setCode)(data.value)}
                  placeholder={t('login.form.code.placeholder')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                />
              </Field>
              <Button
                className={styles.sendCode}
                onClick={sendCode}
                disabledFocusable={cooldown > 0 || sending}
              >
                {sending
                  ? t('login.form.sendingCode')
                  : cooldown > 0
                    ? t('login.form.resendIn', { seconds: cooldown })
                    : t('login.form.sendCode')}
              </Button>
            </div>
            <Caption1 className={styles.subtitle}>{t('login.form.smsRegisters')}</Caption1>
          </>
        )}
        <Button
          className={styles.submit}
          type="submit"
          appearance="primary"
          size="large"
          disabledFocusable={busy}
        >
          {busy ? t('login.form.loggingIn') : t('login.form.login')}
        </Button>
      </form>
    </>
  );
}
