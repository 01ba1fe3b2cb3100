/**
 * A small per-language word-class lexicon (data) and the rules that read a one-word option's class and form from it:
 * English nouns, verbs and adjectives (with their inflections), German nouns with their gender (a compound takes its
 * last part's), verbs and adjectives, Turkish verb stems (a participle or a finite verb is no noun). Pure.
 *
 * The generator uses it so a distractor fits the answer's blank (same class, same form: German gender and number,
 * English inflection, Turkish participle or noun); the rubric's distractors proxy uses it so the eval sees a
 * distractor of another class. A word it cannot place is `null`: the generator then offers no one-word distractors
 * for it (the question is dropped), the proxy is lenient.
 */
import type { ContentLanguage } from './content.types';
import { foldCase } from './language';

const list = (text: string) => new Set(text.trim().split(/\s+/u));

/* ----------------------------------------------------------------------------------------------------- English */

const EN_NOUNS = list(`
  account address agent algorithm amount animal answer appearance area arch argument army art article ash atmosphere
  attack attention audience author authority backup bank base basin bed bill bird board boat body book border bottom
  box branch bread bridge budget building bus business cabinet camera campaign capital car card care case cause cell
  century ceremony chain chair challenge change chapter character child church city claim class clay climate club
  code coin command committee community company computer condition conference connection consultation control
  council country court crust culture customer cycle damage danger data date day deal decade decision degree
  department design device diet direction directory disease distance district document door driver earth earthquake
  economy edge education effect election electricity element employee end energy engine entrance environment
  equipment eruption event evidence example exhibition experience expert eye face factory fact family farm farmer
  field figure file film fire floor flow food force forest form foundation friend fuel furniture future game garden
  gas glacier goal government group growth guide hall hand harbour head health heat history hole home hospital hotel
  hour house idea identity ice image income industry information island issue job journey judge key kind king
  kitchen lake land language law layer leader length letter level library life light limit line list loader
  location machine magma manager map market material meal meeting member memory message metal method minister
  minute model moment money month moraine mountain museum name nation network newspaper night number ocean office
  officer opening opinion order owner page pair parent park part partner party passage passphrase password path
  patient payment people period permission person phone picture piece place plan planet plant plate platform player
  point police policy population port position pound power practice president press price problem process product
  program programme project protocol public purpose quality question queue rain range rate reader reason record
  region report research resident resource restaurant result ridge right river road rock role room rule safety sale
  sand scale scene school science scientist screen sea season seat section sector security sense server service
  session setting shape share shelf ship shop side sign silence site size skill sky slope snow society software
  soil solution song soul source space speaker speech sport staff stage star state station step stone storage store
  story street structure student study subject summer supply surface system table task tax teacher team technology
  term test text theory thickness thing time title tool top topic tower town track trade traffic train travel tree
  trip trust type unit university user valley value vehicle version view village visitor volcano volume voter
  wall war water wave way weapon week weight winter woman word work worker world year`);

const EN_VERBS = list(`
  accept add agree allow announce answer appear apply argue arrive ask attack authorize become begin believe belong
  borrow break bring build buy call carry cause change check choose claim close collect come complain connect
  consider contain continue copy cost create cut decide deform delete deliver depend describe destroy develop die dig
  distribute do donate drive drop eat encrypt end enter erupt escape expect explain extend fall feel fill find
  finish flow follow forget form generate get give go grow happen hear help hold hope improve include increase
  install introduce invest join keep know lack last lead learn leave let lie like listen live lock log look lose
  love make manage matter mean measure meet melt move need offer open own pay perform pick place plan play point
  prefer prepare press prevent produce promise protect prove provide publish pull push put queue raise reach read
  receive recommend reduce refuse reject release rely remain remember remove reopen repair replace report require
  restore return rise run save say scrape see seem sell send serve set settle share show shrink sign sink sit sleep
  slide speak spend spread stand start stay stop store study succeed suggest supply support surround take talk
  teach tell test think throw travel try turn type understand unlock update use visit wait walk want warn watch
  weather win wish work worry write`);

