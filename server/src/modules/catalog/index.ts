/** What the catalog module offers the rest of the server; its other files are its own. */
export * from './page-head';
export { WIDGET_TYPES, WidgetDataDto, WidgetData, type WidgetType } from './widget.dto';
export { widgetMessages } from './catalog.messages';
