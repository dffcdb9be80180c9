/** What the kreativity-show feature offers the other features: they import it from here, never its files (issue 30). */
export { listStudentShows } from './kreativity-show.service';