const EN_ADJECTIVES = list(`
  able active actual alive alternating ancient annual available aware bad basic beautiful big black blue bright
  broad busy calm careful central cheap chief clean clear close cold common complete complex cool correct crucial
  current cold dark dead deep dense different difficult direct dry early easy economic effective empty encrypted
  entire equal essential exact explosive extra fair famous fast fertile few final fine flat foreign formal former
  free fresh full general gentle good great green happy hard healthy heavy high hot huge human ideal important
  large last late legal light likely little local long loud low main major matching modern molten narrow national
  natural necessary new nice normal old open original other own particular past personal physical poor popular
  possible powerful present pretty previous private proper public quick quiet rare ready real recent red regular
  remote rich right rough round runny safe same secure serious sharp short silent similar simple single slow small
  social soft solid special stable steep strong sudden sure tall thick thin tiny total tough true typical unlocked
  usual valuable various vast warm weak wet white whole wide wild wrong young`);

const EN_NUMBER_WORDS = list(`
  zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion first
  second third fourth fifth sixth seventh eighth ninth tenth dozen half twice`);

const EN_NOUN_SUFFIX = /^\p{L}{3,}(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist|ure|age|dom|hood|ery|logy|phy)s?$/u;
const EN_ADJECTIVE_SUFFIX = /^\p{L}{3,}(?:ous|ful|less|ive|able|ible|ical|ic|ary|ish)$/u;
const EN_VERB_SUFFIX = /(?:ize|ise|ify)(?:s|d|ing)?$|(?:iz|is|if)(?:ed|ing)$/u;

export type EnglishClass = 'noun' | 'verb' | 'adjective' | 'number';

/** The base forms an English inflected word may come from: "spreads" → spread, "carried" → carry, "larger" → large. */
const englishBases = (word: string): { base: string; ending: string }[] => {
  const bases = [{ base: word, ending: '' }];
  const add = (base: string, ending: string) => base.length >= 2 && bases.push({ base, ending });
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`, 's');
  if (word.endsWith('es')) add(word.slice(0, -2), 's');
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1), 's');
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`, 'ed');
  if (word.endsWith('ed')) {
    add(word.slice(0, -2), 'ed');
    add(word.slice(0, -1), 'ed');
    if (/(.)\1ed$/u.test(word)) add(word.slice(0, -3), 'ed');
  }
  if (word.endsWith('ing')) {
    add(word.slice(0, -3), 'ing');
    add(`${word.slice(0, -3)}e`, 'ing');
    if (/(.)\1ing$/u.test(word)) add(word.slice(0, -4), 'ing');
  }
  for (const ending of ['er', 'est']) if (word.endsWith(ending)) {
    add(word.slice(0, -ending.length), ending);
    add(word.slice(0, -ending.length + 1), ending);
    if (word.endsWith(`i${ending}`)) add(`${word.slice(0, -ending.length - 1)}y`, ending);
  }
  return bases;
};

/** The class of an English word by the lexicon and its suffixes; null when it is not known or could be either. */
export const englishClass = (word: string): EnglishClass | null => {
  const folded = foldCase(word);
  if (EN_NUMBER_WORDS.has(folded)) return 'number';
  const found = new Set<EnglishClass>();
  for (const { base, ending } of englishBases(folded)) {
    if (EN_NOUNS.has(base) && (ending === '' || ending === 's')) found.add('noun');
    if (EN_VERBS.has(base) && ending !== 'er' && ending !== 'est') found.add(ending === 'ed' && EN_ADJECTIVES.has(folded) ? 'adjective' : 'verb');
    if (EN_ADJECTIVES.has(base) && (ending === '' || ending === 'er' || ending === 'est')) found.add('adjective');
  }
  if (found.size === 1) return [...found][0] as EnglishClass;
  if (found.size > 1) return null;
  if (EN_NOUN_SUFFIX.test(folded)) return 'noun';
  if (EN_VERB_SUFFIX.test(folded)) return 'verb';
  if (EN_ADJECTIVE_SUFFIX.test(folded)) return 'adjective';
  return null;
};

