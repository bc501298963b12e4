import type { rulesEn } from './en';
import { strategyFi } from './strategy/fi';

export const rulesFi: Record<keyof typeof rulesEn, string> = {
  'rules.title': 'Säännöt ja voitot',
  'rules.tableTitle': '{game} · {table}',
  'rules.join': ' · ',
  'rules.ratio': '{a}:{b}',
  'rules.range': '{min} – {max}',
  'rules.upTo': 'enintään {max}',
  'rules.none': '—',
  'rules.always': 'aina',
  'rules.never': 'ei koskaan',

  'rules.section.game': 'Peli',
  'rules.section.shoe': 'Kortit ja kenkä',
  'rules.section.dealer': 'Jakaja',
  'rules.section.options': 'Vaihtoehdot',
  'rules.section.insurance': 'Vakuutus ja tasaraha',
  'rules.section.bonuses': 'Bonukset ja sivupanokset',
  'rules.section.behind': 'Taustapanos',
  'rules.section.table': 'Pöydässä',
  'rules.section.drawing': 'Kolmannen kortin säännöt',
  'rules.section.bets': 'Panokset ja voitot',
  'rules.section.roads': 'Baccarat-historia',
  'rules.section.announced': 'Ilmoitetut panokset',
  'rules.section.keys': 'Näppäimistö (tietokone)',
  'rules.bj.keys.moves': 'H kortti · S riittää · D tuplaa · P jaa · R jää (luovuta).',
  'rules.bj.keys.insurance': 'I ottaa vakuutuksen tai tasarahan, N kieltäytyy.',
  'rules.bj.keys.insuranceAmount': '← → tai − + muuttavat vakuutuksen summaa.',
  'rules.bj.keys.behind':
    'Y: taustapanoksesi seuraa haltijan tuplausta tai jakoa, N: se pysyy ennallaan; Enter valitsee edellisen vastauksesi.',
  'rules.bj.keys.bets': 'Välilyönti tai Enter jakaa, Askelpalautin (Backspace) ottaa viimeisen pelimerkin takaisin.',
  'rules.bac.keys.bets':
    'P, B ja T asettavat valitun pelimerkin alueelle PELAAJA, PANKKIIRI tai TASAN; ← ja → valitsevat pelimerkin; X valitsee poistomerkin.',
  'rules.bac.keys.round':
    'Välilyönti tai Enter jakaa; Askelpalautin (Backspace) kumoaa, Delete tyhjentää; N uusi veto, R samat vedot, D samat vedot kaksinkertaisina.',
  'rules.rou.keys':
    'Välilyönti tai Enter pyöräyttää; Askelpalautin (Backspace) tai U kumoaa viimeisen panoksen, C tyhjentää, R toistaa, D tuplaa; 1–6 valitsevat pelimerkin; V vaihtaa paneelia pienellä näytöllä. Pelipöydällä ja kilparadalla nuolinäppäimet valitsevat panoksen ja Enter asettaa pelimerkin.',
  'rules.keys.focus':
    'Tab siirtyy painikkeesta toiseen lukujärjestyksessä (keltainen rengas näyttää kohdan); Enter tai välilyönti painaa renkaan sisällä olevaa.',
  'rules.section.payouts': 'Voittotaulukko',
  'rules.section.limits': 'Panosrajat',
  'rules.section.rtp': 'Palautus pelaajalle',
  // Every table (sheet 001 "Lisätietoja", RULES.md): malfunction, unfinished rounds, inactivity.
  'rules.section.terms': 'Toimintahäiriöt, keskeneräiset kierrokset ja toimettomuus',
  'rules.terms.malfunction':
    'Jos pelilaitteistossa/ohjelmistossa ilmenee toimintahäiriö, sen kohteena olevat pelipanokset ja voitot mitätöidään ja panokset palautetaan.',
  'rules.terms.site':
    'Keskeneräisien pelikierroksien hallintaan käytettäviin toimenpiteisiin ja toimettomuusaikaan, jonka kuluttua peli-istunnot päättyvät automaattisesti, sovelletaan pelisivuston ehtoja.',
  'rules.terms.resume':
    'Keskeneräinen pelikierros (sivu suljettu, yhteys katkennut) säilyttää panoksensa ja jatkuu siitä, mihin se jäi, kun palaat peliin.',
  'rules.terms.expiry':
    'Keskeneräisten pelikierrosten vanhenemisaika on {duration}: sitä nuorempi kierros jatkuu siitä, mihin se jäi, kun palaat peliin. Vanhempi kierros pelataan loppuun, kun pöytä seuraavan kerran avataan, turvallisimmin siirroin (vakuutuksesta ja tasarahasta kieltäydytään, jokainen pelaamaton käsi jää), jakaja pelaa kätensä ja kierros ratkaistaan.',
  'rules.terms.settledAtOnce':
    'Kierros ratkaistaan heti, kun panokset on asetettu: jos poistut ennen kuin tulos näytetään, se on jo saldossasi ja pelihistoriassa.',
  'rules.terms.inactivity':
    'Toimettomuusaika on {duration}: jos et pelaa niin pitkään aikaan, peli-istunto päättyy automaattisesti. Siitä varoitetaan minuuttia ennen.',
  'rules.terms.inactivityHalfway':
    'Toimettomuusaika on {duration}: jos et pelaa niin pitkään aikaan, peli-istunto päättyy automaattisesti. Siitä varoitetaan ajan puolivälissä.',
  'rules.terms.noInactivity': 'Toimettomuusaikaa ei ole asetettu: peli-istunto ei pääty automaattisesti.',

  'rules.col.bet': 'Panos',
  'rules.col.pays': 'Voitto',
  'rules.col.numbers': 'Numerot',
  'rules.col.limit': 'Raja',
  'rules.col.rtp': 'Palautus',
  'rules.col.chips': 'Pelimerkit',
  'rules.col.covers': 'Kattaa',
  'rules.col.bankerTotal': 'Pankkiirin pisteet',
  'rules.col.bankerDraws': 'Ottaa kortin, kun pelaajan kolmas kortti on',
  'rules.col.bankerStands': 'Ei ota korttia, kun se on',

  'rules.decks.one': '{count} pakka, jossa on 52 korttia.',
  'rules.decks.other': '{count} pakkaa, kussakin 52 korttia.',
  'rules.decksShort.one': '{count} pakka',
  'rules.decksShort.other': '{count} pakkaa',
  'rules.shuffle.everyRound': 'Kortit sekoitetaan ennen jokaista kierrosta.',
  'rules.shuffle.continuous':
    'Jatkuvasti sekoittava kone: kunkin kierroksen kortit palaavat kenkään satunnaisiin kohtiin.',
  'rules.shuffle.penetration': 'Kenkä sekoitetaan uudelleen, kun siitä on jaettu {percent}.',
  'rules.limits.chips': 'Pelimerkit',
  'rules.rtp.note': 'Palautus pelaajalle: kuinka suuren osan panoksista veto maksaa pitkällä aikavälillä takaisin.',
  'rules.rtp.unknown': 'Ei saatavilla',

  'rules.bj.summary.s17': 'Jakaja jää kaikilla 17:llä',
  'rules.bj.summary.h17': 'Jakaja ottaa kortin pehmeällä 17:llä',
  'rules.bj.summary.noHole': 'Ei piilokorttia',
  'rules.bj.summary.pays': 'Blackjack maksaa {pays}',
  'rules.bj.goal': 'Voita jakaja: pääse lähemmäs 21:tä kuin jakaja ylittämättä sitä.',
  'rules.bj.values':
    'Kortit 2–10 ovat numeronsa arvoisia, sotilas, kuningatar ja kuningas 10, ässä 11 tai 1 (11, ellei käsi sillä ylitä 21:tä). Käsi, jossa ässä lasketaan 11:ksi, on pehmeä: A-6 on pehmeä 17.',
  'rules.bj.blackjack':
    'Blackjack on ässä ja kymmenen arvoinen kortti jakamattoman käden kahtena ensimmäisenä korttina. Se maksaa {pays} ja voittaa kaikki muut kädet, myös 21:n; jakajan blackjackia vastaan se on tasapeli.',
  'rules.bj.compare':
    'Yli 21:n menevä käsi häviää heti. Jakajaa korkeampi pistemäärä voittaa {pays}, matalampi häviää, ja tasapisteillä panos palautetaan.',
  'rules.bj.dealerBust': 'Jos jakaja ylittää 21, kaikki vielä pelissä olevat kädet voittavat.',
  'rules.bj.s17': 'Jakaja jää kaikilla 17:llä: jakaja ottaa kortin 16:lla tai vähemmällä ja jää 17:llä tai enemmällä.',
  'rules.bj.h17':
    'Jakaja ottaa kortin pehmeällä 17:llä: jakaja ottaa kortin 16:lla tai vähemmällä sekä pehmeällä 17:llä ja jää kovalla 17:llä tai enemmällä.',
  'rules.bj.peek.aceAndTen':
    'Jakaja ottaa toisen korttinsa kuvapuoli alaspäin ja tarkistaa blackjackin, kun sen näkyvä kortti on ässä tai kymmenen arvoinen.',
  'rules.bj.peek.ace':
    'Jakaja ottaa toisen korttinsa kuvapuoli alaspäin ja tarkistaa blackjackin, kun sen näkyvä kortti on ässä.',
  'rules.bj.noHoleCard':
    'Ei piilokorttia: jakaja saa toisen korttinsa vasta, kun kaikki pelaajat ovat pelanneet. Jakajan blackjack vie silloin kaikki panokset, myös tuplaukset ja jaetut kädet; pelaajan blackjack on tasapeli.',
  'rules.bj.double.any2':
    'TUPLAA millä tahansa kahdella ensimmäisellä kortilla: panos kaksinkertaistuu ja käsi saa tasan yhden kortin lisää.',
  'rules.bj.double.9-11':
    'TUPLAA vain, kun kahden ensimmäisen kortin summa on 9, 10 tai 11: panos kaksinkertaistuu ja käsi saa tasan yhden kortin lisää.',
  'rules.bj.double.10-11':
    'TUPLAA vain, kun kahden ensimmäisen kortin summa on 10 tai 11: panos kaksinkertaistuu ja käsi saa tasan yhden kortin lisää.',
  'rules.bj.das.yes': 'Jaetun käden voi tuplata.',
  'rules.bj.das.no': 'Jaettua kättä ei voi tuplata.',
  'rules.bj.split.none': 'Pareja ei voi jakaa.',
  'rules.bj.split.once':
    'Kaksi samanarvoista korttia (myös K-J) voi JAKAA kerran kahdeksi kädeksi; uusi käsi saa ensimmäisen suuruisen panoksen.',
  'rules.bj.split.upTo':
    'Kaksi samanarvoista korttia (myös K-J) voi JAKAA ja jakaa uudelleen enintään {hands} kädeksi; kukin uusi käsi saa ensimmäisen suuruisen panoksen.',
  'rules.bj.split.whenPlayed': 'Jaettu käsi saa toisen korttinsa, kun peli etenee siihen.',
  'rules.bj.split.immediately': 'Jaettaessa molemmat kädet saavat toisen korttinsa heti.',
  'rules.bj.splitAces.oneCard': 'Jaetut ässät saavat kumpikin vain yhden kortin.',
  'rules.bj.splitAces.play':
    'Jaetut ässät pelataan kuten muutkin jaetut kädet: voit pyytää niin monta korttia kuin haluat, kunhan käden arvo ei ylitä 21:tä.',
  'rules.bj.resplitAces.yes': 'Ässät voi jakaa uudelleen.',
  'rules.bj.resplitAces.no': 'Ässiä ei voi jakaa uudelleen.',
  'rules.bj.split21': 'Jaetun käden 21 on 21, ei blackjack.',
  'rules.bj.balance': 'Tuplaus ja jakaminen ovat mahdollisia vain, kun saldosi riittää lisäpanokseen.',
  'rules.bj.surrender.none': 'Antautuminen ei ole mahdollista.',
  'rules.bj.surrender.late':
    'Antautuminen: jakamattoman käden kahdella ensimmäisellä kortilla, ennen muita päätöksiä, voit luovuttaa käden ja saada puolet panoksesta takaisin.',
  'rules.bj.surrender.lateNotVsAce':
    'Antautuminen: jakamattoman käden kahdella ensimmäisellä kortilla, ennen muita päätöksiä, voit luovuttaa käden ja saada puolet panoksesta takaisin; ei jakajan ässää vastaan.',
  'rules.bj.surrender.peek':
    'Kun jakaja tarkistaa blackjackin, antautuminen on mahdollista vasta tarkistuksen jälkeen.',
  'rules.bj.insurance.yes':
    'VAKUUTUS tarjotaan, kun jakajan näkyvä kortti on ässä: se maksaa puolet panoksesta ja voittaa {pays}, jos jakajalla on blackjack.',
  'rules.bj.insurance.upToHalf':
    'VAKUUTUS tarjotaan, kun jakajan näkyvä kortti on ässä: pelaaja valitsee summan, enintään puolet panoksesta, täysinä rahayksikköinä ({unit} kerrallaan) tai tasan puolet (oletus); vakuutus voittaa {pays}, jos jakajalla on blackjack.',
  'rules.bj.insurance.no': 'Vakuutusta ei ole.',
  'rules.bj.evenMoney.yes': 'Blackjackilla jakajan ässää vastaan voit ottaa tasarahan: {pays} maksetaan heti.',
  'rules.bj.evenMoney.no': 'Blackjackin saaneelle pelaajalle ei tarjota tasarahaa eikä vakuutusta.',
  'rules.bj.insuredLock': 'Vakuutettua kättä ei voi tuplata eikä jakaa.',
  'rules.bj.bonus777':
    'Kolme seiskaa: käsi, jonka kolme ensimmäistä korttia ovat 7-7-7, voittaa heti {pays}, myös tuplauspanos, jos 7-7 tuplattiin. Jaettu seiskapari pelataan normaalisti.',
  'rules.bj.perfectPairs':
    'Perfect Pairs -sivupanos jokaisella pelipaikalla ratkeaa kahdesta ensimmäisestä kortista. Parit menevät arvon mukaan: J-J on pari, J-Q ei.',
  'rules.bj.behind.place':
    'Voit asettaa yhden taustapanoksen (haamun) jokaiseen toisen pelaajan pelipaikkaan, vähintään {min} ja enintään pelipaikan oman panoksen verran. Pelipaikan haltija tekee yksin kaikki käden päätökset, ja taustapanoksesi seuraa niitä.',
  'rules.bj.behind.match':
    'Kun haltija tuplaa tai jakaa parin, sinulta kysytään, seuraako taustapanoksesi; pöytä muistaa edellisen vastauksesi. Jos et seuraa jakoa, taustapanos jää vain ensimmäiseen käteen.',
  'rules.bj.behind.pays':
    'Taustapanos ratkaistaan kuten käsi, jota se seuraa, samoin voittokertoimin (blackjack {pays}, 777-bonus, antautuminen ja tasaraha mukaan lukien). Haltijan vakuutus ei koske taustapanosta.',
  'rules.bj.seats.one': 'Pelaat yhdellä pelipaikalla.',
  'rules.bj.seats.other': 'Voit pelata enintään {count} pelipaikalla, kullakin oma panoksensa.',
  'rules.bj.limitsNote': 'Panosrajat koskevat kunkin pelipaikan alkuperäistä panosta.',
  'rules.bj.tiers': 'Aulassa tämän pöydän voi valita näillä panosrajoilla: {list}.',
  'rules.bj.tierShown': 'Nämä ovat panostason {range} rajat.',
  'rules.bj.pay.win': 'Voittava käsi',
  'rules.bj.pay.blackjack': 'Blackjack',
  'rules.bj.pay.push': 'Tasapeli',
  'rules.bj.pay.pushPays': 'panos palautetaan',
  'rules.bj.pay.insurance': 'Vakuutus',
  'rules.bj.pay.evenMoney': 'Tasaraha',
  'rules.bj.pay.surrender': 'Antautuminen',
  'rules.bj.pay.surrenderPays': 'puolet panoksesta palautetaan',
  'rules.bj.pay.bonus777': 'Kolme seiskaa 7-7-7',
  'rules.bj.pay.ppMixed': 'Perfect Pairs: sekapari (punainen ja musta)',
  'rules.bj.pay.ppColoured': 'Perfect Pairs: väripari (sama väri, eri maa)',
  'rules.bj.pay.ppPerfect': 'Perfect Pairs: täydellinen pari (sama maa)',
  'rules.bj.limit.seat': 'Panos pelipaikkaa kohden',
  'rules.bj.limit.perfectPairs': 'Perfect Pairs pelipaikkaa kohden',
  'rules.bj.limit.behind': 'Taustapanos',
  'rules.bj.limit.behindRange': '{min} – pelipaikan panos',
  'rules.bj.rtp.main': 'Pääpeli, perusstrategialla',
  'rules.bj.rtp.perfectPairs': 'Perfect Pairs',
  'rules.bj.rtp.computed':
    'Pääpelin luku on laskettu tämän pöydän säännöillä täydestä kengästä, pelaten näiden sääntöjen perusstrategiaa.',
  'rules.bj.rtp.given': 'Pääpelin luku on tämän pöydän mitattu palautus perusstrategialla.',
  'rules.bj.rtp.no777': '777-bonus ei sisälly siihen; se nostaa palautusta hieman.',

  'rules.bac.player': 'PELAAJA',
  'rules.bac.banker': 'PANKKIIRI',
  'rules.bac.tie': 'TASAN',
  'rules.bac.summary.banker': 'PANKKIIRI maksaa {pays}',
  'rules.bac.summary.tie': 'TASAN maksaa {pays}',
  'rules.bac.goal': 'Lyö vetoa kädestä, joka pääsee lähemmäs 9:ää: PELAAJA, PANKKIIRI tai niiden TASAN.',
  'rules.bac.values':
    'Ässä on 1, kortit 2–9 ovat numeronsa arvoisia, 10 ja kuvakortit 0. Käden arvo on summan viimeinen numero: 7 + 6 = 3.',
  'rules.bac.deal': 'Kumpikin käsi saa kaksi korttia ja ehkä kolmannen alla olevien sääntöjen mukaan.',
  'rules.bac.natural':
    'Natural: jos kumman tahansa käden kahden ensimmäisen kortin arvo on {totals}, kumpikaan käsi ei ota lisää kortteja. Tämä sääntö kumoaa kaikki muut.',
  'rules.bac.playerRule': 'Pelaaja ottaa kortin arvoilla {draw} ja jää arvoilla {stand}.',
  'rules.bac.bankerStood': 'Jos pelaaja jäi, pankkiiri ottaa kortin arvoilla {draw} ja jää arvoilla {stand}.',
  'rules.bac.bankerDrew':
    'Jos pelaaja otti kolmannen kortin, pankkiiri ottaa kortin tai jää oman arvonsa ja pelaajan kolmannen kortin mukaan, kuten taulukossa.',
  'rules.bac.tieRefund': 'Tasapelissä PELAAJA- ja PANKKIIRI-panokset palautetaan.',
  'rules.bac.tieLoses': 'Tasapelissä PELAAJA- ja PANKKIIRI-panokset häviävät.',
  'rules.bac.commission':
    'Voittava PANKKIIRI-panos maksaa 1:1, josta vähennetään {commission} komissio: panos ja voitto yhteensä ovat {factor} × panos, {rounding}.',
  'rules.bac.round.floor': 'pyöristettynä alaspäin senttiin',
  'rules.bac.round.ceil': 'pyöristettynä ylöspäin senttiin',
  'rules.bac.round.half-up': 'pyöristettynä lähimpään senttiin, puolikkaat ylöspäin',
  'rules.bac.round.half-even': 'pyöristettynä lähimpään senttiin, puolikkaat parilliseen',
  'rules.bac.examples': 'Esimerkiksi: {examples}.',
  'rules.bac.example': 'panos {stake} palauttaa {returned}',
  'rules.bac.tiePays': 'Voittava TASAN-panos maksaa {pays}: takaisin tulee {factor} × panos.',
  'rules.bac.roads':
    'Baccarat-historia ja sen tiet näyttävät enintään {count} viimeisintä kierrosta. Sen jälkeen vanhimmat {rows} kierrosta (helmitaulun sarake) poistuvat yhdessä, joten yksikään helmi ei siirry paikaltaan.',
  'rules.bac.rtp.exact':
    'Tarkat luvut täydelle kengälle ({decks}), laskettu kaikista korttien mahdollisista järjestyksistä.',

  'rules.rou.summary.zero': 'Yksi nolla',
  'rules.rou.summary.straight': 'Yksi numero maksaa {pays}',
  'rules.rou.goal':
    'Eurooppalainen ruletti: yksi nolla, {pockets} lokeroa. Aseta pelimerkit numerolle tai numeroryhmälle; veto voittaa, kun pallo pysähtyy sen kattamaan numeroon.',
  'rules.rou.outsideZero':
    'Ulkopanokset (sarake, tusina, punainen tai musta, pariton tai parillinen, 1–18 tai 19–36) häviävät, kun tulos on nolla.',
  'rules.rou.history': 'Näytössä ovat {count} viimeistä voittonumeroa.',
  'rules.rou.hotCold':
    'Kuumat ja kylmät numerot: {count} yleisintä ja harvinaisinta viimeisten {window} pyöräytyksen ajalta.',
  'rules.rou.limitMin': 'Vähintään {min} jokaiseen kohtaan.',
  'rules.rou.limitTotal': 'Yhden pyöräytyksen kaikki panokset yhteensä enintään {total}.',
  'rules.rou.announcedHow':
    'Ilmoitetut panokset asetetaan kilparadalta. Summa jaetaan tasan niiden pelimerkeille, joten sen on oltava jaollinen pelimerkkien määrällä.',
  'rules.rou.neighbours':
    'Naapurit: numero ja sen naapurit pyörässä, yksi pelimerkki kullekin numerolle. Valitse {min}–{max} naapuria kummallekin puolelle radan vieressä olevilla − ja + -painikkeilla (aluksi {side}: {chips} pelimerkkiä); K naapuria kummallakin puolella on 2K + 1 pelimerkkiä.',
  'rules.rou.kind.straight': 'Yksi numero',
  'rules.rou.kind.split': 'Kaksi numeroa',
  'rules.rou.kind.street': 'Kolme numeroa',
  'rules.rou.kind.trio': 'Kolme numeroa nollan kanssa (0-1-2, 0-2-3)',
  'rules.rou.kind.corner': 'Neljä numeroa kulmassa',
  'rules.rou.kind.basket': 'Neljä ensimmäistä numeroa (0-1-2-3)',
  'rules.rou.kind.line': 'Linjaveto (kuusi numeroa)',
  'rules.rou.kind.column': 'Sarake',
  'rules.rou.kind.dozen': 'Tusina',
  'rules.rou.kind.red': 'Punainen',
  'rules.rou.kind.black': 'Musta',
  'rules.rou.kind.odd': 'Pariton',
  'rules.rou.kind.even': 'Parillinen',
  'rules.rou.kind.low': 'Matala 1–18',
  'rules.rou.kind.high': 'Korkea 19–36',
  'rules.rou.numbers.one': '{count} numero',
  'rules.rou.numbers.other': '{count} numeroa',
  'rules.rou.announced.voisins': 'Voisins du zéro (nollan naapurit)',
  'rules.rou.announced.tiers': 'Tiers du cylindre (sylinterin kolmannes)',
  'rules.rou.announced.orphelins': 'Orphelins (orvot)',
  'rules.rou.announced.jeu-zero': 'Jeu zéro (nollapeli)',
  'rules.rou.announced.neighbours': 'Naapurit',
  'rules.rou.piece': '{numbers} ×{chips}',
  'rules.rou.limit.perSpin': 'Pyöräytyksen kaikki panokset',
  'rules.rou.rtp.all': 'Jokainen veto',
  'rules.rou.rtp.exact': 'Tarkat luvut: pyörän jokainen lokero on yhtä todennäköinen.',
  ...strategyFi,
};
