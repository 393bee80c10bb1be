import type { ReactNode } from 'react';
import { EditBase, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useEditMutationOptions } from '../common/mutationFeedback';

interface ConfigFormProps {
  /** site, language, currency or shop: GET/PUT /api/admin/config/<section>. */
  section: string;
  canEdit: boolean;
  transform: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Per-language content (the site name): sent as ?language=. */
  language?: string;
  children: ReactNode;
}

/** One configuration section as a form, saved through its config endpoint; "Submit Success" / "Submit Fail". */
export const ConfigForm = ({ section, canEdit, transform, language, children }: ConfigFormProps) => {
  const mutationOptions = useEditMutationOptions();
  const meta = language ? { language } : undefined;
  return (
    <EditBase
      key={language ?? section}
      resource="config"
      id={section}
      mutationMode="pessimistic"
      redirect={false}
      disableAuthentication
      transform={transform}
      queryOptions={{ meta }}
      mutationOptions={{ ...mutationOptions, meta }}
    >
      <SimpleForm
        toolbar={
          canEdit ? (
            <Toolbar>
              <SaveButton />
            </Toolbar>
          ) : (
            false
          )
        }
        disabled={!canEdit}
        sx={{ maxWidth: 880 }}
      >
        {children}
      </SimpleForm>
    </EditBase>
  );
};

/** "0" | "1" flags shown as switches. */
export const flag = {
  format: (value: unknown) => value === '1' || value === 1 || value === true,
  parse: (value: unknown) => (value ? '1' : '0'),
};
