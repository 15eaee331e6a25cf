import type { Locale } from '../messages-types.ts';

/** One code of a code list, named in French and English. */
export type TCodeName = Record<Locale, string>;

/**
 * ONIX code list 64, Publishing status (ONIX for Books 3.0, EDItEUR, https://ns.editeur.org/onix/en/64;
 * French names after the BISG/Dilicom translation). Code 14 is for markets only and is left out.
 */
export const onixPublishingStatuses: Record<string, TCodeName> = {
  '00': { en: 'Unspecified', fr: 'Non précisé' },
  '01': { en: 'Cancelled', fr: 'Annulé' },
  '02': { en: 'Forthcoming', fr: 'À paraître' },
  '03': { en: 'Postponed indefinitely', fr: 'Reporté sans date' },
  '04': { en: 'Active', fr: 'Disponible (actif)' },
  '05': { en: 'No longer our product', fr: 'Plus chez cet éditeur' },
  '06': { en: 'Out of stock indefinitely', fr: 'En rupture pour une durée indéterminée' },
  '07': { en: 'Out of print', fr: 'Épuisé' },
  '08': { en: 'Inactive', fr: 'Inactif' },
  '09': { en: 'Unknown', fr: 'Inconnu' },
  '10': { en: 'Remaindered', fr: 'Soldé' },
  '11': { en: 'Withdrawn from sale', fr: 'Retiré de la vente' },
  '12': { en: 'Not available in this market', fr: 'Non disponible sur ce marché' },
  '13': { en: 'Active, but not sold separately', fr: 'Actif, non vendu séparément' },
  '15': { en: 'Recalled', fr: 'Rappelé' },
  '16': { en: 'Temporarily withdrawn from sale', fr: 'Temporairement retiré de la vente' },
  '17': { en: 'Permanently withdrawn from sale', fr: 'Définitivement retiré de la vente' },
};

/**
 * ONIX code list 150, Product form (ONIX for Books 3.0, EDItEUR, https://ns.editeur.org/onix/en/150):
 * the forms a bookshop sells. A code of the list not named here is still accepted and shown as its code.
 */
export const onixProductForms: Record<string, TCodeName> = {
  '00': { en: 'Undefined', fr: 'Non défini' },
  AA: { en: 'Audio', fr: 'Audio' },
  AC: { en: 'CD-Audio', fr: 'CD audio' },
  AJ: { en: 'Downloadable audio file', fr: 'Fichier audio téléchargeable' },
  AZ: { en: 'Other audio format', fr: 'Autre format audio' },
  BA: { en: 'Book', fr: 'Livre' },
  BB: { en: 'Hardback', fr: 'Relié' },
  BC: { en: 'Paperback / softback', fr: 'Broché' },
  BD: { en: 'Loose-leaf', fr: 'Feuillets mobiles' },
  BE: { en: 'Spiral bound', fr: 'Reliure spirale' },
  BF: { en: 'Pamphlet', fr: 'Brochure' },
  BG: { en: 'Leather / fine binding', fr: 'Reliure cuir ou de luxe' },
  BH: { en: 'Board book', fr: 'Livre cartonné' },
  BI: { en: 'Rag book', fr: 'Livre en tissu' },
  BJ: { en: 'Bath book', fr: 'Livre de bain' },
  BK: { en: 'Novelty book', fr: 'Livre animé ou objet' },
  BM: { en: 'Big book', fr: 'Grand livre' },
  BO: { en: 'Fold-out book or chart', fr: 'Livre dépliant' },
  BZ: { en: 'Other book format', fr: 'Autre format de livre' },
  CA: { en: 'Sheet map', fr: 'Carte' },
  CB: { en: 'Sheet map, folded', fr: 'Carte pliée' },
  CE: { en: 'Globe', fr: 'Globe' },
  DA: { en: 'Digital (on physical carrier)', fr: 'Numérique (sur support physique)' },
  DB: { en: 'CD-ROM', fr: 'CD-ROM' },
  DI: { en: 'DVD-ROM', fr: 'DVD-ROM' },
  EA: { en: 'Digital (delivered electronically)', fr: 'Numérique (livré en ligne)' },
  EB: { en: 'Digital download and online', fr: 'Numérique, téléchargement et en ligne' },
  EC: { en: 'Digital online', fr: 'Numérique en ligne' },
  ED: { en: 'Digital download', fr: 'Numérique en téléchargement' },
  PA: { en: 'Miscellaneous print', fr: 'Imprimé divers' },
  PC: { en: 'Calendar', fr: 'Calendrier' },
  PD: { en: 'Cards', fr: 'Cartes' },
  PF: { en: 'Diary or journal', fr: 'Agenda ou carnet' },
  PH: { en: 'Kit', fr: 'Coffret d’activités' },
  PI: { en: 'Sheet music', fr: 'Partition' },
  PK: { en: 'Poster', fr: 'Affiche' },
  PR: { en: 'Notebook / blank book', fr: 'Carnet de notes' },
  PT: { en: 'Bookmark', fr: 'Marque-page' },
  PZ: { en: 'Other printed item', fr: 'Autre imprimé' },
  SA: { en: 'Multiple-component retail product', fr: 'Lot de plusieurs éléments' },
  SB: { en: 'Multiple-component retail product, boxed', fr: 'Coffret' },
  SC: { en: 'Multiple-component retail product, slip-cased', fr: 'Lot sous étui' },
  VA: { en: 'Video', fr: 'Vidéo' },
  VI: { en: 'DVD video', fr: 'DVD vidéo' },
  VO: { en: 'Blu-ray', fr: 'Blu-ray' },
  ZA: { en: 'General merchandise', fr: 'Article divers' },
  ZD: { en: 'Toy', fr: 'Jouet' },
  ZE: { en: 'Game', fr: 'Jeu' },
  ZJ: { en: 'Jigsaw', fr: 'Puzzle' },
  ZZ: { en: 'Other merchandise', fr: 'Autre article' },
};

