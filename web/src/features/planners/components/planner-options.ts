import type { TFunction } from 'i18next';
import { GRADES, PLANNER_MONTHS, type PlannerMonth } from '@prayog/contract';

/** Grades 1 to 12 for the page's select (values as text, as Mantine's Select keeps them). */
export const gradeSelectData = (t: TFunction<'planners'>) => GRADES.map((g) => ({ value: String(g), label: t('gradeOption', { grade: g }) }));

/** The forms' grade select: the schema gets the option's value, so a grade stays a number. */
export const gradeFormOptions = GRADES.map((g) => ({ value: g, label: String(g) }));

/** Months in school-year order (April to March), shown in the reader's language; the value stays the English name. */
export const monthOptions = (t: TFunction<'planners'>) => PLANNER_MONTHS.map((m) => ({ value: m, label: monthLabel(t, m) }));

export const monthLabel = (t: TFunction<'planners'>, month: PlannerMonth) => t(`months.${month}`);
