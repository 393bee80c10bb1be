// What the app may use of the ebook feature: the page that offers an ebook.
export { fetchEbookOffer } from './api/ebook';
export { EbookForm } from './components/EbookForm';
