import { useT } from '../../../i18n';
import type { ProductAttribute, ProductStock } from '../api/catalog';
import { isChoosable, optionState, toggleOption, type Selection } from '../option-selection';

/**
 * The product's options as toggle buttons, one group per attribute. A value is enabled only when a stock with
 * available inventory has it together with the values chosen for the other attributes; a value whose matching
 * stocks have none left is shown disabled and marked sold out.
 */
export function OptionPicker({
  attributes,
  stocks,
  selection,
  onChange,
}: {
  attributes: ProductAttribute[];
  stocks: ProductStock[];
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const t = useT();
  if (attributes.length === 0) return null;
  return (
    <div className="product-options">
      {attributes.map((attribute) => {
        const chosen = attribute.options.find((o) => o.id === selection[attribute.id]);
        return (
          <fieldset key={attribute.id} className="option-group" data-testid="option-group">
            <legend>{chosen ? t('product.chosen', { attribute: attribute.name, value: chosen.value }) : attribute.name}</legend>
            <div className="option-values">
              {attribute.options.map((option) => {
                const state = optionState(stocks, selection, attribute.id, option.id);
                return (
                  <button
                    key={option.id}
                    type="button"
                    className={`option-value is-${state}`}
                    aria-pressed={state === 'selected'}
                    disabled={!isChoosable(state)}
                    data-state={state}
                    onClick={() => onChange(toggleOption(stocks, selection, attribute.id, option.id))}
                  >
                    {option.value}
                    {state === 'sold_out' && <span className="option-note"> ({t('product.optionSoldOut')})</span>}
                    {state === 'unavailable' && <span className="visually-hidden"> ({t('product.optionUnavailable')})</span>}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
