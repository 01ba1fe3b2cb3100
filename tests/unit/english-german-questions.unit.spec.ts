/**
 * The offline generator's English and German questions (`local-7`), from what strict blind readers kept and failed:
 * a concept asked from what the text says of it, with only the text's other concepts as options; a person's full name
 * among the text's other people; numbers among nearby values of their own roundness, never another figure of the text;
 * months and weekdays among their kind; no other one-word blank (verbs, fillers, nouns whose distractors fit the
 * grammar but not the meaning); and an explanation whose added sentence belongs to the answer's paragraph.
 */
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { buildLexicon, collectUnits } from '../../infra/ai/local/lexicon';
import { labelOptions, labelsIn, labelsOf } from '../../infra/ai/local/labels';
import { findDefinition } from '../../infra/ai/local/definitions';
import { findPeople, pronounAfter } from '../../infra/ai/local/people';
import { answerOf, questionsFrom } from '../support/local-generation';

const GLACIERS = `Glaciers

A glacier is a large mass of ice that moves slowly over land. A moraine is a ridge of stones and sand that a glacier
leaves behind. A cirque is a bowl-shaped hollow that a glacier carves into a mountainside. A crevasse is a deep crack in
the surface of a glacier.

The ice of the Rhone Glacier has lost about 350 metres of its length. The first scientists began to measure the glacier in
1880. Today they measure the length of its ice every September.`;

const MARKET = `Wochenmarkt zieht um

Ab dem 6. März bauen die Händler ihre Stände jeden Mittwoch und Samstag auf dem Rathausplatz auf. Den Umzug hat
der Stadtrat mit 21 zu 4 Stimmen beschlossen. Die Stadt investiert rund 85.000 Euro in neue Stromanschlüsse.

Bürgermeisterin Helga Sommerfeld zeigte sich erleichtert. Gemüsehändler Jürgen Albrecht, der seit 1991 auf dem Markt
steht, befürchtet weniger Kundschaft. Marktmeisterin Sabine Krüger kündigte ein Fest am 9. März an. Viele Tiere leben
in der Oase Tal Meruna. Der Bus der Linie 5 hält direkt am Platz.`;

const CLUB = `Robot club wins

The pupils of Northfield School won the regional final in Birmingham on Saturday. The team's teacher, Owen Mabry, started
the club three years ago. "We built it in five months," said captain Priya Lennox, 15, after the final. Mabry said the
prize would pay for a new printer. The head teacher, Dana Whitfield, said the school was proud of the team. For example,
the robot sorted 42 items in 3 minutes. The club meets in room 12 every week.`;

const PLANT = `Die Pflanze

Die Wurzel ist ein Organ, das die Pflanze im Boden verankert. Blätter sind Organe, in denen die Pflanze aus Licht
Zucker herstellt. Der Stängel ist ein Organ, das Wasser von der Wurzel zu den Blättern leitet. Die Abgabe von
Wasserdampf über die Blätter nennt man Transpiration. Deshalb ist die Erde unter großen Bäumen oft trocken. Die
Herstellung von Zucker aus Licht, Wasser und Kohlenstoffdioxid nennt man Fotosynthese. Die Aufnahme von Stoffen in
den Körper der Pflanze nennt man Assimilation. Das langsame Absterben der Blätter im Herbst nennt man Alterung.`;

const generate = (text: string, language: ContentLanguage, count = 20) =>
  questionsFrom(text, language, { count, seed: 11 });

const blanked = (question: GeneratedQuestion) => question.text.includes('_____');
const isNumber = (option: string) => /^\d{1,3}(?:[.,]\d{3})*$|^\d+$/u.test(option);

describe('Given an English textbook text that defines several terms', () => {
  it('asks each definition once, a concept among the other defined terms or a definition among the others', async () => {
    const questions = await generate(GLACIERS, 'en');
    const terms = ['glacier', 'moraine', 'cirque', 'crevasse'];
    const concepts = questions.filter((q) => q.text.startsWith('According to the text, what is'));
    const completions = questions.filter((q) => q.text.startsWith('According to the text, how does'));
    expect(concepts.length).toBeGreaterThan(0);
    // Each definition once; "glacier", the title's word, makes an easy question (local-25, blind readers of local-24
    // on holdout14), so a medium quiz asks the other three.
    expect(concepts.length + completions.length).toBe(terms.length - 1);
    expect(questions.map(answerOf)).not.toContain('glacier');
    const sets = concepts.map((q) => [...q.options].sort().join('|'));
    for (const set of sets) expect(sets.filter((other) => other === set).length).toBeLessThanOrEqual(3);
    for (const question of concepts) for (const option of question.options) expect(terms).toContain(option);
    for (const question of completions)
      for (const option of question.options) expect(normalizeText(GLACIERS).replace(/\s+/gu, ' ')).toContain(option);
    // The cirque asked from its definition, either way round.
    expect(
      questions.some(
        (q) =>
          q.text === 'According to the text, what is a bowl-shaped hollow that a glacier carves into a mountainside?' ||
          q.text === 'According to the text, how does this statement continue? "A cirque is …"',
      ),
    ).toBe(true);
  });

  it('blanks no word but a number or a month: no verb, filler or noun among nouns of another meaning', async () => {
    const questions = (await generate(GLACIERS, 'en')).filter(blanked);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions)
      expect(isNumber(answerOf(question)) || /^(?:September|January|March)$/u.test(answerOf(question))).toBe(true);
  });

  it('offers round values near a round answer, never another figure of the text', async () => {
    const questions = await generate(GLACIERS, 'en');
    const length = questions.find((q) => answerOf(q) === '350');
    expect(length?.options.filter((o) => o !== '350').every((o) => Number(o) % 10 === 0)).toBe(true);
    const year = questions.find((q) => answerOf(q) === '1880');
    expect(year?.options).not.toContain('350');
    // Three steps of five at most (local-55: the answer stands anywhere among its options, not only in the middle).
    expect(year?.options.every((o) => Math.abs(Number(o) - 1880) <= 15)).toBe(true);
  });
});

describe('Given English news with people, a place and an example', () => {
  it('asks a full name only among the other people, never a place or a school', async () => {
    const questions = await generate(CLUB, 'en');
    const people = questions.filter((q) => q.text.startsWith('Which name completes the sentence?'));
    // Not the pupil quoted with her age (local-52), and then one of the other two: a second among the same three
    // names is answered by elimination (local-18).
    expect(people.length).toBe(1);
    expect(people.map(answerOf)).not.toContain('Priya Lennox');
    for (const question of people)
      for (const option of question.options) expect(['Owen Mabry', 'Priya Lennox', 'Dana Whitfield']).toContain(option);
  });

  it('asks no age after a name, no number of an example and no number of a label', async () => {
    const answers = (await generate(CLUB, 'en')).map(answerOf);
    expect(answers).not.toContain('15');
    expect(answers).not.toContain('42');
    expect(answers).not.toContain('12');
  });
});

