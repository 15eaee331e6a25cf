import type { TAddress } from '@colophon/contract';
import type { stores } from '../sales/stores/stores.tables.ts';
import type { Random } from './random.ts';

/** Where the demo's customers live, and the demo bookshop's two stores. */
const CITIES = [
  ['31000', 'Toulouse'],
  ['33000', 'Bordeaux'],
  ['69003', 'Lyon'],
  ['75011', 'Paris'],
  ['44000', 'Nantes'],
  ['13006', 'Marseille'],
  ['59000', 'Lille'],
  ['67000', 'Strasbourg'],
  ['34000', 'Montpellier'],
  ['35000', 'Rennes'],
] as const;
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'place du Marché',
  'rue Victor Hugo',
  'boulevard Gambetta',
];
export const address = (random: Random, firstName: string, lastName: string): TAddress => {
  const [postalCode, city] = random.pick(CITIES);
  return {
    firstName,
    lastName,
    company: null,
    address1: `${random.int(1, 120)} ${random.pick(STREETS)}`,
    address2: null,
    address3: null,
    postalCode,
    city,
    country: 'FR',
    phone: `06 ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
  };
};

export const demoStores = [
  {
    name: 'Librairie du Quai — Toulouse',
    address: {
      firstName: 'Librairie',
      lastName: 'du Quai',
      company: 'Librairie du Quai',
      address1: '12 quai de la Daurade',
      address2: null,
      address3: null,
      postalCode: '31000',
      city: 'Toulouse',
      country: 'FR',
      phone: '05 61 00 00 00',
    },
    openingHours: 'Mardi–samedi 10 h–19 h',
    email: 'toulouse@librairie-demo.fr',
  },
  {
    name: 'Librairie du Quai — Bordeaux',
    address: {
      firstName: 'Librairie',
      lastName: 'du Quai',
      company: 'Librairie du Quai',
      address1: '4 rue Sainte-Catherine',
      address2: null,
      address3: null,
      postalCode: '33000',
      city: 'Bordeaux',
      country: 'FR',
      phone: '05 56 00 00 00',
    },
    openingHours: 'Lundi–samedi 9 h 30–19 h 30',
    email: 'bordeaux@librairie-demo.fr',
  },
] satisfies (typeof stores.$inferInsert)[];
