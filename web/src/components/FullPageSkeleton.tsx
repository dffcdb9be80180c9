import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './FullPageSkeleton.module.css';

/** The full-viewport loader of spec 1 §2, shown while lazy screens or their data load. */
export function FullPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.root} role="status" aria-live="polite" data-testid="full-page-skeleton">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <div className={classes.panel} aria-hidden="true">
        <div className={classes.circle} />
        <div className={classes.line} />
        <div className={classes.line} />
        <div className={classes.line} />
        <div className={classes.line} />
      </div>
    </div>
  );
}