describe('Given German local news', () => {
  it('finds the people by the role before their names, and no noun pair as a person', () => {
    const lexicon = buildLexicon(
      collectUnits(chunkText(normalizeText(MARKET), { sourceId: 'm', language: 'de' }), 'de'),
      'de',
    );
    expect(findPeople(lexicon, 'de').map((person) => person.name)).toEqual([
      'Helga Sommerfeld',
      'Jürgen Albrecht',
      'Sabine Krüger',
    ]);
  });

  it('asks grouped amounts grouped, and never a weekday, the day of a date or a bus line', async () => {
    const questions = await generate(MARKET, 'de');
    const amount = questions.find((q) => answerOf(q) === '85.000');
    expect(amount?.options.every((o) => /^\d{2,3}\.000$/u.test(o))).toBe(true);
    const answers = questions.map(answerOf);
    // The day of the week a market is held on is a trivial detail to a strict reader.
    expect(answers).not.toContain('Mittwoch');
    expect(answers).not.toContain('Samstag');
    expect(answers).not.toContain('9');
    expect(answers).not.toContain('6');
    expect(answers).not.toContain('5');
    // 21 to 4 votes: the distractors are near the answer, never 1991 or 85.000 from elsewhere in the text.
    const votes = questions.find((q) => q.text.includes('Stimmen'));
    const asked = Number(answerOf(votes as GeneratedQuestion));
    expect(votes?.options.every((o) => Math.abs(Number(o) - asked) <= asked)).toBe(true);
  });

  it('explains with the sentence that states the answer, adding only a sentence that mentions it', async () => {
    const questions = await generate(MARKET, 'de');
    expect(questions.length).toBeGreaterThan(1);
    for (const question of questions) {
      expect(question.explanation).toContain(`„${answerOf(question)}“ ist richtig, denn im Text steht:`);
      const added = question.explanation.split('Derselbe Abschnitt erklärt:')[1];
      if (added !== undefined) expect(added).toContain(answerOf(question));
    }
  });
});

describe('Given a German textbook text with definitions and a naming sentence', () => {
  it('asks the defined and the named terms among each other, never an adverb that opens a sentence', async () => {
    const questions = await generate(PLANT, 'de');
    const concepts = questions.filter((q) => /^(?:Was (?:ist|sind)|Wie nennt man) laut Text/u.test(q.text));
    expect(concepts.map((q) => q.text)).toContain(
      'Wie nennt man laut Text die Abgabe von Wasserdampf über die Blätter?',
    );
    for (const question of questions) expect(question.options).not.toContain('Deshalb');
    const organs = ['Wurzel', 'Blätter', 'Stängel'];
    const processes = ['Transpiration', 'Fotosynthese', 'Assimilation', 'Alterung'];
    for (const question of concepts) {
      for (const option of question.options) expect([...organs, ...processes]).toContain(option);
      // A process never among organs (local-24: any two known kinds differ; "Transpiration" is one by its "-ation").
      if (processes.includes(answerOf(question)))
        for (const organ of organs) expect(question.options).not.toContain(organ);
    }
  });
});

describe('Given a text about a closed set of things (gases, layers, blood vessels)', () => {
  const EARTH = `Inside the Earth

The Earth is built in layers. The thin outer layer is the crust, on which we live. Below the crust lies the mantle, a
thick layer of hot rock that flows very slowly. At the centre is the core, which is made mostly of iron and nickel.
Volcanoes release gases such as water vapour and carbon dioxide. Plants take in carbon dioxide and give off oxygen.`;

  it('asks a member among the other members of its set, none the sentence names', async () => {
    const questions = await generate(EARTH, 'en');
    const layer = questions.find((q) => ['crust', 'mantle', 'core'].includes(answerOf(q)));
    expect(layer?.options.every((o) => ['crust', 'mantle', 'core'].includes(o))).toBe(true);
    const gas = questions.find((q) => answerOf(q) === 'oxygen');
    expect(gas?.options).not.toContain('carbon dioxide');
    for (const option of gas?.options ?? [])
      expect(['oxygen', 'nitrogen', 'hydrogen', 'helium', 'methane']).toContain(option);
  });

  it('asks a German member only among members of its gender or number', async () => {
    const questions = await generate(
      `Der Blutkreislauf

Das Herz pumpt das Blut durch den Körper. Arterien führen das Blut vom Herzen weg. Venen führen das Blut zum Herzen
zurück. Zwischen ihnen liegen die feinsten Gefäße, die Kapillaren. Die Lunge nimmt Sauerstoff aus der Luft auf.`,
      'de',
    );
    const vessel = questions.find((q) => ['Arterien', 'Venen', 'Kapillaren'].includes(answerOf(q)));
    expect(vessel?.options.every((o) => ['Arterien', 'Venen', 'Kapillaren'].includes(o))).toBe(true);
    // "Herz" (neuter) and "Lunge" (feminine) are the only organs named: one member of each gender, no question.
    expect(questions.find((q) => answerOf(q) === 'Lunge')).toBeUndefined();
  });
});

describe('Numbers whose words say what values are possible (a blind reading of local-12 on holdout5)', () => {
  const DEVICE = `The Dashcam

The camera records to a memory card of 32 GB. About 90 percent of drivers keep the default settings, a survey found.
Temperatures between 30 and 45 degrees can shorten the life of the battery. A 68-year-old driver said the camera had
helped him after an accident.`;

  it('keeps a percentage at most 100 and a byte size a power of two, and asks no age and no end of a range', async () => {
    const questions = await generate(DEVICE, 'en');
    const share = questions.find((q) => answerOf(q) === '90');
    expect(share?.options.every((o) => Number(o) <= 100)).toBe(true);
    const size = questions.find((q) => answerOf(q) === '32');
    expect(size?.options.every((o) => Math.log2(Number(o)) % 1 === 0)).toBe(true);
    // One end of a range is a detail (blind readers of local-16: "asks the top of a study's range, a trivial
    // number"): neither is asked.
    expect(questions.map(answerOf)).not.toContain('30');
    expect(questions.map(answerOf)).not.toContain('45');
    expect(questions.map(answerOf)).not.toContain('68');
  });

  it('asks no hour of the day (local-21: blind readers failed 6 of 7 as trivial), but the figure beside it', async () => {
    const questions = await generate(
      `Die Sporthalle\n\nDie neue Sporthalle öffnet am Montag um 19 Uhr. In der Halle haben 800 Zuschauer Platz.`,
      'de',
    );
    expect(questions.map(answerOf)).not.toContain('19');
    expect(questions.map(answerOf)).toContain('800');
  });
});

