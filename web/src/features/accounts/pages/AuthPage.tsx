import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOGGED_OUT_NOTICE, type SignInPageState } from '../../../lib/notices';
import { SignInForm } from '../components/SignInForm';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useAppStarted } from '../../../lib/use-app-started';

// Most visitors only sign in: the sign-up form (schemas, school list, its own form code) loads when the page is
// idle or the Sign Up panel is opened, whichever comes first.
// It reads the school list through the query cache, which the sign-in page otherwise does without.
const loadSignUp = () => Promise.all([import('../components/SignUpForm'), import('@tanstack/react-query'), import('../../../lib/query-client')]);
const SignUpForm = lazy(async () => {
  const [{ SignUpForm: Form }, { QueryClientProvider }, { queryClient }] = await loadSignUp();
  return {
    default: function SignUpWithCache({ active }: { active: boolean }) {
      return <QueryClientProvider client={queryClient}><Form active={active} /></QueryClientProvider>;
    },
  };
});
import classes from './AuthPage.module.css';

type Mode = 'signin' | 'signup';

/**
 * The sliding two-panel sign-in / sign-up screen at / and /login (spec 1 §2). `preloadSignedIn` starts the code every
 * signed-in screen needs (the app's router knows what that is): when the page is idle, and when Sign In is pressed.
 */
export function AuthPage({ preloadSignedIn }: { preloadSignedIn?: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('signin');
  const signingUp = mode === 'signup';
  const [signUpWanted, setSignUpWanted] = useState(false);
  const started = useAppStarted();
  const loggedOut = (useLocation().state as SignInPageState | null)?.notice === LOGGED_OUT_NOTICE;
  const idle = useRef(0);
  useEffect(() => {
    idle.current = window.setTimeout(() => {
      preloadSignedIn?.();
      void loadSignUp().then(() => setSignUpWanted(true));
    }, 1500);
    return () => window.clearTimeout(idle.current);
  }, [preloadSignedIn]);
  // Once Sign In is pressed the sign-up form is not wanted: its download would share the slow network with the
  // signed-in screen's.
  const signingIn = () => {
    window.clearTimeout(idle.current);
    preloadSignedIn?.();
  };

  return (
    <div className={classes.page}>
      <div className={classes.languageBar}>
        {/* The product's name above the forms (issue 28 item 17). */}
        <header className={classes.brand} data-testid="auth-brand">
          <p className={classes.brandName}>{t('accounts.brand.name')}</p>
          <p className={classes.brandTagline}>{t('accounts.brand.tagline')}</p>
        </header>
        <LanguageSwitch />
      </div>
      {loggedOut && (
        <p role="status" className={classes.notice} data-testid="logged-out-notice">{t('accounts.logout.success')}</p>
      )}
      <div className={classes.container} data-mode={mode} data-testid="auth-container">
        {/* inert keeps the covered form out of reach while it is hidden behind the panel. */}
        <div className={`${classes.formContainer} ${classes.signUp}`} inert={!signingUp}>
          {(signingUp || signUpWanted) && (
            <Suspense fallback={<Center h="100%"><Loader size="sm" /></Center>}>
              <SignUpForm active={signingUp} />
            </Suspense>
          )}
        </div>
        <div className={`${classes.formContainer} ${classes.signIn}`} inert={signingUp}>
          <SignInForm onSigningIn={signingIn} />
        </div>
        <div className={classes.overlayContainer}>
          <div className={classes.overlay}>
            <section className={`${classes.overlayPanel} ${classes.overlayLeft}`} inert={!signingUp}>
              <h2>{t('accounts.toggle.welcomeBackTitle')}</h2>
              <p>{t('accounts.toggle.welcomeBackText')}</p>
              <button type="button" className={classes.ghostButton} onClick={() => setMode('signin')} disabled={!started} data-testid="show-signin">
                {t('accounts.toggle.toSignIn')}
              </button>
            </section>
            <section className={`${classes.overlayPanel} ${classes.overlayRight}`} inert={signingUp}>
              <h2>{t('accounts.toggle.helloTitle')}</h2>
              <p>{t('accounts.toggle.helloText')}</p>
              <button type="button" className={classes.ghostButton} onClick={() => setMode('signup')} disabled={!started} data-testid="show-signup">
                {t('accounts.toggle.toSignUp')}
              </button>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

export default AuthPage;
