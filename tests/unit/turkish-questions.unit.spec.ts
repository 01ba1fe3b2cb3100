/**
 * The offline generator's Turkish questions (`local-4`, `local-5`): a definition asked from its meaning ("Metne göre
 * aşağıdakilerden hangisi …dir?") with the text's other concepts as options, a "denir" sentence that names a compound,
 * no blank that other words of its kind fill as well (a participle, a compound's head), a copula's blank only among
 * words of the same shape, and one fact at most once.
 */
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../domain/content/chunking';
import type { GeneratedQuestion } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { sameFact } from '../../domain/content/rubric';
import { generateLocally } from '../../infra/ai/local-question-generator';
import { findDefinition } from '../../infra/ai/local/definitions';
import { ofAnswerForm } from '../../infra/ai/local/quality';
import { qualityDocument, questionsFrom } from '../support/local-generation';

const CELL = `Hücrenin Yapısı

Hücre, canlıların yapı ve görev bakımından en küçük birimidir. Bütün canlılar bir ya da daha fazla hücreden oluşur.

Hücreyi dış ortamdan ayıran ince tabakaya hücre zarı denir. Hücre zarı seçici geçirgendir; bazı maddelerin girmesine izin
verir, bazılarını ise engeller. Hücre zarı ile çekirdek arasını dolduran sıvıya sitoplazma denir.

Çekirdek, hücrenin yönetim merkezidir. Mitokondri, besinlerden enerji üreten organeldir. Kloroplast, bitki hücrelerinde
fotosentez yapan organeldir. Bitki hücrelerinde hücre zarının dışında sağlam bir hücre duvarı bulunur.`;

const BACKUP = `Veritabanı Yedekleme

Veritabanı yedeği, verilerin belirli bir andaki kopyasıdır. Sunucu, başka bilgisayarlara hizmet veren bir bilgisayardır.
Disk, verilerin kalıcı olarak tutulduğu bir aygıttır. Tam yedek, veritabanının bütün içeriğini kopyalayan yedektir.
Artımlı yedek, yalnızca son yedekten bu yana değişen verileri saklayan yedektir. Yedek dosyası genellikle ayrı bir diskte
saklanır. Festival kapsamında söyleşiler düzenlendi. Çocuklar için hazırlanan atölyeler ve yetişkinler için düzenlenen
söyleşiler ilgi gördü. Uzmanlar, geri yükleme işleminin ayda en az bir kez denenmesini önerir.`;

const generate = async (text: string, count = 10) =>
  (
    await generateLocally(
      {
        passages: chunkText(normalizeText(text), { sourceId: 'src', targetWords: 120, language: 'tr' }),
        count,
        difficulty: 'medium',
        sourceLanguage: 'tr',
        targetLanguage: 'tr',
        seed: 7,
      },
      { statements: false },
    )
  ).questions;

const answerOf = (question: GeneratedQuestion) => question.options[question.correctAnswer];

describe('Given a Turkish textbook text with several definitions', () => {
  it('asks a definition from its meaning, with only the other defined terms as options, none a word of the question', async () => {
    const questions = await generate(CELL);
    const asked = questions.filter((q) => q.text.startsWith('Metne göre aşağıdakilerden hangisi'));
    expect(asked.map(answerOf)).toEqual(expect.arrayContaining(['mitokondri', 'kloroplast']));
    const defined = ['hücre', 'çekirdek', 'mitokondri', 'kloroplast', 'hücre zarı', 'sitoplazma'];
    for (const question of asked) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      for (const option of question.options) {
        expect(defined).toContain(option);
        if (option !== answerOf(question)) expect(question.text).not.toContain(option.slice(0, 4));
      }
    }
  });

  it('names a compound whole when "denir" follows it: "… tabakaya hücre zarı denir" asks for "hücre zarı"', async () => {
    const questions = await generate(CELL);
    const membrane = questions.find((q) => q.text === 'Metne göre hücreyi dış ortamdan ayıran ince tabakaya ne denir?');
    expect(membrane).toBeDefined();
    expect(answerOf(membrane!)).toBe('hücre zarı');
    // Only terms the text defines: no adverb ("fazla"), inflected or stray word among them.
    for (const option of membrane!.options)
      expect(['hücre zarı', 'çekirdek', 'mitokondri', 'kloroplast', 'sitoplazma']).toContain(option);
  });

  it('never asks one fact twice: a definition asked from its meaning and the same sentence with a blank are one fact', async () => {
    const questions = await generate(CELL);
    for (let i = 0; i < questions.length; i += 1)
      for (let j = i + 1; j < questions.length; j += 1)
        expect(sameFact(questions[i]!, questions[j]!), `${questions[i]!.text} / ${questions[j]!.text}`).toBe(false);
  });
});

describe('Given Turkish kinds of one thing, participles and compounds', () => {
  it('offers no option with the answer head noun: "tam yedek" is also a copy of the data', async () => {
    const questions = await generate(BACKUP, 20);
    const asked = questions.filter((q) => q.text.startsWith('Metne göre aşağıdakilerden hangisi'));
    expect(asked.map(answerOf)).toContain('veritabanı yedeği');
    // "… kopyalayan yedektir" names the head of "tam yedek": every other option would be given away by it, and no
    // other kind of backup may stand beside it, so it is not asked.
    expect(asked.map(answerOf)).not.toContain('tam yedek');
    const head = (phrase: string) => phrase.split(' ').at(-1)!.slice(0, 4);
    for (const question of asked)
      expect(question.options.filter((o) => head(o) === head(answerOf(question)!))).toEqual([answerOf(question)]);
  });

  it('leaves no blank that other words of its kind fill as well (a participle, the head of a compound)', async () => {
    const questions = await generate(BACKUP, 20);
    const blanks = questions.map((q) => q.text).filter((text) => text.includes('_____'));
    for (const open of ['Festival _____', 'Yedek _____', 'için _____ atölyeler', 'için _____ söyleşiler'])
      expect(blanks.filter((text) => text.includes(open))).toEqual([]);
  });
});

