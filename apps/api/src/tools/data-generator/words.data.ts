/** Word lists of the generator: company names, addresses, news sources, investors, conferences, places abroad. */

/** Evocative words used as company names ("Lumière Logistique", "Groupe Horizon"). */
export const EVOCATIVE_WORDS: readonly string[] = [
  'Lumière', 'Horizon', 'Atlantique', 'Azur', 'Boréal', 'Alpes', 'Armor', 'Océane', 'Cristal', 'Étoile',
  'Soleil', 'Émeraude', 'Vallée', 'Rivage', 'Cévennes', 'Vosges', 'Jura', 'Loire', 'Garonne', 'Rhône',
  'Seine', 'Méditerranée', 'Normandie', 'Bretagne', 'Provence', 'Alsace', 'Savoie', 'Aquitaine', 'Occitane', 'Pyrénées',
  'Quercy', 'Artois', 'Flandre', 'Champagne', 'Bourgogne', 'Lorraine', 'Auvergne', 'Vendée', 'Touraine', 'Sologne',
  'Estuaire', 'Arche', 'Phare', 'Ancre', 'Boussole', 'Avenir', 'Concorde', 'Héritage', 'Sillage', 'Équinoxe',
  'Zénith', 'Méridien', 'Orion', 'Pléiade', 'Sirius', 'Altitude', 'Granit', 'Ardoise', 'Chêne', 'Tilleul',
  'Iris', 'Lavande', 'Mistral', 'Tramontane', 'Aurore', 'Sève', 'Cèdre', 'Opale', 'Ambre', 'Saphir',
];

/** Syllables of invented brand names ("Nexalys", "Vertivo"). */
export const NAME_PREFIXES: readonly string[] = [
  'Nex', 'Vert', 'Opti', 'Alt', 'Kal', 'Sol', 'Lum', 'Ax', 'Ev', 'Or', 'Quant', 'Neo', 'Clar', 'Syn', 'Hel',
  'Ter', 'Mob', 'Zen', 'Ocea', 'Flex', 'Prim', 'Val', 'Cap', 'Tri', 'Del', 'Stel', 'Lin', 'Cor', 'Sen', 'Ker',
];
export const NAME_SUFFIXES: readonly string[] = [
  'alys', 'ivo', 'ea', 'ia', 'eo', 'is', 'ix', 'ora', 'ens', 'ium', 'yx', 'ance', 'io', 'ys', 'eon', 'ika', 'ence',
  'elia', 'ino', 'aris', 'ova', 'era',
];

/** Regional suffixes of subsidiaries ("Marchand Logistique Ouest"). */
export const SUBSIDIARY_SUFFIXES: readonly string[] = [
  'Ouest', 'Est', 'Nord', 'Sud', 'Sud-Ouest', 'Centre', 'Île-de-France', 'Rhône-Alpes', 'Méditerranée', 'Atlantique',
  'France', 'Services', 'Solutions', 'Industrie', 'Distribution',
];

/** Street kinds and names of office addresses. */
export const STREET_KINDS: readonly string[] = [
  'rue', 'rue', 'rue', 'rue', 'avenue', 'avenue', 'boulevard', 'place', 'allée', 'chemin', 'impasse', 'quai', 'route', 'cours',
];
export const STREET_NAMES: readonly string[] = [
  'de la République', 'Victor Hugo', 'Jean Jaurès', 'de Paris', 'du Général de Gaulle', 'Pasteur', 'de la Gare',
  'Gambetta', 'Jean Moulin', 'Carnot', 'Foch', 'de l’Église', 'des Écoles', 'du Moulin', 'Voltaire', 'de la Liberté',
  'Émile Zola', 'Jules Ferry', 'de Verdun', 'des Lilas', 'du Stade', 'de la Paix', 'Aristide Briand', 'Anatole France',
  'Louis Pasteur', 'du Commerce', 'de l’Industrie', 'des Artisans', 'Nationale', 'du Port', 'des Tilleuls', 'Marcel Dassault',
  'Gustave Eiffel', 'Édouard Branly', 'Ampère', 'Denis Papin', 'Lavoisier', 'Albert Einstein', 'Marie Curie', 'de l’Europe',
  'Saint-Honoré', 'de Rivoli', 'Haussmann', 'Montaigne', 'de la Boétie', 'Thiers', 'des Champs', 'de Lyon', 'de Bordeaux',
  'du Château', 'de la Mairie', 'des Frères Lumière', 'Henri Becquerel', 'Blaise Pascal', 'René Descartes', 'Condorcet',
];
/** Business parks, used for a share of the addresses ("ZA des Pins, 12 rue …"). */
export const BUSINESS_PARKS: readonly string[] = [
  'ZI Nord', 'ZI des Pins', 'ZA du Moulin', 'Parc d’activités des Chênes', 'ZAC de la Gare', 'Technopôle',
  'Parc Technologique', 'ZA Les Portes', 'Espace Entreprises', 'Parc d’affaires', 'Zone portuaire', 'Pôle d’activités',
];

