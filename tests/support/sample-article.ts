/**
 * A short factual article the offline generator makes questions from (figures written in digits, which it asks; distinct facts: it asks each fact
 * once and refuses a source that repeats one sentence, so tests must not use repeated filler).
 */
export const AMAZON_ARTICLE = [
  'The Amazon rainforest covers much of the Amazon basin of South America. The basin spans about 7,000,000 square kilometres, of which 5,500,000 are covered by the rainforest.',
  'The region includes territory belonging to 9 nations. The majority of the forest lies within Brazil, with 60 percent of the rainforest, followed by Peru with 13 percent and Colombia with 10 percent.',
  'The rainforest likely formed during the Eocene era, about 55 million years ago. It appeared following a global reduction of tropical temperatures when the Atlantic Ocean had widened sufficiently to provide a warm, moist climate to the Amazon basin.',
  'Wet tropical forests are the most species-rich biome. The Amazon contains about 2,500,000 insect species, and scientists have described some 40,000 of its plant species.',
  'The Amazon River carries more water than any other river in the world: about 209,000 cubic metres every second. Deforestation is the conversion of forested areas to non-forested areas, mainly for cattle ranching and soy farming.',
  'The Spanish explorer Francisco de Orellana was the first European to travel the whole length of the river, in 1542. About 30 million people live in the Amazon basin today.',
].join('\n\n');
