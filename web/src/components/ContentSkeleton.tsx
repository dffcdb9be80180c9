import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import page from './FullPageSkeleton.module.css';
import classes from './ContentSkeleton.module.css';

/**
 * The loader of spec 1 §2 (pale grey panel, a circle, four lines, a shimmer) inside a shell's content area: the
 * sidebar and top bar stay while a section's code or texts load. `FullPageSkeleton` is for the first load, before
 * any shell exists.
 */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.root} role="status" aria-live="polite" data-testid="content-skeleton">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <div className={`${page.panel} ${classes.panel}`} aria-hidden="true">
        <div className={page.circle} />
        <div className={page.line} />
        <div className={page.line} />
        <div className={page.line} />
        <div className={page.line} />
      </div>
    </div>
  );
}