/* ------------------------------------------------------------------------------------------------------ German */

/** German nouns by gender; a compound takes the gender of its last part ("Nachbargemeinde" is feminine). */
const DE_GENDER: Record<'m' | 'f' | 'n', Set<string>> = {
  m: list(`
    abend anfang antrag arzt ausschuss automat bau bauer baum befehl beitrag bericht beruf besuch betrieb bezirk boden
    brief bürger dienst dom druck eingang einsatz fall fehler film fluss frühling garten gast gedanke grund grundherr
    hafen handel handwerker herbst himmel hof hund kaufmann kern kopf kreis kunde kurs lehrer leser markt monat
    mitarbeiter morgen name nachbar norden ort osten plan platz preis rat raum rechner regen rest rhein saal satz
    schaden schritt schüler schutz see sieg sinn defekt ordner ernstfall befehl sohn sommer speicher staat stadtrat stand stein stempel strom süden
    tag teil termin text titel turm umbau verein verlust vertrag vorschlag vorteil wagen wald weg wert westen wind
    winter wunsch zeitstempel zugang zugriff zweck zustand`),
  f: list(`
    abgabe anlage antwort arbeit art aufgabe ausbildung ausleihe ausstellung bahn bank bibliothek bitte burg datei
    decke einigung energie erde fabrik familie farbe festplatte form frage frau freiheit gasheizung gemeinde
    geschichte gilde glocke grenze gruppe hand heizung herrschaft hilfe idee kasse kirche klasse kopie kosten kraft
    kunst küche lage leiterin leistung liste luft lösung macht mauer menge miete minute möglichkeit nacht nachricht
    natur option person pflicht politik post pumpe qualität rechnung regel regierung reihe reise richtung ruhe sache
    schule seite sicherheit sicherung sonne sprache stadt stelle straße stunde tabelle tatsache umgebung uhr
    universität untersuchung ursache veranstaltung verbindung vereinbarung verwaltung wahl ware wärmepumpe welt
    wende werkstatt wiederherstellung woche wohnung zahl zeit zeitung zunft`),
  n: list(`
    alter amt angebot auto bad bauernhaus beispiel bett bild bistum blatt boot buch dach dorf ende ereignis ergebnis
    fach fahrzeug feld fenster fest feuer gebäude gebiet geld gerät gesetz gespräch getreide glück gymnasium haus
    hallenbad hörbuch interesse jahr jahrhundert kapitel kind kino kloster konto land leben licht lied mal material
    medium meer mittelalter mittel versehen netz netzwerk papier paket passwort problem programm projekt rathaus recht regal
    schiff schloss schwimmbad spiel system team thema tier tor unternehmen verfahren verzeichnis volk wasser werk
    werkzeug wetter wissen wort ziel zimmer zentrum`),
};

const DE_FEMININE_SUFFIX = /(?:ung|heit|keit|schaft|ion|tät|ik|ei|ie|ur)$/u;
const DE_NEUTER_SUFFIX = /(?:chen|lein|ment|um|tum|nis)$/u;
const DE_MASCULINE_SUFFIX = /(?:ling|ismus|or|ant|ist)$/u;
const DE_PLURAL_SUFFIX = /(?:ungen|heiten|keiten|schaften|ionen|täten|nisse|chen)$/u;

