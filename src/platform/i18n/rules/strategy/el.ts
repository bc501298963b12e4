/** Κείμενα για στρατηγική, πλαϊνά στοιχήματα, παράπονα και έκδοση παιχνιδιού, και ο πίνακας στρατηγικής (ελληνικά). */
import type { strategyEn } from './en';

export const strategyEl: Record<keyof typeof strategyEn, string> = {
  'rules.section.strategy': 'Βασική στρατηγική',
  'rules.bj.strategy.assumes':
    'Υποτιθέμενη στρατηγική: η βασική στρατηγική που υπολογίστηκε για τους κανόνες αυτού του τραπεζιού ({rules}). Ο πίνακας στρατηγικής παρακάτω τη δείχνει χέρι προς χέρι.',
  'rules.bj.strategy.noInsurance': 'Αυτή η στρατηγική δεν παίρνει ποτέ ασφάλεια ούτε ίσα χρήματα.',
  'rules.bj.strategy.line':
    'Η βασική στρατηγική που υπολογίστηκε για τους κανόνες αυτού του τραπεζιού ({rules}) δίνει την καλύτερη κίνηση για κάθε χέρι απέναντι σε κάθε ανοιχτό φύλλο του ντίλερ. Ο πίνακας στρατηγικής παρακάτω τη δείχνει.',
  'rules.bac.strategy':
    'Υποτιθέμενη στρατηγική: καμία. Τα φύλλα τραβιούνται με σταθερούς κανόνες και ο παίκτης δεν παίρνει αποφάσεις, οπότε κάθε τιμή ισχύει όπως κι αν ποντάρετε.',
  'rules.rou.strategy':
    'Υποτιθέμενη στρατηγική: καμία. Μετά τα στοιχήματα δεν αποφασίζεται τίποτα, οπότε κάθε τιμή ισχύει για το στοίχημα όπως τοποθετήθηκε, μόνο του ή μαζί με άλλα.',
  'rules.rtp.sideLowest': 'Χαμηλότερη επιστροφή των πλαϊνών στοιχημάτων: {rtp} ({bet}).',

  'rules.bj.basis.s17': 'ο ντίλερ μένει στο μαλακό 17',
  'rules.bj.basis.h17': 'ο ντίλερ τραβά φύλλο στο μαλακό 17',
  'rules.bj.basis.peekAceTen': 'ο ντίλερ ελέγχει για blackjack με άσο ή δεκάρι',
  'rules.bj.basis.peekAce': 'ο ντίλερ ελέγχει για blackjack με άσο',
  'rules.bj.basis.noHole': 'χωρίς κρυφό φύλλο',
  'rules.bj.basis.double.any2': 'Διπλό σε οποιαδήποτε δύο φύλλα',
  'rules.bj.basis.double.9-11': 'Διπλό μόνο σε 9–11',
  'rules.bj.basis.double.10-11': 'Διπλό μόνο σε 10–11',
  'rules.bj.basis.noSplit': 'χωρίς Διαίρεση',
  'rules.bj.basis.splitOnce': 'μία Διαίρεση',
  'rules.bj.basis.splitTo': 'Διαιρέσεις έως {hands} χέρια',
  'rules.bj.basis.das': 'Διπλό μετά από Διαίρεση',
  'rules.bj.basis.noDas': 'χωρίς Διπλό μετά από Διαίρεση',
  'rules.bj.basis.splitAcesPlay': 'οι διαιρεμένοι άσοι παίζονται κανονικά',
  'rules.bj.basis.splitAcesOne': 'ένα φύλλο σε κάθε διαιρεμένο άσο',
  'rules.bj.basis.resplitAces': 'οι άσοι διαιρούνται ξανά',
  'rules.bj.basis.noResplitAces': 'οι άσοι δεν διαιρούνται ξανά',
  'rules.bj.basis.surrender.none': 'χωρίς Παραίτηση',
  'rules.bj.basis.surrender.late': 'καθυστερημένη Παραίτηση',
  'rules.bj.basis.surrender.late-not-vs-ace': 'καθυστερημένη Παραίτηση εκτός απέναντι σε άσο',

  'rules.section.about': 'Παράπονα και έκδοση παιχνιδιού',
  'rules.about.complaints':
    'Για να υποβάλετε παράπονο, επικοινωνήστε με την εξυπηρέτηση πελατών του καζίνο και αναφέρετε την ώρα του γύρου και το αναγνωριστικό του από το ιστορικό. Αν το παράπονό σας δεν επιλυθεί ικανοποιητικά, μπορείτε να το παραπέμψετε στην ανεξάρτητη υπηρεσία επίλυσης διαφορών ή στη ρυθμιστική αρχή τυχερών παιγνίων που αναφέρονται στους όρους του καζίνο.',
  'rules.about.version': 'Έκδοση παιχνιδιού: {version}.',

  'rules.chart.button': 'Πίνακας στρατηγικής',
  'rules.chart.heading': 'Βασική στρατηγική',
  'rules.chart.basis': 'Υπολογισμένη για τους κανόνες αυτού του τραπεζιού: {rules}. Τα όρια δεν την αλλάζουν.',
  'rules.chart.upCard': 'Ανοιχτό φύλλο ντίλερ',
  'rules.chart.hard': 'Σκληρά σύνολα',
  'rules.chart.soft': 'Μαλακά σύνολα',
  'rules.chart.softHint': 'Ο άσος μετρά 11: το A-7 είναι μαλακό 18.',
  'rules.chart.pairs': 'Ζευγάρια',
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
  'rules.chart.legend.H': 'Φύλλο',
  'rules.chart.legend.S': 'Μένω',
  'rules.chart.legend.D': 'Διπλό· αν δεν επιτρέπεται, φύλλο',
  'rules.chart.legend.Ds': 'Διπλό· αν δεν επιτρέπεται, μένω',
  'rules.chart.legend.P': 'Διαίρεση',
  'rules.chart.legend.Rh': 'Παραίτηση· αν δεν επιτρέπεται, φύλλο',
  'rules.chart.legend.Rs': 'Παραίτηση· αν δεν επιτρέπεται, μένω',
  'rules.chart.legend.Rp': 'Παραίτηση· αν δεν επιτρέπεται, Διαίρεση',
  'rules.chart.pairsNote':
    'Η γραμμή ενός ζευγαριού δίνει την καλύτερη κίνησή του, με Διαίρεση ή χωρίς· όταν το χέρι έχει τρία φύλλα, παίξτε το με βάση το σύνολό του.',
  'rules.chart.fullShoe':
    'Ο πίνακας δίνει την καλύτερη κίνηση από γεμάτο σαμπό· δεν λαμβάνει υπόψη τα φύλλα που έχουν ήδη βγει. Τα γράμματα είναι τα πλήκτρα του τραπεζιού.',
};