/** National business media. */
export const NATIONAL_MEDIA: readonly string[] = [
  'Les Echos', 'Le Figaro Économie', 'La Tribune', 'Challenges', 'Capital', 'Le Journal des Entreprises',
  'BFM Business', 'L’Express', 'Le Parisien', 'Décideurs Magazine', 'Forbes France', 'Les Echos Entrepreneurs',
];
/** Trade media by industry class (core's INDUSTRY_CLASSES ids). */
export const TRADE_MEDIA: Readonly<Record<number, readonly string[]>> = {
  1: ['Agra Alimentation', 'Process Alimentaire', 'Terre-net'],
  2: ['L’Usine Nouvelle', 'Industrie & Technologies', 'Usinenouvelle.com'],
  3: ['Environnement Magazine', 'Le Journal de l’Éolien', 'Enerpresse'],
  4: ['Le Moniteur', 'Batiactu', 'Les Cahiers Techniques du Bâtiment'],
  5: ['LSA', 'Linéaires', 'Points de Vente'],
  6: ['Actu-Transport-Logistique', 'Supply Chain Magazine', 'L’Officiel des Transporteurs'],
  7: ['L’Agefi', 'Option Finance', 'L’Argus de l’assurance'],
  8: ['Journal du Net', '01net', 'Maddyness', 'Le Monde Informatique', 'Frenchweb'],
  9: ['Stratégies', 'CB News', 'L’Écho touristique'],
  10: ['Hospimedia', 'Le Quotidien du Médecin', 'Industrie Pharma'],
  11: ['Décision Atelier', 'Consultor', 'Focus RH'],
  12: ['La Gazette des communes', 'Acteurs publics', 'Le Media Social'],
};
/** Regional daily press by region id (core's FRENCH_REGIONS). */
export const REGIONAL_MEDIA: Readonly<Record<number, readonly string[]>> = {
  101: ['Le Progrès', 'Le Dauphiné libéré', 'La Montagne'],
  102: ['Le Bien public', 'L’Est républicain', 'Le Journal de Saône-et-Loire'],
  103: ['Ouest-France', 'Le Télégramme'],
  104: ['La République du Centre', 'La Nouvelle République', 'L’Écho républicain'],
  105: ['Les Dernières Nouvelles d’Alsace', 'L’Est républicain', 'L’Union'],
  106: ['La Voix du Nord', 'Le Courrier picard', 'Nord Éclair'],
  107: ['Le Parisien', 'Les Echos', 'Actu.fr Île-de-France'],
  108: ['Ouest-France', 'Paris-Normandie', 'Le Courrier cauchois'],
  109: ['Sud Ouest', 'La Charente libre', 'Le Populaire du Centre'],
  110: ['La Dépêche du Midi', 'Midi libre', 'L’Indépendant'],
  111: ['Ouest-France', 'Le Courrier de l’Ouest', 'Presse Océan'],
  112: ['La Provence', 'Nice-Matin', 'Var-Matin', 'Corse-Matin'],
  113: ['France-Antilles', 'Le Journal de l’île de La Réunion', 'Le Quotidien de La Réunion'],
  114: ['La Dépêche de Tahiti', 'Outre-mer la 1ère'],
};

