/**
 * What kind of thing a concept is (a living thing, a substance, a process, a device, a part, a place, a group, a
 * measure, a payment, goods, a chart, a field of study), read from the noun its definition opens with ("a cell that
 * …", "ein Stoff, der …", "… tek hücreli bir mantardır", "… karışmasına ne denir?") or from the term's own head
 * ("white blood cell", "doğum oranı", "fermantasyon"). Blind strict readers failed a concept question whose option
 * was visibly of another kind than the question asks for ("what is a cell …?" among "skin" and "immune system";
 * "… bir mantardır?" among three fermentations; a gas among two kinds of pollution), so such an option is not
 * offered (`ofAnswersKind`).
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';

export type ConceptKind =
  | 'living'
  | 'substance'
  | 'process'
  | 'device'
  | 'part'
  | 'place'
  | 'group'
  | 'measure'
  | 'payment'
  | 'goods'
  | 'chart'
  | 'field'
  | 'phase'
  | 'cycle'
  | 'person'
  | 'rule'
  | 'body'
  | 'state'
  | 'disease'
  | 'particle'
  | 'idea';

/** Head nouns of each kind, in the three languages (German heads also end compounds: "Farbstoff", "Lebensraum"). */
const HEADS: Record<ConceptKind, Record<ContentLanguage, string>> = {
  living: {
    en: 'cell organism animal plant fungus bacterium bacteria virus creature insect bird fish mammal microbe pathogen yeast',
    de: 'zelle lebewesen organismus tier pflanze pilz bakterium bakterie virus insekt vogel fisch erreger hefe',
    tr: 'hücre canlı organizma hayvan bitki mantar bakteri virüs böcek kuş balık mikroorganizma maya',
  },
  substance: {
    en: 'substance material gas liquid fluid protein compound mixture alloy mineral chemical element fuel acid dye rock soil nutrient fertiliser fertilizer oxide dioxide hormone enzyme vitamin medicine drug solution pill tablet',
    de: 'stoff material gas flüssigkeit eiweiß verbindung gemisch mischung legierung mineral lösung element säure base lauge gestein block blöcke dünger oxid nahrung hormon enzym vitamin medikament',
    tr: 'madde gaz sıvı protein bileşik karışım alaşım mineral element çözelti yakıt asit kayaç gübre azot oksit dioksit besin hormon enzim vitamin ilaç',
  },
  process: {
    en: 'process change movement exchange method practice reaction transfer flow current growth spread rotation division procedure',
    de: 'vorgang prozess veränderung bewegung austausch verfahren methode reaktion aufteilung teilung wachstum strömung lebensweise',
    tr: 'süreç olay değişim yöntem hareket tepki artış sayım göç',
  },
  device: {
    en: 'machine device tool instrument appliance apparatus engine turbine rod pump',
    de: 'maschine gerät werkzeug instrument apparat turbine',
    tr: 'makine cihaz alet araç türbin',
  },
  part: {
    en: 'layer part organ tissue structure wall membrane surface muscle sac tube bone vessel gland tendon ligament cord',
    de: 'schicht teil organ gewebe struktur wand membran oberfläche muskel bläschen röhre knochen gefäß drüse sehne kern hülle',
    tr: 'katman parça organ doku yapı zar yüzey kas kese boru kemik damar bez',
  },
  place: {
    en: 'place area region zone home habitat wetland land site strip space environment farm station',
    de: 'ort gebiet bereich region zone raum streifen fläche lebensraum siedlung wohnung',
    tr: 'yer bölge alan ortam toprak arazi',
  },
  group: {
    en: 'group network system community collection population nation organisation organization institution association company firm business household assembly parliament',
    de: 'gruppe netz netzwerk system gemeinschaft bevölkerung unternehmen betrieb firma haushalt versammlung parlament',
    tr: 'grup ağ sistem topluluk nüfus şirket işletme firma örgüt kuruluş kurum dernek birlik',
  },
  measure: {
    en: 'measure amount number share rate ratio proportion value limit level quantity percentage difference density factor quota temperature pressure speed height length duration weight volume',
    de: 'maß menge anzahl anteil rate verhältnis wert grenze zahl dichte quote temperatur druck geschwindigkeit höhe länge dauer gewicht volumen',
    tr: 'miktar sayı oran değer sınır fark yoğunluk ölçü verim sıcaklık basınç hız yükseklik uzunluk süre ağırlık hacim',
  },
  payment: {
    en: 'tax fee payment price money sum charge interest loan tariff spending expenditure expense',
    de: 'steuer gebühr zahlung preis geld zins zinsen kredit betrag zoll ausgabe ausgaben',
    tr: 'vergi ücret ödeme fiyat para faiz kredi gümrük harcama gider',
  },
  goods: { en: 'goods product products item imports exports', de: 'ware waren produkt güter', tr: 'mal ürün' },
  chart: {
    en: 'graph chart map diagram list table model',
    de: 'grafik karte diagramm liste tabelle modell',
    tr: 'grafik harita tablo liste model',
  },
  field: { en: 'science study field branch discipline', de: 'wissenschaft lehre', tr: 'bilim dal' },
  // A phase of something ("the phase in which the body repairs tissue") is no hormone and no rhythm (a blind reader of
  // local-30: "melatonin" and "circadian rhythm" offered for a sleep phase).
  phase: {
    en: 'phase stage period era epoch day',
    de: 'phase stadium zeitraum zeitalter epoche tag',
    tr: 'evre aşama dönem çağ gün',
  },
  cycle: { en: 'rhythm cycle', de: 'rhythmus zyklus', tr: 'ritim döngü' },
  // A person is no system and no land ("sipahi", "reaya" among "dirlik sistemi" and "tımar": blind readers of
  // local-30), a rule no quantity ("its density" for "Archimedes' principle").
  person: {
    en: 'person people worker soldier farmer peasant citizen official ruler leader merchant craftsman trader',
    de: 'person mensch arbeiter soldat bauer bürger beamter herrscher händler handwerker',
    tr: 'kişi insan işçi asker köylü çiftçi vatandaş memur hükümdar tüccar esnaf',
  },
  rule: { en: 'rule law principle theory', de: 'regel gesetz prinzip theorie', tr: 'kural yasa ilke kuram' },
  // A state is no current and no material ("thermal equilibrium" among "insulator", "convection current"), a disease
  // no cord of the body ("osteoporosis" among "tendons" and "ligaments": blind readers of local-25 and local-29).
  state: { en: 'state equilibrium balance', de: 'zustand gleichgewicht', tr: 'durum denge' },
  disease: {
    en: 'disease illness disorder infection',
    de: 'krankheit erkrankung infektion',
    tr: 'hastalık enfeksiyon bozukluk',
  },
  // A particle is no number and no nucleus („Ordnungszahl“, „Atomkern“ among the answers to „ein Kernteilchen ohne
  // elektrische Ladung“), an idea no person ("patron" for "the central idea of the Renaissance"): local-36's readers.
  particle: {
    en: 'particle atom molecule ion electron proton neutron',
    de: 'teilchen atom molekül elektron proton neutron',
    tr: 'tanecik parçacık atom molekül iyon elektron proton nötron',
  },
  idea: { en: 'idea belief view philosophy', de: 'idee vorstellung weltanschauung', tr: 'fikir düşünce görüş' },
  // A celestial body is no year, no belt and no system ("yıl", "asteroit kuşağı", "Güneş sistemi" among the answers
  // to "… doğal gök cismine ne denir?"). Turkish "cisim" drops its vowel before an ending ("cismi", "cismine").
  body: {
    en: 'body object star planet comet asteroid',
    de: 'körper himmelskörper objekt stern planet komet',
    tr: 'cisim cism yıldız gezegen kuyrukluyıldız',
  },
};