/**
 * ISO 639-2/B language codes (ONIX code list 74, https://www.loc.gov/standards/iso639-2/): the
 * languages a French bookshop's catalogue is written in. Another code is still accepted and shown as is.
 */
export const isoLanguages: Record<string, TCodeName> = {
  fre: { en: 'French', fr: 'Français' },
  eng: { en: 'English', fr: 'Anglais' },
  ger: { en: 'German', fr: 'Allemand' },
  spa: { en: 'Spanish', fr: 'Espagnol' },
  ita: { en: 'Italian', fr: 'Italien' },
  por: { en: 'Portuguese', fr: 'Portugais' },
  dut: { en: 'Dutch', fr: 'Néerlandais' },
  lat: { en: 'Latin', fr: 'Latin' },
  grc: { en: 'Ancient Greek', fr: 'Grec ancien' },
  gre: { en: 'Modern Greek', fr: 'Grec moderne' },
  ara: { en: 'Arabic', fr: 'Arabe' },
  heb: { en: 'Hebrew', fr: 'Hébreu' },
  chi: { en: 'Chinese', fr: 'Chinois' },
  jpn: { en: 'Japanese', fr: 'Japonais' },
  kor: { en: 'Korean', fr: 'Coréen' },
  rus: { en: 'Russian', fr: 'Russe' },
  pol: { en: 'Polish', fr: 'Polonais' },
  cze: { en: 'Czech', fr: 'Tchèque' },
  hun: { en: 'Hungarian', fr: 'Hongrois' },
  rum: { en: 'Romanian', fr: 'Roumain' },
  swe: { en: 'Swedish', fr: 'Suédois' },
  dan: { en: 'Danish', fr: 'Danois' },
  nor: { en: 'Norwegian', fr: 'Norvégien' },
  fin: { en: 'Finnish', fr: 'Finnois' },
  ice: { en: 'Icelandic', fr: 'Islandais' },
  tur: { en: 'Turkish', fr: 'Turc' },
  per: { en: 'Persian', fr: 'Persan' },
  hin: { en: 'Hindi', fr: 'Hindi' },
  vie: { en: 'Vietnamese', fr: 'Vietnamien' },
  ukr: { en: 'Ukrainian', fr: 'Ukrainien' },
  bre: { en: 'Breton', fr: 'Breton' },
  baq: { en: 'Basque', fr: 'Basque' },
  cat: { en: 'Catalan', fr: 'Catalan' },
  cos: { en: 'Corsican', fr: 'Corse' },
  oci: { en: 'Occitan', fr: 'Occitan' },
  wel: { en: 'Welsh', fr: 'Gallois' },
  gle: { en: 'Irish', fr: 'Irlandais' },
  epo: { en: 'Esperanto', fr: 'Espéranto' },
  mul: { en: 'Multiple languages', fr: 'Multilingue' },
  und: { en: 'Undetermined', fr: 'Indéterminée' },
};

/**
 * ONIX code list 28, Audience type (ONIX for Books 3.0, EDItEUR, https://ns.editeur.org/onix/en/28;
 * issue 58, the one the MIT-licensed npm package onix-codelist 3.0.2 holds): what a product's
 * `publics` hold, from `<Audience>` with `AudienceCodeType` 01 or `<AudienceCode>`. French names after
 * the BISG/Dilicom translation. Another code (from a feed) is still accepted and shown as is.
 */
export const onixAudiences: Record<string, TCodeName> = {
  '01': { en: 'General / trade', fr: 'Grand public' },
  '02': { en: 'Children / juvenile', fr: 'Jeunesse' },
  '03': { en: 'Young adult', fr: 'Jeunes adultes' },
  '04': { en: 'Primary and secondary education', fr: 'Enseignement primaire et secondaire' },
  '05': { en: 'Tertiary education', fr: 'Enseignement supérieur' },
  '06': { en: 'Professional and scholarly', fr: 'Professionnel et universitaire' },
  '07': { en: 'ELT / ESL', fr: 'Anglais langue étrangère' },
  '08': { en: 'Adult education', fr: 'Formation des adultes' },
  '09': { en: 'Second / additional language teaching', fr: 'Langue seconde ou étrangère' },
  '11': { en: 'Pre-primary education', fr: 'Enseignement préélémentaire' },
  '12': { en: 'Primary education', fr: 'Enseignement primaire' },
  '13': { en: 'Lower secondary education', fr: 'Collège' },
  '14': { en: 'Upper secondary education', fr: 'Lycée' },
};