describe('Given Turkish news with a weekday and a month', () => {
  it('asks the month among other months in lower case, as Turkish writes them, and never the weekday', async () => {
    const questions = await generate(
      `Yeni Tramvay Hattı

Şehrin doğusunu merkeze bağlayan yeni tramvay hattı pazartesi günü düzenlenen törenle hizmete açıldı. Belediye Başkanı
Ayşe Demir, hattın günde 300 bin yolcu taşıyacağını söyledi. Hattın yapımı beş yıl sürdü ve inşaat iki kez durduruldu.
İkinci hattın temeli eylül ayında atılacak ve yeni duraklar gelecek yıl hizmete girecek.`,
    );
    // The day of the week an event fell on is a trivial detail to a reader (a blind reading of local-8).
    expect(questions.find((q) => answerOf(q) === 'pazartesi')).toBeUndefined();
    const month = questions.find((q) => answerOf(q) === 'eylül');
    expect(month).toBeDefined();
    const months = 'ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık'.split(' ');
    for (const option of month!.options) expect(months).toContain(option);
  });
});

describe('Given Turkish news with people, places and an example', () => {
  const NEWS = `Yeni Park Açıldı

Karaağaç Mahallesinde 3 yıl süren çalışmaların ardından yeni park pazartesi günü açıldı. Parkın alanı 12 bin metrekare
olarak ölçüldü. Belediye Başkanı Serap Öztürk, açılışta parkın her gün 2 bin kişiyi ağırlayacağını söyledi. Öztürk,
parka 40 yeni bank konulacağını açıkladı. Muhtar Kemal Yıldırım ise parkın gece 11'e kadar açık kalacağını belirtti.
Yedinci sınıf öğrencisi Elif Demirtaş, "Artık oynayacak bir yerimiz var." dedi. Örneğin hafta sonu 500 çocuğun parka
gelmesi bekleniyor. Yeşilırmak Belediyesinin açıklamasına göre parkta 300 ağaç bulunuyor.`;

  it('blanks only numbers, weekdays and people; a surname among surnames, a full name among full names', async () => {
    const questions = await generate(NEWS, 20);
    const blanks = questions.filter((q) => q.text.includes('_____'));
    expect(blanks.length).toBeGreaterThanOrEqual(4);
    const weekdays = ['pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi', 'pazar'];
    const people = ['Serap Öztürk', 'Kemal Yıldırım', 'Elif Demirtaş'];
    for (const question of blanks) {
      const answer = answerOf(question)!;
      if (/^\d+$/u.test(answer)) continue;
      if (weekdays.includes(answer)) expect(weekdays).toEqual(expect.arrayContaining(question.options));
      else if (/\s/u.test(answer)) expect(people).toEqual(expect.arrayContaining(question.options));
      else expect(people.map((name) => name.split(' ')[1])).toEqual(expect.arrayContaining(question.options));
    }
    expect(blanks.map(answerOf).filter((answer) => people.includes(answer!)).length).toBeGreaterThanOrEqual(1);
    // Nothing from the example ("Örneğin … 500 çocuğun …").
    expect(questions.filter((q) => q.text.includes('Örneğin'))).toEqual([]);
  });
});

describe('Turkish definitions and forms', () => {
  it('takes "X, … Y\'dir." as a definition only when Y is one thing', () => {
    expect(findDefinition('Çekirdek, hücrenin yönetim merkezidir.', 'tr')).toMatchObject({
      subject: 'Çekirdek',
      predicate: 'hücrenin yönetim merkezidir',
    });
    // A place, a list of subjects ending in a plural, a sentence opener, a verb-like predicate.
    expect(
      findDefinition('Türkiye, birkaç önemli fay hattının üzerinde bulunduğu için deprem kuşağındadır.', 'tr'),
    ).toBeNull();
    expect(
      findDefinition('Donanım arızası, silinen kayıtlar veya saldırılar karşısında tek güvence yedeklerdir.', 'tr'),
    ).toBeNull();
    expect(findDefinition('Ayrıca bitki hücreleri, fotosentez yapan kloroplastlara sahiptir.', 'tr')).toBeNull();
    // A tense or an infinitive, a subject with a case ending or a particle.
    expect(findDefinition('Yeni hat, gelecek yıl şehrin doğusuna kadar uzatılacaktır.', 'tr')).toBeNull();
    expect(findDefinition('İlk görevin, bu bilgiyi korumak ve yaymaktır.', 'tr')).toBeNull();
    expect(findDefinition('Gelecekte dahi, seni bu bilgiden uzak tutmak isteyenler olacaktır.', 'tr')).toBeNull();
  });

  it('fills a copula blank only with words of its shape: a noun, not a place, an infinitive or an adjective', () => {
    expect(
      ofAnswerForm('sarsıntıdır', ['kuşağındadır', 'yapmaktır', 'tehlikelidir', 'hattıdır', 'birimidir'], 'tr'),
    ).toEqual(['hattıdır', 'birimidir']);
  });
});

