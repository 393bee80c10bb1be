import { loadUiModule } from '../helpers/ui-module';
import type * as OptionSelection from '../../storefront-ui/src/features/catalog/option-selection.js' with { 'resolution-mode': 'import' };

const { optionState, toggleOption, selectedStock, isComplete, isChoosable, pruneSelection, EMPTY_SELECTION } = loadUiModule<typeof OptionSelection>(
  'storefront-ui/src/features/catalog/option-selection.ts',
);

// A mug: Colour (Red 1, Black 2, White 3) × Size (Medium 7, Large 8). Red/Large has no inventory left;
// White/Large is not made at all.
const COLOUR = 1;
const SIZE = 2;
const [RED, BLACK, WHITE, MEDIUM, LARGE] = [1, 2, 3, 7, 8];
const attributes = [
  { id: COLOUR, options: [{ id: RED }, { id: BLACK }, { id: WHITE }] },
  { id: SIZE, options: [{ id: MEDIUM }, { id: LARGE }] },
];
const stock = (id: number, option_ids: number[], available_inventories: number) => ({ id, sku: `S${id}`, option_ids, available_inventories });
const stocks = [
  stock(42, [RED, MEDIUM], 19),
  stock(43, [RED, LARGE], 0),
  stock(44, [BLACK, MEDIUM], 45),
  stock(45, [BLACK, LARGE], 8),
  stock(46, [WHITE, MEDIUM], 21),
];

