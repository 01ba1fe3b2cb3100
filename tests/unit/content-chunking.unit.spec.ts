import { describe, expect, it } from 'vitest';
import { chunkText, splitSentences } from '../../domain/content/chunking';
import { countCharacters, countWords, normalizeText } from '../../domain/content/normalize';

describe('normalizeText', () => {
  it('composes Unicode (NFC): a decomposed é becomes one character', () => {
    expect(normalizeText('Cafe\u0301 au lait')).toBe('Café au lait');
  });

  it('unifies line breaks and spaces, drops control and zero-width characters, trims', () => {
    expect(normalizeText('  One\r\ntwo\rthree\u2028four\u00a0five\t six\u0007\u200b seven  ')).toBe(
      'One\ntwo\nthree\nfour five six seven',
    );
  });

  it('joins a word hyphenated across a line break, but keeps a real hyphen before a capital', () => {
    expect(normalizeText('a new na-\ntion, a well-\nknown fact; North-\nSouth')).toBe(
      'a new nation, a wellknown fact; North-\nSouth',
    );
  });

  it('collapses three or more line breaks into one blank line', () => {
    expect(normalizeText('First paragraph.\n\n\n\n  Second paragraph.')).toBe('First paragraph.\n\nSecond paragraph.');
  });
});

describe('countWords and countCharacters', () => {
  it('count Turkish and German words whole', () => {
    expect(countWords("Türkiye'nin başkenti Ankara'dır.")).toBe(3);
    expect(countWords('Die Straße ist schön, der Fluß auch.')).toBe(7);
    expect(countWords('ılık İğdır şöyle çağırdı')).toBe(4);
  });

  it('count characters as code points', () => {
    expect(countCharacters('ğüşiöç')).toBe(6);
    expect(countCharacters('a😀b')).toBe(3);
  });
});

const texts = (text: string, language: 'en' | 'de' | 'tr') => splitSentences(text, language).map((s) => s.text);

