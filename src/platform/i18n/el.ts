import { a11yEl } from './a11y/el';
import { baccaratEl } from './baccarat/el';
import { blackjackEl } from './blackjack/el';
import type { Dictionary } from './en';
import { hudEl } from './hud/el';
import { loaderEl } from './loader/el';
import { noticesEl } from './notices/el';
import { paceEl } from './pace/el';
import { rouletteEl } from './roulette/el';
import { sharedEl } from './shared/el';

export const el: Dictionary = {
  'app.brand': 'FELT',
  'app.tagline': 'Επιτραπέζια παιχνίδια καζίνο',
  'app.demoBadge': 'DEMO · ΕΙΚΟΝΙΚΑ ΧΡΗΜΑΤΑ',
  'app.loading': 'Ανακάτεμα τράπουλας…',
  'app.webglError':
    'Αυτό το πρόγραμμα περιήγησης δεν μπορεί να σχεδιάσει τα τραπέζια (το WebGL δεν είναι διαθέσιμο). Δοκιμάστε άλλο.',
  'app.rendererBlocked':
    'Οι ρυθμίσεις ασφαλείας αυτής της σελίδας εμποδίζουν το παιχνίδι να σχεδιάσει τα τραπέζια. Ενημερώστε την υποστήριξη του καζίνο.',
  'app.rendererError':
    'Δεν ήταν δυνατή η σχεδίαση των τραπεζιών. Φορτώστε ξανά τη σελίδα ή δοκιμάστε άλλο πρόγραμμα περιήγησης.',

  'lobby.heading': 'Επιλέξτε τραπέζι',
  'lobby.comingSoon': 'ΣΥΝΤΟΜΑ',
  'lobby.play': 'ΠΑΙΞΤΕ',
  'lobby.notYet': 'Το {game} είναι ακόμη υπό κατασκευή. Θα ανοίξει εδώ σύντομα.',
  'lobby.limits': 'Πονταρίσματα {min} – {max}',
  'lobby.tierRange': '{min} – {max}',
  'lobby.tableCount': '{count} τραπέζια',
  'lobby.footer': 'Μόνο εικονικά χρήματα. Οι κανόνες και οι πληρωμές κάθε τραπεζιού βρίσκονται στην οθόνη κανόνων του.',

  'game.blackjack': 'Blackjack',
  'game.blackjack.tagline': 'Νικήστε τον ντίλερ φτάνοντας στο 21. Το blackjack πληρώνει 3 προς 2.',
  'game.baccarat': 'Μπακαρά',
  'game.baccarat.tagline': 'Punto Banco: ποντάρετε στον Παίκτη, στην Τράπεζα ή στην Ισοπαλία.',
  'game.roulette': 'Ευρωπαϊκή ρουλέτα',
  'game.roulette.tagline': 'Ένα μηδέν. Όλα τα εσωτερικά, εξωτερικά και ανακοινωμένα στοιχήματα.',

  'table.bj-classic': 'Κλασικό',
  'table.bj-classic.blurb': '6 τράπουλες · ο ντίλερ ελέγχει · παράδοση',
  'table.bj-european': 'Ευρωπαϊκό',
  'table.bj-european.blurb': 'Χωρίς κρυφή κάρτα · μπόνους 777 · Perfect Pairs',
  'table.bj-multiseat': 'Πολλές θέσεις',
  'table.bj-multiseat.blurb': 'Έως 3 θέσεις · νέο σαμπό σε κάθε γύρο',
  'table.bj-h17-8deck': 'Οκτώ τράπουλες H17',
  'table.bj-h17-8deck.blurb': '8 τράπουλες · ο ντίλερ τραβά στο soft 17 · 4 χέρια',
  'table.baccarat-8deck': 'Οκτώ τράπουλες',
  'table.baccarat-8deck.blurb': 'Big road, bead plate και παράγωγοι δρόμοι',
  'table.baccarat-6deck': 'Έξι τράπουλες',
  'table.baccarat-6deck.blurb': 'Ανακάτεμα πριν από κάθε γύρο',
  'table.roulette-european': 'Ευρωπαϊκή',
  'table.roulette-european.blurb': 'Ένα μηδέν · racetrack · τελευταίοι 13 αριθμοί',
  'error.title': 'Το παιχνίδι δεν μπορεί να ξεκινήσει',
  'error.badParameter': 'Η παράμετρος εκκίνησης «{param}» έχει την τιμή «{value}», αλλά πρέπει να είναι {expected}.',
  'error.expect.oneOf': 'ένα από: {list}',
  'error.expect.currency': 'ένας κωδικός νομίσματος ISO 4217, π.χ. EUR',
  'error.expect.balance': 'ένας ακέραιος αριθμός ελάχιστων μονάδων, 0 ή περισσότερο',
  'error.expect.minutes': 'ένας ακέραιος αριθμός λεπτών από {min} έως {max}',
  'error.expect.noTier': 'απούσα, αφού μόνο αυτά τα τραπέζια έχουν επίπεδα ορίων: {tiers}',
  'error.gameUnavailable': 'Το {game} δεν είναι ακόμη διαθέσιμο.',
  'error.backToLobby': 'Επιστρέψτε στο λόμπι και επιλέξτε άλλο παιχνίδι.',
  'settings.title': 'Ρυθμίσεις',
  'settings.open': 'Ρυθμίσεις',
  'settings.close': 'Κλείσιμο',
  'settings.sound': 'Ήχος',
  'settings.volume': 'Ένταση',
  'settings.effects': 'Ηχητικά εφέ',
  'settings.music': 'Μουσική υπόκρουσης',
  'settings.speed': 'Γρήγορο παιχνίδι',
  'settings.speed.normal': 'Κανονικό',
  'settings.speed.fast': 'Γρήγορο',
  'settings.baccaratHistory': 'Ιστορικό μπακαρά',
  'settings.fourColourDeck': 'Τράπουλα τεσσάρων χρωμάτων',
  'settings.computerPlayers': 'Άλλοι παίκτες στο τραπέζι',
  'lobby.balance': 'Υπόλοιπο {balance}',
  'storage.walletReset': 'Το αποθηκευμένο υπόλοιπο εικονικών χρημάτων δεν διαβάστηκε, οπότε ξεκινά ξανά από {balance}.',
  'storage.memoryOnly':
    'Αυτό το πρόγραμμα περιήγησης δεν επιτρέπει στο παιχνίδι να αποθηκεύει: τα εικονικά χρήματα διατηρούνται μόνο μέχρι να κλείσετε ή να ανανεώσετε τη σελίδα.',
  'storage.newerTitle': 'Βρέθηκε νεότερη αποθήκευση',
  'storage.newer':
    'Τα εικονικά χρήματά σας αποθηκεύτηκαν από νεότερη έκδοση του παιχνιδιού. Ανανεώστε τη σελίδα για να παίξετε με αυτά.',
  'elsewhere.title': 'Το παιχνίδι είναι ανοιχτό σε άλλη καρτέλα',
  'elsewhere.message': 'Τα εικονικά χρήματα χρησιμοποιούνται σε μία καρτέλα ή ένα παράθυρο τη φορά.',
  'elsewhere.playHere': 'ΠΑΙΞΤΕ ΕΔΩ',
  'unfinished.title': 'Ημιτελής γύρος',
  'unfinished.round': 'Έχετε έναν ημιτελή γύρο {game}. Τα πονταρίσματά του περιμένουν μέχρι να τον ολοκληρώσετε.',
  'unfinished.go': 'ΜΕΤΑΒΑΣΗ ΣΕ {game}',
  'unfinished.expired':
    'Ο ημιτελής γύρος σας ξεπέρασε το όριο λήξης που όρισε ο ιστότοπος: ολοκληρώθηκε με τις ασφαλέστερες κινήσεις και εκκαθαρίστηκε. Ποντάρισμα {staked}, επιστροφή {returned}.',
  'time.minutes.one': '{count} λεπτό',
  'time.minutes.other': '{count} λεπτά',
  'session.warningTitle': 'Παίζετε ακόμη;',
  'session.warning':
    'Η συνεδρία λήγει σε ένα λεπτό χωρίς παιχνίδι. Πατήστε οπουδήποτε ή ένα πλήκτρο για να συνεχίσετε να παίζετε.',
  'session.continue': 'ΣΥΝΕΧΕΙΑ ΠΑΙΧΝΙΔΙΟΥ',
  'session.endedTitle': 'Η συνεδρία έληξε',
  'session.endedInactivity':
    'Έληξε μετά από {duration} χωρίς παιχνίδι, όπως ορίζουν οι όροι του ιστότοπου. Ένας ημιτελής γύρος φυλάσσεται για εσάς. Φορτώστε ξανά τη σελίδα για να ξεκινήσετε νέα συνεδρία.',
  'session.reload': 'ΝΕΑ ΣΥΝΕΔΡΙΑ',
  'app.realBadge': 'ΠΡΑΓΜΑΤΙΚΑ ΧΡΗΜΑΤΑ',
  'error.expect.launch': 'ο κωδικός εκκίνησης μίας χρήσης από τη διεύθυνση εκκίνησης του διαχειριστή',
  'error.expect.origin': 'η προέλευση του διακομιστή παιχνιδιού, π.χ. https://games.example',
  'connection.reconnecting': 'Επανασύνδεση… ο γύρος σας είναι ασφαλής',
  'connection.lost': 'Η σύνδεση χάθηκε. Ο γύρος σας φυλάσσεται στον διακομιστή και συνεχίζεται όταν συνδεθείτε ξανά.',
  'session.expired':
    'Η συνεδρία έληξε στον διακομιστή παιχνιδιού. Ξεκινήστε νέα συνεδρία για να συνεχίσετε: ένας ημιτελής γύρος σας περιμένει.',
  'server.title': 'Το παιχνίδι δεν ξεκίνησε',
  'server.unreachable': 'Ο διακομιστής παιχνιδιού δεν είναι προσβάσιμος. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'server.launchRefused':
    'Αυτός ο σύνδεσμος παιχνιδιού έληξε ή έχει ήδη χρησιμοποιηθεί. Ανοίξτε ξανά το παιχνίδι από το λόμπι του καζίνο.',
  'server.currencyUnsupported': 'Το παιχνίδι επίδειξης δεν προσφέρεται σε αυτό το νόμισμα.',
  'server.sessionRefused': 'Ο διακομιστής παιχνιδιού δεν μπόρεσε να ξεκινήσει συνεδρία. Δοκιμάστε ξανά.',
  ...hudEl,
  ...a11yEl,
  ...sharedEl,
  ...blackjackEl,
  ...rouletteEl,
  ...baccaratEl,
  ...noticesEl,
  ...loaderEl,
  ...paceEl,
};