describe('option selection', () => {
  describe('optionState', () => {
    it('enables every value that some stock with inventory has, when nothing is chosen', () => {
      expect(optionState(stocks, EMPTY_SELECTION, COLOUR, RED)).toBe('available');
      expect(optionState(stocks, EMPTY_SELECTION, COLOUR, WHITE)).toBe('available');
      expect(optionState(stocks, EMPTY_SELECTION, SIZE, LARGE)).toBe('available');
    });

    it('marks the chosen value as selected', () => {
      expect(optionState(stocks, { [COLOUR]: RED }, COLOUR, RED)).toBe('selected');
    });

    it('marks a value sold out when its only matching stock with the chosen values has no inventory', () => {
      expect(optionState(stocks, { [COLOUR]: RED }, SIZE, LARGE)).toBe('sold_out');
      expect(optionState(stocks, { [SIZE]: LARGE }, COLOUR, RED)).toBe('sold_out');
    });

    it('marks a value unavailable when no stock has it with the chosen values', () => {
      expect(optionState(stocks, { [COLOUR]: WHITE }, SIZE, LARGE)).toBe('unavailable');
      expect(optionState(stocks, { [SIZE]: LARGE }, COLOUR, WHITE)).toBe('unavailable');
    });

    it('judges another value of an attribute without that attribute’s own choice (choosing it would replace it)', () => {
      // Red is chosen; Black is still choosable: it would replace Red.
      expect(optionState(stocks, { [COLOUR]: RED }, COLOUR, BLACK)).toBe('available');
      // With Large chosen, White cannot replace Black: there is no White/Large.
      expect(optionState(stocks, { [COLOUR]: RED, [SIZE]: MEDIUM }, COLOUR, WHITE)).toBe('available');
      expect(optionState(stocks, { [COLOUR]: BLACK, [SIZE]: LARGE }, COLOUR, WHITE)).toBe('unavailable');
    });

    it('sees a value sold out everywhere when no stock holding it has inventory', () => {
      const soldOut = [stock(1, [RED, MEDIUM], 0), stock(2, [BLACK, MEDIUM], 3)];
      expect(optionState(soldOut, EMPTY_SELECTION, COLOUR, RED)).toBe('sold_out');
      expect(isChoosable(optionState(soldOut, EMPTY_SELECTION, COLOUR, RED))).toBe(false);
      expect(isChoosable(optionState(soldOut, EMPTY_SELECTION, COLOUR, BLACK))).toBe(true);
    });
  });

  describe('toggleOption', () => {
    it('chooses a value that a stock with inventory matches', () => {
      expect(toggleOption(stocks, EMPTY_SELECTION, COLOUR, RED)).toEqual({ [COLOUR]: RED });
    });

    it('clears the value when it is chosen again', () => {
      expect(toggleOption(stocks, { [COLOUR]: RED, [SIZE]: MEDIUM }, COLOUR, RED)).toEqual({ [SIZE]: MEDIUM });
    });

    it('replaces the value of the same attribute', () => {
      expect(toggleOption(stocks, { [COLOUR]: RED }, COLOUR, BLACK)).toEqual({ [COLOUR]: BLACK });
    });

    it('keeps the selection (the same object) for a sold-out or missing combination', () => {
      const selection = { [COLOUR]: RED };
      expect(toggleOption(stocks, selection, SIZE, LARGE)).toBe(selection);
      const white = { [COLOUR]: WHITE };
      expect(toggleOption(stocks, white, SIZE, LARGE)).toBe(white);
    });

    it('does not change the selection it is given', () => {
      const selection = Object.freeze({ [COLOUR]: RED });
      toggleOption(stocks, selection, SIZE, MEDIUM);
      toggleOption(stocks, selection, COLOUR, RED);
      expect(selection).toEqual({ [COLOUR]: RED });
    });
  });

  describe('selectedStock', () => {
    it('is null until every attribute has a value', () => {
      expect(selectedStock(attributes, stocks, EMPTY_SELECTION)).toBeNull();
      expect(selectedStock(attributes, stocks, { [COLOUR]: BLACK })).toBeNull();
      expect(isComplete(attributes, { [COLOUR]: BLACK })).toBe(false);
    });

    it('is the stock with exactly the chosen values once every attribute is chosen', () => {
      let selection = toggleOption(stocks, EMPTY_SELECTION, SIZE, LARGE);
      selection = toggleOption(stocks, selection, COLOUR, BLACK);
      expect(isComplete(attributes, selection)).toBe(true);
      expect(selectedStock(attributes, stocks, selection)?.id).toBe(45);
    });

    it('is null again after a value is cleared', () => {
      const selection = toggleOption(stocks, { [COLOUR]: BLACK, [SIZE]: LARGE }, SIZE, LARGE);
      expect(selectedStock(attributes, stocks, selection)).toBeNull();
    });

    it('keeps the full stock object', () => {
      expect(selectedStock(attributes, stocks, { [COLOUR]: WHITE, [SIZE]: MEDIUM })).toEqual(stock(46, [WHITE, MEDIUM], 21));
    });

    it('is the first stock with inventory for a product without options', () => {
      const plain = [stock(7, [], 0), stock(8, [], 5)];
      expect(selectedStock([], plain, EMPTY_SELECTION)?.id).toBe(8);
      expect(selectedStock([], [stock(7, [], 0)], EMPTY_SELECTION)).toBeNull();
    });

    it('works with a single attribute', () => {
      const sizes = [{ id: SIZE, options: [{ id: MEDIUM }, { id: LARGE }] }];
      const sized = [stock(1, [MEDIUM], 2), stock(2, [LARGE], 0)];
      expect(optionState(sized, EMPTY_SELECTION, SIZE, LARGE)).toBe('sold_out');
      expect(selectedStock(sizes, sized, toggleOption(sized, EMPTY_SELECTION, SIZE, MEDIUM))?.id).toBe(1);
    });
  });

  describe('pruneSelection', () => {
    it('keeps values that still fit and drops those that do not', () => {
      const fewer = [stock(44, [BLACK, MEDIUM], 45), stock(45, [BLACK, LARGE], 0)];
      expect(pruneSelection(attributes, fewer, { [COLOUR]: BLACK, [SIZE]: LARGE })).toEqual({ [COLOUR]: BLACK });
      expect(pruneSelection(attributes, stocks, { [COLOUR]: BLACK, [SIZE]: LARGE })).toEqual({ [COLOUR]: BLACK, [SIZE]: LARGE });
      expect(pruneSelection(attributes, stocks, { [COLOUR]: 999 })).toEqual({});
    });
  });
});
