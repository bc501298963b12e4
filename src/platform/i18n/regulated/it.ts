import type { RegulatedTexts } from './en';

export const regulatedIt: RegulatedTexts = {
  'reality.title': 'Promemoria di gioco',
  'reality.intro': 'Prenditi un momento per guardare come sta andando questa sessione.',
  'reality.time': 'Tempo di gioco',
  'reality.staked': 'Puntato',
  'reality.returned': 'Restituito',
  'reality.net': 'Risultato netto',
  'reality.said':
    'Promemoria di gioco. Hai giocato per {time}. Puntato {staked}, restituito {returned}, risultato netto {net}. Vuoi continuare a giocare o uscire dal gioco?',
  'reality.continue': 'Continua a giocare',
  'reality.leave': 'Esci dal gioco',
  'reality.leftTitle': 'Sei uscito dal gioco',
  'reality.left':
    'In questa sessione hai giocato per {time}, con un risultato netto di {net}. Grazie per aver giocato.',
  'reality.playAgain': 'Gioca di nuovo',
  'operator.title': 'Messaggio dal casinò',
  'operator.ok': 'OK',
};
