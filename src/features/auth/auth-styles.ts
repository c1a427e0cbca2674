import { makeStyles, tokens } from '@fluentui/react-components';

/** The login screens' card and form layout, shared by the login and sign-up steps. */
export const useAuthStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& > *': { margin: 0 },
  },
  subtitle: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codeRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  codeInput: { flexGrow: 1, minWidth: 0 },
  // Lines the button up with the input, below the field's label.
  sendCode: {
    flexShrink: 0,
    marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS} + ${tokens.spacingVerticalXS})`,
  },
  submit: { marginTop: tokens.spacingVerticalS },
  forgot: { display: 'flex', justifyContent: 'flex-end' },
});
