/**
 * Turkish semantic classes for the offline generator's one-word blanks (classes/index.ts): one class per line,
 * "name: member|member|…". Written on 2026-11-23 for Quizstream; this project's own work.
 */
export const CLASSES_TR = String.raw`
language: Türkçe|İngilizce|Almanca|Fransızca|İspanyolca|İtalyanca|Rusça|Arapça|Farsça|Çince|Japonca|Korece|Yunanca|Portekizce|Kürtçe|Hollandaca|İsveççe|Macarca|Bulgarca|Gürcüce|Ermenice|Azerice|Latince|Hintçe|Osmanlıca|Boşnakça|Arnavutça|Romence|Ukraynaca
health_profession: doktor|hemşire|eczacı|diş hekimi|fizyoterapist|diyetisyen|psikolog|veteriner|laborant|optisyen|odyolog|radyoloji teknisyeni
medical_specialist: cerrah|kardiyolog|nörolog|dermatolog|radyolog|psikiyatrist|ortopedist|onkolog|anestezi uzmanı|çocuk doktoru|göz doktoru|kadın doğum uzmanı|ürolog|dahiliye uzmanı
school_staff: öğretmen|okul müdürü|müdür yardımcısı|psikolojik danışman|kütüphaneci|okul hemşiresi|hizmetli|servis şoförü
building_trade: elektrikçi|tesisatçı|marangoz|duvarcı|boyacı|kaynakçı|çilingir|camcı|sıvacı|fayansçı|çatı ustası|parke ustası|alçıcı
artisan: terzi|berber|kunduracı|saatçi|matbaacı|çömlekçi|dokumacı|ciltçi|oymacı|kalaycı|bakırcı|demirci
hospitality_job: aşçı|garson|komi|bulaşıkçı|pastacı|fırıncı|resepsiyonist|kat görevlisi|vale|barmen|kasiyer|tezgahtar
office_job: sekreter|muhasebeci|çevirmen|programcı|danışman|satış temsilcisi|müşteri temsilcisi|insan kaynakları uzmanı|sistem yöneticisi|veri analisti|proje yöneticisi|banka memuru
legal_profession: yargıç|savcı|avukat|noter|arabulucu|bilirkişi|icra memuru|zabıt katibi
party_in_a_trial: davacı|davalı|sanık|tanık|mağdur|şüpheli|hükümlü|tutuklu
emergency_job: itfaiyeci|polis|jandarma|paramedik|zabıta|bekçi|güvenlik görevlisi|ambulans şoförü
transport_job: makinist|kondüktör|kabin memuru|taksici|kamyoncu|kurye|vatman|gemici|hava trafik kontrolörü|otobüs şoförü
rural_job: çiftçi|çoban|bahçıvan|arıcı|balıkçı|avcı|madenci|oduncu|ormancı|tarım işçisi|seracı
creative_profession: ressam|heykeltıraş|şair|romancı|besteci|şarkıcı|aktör|dansçı|yönetmen|fotoğrafçı|karikatürist
media_job: gazeteci|spiker|kameraman|editör|köşe yazarı|yapımcı|senarist|montajcı|seslendirme sanatçısı
scientist: kimyager|fizikçi|biyolog|jeolog|matematikçi|astronom|arkeolog|tarihçi|ekonomist|sosyolog|meteorolog|botanikçi|zoolog|antropolog
clergy: imam|müezzin|müftü|vaiz|rahip|haham|patrik|piskopos|rahibe|keşiş
ottoman_office: padişah|sadrazam|vezir|kadı|yeniçeri|sipahi|beylerbeyi|sancakbeyi|şeyhülislam|defterdar|kaptan-ı derya|kazasker
local_official: belediye başkanı|muhtar|vali|kaymakam|meclis üyesi|encümen üyesi|il müdürü|ihtiyar heyeti üyesi
national_official: cumhurbaşkanı|başbakan|milletvekili|büyükelçi|konsül|meclis başkanı|müsteşar|bakan yardımcısı
club_role: başkan|başkan yardımcısı|genel sekreter|sayman|denetçi|yönetim kurulu üyesi|sözcü|onursal başkan|kurucu üye
athlete: futbolcu|basketbolcu|voleybolcu|hentbolcu|yüzücü|güreşçi|boksör|jimnastikçi|tenisçi|okçu|halterci|judocu|kayakçı|koşucu|eskrimci|dağcı|binici
family_member: anne|baba|abla|ağabey|dede|babaanne|anneanne|amca|dayı|teyze|kuzen|yeğen|torun|damat|enişte|yenge|kayınvalide|kayınpeder|oğul
group_of_people: aile|öğrenci|turist|gönüllü|ziyaretçi|üye|taraftar|seyirci|yolcu|müşteri|esnaf|emekli|işçi|vatandaş|göçmen|mülteci|katılımcı|komşu
public_building: okul|hastane|kütüphane|müze|belediye binası|karakol|postane|itfaiye istasyonu|adliye|kültür merkezi|cezaevi|huzurevi|sağlık ocağı|vergi dairesi|nüfus müdürlüğü|tapu müdürlüğü|halk eğitim merkezi|gençlik merkezi
place_of_worship: cami|kilise|sinagog|tapınak|manastır|cemevi|tekke|türbe
historic_building: saray|kervansaray|medrese|külliye|hamam|bedesten|sur|kule|antik tiyatro|anıt|höyük|ören yeri
town_place: kent meydanı|çarşı|pazar yeri|mezarlık|çocuk bahçesi|mesire alanı|hayvanat bahçesi|botanik bahçesi|lunapark|sanayi sitesi|millet bahçesi
transport_place: otogar|tren istasyonu|havalimanı|liman|metro istasyonu|otobüs durağı|taksi durağı|marina|feribot iskelesi|otopark|benzin istasyonu
sports_venue: stadyum|spor salonu|yüzme havuzu|tenis kortu|atletizm pisti|halı saha|buz pisti|kayak merkezi|hipodrom|velodrom|golf sahası|basketbol sahası
shop: bakkal|kasap|manav|eczane|pastane|kırtasiye|kitapçı|çiçekçi|kuyumcu|nalbur|gözlükçü|oyuncakçı|ayakkabıcı|mobilyacı|tuhafiye|züccaciye|kuruyemişçi|şarküteri|büfe|süpermarket
place_to_eat: restoran|kafe|kahvehane|çay bahçesi|pideci|kebapçı|köfteci|meyhane|yemekhane|kantin|aşevi|börekçi|tatlıcı
accommodation: otel|motel|pansiyon|hostel|kamp alanı|tatil köyü|misafirhane|öğrenci yurdu|apart otel
dwelling: apartman|müstakil ev|villa|köşk|konak|yalı|gecekondu|rezidans|dubleks|stüdyo daire|çiftlik evi|dağ evi|yazlık|bungalov|prefabrik ev|konteyner ev
room: mutfak|oturma odası|yatak odası|banyo|tuvalet|balkon|koridor|antre|kiler|çalışma odası|çocuk odası|misafir odası|çatı katı|bodrum katı|garaj|teras|yemek odası|çamaşır odası
part_of_a_house: duvar|tavan|çatı|pencere|merdiven|baca|kiriş|oluk|asansör|korkuluk|pervaz|saçak|panjur|kepenk
farm_building: ahır|ağıl|kümes|samanlık|ambar|sera|silo|arı kovanı|değirmen
industrial_site: fabrika|maden ocağı|rafineri|tersane|dökümhane|arıtma tesisi|mezbaha|soğuk hava deposu|geri dönüşüm tesisi|antrepo
school_level: kreş|anaokulu|ilkokul|ortaokul|lise|önlisans|yüksek lisans|üniversite
school_subject: matematik|coğrafya|fizik|kimya|biyoloji|din kültürü|beden eğitimi|müzik|görsel sanatlar|felsefe|edebiyat|bilişim teknolojileri|teknoloji ve tasarım|sosyoloji|psikoloji|hayat bilgisi
field_of_study: tıp|hukuk|mühendislik|mimarlık|eczacılık|diş hekimliği|iktisat|ilahiyat|veterinerlik|hemşirelik|ziraat|gazetecilik|güzel sanatlar|uluslararası ilişkiler|kamu yönetimi
transport_mode: otobüs|tren|uçak|vapur|metro|tramvay|minibüs|araba|bisiklet|motosiklet|teleferik|feribot
work_vehicle: kamyon|kamyonet|traktör|forklift|ekskavatör|vinç|biçerdöver|greyder|buldozer|beton mikseri|itfaiye aracı|ambulans
watercraft: kayık|yelkenli|kano|denizaltı|tanker|römorkör|gondol|yük gemisi|yolcu gemisi|balıkçı teknesi|sürat teknesi|fırkateyn
part_of_a_car: motor|akü|radyatör|egzoz|şanzıman|karbüratör|buji|alternatör|marş motoru|yakıt deposu|amortisör|triger kayışı|debriyaj
car_body_part: kaput|tampon|çamurluk|ön cam|arka cam|dikiz aynası|yan ayna|tekerlek|jant|plaka|stepne|kapı kolu
car_switch: far|silecek|korna|radyo|dörtlü flaşör|arka cam rezistansı|koltuk ısıtma|hız sabitleyici|park sensörü|geri görüş kamerası
part_of_a_bicycle: gidon|bisiklet selesi|pedal|zincir|aynakol|zil|jant teli|iç lastik|dış lastik|fren kolu|vites değiştirici
way: cadde|sokak|bulvar|otoyol|patika|çevre yolu|bisiklet yolu|sahil yolu|toprak yol|köy yolu|kaldırım|yaya yolu
road_feature: köprü|tünel|kavşak|yaya geçidi|alt geçit|üst geçit|trafik lambası|kasis|refüj|bariyer|viyadük
large_appliance: buzdolabı|çamaşır makinesi|bulaşık makinesi|kurutma makinesi|derin dondurucu|mikrodalga fırın|ankastre fırın|aspiratör|klima|elektrikli süpürge
small_appliance: ütü|su ısıtıcısı|tost makinesi|kahve makinesi|blender|mikser|saç kurutma makinesi|vantilatör|elektrikli ısıtıcı|robot süpürge|ekmek kızartma makinesi|çay makinesi|mutfak robotu|meyve sıkacağı|saç düzleştirici|tıraş makinesi
home_heating: kombi|kalorifer|soba|şömine|yerden ısıtma|ısı pompası|şofben|termosifon
furniture: masa|sandalye|koltuk|kanepe|yatak|dolap|kitaplık|komodin|şifonyer|sehpa|tabure|berjer|ranza|beşik|ayakkabılık|portmanto|puf|raf
soft_furnishing: havlu|perde|halı|kilim|paspas|masa örtüsü|minder|jaluzi
kitchen_utensil: bıçak|kaşık|çatal|spatula|rende|süzgeç|oklava|kevgir|huni|kesme tahtası|tel çırpma|tirbuşon|konserve açacağı
cookware: tencere|tava|cezve|demlik|çaydanlık|sahan|fırın tepsisi|kek kalıbı|güveç
tableware: tabak|kase|bardak|fincan|sürahi|tuzluk|biberlik|şekerlik|peçetelik|tepsi|kadeh
container: kutu|şişe|kavanoz|kova|sepet|çuval|torba|bidon|teneke|tüp|matara|termos|konteyner|fıçı|çanta|valiz
personal_care_item: şampuan|diş macunu|diş fırçası|tarak|deodorant|güneş kremi|nemlendirici|saç kremi|tıraş bıçağı|parfüm|kolonya|ıslak mendil|tuvalet kağıdı
workshop_tool: çekiç|tornavida|pense|testere|matkap|İngiliz anahtarı|kerpeten|eğe|keski|mengene|zımpara|şerit metre|su terazisi|maket bıçağı|havya|silikon tabancası|alyan anahtarı|tel fırça
garden_tool: balta|tırpan|orak|tırmık|budama makası|el arabası|bahçe hortumu|çim biçme makinesi|sulama kovası
stationery: silgi|cetvel|defter|kalemtıraş|pergel|iletki|gönye|makas|zımba|ataş|seloteyp|yapıştırıcı|klasör|ajanda|hesap makinesi|kalem kutusu
electronic_device: dizüstü bilgisayar|masaüstü bilgisayar|akıllı telefon|akıllı saat|e-kitap okuyucu|oyun konsolu|televizyon|fotoğraf makinesi|video kamera|akıllı hoparlör
computer_part: işlemci|anakart|ekran kartı|RAM|güç kaynağı|ses kartı|fan|yonga seti
peripheral: klavye|mouse|monitör|yazıcı|hoparlör|mikrofon|kulaklık|web kamerası|projektör|oyun kolu|grafik tablet|dokunmatik yüzey
part_of_a_phone: ekran|batarya|şarj girişi|SIM kart|ses tuşu|güç düğmesi|parmak izi okuyucu|kulaklık girişi|ön kamera|arka kamera|titreşim motoru
network_device: modem|yönlendirici|ağ anahtarı|erişim noktası|menzil genişletici|ağ kartı|güvenlik duvarı|ağ geçidi
storage_medium: sabit disk|SSD|USB bellek|hafıza kartı|CD|DVD|disket|bulut depolama|harici disk|Blu-ray|manyetik bant
software: işletim sistemi|web tarayıcısı|kelime işlemci|hesap tablosu|sunum programı|e-posta istemcisi|antivirüs programı|veritabanı|derleyici|medya oynatıcı|fotoğraf düzenleyici|yedekleme yazılımı|muhasebe programı
official_document: ruhsat|izin belgesi|diploma|sertifika|kimlik kartı|pasaport|ehliyet|tapu|vekaletname|ikametgah|nüfus kayıt örneği|adli sicil kaydı
business_document: rapor|fatura|sözleşme|dilekçe|makbuz|tutanak|senet|poliçe|özgeçmiş|başvuru formu|irsaliye|dekont|bordro
legal_text: anayasa|kanun|yönetmelik|genelge|tüzük|kararname|yönerge|antlaşma
material: ahşap|plastik|cam|kağıt|karton|seramik|kauçuk|köpük|strafor|silikon|kil|bambu|hasır|lateks
building_material: beton|tuğla|çimento|kum|çakıl|kireç|alçı|briket|kiremit|fayans|parke|asfalt|sıva|taş yünü|cam yünü|inşaat demiri
fabric: yün|keten|polyester|naylon|kadife|denim|saten|şifon|tül|kaşmir|viskon|akrilik|gabardin|flanel|tiftik
metal: demir|bakır|alüminyum|altın|gümüş|çinko|kalay|nikel|krom|titanyum|platin|civa|tungsten|kobalt|çelik|bronz
gas: oksijen|azot|hidrojen|karbondioksit|helyum|metan|ozon|argon|neon|amonyak|karbon monoksit|klor|propan|bütan|su buharı|kükürt dioksit
fuel: kömür|doğalgaz|petrol|benzin|motorin|LPG|odun|biyogaz|uranyum|gazyağı|pelet|fuel oil|biyodizel
energy_source: güneş enerjisi|rüzgar enerjisi|hidroelektrik enerji|jeotermal enerji|biyokütle enerjisi|dalga enerjisi|gelgit enerjisi|hidrojen enerjisi
form_of_energy: mekanik enerji|ısı enerjisi|ışık enerjisi|ses enerjisi|elektrik enerjisi|kimyasal enerji|nükleer enerji|manyetik enerji
rock: granit|mermer|bazalt|kireçtaşı|kumtaşı|şist|obsidyen|tüf|andezit|travertin|kiltaşı|gnays|çakıltaşı|ponza taşı|kuvarsit
mineral: kuvars|feldspat|mika|kalsit|alçıtaşı|boraks|kaya tuzu|grafit|talk|pirit|hematit|manyetit|boksit|olivin|zirkon
soil: kumlu toprak|killi toprak|humuslu toprak|tınlı toprak|kireçli toprak|alüvyal toprak|terra rossa|podzol|çernozyom|laterit|tundra toprağı|çöl toprağı
grain: buğday|arpa|çavdar|yulaf|çeltik|darı|kinoa|karabuğday|sorgum
industrial_crop: pamuk|tütün|şeker pancarı|ayçiçeği|haşhaş|kenevir|soya|kanola|aspir|şeker kamışı
legume: nohut|mercimek|kuru fasulye|bakla|bezelye|börülce|yer fıstığı|maş fasulyesi
nut: fındık|ceviz|badem|antep fıstığı|kestane|kaju|çam fıstığı|hindistan cevizi
fruit: elma|armut|muz|portakal|mandalina|limon|çilek|kiraz|vişne|şeftali|kayısı|erik|üzüm|karpuz|kavun|incir|nar|ayva|dut|greyfurt|ananas|kivi|avokado|hurma|böğürtlen|ahududu|yaban mersini|mango|muşmula|iğde
vegetable: domates|biber|patlıcan|salatalık|havuç|patates|soğan|sarımsak|ıspanak|lahana|karnabahar|brokoli|kabak|pırasa|marul|turp|pancar|bamya|enginar|kereviz|taze fasulye|semizotu|kuşkonmaz
herb_or_spice: maydanoz|dereotu|nane|fesleğen|kekik|biberiye|tarçın|karabiber|kimyon|pul biber|sumak|zerdeçal|zencefil|vanilya|safran|hardal|çörek otu|anason
staple_food: ekmek|peynir|zeytin|bal|reçel|tereyağı|yumurta|yoğurt|sucuk|pekmez|tahin|margarin|zeytinyağı|salam
dish: pilav|makarna|börek|köfte|kebap|mantı|lahmacun|pide|menemen|omlet|tost|pizza|hamburger|gözleme|karnıyarık|musakka|çorba|salata
dessert: baklava|künefe|sütlaç|lokum|helva|aşure|kadayıf|revani|dondurma|pasta|kek|kurabiye|puding|çikolata|şekerpare|keşkül|muhallebi
drink: süt|ayran|kahve|meyve suyu|limonata|şalgam suyu|boza|sahlep|kola|maden suyu|kefir|şıra|şerbet|sıcak çikolata|bitki çayı|gazoz
farm_animal: inek|keçi|eşek|tavuk|horoz|hindi|ördek|öküz|deve|katır|kuzu|buzağı|boğa|domuz
pet: kedi|köpek|muhabbet kuşu|kanarya|hamster|akvaryum balığı|papağan|tavşan|kobay
woodland_animal: tilki|geyik|sincap|kirpi|porsuk|vaşak|çakal|yaban domuzu|karaca|dağ keçisi|kunduz|su samuru|sansar|yarasa|köstebek|boz ayı|yaban tavşanı
wild_mammal_of_far_lands: aslan|kaplan|fil|zürafa|zebra|gergedan|su aygırı|goril|şempanze|orangutan|kanguru|koala|panda|leopar|çita|kutup ayısı
bird: serçe|kartal|baykuş|karga|güvercin|leylek|kırlangıç|martı|flamingo|pelikan|penguen|devekuşu|tavus kuşu|bülbül|saka|sığırcık|ağaçkakan|akbaba|turna|kuğu|keklik|bıldırcın|atmaca|kumru|ispinoz|balıkçıl
fish: hamsi|palamut|lüfer|levrek|çipura|alabalık|sardalya|uskumru|somon|ton balığı|istavrit|mezgit|sazan|kefal|dil balığı|turna balığı|yayın balığı|morina|zargana|kılıç balığı
sea_creature: balina|ahtapot|kalamar|midye|istiridye|karides|yengeç|ıstakoz|denizanası|denizyıldızı|deniz kestanesi|fok|deniz kaplumbağası|mercan|köpek balığı
insect: arı|karınca|sinek|sivrisinek|kelebek|çekirge|uğur böceği|hamamböceği|ateşböceği|yusufçuk|ağustos böceği|pire|güve|tırtıl|termit|eşek arısı|ipek böceği
minibeast: örümcek|kene|solucan|salyangoz|sümüklüböcek|kırkayak|çıyan|tespih böceği|akrep
reptile_or_amphibian: yılan|kertenkele|kaplumbağa|timsah|kurbağa|semender|bukalemun|iguana|komodo ejderi
microorganism: bakteri|virüs|maya|alg|amip|öglena|paramesyum|plazmodyum|küf
tree: meşe|çam|kavak|söğüt|çınar|ladin|köknar|ardıç|gürgen|ıhlamur|akasya|okaliptüs|huş|dişbudak|palmiye|selvi|akçaağaç|karaağaç|sığla|kızılağaç|zeytin ağacı|ceviz ağacı
flower: lale|papatya|menekşe|zambak|orkide|nergis|sümbül|leylak|ortanca|begonya|kardelen|manolya|açelya|şakayık|kasımpatı|begonvil|sardunya|mor salkım|frezya|lavanta
part_of_a_plant: kök|gövde|yaprak|çiçek|tohum|tomurcuk|diken|filiz|meyve
part_of_a_cell: hücre zarı|hücre duvarı|sitoplazma|mitokondri|ribozom|kloroplast|koful|golgi cisimciği|endoplazmik retikulum|lizozom|sentrozom|çekirdekçik
part_of_the_head: yanak|çene|kulak|göz|dudak|kaş|kirpik|şakak|göz kapağı|diş|saç|ense
part_of_the_body: boyun|göğüs|sırt|bacak|ayak|parmak|avuç|kasık|koltuk altı
joint: omuz|dirsek|el bileği|kalça|diz|ayak bileği|parmak eklemi|çene eklemi
organ: kalp|akciğer|karaciğer|böbrek|mide|beyin|bağırsak|dalak|pankreas|safra kesesi|mesane|yemek borusu|soluk borusu|tiroid bezi|omurilik|rahim
bone: kafatası|omurga|kaburga|leğen kemiği|uyluk kemiği|köprücük kemiği|kürek kemiği|göğüs kemiği|kaval kemiği|diz kapağı|çene kemiği
body_fluid: kan|lenf|tükürük|ter|gözyaşı|safra|idrar|balgam
infectious_disease: grip|nezle|zatürre|tüberküloz|sıtma|kolera|kızamık|su çiçeği|kabakulak|boğmaca|difteri|tetanoz|kuduz|hepatit|menenjit|çocuk felci|veba|tifo|kızamıkçık
chronic_condition: diyabet|astım|kanser|alerji|migren|bronşit|hipertansiyon|obezite|romatizma|Alzheimer|Parkinson|kalp yetmezliği|böbrek yetmezliği|osteoporoz|anemi|epilepsi
symptom: öksürük|baş ağrısı|bulantı|kusma|ishal|kabızlık|halsizlik|baş dönmesi|burun akıntısı|boğaz ağrısı|karın ağrısı|hapşırma|kaşıntı|nefes darlığı|çarpıntı|iştahsızlık|uykusuzluk
injury: burkulma|yanık|sıyrık|çıkık|kemik kırığı|beyin sarsıntısı|kas yırtılması|zehirlenme|böcek sokması
medicine: antibiyotik|ağrı kesici|aşı|merhem|şurup|ateş düşürücü|insülin|antihistaminik|kan sulandırıcı|göz damlası|burun spreyi|antidepresan|tansiyon ilacı|mide koruyucu
treatment: ameliyat|fizik tedavi|kemoterapi|radyoterapi|diyaliz|kan nakli|organ nakli|psikoterapi|akupunktur
ball_game: futbol|basketbol|voleybol|hentbol|tenis|masa tenisi|badminton|golf|beyzbol|ragbi|su topu|bowling|bilardo|kriket|Amerikan futbolu
combat_sport: güreş|boks|judo|karate|tekvando|eskrim|kick boks|aikido|kung fu|muay thai|sumo
individual_sport: yüzme|atletizm|jimnastik|okçuluk|halter|binicilik|dağcılık|triatlon|atıcılık|dalış|sörf|satranç|modern pentatlon
winter_sport: kayak|snowboard|buz pateni|buz hokeyi|körling|kızak|biatlon|bobsley
sports_equipment: raket|pota|krampon|kask|dizlik|dambıl|koşu bandı|kondisyon bisikleti|atlama ipi|jimnastik minderi|yüzücü gözlüğü|boks eldiveni|kaleci eldiveni
western_instrument: piyano|keman|gitar|flüt|trompet|saksafon|klarnet|viyola|viyolonsel|kontrbas|arp|akordeon|mandolin|obua|fagot|trombon|ksilofon|davul|melodika|armonika
turkish_instrument: ud|ney|kemençe|zurna|darbuka|def|kaval|tambur|santur|rebap|cura|kabak kemane|çöğür
music_genre: pop|rock|caz|klasik müzik|Türk halk müziği|Türk sanat müziği|arabesk|rap|blues|reggae|elektronik müzik
art_form: resim|heykel|dans|tiyatro|sinema|opera|bale|fotoğrafçılık|karikatür|grafik tasarım|gravür
literary_form: roman|öykü|şiir|makale|masal|destan|efsane|biyografi|otobiyografi|hatırat|gezi yazısı|mektup|köşe yazısı|röportaj|fabl
folk_literature: ninni|atasözü|deyim|bilmece|tekerleme|türkü|ağıt|halk hikayesi
holiday: Ramazan Bayramı|Kurban Bayramı|Cumhuriyet Bayramı|yılbaşı|Nevruz|Hıdırellez|Öğretmenler Günü|Anneler Günü|Babalar Günü|Ulusal Egemenlik ve Çocuk Bayramı|Gençlik ve Spor Bayramı|Zafer Bayramı|Noel|Paskalya|Sevgililer Günü
public_event: festival|konser|fuar|turnuva|sergi|yarışma|tören|kermes|panayır|miting|gala|defile
private_event: düğün|cenaze|doğum günü|kına gecesi|mezuniyet|nikah|yıl dönümü|emeklilik
colour: kırmızı|mavi|yeşil|sarı|turuncu|mor|pembe|kahverengi|siyah|beyaz|gri|lacivert|bordo|turkuaz|bej|eflatun|haki|füme|fuşya
shape: kare|dikdörtgen|üçgen|çember|elips|beşgen|altıgen|sekizgen|paralelkenar|eşkenar dörtgen|deltoid|küre|silindir|koni|prizma|piramit
emotion: mutluluk|üzüntü|öfke|korku|şaşkınlık|tiksinti|kıskançlık|utanç|heyecan|merak|endişe|gurur|suçluluk|yalnızlık|özlem|umut|hayal kırıklığı|pişmanlık|nefret|sevgi|huzur
virtue: dürüstlük|sorumluluk|saygı|hoşgörü|yardımseverlik|dayanışma|sabır|cesaret|alçakgönüllülük|vatanseverlik|empati|çalışkanlık|merhamet|adalet|cömertlik
garment: gömlek|pantolon|etek|ceket|mont|palto|hırka|tişört|şort|yelek|takım elbise|pijama|eşofman|mayo|bluz|yağmurluk|önlük|kaban
accessory: atkı|bere|şapka|eldiven|kravat|papyon|başörtüsü|şal|fular|gözlük|çorap
footwear: çizme|sandalet|terlik|spor ayakkabı|topuklu ayakkabı|babet|mokasen|patik|galoş|postal|çarık|takunya
weather_condition: yağmur|kar|çisenti|sulu sepken|çiy|kırağı|sis|pus
weather_event: fırtına|kasırga|yıldırım|gök gürültüsü|ayaz|sıcak hava dalgası|soğuk hava dalgası|tipi|rüzgar
climate_type: Akdeniz iklimi|Karadeniz iklimi|karasal iklim|tropikal iklim|muson iklimi|çöl iklimi|tundra iklimi|ılıman okyanus iklimi|kutup iklimi|savan iklimi|step iklimi
natural_disaster: deprem|sel|heyelan|çığ|tsunami|orman yangını|kuraklık|yanardağ patlaması|salgın|kaya düşmesi|erozyon
environmental_problem: küresel ısınma|asit yağmuru|çölleşme|ormansızlaşma|biyolojik çeşitlilik kaybı|aşırı avlanma|aşırı otlatma|toprak tuzlanması|sera etkisi
pollution: hava kirliliği|su kirliliği|toprak kirliliği|gürültü kirliliği|ışık kirliliği|radyoaktif kirlilik|görüntü kirliliği|termal kirlilik
biome: tundra|tayga|savan|bozkır|maki|çayır|yağmur ormanı|mangrov|mercan resifi
landform: dağ|tepe|ova|vadi|plato|kanyon|mağara|ada|yarımada|delta|falez|çöl|krater|kumsal|obruk|peribacası|buzul|dağ geçidi
body_of_water: göl|nehir|dere|deniz|okyanus|gölet|şelale|bataklık|lagün|haliç|körfez|pınar|yeraltı suyu
river_of_turkey: Kızılırmak|Sakarya Nehri|Fırat|Dicle|Yeşilırmak|Seyhan|Ceyhan|Büyük Menderes|Gediz|Meriç|Aras|Çoruh|Susurluk|Asi Nehri|Göksu|Dalaman
neighbour_of_turkey: Yunanistan|Bulgaristan|Gürcistan|Ermenistan|Azerbaycan|İran|Irak|Suriye
european_country: Almanya|Fransa|İtalya|İspanya|İngiltere|Hollanda|Belçika|Avusturya|İsviçre|Polonya|Portekiz|Romanya|Macaristan|İsveç|Norveç|Danimarka|Finlandiya|Çekya|Sırbistan|Hırvatistan|Rusya|Ukrayna|İrlanda
country_beyond_europe: Çin|Japonya|Hindistan|Brezilya|Kanada|Meksika|Arjantin|Kazakistan|Pakistan|Endonezya|Güney Kore|Amerika Birleşik Devletleri|Suudi Arabistan|Nijerya|Güney Afrika|Özbekistan|Türkmenistan|Kırgızistan
city_of_turkey: İstanbul|Ankara|İzmir|Bursa|Antalya|Adana|Konya|Gaziantep|Trabzon|Erzurum|Diyarbakır|Samsun|Eskişehir|Kayseri|Mersin|Van|Malatya|Denizli|Sivas|Edirne|Çanakkale|Hatay|Kocaeli|Manisa|Şanlıurfa|Muğla|Rize|Kars|Mardin|Tekirdağ|Balıkesir|Zonguldak|Elazığ|Bolu
celestial_body: gezegen|uydu|kuyruklu yıldız|göktaşı|asteroit|galaksi|bulutsu|kara delik|takımyıldız|cüce gezegen|süpernova|yıldız kümesi|nötron yıldızı
unit_of_length: milimetre|santimetre|desimetre|metre|kilometre|mikrometre|nanometre|inç|yarda|deniz mili|ışık yılı|astronomik birim|arşın
unit_of_area: metrekare|kilometrekare|hektar|dönüm|santimetrekare|milimetrekare|desimetrekare|akre
unit_of_mass: gram|kilogram|miligram|mikrogram|ons|libre|okka|karat|dirhem|kental
unit_of_volume: litre|mililitre|santilitre|desilitre|metreküp|santimetreküp|desimetreküp|galon|varil|hektolitre
simple_machine: kaldıraç|sabit makara|hareketli makara|palanga|eğik düzlem|vida|çıkrık|dişli çark|kasnak
electrical_component: kondansatör|diyot|transistör|bobin|pil|ampul|LED|röle|entegre devre|potansiyometre|transformatör|mikrodenetleyici
measuring_instrument: mikroskop|teleskop|termometre|barometre|ampermetre|voltmetre|dinamometre|terazi|kronometre|higrometre|anemometre|sismograf|pusula
lab_equipment: deney tüpü|beherglas|erlenmeyer|mezur|pipet|büret|bunsen beki|ispirto ocağı|balon joje|petri kabı|damlalık|saat camı
currency: lira|dolar|euro|sterlin|yen|ruble|yuan|riyal|rupi|peso|won|dinar|manat|lev|kron|zloti|forint|tenge
payment: maaş|kira|aidat|faiz|prim|burs|ikramiye|depozito|bağış|vergi|para cezası|borç|yevmiye|harçlık|tazminat|nafaka|temettü
tax: gelir vergisi|kurumlar vergisi|katma değer vergisi|emlak vergisi|motorlu taşıtlar vergisi|özel tüketim vergisi|damga vergisi|veraset ve intikal vergisi|gümrük vergisi|çevre temizlik vergisi
economic_indicator: enflasyon|işsizlik oranı|döviz kuru|ihracat|ithalat|bütçe açığı|cari açık|gayrisafi yurt içi hasıla|deflasyon|kişi başı gelir|dış borç|faiz oranı|büyüme oranı|borsa endeksi
economic_sector: tarım|sanayi|turizm|madencilik|inşaat|ticaret|ulaştırma|bankacılık|bilişim|sigortacılık
farm_work: hasat|çapalama|budama|ilaçlama|sulama|gübreleme|harman|toprak işleme
local_government_body: belediye|belediye meclisi|belediye encümeni|valilik|kaymakamlık|muhtarlık|il özel idaresi|il genel meclisi|ihtiyar heyeti
form_of_government: monarşi|oligarşi|teokrasi|meşrutiyet|cumhuriyet|aristokrasi|diktatörlük|demokrasi
crime: hırsızlık|dolandırıcılık|gasp|rüşvet|kaçakçılık|sahtecilik|cinayet|yaralama|hakaret|zimmet|kundaklama|şantaj|adam kaçırma
incident: trafik kazası|iş kazası|yangın|boğulma|elektrik çarpması|gaz kaçağı|patlama|göçük|su baskını|elektrik kesintisi|su kesintisi
municipal_service: çöp toplama|sokak temizliği|karla mücadele|park bakımı|sokak aydınlatması|toplu taşıma|kanalizasyon|asfaltlama|su şebekesi|sosyal yardım|evde bakım hizmeti
ancient_civilisation: Hitit|Frig|Lidya|İyon|Urartu|Sümer|Asur|Babil|Pers|Fenike|Akad|Elam
historical_age: Yontma Taş Devri|Orta Taş Devri|Cilalı Taş Devri|Bakır Çağı|Tunç Çağı|Demir Çağı|İlk Çağ|Orta Çağ|Yeni Çağ|Yakın Çağ
historical_event: Rönesans|Aydınlanma Çağı|Sanayi Devrimi|Fransız İhtilali|Kurtuluş Savaşı|Birinci Dünya Savaşı|İkinci Dünya Savaşı|Haçlı Seferleri|Coğrafi Keşifler|Soğuk Savaş|Lale Devri|Tanzimat|Kavimler Göçü
`;
