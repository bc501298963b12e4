import type { NoticeTexts } from './en';

export const noticesFi: NoticeTexts = {
  'notice.chipUnknown': 'Tässä pöydässä ei ole pelimerkkiä {value}',
  'notice.nothingToRemove': 'Siinä ei ole pelimerkkiä poistettavaksi',
  'notice.noSeat': 'Tässä pöydässä ei ole pelipaikkaa {seat}',
  'notice.twoOnSeat': 'Pelipaikalla {seat} on kaksi panosta',
  'notice.badAmount': 'Tätä summaa ei voi panostaa',
  'notice.noSideBet': 'Tässä pöydässä ei ole Perfect Pairs -panosta',
  'notice.unknownBet': 'Tämä ei ole tämän pöydän panos',
  'notice.illegal': 'Tämä siirto ei ole nyt mahdollinen',
  'notice.roundInProgress': 'Tässä pöydässä pelataan jo kierrosta',
  'notice.roundGone': 'Kierros on jo päättynyt',
  'notice.tooSoon': 'Seuraava kierros voi alkaa hetken kuluttua: odota muutama sekunti',
  'notice.unavailable': 'Pöytään ei saatu yhteyttä. Yritä uudelleen.',
  'notice.unsaved':
    'Selaimen tallennustila on täynnä tai estetty: mitään ei pelattu. Vapauta tilaa ja yritä uudelleen.',
  'notice.void': 'Toimintahäiriö mitätöi kierroksen: kaikki panokset palautettiin.',
  'notice.voidBecause': 'Toimintahäiriö mitätöi kierroksen ({reason}): kaikki panokset palautettiin, {amount}.',
  'notice.voidNothing': 'Toimintahäiriö keskeytti kierroksen ({reason}): panoksia ei otettu.',
  'void.unreadable': 'tallennettua kierrosta ei voitu lukea',
  'void.unplayable': 'tallennettua kierrosta ei voitu jatkaa',
  'void.rules-error': 'sisäinen virhe pelin säännöissä',
  'void.wallet-failure': 'lompakon tallennus epäonnistui toistuvasti',
  'void.overflow': 'voitto ylitti saldon enimmäismäärän',
  'void.withdrawn': 'kaikki panokset peruttiin ennen sulkeutumista',
};
