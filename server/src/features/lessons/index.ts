/** What the lessons feature offers the other features: they import it from here, never its files (issue 30). */
export { visibleToSchool } from './curriculum.service';