describe('Turkish concepts from a history text', () => {
  const FACTORY = `Fabrikalar Çağı

Fabrika, makinelerle üretim yapılan büyük işyeridir. Sendika, işçilerin haklarını korumak için kurduğu örgüttür.
Demiryolu, ağır yükleri uzak şehirlere taşıyan bir ulaşım yoludur. Buhar makinesi, bu dönemin en önemli buluşudur.
Köylerden şehirlere yapılan göçe kentleşme denir. Ürünlerin makinelerle çok sayıda yapılmasına ise seri üretim denir.
Malların başka ülkelere satılmasına ihracat denir.`;

  it('names the whole term after the last dative and leaves a particle out of the question', async () => {
    const questions = await generate(FACTORY);
    const serial = questions.find((q) => answerOf(q) === 'seri üretim');
    expect(serial?.text).toBe('Metne göre ürünlerin makinelerle çok sayıda yapılmasına ne denir?');
  });

  it('asks no definition that points at something it does not name ("bu dönemin")', async () => {
    const questions = await generate(FACTORY);
    expect(questions.filter((q) => q.text.includes('bu dönemin'))).toEqual([]);
  });
});

describe('Turkish dates, examples and pointing leads (a blind reading of local-10)', () => {
  const TEXT = `Zeytin Kooperatifi

Kooperatifin yeni tesisi 12 Kasım Perşembe günü açıldı. Kooperatif Başkanı Elif Sarıgül, tesisin günde 40 ton zeytin
işleyebileceğini söyledi. Ziraat mühendisi Serkan Doğruöz ise hasadın 3 hafta sürdüğünü anlattı. Muhtar Hüseyin
Karaağaç, köyde 85 ailenin zeytincilikle geçindiğini belirtti. Uzmanlar, 1234 gibi kolay tahmin edilen şifrelerin
kullanılmamasını öneriyor. İnsan kulağı 20 ile 20000 hertz arasındaki sesleri duyar. Bu aralığın üzerindeki seslere
ultrason denir.`;

  it('takes no date for a person, asks no number of an example, and no question that points at an unnamed range', async () => {
    const questions = await generate(TEXT, 20);
    for (const question of questions) expect(question.options).not.toContain('Kasım Perşembe');
    expect(questions.map(answerOf)).not.toContain('1234');
    expect(questions.filter((q) => q.text.includes('aralığın'))).toEqual([]);
  });
});

describe('Turkish compound terms of a "denir" definition (a blind reader of local-21 on holdout12)', () => {
  it('keeps a word ending like a possessive in the term ("akarsu rejimi", "su bölümü çizgisi")', async () => {
    const questions = await questionsFrom(
      'Akarsular\n\nAkarsuyun herhangi bir noktasından bir saniyede geçen su miktarına debi denir. Debideki yıl içindeki değişmelere akarsu rejimi denir. Havzalar dağ sırtlarıyla ayrılır; bu sırtlara su bölümü çizgisi denir. Akarsuyun denize döküldüğü yere ağız denir. Akarsuyun ağzında biriktirdiği malzemelerin oluşturduğu üçgen biçimli düzlüklere delta denir.',
      'tr',
      { seed: 1 },
    );
    const options = questions.flatMap((q) => q.options);
    expect(options).toEqual(expect.arrayContaining(['akarsu rejimi', 'su bölümü çizgisi']));
    expect(options).not.toContain('rejimi');
    expect(options).not.toContain('bölümü çizgisi');
  });
});

describe('What blind readers of local-22 and local-23 failed on holdout13 (Turkish)', () => {
  it('asks a term of a list only among its list-mates, never among its class or a term outside the list', async () => {
    const questions = await questionsFrom(
      'Tarım Aletleri\n\nToprağı işlemek için kullanılan araçlara tarım aleti denir. Çapa, tırmık ve orak en bilinen tarım aletleridir. Çapa, toprağı derin bir şekilde kazıyan ağır bir alettir. Tırmık, toprağın yüzeyini düzleyen dişli bir alettir. Orak, ekinleri kesmek için kullanılan eğri bir bıçaktır. Tarlada kalan kuru saplara anız denir.',
      'tr',
      { seed: 2 },
    );
    const tools = ['çapa', 'tırmık', 'orak'];
    for (const question of questions.filter((q) => tools.includes(answerOf(q) as string))) {
      expect(question.options).not.toContain('tarım aleti');
      expect(question.options).not.toContain('anız');
    }
    const stubble = questions.find((q) => answerOf(q) === 'anız');
    if (stubble !== undefined) for (const tool of tools) expect(stubble.options).not.toContain(tool);
    expect(questions.some((q) => tools.includes(answerOf(q) as string))).toBe(true);
  });

  it('takes no person from a title in quotation marks', async () => {
    const questions = await questionsFrom(
      'Çocuk Tiyatrosu\n\nTiyatronun yönetmeni Zeynep Aydoğan açılışta konuştu. Açılışta sahnelenen “Bulutları Toplayan Kız” adlı oyunda 12 yaşındaki Elif Şahin oynadı. Belediye Başkanı Mehmet Çelik ise salonun 180 kişilik olduğunu söyledi.',
      'tr',
      { seed: 4 },
    );
    for (const question of questions) expect(question.options).not.toContain('Toplayan Kız');
  });
});