describe('What blind readers of local-22 and local-23 failed on holdout13', () => {
  const peopleOf = (text: string) =>
    findPeople(
      buildLexicon(collectUnits(chunkText(normalizeText(text), { sourceId: 's', language: 'en' }), 'en'), 'en'),
      'en',
    ).map((person) => person.name);

  it("takes no person from a headline's capitals", () => {
    const text =
      'Pupils Paint 40-Metre Mural on Harwick Wall\n\nHead teacher Ruth Ellery said the wall had been grey for years. Councillor Tom Baines, who opened it, praised the pupils.';
    expect(peopleOf(text)).toEqual(['Ruth Ellery', 'Tom Baines']);
  });

  it('asks no figure of a formula, of what is usual, of an example, and no year among a measured value', async () => {
    const english = await generate(
      'Formatting Rules\n\nIn a custom rule, fix the column with a dollar sign, as in =$C2>250, or the reference moves. A reading lamp often has a power of about 40 watts in older houses. A well-known example is the Kestrel bridge, which is 820 metres long. The new reservoir holds 340 million litres of water for the town.',
      'en',
    );
    expect(english.map(answerOf)).not.toEqual(expect.arrayContaining(['250']));
    expect(english.map(answerOf)).not.toEqual(expect.arrayContaining(['40']));
    expect(english.map(answerOf)).not.toEqual(expect.arrayContaining(['820']));
    const german = await generate(
      'Schmelzen\n\nEis schmilzt bei 0 °C, Kupfer schmilzt dagegen erst bei 1085 °C in einem heißen Ofen. Ein bekanntes Beispiel ist Trockeneis, das bei minus 78 °C sublimiert. Die Schmiede in Hollbach wurde 1874 von der Gemeinde errichtet.',
      'de',
    );
    expect(german.map(answerOf)).not.toContain('78');
    const copper = german.find((q) => answerOf(q) === '1085');
    // A melting point is a measure, not a year: its neighbours are not five years apart.
    if (copper !== undefined) for (const option of copper.options) expect(Math.abs(Number(option) - 1085)).not.toBe(5);
    expect(german.map(answerOf)).toContain('1874');
  });

  it("asks no month of a side clause, and no blank on the source's topic or in a sentence of 'there they'", async () => {
    const questions = await generate(
      'The Nitrogen Cycle\n\nOf that sum, £2,000 came from the town fund, while the school raised the rest through a sponsored walk in October. The new garden will open in September after two years of planning. Animals get their nitrogen by eating plants and other animals. Extra nitrates wash into rivers and lakes. There they cause algae to grow quickly, which uses up the oxygen in the water. Plants need oxygen and carbon dioxide, and the air also holds argon and helium.',
      'en',
    );
    const answers = questions.map(answerOf);
    expect(answers).not.toContain('October');
    expect(answers).toContain('September');
    expect(answers).not.toContain('nitrogen');
    expect(questions.filter((q) => q.text.includes('There they'))).toEqual([]);
  });
});

describe('What blind readers of local-23 and local-24 failed on holdout14', () => {
  it('asks no third question of three with the same three options: it is answered by elimination', async () => {
    const questions = await generate(
      'Der Staat\n\nDie Legislative ist die gesetzgebende Gewalt. Die Exekutive ist die ausführende Gewalt. Die Judikative ist die rechtsprechende Gewalt. In Deutschland bilden Bundestag und Bundesrat die Legislative.',
      'de',
    );
    const sets = questions.map((q) => [...q.options].sort().join('|'));
    for (const set of sets) expect(sets.filter((other) => other === set).length).toBeLessThanOrEqual(2);
  });

  it('asks no figure of a table written as a sentence, and no part of a duration in two units', async () => {
    const german = await generate(
      'Die Heißluftfritteuse\n\n„Pommes“ heizt auf 200 Grad, „Gemüse“ arbeitet mit 180 Grad, „Hähnchen“ mit 190 Grad. Die Fritteuse hat einen Korb mit 4 Litern Inhalt und wiegt 5 Kilogramm.',
      'de',
    );
    for (const figure of ['200', '180', '190']) expect(german.map(answerOf)).not.toContain(figure);
    const english = await generate(
      'The Fun Run\n\nThe winner, Emre Sayın, crossed the line after 38 minutes 12 seconds. The course along the river was 10 kilometres long this year.',
      'en',
    );
    expect(english.map(answerOf)).not.toContain('38');
  });
});

describe('What blind readers of local-25 failed on holdout15', () => {
  it('asks nothing of a sentence that leans on one before it by a pronoun ("Von ihm aus", "Wer sie", "ones")', async () => {
    const german = await generate(
      'Die Zeitzonen\n\nDer Nullmeridian verläuft durch Greenwich. Von ihm aus zählt man 24 Zeitzonen. Die Datumsgrenze liegt im Pazifik. Wer sie von Westen nach Osten überquert, erlebt einen Tag zweimal. Im Jahr 1884 einigten sich 25 Staaten auf den Nullmeridian.',
      'de',
    );
    expect(german.filter((q) => /Von ihm aus|Wer sie/u.test(q.text))).toEqual([]);
    expect(german.length).toBeGreaterThan(0);
    const english = await generate(
      'The Greenhouse Effect\n\nSome gases trap heat in the air. The most important ones are water vapour, carbon dioxide, methane and nitrous oxide. Around 1750 the air held about 280 parts per million of carbon dioxide.',
      'en',
    );
    expect(english.filter((q) => q.text.includes('ones are'))).toEqual([]);
  });

  it('takes no firm after "vom" for a person', () => {
    const text =
      'Der neue Spielplatz\n\nLandschaftsarchitekt Tobias Wendland vom Büro Grünform erklärte die Pläne. Bürgermeisterin Sabine Kröger dankte den Kindern.';
    const people = findPeople(
      buildLexicon(collectUnits(chunkText(normalizeText(text), { sourceId: 's', language: 'de' }), 'de'), 'de'),
      'de',
    ).map((person) => person.name);
    expect(people).not.toContain('Büro Grünform');
    expect(people).toContain('Sabine Kröger');
  });
});

describe('What blind readers of local-25 and local-26 failed on holdout16', () => {
  const POST = `Post Office Returns

The post office counter has reopened inside Raval's Chemist, at 14 Mill Street, after two years. Postmistress Joan Whitfield worked behind the counter for 31 years before it closed. Anita Raval, who runs the chemist, said she had wanted the counter back from the start. Harold Benning, 82, said he was glad the long bus ride to Dunmore was over. Neighbour Anita Raval's nephew Tom Carver drove him there every week. More than 60 people came on the first day.`;

  it('asks no house number, and no man where a pronoun after the blank says "his" among women', async () => {
    const questions = await generate(POST, 'en');
    expect(questions.map(answerOf)).not.toContain('14');
    const benning = questions.find((q) => answerOf(q) === 'Harold Benning');
    if (benning !== undefined) {
      expect(benning.options).not.toContain('Anita Raval');
      expect(benning.options).not.toContain('Joan Whitfield');
    }
    expect(questions.length).toBeGreaterThan(0);
  });

  it("reads a person's gender from the pronoun the text uses of them, and a blank's from the pronoun after it", () => {
    const people = findPeople(
      buildLexicon(collectUnits(chunkText(normalizeText(POST), { sourceId: 's', language: 'en' }), 'en'), 'en'),
      'en',
    );
    expect(people.find((person) => person.name === 'Anita Raval')?.gender).toBe('f');
    expect(people.find((person) => person.name === 'Harold Benning')?.gender).toBe('m');
    expect(pronounAfter(', 82, who had been relying on his neighbour, said the bus was slow.')).toBe('m');
    expect(pronounAfter(' thanked Mr Tom Carver for his help.')).toBeNull();
  });
});

