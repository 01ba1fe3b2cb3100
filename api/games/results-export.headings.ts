/** The column headings and sheet names of the results exports, in each language of the app. */
export type ExportLanguage = 'en' | 'tr' | 'de';

interface Headings {
  studentsSheet: string;
  answersSheet: string;
  questionsSheet: string;
  rank: string;
  player: string;
  score: string;
  correctAnswers: string;
  accuracy: string;
  timeSeconds: string;
  averageTimeSeconds: string;
  questionNumber: string;
  question: string;
  answer: string;
  correct: string;
  correctAnswer: string;
  points: string;
  answered: string;
  unanswered: string;
  noAnswer: string;
  yes: string;
  no: string;
  questionAnswer: (n: number) => string;
  questionCorrect: (n: number) => string;
  questionPoints: (n: number) => string;
  questionTime: (n: number) => string;
}

export const exportHeadings: Record<ExportLanguage, Headings> = {
  en: {
    studentsSheet: 'Students',
    answersSheet: 'Answers',
    questionsSheet: 'Questions',
    rank: 'Rank',
    player: 'Player',
    score: 'Score',
    correctAnswers: 'Correct answers',
    accuracy: 'Accuracy (%)',
    timeSeconds: 'Time (s)',
    averageTimeSeconds: 'Average time (s)',
    questionNumber: 'Question #',
    question: 'Question',
    answer: 'Answer',
    correct: 'Correct',
    correctAnswer: 'Correct answer',
    points: 'Points',
    answered: 'Answered',
    unanswered: 'No answer',
    noAnswer: '(no answer)',
    yes: 'yes',
    no: 'no',
    questionAnswer: (n) => `Q${n} answer`,
    questionCorrect: (n) => `Q${n} correct`,
    questionPoints: (n) => `Q${n} points`,
    questionTime: (n) => `Q${n} time (s)`,
  },
  tr: {
    studentsSheet: 'Öğrenciler',
    answersSheet: 'Cevaplar',
    questionsSheet: 'Sorular',
    rank: 'Sıra',
    player: 'Oyuncu',
    score: 'Puan',
    correctAnswers: 'Doğru cevaplar',
    accuracy: 'Başarı (%)',
    timeSeconds: 'Süre (sn)',
    averageTimeSeconds: 'Ortalama süre (sn)',
    questionNumber: 'Soru no',
    question: 'Soru',
    answer: 'Cevap',
    correct: 'Doğru',
    correctAnswer: 'Doğru cevap',
    points: 'Puan',
    answered: 'Cevaplayan',
    unanswered: 'Cevapsız',
    noAnswer: '(cevap yok)',
    yes: 'evet',
    no: 'hayır',
    questionAnswer: (n) => `S${n} cevap`,
    questionCorrect: (n) => `S${n} doğru`,
    questionPoints: (n) => `S${n} puan`,
    questionTime: (n) => `S${n} süre (sn)`,
  },
  de: {
    studentsSheet: 'Schüler',
    answersSheet: 'Antworten',
    questionsSheet: 'Fragen',
    rank: 'Platz',
    player: 'Spieler',
    score: 'Punktzahl',
    correctAnswers: 'Richtige Antworten',
    accuracy: 'Trefferquote (%)',
    timeSeconds: 'Zeit (s)',
    averageTimeSeconds: 'Durchschnittszeit (s)',
    questionNumber: 'Frage Nr.',
    question: 'Frage',
    answer: 'Antwort',
    correct: 'Richtig',
    correctAnswer: 'Richtige Antwort',
    points: 'Punkte',
    answered: 'Beantwortet',
    unanswered: 'Keine Antwort',
    noAnswer: '(keine Antwort)',
    yes: 'ja',
    no: 'nein',
    questionAnswer: (n) => `F${n} Antwort`,
    questionCorrect: (n) => `F${n} richtig`,
    questionPoints: (n) => `F${n} Punkte`,
    questionTime: (n) => `F${n} Zeit (s)`,
  },
};
