import type { Dictionary } from './en';

export const fi: Dictionary = {
  'app.brand': 'FELT',
  'app.tagline': 'Kasinon pöytäpelit',
  'app.demoBadge': 'DEMO · PELIRAHA',
  'app.loading': 'Pakkoja sekoitetaan…',
  'app.webglError': 'Tämä selain ei pysty piirtämään pöytiä (WebGL ei ole käytettävissä). Kokeile toista selainta.',

  'lobby.heading': 'Valitse pöytä',
  'lobby.comingSoon': 'TULOSSA PIAN',
  'lobby.play': 'PELAA',
  'lobby.notYet': '{game} on vielä työn alla. Se avautuu täällä pian.',
  'lobby.limits': 'Panokset {min} – {max}',
  'lobby.tableCount': '{count} pöytää',
  'lobby.footer': 'Vain pelirahaa. Jokaisen pöydän säännöt ja voitot löytyvät sen sääntönäkymästä.',

  'game.blackjack': 'Blackjack',
  'game.blackjack.tagline': 'Voita jakaja ja pääse lähelle 21:tä. Blackjack maksaa 3:2.',
  'game.baccarat': 'Baccarat',
  'game.baccarat.tagline': 'Punto Banco: pelaa Pelaajaa, Pankkiiria tai Tasapeliä.',
  'game.roulette': 'Eurooppalainen ruletti',
  'game.roulette.tagline': 'Yksi nolla. Kaikki sisä-, ulko- ja ilmoitetut panokset.',

  'table.bj-classic': 'Klassinen',
  'table.bj-classic.blurb': '6 pakkaa · jakaja tarkistaa · antautuminen',
  'table.bj-european': 'Eurooppalainen',
  'table.bj-european.blurb': 'Ei piilokorttia · 777-bonus · Perfect Pairs',
  'table.bj-multiseat': 'Monipaikka',
  'table.bj-multiseat.blurb': 'Jopa 3 paikkaa · uusi kenkä joka kierroksella',
  'table.bj-h17-8deck': 'Kahdeksan pakan H17',
  'table.bj-h17-8deck.blurb': '8 pakkaa · jakaja ottaa pehmeällä 17:llä · 4 kättä',
  'table.baccarat-8deck': 'Kahdeksan pakkaa',
  'table.baccarat-8deck.blurb': 'Iso tie, helmitaulu ja johdetut tiet',
  'table.baccarat-6deck': 'Kuusi pakkaa',
  'table.baccarat-6deck.blurb': 'Sekoitetaan ennen jokaista kierrosta',
  'table.roulette-european': 'Eurooppalainen',
  'table.roulette-european.blurb': 'Yksi nolla · kilparata · 13 viimeistä numeroa',
};