describe('What blind readers of local-26 to local-28 failed on holdout16 to holdout18', () => {
  it('asks no share its sentence completes to the whole, and no year a record is measured against', async () => {
    const metals = await generate(
      'Metalle\n\nBronze ist eine Legierung aus etwa 90 Prozent Kupfer und 10 Prozent Zinn. Messing besteht aus Kupfer und Zink. Im Hochofen schmilzt Eisen bei etwa 1500 Grad Celsius.',
      'de',
    );
    expect(metals.map(answerOf)).not.toContain('90');
    const births = await generate(
      'Hebammenzentrum\n\nIm vergangenen Jahr kamen in Lindenau 64 Kinder zur Welt, so viele wie seit 2009 nicht mehr. Das Zentrum öffnete im Jahr 2021 in der alten Schule.',
      'de',
    );
    expect(births.map(answerOf)).not.toContain('2009');
    const bee = await generate(
      "Spelling Bee\n\nForty-six pupils took part in this year's competition, the highest number since the event was founded in 2009. The final was held in Ashford in 2024.",
      'en',
    );
    expect(bee.map(answerOf)).not.toContain('2009');
  });

  it('offers no year after the latest the text names, none after a year named as a repetition, and decades around a rough year', async () => {
    const club = await generate(
      'Rowing Club\n\nThe club was founded in 1952 by six workers of the paper mill. The river burst its banks near the site in 2019 and again in 2021, damaging several boats each time. The new boathouse opened in 2023 with room for 40 boats.',
      'en',
    );
    const first = club.find((q) => answerOf(q) === '2019');
    const again = club.find((q) => answerOf(q) === '2021');
    expect(first ?? again).toBeDefined();
    for (const option of first?.options ?? []) expect(Number(option)).toBeLessThan(2021);
    for (const option of again?.options ?? []) expect(Number(option)).toBeGreaterThan(2019);
    for (const question of club.filter((q) => /^\d{4}$/u.test(answerOf(q))))
      for (const option of question.options) expect(Number(option)).toBeLessThanOrEqual(2023);
    const canals = await generate(
      'Canals\n\nThe first canals in the country were dug in 1761 to carry coal. However, from about 1840 railways offered faster journeys, and many canal companies lost their customers. Today the canals are used by boats for holidays, and volunteers repair the locks every winter since 1968.',
      'en',
    );
    const railways = canals.find((q) => answerOf(q) === '1840');
    expect(railways).toBeDefined();
    for (const option of railways?.options ?? []) expect(Math.abs(Number(option) - 1840) % 10).toBe(0);
  });

  it('offers values below a bound that says "up to", enough of them for a question', async () => {
    const questions = await generate(
      'Blocked Numbers\n\nYou can block a number from the Recent tab of the phone app. The blocked list holds up to 500 numbers. Blocked callers hear a busy tone when they ring.',
      'en',
    );
    const limit = questions.find((q) => answerOf(q) === '500');
    expect(limit?.options.length).toBeGreaterThanOrEqual(3);
    for (const option of limit?.options ?? []) expect(Number(option)).toBeLessThanOrEqual(500);
  });

  it("asks the day's month of the text's main event only, in its first paragraph, and no audience counted roughly", async () => {
    const questions = await generate(
      "Spelling Bee Final\n\nPriya Nandakumar, 11, won the county spelling bee on Saturday, 14 November, at the Ashford Town Hall. Forty-six pupils took part.\n\nShe told the audience of about 300 parents, teachers and friends that she had practised every evening. The national final will be held in London on 12 June. A decision on next year's venue is expected at the committee meeting on 9 December.",
      'en',
    );
    const months = questions.map(answerOf).filter((answer) => /^[A-Z][a-z]+$/u.test(answer));
    expect(months).not.toContain('June');
    expect(months).not.toContain('December');
    expect(questions.map(answerOf)).not.toContain('300');
  });

  // From local-55 a past day's month is not asked at all, the main event's included (blind readers of local-52 to
  // local-54 passed 7 of 18), and a day to come's is.
  it("asks the month of a day to come, not of a past day's, even the main event's", async () => {
    const past = await generate(
      'Address to Congress\n\nYesterday, December 7th, 1941, the nation was suddenly attacked by air forces.\n\nThe attack has caused severe damage to the fleet. Many lives have been lost. I ask that the Congress declare that since the unprovoked attack on Sunday, December 7th, 1941, a state of war has existed.',
      'en',
    );
    expect(past.filter((q) => answerOf(q) === 'December')).toEqual([]);
    const ahead = await generate(
      "Library to reopen\n\nThe town library on Mill Street will reopen on Monday, 7 December, after a renovation that cost £420,000. The building has a new roof, a lift and a children's room with 40 seats.",
      'en',
    );
    expect(ahead.filter((q) => answerOf(q) === 'December').length).toBeGreaterThan(0);
  });

  it('offers a concept among the terms the text names where it cannot ask them, never a compound of the answer or a term the question names', async () => {
    const questions = await generate(
      'Lawinen\n\nEine Lawine ist eine große Masse aus Schnee, die sich an einem Hang löst und schnell ins Tal gleitet. Eine dünne, lockere Lage im Schnee, auf der die darüber liegenden Lagen schlecht haften, nennt man Schwachschicht. Bricht sie, löst sich eine ganze Schneetafel auf einmal. Diese Form nennt man Schneebrettlawine. Wirbelt trockener Pulverschnee dabei in die Luft, entsteht eine Staublawine.',
      'de',
    );
    const layer = questions.find((q) => answerOf(q) === 'Schwachschicht');
    expect(layer?.options).toEqual(expect.arrayContaining(['Staublawine']));
    const avalanche = questions.find((q) => answerOf(q) === 'Lawine');
    if (avalanche !== undefined) expect(avalanche.options).not.toContain('Staublawine');
    const volcano = await generate(
      'Volcanoes\n\nA volcano is an opening in the crust through which molten rock and ash escape. Molten rock below the surface is called magma; once it reaches the surface it is called lava. Ash is a powder of rock and glass.',
      'en',
    );
    for (const question of volcano.filter((q) => answerOf(q) === 'magma'))
      expect(question.options).not.toContain('lava');
  });

  it('offers a term named after "a" only among terms of one, and no word the text uses as a verb', async () => {
    const questions = await generate(
      'Thunderstorms\n\nA thunderstorm is a storm that produces lightning and thunder. Warm, damp air rises quickly, cools as it climbs and forms a tall cloud called a cumulonimbus. During these collisions, electric charge is passed from one particle to another. This separation of positive and negative charge is called charge separation. Lightning is a giant electric spark that balances this difference in charge.',
      'en',
    );
    const cloud = questions.find((q) => answerOf(q) === 'cumulonimbus');
    expect(cloud).toBeDefined();
    expect(cloud?.options).not.toContain('collisions');
    expect(cloud?.options).not.toContain('balances');
  });

  it('offers no case of the answer for a term asked by its definition, and asks no word a label or a compound spells', async () => {
    const metals = await generate(
      'Metalle\n\nEin Metall ist ein Stoff, der glänzt und Strom leitet. Ein Gemisch aus einem Metall und mindestens einem weiteren Element nennt man Legierung. Bronze ist eine Legierung aus Kupfer und Zinn. Stahl ist eine Legierung aus Eisen und Kohlenstoff. Die langsame Zerstörung eines Metalls durch Wasser und Sauerstoff nennt man Korrosion. Erz ist ein Gestein, aus dem man Metall gewinnt.',
      'de',
    );
    const alloy = metals.find((q) => answerOf(q) === 'Legierung');
    if (alloy !== undefined) {
      expect(alloy.options).not.toContain('Bronze');
      expect(alloy.options).not.toContain('Stahl');
    }
    const coffee = await generate(
      'Kaffeevollautomat\n\nDie Brühtemperatur finden Sie im Menü unter „Einstellungen“ und „Temperatur“. Der Wassertank fasst 1,8 Liter.',
      'de',
    );
    expect(coffee.map(answerOf)).not.toContain('Temperatur');
  });
});

