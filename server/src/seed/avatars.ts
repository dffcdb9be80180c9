/** The avatars a student can pick; the SVG files live in web/public/avatars/<key>.svg. */
export const DEMO_AVATARS = [
  { key: 'robot', label: 'Robot' },
  { key: 'astronaut', label: 'Astronaut' },
  { key: 'owl', label: 'Owl' },
  { key: 'fox', label: 'Fox' },
  { key: 'panda', label: 'Panda' },
  { key: 'tiger', label: 'Tiger' },
  { key: 'rocket', label: 'Rocket' },
  { key: 'scientist', label: 'Scientist' },
] as const;

export const avatarRows = DEMO_AVATARS.map((a) => ({ key: a.key, label: a.label, imagePath: `/avatars/${a.key}.svg` }));
