import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, ROLES, type AuditAction, type AuditEntity, type AuditEntry, type Role } from '@prayog/contract';

const isEntity = (v: string): v is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(v);
const isAction = (v: string): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v);
const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);

/** Readable names of an entry's kind of record, action and actor; a name the screen does not know shows as stored. */
export function useAuditNames() {
  const { t } = useTranslation('audit');
  // Stable while the language is, so tables built from it are not rebuilt every render.
  return useMemo(() => ({
    entity: (e: string) => (isEntity(e) ? t(`entities.${e}`) : e),
    action: (a: string) => (isAction(a) ? t(`actions.${a}`) : a),
    role: (r: string) => (isRole(r) ? t(`roles.${r}`) : r),
    who: (entry: AuditEntry) => (entry.actor ? `${entry.actor.name} (${entry.actor.username})` : t('unknownActor')),
  }), [t]);
}
