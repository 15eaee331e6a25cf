export const firstNames = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Jade',
  'Louise',
  'Alice',
  'Juliette',
  'Margaux',
  'Hugo',
  'Lucas',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Nathan',
  'Théo',
  'Raphaël',
  'Antoine',
  'Élise',
  'Amélie',
  'Noémie',
  'Hélène',
  'Clément',
  'Étienne',
  'Benoît',
  'Jérôme',
  'Françoise',
  'Anaïs',
] as const;

export const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
] as const;

/** Lower-case ASCII for user names and mail addresses. */
export const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
