/** Words of the demo catalogue: French titles, publishers and their collections, CLIL subjects. */

export const masculineNouns = [
  'jardin',
  'silence',
  'voyage',
  'secret',
  'cœur',
  'fleuve',
  'hiver',
  'printemps',
  'chemin',
  'royaume',
  'phare',
  'rivage',
  'songe',
  'miroir',
  'verger',
  'orage',
  'héritage',
  'carnet',
  'bal',
  'village',
] as const;

export const feminineNouns = [
  'nuit',
  'maison',
  'mer',
  'mémoire',
  'lumière',
  'forêt',
  'promesse',
  'saison',
  'rivière',
  'ombre',
  'île',
  'lettre',
  'étoile',
  'vie',
  'route',
  'colline',
  'chambre',
  'frontière',
  'tempête',
  'fugue',
] as const;

/** Adjectives that follow the noun, masculine then feminine. */
export const adjectives = [
  ['oublié', 'oubliée'],
  ['secret', 'secrète'],
  ['bleu', 'bleue'],
  ['lointain', 'lointaine'],
  ['éternel', 'éternelle'],
  ['perdu', 'perdue'],
  ['silencieux', 'silencieuse'],
  ['immobile', 'immobile'],
  ['sauvage', 'sauvage'],
  ['infini', 'infinie'],
  ['blanc', 'blanche'],
  ['interdit', 'interdite'],
] as const;

export const places = [
  'Paris',
  'Lyon',
  'Marseille',
  'Bretagne',
  'Provence',
  'Normandie',
  "l'Atlantique",
  'Montmartre',
  'Saint-Malo',
  'Venise',
  'Tanger',
  'Trieste',
  'Lisbonne',
  'Belle-Île',
  'Carthage',
  'Sologne',
] as const;

export const publishers = [
  { name: 'Gallimard', collections: ['Blanche', 'Folio', 'Série noire', 'Folio policier'] },
  { name: 'Le Livre de Poche', collections: ['Policiers & thrillers', 'Classiques', 'Littérature'] },
  { name: 'Flammarion', collections: ['GF', 'Littérature française'] },
  { name: 'Actes Sud', collections: ['Babel', 'Domaine français', 'Actes noirs'] },
  { name: 'Éditions du Seuil', collections: ['Points', 'Cadre rouge', 'Fiction & Cie'] },
  { name: 'Albin Michel', collections: ['Romans français', 'Spiritualités vivantes'] },
  { name: 'Grasset', collections: ['Les Cahiers rouges', 'Littérature française'] },
  { name: 'Rivages', collections: ['Rivages/Noir', 'Petite Bibliothèque'] },
  { name: 'Éditions de Minuit', collections: ['Double'] },
  { name: 'Stock', collections: ['La Cosmopolite', 'La Bleue'] },
  { name: 'Pocket', collections: ['Pocket Thriller', 'Pocket Imaginaire'] },
  { name: 'Bragelonne', collections: ['Fantasy', 'Science-fiction'] },
] as const;

export const suppliers = [
  'Sodis',
  'Hachette Livre Distribution',
  'Interforum',
  'Union Distribution',
  'Harmonia Mundi Livre',
] as const;

/** CLIL subjects as French feeds label them (codes seen in the Dilicom and immatériel fixtures). */
export const clilSubjects = [
  { code: '2312', label: 'Romans contemporains' },
  { code: '2313', label: 'Romans policiers / espionnage' },
  { code: '2315', label: 'Romans de science-fiction, terreur, épouvante' },
  { code: '3453', label: 'Thriller' },
  { code: '3478', label: 'Fantasy, Merveilleux' },
  { code: '3645', label: 'Société' },
  { code: '3666', label: 'Humour' },
  { code: '2340', label: 'Reportages, actualités, documents' },
] as const;

/** Prices as French books carry them: pocket editions under 13 €, large formats from 15 €. */
export const pocketPrices = [
  650, 690, 720, 740, 790, 820, 850, 890, 910, 950, 990, 1050, 1120, 1290,
] as const;
export const largeFormatPrices = [
  1500, 1600, 1750, 1800, 1900, 1990, 2000, 2100, 2150, 2200, 2250, 2300, 2400, 2490, 2600, 2900, 3200, 3500,
] as const;

export const summaryOpenings = [
  'Dans un village que tout le monde a oublié,',
  "À l'aube d'un été brûlant,",
  'Au lendemain de la guerre,',
  'Sur une île battue par les vents,',
  'Entre deux trains,',
  'Le jour de ses quarante ans,',
] as const;

export const summaryEndings = [
  'une femme découvre le secret qui a brisé sa famille.',
  'deux frères que tout oppose doivent apprendre à se parler.',
  'un commissaire fatigué enquête sur une disparition sans témoin.',
  "une jeune libraire reçoit une lettre qui n'aurait jamais dû arriver.",
  'un enfant se lance à la recherche de son père.',
  'une communauté entière se découvre un passé commun.',
] as const;