const HEAD_KIND: Record<ContentLanguage, Map<string, ConceptKind>> = { en: new Map(), de: new Map(), tr: new Map() };
for (const [kind, words] of Object.entries(HEADS) as [ConceptKind, Record<ContentLanguage, string>][])
  for (const language of ['en', 'de', 'tr'] as const)
    for (const word of words[language].split(' ')) HEAD_KIND[language].set(word, kind);

/** The kind of a German head noun, as it is or without a plural or case ending („Zahlen“, „Stoffe“). */
const germanHeadKind = (word: string): ConceptKind | undefined =>
  HEAD_KIND.de.get(word) ?? HEAD_KIND.de.get(word.replace(/(?:en|e|n|s)$/u, ''));

/** The kind of a head noun: English in either number, a German compound by its last part, Turkish without endings. */
const kindOfHead = (head: string, language: ContentLanguage): ConceptKind | null => {
  const word = foldCase(head);
  const heads = HEAD_KIND[language];
  if (language === 'en')
    return heads.get(word) ?? heads.get(word.replace(/ies$/u, 'y')) ?? heads.get(word.replace(/e?s$/u, '')) ?? null;
  if (language === 'de') {
    for (let from = 0; from < word.length - 2; from += 1) {
      const kind = germanHeadKind(word.slice(from));
      if (kind !== undefined) return kind;
    }
    return null;
  }
  // Turkish: a verbal noun ("karışma", "ekilmesi", "fermantasyonu") is a process; else the root without its
  // possessive, plural or case ("oranı", "maddelere", "grafiğe", "yoğunluğu").
  if (/m[ae](?:s[ıi])?$|(?:asyon|syon|izasyon)(?:u|a)?$/u.test(word)) return 'process';
  const root = word.replace(/(?:l[ae]r)?(?:s?[ıiuü])?$/u, '');
  return (
    heads.get(word) ?? heads.get(root) ?? heads.get(harden(root)) ?? heads.get(root.replace(/(?:l[ae]r)$/u, '')) ?? null
  );
};