describe('splitSentences', () => {
  it('ends a sentence after a German closing quotation mark (a blind reader of local-21)', () => {
    expect(texts('„Das ist gut.“ Die Gemeinde zahlte 84.000 Euro. He left. “Hello,” she said.', 'de')).toEqual([
      '„Das ist gut.“',
      'Die Gemeinde zahlte 84.000 Euro.',
      'He left.',
      '“Hello,” she said.',
    ]);
  });

  it('keeps a place named "St Mary" whole at a paragraph start (two blind readers of local-70)', () => {
    expect(
      texts('Parish Council Raises Its Share\n\nHouseholds in Nettlecombe St Mary will pay more from April.', 'en').at(
        -1,
      ),
    ).toBe('Households in Nettlecombe St Mary will pay more from April.');
  });

  it('keeps a Turkish hall’s name whole before its apostrophe and case (two blind readers of local-71)', () => {
    const text =
      'Golbol turnuvası sona erdi\n\nAhmet Sarıkaya Kapalı Spor Salonu’nda düzenlenen turnuvaya 14 takım katıldı. Maç sırasında salonda sessizlik olması gerekiyor.';
    expect(texts(text, 'tr')).toContain('Ahmet Sarıkaya Kapalı Spor Salonu’nda düzenlenen turnuvaya 14 takım katıldı.');
  });

  it('keeps "The" and a name of capitalised words whole at a paragraph start (a blind reader of local-21)', () => {
    expect(texts('Orchestra grant\n\nThe Millbrook Youth Orchestra will replace its instruments.', 'en')).toEqual([
      'Orchestra grant',
      'The Millbrook Youth Orchestra will replace its instruments.',
    ]);
  });

  it("keeps a paragraph's first sentence whole where it opens on a name the headline gives (two blind readers of local-56)", () => {
    const text =
      'New MRI Scanner Cuts Waiting Times at Pendleford General\n\nPatients at Pendleford General Hospital will wait weeks less for a scan. The charity Friends of Pendleford General raised the money.';
    expect(texts(text, 'en')).toEqual([
      'New MRI Scanner Cuts Waiting Times at Pendleford General',
      'Patients at Pendleford General Hospital will wait weeks less for a scan.',
      'The charity Friends of Pendleford General raised the money.',
    ]);
  });

  it('keeps two names joined by a conjunction in one sentence ("… ile İl Özel İdaresi ekipleri", a blind reader of local-19)', () => {
    expect(
      texts('Yollar kapandı.\n\nYeşilyayla Belediyesi ile İl Özel İdaresi ekipleri 48 saat çalıştı.', 'tr'),
    ).toEqual(['Yollar kapandı.', 'Yeşilyayla Belediyesi ile İl Özel İdaresi ekipleri 48 saat çalıştı.']);
  });

  it('does not split after English abbreviations, decimals or initials', () => {
    expect(
      texts('Dr. Smith met J. R. R. Tolkien, e.g. in Oxford. The rate was 3.14 per cent! Was it? Yes.', 'en'),
    ).toEqual(['Dr. Smith met J. R. R. Tolkien, e.g. in Oxford.', 'The rate was 3.14 per cent!', 'Was it?', 'Yes.']);
  });

  it('ends a sentence at a unit after a figure, which is no initial', () => {
    expect(texts('Eis schmilzt bei 0 °C, Eisen erst bei etwa 1538 °C. Den Übergang nennt man Sieden.', 'de')).toEqual([
      'Eis schmilzt bei 0 °C, Eisen erst bei etwa 1538 °C.',
      'Den Übergang nennt man Sieden.',
    ]);
    expect(texts('Water freezes at 273 K. Ice floats on it.', 'en')).toEqual([
      'Water freezes at 273 K.',
      'Ice floats on it.',
    ]);
  });

  it('does not split after German abbreviations or ordinal dates', () => {
    expect(texts('Er kam z. B. am 3. Oktober an. Das war usw. gut. Dann ging er.', 'de')).toEqual([
      'Er kam z. B. am 3. Oktober an.',
      'Das war usw. gut.',
      'Dann ging er.',
    ]);
  });

  it('does not split after a German ordinal before its noun ("aus dem 17. Jahrhundert", a blind reader of local-17)', () => {
    expect(
      texts('Die Mauer stammt aus dem 17. Jahrhundert. Sie kam zum 3. Mal ins Ziel. Das war 17. Dann ging er.', 'de'),
    ).toEqual([
      'Die Mauer stammt aus dem 17. Jahrhundert.',
      'Sie kam zum 3. Mal ins Ziel.',
      'Das war 17.',
      'Dann ging er.',
    ]);
  });

  it('does not split after Turkish abbreviations', () => {
    expect(
      texts('Elma, armut vb. meyveler satılır. Dr. Ayşe Hanım M.Ö. 300 yılını anlattı. Sonra gitti.', 'tr'),
    ).toEqual(['Elma, armut vb. meyveler satılır.', 'Dr. Ayşe Hanım M.Ö. 300 yılını anlattı.', 'Sonra gitti.']);
  });

  it('splits after quotations that end a sentence, in German »…« quotes too', () => {
    expect(texts('»Es ist möglich«, sagt er, »jetzt aber nicht.« Da lacht er.', 'de')).toEqual([
      '»Es ist möglich«, sagt er, »jetzt aber nicht.«',
      'Da lacht er.',
    ]);
    expect(texts('"Come in," she said. "Sit down." He sat.', 'en')).toEqual([
      '"Come in," she said.',
      '"Sit down."',
      'He sat.',
    ]);
  });

  it('ends a title line and a paragraph, but not a sentence wrapped onto the next line', () => {
    expect(
      texts('Vor dem Gesetz\n\nDort sitzt er Tage und Jahre. Er macht viele\nVersuche, eingelassen zu werden.', 'de'),
    ).toEqual(['Vor dem Gesetz', 'Dort sitzt er Tage und Jahre.', 'Er macht viele\nVersuche, eingelassen zu werden.']);
  });

  it('does not take a wrapped line for a title when it ends in a small word or runs on in lowercase', () => {
    expect(
      texts('Today the tower is the most visited monument in\nFrance that people pay to enter.', 'en'),
    ).toHaveLength(1);
    expect(texts('The tower is visited by\nmillions of people.', 'en')).toHaveLength(1);
  });

  it('keeps a sentence whole that opens a paragraph with a name run ("The … Shelter on Mill Lane opened …")', () => {
    expect(
      texts(
        'A New Wing\n\nThe Westbrook Animal Shelter on Mill Lane opened a new wing on Saturday. It cost a lot.',
        'en',
      ),
    ).toEqual([
      'A New Wing',
      'The Westbrook Animal Shelter on Mill Lane opened a new wing on Saturday.',
      'It cost a lot.',
    ]);
  });

  it('cuts a heading glued to a sentence only in a text wrapped in lines, as a PDF gives it (two blind readers of local-78)', () => {
    // Given paragraphs that are lines of their own, when one opens on capitalised words, then it stays whole.
    expect(
      texts(
        'Votes for Women\n\nWhen the First World War began in 1914, the WSPU stopped its campaign.\n\nShopkeepers in Hartwell Bridge spent Sunday shovelling mud.',
        'en',
      ),
    ).toEqual([
      'Votes for Women',
      'When the First World War began in 1914, the WSPU stopped its campaign.',
      'Shopkeepers in Hartwell Bridge spent Sunday shovelling mud.',
    ]);
    expect(texts('Mauerbau\n\nNach der Niederlage im Ersten Weltkrieg dankte der Kaiser ab.', 'de')).toEqual([
      'Mauerbau',
      'Nach der Niederlage im Ersten Weltkrieg dankte der Kaiser ab.',
    ]);
    // Given a text wrapped in lines, when a heading runs into its first sentence, then it is cut off.
    expect(
      texts(
        'Volcanoes\nA volcano is an opening in the crust through which rock and gas\nescape.\nTypes of Eruptions Runny lava lets gas escape easily.',
        'en',
      ),
    ).toContain('Runny lava lets gas escape easily.');
  });

  it('gives exact offsets', () => {
    const text = '  First one. Second one!\n\nThird one?';
    for (const sentence of splitSentences(text, 'en'))
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });
});