describe('What blind readers of local-25 failed on holdout15 (Turkish)', () => {
  it('asks a term named by "adı verilir" as one named by "denir", and no model number', async () => {
    const questions = await questionsFrom(
      'Vergiler\n\nDevletin kişilerden zorunlu olarak aldığı paraya vergi denir. Vergiyi ödemekle yükümlü olan kişi ya da kuruma vergi mükellefi adı verilir. Devletin bir yıllık gelir ve giderlerini gösteren belgeye bütçe denir. Bir ülkede bir yılda üretilen mal ve hizmetlerin toplam değerine milli gelir denir. Devletin okul ve yol için yaptığı ödemelere kamu harcaması denir. Yeni Temizsu 612 bulaşık makinesi 14 kişilik takım yıkar.',
      'tr',
      { seed: 5 },
    );
    expect(questions.flatMap((q) => q.options)).toContain('vergi mükellefi');
    expect(questions.map(answerOf)).not.toContain('612');
  });
});

describe('What blind readers of local-25 and local-26 failed on holdout16 (Turkish)', () => {
  it('takes no phrase with a participle or a share of a term for a term ("… bulunan Güneş", "Asteroitlerin çoğu")', () => {
    expect(findDefinition('Sistemin merkezinde bulunan Güneş, kendi ışığını üreten bir yıldızdır.', 'tr')).toBeNull();
    expect(
      findDefinition('Asteroitlerin çoğu, gezegen oluşumundan kalan malzemelerin kalıntılarıdır.', 'tr'),
    ).toBeNull();
    expect(findDefinition('Gezegen, bir yıldızın etrafında dolanan büyük bir gök cismidir.', 'tr')?.subject).toBe(
      'Gezegen',
    );
  });
});

describe('What blind readers of local-26 and local-27 failed on holdout17 (Turkish)', () => {
  it('keeps a compound whose modifier ends like a genitive ("besin zinciri"), never a particle, and asks no phone number', async () => {
    const questions = await questionsFrom(
      'Besin Zinciri\n\nCanlıların birbirini yemesiyle oluşan sıralı beslenme ilişkisine besin zinciri denir. Birbirine bağlı birçok zincirin oluşturduğu yapıya besin ağı denir. Besinlerini başka canlılardan sağlayan canlılara ise tüketici denir. Canlılar ile cansız öğelerin oluşturduğu bütüne ekosistem denir. Belediye şikâyetler için 0 (312) 555 47 80 numaralı hattı açtı.',
      'tr',
      { seed: 6 },
    );
    const options = questions.flatMap((q) => q.options);
    expect(options).toContain('besin zinciri');
    expect(options).not.toContain('zinciri');
    expect(options).not.toContain('ise tüketici');
    expect(questions.map(answerOf)).not.toContain('555');
  });
});

describe('What blind readers of local-28 and local-29 failed on holdout19 (Turkish)', () => {
  it('takes no sentence about a place for a definition, and reads the definition before a semicolon', () => {
    expect(findDefinition('Deniz suyunda çözücü su, çözünenlerin başlıcası tuzdur.', 'tr')).toBeNull();
    expect(
      findDefinition(
        'Süzme, tanecik büyüklüğü farklı olan maddeleri elek yardımıyla ayırma yöntemidir; kumlu su bu yolla temizlenebilir.',
        'tr',
      ),
    ).toMatchObject({
      subject: 'Süzme',
      predicate: 'tanecik büyüklüğü farklı olan maddeleri elek yardımıyla ayırma yöntemidir',
    });
  });

  it('asks no value of a list that the list itself gives ("5, 10, 15, 20 ve _____")', async () => {
    const questions = await generate(
      'Otomatik Doldurma\n\nİlk hücreye 5, ikinci hücreye 10 yazıp ikisini birlikte sürüklerseniz 15, 20 ve 25 değerleri gelir. Liste en fazla 500 satır uzunluğunda olabilir. Bu özellik 2019 yılında eklendi.',
    );
    expect(questions.map((q) => q.options[q.correctAnswer])).not.toContain('25');
  });
});

describe('What blind readers of local-29 and local-30 failed on holdout20 (Turkish)', () => {
  it('offers no school for a person ("Meslek Yüksekokulu")', async () => {
    const questions = await generate(
      'Kan Bağışı\n\nBelediye Başkanı Kemal Aydoğan kampanyanın ilk gününde kan verdi. Anadolu Meslek Yüksekokulu öğrencisi Elif Demirkol, arkadaşlarıyla birlikte geldiğini anlattı. Emekli öğretmen Nuri Şahin de 58 yaşında ilk kez bağış yaptı. Kampanya boyunca 312 ünite kan toplandı.',
    );
    for (const question of questions) expect(question.options).not.toContain('Meslek Yüksekokulu');
  });
});

describe('What blind readers of local-30 and local-32 failed on holdout21 (Turkish)', () => {
  it('keeps an adjective in "-lı" in its term, and offers no person for a system or a land', async () => {
    const questions = await generate(
      'Tımar Sistemi\n\nDevlete ait tarım topraklarının gelirinin asker ve memurlara bırakılmasına dirlik sistemi denir. Yıllık geliri 20.000 akçeye kadar olan topraklara tımar denir. Tımar sahibi olan atlı askere tımarlı sipahi denir. Toprağı işleyen köylüye reaya denir.',
    );
    for (const question of questions) expect(question.text).not.toMatch(/tımarlı ne denir\?$/u);
    const land = questions.find((q) => answerOf(q) === 'tımar');
    if (land !== undefined)
      for (const option of ['reaya', 'tımarlı sipahi']) expect(land.options).not.toContain(option);
  });
});

