export type {
  ContactRow,
  ContactsPage as ContactPage,
  ListSummary,
} from '../../shared/dialer/list-summary';