/** Investors of fundraising news. */
export const INVESTORS: readonly string[] = [
  'Bpifrance', 'Partech', 'Eurazeo', 'Serena', 'Elaia', 'Kima Ventures', 'Alven', 'Ardian', 'Tikehau Capital',
  'Omnes Capital', 'Demeter', 'XAnge', 'ISAI', 'Breega', 'Frst', 'Newfund', 'Daphni', 'Hi Inov', 'Side Capital',
  'Axeleo Capital', 'Seventure Partners', 'Sofinnova Partners', 'Idinvest', 'Siparex', 'Turenne Groupe', 'IRDI Capital',
  'Crédit Mutuel Equity', 'BNP Paribas Développement', 'Unexo', 'Galia Gestion',
];

/** Countries where French companies set up abroad, by ISO code, with a city and a postcode there. */
export const FOREIGN_PLACES: readonly (readonly [isoCode: string, city: string, zipCode: string])[] = [
  ['BE', 'Bruxelles', '1000'], ['BE', 'Anvers', '2000'], ['CH', 'Genève', '1201'], ['CH', 'Lausanne', '1003'],
  ['LU', 'Luxembourg', '1110'], ['DE', 'Munich', '80331'], ['DE', 'Francfort-sur-le-Main', '60311'], ['DE', 'Berlin', '10115'],
  ['GB', 'Londres', 'EC2A 4BX'], ['ES', 'Madrid', '28001'], ['ES', 'Barcelone', '08001'], ['IT', 'Milan', '20121'],
  ['NL', 'Amsterdam', '1012'], ['PT', 'Lisbonne', '1100-148'], ['PL', 'Varsovie', '00-001'], ['US', 'New York', '10001'],
  ['US', 'Chicago', '60601'], ['CA', 'Montréal', 'H2Y 1C6'], ['MA', 'Casablanca', '20000'], ['TN', 'Tunis', '1000'],
  ['SN', 'Dakar', '10200'], ['CI', 'Abidjan', '01 BP 1'], ['CN', 'Shanghai', '200000'], ['SG', 'Singapour', '018989'],
  ['AE', 'Dubaï', '00000'], ['BR', 'São Paulo', '01000-000'], ['IN', 'Bangalore', '560001'], ['JP', 'Tokyo', '100-0001'],
];

/** Where the heads of foreign-owned groups sit (ISO codes). */
export const FOREIGN_GROUP_HEAD_COUNTRIES: readonly string[] = ['DE', 'US', 'GB', 'CH', 'BE', 'NL', 'IT', 'ES', 'JP', 'SE', 'LU'];

/** Conference themes: names of recurring events, the job types (core's JOB_TYPES) their speakers usually have. */
export interface ConferenceTheme {
  readonly theme: string;
  readonly names: readonly string[];
  readonly jobTypeIds: readonly number[];
  readonly topics: readonly string[];
}

