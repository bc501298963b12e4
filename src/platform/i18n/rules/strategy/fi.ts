/** Strategian, sivupanosten, valitusten ja pelin version tekstit sekä strategiataulukko (suomi). */
import type { strategyEn } from './en';

export const strategyFi: Record<keyof typeof strategyEn, string> = {
  'rules.section.strategy': 'Perusstrategia',
  'rules.bj.strategy.assumes':
    'Oletettu strategia: tämän pöydän säännöille laskettu perusstrategia ({rules}). Alla oleva strategiataulukko näyttää sen käsi kädeltä.',
  'rules.bj.strategy.noInsurance': 'Tämä strategia ei koskaan ota vakuutusta eikä tasarahaa.',
  'rules.bj.strategy.line':
    'Tämän pöydän säännöille laskettu perusstrategia ({rules}) kertoo parhaan pelitavan jokaiselle kädelle jakajan jokaista näkyvää korttia vastaan. Alla oleva strategiataulukko näyttää sen.',
  'rules.bac.strategy':
    'Oletettu strategia: ei mitään. Kortit jaetaan kiintein säännöin eikä pelaaja tee päätöksiä, joten kukin luku pätee, miten tahansa pelaatkin.',
  'rules.rou.strategy':
    'Oletettu strategia: ei mitään. Panosten asettamisen jälkeen ei päätetä mitään, joten kukin luku pätee vedolle sellaisenaan, yksin tai muiden vetojen kanssa.',
  'rules.rtp.sideLowest': 'Sivupanosten pienin palautus: {rtp} ({bet}).',

  'rules.bj.basis.s17': 'jakaja jää pehmeällä 17:llä',
  'rules.bj.basis.h17': 'jakaja ottaa kortin pehmeällä 17:llä',
  'rules.bj.basis.peekAceTen': 'jakaja tarkistaa blackjackin ässän tai kympin alta',
  'rules.bj.basis.peekAce': 'jakaja tarkistaa blackjackin ässän alta',
  'rules.bj.basis.noHole': 'ei piilokorttia',
  'rules.bj.basis.double.any2': 'tuplaus millä tahansa kahdella kortilla',
  'rules.bj.basis.double.9-11': 'tuplaus vain 9–11:llä',
  'rules.bj.basis.double.10-11': 'tuplaus vain 10–11:llä',
  'rules.bj.basis.noSplit': 'ei jakamista',
  'rules.bj.basis.splitOnce': 'yksi jako',
  'rules.bj.basis.splitTo': 'jako enintään {hands} kädeksi',
  'rules.bj.basis.das': 'tuplaus jaon jälkeen',
  'rules.bj.basis.noDas': 'ei tuplausta jaon jälkeen',
  'rules.bj.basis.splitAcesPlay': 'jaetuilla ässillä saa jatkaa',
  'rules.bj.basis.splitAcesOne': 'jaetut ässät saavat yhden kortin',
  'rules.bj.basis.resplitAces': 'ässät voi jakaa uudelleen',
  'rules.bj.basis.noResplitAces': 'ässiä ei jaeta uudelleen',
  'rules.bj.basis.surrender.none': 'ei antautumista',
  'rules.bj.basis.surrender.late': 'myöhäinen antautuminen',
  'rules.bj.basis.surrender.late-not-vs-ace': 'myöhäinen antautuminen muuta kuin ässää vastaan',

  'rules.section.about': 'Valitukset ja pelin versio',
  'rules.about.complaints':
    'Jos haluat tehdä valituksen, ota yhteys kasinon asiakastukeen ja kerro kierroksen aika ja sen kierrostunnus historiasta. Jos valitustasi ei ratkaista tyydyttävästi, voit viedä sen kasinon ehdoissa mainitulle riippumattomalle riidanratkaisupalvelulle tai rahapelivalvojalle.',
  'rules.about.version': 'Pelin versio: {version}.',

  'rules.chart.button': 'Strategiataulukko',
  'rules.chart.heading': 'Perusstrategia',
  'rules.chart.basis': 'Laskettu tämän pöydän säännöille: {rules}. Panosrajat eivät muuta sitä.',
  'rules.chart.upCard': 'Jakajan näkyvä kortti',
  'rules.chart.hard': 'Kovat kädet',
  'rules.chart.soft': 'Pehmeät kädet',
  'rules.chart.softHint': 'Ässä lasketaan 11:ksi: A-7 on pehmeä 18.',
  'rules.chart.pairs': 'Parit',
  'rules.chart.pair': '{rank}-{rank}',
  'rules.chart.ten': '10',
  'rules.chart.ace': 'A',
  'rules.chart.code.H': 'H',
  'rules.chart.code.S': 'S',
  'rules.chart.code.D': 'D',
  'rules.chart.code.Ds': 'Ds',
  'rules.chart.code.P': 'P',
  'rules.chart.code.Rh': 'Rh',
  'rules.chart.code.Rs': 'Rs',
  'rules.chart.code.Rp': 'Rp',
  'rules.chart.legend.H': 'Kortti',
  'rules.chart.legend.S': 'Riittää',
  'rules.chart.legend.D': 'Tuplaa; jos ei sallittu, kortti',
  'rules.chart.legend.Ds': 'Tuplaa; jos ei sallittu, riittää',
  'rules.chart.legend.P': 'Jaa',
  'rules.chart.legend.Rh': 'Luovuta; jos ei sallittu, kortti',
  'rules.chart.legend.Rs': 'Luovuta; jos ei sallittu, riittää',
  'rules.chart.legend.Rp': 'Luovuta; jos ei sallittu, jaa',
  'rules.chart.pairsNote':
    'Parin rivi kertoo sen parhaan pelitavan, jaetaan se tai ei; kun kädessä on kolme korttia, pelaa sen summan mukaan.',
  'rules.chart.fullShoe':
    'Taulukko on paras pelitapa täydestä kengästä; se ei seuraa jo jaettuja kortteja. Kirjaimet ovat pöydän näppäimet.',
};
