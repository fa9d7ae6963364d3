export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** iPadOS reports itself as a Mac, but a Mac has no touch screen. */
export function detectInstallPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

export const INSTALL_STEPS: Record<InstallPlatform, { title: string; steps: string[] }> = {
  ios: {
    title: 'Sur iPhone ou iPad (Safari)',
    steps: [
      "Touchez l'icône Partager (le carré avec une flèche vers le haut) en bas de l'écran.",
      "Faites défiler puis choisissez « Sur l'écran d'accueil ».",
      'Touchez « Ajouter » : Comoé Express apparaît avec vos applications.',
    ],
  },
  android: {
    title: 'Sur Android',
    steps: [
      'Ouvrez le menu du navigateur (les trois points en haut à droite).',
      "Choisissez « Ajouter à l'écran d'accueil » ou « Installer l'application ».",
      'Confirmez : Comoé Express apparaît avec vos applications.',
    ],
  },
  desktop: {
    title: 'Sur ordinateur',
    steps: [
      "Cherchez l'icône d'installation à droite de la barre d'adresse, ou ouvrez le menu du navigateur.",
      "Choisissez « Installer Comoé Express » ou « Ajouter à l'écran d'accueil ».",
      "Confirmez : l'application s'ouvre dans sa propre fenêtre.",
    ],
  },
};
