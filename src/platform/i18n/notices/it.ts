import type { NoticeTexts } from './en';

export const noticesIt: NoticeTexts = {
  'notice.chipUnknown': 'A questo tavolo non c’è la fiche da {value}',
  'notice.nothingToRemove': 'Lì non c’è nessuna fiche da togliere',
  'notice.noSeat': 'Questo tavolo non ha il posto {seat}',
  'notice.twoOnSeat': 'Il posto {seat} ha due puntate',
  'notice.badAmount': 'Non si può puntare questa somma',
  'notice.noSideBet': 'Questo tavolo non ha la puntata Perfect Pairs',
  'notice.unknownBet': 'Questa non è una puntata di questo tavolo',
  'notice.illegal': 'Questa mossa ora non è possibile',
  'notice.roundInProgress': 'A questo tavolo si sta già giocando una mano',
  'notice.roundGone': 'Questa mano è già finita',
  'notice.tooSoon': 'La prossima mano può iniziare tra un momento: attendi qualche secondo',
  'notice.unavailable': 'Impossibile raggiungere il tavolo. Riprova.',
  'notice.unsaved': 'La memoria del browser è piena o bloccata: nessuna puntata giocata. Libera spazio e riprova.',
  'notice.void': 'Un malfunzionamento ha annullato il round: tutte le puntate sono state restituite.',
  'notice.voidBecause':
    'Un malfunzionamento ha annullato il round ({reason}): tutte le puntate sono state restituite, {amount}.',
  'notice.voidNothing': 'Un malfunzionamento ha interrotto il round ({reason}): nessuna puntata è stata presa.',
  'void.unreadable': 'il round salvato non era leggibile',
  'void.unplayable': 'il round salvato non poteva proseguire',
  'void.rules-error': 'un errore interno nelle regole del gioco',
  'void.wallet-failure': 'il portafoglio non riusciva a salvare',
  'void.overflow': 'la vincita superava il saldo massimo',
  'void.withdrawn': 'tutte le puntate ritirate prima della chiusura',
};