/**
 * Whether two German nouns are compounds of one last noun in one form, so of one kind („Endwirt“, „Zwischenwirt“;
 * „Kaltmiete“, „Warmmiete“; „Ordnungszahl“, „Massenzahl“): that noun of four letters or more, after a first part of
 * three or more in each, stands alone in the text („der Wirt“, „die Miete“; `foldedSource` is it folded) or is a
 * kind's head („Zahl“, „Stoff“). A shared ending alone („Verwitterung“, „Ablagerung“) is no noun.
 */
export const shareGermanNoun = (foldedSource: string, a: string, b: string): boolean => {
  const [first, second] = [foldCase(a), foldCase(b)];
  if (first === second || !/^\p{L}+$/u.test(first) || !/^\p{L}+$/u.test(second)) return false;
  let shared = 0;
  while (shared < Math.min(first.length, second.length) && first.at(-1 - shared) === second.at(-1 - shared))
    shared += 1;
  for (let length = Math.min(shared, first.length - 3, second.length - 3); length >= 4; length -= 1) {
    const noun = first.slice(-length);
    if (germanHeadKind(noun) !== undefined) return true;
    if (new RegExp(`(?<![\\p{L}])${noun}(?![\\p{L}])`, 'u').test(foldedSource)) return true;
  }
  return false;
};

/** A Turkish stem's last consonant softens before a vowel ("basınca", "ağacı", "kitabı"): hardened again to look it up. */
const HARD: Record<string, string> = { ğ: 'k', g: 'k', c: 'ç', b: 'p', d: 't' };
const harden = (stem: string) => stem.replace(/[ğgcbd]$/u, (last) => HARD[last] ?? last);

/** Processes of cells and living things named like a disease: osmosis, mitosis, meiosis, symbiosis, metamorphosis. */
const CELL_PROCESS =
  /^(?:osmos|mitos|meios|symbios|metamorphos|apoptos|phagozytos|phagocytos|endozytos|endocytos|exozytos|exocytos)(?:is|e)$/iu;
/** Sugars named with "-ose": "glucose", „Fruktose“, "lactose", „Zellulose“. */
const SUGAR =
  /^(?:glu[ck]|fru[ck]t|la[ck]t|malt|sa(?:c)?char|zellul|cellul|rib|desoxyrib|deoxyrib|galakt|galact)ose$/iu;
/** Words ending like a disease that name none: a diagnosis, a hypnosis, a dose, a rose. */
const NO_DISEASE = /^(?:diagnos|prognos|hypnos|narkos|dos|hos|ros|chos)(?:is|e)$/iu;

/** A term's kind by its own head: its last word ("white blood cell", "capacity factor", "doğum oranı"). */
export const kindOfTerm = (term: string, language: ContentLanguage): ConceptKind | null => {
  const words = term.trim().split(/\s+/u);
  const last = words.at(-1) ?? '';
  if (language === 'en' && /(?:ation|ition|ution|sion|ment)s?$/u.test(last) && kindOfHead(last, 'en') === null)
    return 'process';
  // "Osteoporosis", "arthritis", "Bronchitis", "Arthrose": a disease by its ending; but a cell's or a membrane's
  // process is named so too ("osmosis", „Osmose“, "mitosis", "Symbiose": „Osmose“ taken for a disease left a root's
  // textbook of holdout153 without a question), and a sugar („Glukose“, "lactose") is a substance.
  if (language !== 'tr' && words.length === 1) {
    if (CELL_PROCESS.test(last)) return 'process';
    if (SUGAR.test(last)) return 'substance';
    if (/\p{L}{3,}(?:osis|itis|ose)$/iu.test(last) && !NO_DISEASE.test(last)) return 'disease';
  }
  // German "-ung" and "-ation" ("Verdunstung", "Sublimation"), not a "Station".
  if (language === 'de' && /(?:ung|(?<!st)ation)$/u.test(last) && kindOfHead(last, 'de') === null) return 'process';
  return kindOfHead(last, language);
};

