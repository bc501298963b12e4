import type { Dictionary } from './en';

export const it: Dictionary = {
  'app.brand': 'FELT',
  'app.tagline': 'Giochi da tavolo del casinò',
  'app.demoBadge': 'DEMO · DENARO VIRTUALE',
  'app.loading': 'Mescolando i mazzi…',
  'app.webglError': 'Questo browser non può disegnare i tavoli (WebGL non disponibile). Prova un altro browser.',

  'lobby.heading': 'Scegli un tavolo',
  'lobby.comingSoon': 'IN ARRIVO',
  'lobby.play': 'GIOCA',
  'lobby.notYet': '{game} è ancora in costruzione. Presto si aprirà qui.',
  'lobby.limits': 'Puntate {min} – {max}',
  'lobby.tableCount': '{count} tavoli',
  'lobby.footer': 'Solo denaro virtuale. Regole e vincite di ogni tavolo sono nella sua schermata delle regole.',

  'game.blackjack': 'Blackjack',
  'game.blackjack.tagline': 'Batti il banco arrivando a 21. Il blackjack paga 3 a 2.',
  'game.baccarat': 'Baccarat',
  'game.baccarat.tagline': 'Punto Banco: punta su Giocatore, Banco o Pareggio.',
  'game.roulette': 'Roulette europea',
  'game.roulette.tagline': 'Uno zero. Tutte le puntate interne, esterne e annunciate.',

  'table.bj-classic': 'Classico',
  'table.bj-classic.blurb': '6 mazzi · il banco controlla · resa',
  'table.bj-european': 'Europeo',
  'table.bj-european.blurb': 'Senza carta coperta · bonus 777 · Perfect Pairs',
  'table.bj-multiseat': 'Multiposto',
  'table.bj-multiseat.blurb': 'Fino a 3 posti · sabot nuovo a ogni mano',
  'table.bj-h17-8deck': 'Otto mazzi H17',
  'table.bj-h17-8deck.blurb': '8 mazzi · il banco chiede sul 17 soft · 4 mani',
  'table.baccarat-8deck': 'Otto mazzi',
  'table.baccarat-8deck.blurb': 'Big road, bead plate e strade derivate',
  'table.baccarat-6deck': 'Sei mazzi',
  'table.baccarat-6deck.blurb': 'Mescolato prima di ogni mano',
  'table.roulette-european': 'Europea',
  'table.roulette-european.blurb': 'Uno zero · racetrack · ultimi 13 numeri',
};