describe('What blind readers of local-32 and local-33 failed on holdout22 (Turkish)', () => {
  it('takes no example or clause for a term, and reads "gen" as a bare noun', async () => {
    expect(
      findDefinition('Göz rengi, saç yapısı ya da bir bitkinin çiçek rengi kalıtsal özelliklere örnektir.', 'tr'),
    ).toBeNull();
    expect(
      findDefinition(
        "Mendel'in bezelyeyi seçmesinin nedenleri, bitkinin kısa sürede büyümesi ve çok tohum vermesidir.",
        'tr',
      ),
    ).toBeNull();
    const { wordForm } = await import('../../domain/content/rubric');
    expect(wordForm('gen', 'tr')).toBe('other');
    expect(wordForm('yapılan', 'tr')).toBe('participle');
    const questions = await generate(
      'Kalıtım\n\nCanlıların özelliklerinin anne ve babadan yavrulara aktarılmasına kalıtım denir. Göz rengi, saç yapısı ya da çiçek rengi kalıtsal özelliklere örnektir. Bir özelliği belirleyen kalıtım birimine gen denir. Aynı genin farklı biçimlerine alel denir. Dışarıdan gözlenebilen özelliklere fenotip denir.',
    );
    const options = questions.flatMap((q) => q.options);
    expect(options).not.toContain('göz rengi');
    expect(questions.some((q) => answerOf(q) === 'fenotip' || answerOf(q) === 'alel')).toBe(true);
  });
});

describe('What blind readers of local-34 failed on holdout23 (Turkish)', () => {
  it('reads "aralık" of a tool as no month, and asks no part of a number written in two', async () => {
    const questions = await generate(
      "Kablosuz Süpürge\n\nDar aralık başlığı koltuk araları ve köşeler için kullanılır. Geniş ağızlı başlık halılar için uygundur. Cihaz 12 Aralık'ta satışa çıktı. Kamyonda toplam 4 bin 800 kavanoz bulunuyordu. Kooperatif yılda yaklaşık 35 ton meyve işliyor.",
    );
    const answers = questions.map(answerOf);
    expect(answers).not.toContain('aralık');
    expect(answers).not.toContain('800');
    expect(answers).not.toContain('4');
    expect(answers).toContain('35');
  });

  it('takes an institution whole across "ve", and asks it never among people', async () => {
    const questions = await generate(
      "Kadın Kooperatifi\n\nKooperatif Başkanı Hatice Yıldırımoğlu, ilk yıllarda ürünleri yalnızca ilçe pazarında sattıklarını hatırlattı. Törene katılan Söğüt Kaymakamı Emre Güneşli, kooperatifin bölge için örnek olduğunu söyledi. Üniversitede işletme okuyan Zeynep Aktaş, köyüne döndüğünü anlattı. Atölyenin kurulmasında, Bilecik İl Tarım ve Orman Müdürlüğü'nün kırsal kalkınma programından alınan hibe belirleyici oldu.",
    );
    for (const question of questions) {
      expect(question.options).not.toContain('Bilecik İl Tarım');
      expect(question.text).not.toContain('_____ ve Orman');
    }
  });

  it('offers no plural class among singular terms, and no year or belt among celestial bodies', async () => {
    const karst = await generate(
      'Karst\n\nKireçtaşı yüzeyinde oluşan küçük oluk ve çukurlara lapya denir. Yer altı sularının kireçtaşını eritmesiyle oluşan büyük boşluğa mağara denir. Mağara tavanından damlayan sudaki kireçten oluşan sivri şekle sarkıt denir. Mağara tabanında yukarı doğru büyüyen şekle dikit denir. Kilometrelerce uzunluktaki düzlüklere polye denir. Suyun kireçtaşını eritmesiyle oluşan bu şekillere karstik şekiller denir.',
    );
    const singular = karst.filter((q) => !/şekiller$/u.test(answerOf(q) ?? ''));
    expect(singular.length).toBeGreaterThan(0);
    for (const question of singular) expect(question.options).not.toContain('karstik şekiller');
    const sky = await generate(
      'Güneş Sistemi\n\nBir gezegenin Güneş etrafında bir tam tur atması için geçen süreye yıl denir. Gezegen, bir yıldızın etrafında dolanan, kendi ışığı olmayan büyük gök cismidir. Bir gezegenin etrafında dolanan doğal gök cismine uydu denir. Mars ile Jüpiter arasındaki bölgeye asteroit kuşağı denir. Güneşin etrafında dolanan, buz ve tozdan oluşan küçük gök cismine kuyrukluyıldız denir. Kendi ışığını üreten dev gök cismine yıldız denir.',
    );
    const bodies = sky.filter((q) => ['uydu', 'gezegen', 'kuyrukluyıldız'].includes(answerOf(q) ?? ''));
    expect(bodies.length).toBeGreaterThan(0);
    for (const question of bodies)
      for (const option of ['yıl', 'asteroit kuşağı']) expect(question.options).not.toContain(option);
  });

  it('keeps an adjective that ends like a dative in its term ("kısa devre"), and drops a contrast\'s lone "ise"', async () => {
    const questions = await generate(
      'Elektrik\n\nKablonun iki ucu birbirine doğrudan değdiğinde akım çok artar. Bu duruma kısa devre denir. Aynı genin farklı biçimlerine ise alel denir. Kuzeyden esen soğuk rüzgâra poyraz, güneyden esen ılık rüzgâra ise lodos denir. Bir özelliği belirleyen kalıtım birimine gen denir. Kimyasal enerjiyi elektrik enerjisine dönüştüren araca pil denir.',
    );
    for (const question of questions) {
      expect(question.text).not.toMatch(/kısa ne denir/u);
      expect(question.text).not.toMatch(/biçimlerine ise/u);
    }
    expect(questions.map((q) => q.text)).toContain('Metne göre aynı genin farklı biçimlerine ne denir?');
  });

  it('continues a clause only among clauses whose predicate has its form', async () => {
    const { turkishPredicateForm } = await import('../../infra/ai/local/clauses');
    expect(turkishPredicateForm('hafif asidik bir özellik kazanır')).toBe('present');
    expect(turkishPredicateForm('yavaş yavaş erimektedir')).toBe('present');
    expect(turkishPredicateForm('yüzeyde su bulmak zordur')).toBe('copula');
    expect(turkishPredicateForm('yeni bir mağara oluşmuştur')).toBe('perfect');
    expect(turkishPredicateForm('tavan çöktü')).toBe('past');
  });
});

