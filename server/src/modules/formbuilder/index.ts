/** The form builder offers nothing to other modules: its routes are its own (menus link to /form/{url} by the url alone). */
export {};
