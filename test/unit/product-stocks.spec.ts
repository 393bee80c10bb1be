import { loadUiModule } from '../helpers/ui-module';

const matrix = loadUiModule<typeof import('../../admin-ui/src/product/matrix.js', { with: { 'resolution-mode': 'import' } })>('admin-ui/src/product/matrix.ts');

const colour = {
  id: 1,
  name: 'Colour',
  order: 1,
  options: [
    { id: 11, order: 0, value: 'Red' },
    { id: 12, order: 1, value: 'Black' },
    { id: 13, order: 2, value: 'White' },
  ],
};
const size = {
  id: 2,
  name: 'Size',
  order: 2,
  options: [
    { id: 22, order: 1, value: 'Large' },
    { id: 21, order: 0, value: 'Small' },
  ],
};

describe('stock matrix', () => {
  it('combines the chosen values of each attribute, attributes and values in order', () => {
    expect(matrix.combinations([size, colour], [22, 21, 12, 11])).toEqual([
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ]);
  });

  it('leaves out attributes without a chosen value, and gives one stock without options when none is chosen', () => {
    expect(matrix.combinations([colour, size], [13])).toEqual([[13]]);
    expect(matrix.combinations([colour, size], [])).toEqual([[]]);
  });

  it('keeps the stocks whose combination stays and adds empty ones with generated skus', () => {
    const red = {
      id: 5,
      sku: 'T-RED',
      price: '10.00',
      special_price: '',
      visibled: true,
      option_ids: [11],
      inventories: [{ id: 9, warehouse_id: 1, quantity: 3 }],
    };
    const built = matrix.buildMatrix([colour, size], [11, 12], [red], (n) => `t-stock${n}`);
    expect(built).toEqual([red, { sku: 't-stock2', price: '', special_price: '', visibled: true, option_ids: [12], inventories: [] }]);
    // The stock found again keeps its id whatever the order of its option ids.
    const both = matrix.buildMatrix([colour, size], [11, 21], [{ ...red, option_ids: [21, 11] }]);
    expect(both[0]).toMatchObject({ id: 5, option_ids: [11, 21] });
  });

  it('does not generate a sku that another stock already has', () => {
    const kept = { id: 5, sku: 'base-stock1', price: '1.00', special_price: '', visibled: true, option_ids: [12], inventories: [] };
    const built = matrix.buildMatrix([colour], [11, 12], [kept], (n) => `base-stock${n}`);
    expect(built.map((s) => s.sku)).toEqual(['base-stock2', 'base-stock1']);
  });

  it('renumbers generated skus by their place in the matrix as values are ticked', () => {
    const newSku = (n: number) => `base-stock${n}`;
    const generated = (sku: string) => /^base-stock\d+$/.test(sku);
    let stocks = matrix.buildMatrix([colour, size], [11], [], newSku, generated);
    stocks = matrix.buildMatrix([colour, size], [11, 12], stocks, newSku, generated);
    stocks = matrix.buildMatrix([colour, size], [11, 12, 21], stocks, newSku, generated);
    stocks = matrix.buildMatrix(
      [colour, size],
      [11, 12, 21, 22],
      stocks.map((s, i) => (i === 1 ? { ...s, sku: 'MINE' } : s)),
      newSku,
      generated,
    );
    expect(stocks.map((s) => [s.option_ids, s.sku])).toEqual([
      [[11, 21], 'base-stock1'],
      [[11, 22], 'base-stock2'],
      [[12, 21], 'MINE'],
      [[12, 22], 'base-stock4'],
    ]);
  });

  it('labels a stock by its values and finds repeated warehouses', () => {
    expect(matrix.optionLabel([size, colour], [21, 12])).toBe('Black / Small');
    expect([...matrix.repeatedWarehouses([{ warehouse_id: 1 }, { warehouse_id: 2 }, { warehouse_id: 1 }, { warehouse_id: '' }, { warehouse_id: '' }])]).toEqual(
      [1],
    );
    expect(matrix.chosenFromStocks([{ option_ids: [11, 21] }, { option_ids: [11, 22] }])).toEqual([11, 21, 22]);
  });
});
