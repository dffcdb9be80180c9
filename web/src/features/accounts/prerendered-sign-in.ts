/**
 * What someone typed into the sign-in screen drawn at build time (ADR 0032) before the app replaced it: the app's
 * form starts with it, and with the focus where it was, so nothing typed on a slow phone is lost.
 */
export type SignInField = 'username_or_email' | 'password';

export interface TypedBeforeStart {
  values: Record<SignInField, string>;
  focused: SignInField | null;
}

/** What the drawn form held when the app's first form read it; null once that form is on screen. */
let drawn: TypedBeforeStart | null = null;
const FIELDS: SignInField[] = ['username_or_email', 'password'];
const nothingTyped = (): TypedBeforeStart => ({ values: { username_or_email: '', password: '' }, focused: null });

/** The drawn form's fields, once: reading it takes the mark prerendered.js put on #root. */
function readDrawnForm(): TypedBeforeStart | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const form = root?.hasAttribute('data-prerendered') ? root.querySelector<HTMLFormElement>('form[data-testid="signin-form"]') : null;
  if (!root || !form) return null;
  root.removeAttribute('data-prerendered');
  const typed = nothingTyped();
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) {
      typed.values[field] = input.value;
      if (document.activeElement === input) typed.focused = field;
    }
  }
  return typed;
}

/** The app's first sign-in form reads the drawn one while rendering, before the app replaces it; others get nothing. */
export function takeTypedBeforeStart(): TypedBeforeStart {
  drawn = readDrawnForm() ?? drawn;
  return drawn ?? nothingTyped();
}

/** Called once the form that took the typed text is on screen, so no later form (a shared phone) shows it again. */
export function forgetTypedBeforeStart(): void {
  drawn = null;
}
