import type { RegulatedTexts } from './en';

export const regulatedEl: RegulatedTexts = {
  'reality.title': 'Υπενθύμιση παιχνιδιού',
  'reality.intro': 'Αφιερώστε μια στιγμή για να δείτε πώς πάει το παιχνίδι σας σε αυτή τη συνεδρία.',
  'reality.time': 'Χρόνος παιχνιδιού',
  'reality.staked': 'Πονταρίσματα',
  'reality.returned': 'Επιστροφές',
  'reality.net': 'Καθαρό αποτέλεσμα',
  'reality.said':
    'Υπενθύμιση παιχνιδιού. Παίζετε εδώ και {time}. Πονταρίσματα {staked}, επιστροφές {returned}, καθαρό αποτέλεσμα {net}. Θέλετε να συνεχίσετε ή να αποχωρήσετε από το παιχνίδι;',
  'reality.continue': 'Συνέχεια παιχνιδιού',
  'reality.leave': 'Έξοδος από το παιχνίδι',
  'reality.leftTitle': 'Αποχωρήσατε από το παιχνίδι',
  'reality.left': 'Σε αυτή τη συνεδρία παίξατε για {time}, με καθαρό αποτέλεσμα {net}. Ευχαριστούμε που παίξατε.',
  'reality.playAgain': 'Παίξτε ξανά',
  'operator.title': 'Μήνυμα από το καζίνο',
  'operator.ok': 'OK',
};