describe('What blind readers failed on earlier Turkish sets, still made by local-34', () => {
  it("offers no firm among people, no kind of the answer, and no two options one of which is the other's kind", async () => {
    const news = await generate(
      'Güneş Paneli\n\nOkul müdürü Gülay Demirtaş, faturaların bütçeyi zorladığını söyledi. Panellerin kurulumu, Kayseri merkezli Işıkdere Enerji firması tarafından üç haftada tamamlandı. Okulun öğretmeni Murat Kaplan ise koridora bir ekran yerleştirildiğini belirtti. Törene katılan köy muhtarı Halil Sarıkaya, projenin iki yıl önce gündeme geldiğini hatırlattı.',
    );
    expect(news.flatMap((q) => q.options)).not.toContain('Işıkdere Enerji');
    const winds = await generate(
      'Rüzgârlar\n\nYüksek basınç alanından alçak basınç alanına doğru yatay yönde hareket eden havaya rüzgâr denir. Kuzeyden esen soğuk rüzgâra poyraz denir. Güneyden esen ılık rüzgâra lodos denir. Havanın yeryüzüne yaptığı basınca atmosfer basıncı denir. Tarlanın bir yıl boyunca ekilmeden dinlendirilmesine nadas denir. Toprağın dış etkenlerle taşınmasına erozyon denir. Kuru toprak tanelerinin rüzgârla taşınmasına rüzgâr erozyonu denir.',
    );
    for (const question of winds) {
      if (answerOf(question) === 'rüzgâr')
        for (const wind of ['poyraz', 'lodos']) expect(question.options).not.toContain(wind);
      const options = question.options.filter((option) => option !== answerOf(question));
      expect(options.includes('erozyon') && options.includes('rüzgâr erozyonu')).toBe(false);
    }
  });

  it('asks no label a word of its sentence begins like, unless other labels share that word', async () => {
    const questions = await generate(
      'Sulama Kumandası\n\nElle sulama yapmak için bölgeye dokunun ve “Şimdi Sula” düğmesine basın. “Durdur” düğmesi sulamayı hemen keser. “Cihaz Ekle” düğmesi yeni bir vana tanıtır. “Dolaba kuru” seçeneği çamaşırı katlanacak kadar kurutur. “Ütü kuru” seçeneği çamaşırı biraz nemli bırakır. “Ekstra kuru” seçeneği kalın kumaşlar içindir.',
    );
    const answers = questions.map(answerOf);
    expect(answers).not.toContain('Şimdi Sula');
    expect(answers).toEqual(expect.arrayContaining(['Dolaba kuru']));
  });
});

describe('What blind readers of local-34 and local-35 failed on holdout24 (Turkish)', () => {
  it('offers no nursery among people, no past years for a plan, and takes no "budur" for a definition', async () => {
    const news = await generate(
      "Kreş\n\nKaraçam Belediyesi'nin yaptırdığı Papatya Kreşi, 16 Kasım Pazartesi günü hizmete girdi. Kreşin müdürü Emre Aksoy ise çocukların akşama kadar kalabileceğini belirtti. Belediye Başkanı Serap Yıldırım açılışta konuştu. Veli Gülsüm Demirtaş memnuniyetini dile getirdi. Belediye, 2027 yılının ilk yarısında ikinci bir kreş açmayı planlıyor.",
    );
    expect(news.flatMap((q) => q.options)).not.toContain('Papatya Kreşi');
    const plan = news.find((q) => answerOf(q) === '2027');
    expect(plan).toBeDefined();
    for (const option of plan?.options ?? []) expect(Number(option)).toBeGreaterThanOrEqual(2027);
    expect(
      findDefinition('Bıçakların keskin, kamyon lastiklerinin ise geniş yapılmasının sebebi budur.', 'tr'),
    ).toBeNull();
  });
});

describe('What blind readers of local-35 and local-36 failed on holdout25 (Turkish)', () => {
  it('takes no word the text writes in lower case for a surname ("Temassız Ödeme", "Kuzey Bank")', async () => {
    const questions = await generate(
      "Temassız Ödeme\n\nKuzey Bank'ın Kuzey Cüzdan uygulamasıyla ödeme yapabilirsiniz. Bankanız size bir kod gönderir ve kartınız cüzdana eklenir. Sorun giderme: Ödeme gerçekleşmiyorsa önce telefon kılıfını çıkarmayı deneyin. Hızlı ödeme 750 TL'nin altındaki alışverişlerde kullanılır.",
    );
    expect(questions.map(answerOf)).not.toContain('Ödeme');
    for (const question of questions)
      for (const option of ['Cüzdan', 'Bank']) expect(question.options).not.toContain(option);
    expect(questions.map(answerOf)).toContain('750');
  });
});