const DE_WEAK = /(?:herr|mensch|bauer|nachbar|kunde|gedanke|name|held|junge|fürst|graf|prinz|student|polizist|soldat|kollege|experte|zeuge|bär|löwe|affe|hase)$/u;
const tailKnown = (folded: string) => {
  for (let start = 0; start <= folded.length - 3; start += 1) {
    if (start > 0 && folded.length - start < 4) break;
    const tail = folded.slice(start);
    if (DE_GENDER.m.has(tail) || DE_GENDER.f.has(tail) || DE_GENDER.n.has(tail)) return true;
  }
  return false;
};

const deUmlautless = (word: string) => word.replace(/äu/gu, 'au').replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u');

/** The gender of a singular German noun (or of its last part), by the lexicon, then its suffix. */
const germanGender = (folded: string): 'm' | 'f' | 'n' | null => {
  for (let start = 0; start <= folded.length - 3; start += 1) {
    // A compound's last part has four letters at least ("-tor" in "Motor" is no "Tor").
    if (start > 0 && folded.length - start < 4) break;
    const tail = folded.slice(start);
    for (const gender of ['m', 'f', 'n'] as const) if (DE_GENDER[gender].has(tail)) return gender;
  }
  if (DE_FEMININE_SUFFIX.test(folded)) return 'f';
  if (DE_NEUTER_SUFFIX.test(folded)) return 'n';
  if (DE_MASCULINE_SUFFIX.test(folded)) return 'm';
  return null;
};

/**
 * A German noun's agreement class: 'm', 'f' or 'n' for a singular, 'pl' for a plural, 'pl-n' for a plural in -n
 * (the dative plural, "in Zünften", and plurals like "Kopien" that a bare -e plural cannot stand for). A word the
 * lexicon knows as a singular is singular; one whose singular it finds under a plural ending is plural.
 */
export const germanNounClass = (word: string): string | null => {
  const folded = foldCase(word);
  const plural = (form: string) => (form.endsWith('n') ? 'pl-n' : 'pl');
  for (const gender of ['m', 'f', 'n'] as const) if (DE_GENDER[gender].has(folded)) return gender;
  // A weak masculine noun ("Grundherrn", "Bauern", "Menschen") is singular or plural by its sentence alone.
  if (DE_WEAK.test(folded.replace(/e?n$/u, ''))) return null;
  // "-s"/"-es" after a masculine or neuter singular is its genitive ("des Ordners"), not a plural.
  for (const ending of ['es', 's']) {
    if (!folded.endsWith(ending)) continue;
    const gender = germanGender(folded.slice(0, -ending.length));
    if ((gender === 'm' || gender === 'n') && tailKnown(folded.slice(0, -ending.length))) return `${gender}-gen`;
  }
  if (DE_PLURAL_SUFFIX.test(folded) && !folded.endsWith('chen')) return plural(folded);
  for (const ending of ['ern', 'en', 'er', 'se', 'e', 'n', 's']) {
    if (!folded.endsWith(ending) || folded.length - ending.length < 3) continue;
    const stem = folded.slice(0, -ending.length);
    for (const candidate of [stem, deUmlautless(stem)]) {
      for (let start = 0; start <= candidate.length - 3; start += 1) {
        if (start > 0 && candidate.length - start < 4) break;
        const tail = candidate.slice(start);
        if (DE_GENDER.m.has(tail) || DE_GENDER.f.has(tail) || DE_GENDER.n.has(tail)) return plural(folded);
      }
    }
  }
  return germanGender(folded);
};

