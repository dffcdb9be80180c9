import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import classes from './AuthPage.module.css';

type Mode = 'signin' | 'signup';

/** The sliding two-panel sign-in / sign-up screen at / and /login (spec 1 §2). */
export function AuthPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('signin');
  const signingUp = mode === 'signup';

  return (
    <div className={classes.page}>
      <div className={classes.container} data-mode={mode} data-testid="auth-container">
        {/* inert keeps the covered form out of reach while it is hidden behind the panel. */}
        <div className={`${classes.formContainer} ${classes.signUp}`} inert={!signingUp}>
          <SignUpForm active={signingUp} />
        </div>
        <div className={`${classes.formContainer} ${classes.signIn}`} inert={signingUp}>
          <SignInForm />
        </div>
        <div className={classes.overlayContainer}>
          <div className={classes.overlay}>
            <section className={`${classes.overlayPanel} ${classes.overlayLeft}`} inert={!signingUp}>
              <h2>{t('accounts.toggle.welcomeBackTitle')}</h2>
              <p>{t('accounts.toggle.welcomeBackText')}</p>
              <button type="button" className={classes.ghostButton} onClick={() => setMode('signin')} data-testid="show-signin">
                {t('accounts.toggle.toSignIn')}
              </button>
            </section>
            <section className={`${classes.overlayPanel} ${classes.overlayRight}`} inert={signingUp}>
              <h2>{t('accounts.toggle.helloTitle')}</h2>
              <p>{t('accounts.toggle.helloText')}</p>
              <button type="button" className={classes.ghostButton} onClick={() => setMode('signup')} data-testid="show-signup">
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
