import type { RegulatedTexts } from './en';

export const regulatedFi: RegulatedTexts = {
  'reality.title': 'Pelimuistutus',
  'reality.intro': 'Pysähdy hetkeksi ja katso, miten tämä peli-istunto on sujunut.',
  'reality.time': 'Peliaika',
  'reality.staked': 'Panokset',
  'reality.returned': 'Palautukset',
  'reality.net': 'Nettotulos',
  'reality.said':
    'Pelimuistutus. Olet pelannut {time}. Panokset {staked}, palautukset {returned}, nettotulos {net}. Haluatko jatkaa pelaamista vai lopettaa?',
  'reality.continue': 'Jatka pelaamista',
  'reality.leave': 'Lopeta peli',
  'reality.leftTitle': 'Lopetit pelin',
  'reality.left': 'Pelasit tässä istunnossa {time}, ja nettotuloksesi on {net}. Kiitos pelistä.',
  'reality.playAgain': 'Pelaa uudelleen',
  'operator.title': 'Viesti kasinolta',
  'operator.ok': 'OK',
};