const DE_INFINITIVES = list(`
  lassen raten sorgen erfolgen löschen stehlen anbieten annehmen arbeiten ausfallen ausweichen bauen beginnen behalten bekommen beschließen besuchen bewirtschaften
  bezahlen bieten bleiben brauchen bringen denken dürfen empfehlen entstehen erhalten erklären ersetzen erzählen essen
  fahren fallen finden fließen fragen führen funktionieren geben gehen gehören gelten glauben halten handeln heißen
  helfen holen hören kaufen kennen klingen kommen können kopieren kosten laufen leben legen leisten lernen lesen
  liefern liegen löschen machen meinen müssen nehmen nennen öffnen planen regeln reisen rufen sagen sanieren schaffen
  schließen schreiben schützen schwimmen sehen sein senden setzen sichern sitzen sollen spielen sprechen stammen
  starten stehen steigen steigern stellen sterben suchen tragen treffen trinken tun teilen überlegen übernehmen
  übertragen verbrauchen verbuchen verdienen vergessen verkaufen verlieren verstehen versuchen wachsen wählen warten
  waschen werden wissen wohnen wollen wünschen zahlen zählen zeigen ziehen zurückspielen`);

const DE_MODALS = list(`
  kann kannst können könnt konnte konnten könnte könnten muss musst müssen müsst musste mussten müsste müssten soll
  sollst sollen sollt sollte sollten will willst wollen wollt wollte wollten darf darfst dürfen durfte durften mag
  mögen mochte mochten möchte möchten`);

/** Present-tense forms with a vowel change, which the -t rule cannot trace to their infinitive. */
const DE_IRREGULAR_PRESENT = list(`
  hilft empfiehlt übernimmt überträgt gibt nimmt sieht liest spricht trifft hält läuft fällt wächst trägt fährt
  schläft wirft stirbt vergisst isst misst bricht tritt gilt enthält erhält verhält unterbricht`);

const DE_ADJECTIVES = list(`
  alt arm automatisch bekannt besonders billig breit deutlich dunkel eigen einfach eng erheblich erst fein fest frei
  fremd früh ganz gering gesamt gleich groß gut hart hell hoch jung kalt klar klein kurz lang langsam laut leicht
  leise letzt mittelalterlich modern möglich nah neu niedrig offen öffentlich regelmäßig reich ruhig schnell schwach
  schwer sicher spät stark still städtisch teuer persönlich verschieden sogenannt sozial digital technisch
  regelmäßig gemeinsam einzeln tief voll wahr warm weit wenig wichtig zusätzlich`);

const DE_SEPARABLE = /^(?:ab|an|auf|aus|bei|ein|fest|her|hin|mit|nach|vor|weg|zu|zurück|zusammen|statt|frei)/u;
const DE_INSEPARABLE = /^(?:be|emp|ent|er|ge|miss|ver|zer|über|unter|hinter|wider)/u;

/** The class and form of a lowercase German word: adjective with its ending, infinitive, participle, finite verb. */
export const germanWordClass = (word: string): string | null => {
  const folded = foldCase(word);
  if (/^\p{Lu}/u.test(word)) return 'noun';
  if (DE_MODALS.has(folded)) return 'modal';
  for (const ending of ['', 'e', 'en', 'er', 'es', 'em', 'ere', 'eren', 'erer', 'eres', 'erem']) {
    if (!folded.endsWith(ending)) continue;
    const base = folded.slice(0, folded.length - ending.length);
    if (DE_ADJECTIVES.has(base) || DE_ADJECTIVES.has(deUmlautless(base))) return `adj:${ending.replace(/^er(?=.)/u, '')}`;
  }
  if (DE_INFINITIVES.has(folded)) return 'verb:inf';
  if (DE_IRREGULAR_PRESENT.has(folded)) return 'verb:t';
  if (folded.endsWith('iert')) return 'verb:iert';
  // Participles: ge-…-t/-en, also after a separable prefix ("angenommen", "zurückgespielt").
  const afterPrefix = folded.replace(DE_SEPARABLE, '');
  if (/^ge\p{L}{2,}(?:t|en)$/u.test(folded) || (afterPrefix !== folded && /^ge\p{L}{2,}(?:t|en)$/u.test(afterPrefix)))
    return 'verb:part';
  // Past tense: a known verb's stem with -te(n) ("lebten", "gehörte").
  for (const ending of ['eten', 'ete', 'ten', 'te']) {
    if (!folded.endsWith(ending)) continue;
    const stem = folded.slice(0, -ending.length);
    if (DE_INFINITIVES.has(`${stem}en`) || DE_INFINITIVES.has(`${stem}n`)) return `verb:past${ending.endsWith('n') ? 'n' : ''}`;
  }
  // Present tense of a known verb ("übernimmt" is irregular: not found; "stammt", "gehört" are).
  for (const ending of ['et', 't']) {
    if (!folded.endsWith(ending)) continue;
    const stem = folded.slice(0, -ending.length);
    if (DE_INFINITIVES.has(`${stem}en`) || DE_INFINITIVES.has(`${stem}n`))
      return DE_INSEPARABLE.test(folded) && !DE_INFINITIVES.has(`${stem}en`) ? null : 'verb:t';
  }
  return null;
};

