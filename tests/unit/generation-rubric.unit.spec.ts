/**
 * The rubric proxies (domain/content/rubric.ts) on hand-labelled questions (tests/fixtures/quality/labelled.json),
 * the agreement of every proxy with the person's verdicts, and the PDF heading splitter on real PDF text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import {
  DIFFICULTY_BANDS,
  RUBRIC_CRITERIA,
  areNearIdentical,
  assessQuestion,
  assessQuiz,
  difficultyFor,
  difficultyProxy,
  distractorsProxy,
  explainsProxy,
  meaningfulProxy,
  measuredDifficulty,
  oneAnswerProxy,
  wellFormedProxy,
  type RubricVerdict,
} from '../../domain/content/rubric';
import { readDocuments, type Document } from '../../scripts/generation/corpus';

const QUALITY = join(import.meta.dirname, '..', 'fixtures', 'quality');
interface Labelled {
  id: string;
  file: string;
  language: ContentLanguage;
  type: string;
  origin: string;
  question: GeneratedQuestion;
  labels: Omit<RubricVerdict, 'oneFactOnce'>;
}
const set = (JSON.parse(readFileSync(join(QUALITY, 'labelled.json'), 'utf8')) as { items: Labelled[] }).items;
const item = (id: string) => {
  const found = set.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`no labelled question ${id}`);
  return found;
};
let documents: Map<string, Document>;
beforeAll(async () => {
  documents = new Map((await readDocuments(join(QUALITY, 'tune'))).map((document) => [document.file, document]));
});
const sourceOf = (entry: Labelled) => documents.get(entry.file)?.text;
const question = (text: string, options: string[], extra: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  text,
  options,
  correctAnswer: 0,
  explanation: 'x',
  difficulty: 'medium',
  provenance: { passageIndex: 0, sourceId: null, start: 0, end: 10 },
  ...extra,
});

describe('The hand-labelled set', () => {
  it('holds at least 150 questions in English, German and Turkish, from documentation, textbook and news texts', () => {
    expect(set.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'de', 'tr'])
      expect(set.filter((e) => e.language === language).length).toBeGreaterThan(40);
    for (const type of ['doc', 'textbook', 'news'])
      expect(set.filter((e) => e.type === type).length).toBeGreaterThan(40);
    for (const entry of set) expect(documents.has(entry.file)).toBe(true);
  });

  it('is judged by the proxies as the person judged it, criterion by criterion', () => {
    const agreement: Record<string, number> = {};
    let wholeVerdicts = 0;
    for (const entry of set) {
      const verdict = assessQuestion({ question: entry.question, language: entry.language, source: sourceOf(entry) });
      for (const criterion of RUBRIC_CRITERIA) {
        if (criterion === 'oneFactOnce') continue;
        if (verdict[criterion] === entry.labels[criterion]) agreement[criterion] = (agreement[criterion] ?? 0) + 1;
      }
      const person = Object.values(entry.labels).every(Boolean);
      const proxies = RUBRIC_CRITERIA.every((criterion) => verdict[criterion]);
      if (person === proxies) wholeVerdicts += 1;
    }
    const rate = (n: number | undefined) => (n ?? 0) / set.length;
    // Measured on this set: answerable 1.00, oneAnswer 0.99, meaningful 0.95 (0.94 before the stem-echo check), wellFormed 0.99, difficulty 0.91,
    // explains 1.00, distractors 0.83 (0.75 before the word-class lexicon, domain/content/word-classes.ts; German
    // 0.73: gender and number of nouns the lexicon does not know), whole verdict 1.00
    // (the old generator's questions all fail at least one criterion, mostly explains and distractors).
    expect(rate(agreement.answerable)).toBeGreaterThanOrEqual(0.95);
    expect(rate(agreement.oneAnswer)).toBeGreaterThanOrEqual(0.95);
    expect(rate(agreement.meaningful)).toBeGreaterThanOrEqual(0.9);
    expect(rate(agreement.wellFormed)).toBeGreaterThanOrEqual(0.95);
    expect(rate(agreement.difficulty)).toBeGreaterThanOrEqual(0.9);
    expect(rate(agreement.explains)).toBeGreaterThanOrEqual(0.95);
    expect(rate(agreement.distractors)).toBeGreaterThanOrEqual(0.8);
    expect(rate(wholeVerdicts)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('Each proxy on labelled examples', () => {
  it('meaningful: a manual-page section, a path fragment and a German section number are no idea; a fact is', () => {
    for (const id of ['g57', 'g67', 'g1', 'g15']) {
      expect(item(id).labels.meaningful).toBe(false);
      expect(meaningfulProxy(item(id).question)).toBe(false);
    }
    for (const id of ['g62', 'g22', 'g137', 'h0']) {
      expect(item(id).labels.meaningful).toBe(true);
      expect(meaningfulProxy(item(id).question)).toBe(true);
    }
    expect(meaningfulProxy(question('Which version? "Install _____ first."', ['2.4.1', '2.4.2', '3.0']))).toBe(false);
    expect(meaningfulProxy(question('Which file? "Edit _____."', ['/etc/fstab', '/etc/hosts']))).toBe(false);
    expect(meaningfulProxy(question('Which setting? "Set _____."', ['max_connections', 'work_mem']))).toBe(false);
  });

  it('difficulty: a gap-filled sentence of the text is at most medium however long (blind readers of local-20 and local-21)', () => {
    const long = question(
      'Which number completes the sentence? "The Millbrook Youth Orchestra will replace most of its worn-out instruments next spring after winning a grant of £_____ from the Hartfield Arts Trust, which supports music groups across the county."',
      ['42,000', '41,000', '43,000', '44,000'],
    );
    expect(measuredDifficulty(long)).toBeLessThanOrEqual(DIFFICULTY_BANDS.hardAbove);
    expect(difficultyFor(measuredDifficulty(long))).not.toBe('hard');
  });

  it("difficulty: a term the source's title names is easy (blind readers of local-24)", () => {
    const asked = question('According to the text, what is the sharing of the power of a state among three bodies?', [
      'Gewaltenteilung',
      'Legislative',
      'Exekutive',
    ]);
    const titled = 'Die Gewaltenteilung im Staat\n\nDie Aufteilung der Macht nennt man Gewaltenteilung.';
    const untitled = 'Der Staat\n\nDie Aufteilung der Macht nennt man Gewaltenteilung.';
    expect(difficultyFor(measuredDifficulty(asked, titled))).toBe('easy');
    expect(measuredDifficulty(asked, untitled)).toBeGreaterThan(measuredDifficulty(asked, titled));
    expect(difficultyFor(measuredDifficulty(asked, 'Mevsimler Nasıl Oluşur?\n\nGewaltenteilung.'))).not.toBe('hard');
  });

  it('meaningful: a stem that shows its own answer elsewhere tests nothing (blind readers of local-19)', () => {
    expect(meaningfulProxy(question('Which number? "Both values range from -30 to +_____."', ['30', '10', '20']))).toBe(
      false,
    );
    expect(
      meaningfulProxy(question('Hangi ifade? "Süt proteinleri pıhtılaşır, _____ koyulaşır."', ['süt', 'su', 'un'])),
    ).toBe(false);
    // The same figure inside another ("2030") or a word inside another ("Wassertemperatur") is no echo.
    expect(meaningfulProxy(question('Which year? "By 2030 the town had _____ homes."', ['30', '40', '50']))).toBe(true);
    expect(
      meaningfulProxy(question('Welcher Begriff? „Die Wassertemperatur steigt, das _____ kocht.“', ['Wasser', 'Öl'])),
    ).toBe(true);
  });

  it('distractors: four copies of a sentence differing by one digit, and options of other kinds, fail', () => {
    for (const id of ['g60', 'g100', 'g146', 'g94', 'g96', 'g3', 'g119']) {
      expect(item(id).labels.distractors).toBe(false);
      expect(distractorsProxy(item(id).question, item(id).language)).toBe(false);
    }
    for (const id of ['g90', 'g145', 'g122', 'g17', 'g87', 'h0']) {
      expect(item(id).labels.distractors).toBe(true);
      expect(distractorsProxy(item(id).question, item(id).language)).toBe(true);
    }
    expect(areNearIdentical('Kemal', 'Kemal Pasha')).toBe(true);
    expect(areNearIdentical('Chlorophyll reflects green light', 'Chlorophyll absorbs green light')).toBe(false);
  });

  it('wellFormed: a PDF heading glued to the sentence fails', () => {
    for (const id of ['g78', 'g73', 'g77', 'g88']) {
      expect(item(id).labels.wellFormed).toBe(false);
      expect(wellFormedProxy(item(id).question)).toBe(false);
    }
    for (const id of ['g81', 'g145', 'g47']) expect(wellFormedProxy(item(id).question)).toBe(true);
    expect(wellFormedProxy(question('Which term? "the rest of the (_____ sentence."', ['a', 'b']))).toBe(false);
    // A quotation cut by the sentence split (a blind reader failed these in Turkish and German news).
    const cut = 'Cümleyi hangi ifade tamamlar? Beş yıl içinde bu alanın yeniden _____ inanıyoruz." dedi.';
    expect(wellFormedProxy(question(cut, ['yeşereceğine', 'döneceğine']))).toBe(false);
    expect(wellFormedProxy(question('Welcher Begriff? „Er sagte: „Wir _____ uns.“', ['freuen', 'ärgern']))).toBe(false);
    const whole = 'Cümleyi hangi ifade tamamlar? Öğrenci _____, "Artık bir yerimiz var." dedi.';
    expect(wellFormedProxy(question(whole, ['Elif Demirtaş', 'Serap Öztürk']))).toBe(true);
    // German polite "Sie" is capitalised mid-sentence: a manual's sentence is whole (every one of them failed).
    const polite = 'Welcher Begriff vervollständigt den Satz? Unter „_____“ legen Sie fest, wie laut das Gerät ist.';
    expect(wellFormedProxy(question(polite, ['Empfindlichkeit', 'Gegensprechen']))).toBe(true);
  });

  it('oneAnswer: a distractor that makes another sentence of the source true fails', () => {
    const source = 'The boot loader loads the kernel. Later the boot loader loads the initramfs as well.';
    const stem = 'Which term completes the sentence? "The boot loader loads the _____."';
    expect(oneAnswerProxy(question(stem, ['kernel', 'initramfs', 'journal']), source)).toBe(false);
    expect(oneAnswerProxy(question(stem, ['kernel', 'firmware', 'journal']), source)).toBe(true);
    expect(oneAnswerProxy(item('g122').question, sourceOf(item('g122')))).toBe(true);
  });

  it('explains: a bare quotation of the source fails, a reason passes', () => {
    for (const id of ['g22', 'g90', 'h4', 'h9']) expect(explainsProxy(item(id).question)).toBe(false);
    for (const id of ['h0', 'h3', 'h6', 'h10']) expect(explainsProxy(item(id).question)).toBe(true);
  });

  it('difficulty: measured from sentence length, answer frequency and distractor closeness', () => {
    const easy = question('Which term completes the sentence? "The sun is hot."', ['hot', 'purple', 'algebraic', 'x'], {
      difficulty: 'hard',
    });
    const hard = question(
      'Which term completes the sentence? "During the long negotiations that followed the vote, the councillors who had opposed the bridge demanded an independent _____ of the costs."',
      ['assessment', 'assessor', 'assignment', 'adjustment'],
      { difficulty: 'easy' },
    );
    expect(measuredDifficulty(easy)).toBeLessThan(measuredDifficulty(hard));
    expect(difficultyProxy(easy)).toBe(false);
    expect(difficultyProxy(hard)).toBe(false);
    expect(difficultyProxy({ ...hard, difficulty: 'hard' })).toBe(true);
  });

  it('oneFactOnce: the same fact asked twice in one quiz fails the second time', () => {
    const first = item('g40').question;
    const again = { ...item('g49').question, provenance: first.provenance };
    const verdicts = assessQuiz([first, item('g47').question, again], 'de');
    expect(verdicts.map((verdict) => verdict.oneFactOnce)).toEqual([true, true, false]);
  });

  it('oneFactOnce: one person asked twice, by full name and by surname, is one fact', () => {
    const byName = question('Cümleyi hangi ifade tamamlar? "Festival Direktörü _____, sayının arttığını söyledi."', [
      'Murat Aydın',
      'Deniz Tunç',
      'Elif Kaya',
    ]);
    const bySurname = question(
      'Cümleyi hangi ifade tamamlar? "_____, alanın genişletileceğini açıkladı."',
      ['Aydın', 'Tunç', 'Kaya'],
      { provenance: { passageIndex: 0, sourceId: null, start: 20, end: 30 } },
    );
    const other = question(
      'Cümleyi hangi ifade tamamlar? "Ödül genç yazar _____ verildi."',
      ['Tunç', 'Kaya', 'Aydın'],
      {
        provenance: { passageIndex: 0, sourceId: null, start: 40, end: 50 },
      },
    );
    expect(assessQuiz([byName, bySurname], 'tr').map((verdict) => verdict.oneFactOnce)).toEqual([true, false]);
    expect(assessQuiz([byName, other], 'tr').map((verdict) => verdict.oneFactOnce)).toEqual([true, true]);
  });
});

describe('The heading splitter on real PDF text', () => {
  it('cuts the headings pdf-parse glues to the next sentence, and nothing else', () => {
    const pdf = documents.get('en-doc-release-lifecycle.pdf') as Document;
    expect(pdf.text).toContain('Migration to the New Version A bit later');
    const sentences = splitSentences(pdf.text, 'en').map((sentence) => sentence.text);
    for (const heading of ['Feature Freeze', 'Beta Release', 'Release Candidate', 'Support Period', 'End of Life'])
      expect(sentences).toContain(heading);
    expect(sentences).toContain('Migration to the New Version');
    expect(sentences.some((sentence) => sentence.startsWith('A bit later, the package manager'))).toBe(true);
    for (const sentence of splitSentences(pdf.text, 'en'))
      expect(pdf.text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    const prose = documents.get('en-news-harbour-bridge.txt') as Document;
    expect(splitSentences(prose.text, 'en').some((s) => s.text === 'Mayor Helen Carter')).toBe(false);
  });
});
