import { createContext, useContext } from 'react';

/** Shared by the tabs of the product edit page: moves made in the Stocks tab refresh the Histories tab. */
export interface ProductPageState {
  historyVersion: number;
  bumpHistory: () => void;
}

export const ProductPageContext = createContext<ProductPageState>({ historyVersion: 0, bumpHistory: () => undefined });
export const useProductPage = () => useContext(ProductPageContext);