/** Nouns whose "of" says what a thing is: "a sheet of muscle", "a kind of rock", "a band of tissue". */
const MEASURE_OF = /^(?:sheet|piece|strip|band|ring|kind|type|sort|form|lump|mass|layer|chain|network|group)$/iu;

const EN_BOUNDARY =
  /^(?:that|which|who|whose|where|when|of|in|on|for|with|from|to|by|at|called|used|made|into|between|than|below|above|under|over|beneath|within|after|before|during|among|across|through|around|like)$/iu;

/**
 * The kind a definition gives: the head of the noun phrase it opens with. English "a tough outer layer that …" →
 * layer; German the first noun ("ein breiter, unbebauter Streifen, …" → Streifen); Turkish the noun before the
 * copula ("… tek hücreli bir mantardır") or the dative of a "denir" lead ("… karışmasına").
 */
export const kindOfDefinition = (told: string, language: ContentLanguage): ConceptKind | null => {
  if (language === 'en') {
    const words = told
      .replace(/^(?:a|an|the|any|one of the)\s+/iu, '')
      .split(/[\s,;]+/u)
      .filter((word) => word !== '');
    const end = words.findIndex((word) => EN_BOUNDARY.test(word));
    const head = (end < 0 ? words : words.slice(0, end)).at(-1);
    // "a dome-shaped sheet of muscle", "a kind of diffusion": what it is made of or a kind of says its kind.
    const after = words[end + 1];
    if (end >= 0 && words[end] === 'of' && head !== undefined && MEASURE_OF.test(head) && after !== undefined)
      return kindOfTerm(after, 'en');
    return head === undefined ? null : kindOfHead(head, 'en');
  }
  if (language === 'de') {
    // "Die Herstellung von Zucker …": a verbal noun is a process, as a term's own head is.
    // Not an adjective that opens the sentence before its noun („Große Gesteinsblöcke, die …“: Gesteinsblöcke).
    const noun =
      /(?:^|[\s,])(?!(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer|Eines)\s)(?:\p{Lu}\p{Ll}*(?:e|er|es|en|em)\s+(?=\p{Lu}))?(\p{Lu}[\p{L}-]*)/u.exec(
        told,
      )?.[1];
    return noun === undefined ? null : kindOfTerm(noun, 'de');
  }
  // "… bir gazdır" without its copula; "… miktarına", "… karışmasına", "… grafiğe" without the dative.
  const word = foldCase(told.trim().split(/\s+/u).at(-1) ?? '').replace(/[.!?]+$/u, '');
  const head = /[dt][ıiuü]r$/u.test(word)
    ? word.replace(/[dt][ıiuü]r$/u, '')
    : word.replace(/(?:s?[ıiuü]n[ae]|y[ae]|[ae])$/u, '');
  return head === '' ? null : kindOfHead(head, 'tr');
};

/**
 * Whether an option is visibly of another kind than the question asks for: both kinds are known and differ. Until
 * local-23 only a concrete kind (a living thing, a device, a group, a part) or a substance against a process counted,
 * as readers had passed "habitat" among "peat" and "marsh"; on holdout13 they failed a temperature among changes of
 * state and a substance ("Schmelztemperatur" beside "Sublimation" and "Feststoff"), so any two known kinds differ.
 */
const visiblyOther = (asked: ConceptKind, option: ConceptKind | null) => option !== null && option !== asked;

/** The options not visibly of another kind than the answer's (an option of unknown kind stays). */
export const ofAnswersKind = (
  answerKind: ConceptKind | null,
  distractors: readonly string[],
  kindOf: (option: string) => ConceptKind | null,
): string[] =>
  answerKind === null
    ? [...distractors]
    : // A person only among people: "hunter-gatherer" among "sedentary lifestyle" and "surplus" was given away to four
      // blind readers (holdout23), whatever those are.
      answerKind === 'person'
      ? distractors.filter((option) => kindOf(option) === 'person')
      : distractors.filter((option) => !visiblyOther(answerKind, kindOf(option)));