describe('What blind readers of local-28 and local-29 failed on holdout19', () => {
  it('takes no place for a person, no number word or class of tabs for a label, and no label its sentence says', async () => {
    const lighthouse = await generate(
      'Lighthouse Reopens\n\nThe lighthouse at Carrow Point will reopen on Saturday, 6 June, after a restoration. "We had to order the new steps from a foundry," said project manager Helen Tregarth. Councillor David Penhale, who chairs the heritage committee, called it a gift. Margaret Hoskin, 78, plans to be among the first visitors. The Friends of Carrow Point raised the rest.',
      'en',
    );
    for (const question of lighthouse) expect(question.options).not.toContain('Carrow Point');
    const sentences = [
      'Three options under Settings > Tabs > Groups control how groups behave.',
      'Collapsed tabs stay open in the background.',
      '"Sync groups" copies your groups to other devices.',
    ];
    const labels = sentences.flatMap((sentence) => labelsIn(sentence, 'en').map((mention) => mention.label));
    expect(labels).toEqual(['Sync groups']);
    const tabs = await generate(
      'Tab Groups\n\n"Restore groups on start" reopens all groups when you launch the browser. "Suspend collapsed groups" unloads the pages of a collapsed group after ten minutes. "Sync groups" copies your groups to other devices. To close a whole group, right-click its label and choose "Close group".',
      'en',
    );
    expect(tabs.map(answerOf)).not.toContain('Close group');
  });

  it('puts a sentence with quotation marks of its own in quotation marks, its own made single', async () => {
    const questions = await generate(
      'Mikrowelle Auftauen\n\nWählen Sie das Programm „Auftauen“. Geben Sie anschließend das Gewicht ein und bestätigen Sie mit „Start“. Die Option „Leise“ schaltet die Signaltöne ab. Die Option „Turbo“ verkürzt die Garzeit um 20 Prozent.',
      'de',
    );
    const quotedLabels = questions.filter((q) => q.text.includes('_____'));
    expect(quotedLabels.length).toBeGreaterThan(0);
    for (const question of quotedLabels) expect(question.text).toMatch(/„[^„“]+“$/u);
  });

  it('asks no end of a range of months or of values, no item of a list of metals, and no whole below its part', async () => {
    const tours = await generate(
      'Lighthouse Tours\n\nThe lighthouse reopened on Saturday, 6 June, after two years. Guided tours will run every hour between June and September. Since then a team has replaced 92 of the 127 steps.',
      'en',
    );
    expect(tours.map(answerOf)).not.toContain('September');
    const steps = tours.find((q) => answerOf(q) === '127');
    for (const option of steps?.options ?? []) expect(Number(option)).toBeGreaterThan(92);
    const heat = await generate(
      'Heat\n\nCopper, aluminium and iron are good conductors. Wood and plastic are poor conductors. Heat flows from a warmer object to a cooler one. Gold and silver conduct heat as well.',
      'en',
    );
    expect(heat.map(answerOf)).not.toContain('iron');
    const microwave = await generate(
      'Mikrowelle\n\nGeben Sie das Gewicht zwischen 100 Gramm und 2 Kilogramm ein. Stellen Sie die Leistung auf 180 Watt. Als Faustregel gelten acht Minuten pro 500 Gramm.',
      'de',
    );
    expect(microwave.map(answerOf)).not.toContain('100');
  });
});

describe('What blind readers of local-29 and local-30 failed on holdout20', () => {
  it('offers no hormone or rhythm for a phase, and asks no age in "Jahre alt"', async () => {
    const sleep = await generate(
      'Sleep\n\nDeep sleep is the phase in which the body repairs tissue and strengthens the immune system. REM sleep is the phase in which the eyes move quickly behind closed lids. Light sleep is the phase in which we wake easily. Melatonin is a hormone that makes us feel tired. The circadian rhythm is an inner clock of about 24 hours.',
      'en',
    );
    const phases = ['deep sleep', 'REM sleep', 'light sleep'];
    for (const question of sleep.filter((q) => phases.includes(answerOf(q))))
      for (const option of question.options) expect(['melatonin', 'circadian rhythm']).not.toContain(option);
    const dairy = await generate(
      'Käserei\n\nDie Dorfkäserei öffnet wieder. Käser Lukas Brandstätter, 34 Jahre alt und gelernter Milchtechnologe, hat zuvor sechs Jahre in der Schweiz gearbeitet. Die Gemeinde gab 120.000 Euro dazu. Täglich werden 2.400 Liter Milch verarbeitet.',
      'de',
    );
    expect(dairy.map(answerOf)).not.toContain('34');
  });

  it('labels easy a question whose own words echo its answer', async () => {
    const { measuredDifficulty, DIFFICULTY_BANDS } = await import('../../domain/content/rubric');
    const question = {
      text: 'Cümleyi hangi ifade tamamlar? "Ekrana dokunduğunuzda parmağınızın yerini gösteren bir daire çıkmasını istiyorsanız ‘_____’ seçeneğini açın."',
      options: ['Dokunuşları Göster', 'Ses Kaynağı', 'Ön Kamera'],
      correctAnswer: 0,
      explanation: '',
      difficulty: 'medium' as const,
      provenance: { passageIndex: 0, sourceId: 's', start: 0, end: 1 },
    };
    expect(measuredDifficulty(question)).toBeLessThan(DIFFICULTY_BANDS.easyBelow);
  });
});

describe('What blind readers of local-30 and local-32 failed on holdout21', () => {
  it('asks no sentence opened by a pronoun "Das", and a month only among its neighbours', async () => {
    const drill = await generate(
      'Akkuschrauber\n\nDer Akku wird mit dem Schnellladegerät geladen. Das dauert mit dem mitgelieferten Schnellladegerät etwa 45 Minuten. Die Maschine erreicht ein Drehmoment von 55 Newtonmetern.',
      'de',
    );
    expect(drill.map(answerOf)).not.toContain('45');
    const alm = await generate(
      'Almwirtschaft\n\nIm Juni treiben die Bauern ihre Kühe auf die Alm; das ist der Almauftrieb. Im September kehren die Tiere wieder ins Tal zurück. Eine Alm liegt oft über 1.500 Metern.',
      'de',
    );
    for (const question of alm.filter((q) => answerOf(q) === 'September'))
      for (const option of question.options)
        expect(['Juli', 'August', 'September', 'Oktober', 'November']).toContain(option);
  });

  it("names a term without its possessive, keeps a name's capital, and offers no quantity for a rule", async () => {
    const questions = await generate(
      "Buoyancy\n\nArchimedes lived in Syracuse. Archimedes' principle is a rule which states that the upward force on an object equals the weight of the liquid it displaces. The mass of a substance divided by its volume is called its density. Balance is a state in which two forces are equal.",
      'en',
    );
    const options = questions.flatMap((q) => q.options);
    expect(options).not.toContain("archimedes' principle");
    expect(options).not.toContain('its density');
    const rule = questions.find((q) => answerOf(q) === "Archimedes' principle");
    if (rule !== undefined) expect(rule.options).not.toContain('density');
  });
});