const sentence = (i: number) => `Sentence number ${i} says a few more words about the topic at hand.`;

describe('chunkText', () => {
  const text = Array.from({ length: 40 }, (_, i) => sentence(i) + (i % 8 === 7 ? '\n\n' : ' '))
    .join('')
    .trim();
  const passages = chunkText(text, { sourceId: 'src-1', targetWords: 50 });

  it('makes passages of whole sentences around the target size', () => {
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) {
      expect(countWords(passage.text)).toBeGreaterThanOrEqual(25);
      expect(countWords(passage.text)).toBeLessThanOrEqual(65);
      expect(passage.text).toMatch(/^Sentence number \d+/);
      expect(passage.text).toMatch(/hand\.$/);
    }
  });

  it('gives exact offsets, numbered passages and the source id', () => {
    passages.forEach((passage, i) => {
      expect(text.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.index).toBe(i);
      expect(passage.sourceId).toBe('src-1');
    });
  });

  it('loses no sentence and keeps them in order', () => {
    const inPassages = passages.flatMap((p) => splitSentences(p.text, 'en').map((s) => s.text));
    expect(inPassages).toEqual(splitSentences(text, 'en').map((s) => s.text));
  });

  it('keeps a sentence longer than the target whole', () => {
    const long = `${'word '.repeat(200).trim()}.`;
    expect(chunkText(long, { sourceId: null, targetWords: 50 })).toEqual([
      { index: 0, sourceId: null, text: long, start: 0, end: long.length },
    ]);
  });

  it('answers nothing for an empty text', () => {
    expect(chunkText('', { sourceId: null })).toEqual([]);
  });
});

describe('Large sources', () => {
  /** Short lowercase lines without sentence punctuation: the shape that made sentence splitting quadratic. */
  const lines = (chars: number) => {
    const out: string[] = [];
    for (let i = 0, length = 0; length < chars; i++) {
      const line = `river forest stone ${i % 97} valley`;
      out.push(line);
      length += line.length + 1;
    }
    return out.join('\n');
  };
  // How the time grows with the text (linear, where it used to be quadratic) is measured by `npm run
  // bench:chunking`, which prints it; these tests hold what the splitter answers on the same large shapes.
  it('keeps 800,000 characters of lines without punctuation as one sentence, whole', () => {
    const text = lines(800_000);
    expect(splitSentences(text, 'en')).toEqual([{ text, start: 0, end: text.length }]);
  });

  it('ends a sentence after a run of 50,000 marks only at its final full stop', () => {
    const run = `Start ${'.'.repeat(50_000)} and then more words follow here. `;
    const sentences = splitSentences(run.repeat(32), 'en');
    expect(sentences).toHaveLength(32);
    for (const sentence of sentences) expect(sentence.text).toBe(run.trim());
  });

  it('cuts a "sentence" of many lines without punctuation into passages of about the target size', () => {
    const text = lines(50_000);
    const passages = chunkText(text, { sourceId: null, targetWords: 120 });
    expect(passages.length).toBeGreaterThan(50);
    for (const passage of passages) {
      expect(passage.text).toBe(text.slice(passage.start, passage.end));
      expect(countWords(passage.text)).toBeLessThanOrEqual(240);
    }
    expect(passages.map((p) => p.text).join('\n')).toBe(text);
  });

  it('cuts a text without any line break or punctuation between words', () => {
    const text = 'word '.repeat(3_000).trim();
    const passages = chunkText(text, { sourceId: null, targetWords: 100 });
    expect(passages.length).toBe(20);
    for (const passage of passages) expect(passage.text).toBe(text.slice(passage.start, passage.end));
  });
});

describe('German ordinals after an article (two blind readers of local-42 read "hat das _____." cut at "15.")', () => {
  it('keeps "das 15. Wendelsheimer Drachenfest" in one sentence, and still ends one at "Sie wurde 15."', () => {
    expect(
      texts(
        'Bei Sonnenschein hat das 15. Wendelsheimer Drachenfest rund 6.000 Menschen angezogen. Sie wurde 15. Danach ging sie.',
        'de',
      ),
    ).toEqual([
      'Bei Sonnenschein hat das 15. Wendelsheimer Drachenfest rund 6.000 Menschen angezogen.',
      'Sie wurde 15.',
      'Danach ging sie.',
    ]);
  });

  it('keeps an ordinal of three figures too ("der 412. Kaltenbrunner Zwiebelmarkt": two of local-65 and local-66)', () => {
    expect(
      texts('Trotz Regen war der 412. Kaltenbrunner Zwiebelmarkt gut besucht. Es kamen 412. Dann ging es.', 'de'),
    ).toEqual(['Trotz Regen war der 412. Kaltenbrunner Zwiebelmarkt gut besucht.', 'Es kamen 412.', 'Dann ging es.']);
  });
});