/* ----------------------------------------------------------------------------------------------------- Turkish */

/** Turkish verb stems: a word that is a stem with a verb or participle ending is a verb form, not a noun. */
const TR_VERB_STEMS = list(`
  aç açıkla al anla anlaş art at ayır bak başla bekle bil bitir bul çalış çalıştır çık çıkar dağıt değiş değiştir dene ekle dinle doldur düzenle genişlet yakın hazırlan
  dön düşün engelle et geç gel geliştir git gerçekleş getir gir gönder gör göster hazırla iste izle kaç kal kalk kapa
  kapat kapla katıl kaydet kazan kır koru kopyala koy kullan kur oku ol oluş oluştur öde öğren öner saklan sakla
  sat seç sev sevil sil sor söyle sağla sun sür tanı tanımla taşı yapıştır çal boz bozul kaybol dur tut uygula uyar üret var ver yap yapıl yaşa yay yaz yedekle yükle
  yürü ziyaret`);

const TR_NUMBER_WORDS = list(`
  sıfır iki üç dört beş altı yedi sekiz dokuz on yirmi otuz kırk elli altmış yetmiş seksen doksan yüz bin milyon
  milyar`);

export type TurkishClass = 'participle' | 'verb' | 'noun' | 'adjective' | 'number' | null;

/** Frequent Turkish adjectives (a definition names a noun, not one of these). */
const TR_ADJECTIVES = list(`
  küçük büyük yeni eski uzun kısa iyi kötü güzel önemli ince kalın geniş dar yüksek alçak hızlı yavaş kolay zor
  sıcak soğuk açık kapalı genç yaşlı farklı benzer temel ana özel genel güçlü zayıf yaşamsal seçici güvenli
  düzenli belirli yeterli`);

const TR_PARTICIPLE = /^(?:y?[ae]n(?:l[ae]r)?(?:[ıiuü]n?|[ıiuü]n[ıiuü]n|[ae]|d[ae]n?)?|[dt][ıiuü][kğ](?:l[ae]r)?[ıiuü].*|y?[ae]c[ae][kğ].*)$/u;
const TR_FINITE = /^(?:[ıiuü]l)?(?:[ıiuü]?n)?(?:y?[ae]r|y?[ıiuü]r|r|[dt][ıiuü]|m[ıiuü]ş|[ıiuü]?yor|m[ae]l[ıi]|y?[ae]bil[ıi]r|m[ae]z|y?[ae]c[ae]k)(?:[dt][ıiuü]r|l[ae]r|s[ıi]n|[ıiuü]z)?$/u;

