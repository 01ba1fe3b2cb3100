/**
 * What kind of thing a concept is, and which options of a concept question are visibly of another kind
 * (infra/ai/local/concept-kinds.ts; blind readings of local-16 to local-19 on holdout8 to holdout11).
 */
import { describe, expect, it } from 'vitest';
import { kindOfDefinition, kindOfTerm, ofAnswersKind } from '../../infra/ai/local/concept-kinds';
import { answerOf, questionsFrom } from '../support/local-generation';

describe('The kind a definition or a term names', () => {
  it('reads the head of an English, German or Turkish definition', () => {
    expect(kindOfDefinition('a tough outer layer that most pathogens cannot pass through', 'en')).toBe('part');
    expect(kindOfDefinition('a cell that travels through the blood', 'en')).toBe('living');
    expect(kindOfDefinition('the partly decayed plant material in a bog', 'en')).toBe('substance');
    expect(kindOfDefinition('ein breiter, unbebauter Streifen, zum Beispiel ein Park', 'de')).toBe('place');
    expect(kindOfDefinition('ein Farbstoff, der je nach pH-Wert seine Farbe ändert', 'de')).toBe('substance');
    expect(kindOfDefinition('tek hücreli bir mantardır', 'tr')).toBe('living');
    expect(kindOfDefinition('havanın içine zarar veren maddelerin karışmasına', 'tr')).toBe('process');
    expect(kindOfDefinition('belirli bir alandan elde edilen ürün miktarına', 'tr')).toBe('measure');
    expect(kindOfDefinition('nüfusun dağılımını gösteren grafiğe', 'tr')).toBe('chart');
    expect(kindOfDefinition('a preparation that contains weakened pathogens', 'en')).toBeNull();
  });

  it('reads the head of a term: its last word, a verbal noun as a process', () => {
    expect(kindOfTerm('white blood cell', 'en')).toBe('living');
    expect(kindOfTerm('capacity factor', 'en')).toBe('measure');
    expect(kindOfTerm('movement', 'en')).toBe('process');
    expect(kindOfTerm('doğum oranı', 'tr')).toBe('measure');
    expect(kindOfTerm('nüfus yoğunluğu', 'tr')).toBe('measure');
    expect(kindOfTerm('laktik asit fermantasyonu', 'tr')).toBe('process');
    expect(kindOfTerm('sıcaklık terselmesi', 'tr')).toBe('process');
    expect(kindOfTerm('Selbstversorgung', 'de')).toBe('process');
    expect(kindOfTerm('skin', 'en')).toBeNull();
  });

  it('takes osmosis and mitosis for processes and a sugar for a substance, not for diseases', () => {
    // „Osmose“ was taken for a disease in the roots textbook of holdout153 (local-85).
    expect(kindOfTerm('Osmose', 'de')).toBe('process');
    expect(kindOfTerm('osmosis', 'en')).toBe('process');
    expect(kindOfTerm('mitosis', 'en')).toBe('process');
    expect(kindOfTerm('Glukose', 'de')).toBe('substance');
    expect(kindOfTerm('Arthrose', 'de')).toBe('disease');
    expect(kindOfTerm('osteoporosis', 'en')).toBe('disease');
    expect(kindOfTerm('Diagnose', 'de')).not.toBe('disease');
  });
});

describe('Options of a concept question', () => {
  const kinds = new Map([
    ['skin', 'part'],
    ['immune system', 'group'],
    ['herd immunity', null],
    ['peat', 'substance'],
    ['marsh', 'place'],
    ['verim', 'measure'],
    ['gübre', 'substance'],
    ['ekim nöbeti', 'process'],
  ] as const);
  const kindOf = (option: string) => kinds.get(option as never) ?? null;

  it('leaves out an option visibly of another kind when a living thing, a device, a group or a part is asked', () => {
    expect(ofAnswersKind('living', ['skin', 'immune system', 'herd immunity'], kindOf)).toEqual(['herd immunity']);
  });

  it('leaves out any option of another known kind, and keeps one of unknown kind', () => {
    // A measure among processes: readers of local-23 failed "Schmelztemperatur" beside "Sublimation".
    expect(ofAnswersKind('process', ['verim', 'gübre', 'ekim nöbeti'], kindOf)).toEqual(['ekim nöbeti']);
    expect(ofAnswersKind('place', ['peat', 'marsh', 'herd immunity'], kindOf)).toEqual(['marsh', 'herd immunity']);
    expect(ofAnswersKind(null, ['skin', 'peat'], kindOf)).toEqual(['skin', 'peat']);
  });

  it('asks no "… bir mantardır?" among three fermentations, and no machine among a measure and a movement', async () => {
    const turkish = await questionsFrom(
      `Fermantasyon\n\nFermantasyon, mikroorganizmaların şekerleri oksijensiz ortamda parçalamasıdır. Maya, tek hücreli bir mantardır. Laktik asit fermantasyonu, sütün yoğurda dönüşmesini sağlayan süreçtir. Alkol fermantasyonu, şekerin alkole ve karbondioksite dönüşmesidir.`,
      'tr',
      { seed: 1 },
    );
    expect(turkish.map(answerOf)).not.toContain('maya');
    const english = await questionsFrom(
      `Wind energy\n\nA wind turbine is a machine that changes the energy of moving air into electricity. The capacity factor is the share of the maximum possible electricity that a turbine actually produces in a year. The movement of air is called wind.`,
      'en',
      { seed: 1 },
    );
    expect(english.map(answerOf)).not.toContain('wind turbine');
  });
});