describe('What blind readers of local-36 and local-37 failed on holdout26 (Turkish)', () => {
  it('offers no dynasty among people, but keeps a surname in "-ler"', async () => {
    const questions = await generate(
      'Lonca\n\nLoncaların kökeni Anadolu Selçukluları dönemindeki Ahilik teşkilatına dayanır. Ahilik, Ahi Evran öncülüğünde kurulmuştur. Seyyah Evliya Çelebi, İstanbul esnafını anlatmıştır. Tarihçi Rıza Güler, loncaların 1913 yılında kaldırıldığını yazdı.',
    );
    expect(questions.map(answerOf)).not.toContain('Anadolu Selçukluları');
    expect(questions.flatMap((q) => q.options)).not.toContain('Anadolu Selçukluları');
    expect(questions.map(answerOf)).toContain('1913');
  });
});

describe('What blind readers of local-37 and local-38 failed on holdout27 (Turkish)', () => {
  it('asks no term the text gives a second name ("baraj gölü ya da rezervuar")', async () => {
    const questions = await generate(
      'Hidroelektrik\n\nBir akarsuyun önüne set çekerek suyu biriktiren yapıya baraj denir. Barajın arkasında biriken suya baraj gölü ya da rezervuar denir. Akan suyun enerjisinden elektrik üreten tesislere hidroelektrik santrali denir. Akarsuyun taşıyıp biriktirdiği malzemeye alüvyon denir.',
    );
    for (const question of questions) expect(question.text).not.toMatch(/ ya ne denir/u);
    expect(questions.length).toBeGreaterThan(0);
  });
});

describe('What blind readers of local-38 and local-39 failed on holdout28 (Turkish)', () => {
  it('offers no continuation of two parts beside an answer of one', async () => {
    const questions = await generate(
      'Park Sensörü\n\nAraç saatte 15 kilometrenin üzerinde bir hıza ulaştığında ön sensörler otomatik olarak kapanır. Römork modu açıldığında sistem arka sensörleri devre dışı bırakır, böylece römorku engel sanmaz. Engel yaklaştığında uyarı sesi hızlanır. Sensörler kirlendiğinde sistem ekranda bir uyarı gösterir.',
    );
    for (const question of questions)
      if (question.text.includes('…') && !/,/u.test(answerOf(question) ?? ''))
        for (const option of question.options) expect(option).not.toMatch(/, böylece/u);
    expect(questions.length).toBeGreaterThan(0);
  });
});

describe("What blind readers of local-40 failed on holdout30 and holdout31 (Turkish, read again under the issue's brief)", () => {
  const LAKES =
    'Göller\n\nKara içinde, çevresine göre daha alçak olan çukur alanlarda biriken durgun su kütlelerine göl denir. Yer kabuğundaki kırılma ve çökmelerle oluşan çukurlarda biriken göllere tektonik göl denir; bunlar genellikle geniş ve derindir. Sönmüş bir yanardağın ağzında su toplanmasıyla oluşan göllere krater gölü adı verilir. Eski buzulların aşındırdığı çanaklara yerleşen küçük göllere de buzul gölü denir. Bazı göller, bir akarsu vadisinin önünün doğal bir setle kapanmasıyla oluşur. Bunlara set gölü denir. Deniz kıyısında, kum ve çakılın bir koyun önünü kapatmasıyla oluşan göllere ise lagün veya kıyı set gölü denir. Bir gölden çıkarak suyunu başka bir yere taşıyan akarsuya gideğen denir.';

  it('asks a kind of lake among kinds of lakes, never a lake among its kinds, a second name, "bunlara" or a river among lakes', async () => {
    // Given a text on lakes, when questions are made
    const questions = await questionsFrom(LAKES, 'tr', { seed: 3 });
    // then a kind of lake is asked from the sentence before its semicolon, among other kinds of lakes
    const tectonic = questions.find((q) => answerOf(q) === 'tektonik göl');
    expect(tectonic?.text).toBe(
      'Metne göre yer kabuğundaki kırılma ve çökmelerle oluşan çukurlarda biriken göllere ne denir?',
    );
    for (const option of tectonic?.options ?? []) expect(option).toMatch(/göl(?:ü)?$/u);
    for (const question of questions) {
      // and no lake is offered as an option of "göl", nor a lake as an option of the river
      if (answerOf(question) === 'göl') for (const option of question.options) expect(option).not.toMatch(/gölü?$/u);
      if (answerOf(question) === 'gideğen')
        for (const option of question.options) expect(option).not.toMatch(/gölü?$/u);
      expect(question.text).not.toMatch(/lagün veya|bunlara ne denir/iu);
    }
  });

  it('ends a subject at a contrast\'s "ise", and offers a municipality\'s organs for each other, never the class the title names', async () => {
    expect(
      findDefinition(
        'Belediye encümeni ise başkan, bazı meclis üyeleri ve birim müdürlerinden oluşan, kararların uygulanmasına yardımcı olan bir kuruldur.',
        'tr',
      ),
    ).toMatchObject({ subject: 'Belediye encümeni' });
    expect(
      findDefinition('İhtiyar heyeti ise köyün ortak işlerinde muhtara yardımcı olan kuruldur.', 'tr')?.subject,
    ).toBe('İhtiyar heyeti');
    const questions = await questionsFrom(
      'Yerel Yönetimler\n\nBelirli bir bölgede yaşayan halkın ortak yerel ihtiyaçlarını karşılamak üzere kurulan kuruluşlara yerel yönetim denir. Belediye başkanı, belediyenin yürütme organının başı ve temsilcisidir. Belediye meclisi, belediyenin karar organıdır. Belediye encümeni ise başkan, bazı meclis üyeleri ve birim müdürlerinden oluşan, kararların uygulanmasına yardımcı olan bir kuruldur.',
      'tr',
      { seed: 4 },
    );
    const options = questions.flatMap((q) => q.options);
    expect(options).not.toContain('belediye encümeni ise başkan');
    const council = questions.find((q) => answerOf(q) === 'belediye meclisi');
    expect(council?.options).toEqual(expect.arrayContaining(['belediye başkanı', 'belediye encümeni']));
    for (const question of questions)
      if (answerOf(question) !== 'yerel yönetim') expect(question.options).not.toContain('yerel yönetim');
  });

  it('takes no title after a first name for a surname ("Halil Usta")', async () => {
    const questions = await questionsFrom(
      "Köyde Yağlı Güreş\n\nGüreşleri cazgır Halil Usta yönetti. Başpehlivanlık finalinde Yusuf Demirkaya, Mert Aksoylu'yu yendi. Güreşlerin masraflarını üstlenen ağa Kemal Yücel ödülleri dağıttı. Hakem Ali Sezer maçı durdurdu.",
      'tr',
      { seed: 5 },
    );
    for (const question of questions) expect(question.options).not.toContain('Usta');
  });
});