describe('What blind readers of local-32 and local-33 failed on holdout22', () => {
  it("keeps a name the headline wrote whole at the start of a sentence ('Ashcombe Cricket Club welcomed …')", async () => {
    const { splitSentences } = await import('../../domain/content/chunking');
    const text =
      'Ashcombe Cricket Club Opens Rebuilt Pavilion\n\nAshcombe Cricket Club welcomed more than 400 visitors on Saturday. The club lost its kitchen in the fire.';
    expect(splitSentences(text, 'en').map((sentence) => sentence.text)).toContain(
      'Ashcombe Cricket Club welcomed more than 400 visitors on Saturday.',
    );
  });
});

describe('What blind readers of local-34 and local-35 failed on holdout24', () => {
  it('takes no view of a manual for a person ("Simple Markup"), and asks no month of the date a text was announced', async () => {
    const units = collectUnits(
      chunkText(
        normalizeText(
          'Track Changes\n\nThe Display menu offers four views. Simple Markup shows the final text with only the margin bars. All Markup shows every insertion. No Markup shows the document as it would look. If you want to stop other people from switching tracking off, choose Lock Tracking. If it says "Tracking: Off", the feature was disabled.',
        ),
        { sourceId: 'src', targetWords: 120, language: 'en' },
      ),
      'en',
    );
    expect(findPeople(buildLexicon(units, 'en'), 'en').map((person) => person.name)).toEqual([]);
    const news = await questionsFrom(
      "Car scheme\n\nA scheme that takes older residents to hospital has completed 1,200 journeys in its first year, organisers in Ashcombe announced on Thursday, 12 November. The service was launched in March last year. 'We started with nine drivers,' said coordinator Helen Pryce. One regular passenger is Dennis Maddox, 81, who travels twice a week. Councillor Rajesh Bhatt said the council would give the scheme a grant.",
      'en',
      { seed: 7 },
    );
    expect(news.map(answerOf)).not.toContain('November');
    // One of the two who run things (not the passenger quoted with his age, local-52): a second among the same three
    // names is answered by elimination.
    const people = news
      .map(answerOf)
      .filter((answer) => ['Helen Pryce', 'Rajesh Bhatt', 'Dennis Maddox'].includes(answer));
    expect(people.length).toBe(1);
    expect(people).not.toContain('Dennis Maddox');
  });

  it('asks no result of an experiment, no code of an error, and no everyday word among terms', async () => {
    const questions = await questionsFrom(
      'Diffusion\n\nDiffusion is the movement of particles from a region of high concentration to one of low concentration. Osmosis is a special kind of diffusion. In one simple experiment, a drop of ink spread through water at 60 °C in about 4 minutes, but took more than 20 minutes at 10 °C. A concentration gradient is a difference in concentration between two regions. The observation shows that heat speeds it up.',
      'en',
      { seed: 7 },
    );
    expect(questions.map(answerOf)).not.toContain('20');
    for (const question of questions)
      for (const option of ['movement', 'observation']) expect(question.options).not.toContain(option);
    const bike = await questionsFrom(
      'E-Bike\n\nDie Motorhilfe endet in jeder Stufe bei 25 km/h. Fehler 503 bedeutet, dass das System den Sensor nicht erkennt. Der Akku hat 500 Wattstunden.',
      'de',
      { seed: 7 },
    );
    expect(bike.map(answerOf)).not.toContain('503');
    expect(bike.map(answerOf)).toContain('25');
  });

  it('offers no woman where "sein Vater" follows, asks a German compound only among compounds of its noun, and reads two namings in one sentence', async () => {
    const bakery = await questionsFrom(
      'Bäckerei\n\nBäckermeister Georg Lindner führt die Bäckerei seit 1988, zuvor hatten sie bereits sein Vater und sein Großvater betrieben. Bäckermeisterin Jana Kröger übernimmt sie im Mai. Bürgermeister Thomas Ebert sagte, das sei ein Glück.',
      'de',
      { seed: 7 },
    );
    const lindner = bakery.find((question) => answerOf(question) === 'Georg Lindner');
    if (lindner !== undefined) expect(lindner.options).not.toContain('Jana Kröger');
    const folds = await questionsFrom(
      'Faltengebirge\n\nEin Faltengebirge ist ein Gebirge, das durch das Auffalten von Gesteinsschichten entstanden ist. Die Tethys ist ein Meer, das einst zwischen Afrika und Europa lag. Eine nach oben gewölbte Falte nennt man Sattel, eine nach unten gewölbte Falte nennt man Mulde. Eine Gesteinsschicht, die sehr weit über andere geschoben wurde, nennt man Decke.',
      'de',
      { seed: 7 },
    );
    const texts = folds.map((question) => question.text);
    for (const text of texts) expect(text).not.toMatch(/nennt man .* nennt man/u);
    expect(texts).toContain('Wie nennt man laut Text eine nach unten gewölbte Falte?');
    const mountains = folds.find((question) => answerOf(question) === 'Faltengebirge');
    if (mountains !== undefined)
      for (const option of mountains.options) expect(option.toLowerCase()).toMatch(/gebirge$/u);
  });

  it('offers a person only among people, a disease by its ending never among parts, and a plan among later years', async () => {
    const { kindOfTerm, kindOfDefinition, ofAnswersKind } = await import('../../infra/ai/local/concept-kinds');
    expect(kindOfTerm('osteoporosis', 'en')).toBe('disease');
    expect(kindOfDefinition('a dome-shaped sheet of muscle below the lungs', 'en')).toBe('part');
    expect(
      ofAnswersKind('person', ['sedentary lifestyle', 'surplus', 'farmer'], (option) => kindOfTerm(option, 'en')),
    ).toEqual(['farmer']);
    const station = await questionsFrom(
      'Fire station\n\nThe current station on Church Street was built in 1961. The new station will be built on the former bus depot site and is expected to open in the spring of 2028.',
      'en',
      { seed: 7 },
    );
    const opening = station.find((question) => answerOf(question) === '2028');
    expect(opening).toBeDefined();
    for (const option of opening?.options ?? []) expect(Number(option)).toBeGreaterThanOrEqual(2028);
  });
});

/** What labelOptions offers for the label of `sentences[index]`, among the labels of all the sentences. */
const optionsFor = (sentences: readonly string[], index: number, language: ContentLanguage) => {
  const sentence = sentences[index] as string;
  const [asked] = labelsIn(sentence, language);
  return labelOptions(
    asked!,
    sentence,
    labelsOf(sentences, language, () => false),
    language,
  );
};

