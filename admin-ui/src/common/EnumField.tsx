import { FunctionField, useTranslate, type RaRecord } from 'react-admin';

/** A value from a fixed list (a status, a kind) shown through its i18n key `${prefix}.${value}`. */
export const EnumField = ({ source, prefix }: { source: string; prefix: string; label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => (record[source] ? translate(`${prefix}.${record[source]}`, { _: String(record[source]) }) : '')}
    />
  );
};
