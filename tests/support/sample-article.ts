/**
 * A short factual article the offline generator makes questions from (distinct facts: the generator asks each fact
 * once and refuses a source that repeats one sentence, so tests must not use repeated filler).
 */
export const AMAZON_ARTICLE = [
  'The Amazon rainforest covers much of the Amazon basin of South America. The basin spans about seven million square kilometres, of which five and a half million are covered by the rainforest.',
  'The region includes territory belonging to nine nations. The majority of the forest lies within Brazil, with sixty percent of the rainforest, followed by Peru with thirteen percent and Colombia with ten percent.',
  'The rainforest likely formed during the Eocene era. It appeared following a global reduction of tropical temperatures when the Atlantic Ocean had widened sufficiently to provide a warm, moist climate to the Amazon basin.',
  'Wet tropical forests are the most species-rich biome. The Amazon contains about two and a half million insect species, tens of thousands of plants, and some two thousand birds and mammals.',
  'The Amazon River is the largest river by discharge volume of water in the world. Deforestation is the conversion of forested areas to non-forested areas, mainly for cattle ranching and soy farming.',
].join('\n\n');
