import type { NoticeTexts } from './en';

export const noticesEl: NoticeTexts = {
  'notice.chipUnknown': 'Δεν υπάρχει μάρκα {value} σε αυτό το τραπέζι',
  'notice.nothingToRemove': 'Δεν υπάρχει μάρκα εκεί για να αφαιρεθεί',
  'notice.noSeat': 'Αυτό το τραπέζι δεν έχει θέση {seat}',
  'notice.twoOnSeat': 'Η θέση {seat} έχει δύο πονταρίσματα',
  'notice.badAmount': 'Αυτό το ποσό δεν μπορεί να ποντάρεται',
  'notice.noSideBet': 'Αυτό το τραπέζι δεν έχει πόνταρισμα Perfect Pairs',
  'notice.unknownBet': 'Αυτό δεν είναι πόνταρισμα αυτού του τραπεζιού',
  'notice.illegal': 'Αυτή η κίνηση δεν επιτρέπεται τώρα',
  'notice.roundInProgress': 'Σε αυτό το τραπέζι παίζεται ήδη ένας γύρος',
  'notice.roundGone': 'Αυτός ο γύρος έχει ήδη τελειώσει',
  'notice.unavailable': 'Δεν ήταν δυνατή η σύνδεση με το τραπέζι. Δοκιμάστε ξανά.',
  'notice.unsaved':
    'Ο χώρος αποθήκευσης είναι γεμάτος ή αποκλεισμένος: δεν παίχτηκε τίποτα. Ελευθερώστε χώρο και ξαναδοκιμάστε.',
  'notice.void': 'Μια δυσλειτουργία ακύρωσε τον γύρο: όλα τα πονταρίσματα επιστράφηκαν.',
};
