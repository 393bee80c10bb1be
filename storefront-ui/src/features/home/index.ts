// What the app may use of the home feature: the homepage's pieces.
export { Hero } from './components/Hero';
export { HomeSections, useHomeSections } from './components/HomeSections';
export { NewArrivals } from './components/NewArrivals';