describe('What blind readers of local-42 failed on holdout32 and holdout33 (Turkish)', () => {
  it('offers no publisher among people, asks nothing of "Köşeyi yöneten …", and leaves a contrast\'s "ise" out of a continuation', async () => {
    const fair = await questionsFrom(
      "Kitap Fuarı\n\nFuarda Dere Yayınları'nın standı çok ilgi gördü. Yazar Zeynep Aydınoğlu, cumartesi günü 600'den fazla kitap imzaladı. Takas köşesini öğretmen Mehmet Şahinkaya kurdu. Köşeyi yöneten gönüllü öğretmen Mehmet Şahinkaya, sekiz günde 3 bin kitabın el değiştirdiğini söyledi. Belediye Başkanı Gülşen Karataş fuarı açtı. Şair Hakan Öztürkmen şiirlerini okudu.",
      'tr',
      { seed: 7 },
    );
    for (const question of fair) {
      expect(question.options).not.toContain('Yayınları');
      expect(question.text).not.toMatch(/Köşeyi yöneten/u);
    }
    const rocks = await questionsFrom(
      'Kayaç Döngüsü\n\nMagma yerin derinliklerinde yavaş soğuduğunda kristaller büyüyebilir ve granit gibi iri taneli derinlik kayaçları meydana gelir. Lav yeryüzünde hızla soğuduğunda ise bazalt gibi ince taneli yüzey kayaçları oluşur. Derinlere gömülen kayaçlar yüksek sıcaklık ve basınç altında kalırsa erimeden yapısını ve mineral bileşimini değiştirebilir.',
      'tr',
      { seed: 7 },
    );
    for (const question of rocks) for (const option of question.options) expect(option).not.toMatch(/^ise\s/u);
  });
});

describe('What blind readers of local-44 failed on holdout36 to holdout39 (Turkish)', () => {
  it('keeps "Sultan III. Ahmed" in one sentence and offers no period, treaty, revolt or club among people', async () => {
    const sentences = chunkText(
      normalizeText(
        "Pasarofça Antlaşması 1718'de imzalandı. Sultan III. Ahmed barışı kullandı. Lale Devri 1730'da sona erdi.",
      ),
      { sourceId: null, language: 'tr' },
    ).map((passage) => passage.text);
    expect(sentences.join(' ')).toContain('Sultan III. Ahmed barışı kullandı.');
    const history = await questionsFrom(
      "Lale Devri\n\nPasarofça Antlaşması 1718'de imzalandı. Paris'e giden Yirmisekiz Mehmed Çelebi, gördüklerini bir sefaretnamede anlattı. İbrahim Müteferrika ile Said Efendi, 1727'de ilk matbaayı kurdu. 1730'da çıkan Patrona Halil İsyanı sonucunda İbrahim Paşa öldürüldü. Lale Devri 1730'da sona erdi. Bu tür değişikliklere ıslahat denir.",
      'tr',
      { seed: 7 },
    );
    const volleyball = await questionsFrom(
      "Voleybol\n\nSerinyaka Gençlikspor'un takımı finalde Dereboyu Kolejispor'u 3-1 yendi. Başantrenör Serkan Yıldırım, oyuncularıyla gurur duyduğunu söyledi. Kulüp başkanı Nurten Aydoğan ödül töreninde konuştu. Takımın kaptanı Elif Karadağ maçın oyuncusu seçildi. Maçı yaklaşık 600 seyirci izledi.",
      'tr',
      { seed: 7 },
    );
    for (const question of [...history, ...volleyball]) {
      expect(question.text).not.toMatch(/tür değişikliklere/u);
      for (const option of question.options)
        expect(option).not.toMatch(/Devri|Antlaşması|İsyanı|Gençlikspor|Kolejispor/u);
    }
  });

  it('asks no button whose name a word of its sentence begins, in either case of the Turkish i', async () => {
    // Given the alarm panel's and the jump starter's manuals ("gece evde dolaşırken" for "Evdeyim", "sürekli ışık"
    // for "Işık")
    const panel = await questionsFrom(qualityDocument('holdout39/tr-doc-alarm-paneli.txt'), 'tr', { seed: 1002 });
    const starter = await questionsFrom(qualityDocument('holdout38/tr-doc-aku-takviye-cihazi.txt'), 'tr', {
      seed: 1002,
    });
    // then neither is asked
    const answers = [...panel, ...starter].map(answerOf);
    expect(answers).not.toContain('Evdeyim');
    expect(answers).not.toContain('Işık');
  });
});