/** A Turkish word's class: a participle ("üreten", "sevdikleri"), a finite verb ("saklar"), a number word or a noun. */
export const turkishClass = (word: string): TurkishClass => {
  const folded = foldCase(word);
  if (TR_NUMBER_WORDS.has(folded)) return 'number';
  if (TR_ADJECTIVES.has(folded)) return 'adjective';
  for (let cut = Math.min(folded.length - 1, 9); cut >= 2; cut -= 1) {
    const stem = folded.slice(0, cut);
    // Consonant alternation: "kaydet" → "kaydedilir", "git" → "gider".
    if (!TR_VERB_STEMS.has(stem) && !(stem.endsWith('d') && TR_VERB_STEMS.has(`${stem.slice(0, -1)}t`))) continue;
    const rest = folded.slice(cut);
    // A noun in -lar/-ler that reads as a verb stem in -la/-le with the aorist ("yedekler", "kopyalar", "saklar")
    // is either: the class is unknown.
    if (/l[ae]$/u.test(stem) && rest === 'r') return null;
    // Without a passive or reflexive ("silinen" is sil-in-en, "alınmalı" al-ın-malı).
    const bare = rest.replace(/^(?:[ıiuü]l|[ıiuü]n|n)/u, '');
    // A negated form ("yapıştırılmamalıdır", "gönderilmemeli") is a verb whatever follows.
    if (/^m[ae](?:m[ae]l[ıi]|z|d[ıi]|y[ae]c[ae]k)/u.test(bare)) return 'verb';
    // Verbal nouns ("yedekleme", "yükleme", "kullanım") are nouns.
    if (/^(?:m[ae](?:s[ıi])?|[ıiuü]m|[ıiuü]ş|[ae]k)/u.test(bare) && !/^m[ae]l[ıi]/u.test(bare) && !/^m[ae]z/u.test(bare))
      return 'noun';
    // "alan", "olan", "açan": a two-letter stem with -an is as often a noun ("alanının" is of the area).
    if (TR_PARTICIPLE.test(rest) || TR_PARTICIPLE.test(bare)) return cut <= 2 && /^y?[ae]n/u.test(rest) ? null : 'participle';
    const positive = bare.replace(/^m[ae](?=[dty]|c|z|s|n)/u, '');
    if (positive !== bare && (TR_PARTICIPLE.test(positive) || /^y?[ae]n/u.test(positive) === false && /^[dt][ıiuü][kğ]/u.test(positive)))
      return 'participle';
    if (TR_FINITE.test(rest) || TR_FINITE.test(bare)) return 'verb';
  }
  return 'noun';
};

/* -------------------------------------------------------------------------------------------------- All three */

/** Words that are never an answer or a distractor of their own: number words, and postpositions in phrases. */
const LIGHT_EXTRA = list(`
  yüzden nedenle dolayı değil değildir itibaren rağmen karşın beri öte başka kendi bazı diğer hepsi tümü
  eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert tausend`);

export const isNumberWord = (word: string): boolean => {
  const folded = foldCase(word);
  return EN_NUMBER_WORDS.has(folded) || TR_NUMBER_WORDS.has(folded) || LIGHT_EXTRA.has(folded);
};

/**
 * The class and form a one-word option must share with the answer to fit its blank, or null when the lexicon cannot
 * tell: English class (noun, verb, adjective), German noun agreement (gender and number) or lowercase class and
 * form, Turkish class.
 */
const classCache = new Map<string, string | null>();
export const wordClassOf = (word: string, language: ContentLanguage): string | null => {
  const key = `${language}:${word}`;
  const cached = classCache.get(key);
  if (cached !== undefined) return cached;
  // A bounded memo: a generation asks about the same few hundred words many times.
  if (classCache.size > 20_000) classCache.clear();
  const found = classify(word, language);
  classCache.set(key, found);
  return found;
};

const classify = (word: string, language: ContentLanguage): string | null => {
  if (isNumberWord(word)) return 'number';
  switch (language) {
    case 'en':
      return /^\p{Lu}/u.test(word) ? null : englishClass(word);
    case 'de': {
      if (!/^\p{Lu}/u.test(word)) return germanWordClass(word);
      const noun = germanNounClass(word);
      return noun === null ? null : `noun:${noun}`;
    }
    case 'tr':
      return turkishClass(word);
    default: {
      const unexpected: never = language;
      return unexpected;
    }
  }
};
