/** Testi su strategia, puntate laterali, reclami e versione del gioco, e la tabella della strategia (italiano). */
import type { strategyEn } from './en';

export const strategyIt: Record<keyof typeof strategyEn, string> = {
  'rules.section.strategy': 'Strategia di base',
  'rules.bj.strategy.assumes':
    'Strategia presupposta: la strategia di base calcolata per le regole di questo tavolo ({rules}). La tabella della strategia qui sotto la mostra mano per mano.',
  'rules.bj.strategy.noInsurance': 'Quella strategia non prende mai l’assicurazione né il pagamento 1 a 1.',
  'rules.bj.strategy.line':
    'La strategia di base calcolata per le regole di questo tavolo ({rules}) indica la giocata migliore per ogni mano contro ogni carta scoperta del banco. La tabella della strategia qui sotto la mostra.',
  'rules.bac.strategy':
    'Strategia presupposta: nessuna. Le carte si tirano secondo regole fisse e il giocatore non prende decisioni, quindi ogni valore vale comunque si punti.',
  'rules.rou.strategy':
    'Strategia presupposta: nessuna. Dopo le puntate non si decide nulla, quindi ogni valore vale per la puntata così come è piazzata, da sola o con altre puntate.',
  'rules.rtp.sideLowest': 'Ritorno più basso delle puntate laterali: {rtp} ({bet}).',

  'rules.bj.basis.s17': 'il banco sta sul 17 soft',
  'rules.bj.basis.h17': 'il banco chiede carta sul 17 soft',
  'rules.bj.basis.peekAceTen': 'il banco controlla il blackjack sotto un asso o un dieci',
  'rules.bj.basis.peekAce': 'il banco controlla il blackjack sotto un asso',
  'rules.bj.basis.noHole': 'senza carta coperta',
  'rules.bj.basis.double.any2': 'raddoppio su due carte qualsiasi',
  'rules.bj.basis.double.9-11': 'raddoppio solo su 9–11',
  'rules.bj.basis.double.10-11': 'raddoppio solo su 10–11',
  'rules.bj.basis.noSplit': 'nessuna divisione',
  'rules.bj.basis.splitOnce': 'una divisione',
  'rules.bj.basis.splitTo': 'divisioni fino a {hands} mani',
  'rules.bj.basis.das': 'raddoppio dopo la divisione',
  'rules.bj.basis.noDas': 'nessun raddoppio dopo la divisione',
  'rules.bj.basis.splitAcesPlay': 'assi divisi giocati come le altre mani',
  'rules.bj.basis.splitAcesOne': 'una carta per ogni asso diviso',
  'rules.bj.basis.resplitAces': 'assi divisibili di nuovo',
  'rules.bj.basis.noResplitAces': 'assi non divisibili di nuovo',
  'rules.bj.basis.surrender.none': 'nessuna resa',
  'rules.bj.basis.surrender.late': 'resa tardiva',
  'rules.bj.basis.surrender.late-not-vs-ace': 'resa tardiva tranne contro un asso',

  'rules.section.about': 'Reclami e versione del gioco',
  'rules.about.complaints':
    'Per presentare un reclamo, contatta l’assistenza clienti del casinò indicando l’ora del round e il suo ID dalla cronologia. Se il reclamo non viene risolto in modo soddisfacente, puoi rivolgerti al servizio indipendente di risoluzione delle controversie o all’autorità di regolamentazione del gioco indicati nei termini del casinò.',
  'rules.about.version': 'Versione del gioco: {version}.',

  'rules.chart.button': 'Tabella della strategia',
  'rules.chart.heading': 'Strategia di base',
  'rules.chart.basis': 'Calcolata per le regole di questo tavolo: {rules}. I limiti non la cambiano.',
  'rules.chart.upCard': 'Carta scoperta del banco',
  'rules.chart.hard': 'Totali hard',
  'rules.chart.soft': 'Totali soft',
  'rules.chart.softHint': 'Un asso contato 11: A-7 è un 18 soft.',
  'rules.chart.pairs': 'Coppie',
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
  'rules.chart.legend.H': 'Carta',
  'rules.chart.legend.S': 'Stai',
  'rules.chart.legend.D': 'Raddoppia; se non è ammesso, carta',
  'rules.chart.legend.Ds': 'Raddoppia; se non è ammesso, stai',
  'rules.chart.legend.P': 'Dividi',
  'rules.chart.legend.Rh': 'Resa; se non è ammessa, carta',
  'rules.chart.legend.Rs': 'Resa; se non è ammessa, stai',
  'rules.chart.legend.Rp': 'Resa; se non è ammessa, dividi',
  'rules.chart.pairsNote':
    'La riga di una coppia indica la giocata migliore, che sia dividere o no; quando la mano ha tre carte, giocala secondo il totale.',
  'rules.chart.fullShoe':
    'La tabella è la giocata migliore da un sabot completo; non tiene conto delle carte già uscite. Le lettere sono i tasti del tavolo.',
};