export const CONFERENCE_THEMES: readonly ConferenceTheme[] = [
  { theme: 'Cybersécurité', names: ['Assises de la cybersécurité', 'Forum Cyber', 'Sommet Cybersécurité & Cloud', 'Rencontres de la sécurité numérique'], jobTypeIds: [14, 15], topics: ['la protection des données', 'la gestion des crises cyber', 'le zero trust', 'la conformité NIS 2'] },
  { theme: 'Transformation digitale', names: ['Sommet de la transformation digitale', 'Digital Tour', 'Rencontres du numérique', 'Forum Digital Entreprises'], jobTypeIds: [12, 14, 2], topics: ['l’intelligence artificielle générative', 'la transformation des parcours clients', 'la culture de la donnée'] },
  { theme: 'Intelligence artificielle', names: ['Sommet IA & Entreprises', 'Journées de l’IA', 'Forum Data & IA'], jobTypeIds: [15, 14, 18], topics: ['l’IA générative en production', 'la gouvernance des données', 'les modèles de langage en entreprise'] },
  { theme: 'Ressources humaines', names: ['Salon Solutions RH', 'Rencontres RH', 'Université d’été des DRH', 'Forum Talents & Management'], jobTypeIds: [4, 2], topics: ['la marque employeur', 'le travail hybride', 'la fidélisation des talents', 'la qualité de vie au travail'] },
  { theme: 'Finance d’entreprise', names: ['Rencontres de la finance d’entreprise', 'Forum des DAF', 'Sommet Finance & Performance'], jobTypeIds: [3, 2], topics: ['le pilotage de la trésorerie', 'la facturation électronique', 'le reporting extra-financier'] },
  { theme: 'Achats', names: ['Assises des achats', 'Sommet des Achats', 'Rencontres Achats Responsables'], jobTypeIds: [6, 3], topics: ['les achats responsables', 'la sécurisation des approvisionnements', 'la négociation en période d’inflation'] },
  { theme: 'Supply chain', names: ['Semaine de la logistique', 'Supply Chain Event', 'Rencontres de la supply chain'], jobTypeIds: [17, 16], topics: ['l’entrepôt automatisé', 'la décarbonation du transport', 'la résilience des chaînes d’approvisionnement'] },
  { theme: 'Industrie du futur', names: ['Salon Industrie', 'Global Industrie', 'Rencontres de l’industrie du futur'], jobTypeIds: [16, 19, 20], topics: ['la maintenance prédictive', 'la robotisation des ateliers', 'la réindustrialisation'] },
  { theme: 'Marketing', names: ['Salon du marketing', 'Forum Marketing & Communication', 'Rencontres de la relation client'], jobTypeIds: [9, 11, 13], topics: ['la personnalisation à grande échelle', 'le marketing responsable', 'la fidélisation client'] },
  { theme: 'Commerce et distribution', names: ['Forum du commerce', 'Rencontres du retail', 'Sommet de la distribution'], jobTypeIds: [10, 24, 9], topics: ['le commerce unifié', 'le magasin de demain', 'la vente en ligne B2B'] },
  { theme: 'Énergie et transition écologique', names: ['Assises de la transition énergétique', 'Salon Énergies & Environnement', 'Forum Climat & Entreprises'], jobTypeIds: [21, 2, 20], topics: ['la décarbonation de l’industrie', 'le bilan carbone', 'l’autoconsommation solaire'] },
  { theme: 'Santé', names: ['Salon Santé & Innovation', 'Rencontres de la e-santé', 'Forum Hôpital & Numérique'], jobTypeIds: [22, 14, 2], topics: ['le parcours patient numérique', 'l’hôpital de demain', 'les dispositifs médicaux connectés'] },
  { theme: 'Immobilier et construction', names: ['Salon de l’immobilier d’entreprise', 'Rencontres du BTP', 'Forum Bâtiment Durable'], jobTypeIds: [19, 7, 2], topics: ['la rénovation énergétique', 'le bâtiment bas carbone', 'les nouveaux usages des bureaux'] },
  { theme: 'Entrepreneuriat', names: ['Rencontres des entrepreneurs', 'Forum PME & ETI', 'Sommet de la croissance', 'Journées de l’entrepreneuriat'], jobTypeIds: [2, 1, 10], topics: ['le financement de la croissance', 'la transmission d’entreprise', 'l’internationalisation des PME'] },
];

/** Organisers of conferences. */
export const CONFERENCE_ORGANISERS: readonly string[] = [
  'Les Echos Events', 'Infopro Digital', 'Comexposium', 'GL events', 'Business France', 'Bpifrance', 'France Digitale',
  'Numeum', 'Medef', 'CPME', 'CCI France', 'Association française des DAF', 'ANDRH', 'Conseil national des achats',
  'France Industrie', 'Syntec Conseil', 'Réseau Entreprendre', 'Le Journal des Entreprises', 'Décideurs Events', 'Cap Digital',
];

/** Kinds of talk (the highlight's type name). */
export const TALK_TYPES: readonly string[] = ['Conférence', 'Table ronde', 'Keynote', 'Atelier', 'Retour d’expérience'];
