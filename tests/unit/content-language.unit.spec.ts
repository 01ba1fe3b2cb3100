import { describe, expect, it } from 'vitest';
import { MAX_CONFIDENCE, detectLanguage, isHighConfidence } from '../../domain/content/language';

const ENGLISH =
  'The Eiffel Tower was built for the World Fair of 1889 in Paris. For more than forty years it was the tallest ' +
  'structure in the world, and today it is one of the most visited monuments that people can climb.';
const TURKISH =
  'Türkiye Cumhuriyeti 29 Ekim 1923 tarihinde ilan edildi. Ankara yeni devletin başkenti oldu ve meclis ' +
  'kısa sürede önemli kararlar aldı; bu kararlar ülkenin bütün şehirlerinde heyecanla karşılandı.';
const GERMAN =
  'Die Stadt Bremen liegt an der Weser und ist eine der ältesten Städte in Norddeutschland. Der Roland auf dem ' +
  'Marktplatz gehört seit dem Jahr 2004 zum Welterbe, und viele Besucher kommen deshalb in die Altstadt.';

describe('Given a paragraph in one of the three languages', () => {
  it.each([
    ['English', ENGLISH, 'en'],
    ['Turkish', TURKISH, 'tr'],
    ['German', GERMAN, 'de'],
  ])('recognises %s with high confidence', (_name, text, language) => {
    const guess = detectLanguage(text);
    expect(guess.language).toBe(language);
    expect(isHighConfidence(guess.confidence)).toBe(true);
  });

  it('never answers a confidence above 0.9, however long the text', () => {
    for (const text of [ENGLISH, TURKISH, GERMAN]) {
      const long = detectLanguage(`${text} `.repeat(30));
      expect(long.confidence).toBeGreaterThan(0.7);
      expect(long.confidence).toBeLessThanOrEqual(MAX_CONFIDENCE);
    }
  });
});

describe('Letters both Turkish and German use (ö, ü)', () => {
  it('a Turkish sentence full of ö and ü stays Turkish', () => {
    expect(
      detectLanguage('Gözlüklü öğretmen dün öğleden sonra bütün öğrencilere üzüm ve böğürtlen dağıttı.').language,
    ).toBe('tr');
  });

  it('a German sentence with ü and ö but no ä or ß stays German', () => {
    expect(
      detectLanguage('Über den Wolken muss die Freiheit wohl grenzenlos sein, sagte der König zu den Söhnen.').language,
    ).toBe('de');
  });
});

describe('Turkish written in capitals', () => {
  it('reads the dotted capital İ and the Turkish suffixes', () => {
    expect(
      detectLanguage('İSTANBUL BOĞAZI ÜZERİNDEKİ KÖPRÜLERDEN BİRİ BUGÜN BAKIM İÇİN KAPATILDI VE TRAFİK AKSADI.')
        .language,
    ).toBe('tr');
  });
});

describe('Text of 50 characters or less', () => {
  it('is English with low confidence, whatever it says', () => {
    const guess = detectLanguage('Türkiye Cumhuriyeti 1923 yılında kuruldu.');
    expect(guess).toEqual({ language: 'en', confidence: expect.any(Number) });
    expect(isHighConfidence(guess.confidence)).toBe(false);
  });

  it('counts characters after trimming spaces', () => {
    expect(detectLanguage(`   ${'a'.repeat(50)}   `).language).toBe('en');
  });
});

describe('Text with no language in it', () => {
  it('falls back to English with low confidence', () => {
    const guess = detectLanguage('1234 5678 9012 3456 7890 1234 5678 9012 3456 7890 1234 5678');
    expect(guess.language).toBe('en');
    expect(isHighConfidence(guess.confidence)).toBe(false);
  });
});

describe('isHighConfidence', () => {
  it('is true above 0.7 only (spec: above 0.7 is shown as high)', () => {
    expect(isHighConfidence(0.7)).toBe(false);
    expect(isHighConfidence(0.71)).toBe(true);
    expect(isHighConfidence(0.9)).toBe(true);
  });
});

describe('Detection', () => {
  it('is pure: the same text gives the same guess', () => {
    expect(detectLanguage(GERMAN)).toEqual(detectLanguage(GERMAN));
  });
});
