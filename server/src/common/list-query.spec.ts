import { BadRequestError } from './errors';
import { parseListQuery } from './list-query';

const SORTABLE = ['id', 'name', 'updated_at'] as const;
const SORT_MESSAGE = 'sort must be ["field","ASC|DESC"] with a field among id, name, updated_at';
const RANGE_MESSAGE = 'range must be [first, last] with whole numbers';

/** The messages parseListQuery refuses a query with, as the client would see them. */
function refusal(query: Record<string, unknown>): string[] {
  try {
    parseListQuery(query, SORTABLE);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).getStatus()).toBe(400);
    return (error as BadRequestError).messages.map((m) => m.text);
  }
  throw new Error('expected the query to be refused');
}

describe(parseListQuery.name, () => {
  describe('defaults', () => {
    it('gives the first 25 rows newest id first with no filter', () => {
      expect(parseListQuery({}, SORTABLE)).toEqual({ sortField: 'id', sortOrder: 'DESC', offset: 0, limit: 25, filter: {} });
    });

    it('uses the default sort the caller names', () => {
      expect(parseListQuery({}, SORTABLE, ['name', 'ASC'])).toMatchObject({ sortField: 'name', sortOrder: 'ASC' });
    });
  });

  describe('sort', () => {
    it('reads a field and a direction', () => {
      expect(parseListQuery({ sort: '["updated_at","ASC"]' }, SORTABLE)).toMatchObject({ sortField: 'updated_at', sortOrder: 'ASC' });
    });

    it('accepts the direction in any case and answers it in capitals', () => {
      expect(parseListQuery({ sort: '["name","desc"]' }, SORTABLE).sortOrder).toBe('DESC');
      expect(parseListQuery({ sort: '["name","Asc"]' }, SORTABLE).sortOrder).toBe('ASC');
    });

    it.each([
      ['a field that may not be sorted', '["password_hash","ASC"]'],
      ['a direction that is not ASC or DESC', '["name","UP"]'],
      ['a missing direction', '["name"]'],
      ['an extra element', '["name","ASC","id"]'],
      ['an object', '{"field":"name","order":"ASC"}'],
      ['a plain string', '"name"'],
      ['a null direction', '["name",null]'],
    ])('refuses %s', (_, sort) => {
      expect(refusal({ sort })).toEqual([SORT_MESSAGE]);
    });

    it('refuses text that is not JSON', () => {
      expect(refusal({ sort: '[name,ASC]' })).toEqual(['sort must be a JSON value']);
    });

    it('refuses a parameter sent twice', () => {
      expect(refusal({ sort: ['["id","ASC"]', '["id","DESC"]'] })).toEqual(['sort must be a JSON value']);
    });
  });

  describe('range', () => {
    it('turns first and last into offset and limit', () => {
      expect(parseListQuery({ range: '[50,74]' }, SORTABLE)).toMatchObject({ offset: 50, limit: 25 });
    });

    it('accepts a range of one row', () => {
      expect(parseListQuery({ range: '[7,7]' }, SORTABLE)).toMatchObject({ offset: 7, limit: 1 });
    });

    it('caps a page at 500 rows', () => {
      expect(parseListQuery({ range: '[0,499]' }, SORTABLE).limit).toBe(500);
      expect(parseListQuery({ range: '[100,100000]' }, SORTABLE)).toMatchObject({ offset: 100, limit: 500 });
    });

    it.each([
      ['a last row before the first', '[10,9]'],
      ['a negative first row', '[-1,9]'],
      ['fractions', '[0,9.5]'],
      ['numbers as text', '["0","9"]'],
      ['one number', '[0]'],
      ['three numbers', '[0,9,19]'],
      ['an object', '{"from":0,"to":9}'],
      ['a row number beyond what the database can page to', '[1e21,1e21]'],
      ['a last row beyond the safe whole numbers', '[0,9007199254740993]'],
    ])('refuses %s', (_, range) => {
      expect(refusal({ range })).toEqual([RANGE_MESSAGE]);
    });

    it('refuses text that is not JSON', () => {
      expect(refusal({ range: '0-24' })).toEqual(['range must be a JSON value']);
    });
  });

  describe('filter', () => {
    it('passes the filter object through unchanged', () => {
      const filter = { q: 'mei', enabled: true, id: [1, 2, 3], role: { id: 1 } };
      expect(parseListQuery({ filter: JSON.stringify(filter) }, SORTABLE).filter).toEqual(filter);
    });

    it.each([
      ['a list', '[1,2]'],
      ['a number', '5'],
      ['a string', '"mei"'],
    ])('refuses %s', (_, filter) => {
      expect(refusal({ filter })).toEqual(['filter must be a JSON object']);
    });

    it('refuses text that is not JSON', () => {
      expect(refusal({ filter: '{q:mei}' })).toEqual(['filter must be a JSON value']);
    });

    it('reads null as no filter', () => {
      expect(parseListQuery({ filter: 'null' }, SORTABLE).filter).toEqual({});
    });
  });

  it('reads sort, range and filter together and ignores other parameters', () => {
    expect(parseListQuery({ sort: '["name","ASC"]', range: '[25,49]', filter: '{"q":"x"}', page: '2' }, SORTABLE)).toEqual({
      sortField: 'name',
      sortOrder: 'ASC',
      offset: 25,
      limit: 25,
      filter: { q: 'x' },
    });
  });
});