describe('What blind readers of local-35 and local-36 failed on holdout25', () => {
  it('offers ages people are for an age limit, and asks no definition with its consequence folded in', async () => {
    const pharmacy = await questionsFrom(
      'Pharmacy van\n\nThe delivery is free for people over 65 and costs £2.50 for everyone else. The van covers a round trip of about 48 miles.',
      'en',
      { seed: 7 },
    );
    const age = pharmacy.find((question) => answerOf(question) === '65');
    expect(age).toBeDefined();
    for (const option of age?.options ?? []) expect(Number(option)).toBeLessThanOrEqual(90);
    expect(
      findDefinition(
        'Carbon monoxide is a poisonous gas that has no colour or smell, so rooms with gas heaters need good ventilation.',
        'en',
      )?.predicate,
    ).toBe('a poisonous gas that has no colour or smell');
  });

  it('offers no model named on the way for a substance, and no everyday word of a term’s shape', async () => {
    const questions = await questionsFrom(
      'Combustion\n\nCombustion is a chemical reaction in which a substance reacts quickly with oxygen. The substance that burns is called the fuel. A fire needs fuel, oxygen and heat. This model is called the fire triangle. Carbon monoxide is a poisonous gas that has no colour or smell. Methane is a gas that burns with a blue flame.',
      'en',
      { seed: 7 },
    );
    for (const question of questions) {
      expect(question.options).not.toContain('substance');
      if (['fuel', 'carbon monoxide', 'methane'].includes(answerOf(question) ?? ''))
        expect(question.options).not.toContain('fire triangle');
    }
  });

  it('asks no label its sentence echoes, and offers no German label the text wrote inflected', async () => {
    const german = [
      'Sie können einen „Automatischen Timer“ festlegen.',
      '„Zurückspulen beim Stopp“ springt beim nächsten Start zwei Minuten zurück.',
      'Die Funktion „Schütteln zum Verlängern“ startet den Timer neu, wenn Sie das Handy kurz schütteln.',
      'Mit der Option „Ende des Kapitels“ stoppt die Wiedergabe erst am Schluss des Kapitels.',
      '„Sanft ausblenden“ senkt die Lautstärke in den letzten 30 Sekunden langsam ab.',
    ];
    expect(optionsFor(german, 4, 'de')).not.toContain('Automatischen Timer');
    const questions = await questionsFrom(`Hörbuch\n\n${german.join(' ')}`, 'de', { seed: 7 });
    for (const label of ['Zurückspulen beim Stopp', 'Schütteln zum Verlängern', 'Ende des Kapitels'])
      expect(questions.map(answerOf)).not.toContain(label);
  });
});

