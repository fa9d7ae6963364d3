export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** The accessible name of each star: '1 étoile', '2 étoiles'… */
export const starsLabel = (note: number) => `${note} ${note > 1 ? 'étoiles' : 'étoile'}`;
