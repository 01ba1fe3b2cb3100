/**
 * English semantic classes for the offline generator's one-word blanks (classes/index.ts): one class per line,
 * "name: member|member|…". Written on 2026-11-23 for Quizstream; this project's own work.
 */
export const CLASSES_EN = String.raw`
language: English|French|German|Spanish|Italian|Portuguese|Russian|Chinese|Japanese|Arabic|Turkish|Greek|Dutch|Swedish|Hindi|Urdu|Bengali|Korean|Hebrew|Persian|Welsh|Swahili|Norwegian|Danish|Finnish|Hungarian|Ukrainian|Kurdish
health_profession: doctor/doctors|nurse/nurses|dentist/dentists|pharmacist/pharmacists|midwife/midwives|physiotherapist/physiotherapists|optician/opticians|psychologist/psychologists|dietitian/dietitians|radiographer/radiographers|veterinarian/veterinarians
medical_specialist: surgeon/surgeons|paediatrician/paediatricians|cardiologist/cardiologists|dermatologist/dermatologists|neurologist/neurologists|psychiatrist/psychiatrists|anaesthetist/anaesthetists|radiologist/radiologists|oncologist/oncologists|gynaecologist/gynaecologists|ophthalmologist/ophthalmologists
education_job: teacher/teachers|lecturer/lecturers|tutor/tutors|librarian/librarians|caretaker/caretakers|counsellor/counsellors|childminder/childminders|nanny/nannies|examiner/examiners
trade: plumber/plumbers|electrician/electricians|carpenter/carpenters|bricklayer/bricklayers|plasterer/plasterers|roofer/roofers|welder/welders|locksmith/locksmiths|glazier/glaziers|decorator/decorators|tiler/tilers|blacksmith/blacksmiths|stonemason/stonemasons|upholsterer/upholsterers
office_profession: accountant/accountants|lawyer/lawyers|receptionist/receptionists|clerk/clerks|architect/architects|engineer/engineers|programmer/programmers|designer/designers|journalist/journalists|translator/translators|banker/bankers|auditor/auditors
shop_and_hospitality_job: waiter/waiters|chef/chefs|baker/bakers|butcher/butchers|barber/barbers|hairdresser/hairdressers|shopkeeper/shopkeepers|cashier/cashiers|florist/florists|grocer/grocers|bartender/bartenders|housekeeper/housekeepers|courier/couriers
rural_job: farmer/farmers|fisherman/fishermen|shepherd/shepherds|miner/miners|beekeeper/beekeepers|gardener/gardeners|lumberjack/lumberjacks|forester/foresters
creative_profession: sculptor/sculptors|singer/singers|actor/actors|dancer/dancers|photographer/photographers|novelist/novelists|poet/poets|composer/composers|illustrator/illustrators|filmmaker/filmmakers
scientist_by_field: biologist/biologists|physicist/physicists|geologist/geologists|astronomer/astronomers|botanist/botanists|zoologist/zoologists|archaeologist/archaeologists|historian/historians|mathematician/mathematicians|geographer/geographers|ecologist/ecologists|meteorologist/meteorologists|economist/economists
emergency_and_uniformed_job: firefighter/firefighters|paramedic/paramedics|lifeguard/lifeguards|coastguard/coastguards|detective/detectives|constable/constables|soldier/soldiers|sailor/sailors|warden/wardens|sergeant/sergeants
clergy: vicar/vicars|bishop/bishops|imam/imams|rabbi/rabbis|chaplain/chaplains|deacon/deacons|pastor/pastors|pope/popes
person_in_history: peasant/peasants|merchant/merchants|slave/slaves|monk/monks|nun/nuns|priest/priests|pilgrim/pilgrims|explorer/explorers|settler/settlers|nomad/nomads|warrior/warriors|missionary/missionaries
royal_or_noble_title: king/kings|queen/queens|prince/princes|princess/princesses|emperor/emperors|empress/empresses|duke/dukes|duchess/duchesses|pharaoh/pharaohs|sultan/sultans|tsar/tsars|baron/barons|knight/knights
office_holder: mayor/mayors|councillor/councillors|minister/ministers|senator/senators|ambassador/ambassadors|chancellor/chancellors|president/presidents|treasurer/treasurers|chairman/chairmen|trustee/trustees|spokesman/spokesmen|delegate/delegates
athlete: swimmer/swimmers|skier/skiers|sprinter/sprinters|golfer/golfers|wrestler/wrestlers|gymnast/gymnasts|footballer/footballers|cricketer/cricketers|rower/rowers|skater/skaters|jockey/jockeys|surfer/surfers
family_member: mother/mothers|father/fathers|sister/sisters|brother/brothers|son/sons|daughter/daughters|grandmother/grandmothers|grandfather/grandfathers|aunt/aunts|uncle/uncles|cousin/cousins|nephew/nephews|niece/nieces|husband/husbands|wife/wives|grandson/grandsons|granddaughter/granddaughters
group_of_people: family/families|resident/residents|tourist/tourists|volunteer/volunteers|visitor/visitors|member/members|student/students|customer/customers|spectator/spectators|pensioner/pensioners|neighbour/neighbours|voter/voters|taxpayer/taxpayers|worker/workers
road_user: pedestrian/pedestrians|cyclist/cyclists|motorist/motorists|passenger/passengers|commuter/commuters|hitchhiker/hitchhikers|skateboarder/skateboarders|horse rider/horse riders|wheelchair user/wheelchair users
historical_people: Roman/Romans|Viking/Vikings|Aztec/Aztecs|Inca/Incas|Celt/Celts|Saxon/Saxons|Mongol/Mongols|Phoenician/Phoenicians|Babylonian/Babylonians|Sumerian/Sumerians|Hittite/Hittites
public_building: library/libraries|museum/museums|hospital/hospitals|school/schools|theatre/theatres|cinema/cinemas|prison/prisons|courthouse/courthouses|airport/airports|clinic/clinics|zoo/zoos|aquarium/aquariums|embassy/embassies|observatory/observatories|college/colleges|town hall/town halls|fire station/fire stations|post office/post offices
place_of_worship: church/churches|mosque/mosques|synagogue/synagogues|cathedral/cathedrals|chapel/chapels|monastery/monasteries|abbey/abbeys|shrine/shrines|convent/convents|pagoda/pagodas
sports_venue: stadium/stadiums|arena/arenas|gym/gyms|rink/rinks|velodrome/velodromes|racecourse/racecourses|clubhouse/clubhouses|pavilion/pavilions|swimming pool/swimming pools|leisure centre/leisure centres
outdoor_public_place: playground/playgrounds|cemetery/cemeteries|harbour/harbours|marina/marinas|allotment/allotments|pier/piers|promenade/promenades|plaza/plazas|skatepark/skateparks|car park/car parks
industrial_site: factory/factories|warehouse/warehouses|sawmill/sawmills|brewery/breweries|refinery/refineries|foundry/foundries|shipyard/shipyards|distillery/distilleries|laboratory/laboratories|tannery/tanneries|slaughterhouse/slaughterhouses|power station/power stations
place_to_eat: café/cafés|restaurant/restaurants|pub/pubs|canteen/canteens|bistro/bistros|tearoom/tearooms|pizzeria/pizzerias|takeaway/takeaways
kind_of_shop: bakery/bakeries|pharmacy/pharmacies|bookshop/bookshops|supermarket/supermarkets|boutique/boutiques|delicatessen/delicatessens|launderette/launderettes|toyshop/toyshops|newsagent/newsagents|kiosk/kiosks|hypermarket/hypermarkets|garden centre/garden centres
dwelling_or_lodging: apartment/apartments|cottage/cottages|bungalow/bungalows|hut/huts|tent/tents|caravan/caravans|mansion/mansions|farmhouse/farmhouses|castle/castles|palace/palaces|igloo/igloos|chalet/chalets|hotel/hotels|hostel/hostels|motel/motels|guesthouse/guesthouses|inn/inns|campsite/campsites
settlement: hamlet/hamlets|village/villages|town/towns|city/cities|suburb/suburbs|metropolis/metropolises|conurbation/conurbations|slum/slums
administrative_area: province/provinces|county/counties|district/districts|borough/boroughs|municipality/municipalities|canton/cantons|constituency/constituencies|prefecture/prefectures
room: kitchen/kitchens|bedroom/bedrooms|bathroom/bathrooms|lounge/lounges|hallway/hallways|attic/attics|cellar/cellars|pantry/pantries|conservatory/conservatories|balcony/balconies|porch/porches|playroom/playrooms|living room/living rooms|dining room/dining rooms
part_of_a_house: roof/roofs|chimney/chimneys|staircase/staircases|gutter/gutters|fireplace/fireplaces|gate/gates|fence/fences|doorbell/doorbells|letterbox/letterboxes|skylight/skylights
furniture: sofa/sofas|wardrobe/wardrobes|cupboard/cupboards|desk/desks|bookcase/bookcases|stool/stools|bench/benches|armchair/armchairs|cot/cots|sideboard/sideboards|hammock/hammocks|bunk bed/bunk beds
soft_furnishing: curtain/curtains|carpet/carpets|cushion/cushions|pillow/pillows|duvet/duvets|towel/towels|tablecloth/tablecloths|mattress/mattresses|napkin/napkins|doormat/doormats
household_appliance: fridge/fridges|freezer/freezers|oven/ovens|dishwasher/dishwashers|kettle/kettles|toaster/toasters|dryer/dryers|blender/blenders|heater/heaters|hob/hobs|dehumidifier/dehumidifiers|boiler/boilers|juicer/juicers|washing machine/washing machines|vacuum cleaner/vacuum cleaners
cookware_and_tableware: saucepan/saucepans|wok/woks|teapot/teapots|mug/mugs|jug/jugs|saucer/saucers|tray/trays|platter/platters|cauldron/cauldrons|frying pan/frying pans
kitchen_utensil: knife/knives|fork/forks|spoon/spoons|ladle/ladles|whisk/whisks|spatula/spatulas|grater/graters|peeler/peelers|colander/colanders|sieve/sieves|corkscrew/corkscrews|rolling pin/rolling pins|tongs
container: bag/bags|bottle/bottles|jar/jars|basket/baskets|bucket/buckets|crate/crates|barrel/barrels|carton/cartons|bin/bins|tub/tubs|suitcase/suitcases
workshop_tool: hammer/hammers|screwdriver/screwdrivers|spanner/spanners|chisel/chisels|crowbar/crowbars|clamp/clamps|hacksaw/hacksaws|tape measure/tape measures|pliers|sandpaper
garden_tool: spade/spades|rake/rakes|hoe/hoes|trowel/trowels|wheelbarrow/wheelbarrows|hose/hoses|lawnmower/lawnmowers|pitchfork/pitchforks|sprinkler/sprinklers|strimmer/strimmers|watering can/watering cans|shears|secateurs
stationery: pencil/pencils|eraser/erasers|stapler/staplers|notebook/notebooks|envelope/envelopes|paperclip/paperclips|highlighter/highlighters|sharpener/sharpeners|calculator/calculators|folder/folders|crayon/crayons|scissors|glue
mechanical_part: lever/levers|pulley/pulleys|wedge/wedges|screw/screws|axle/axles|piston/pistons|cog/cogs|bolt/bolts|hinge/hinges|rivet/rivets|ratchet/ratchets|flywheel/flywheels
vehicle: car/cars|bus/buses|lorry/lorries|van/vans|tram/trams|bicycle/bicycles|motorcycle/motorcycles|scooter/scooters|taxi/taxis|ambulance/ambulances|tractor/tractors|bulldozer/bulldozers|aeroplane/aeroplanes|helicopter/helicopters|glider/gliders|fire engine/fire engines
watercraft: ferry/ferries|yacht/yachts|canoe/canoes|kayak/kayaks|submarine/submarines|tanker/tankers|barge/barges|dinghy/dinghies|lifeboat/lifeboats|trawler/trawlers|steamer/steamers
part_of_a_car: engine/engines|windscreen/windscreens|gearbox/gearboxes|brake/brakes|tyre/tyres|bumper/bumpers|headlight/headlights|wiper/wipers|dashboard/dashboards|airbag/airbags|seatbelt/seatbelts|accelerator/accelerators|gearstick/gearsticks|ignition/ignitions|sunroof/sunroofs|steering wheel/steering wheels
part_of_a_bicycle: saddle/saddles|pedal/pedals|handlebar/handlebars|mudguard/mudguards|kickstand/kickstands|derailleur/derailleurs|sprocket/sprockets|pannier/panniers|reflector/reflectors|inner tube/inner tubes
way: street/streets|lane/lanes|motorway/motorways|avenue/avenues|boulevard/boulevards|alley/alleys|bridleway/bridleways|towpath/towpaths|footpath/footpaths
road_feature: roundabout/roundabouts|crossroads|bridge/bridges|tunnel/tunnels|pavement/pavements|kerb/kerbs|underpass/underpasses|flyover/flyovers|traffic lights|zebra crossing/zebra crossings|speed bump/speed bumps
electronic_device: laptop/laptops|smartphone/smartphones|smartwatch/smartwatches|printer/printers|scanner/scanners|projector/projectors|camera/cameras|television/televisions|radio/radios|router/routers|modem/modems|headphones
computer_part: processor/processors|keyboard/keyboards|touchscreen/touchscreens|battery/batteries|charger/chargers|motherboard/motherboards|microphone/microphones|touchpad/touchpads|webcam/webcams|stylus/styluses|hard drive/hard drives|graphics card/graphics cards
software: browser/browsers|spreadsheet/spreadsheets|database/databases|plugin/plugins|compiler/compilers|chatbot/chatbots|emulator/emulators|antivirus|firmware|operating system/operating systems|word processor/word processors|search engine/search engines
screen_element: toolbar/toolbars|cursor/cursors|scrollbar/scrollbars|checkbox/checkboxes|sidebar/sidebars|slider/sliders|widget/widgets|popup/popups|taskbar/taskbars|thumbnail/thumbnails
message: email/emails|postcard/postcards|telegram/telegrams|fax/faxes|voicemail/voicemails|tweet/tweets|notification/notifications|reminder/reminders|invitation/invitations|text message/text messages
official_document: invoice/invoices|receipt/receipts|certificate/certificates|passport/passports|licence/licences|visa/visas|prescription/prescriptions|payslip/payslips|ticket/tickets|warranty/warranties|voucher/vouchers
printed_matter: leaflet/leaflets|newsletter/newsletters|magazine/magazines|newspaper/newspapers|catalogue/catalogues|handbook/handbooks|dictionary/dictionaries|atlas/atlases|textbook/textbooks|diary/diaries|calendar/calendars|poster/posters|timetable/timetables|memo/memos
part_of_a_text: chapter/chapters|paragraph/paragraphs|page/pages|headline/headlines|caption/captions|footnote/footnotes|glossary/glossaries|bibliography/bibliographies|stanza/stanzas|epilogue/epilogues|prologue/prologues
electrical_component: resistor/resistors|capacitor/capacitors|transistor/transistors|diode/diodes|fuse/fuses|inductor/inductors|transformer/transformers|thermistor/thermistors|microchip/microchips
instrument: thermometer/thermometers|barometer/barometers|voltmeter/voltmeters|ammeter/ammeters|stopwatch/stopwatches|anemometer/anemometers|hygrometer/hygrometers|seismograph/seismographs|protractor/protractors|speedometer/speedometers|odometer/odometers|altimeter/altimeters|telescope/telescopes|periscope/periscopes|rain gauge/rain gauges|binoculars
lab_equipment: beaker/beakers|flask/flasks|pipette/pipettes|burette/burettes|funnel/funnels|crucible/crucibles|tripod/tripods|microscope/microscopes|test tube/test tubes|Bunsen burner/Bunsen burners
material: wood|plastic|metal|cardboard|rubber|leather|ceramic|foam|cork|wax
building_material: brick/bricks|tile/tiles|cement|timber|steel|asphalt|plywood|thatch|stone|plasterboard
fibre: cotton|wool|silk|linen|nylon|polyester|hemp|viscose
woven_fabric: denim|velvet|satin|tweed|corduroy|canvas|chiffon|flannel|muslin|gingham
metal_element: iron|copper|aluminium|gold|silver|zinc|nickel|platinum|titanium|magnesium|sodium|potassium|calcium|tungsten|chromium|cobalt|uranium|lithium
nonmetal_element: carbon|sulfur|phosphorus|silicon|iodine|boron|selenium|arsenic
gas: oxygen|nitrogen|hydrogen|helium|methane|neon|argon|chlorine|ozone|ammonia|radon|fluorine|carbon dioxide|carbon monoxide
fuel: coal|petrol|diesel|kerosene|charcoal|firewood|propane|butane|ethanol|biogas
rock: granite|basalt|limestone|sandstone|shale|obsidian|pumice|gneiss|schist|slate
mineral: quartz|mica|feldspar|calcite|gypsum|halite|graphite|talc|pyrite
gemstone: diamond/diamonds|emerald/emeralds|sapphire/sapphires|opal/opals|topaz/topazes|amethyst/amethysts|garnet/garnets|aquamarine/aquamarines
soil_material: clay|sand|silt|loam|peat|humus|gravel|compost|mud
fruit: pear/pears|banana/bananas|lemon/lemons|grape/grapes|cherry/cherries|peach/peaches|plum/plums|strawberry/strawberries|raspberry/raspberries|mango/mangoes|pineapple/pineapples|melon/melons|apricot/apricots|coconut/coconuts|papaya/papayas|blueberry/blueberries|blackberry/blackberries|grapefruit/grapefruits|pomegranate/pomegranates|avocado/avocados
vegetable: carrot/carrots|potato/potatoes|onion/onions|cabbage/cabbages|lettuce/lettuces|tomato/tomatoes|cucumber/cucumbers|pea/peas|bean/beans|leek/leeks|courgette/courgettes|aubergine/aubergines|turnip/turnips|radish/radishes|pumpkin/pumpkins|parsnip/parsnips|spinach|broccoli|cauliflower|garlic|celery|beetroot|sweetcorn|asparagus|kale
nut: almond/almonds|walnut/walnuts|hazelnut/hazelnuts|peanut/peanuts|cashew/cashews|pistachio/pistachios|chestnut/chestnuts|pecan/pecans|macadamia/macadamias
herb_or_spice: cinnamon|ginger|nutmeg|cumin|paprika|saffron|oregano|basil|parsley|thyme|turmeric|coriander|dill|chives
grain: wheat|barley|maize|oats|rye|millet|sorghum|rice|quinoa|buckwheat
starchy_food: bread|pasta|porridge|couscous|polenta|noodle/noodles|dumpling/dumplings|tortilla/tortillas
meat: beef|pork|veal|venison|mutton|lamb|chicken|pheasant
dish: soup/soups|salad/salads|sandwich/sandwiches|pizza/pizzas|curry/curries|stew/stews|omelette/omelettes|burger/burgers|risotto/risottos|lasagne|kebab/kebabs
dessert: cake/cakes|biscuit/biscuits|pudding/puddings|tart/tarts|muffin/muffins|doughnut/doughnuts|pancake/pancakes|meringue/meringues|chocolate|jelly|custard|toffee
ingredient: flour|sugar|butter|yeast|honey|margarine|cheese|yoghurt|egg/eggs
condiment: vinegar|mustard|ketchup|mayonnaise|chutney|pickle|gravy|pesto|soy sauce
soft_drink: tea|coffee|milk|juice|lemonade|cocoa|smoothie/smoothies|milkshake/milkshakes|cola
alcoholic_drink: beer|wine|cider|whisky|vodka|rum|gin|brandy|sherry
farm_animal: cow/cows|pig/pigs|goat/goats|horse/horses|hen/hens|goose/geese|donkey/donkeys|bull/bulls|mule/mules|llama/llamas|alpaca/alpacas|sheep
pet: dog/dogs|cat/cats|rabbit/rabbits|hamster/hamsters|goldfish|parrot/parrots|tortoise/tortoises|budgie/budgies|ferret/ferrets|gerbil/gerbils|guinea pig/guinea pigs
young_animal: puppy/puppies|kitten/kittens|foal/foals|chick/chicks|cub/cubs|piglet/piglets|duckling/ducklings|tadpole/tadpoles|fawn/fawns|gosling/goslings
woodland_mammal: fox/foxes|badger/badgers|hedgehog/hedgehogs|squirrel/squirrels|otter/otters|beaver/beavers|hare/hares|weasel/weasels|wolf/wolves|boar/boars|stoat/stoats|vole/voles|lynx/lynxes|rat/rats
wild_mammal_of_far_lands: lion/lions|tiger/tigers|elephant/elephants|giraffe/giraffes|zebra/zebras|hippopotamus/hippopotamuses|rhinoceros/rhinoceroses|monkey/monkeys|gorilla/gorillas|chimpanzee/chimpanzees|kangaroo/kangaroos|koala/koalas|panda/pandas|leopard/leopards|cheetah/cheetahs|camel/camels|jaguar/jaguars|orangutan/orangutans|hyena/hyenas|antelope/antelopes
bird: sparrow/sparrows|eagle/eagles|owl/owls|pigeon/pigeons|crow/crows|blackbird/blackbirds|swan/swans|seagull/seagulls|heron/herons|stork/storks|penguin/penguins|ostrich/ostriches|falcon/falcons|vulture/vultures|woodpecker/woodpeckers|magpie/magpies|starling/starlings|kingfisher/kingfishers|flamingo/flamingos|peacock/peacocks|pelican/pelicans|wren/wrens|finch/finches|buzzard/buzzards|puffin/puffins|cuckoo/cuckoos
fish: salmon|trout|cod|tuna|herring|mackerel|haddock|plaice|carp|shark/sharks|eel/eels|sardine/sardines|anchovy/anchovies
sea_creature: whale/whales|dolphin/dolphins|octopus/octopuses|squid/squids|crab/crabs|lobster/lobsters|jellyfish|starfish|shrimp/shrimps|oyster/oysters|mussel/mussels|seahorse/seahorses|turtle/turtles|walrus/walruses
insect: ant/ants|bee/bees|wasp/wasps|butterfly/butterflies|moth/moths|beetle/beetles|grasshopper/grasshoppers|mosquito/mosquitoes|dragonfly/dragonflies|termite/termites|louse/lice|cockroach/cockroaches|aphid/aphids|earwig/earwigs
minibeast: spider/spiders|snail/snails|centipede/centipedes|millipede/millipedes|woodlouse/woodlice|earthworm/earthworms|scorpion/scorpions|leech/leeches
reptile_or_amphibian: snake/snakes|crocodile/crocodiles|alligator/alligators|frog/frogs|toad/toads|newt/newts|iguana/iguanas|gecko/geckos|chameleon/chameleons
animal_group: mammal/mammals|reptile/reptiles|amphibian/amphibians|bird/birds|insect/insects|arachnid/arachnids|crustacean/crustaceans|mollusc/molluscs
animal_body_part: fin/fins|gill/gills|tail/tails|beak/beaks|paw/paws|hoof/hooves|feather/feathers|mane/manes|tusk/tusks|whisker/whiskers|antler/antlers|hump/humps|snout/snouts|fur
animal_home: nest/nests|burrow/burrows|den/dens|hive/hives|kennel/kennels|sett/setts|hutch/hutches|pigsty/pigsties
farm_building: barn/barns|silo/silos|cowshed/cowsheds|henhouse/henhouses|granary/granaries|polytunnel/polytunnels|dovecote/dovecotes|milking parlour/milking parlours
tree: oak/oaks|beech/beeches|birch/birches|maple/maples|willow/willows|pine/pines|elm/elms|yew/yews|fir/firs|spruce/spruces|cedar/cedars|cypress/cypresses|larch/larches|poplar/poplars|sycamore/sycamores|eucalyptus/eucalyptuses|baobab/baobabs|alder/alders|hawthorn/hawthorns|rowan/rowans|acacia/acacias
flower: tulip/tulips|daffodil/daffodils|sunflower/sunflowers|orchid/orchids|carnation/carnations|dandelion/dandelions|bluebell/bluebells|snowdrop/snowdrops|crocus/crocuses|marigold/marigolds|geranium/geraniums|primrose/primroses|buttercup/buttercups|lotus/lotuses|hyacinth/hyacinths|pansy/pansies|lavender
kind_of_plant: shrub/shrubs|grass/grasses|fern/ferns|vine/vines|cactus/cacti|lichen/lichens|tree/trees|mushroom/mushrooms|alga/algae
part_of_a_plant: root/roots|flower/flowers|seed/seeds|fruit/fruits|bud/buds|tuber/tubers|thorn/thorns|twig/twigs|tendril/tendrils|rhizome/rhizomes
part_of_a_cell: membrane/membranes|mitochondrion/mitochondria|ribosome/ribosomes|chloroplast/chloroplasts|vacuole/vacuoles|lysosome/lysosomes|flagellum/flagella|cytoplasm
part_of_the_face: chin/chins|cheek/cheeks|forehead/foreheads|nose/noses|ear/ears|lip/lips|tongue/tongues|eyebrow/eyebrows|eyelid/eyelids
part_of_the_body: knee/knees|elbow/elbows|shoulder/shoulders|neck/necks|wrist/wrists|ankle/ankles|finger/fingers|toe/toes|thumb/thumbs|hip/hips|thigh/thighs|heel/heels|waist/waists|shin/shins
organ: lung/lungs|liver/livers|kidney/kidneys|stomach/stomachs|brain/brains|spleen/spleens|pancreas/pancreases|bladder/bladders|intestine/intestines|oesophagus/oesophaguses|thyroid/thyroids|uterus/uteruses|ovary/ovaries|prostate/prostates
bone: skull/skulls|rib/ribs|spine/spines|femur/femurs|pelvis/pelvises|collarbone/collarbones|kneecap/kneecaps|tibia/tibias|humerus/humeruses|sternum/sternums|fibula/fibulas|ulna/ulnas
body_tissue: muscle/muscles|bone/bones|nerve/nerves|tendon/tendons|ligament/ligaments|artery/arteries|vein/veins|capillary/capillaries|cartilage|skin
body_fluid: blood|saliva|sweat|urine|bile|mucus|lymph|sebum
infectious_disease: flu|measles|malaria|tuberculosis|cholera|mumps|chickenpox|pneumonia|smallpox|polio|typhoid|hepatitis|rabies|dengue|Ebola|tetanus|diphtheria|rubella
chronic_condition: diabetes|asthma|cancer|arthritis|dementia|eczema|anaemia|migraine|epilepsy|osteoporosis|hypertension|obesity|allergy/allergies
symptom: fever/fevers|cough/coughs|headache/headaches|toothache|earache|backache|cramp/cramps|nausea|fatigue|dizziness|diarrhoea|insomnia|swelling
injury: fracture/fractures|bruise/bruises|sprain/sprains|concussion/concussions|blister/blisters|dislocation/dislocations|scald/scalds|whiplash|frostbite|sunburn
medicine: antibiotic/antibiotics|vaccine/vaccines|aspirin|paracetamol|ibuprofen|insulin|antihistamine/antihistamines|ointment/ointments|morphine|antiseptic/antiseptics|steroid/steroids
treatment: chemotherapy|physiotherapy|dialysis|transfusion/transfusions|acupuncture|radiotherapy|massage/massages|vaccination/vaccinations|transplant/transplants
biological_process: photosynthesis|respiration|digestion|transpiration|fermentation|germination|pollination|fertilisation|osmosis|mitosis|excretion
physical_process: evaporation|condensation|precipitation|erosion|weathering|sedimentation|infiltration|sublimation|combustion|oxidation|corrosion|filtration|distillation
physical_quantity: temperature|density|weight|acceleration|voltage|frequency|wavelength|amplitude
unit_of_length: metre/metres|centimetre/centimetres|millimetre/millimetres|kilometre/kilometres|inch/inches|mile/miles|nanometre/nanometres|micrometre/micrometres|furlong/furlongs
unit_of_mass: gram/grams|kilogram/kilograms|milligram/milligrams|tonne/tonnes|ounce/ounces|microgram/micrograms|carat/carats|hundredweight/hundredweights
unit_of_volume: litre/litres|millilitre/millilitres|centilitre/centilitres|decilitre/decilitres|hectolitre/hectolitres|gallon/gallons|pint/pints|quart/quarts
physical_unit: watt/watts|volt/volts|ampere/amperes|joule/joules|ohm/ohms|hertz|calorie/calories|decibel/decibels
currency: euro/euros|dollar/dollars|rupee/rupees|peso/pesos|franc/francs|rouble/roubles|dinar/dinars|shekel/shekels|zloty/zlotys|forint/forints|dirham/dirhams|krona/kronor|yen|yuan|lira|rand|baht
payment: tax/taxes|wage/wages|rent/rents|price/prices|fee/fees|fare/fares|pension/pensions|subsidy/subsidies|donation/donations|bonus/bonuses|refund/refunds|allowance/allowances|subscription/subscriptions|loan/loans
economic_condition: inflation|unemployment|recession/recessions|deflation|poverty|prosperity|austerity|shortage/shortages|surplus/surpluses|deficit/deficits
economic_sector: agriculture|tourism|mining|forestry|manufacturing|construction|retail|banking|healthcare|fishing|shipping|insurance
crime: burglary/burglaries|robbery/robberies|assault/assaults|murder/murders|kidnapping/kidnappings|vandalism|fraud|arson|smuggling|bribery|trespassing|shoplifting
incident: collision/collisions|explosion/explosions|derailment/derailments|blackout/blackouts|spill/spills|leak/leaks|stampede/stampedes|shipwreck/shipwrecks
government_body: council/councils|ministry/ministries|parliament/parliaments|senate/senates|committee/committees|tribunal/tribunals|agency/agencies|assembly/assemblies
form_of_government: democracy/democracies|monarchy/monarchies|dictatorship/dictatorships|republic/republics|oligarchy/oligarchies|theocracy/theocracies|empire/empires|federation/federations
ideology: communism|socialism|capitalism|fascism|feudalism|liberalism|conservatism|nationalism
religion: Christianity|Islam|Judaism|Buddhism|Hinduism|Sikhism|Taoism|Jainism|Shinto|Confucianism
holiday: Christmas|Easter|Ramadan|Eid|Hanukkah|Diwali|Halloween|Thanksgiving|Passover|Pentecost
public_event: festival/festivals|concert/concerts|tournament/tournaments|parade/parades|exhibition/exhibitions|carnival/carnivals|marathon/marathons|auction/auctions|gala/galas|fundraiser/fundraisers|premiere/premieres|rally/rallies
private_event: wedding/weddings|funeral/funerals|christening/christenings|picnic/picnics|barbecue/barbecues|reunion/reunions|anniversary/anniversaries|housewarming/housewarmings|sleepover/sleepovers|graduation/graduations
learning_event: lecture/lectures|seminar/seminars|tutorial/tutorials|lesson/lessons|exam/exams|quiz/quizzes|conference/conferences|debate/debates
ball_game: football|tennis|golf|rugby|basketball|volleyball|hockey|badminton|netball|baseball|handball|bowling|snooker|lacrosse|table tennis
individual_sport: swimming|cycling|athletics|gymnastics|boxing|wrestling|sailing|judo|karate|archery|canoeing|diving|surfing|weightlifting|skateboarding
winter_sport: skiing|snowboarding|skating|sledging|curling|bobsleigh|luge|ice hockey
sports_equipment: shuttlecock/shuttlecocks|puck/pucks|javelin/javelins|discus/discuses|dumbbell/dumbbells|surfboard/surfboards|skateboard/skateboards|frisbee/frisbees|oar/oars|paddle/paddles|kettlebell/kettlebells|goggles
game_or_puzzle: chess|backgammon|dominoes|bingo|poker|Scrabble|sudoku|crossword/crosswords|jigsaw/jigsaws
toy: doll/dolls|kite/kites|teddy/teddies|puppet/puppets|rattle/rattles|trampoline/trampolines|seesaw/seesaws|sandpit/sandpits|rocking horse/rocking horses
musical_instrument: piano/pianos|guitar/guitars|violin/violins|cello/cellos|flute/flutes|trumpet/trumpets|drum/drums|clarinet/clarinets|saxophone/saxophones|harp/harps|trombone/trombones|tuba/tubas|oboe/oboes|bassoon/bassoons|accordion/accordions|harmonica/harmonicas|viola/violas|banjo/banjos|ukulele/ukuleles|xylophone/xylophones|tambourine/tambourines|harpsichord/harpsichords|mandolin/mandolins|bagpipes
music_genre: jazz|reggae|hip-hop|techno|punk|gospel|disco|funk
dance: waltz/waltzes|tango/tangos|samba/sambas|foxtrot/foxtrots|polka/polkas|rumba/rumbas|quickstep/quicksteps|jive|flamenco|breakdancing
art_form: painting|sculpture|photography|architecture|poetry|opera|ballet|pottery|calligraphy|embroidery|animation
literary_form: poem/poems|essay/essays|biography/biographies|memoir/memoirs|fable/fables|myth/myths|saga/sagas|novella/novellas|satire/satires|comedy/comedies|parable/parables|screenplay/screenplays
word_class: noun/nouns|verb/verbs|adjective/adjectives|adverb/adverbs|pronoun/pronouns|preposition/prepositions|interjection/interjections|determiner/determiners
punctuation_mark: comma/commas|apostrophe/apostrophes|semicolon/semicolons|hyphen/hyphens|asterisk/asterisks|ampersand/ampersands|parenthesis/parentheses|full stop/full stops|question mark/question marks
school_subject: mathematics|physics|chemistry|biology|geography|history|art|music|drama|economics|philosophy|sociology|psychology|computing|literature|astronomy|geology
kind_of_number: fraction/fractions|decimal/decimals|integer/integers|percentage/percentages|ratio/ratios|exponent/exponents|logarithm/logarithms|coefficient/coefficients
geometry_term: diameter/diameters|circumference/circumferences|perimeter/perimeters|vertex/vertices|arc/arcs|hypotenuse/hypotenuses|diagonal/diagonals|angle/angles|axis/axes
flat_shape: circle/circles|triangle/triangles|rectangle/rectangles|pentagon/pentagons|hexagon/hexagons|octagon/octagons|ellipse/ellipses|rhombus/rhombuses|trapezium/trapeziums
solid_shape: cube/cubes|sphere/spheres|cylinder/cylinders|cone/cones|torus/tori|octahedron/octahedra|dodecahedron/dodecahedra|ellipsoid/ellipsoids
colour: red|blue|green|yellow|purple|pink|brown|black|white|grey|beige|turquoise
emotion: joy|anger|fear|sadness|surprise|disgust|pride|shame|jealousy|boredom|excitement|gratitude|loneliness|frustration|curiosity|hope
virtue: courage|honesty|patience|kindness|generosity|loyalty|humility|wisdom|diligence|fairness
garment: shirt/shirts|skirt/skirts|jacket/jackets|jumper/jumpers|blouse/blouses|cardigan/cardigans|hoodie/hoodies|vest/vests|swimsuit/swimsuits|apron/aprons|trousers|shorts|pyjamas|overalls|leggings
accessory: hat/hats|scarf/scarves|glove/gloves|handbag/handbags|wallet/wallets|helmet/helmets|backpack/backpacks|sock/socks|sunglasses
jewellery: necklace/necklaces|bracelet/bracelets|earring/earrings|brooch/brooches|anklet/anklets|tiara/tiaras|locket/lockets|cufflink/cufflinks
footwear: sandal/sandals|slipper/slippers|flip-flop/flip-flops|sneaker/sneakers|moccasin/moccasins|espadrille/espadrilles|wellington boot/wellington boots|galoshes|high heel/high heels|hiking boot/hiking boots
weapon: sword/swords|spear/spears|dagger/daggers|cannon/cannons|musket/muskets|rifle/rifles|pistol/pistols|catapult/catapults|lance/lances|crossbow/crossbows|bayonet/bayonets|grenade/grenades
part_of_a_castle: moat/moats|drawbridge/drawbridges|battlement/battlements|dungeon/dungeons|turret/turrets|rampart/ramparts|portcullis/portcullises|courtyard/courtyards
weather: rain|snow|sleet|fog|frost|thunder|lightning|dew|sunshine|breeze/breezes|gale/gales|smog
natural_disaster: earthquake/earthquakes|flood/floods|drought/droughts|hurricane/hurricanes|tornado/tornadoes|tsunami/tsunamis|wildfire/wildfires|avalanche/avalanches|eruption/eruptions|famine/famines|blizzard/blizzards|heatwave/heatwaves|mudslide/mudslides
landform: mountain/mountains|hill/hills|valley/valleys|plateau/plateaus|cliff/cliffs|canyon/canyons|desert/deserts|island/islands|peninsula/peninsulas|volcano/volcanoes|glacier/glaciers|cave/caves|ridge/ridges|delta/deltas|beach/beaches|crater/craters
body_of_water: river/rivers|lake/lakes|sea/seas|ocean/oceans|pond/ponds|canal/canals|reservoir/reservoirs|estuary/estuaries|lagoon/lagoons|bay/bays|strait/straits|waterfall/waterfalls|fjord/fjords|creek/creeks|marsh/marshes
celestial_body: planet/planets|moon/moons|comet/comets|asteroid/asteroids|meteor/meteors|meteorite/meteorites|nebula/nebulae|constellation/constellations|quasar/quasars|pulsar/pulsars|black hole/black holes
european_country: France|Germany|Spain|Italy|Portugal|Greece|Poland|Sweden|Norway|Finland|Denmark|Austria|Switzerland|Belgium|Netherlands|Ireland|Hungary|Romania|Bulgaria|Croatia|Serbia|Ukraine|Russia|Iceland
country_beyond_europe: China|Japan|India|Brazil|Mexico|Canada|Egypt|Nigeria|Kenya|Ethiopia|Argentina|Chile|Peru|Indonesia|Iran|Iraq|Pakistan|Bangladesh|Vietnam|Thailand|Morocco|Ghana|Colombia|Cuba|Syria|Afghanistan|Algeria|Tanzania|Uganda|Venezuela|Malaysia|Nepal|Mongolia|Israel|Lebanon|South Korea|Saudi Arabia|South Africa
capital_city: London|Paris|Berlin|Madrid|Rome|Athens|Vienna|Ankara|Lisbon|Dublin|Oslo|Stockholm|Helsinki|Copenhagen|Warsaw|Prague|Budapest|Brussels|Amsterdam|Bern|Moscow|Tokyo|Beijing|Cairo|Nairobi|Canberra|Ottawa|Seoul|Bangkok|Tehran|Baghdad|Jakarta|Hanoi|Havana|Lima|Buenos Aires|New Delhi
river: Nile|Danube|Rhine|Thames|Ganges|Volga|Seine|Yangtze|Zambezi|Euphrates|Tigris|Mekong|Elbe|Loire|Tiber|Indus
mountain_range: Alps|Andes|Himalayas|Rockies|Pyrenees|Urals|Carpathians|Apennines|Appalachians|Caucasus
`;
