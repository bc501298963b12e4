import type { rulesEn } from './en';
import { strategyIt } from './strategy/it';

export const rulesIt: Record<keyof typeof rulesEn, string> = {
  'rules.title': 'Regole e pagamenti',
  'rules.tableTitle': '{game} · {table}',
  'rules.join': ' · ',
  'rules.ratio': '{a} a {b}',
  'rules.range': '{min} – {max}',
  'rules.upTo': 'fino a {max}',
  'rules.none': '—',
  'rules.always': 'sempre',
  'rules.never': 'mai',

  'rules.section.game': 'Il gioco',
  'rules.section.shoe': 'Carte e sabot',
  'rules.section.dealer': 'Il banco',
  'rules.section.options': 'Le tue scelte',
  'rules.section.insurance': 'Assicurazione e pagamento alla pari',
  'rules.section.bonuses': 'Bonus e puntate laterali',
  'rules.section.behind': 'Puntata dietro',
  'rules.section.table': 'Al tavolo',
  'rules.section.drawing': 'Regole della terza carta',
  'rules.section.bets': 'Puntate e pagamenti',
  'rules.section.roads': 'Cronologia baccarat',
  'rules.section.announced': 'Puntate annunciate',
  'rules.section.keys': 'Tastiera (computer)',
  'rules.bj.keys.moves': 'H carta · S stai · D raddoppia · P dividi · R resa.',
  'rules.bj.keys.insurance': 'I prende l’assicurazione o il pagamento 1 a 1, N rifiuta.',
  'rules.bj.keys.insuranceAmount': '← → o − + cambiano l’importo dell’assicurazione.',
  'rules.bj.keys.behind':
    'Y segue con la puntata dietro il raddoppio o la divisione del titolare, N la lascia com’è; Invio (Enter) sceglie la tua ultima risposta.',
  'rules.bj.keys.bets': 'Spazio o Invio (Enter) distribuisce, Backspace riprende l’ultima fiche.',
  'rules.bac.keys.bets':
    'P, B e T mettono la fiche scelta su PLAYER, BANKER o TIE; ← e → scelgono la fiche; X sceglie lo strumento per togliere le fiches.',
  'rules.bac.keys.round':
    'Spazio o Invio (Enter) distribuisce; Backspace annulla, Delete cancella; N nuova puntata, R stesse puntate, D ripunta ×2.',
  'rules.rou.keys':
    'Spazio o Invio (Enter) lancia; Backspace o U annulla l’ultima puntata, C cancella, R ripete, D raddoppia; da 1 a 6 scelgono la fiche; V cambia pannello su uno schermo piccolo. Sul tappeto e sul racetrack le frecce scelgono la puntata e Invio posa la fiche.',
  'rules.keys.focus':
    'Tab passa da un comando all’altro nell’ordine di lettura (un anello giallo mostra dove sei); Invio (Enter) o Spazio preme quello nell’anello.',
  'rules.section.payouts': 'Tabella delle vincite',
  'rules.section.limits': 'Limiti',
  'rules.section.rtp': 'Ritorno al giocatore',
  // Every table (sheet 001 "Lisätietoja", RULES.md): malfunction, unfinished rounds, inactivity.
  'rules.section.terms': 'Malfunzionamenti, round non terminati e inattività',
  'rules.terms.malfunction':
    'In caso di malfunzionamento dell’hardware o del software di gioco, le puntate e le vincite interessate sono annullate e le puntate vengono restituite.',
  'rules.terms.site':
    'La gestione dei round non terminati e il tempo di inattività dopo il quale una sessione termina automaticamente seguono i termini del sito di gioco.',
  'rules.terms.resume':
    'Un round non terminato (pagina chiusa, connessione persa) conserva le sue puntate e riprende dal punto in cui si era fermato quando torni.',
  'rules.terms.expiry':
    'I round non terminati scadono dopo {duration}: un round più recente riprende dal punto in cui si era fermato quando torni; uno più vecchio viene completato alla successiva apertura del tavolo con le mosse più prudenti (assicurazione e pari denaro rifiutati, ogni mano ancora da giocare sta), il banco gioca la sua mano e il round viene liquidato.',
  'rules.terms.settledAtOnce':
    'Un round viene liquidato appena le puntate sono piazzate: se esci prima di vederne il risultato, questo è già nel tuo saldo e nella cronologia.',
  'rules.terms.inactivity':
    'Il tempo di inattività è di {duration}: dopo tanto tempo senza giocare la sessione termina automaticamente, con un avviso un minuto prima.',
  'rules.terms.inactivityHalfway':
    'Il tempo di inattività è di {duration}: dopo tanto tempo senza giocare la sessione termina automaticamente, con un avviso a metà del tempo.',
  'rules.terms.noInactivity': 'Non è impostato alcun tempo di inattività: la sessione non termina automaticamente.',

  'rules.col.bet': 'Puntata',
  'rules.col.pays': 'Paga',
  'rules.col.numbers': 'Numeri',
  'rules.col.limit': 'Limite',
  'rules.col.rtp': 'Ritorno',
  'rules.col.chips': 'Gettoni',
  'rules.col.covers': 'Copre',
  'rules.col.bankerTotal': 'Punti del Banco',
  'rules.col.bankerDraws': 'Pesca se la terza carta del Giocatore è',
  'rules.col.bankerStands': 'Sta se è',

  'rules.decks.one': '{count} mazzo da 52 carte.',
  'rules.decks.other': '{count} mazzi da 52 carte.',
  'rules.decksShort.one': '{count} mazzo',
  'rules.decksShort.other': '{count} mazzi',
  'rules.shuffle.everyRound': 'Le carte si mescolano prima di ogni mano.',
  'rules.shuffle.continuous': 'Mescolatrice continua: le carte di ogni mano tornano nel sabot in punti casuali.',
  'rules.shuffle.penetration': 'Il sabot si rimescola quando ne è stato distribuito il {percent}.',
  'rules.limits.chips': 'Gettoni',
  'rules.rtp.note': 'Ritorno al giocatore: la parte delle puntate che una scommessa restituisce nel lungo periodo.',
  'rules.rtp.unknown': 'Non disponibile',

  'rules.bj.summary.s17': 'Il banco sta su tutti i 17',
  'rules.bj.summary.h17': 'Il banco chiede carta sul 17 soft',
  'rules.bj.summary.noHole': 'Senza carta coperta',
  'rules.bj.summary.pays': 'Il blackjack paga {pays}',
  'rules.bj.goal': 'Batti il banco: arriva più vicino a 21 del banco senza superarlo.',
  'rules.bj.values':
    "Le carte da 2 a 10 valgono il loro numero, fante, donna e re valgono 10, l'asso vale 11 o 1 (11 se non fa sballare). Una mano con l'asso contato 11 è soft: A-6 è un 17 soft.",
  'rules.bj.blackjack':
    'Il blackjack è un asso con una carta da 10 come prime due carte di una mano non divisa. Paga {pays} e batte ogni altra mano, 21 compreso; contro un blackjack del banco è pareggio.',
  'rules.bj.compare':
    'Una mano oltre 21 sballa e perde subito. Un punteggio più alto del banco vince {pays}, uno più basso perde, a parità di punti la puntata viene restituita.',
  'rules.bj.dealerBust': 'Se il banco sballa, vincono tutte le mani ancora in gioco.',
  'rules.bj.s17': 'Il banco sta su tutti i 17: chiede carta con 16 o meno e sta con 17 o più.',
  'rules.bj.h17':
    'Il banco chiede carta sul 17 soft: chiede carta con 16 o meno e sul 17 soft, e sta con 17 hard o più.',
  'rules.bj.peek.aceAndTen':
    'Il banco prende una seconda carta coperta e controlla se ha blackjack quando la carta scoperta è un asso o una carta da 10.',
  'rules.bj.peek.ace':
    'Il banco prende una seconda carta coperta e controlla se ha blackjack quando la carta scoperta è un asso.',
  'rules.bj.noHoleCard':
    'Senza carta coperta: il banco riceve la seconda carta solo dopo che tutti i giocatori hanno giocato. Un blackjack del banco prende allora tutte le puntate, raddoppi e divisioni compresi; un blackjack del giocatore è pareggio.',
  'rules.bj.double.any2':
    'Raddoppio su qualsiasi prima coppia di carte: la puntata raddoppia e arriva esattamente una carta in più.',
  'rules.bj.double.9-11':
    'Raddoppio solo se le prime due carte fanno 9, 10 o 11: la puntata raddoppia e arriva esattamente una carta in più.',
  'rules.bj.double.10-11':
    'Raddoppio solo se le prime due carte fanno 10 o 11: la puntata raddoppia e arriva esattamente una carta in più.',
  'rules.bj.das.yes': 'Si può raddoppiare dopo una divisione.',
  'rules.bj.das.no': 'Non si può raddoppiare dopo una divisione.',
  'rules.bj.split.none': 'Le coppie non si possono dividere.',
  'rules.bj.split.once':
    'Due carte di pari valore (anche donna e fante) si possono dividere (split) una volta, in due mani, ciascuna con una puntata pari alla prima.',
  'rules.bj.split.upTo':
    'Due carte di pari valore (anche donna e fante) si possono dividere (split), e dividere ancora, fino a {hands} mani, ciascuna con una puntata pari alla prima.',
  'rules.bj.split.whenPlayed': 'Una mano divisa riceve la seconda carta quando arriva il suo turno.',
  'rules.bj.split.immediately': 'Alla divisione entrambe le mani ricevono subito la seconda carta.',
  'rules.bj.splitAces.oneCard': 'Gli assi divisi ricevono una sola carta ciascuno.',
  'rules.bj.splitAces.play':
    'Gli assi divisi si giocano come ogni altra mano divisa: si possono chiedere tutte le carte che si vuole finché nessuna delle due supera 21.',
  'rules.bj.resplitAces.yes': 'Gli assi si possono dividere di nuovo.',
  'rules.bj.resplitAces.no': 'Gli assi non si possono dividere di nuovo.',
  'rules.bj.split21': 'Un 21 su una mano divisa vale 21, non blackjack.',
  'rules.bj.balance': 'Raddoppio e divisione sono offerti solo se il saldo copre la puntata aggiuntiva.',
  'rules.bj.surrender.none': 'Resa non ammessa.',
  'rules.bj.surrender.late':
    'Resa: sulle prime due carte di una mano non divisa, prima di ogni altra scelta, si abbandona la mano e si riceve indietro metà della puntata.',
  'rules.bj.surrender.lateNotVsAce':
    'Resa: sulle prime due carte di una mano non divisa, prima di ogni altra scelta, si abbandona la mano e si riceve indietro metà della puntata; non contro un asso del banco.',
  'rules.bj.surrender.peek': 'Quando il banco controlla il blackjack, la resa è offerta solo dopo il controllo.',
  'rules.bj.insurance.yes':
    "L'assicurazione è offerta quando il banco mostra un asso: costa metà della puntata e paga {pays} se il banco ha blackjack.",
  'rules.bj.insurance.upToHalf':
    "L'assicurazione è offerta quando il banco mostra un asso: il giocatore sceglie un importo fino a metà della puntata in unità intere ({unit} alla volta), oppure esattamente la metà (predefinita); paga {pays} se il banco ha blackjack.",
  'rules.bj.insurance.no': 'Nessuna assicurazione.',
  'rules.bj.evenMoney.yes':
    'Con un blackjack contro un asso del banco puoi prendere il pagamento alla pari: {pays} pagato subito.',
  'rules.bj.evenMoney.no': 'Al giocatore con blackjack non si offrono né pagamento alla pari né assicurazione.',
  'rules.bj.insuredLock': 'Una mano assicurata non può raddoppiare né dividere.',
  'rules.bj.bonus777':
    'Tre sette: una mano le cui prime tre carte sono 7-7-7 è pagata subito {pays}, anche il raddoppio se 7-7 è stato raddoppiato. Una coppia di sette divisa si gioca normalmente.',
  'rules.bj.perfectPairs':
    'Puntata laterale Perfect Pairs su ogni posto, decisa dalle prime due carte. Le coppie valgono per figura: J-J è coppia, J-Q no.',
  'rules.bj.behind.place':
    'Puoi piazzare una puntata dietro su ogni box tenuto da un altro giocatore, da {min} fino alla puntata di quel box. Solo il titolare del box decide per la mano, e la tua puntata dietro lo segue.',
  'rules.bj.behind.match':
    'Quando il titolare raddoppia o divide, ti viene chiesto se seguirlo con la tua puntata dietro; il tavolo ricorda la tua ultima risposta. Se non segui una divisione, la puntata dietro resta solo sulla prima mano.',
  'rules.bj.behind.pays':
    'La puntata dietro si regola come la mano che segue, con gli stessi pagamenti (blackjack {pays}, bonus 777, resa e pagamento alla pari compresi). L’assicurazione del titolare non la copre.',
  'rules.bj.seats.one': 'Giochi un solo posto.',
  'rules.bj.seats.other': 'Puoi giocare fino a {count} posti, ciascuno con la sua puntata.',
  'rules.bj.limitsNote': 'I limiti valgono per la puntata iniziale di ogni posto.',
  'rules.bj.tiers': 'Nella lobby questo tavolo si sceglie con questi limiti: {list}.',
  'rules.bj.tierShown': 'Questi sono i limiti del livello {range}.',
  'rules.bj.pay.win': 'Mano vincente',
  'rules.bj.pay.blackjack': 'Blackjack',
  'rules.bj.pay.push': 'Pareggio',
  'rules.bj.pay.pushPays': 'puntata restituita',
  'rules.bj.pay.insurance': 'Assicurazione',
  'rules.bj.pay.evenMoney': 'Pagamento alla pari',
  'rules.bj.pay.surrender': 'Resa',
  'rules.bj.pay.surrenderPays': 'metà della puntata restituita',
  'rules.bj.pay.bonus777': 'Tre sette 7-7-7',
  'rules.bj.pay.ppMixed': 'Perfect Pairs: coppia mista (rossa e nera)',
  'rules.bj.pay.ppColoured': 'Perfect Pairs: coppia colorata (stesso colore, seme diverso)',
  'rules.bj.pay.ppPerfect': 'Perfect Pairs: coppia perfetta (stesso seme)',
  'rules.bj.limit.seat': 'Puntata per posto',
  'rules.bj.limit.perfectPairs': 'Perfect Pairs per posto',
  'rules.bj.limit.behind': 'Puntata dietro',
  'rules.bj.limit.behindRange': 'da {min} fino alla puntata del box',
  'rules.bj.rtp.main': 'Gioco principale, strategia di base',
  'rules.bj.rtp.perfectPairs': 'Perfect Pairs',
  'rules.bj.rtp.computed':
    'Il valore del gioco principale è calcolato con le regole di questo tavolo da un sabot completo, giocando la strategia di base per queste regole.',
  'rules.bj.rtp.given':
    'Il valore del gioco principale è il ritorno misurato di questo tavolo con la strategia di base.',
  'rules.bj.rtp.no777': 'Il bonus 777 non è incluso; lo aumenta di poco.',

  'rules.bac.player': 'GIOCATORE',
  'rules.bac.banker': 'BANCO',
  'rules.bac.tie': 'PAREGGIO',
  'rules.bac.summary.banker': 'BANCO paga {pays}',
  'rules.bac.summary.tie': 'PAREGGIO paga {pays}',
  'rules.bac.goal': 'Punta sulla mano che finisce più vicina a 9: GIOCATORE, BANCO o il PAREGGIO tra le due.',
  'rules.bac.values':
    "L'asso vale 1, le carte da 2 a 9 il loro numero, il 10 e le figure 0. Il punteggio di una mano è l'ultima cifra della somma: 7 + 6 = 3.",
  'rules.bac.deal': 'Ogni mano riceve due carte, ed eventualmente una terza secondo le regole qui sotto.',
  'rules.bac.natural':
    'Naturale: se le prime due carte di una delle mani fanno {totals}, entrambe le mani stanno. Questa regola prevale su tutte le altre.',
  'rules.bac.playerRule': 'Il Giocatore pesca con {draw} e sta con {stand}.',
  'rules.bac.bankerStood': 'Se il Giocatore è stato, il Banco pesca con {draw} e sta con {stand}.',
  'rules.bac.bankerDrew':
    'Se il Giocatore ha pescato una terza carta, il Banco pesca o sta secondo il proprio punteggio e la terza carta del Giocatore, come nella tabella.',
  'rules.bac.tieRefund': 'In caso di pareggio le puntate su GIOCATORE e BANCO vengono restituite.',
  'rules.bac.tieLoses': 'In caso di pareggio le puntate su GIOCATORE e BANCO perdono.',
  'rules.bac.commission':
    'Una puntata vincente sul BANCO paga 1 a 1 meno una commissione del {commission}: puntata e vincita insieme fanno {factor} × la puntata, {rounding}.',
  'rules.bac.round.floor': 'arrotondato per difetto al centesimo',
  'rules.bac.round.ceil': 'arrotondato per eccesso al centesimo',
  'rules.bac.round.half-up': 'arrotondato al centesimo più vicino, le metà per eccesso',
  'rules.bac.round.half-even': 'arrotondato al centesimo più vicino, le metà al pari',
  'rules.bac.examples': 'Per esempio: {examples}.',
  'rules.bac.example': 'una puntata di {stake} restituisce {returned}',
  'rules.bac.tiePays': 'Una puntata vincente sul PAREGGIO paga {pays}: torna {factor} × la puntata.',
  'rules.bac.roads':
    'La cronologia baccarat e le sue strade mostrano al massimo le ultime {count} mani. Oltre, le {rows} mani più vecchie (una colonna della bead plate) escono insieme, così nessun segno si sposta dal suo posto.',
  'rules.bac.rtp.exact': 'Valori esatti per un sabot completo di {decks}, da ogni modo in cui possono uscire le carte.',

  'rules.rou.summary.zero': 'Uno zero',
  'rules.rou.summary.straight': 'Il pieno paga {pays}',
  'rules.rou.goal':
    'Roulette europea: uno zero, {pockets} caselle. Metti i gettoni su un numero o su un gruppo di numeri; una puntata vince quando la pallina si ferma su un numero che copre.',
  'rules.rou.outsideZero':
    'Le puntate esterne (colonne, dozzine, rosso o nero, pari o dispari, manque o passe) perdono con lo zero.',
  'rules.rou.history': 'Sono mostrati gli ultimi {count} numeri usciti.',
  'rules.rou.hotCold': 'Numeri caldi e freddi: i {count} più e meno frequenti degli ultimi {window} lanci.',
  'rules.rou.limitMin': 'Minimo {min} su ogni posizione.',
  'rules.rou.limitTotal': 'Al massimo {total} per tutte le puntate di un lancio insieme.',
  'rules.rou.announcedHow':
    "Le puntate annunciate si fanno dal racetrack. L'importo si divide in parti uguali tra i loro gettoni, quindi deve essere divisibile per il numero di gettoni.",
  'rules.rou.neighbours':
    'Vicini: un numero e i numeri accanto a esso sulla ruota, un gettone pieno su ciascuno. Scegli da {min} a {max} vicini per lato con − e + accanto alla pista ({side} all’inizio: {chips} gettoni); K vicini per lato sono 2K + 1 gettoni.',
  'rules.rou.kind.straight': 'Pieno',
  'rules.rou.kind.split': 'Cavallo',
  'rules.rou.kind.street': 'Terzina',
  'rules.rou.kind.trio': 'Terzina con lo zero (0-1-2, 0-2-3)',
  'rules.rou.kind.corner': 'Carré',
  'rules.rou.kind.basket': 'Primi quattro (0-1-2-3)',
  'rules.rou.kind.line': 'Sestina',
  'rules.rou.kind.column': 'Colonna',
  'rules.rou.kind.dozen': 'Dozzina',
  'rules.rou.kind.red': 'Rosso',
  'rules.rou.kind.black': 'Nero',
  'rules.rou.kind.odd': 'Dispari',
  'rules.rou.kind.even': 'Pari',
  'rules.rou.kind.low': 'Manque 1–18',
  'rules.rou.kind.high': 'Passe 19–36',
  'rules.rou.numbers.one': '{count} numero',
  'rules.rou.numbers.other': '{count} numeri',
  'rules.rou.announced.voisins': 'Vicini dello zero',
  'rules.rou.announced.tiers': 'Serie 5/8 (tiers du cylindre)',
  'rules.rou.announced.orphelins': 'Orfanelli',
  'rules.rou.announced.jeu-zero': 'Gioco dello zero',
  'rules.rou.announced.neighbours': 'Vicini',
  'rules.rou.piece': '{numbers} ×{chips}',
  'rules.rou.limit.perSpin': 'Tutte le puntate di un lancio',
  'rules.rou.rtp.all': 'Ogni puntata',
  'rules.rou.rtp.exact': 'Valori esatti: ogni casella della ruota è ugualmente probabile.',
  ...strategyIt,
};