describe('What blind readers of local-36 and local-37 failed on holdout26', () => {
  it('keeps a name a relative clause follows, reads a whole above its part, and a round year among half-centuries', async () => {
    const questions = await questionsFrom(
      'Cliff path reopens\n\nThe coastal footpath reopened on Saturday after a landslip closed the route. A spokesperson said the trust was pleased with the work.\n\nCornwall Coastal Trust, which manages the route, has built a new section of path about 15 metres further inland. The work cost £185,000, of which £120,000 came from a national heritage grant. The Renaissance began in the Italian city-states around 1400.',
      'en',
      { seed: 7 },
    );
    for (const question of questions) expect(question.text).not.toMatch(/"Trust, which/u);
    expect(questions.map((question) => question.text).join(' ')).toContain('"Cornwall Coastal Trust, which');
    const cost = questions.find((question) => answerOf(question) === '185,000');
    for (const option of cost?.options ?? []) expect(Number(option.replace(/,/gu, ''))).toBeGreaterThan(120_000);
    const year = questions.find((question) => answerOf(question) === '1400');
    for (const option of year?.options ?? []) expect(Number(option) % 50).toBe(0);
    expect((cost?.options.length ?? 0) + (year?.options.length ?? 0)).toBeGreaterThan(0);
  });

  it('hears "his" past a place of capitalised words, and offers no number or nucleus for a particle', async () => {
    const news = await questionsFrom(
      'Cliff path\n\nMartin Pascoe, who runs the Anchor Tea Rooms at Kellan Cove, said his takings had fallen by a third. The reopening was led by the mayor, Councillor Susan Rowe, who said she was delighted. Helen Treloar said she walks the path every day. Bob Nance said he was pleased.',
      'en',
      { seed: 7 },
    );
    const pascoe = news.find((question) => answerOf(question) === 'Martin Pascoe');
    if (pascoe !== undefined)
      for (const woman of ['Susan Rowe', 'Helen Treloar']) expect(pascoe.options).not.toContain(woman);
    const { kindOfTerm, ofAnswersKind } = await import('../../infra/ai/local/concept-kinds');
    expect(kindOfTerm('Kernteilchen', 'de')).toBe('particle');
    expect(kindOfTerm('Transpiration', 'de')).toBe('process');
    expect(
      ofAnswersKind('particle', ['Ordnungszahl', 'Atomkern', 'Proton'], (option) => kindOfTerm(option, 'de')),
    ).toEqual(['Proton']);
  });

  it('reads a German naming after a semicolon alone, and keeps "ein kleiner, aber schwerer Teil" whole', async () => {
    const questions = await questionsFrom(
      'Atome\n\nManche Isotope sind instabil und zerfallen mit der Zeit. Dabei senden sie Strahlung aus; diesen Vorgang nennt man Radioaktivität. Die Anzahl der Protonen im Kern nennt man Ordnungszahl. Die Summe aus Protonen und Neutronen nennt man Massenzahl.',
      'de',
      { seed: 7 },
    );
    for (const question of questions) expect(question.text).not.toMatch(/Dabei senden/u);
    expect(findDefinition('Der Atomkern ist ein sehr kleiner, aber schwerer Teil des Atoms.', 'de')?.predicate).toBe(
      'ein sehr kleiner, aber schwerer Teil des Atoms',
    );
  });
});

describe('What blind readers of local-37 and local-38 failed on holdout27', () => {
  it('offers later years for what a council "would" do, no continuation whose pronoun points at nothing, and no button among settings', async () => {
    const maze = await questionsFrom(
      'Maze\n\nThe maze raised £18,400 in 2023. Local councillor Margaret Osei said the parish council would help with extra parking spaces in 2027.',
      'en',
      { seed: 7 },
    );
    const parking = maze.find((question) => answerOf(question) === '2027');
    expect(parking).toBeDefined();
    for (const option of parking?.options ?? []) expect(Number(option)).toBeGreaterThanOrEqual(2027);
    const species = await questionsFrom(
      'Invasive species\n\nInvasive species often succeed because they leave their natural enemies behind. When a plant is carried to a new continent, it becomes an introduced species. When two species compete for the same food, one of them usually loses. If the climate or the food does not suit them, most newcomers die out.',
      'en',
      { seed: 7 },
    );
    for (const question of species)
      if (answerOf(question) === 'they leave their natural enemies behind')
        for (const option of question.options) expect(option).not.toMatch(/^(?:it|one of them)\b/u);
    expect(labelsIn('Open the app and tap "Connect".', 'en')[0]?.kind).toBe('button');
    expect(labelsIn('Tippen Sie auf „Gerät hinzufügen“.', 'de')[0]?.kind).toBe('button');
  });
});

describe('What blind readers of local-38 and local-39 failed on holdout28', () => {
  it('offers an end above the start of a rise, and asks no day counted in hours', async () => {
    const shares = await questionsFrom(
      'Börse\n\nSteigt der Kurs einer Aktie innerhalb eines Jahres von 40 auf 50 Euro, beträgt der Gewinn 25 Prozent des Einsatzes. Innerhalb von 24 Stunden sollten Sie nicht mehr als 18 Kilogramm einfrieren. Der Verein hat heute 19 Spieler in der ersten Mannschaft.',
      'de',
      { seed: 7 },
    );
    const end = shares.find((question) => answerOf(question) === '50');
    expect(end).toBeDefined();
    for (const option of end?.options ?? []) expect(Number(option)).toBeGreaterThan(40);
    expect(shares.map(answerOf)).not.toContain('24');
    expect(shares.map(answerOf)).toContain('19');
  });
});

describe("What blind readers of local-40 failed on holdout30 and holdout31 (read again under the issue's brief)", () => {
  it('asks nothing of a sentence whose "this" or "Until then" stands for what came before', async () => {
    // Given sentences that point back ("control this yourself", "that does this", "Until then")
    const questions = await questionsFrom(
      'Probability\n\nWe often want to know how likely something is to happen. The branch of mathematics that does this is called probability. An outcome is one possible result of an experiment. If you would rather control this yourself, switch it off and use the Cutting Time slider instead. Until then, the group plans to hold pruning workshops starting in January. The orchard has 64 fruit trees.',
      'en',
      { seed: 7 },
    );
    // then none of them is asked
    for (const question of questions) expect(question.text).not.toMatch(/does this|control this|Until then/u);
    expect(questions.map(answerOf)).toContain('64');
  });

  it('asks no age after a name, no year in a speaker\'s own words or after "since", no figure inside a label', async () => {
    const english = await questionsFrom(
      "Orchard\n\n'We started with nothing,' said group chair Maureen Oduya, 58. 'I broke my wrist in 2009 and still came,' she said. She has worn the same yellow coat since 2011. Volunteers planted 64 fruit trees on Saturday.",
      'en',
      { seed: 7 },
    );
    const answers = english.map(answerOf);
    for (const trivial of ['58', '2009', '2011']) expect(answers).not.toContain(trivial);
    expect(answers).toContain('64');
    const german = await questionsFrom(
      'Waschmaschine\n\nFür wenige, nur kurz getragene Teile empfiehlt sich ‚Kurz 30′‘. Die Trommel fasst 8 Kilogramm Wäsche.',
      'de',
      { seed: 7 },
    );
    expect(german.map(answerOf)).not.toContain('30');
  });
});

describe('What blind readers of local-42 failed on holdout32 and holdout33', () => {
  it('asks nothing of a sentence whose "das", "daraus", "she" or unsaid speaker stands for what came before', async () => {
    const german = await questionsFrom(
      'Brauerei\n\nDie Brauerei heizt künftig mit Holzhackschnitzeln. Nach Angaben des Unternehmens spart das jährlich etwa 180 Tonnen Kohlendioxid ein. Ab der Mitte des 14. Jahrhunderts wurde daraus die Städtehanse, ein Bund von bis zu 200 Städten. Die Brauerei beschäftigt 35 Menschen.',
      'de',
      { seed: 7 },
    );
    for (const figure of ['180', '200']) expect(german.map(answerOf)).not.toContain(figure);
    const english = await questionsFrom(
      'Opportunity cost\n\nMaya could work or go to the cinema. If she chooses the cinema, the opportunity cost is the £40 she did not earn. ‘The last 300 metres felt like swimming uphill.’ The swim raised £2,400 for the lifeboat station.',
      'en',
      { seed: 7 },
    );
    for (const figure of ['40', '300']) expect(english.map(answerOf)).not.toContain(figure);
  });

  it('offers the start of a rise "von derzeit … auf bis zu …" only below its end', async () => {
    const questions = await questionsFrom(
      'Brauerei\n\nDie jährliche Produktion soll von derzeit 14.000 auf bis zu 25.000 Hektoliter steigen. Die Brauerei beschäftigt 35 Menschen.',
      'de',
      { seed: 7 },
    );
    const start = questions.find((question) => answerOf(question) === '14.000');
    expect(start).toBeDefined();
    for (const option of start?.options ?? []) expect(Number(option.replace(/\./gu, ''))).toBeLessThan(25000);
  });
});

describe('What blind readers of local-43 failed on holdout34 and holdout35', () => {
  it('asks nothing of a sentence whose "dort", "das ist", "es", "sie", "there" or "Its" stands for what came before', async () => {
    const german = await questionsFrom(
      'Fledermäuse\n\nDie Ehrenamtlichen zählten in diesem Herbst 1.240 Fledermäuse im Stollen. Bei der letzten Erhebung im Jahr 2021 waren es noch rund 870 gewesen. Die Hauptstraße führt mitten durch den Ort. Bisher fuhren dort täglich rund 9.500 Fahrzeuge, darunter etwa 1.200 Lastwagen. Die Zeitungen schützen ihre Quellen. Wie wichtig das ist, zeigte die Spiegel-Affäre von 1962. Unter „Laufzeit“ legen Sie fest, wie lange sie arbeitet; möglich sind 10 bis 60 Minuten. Viele Vögel ziehen im Herbst nach Süden. Der Grund ist vor allem das Nahrungsangebot: Im Winter finden Insektenfresser wie Schwalben kaum noch Futter. Der Stollen wurde 2019 mit einem Gittertor verschlossen.',
      'de',
      { seed: 7 },
    );
    const answers = german.map(answerOf);
    for (const leaning of ['2021', '1.200', '1962', '10', '60', 'Winter']) expect(answers).not.toContain(leaning);
    expect(answers).toContain('2019');
    const english = await questionsFrom(
      'Roundabout\n\nThe council will rebuild the Mill Road junction as a roundabout. Police recorded 23 collisions there in the past five years, four of them involving cyclists. The centre also opened a reuse shop. Its manager, Daniel Whitcombe, said staff had taken in more than 300 items during the first weekend. There were 14 kayakers on the course.',
      'en',
      { seed: 7 },
    );
    for (const leaning of ['23', '300']) expect(english.map(answerOf)).not.toContain(leaning);
    expect(english.map(answerOf)).toContain('14');
  });

  it('offers a year planned far ahead among years a step apart, a near one among the next years', async () => {
    const far = await questionsFrom(
      "Comets\n\nHalley's Comet was last seen from Earth in 1986. The comet is expected again in 2061. A comet's tail always points away from the Sun. Comets are made of ice and dust.",
      'en',
      { seed: 7 },
    );
    const distant = far.find((question) => answerOf(question) === '2061');
    expect(distant?.options).toBeDefined();
    for (const option of distant?.options ?? [])
      if (option !== '2061') expect(Number(option) - 2061).toBeGreaterThanOrEqual(5);
    const near = await questionsFrom(
      'Bridge\n\nWork on the new footbridge began in 2025. The bridge is expected to open in 2027. It will carry cyclists and walkers over the river.',
      'en',
      { seed: 7 },
    );
    const soon = near.find((question) => answerOf(question) === '2027');
    expect([...(soon?.options ?? [])].sort()).toEqual(['2027', '2028', '2029', '2030']);
  });
});

describe('What blind readers of local-44 failed on holdout36 to holdout39', () => {
  it('offers no rail operator and no village among people', async () => {
    const questions = await questionsFrom(
      'Crossing\n\nRail operator Westmere Rail will replace the barriers. County councillor Priya Lal said the shops stay open. Station manager Tom Ridley said work starts in January. Resident Anna Booth said the work was overdue. The society hopes to extend its survey to roads near Little Penford.',
      'en',
      { seed: 7 },
    );
    for (const question of questions)
      for (const option of question.options) expect(option).not.toMatch(/Westmere Rail|Little Penford/u);
  });
});
