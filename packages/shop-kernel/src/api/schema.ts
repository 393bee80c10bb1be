/**
 * Generated from the server's OpenAPI document by `npm run api:types` (scripts/api-types.mjs); do not edit.
 * test/api/api-types.spec.ts fails when a controller or a response class changed and this file did not.
 */
export interface paths {
    "/api/account/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's orders, newest first (20 a page; X-Total-Count) */
        get: operations["OrderController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/order/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in shopper's orders, by its number */
        get: operations["OrderController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's tier and its expiry, points balance, points about to expire, and what points pay at checkout */
        get: operations["PointsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/points/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's reward points history, newest first (20 a page; X-Total-Count) */
        get: operations["PointsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's address book */
        get: operations["AddressController_list"];
        put?: never;
        /** Add an address; a ticked default unticks it on the other rows */
        post: operations["AddressController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AddressController_update"];
        post?: never;
        delete: operations["AddressController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin with role and permission_list */
        get: operations["AdminAuthController_me"];
        /** Change own name or interface language */
        put: operations["AdminAuthController_updateSelf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountController_list"];
        put?: never;
        post: operations["AccountController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountController_get"];
        put: operations["AccountController_update"];
        post?: never;
        delete: operations["AccountController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributes; ?sort=["order","ASC"]&range=[0,24]&filter={"position":"stock_option","q":"text"} */
        get: operations["AttributeController_list"];
        put?: never;
        /** Creates an attribute; name and values are in `language` (body or query, default the main language) */
        post: operations["AttributeController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/attribute/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AttributeController_get"];
        /** Updates an attribute; `options`, when sent, is the whole list (options left out are deleted unless products use them) */
        put: operations["AttributeController_update"];
        post?: never;
        delete: operations["AttributeController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blocks; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["BlockController_list"];
        put?: never;
        /** Creates a block; texts are in `language` (body or query, default the main language); content is sanitised */
        post: operations["BlockController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlockController_get"];
        /** Updates a block (only the fields sent); also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["BlockController_update"];
        post?: never;
        delete: operations["BlockController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles; ?sort=["publish_at","DESC"]&range=[0,24]&filter={"q":"text","enabled":true,"published":false,"category_id":3} */
        get: operations["BlogArticleController_list"];
        put?: never;
        /** Creates an article (JSON, or multipart with the cover as an `image` file; lists as JSON text); texts are in `language` */
        post: operations["BlogArticleController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlogArticleController_get"];
        /** Updates an article; also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["BlogArticleController_update"];
        /** The same update for forms that send `_method=PUT` as a field */
        post: operations["BlogArticleController_updateByForm"];
        delete: operations["BlogArticleController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog categories; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["BlogCategoryController_list"];
        put?: never;
        /** Creates a blog category; texts are in `language` (body or query, default the main language) */
        post: operations["BlogCategoryController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlogCategoryController_get"];
        /** Updates a blog category; also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["BlogCategoryController_update"];
        post?: never;
        /** Deletes a blog category; its articles stay, out of it */
        delete: operations["BlogCategoryController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["BrandController_list"];
        put?: never;
        /** Creates a brand (JSON, or multipart with an `image` file); texts are in `language` (body or query, default the main language) */
        post: operations["BrandController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brand/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BrandController_get"];
        /** Updates a brand; also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["BrandController_update"];
        /** The same update for forms that send `_method=PUT` as a field */
        post: operations["BrandController_updateByForm"];
        delete: operations["BrandController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Broadcasts with their counts and progress; ?filter={"q":"title","status":"sending"} (sorts: id, title, status, scheduled_at, updated_at) */
        get: operations["BroadcastController_list"];
        put?: never;
        /** Creates a draft broadcast: a message to receivers, at a scheduled time or when sent, at a rate */
        post: operations["BroadcastController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcast with live counts (sent, failed, skipped, unsubscribed, clicks) and progress */
        get: operations["BroadcastController_get"];
        /** Updates a draft or scheduled broadcast (409 once it has started) */
        put: operations["BroadcastController_update"];
        post?: never;
        /** Deletes a draft, scheduled or canceled broadcast (409 otherwise) */
        delete: operations["BroadcastController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops a broadcast for good: what is still queued is skipped as canceled */
        post: operations["BroadcastController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses of a broadcast; ?filter={"status":"failed","q":"address"} (sorts: id, email, status, sent_at) */
        get: operations["BroadcastController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BroadcastController_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BroadcastController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a draft now, or at its scheduled time when that is ahead (409 once started) */
        post: operations["BroadcastController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign messages; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, name, updated_at) */
        get: operations["BroadcastMessageController_list"];
        put?: never;
        /** Creates a message: a subject and a rich-text body per language, both required in the main language */
        post: operations["BroadcastMessageController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BroadcastMessageController_get"];
        put: operations["BroadcastMessageController_update"];
        post?: never;
        /** Deletes a message; 409 while a broadcast uses it */
        delete: operations["BroadcastMessageController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/message/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mail as a receiver gets it in a language (the reader’s own name in the placeholders) */
        post: operations["BroadcastMessageController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/message/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the mail, "[Test]" before its subject, to one address through the mail queue */
        post: operations["BroadcastMessageController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/receiver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receivers; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, name, updated_at); each `id` is its name */
        get: operations["BroadcastReceiverController_list"];
        put?: never;
        post: operations["BroadcastReceiverController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/receiver/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A receiver by its name (any case) */
        get: operations["BroadcastReceiverController_get"];
        /** Updates a receiver by its name; a new name moves it */
        put: operations["BroadcastReceiverController_update"];
        post?: never;
        /** Deletes a receiver; broadcasts that started keep the audience they read */
        delete: operations["BroadcastReceiverController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcast/receiver/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many different addresses the rules reach now, and how many of them are unsubscribed (the live count of the receiver screen) */
        post: operations["BroadcastReceiverController_count"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The CRM settings: the lead status whose ebook the /ebook page sends */
        get: operations["AdminSettingsController_crm"];
        put: operations["AdminSettingsController_updateCrm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminSettingsController_currency"];
        put: operations["AdminSettingsController_updateCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminSettingsController_language"];
        put: operations["AdminSettingsController_updateLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reward points: what they pay at checkout, the share of an order they may pay, when they expire, the rate of members without a tier */
        get: operations["AdminSettingsController_points"];
        put: operations["AdminSettingsController_updatePoints"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/script-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes of script_header and script_footer: who, when, before and after (newest first; filter={"field":"script_footer"}) */
        get: operations["AdminSettingsController_scriptHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminSettingsController_shop"];
        put: operations["AdminSettingsController_updateShop"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminSettingsController_site"];
        /**
         * Update site settings; name applies to ?language= (default the main language)
         * @description JSON, or multipart (POST with X-HTTP-Method-Override: PUT) with image files icon, logo and banner (2 MB each). Changing script_header or script_footer also needs configuration.script (403 otherwise; the stored text sent again is no change) and is recorded in the script history.
         */
        put: operations["AdminSettingsController_updateSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts and their messages, newest first; filter={"q"} */
        get: operations["ContactAdminController_list"];
        put?: never;
        /** Enters a contact by hand (someone staff met or spoke to): source staff, no mail, no per-address limit */
        post: operations["ContactAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContactAdminController_one"];
        put?: never;
        post?: never;
        delete: operations["ContactAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact/{id}/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns a contact into a lead at the first status (its message as the notes); once */
        post: operations["ContactAdminController_toLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/crm/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's CRM card: leads per status, and contacts and leads of the last 7 days */
        get: operations["CrmSummaryController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home tiles: each present only when the admin holds its permission */
        get: operations["ReportController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/editor/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores an image (multipart `image`: PNG, JPEG, GIF, WebP or ICO of at most 2 MB; larger answers 413) for rich text; its path */
        post: operations["EditorImageController_image"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer (user: customer.list) or product stock (product: product.list) as CSV or XLSX, in the columns an import takes */
        get: operations["ExportController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forms; ?sort=["updated_at","DESC"]&range=[0,24]&filter={"q","enabled"}&language= (the title shown) */
        get: operations["FormBuilderController_list"];
        put?: never;
        post: operations["FormBuilderController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A form with its fields (also for staff reading its submissions, whose columns are its fields) */
        get: operations["FormBuilderController_one"];
        put: operations["FormBuilderController_update"];
        post?: never;
        /** Deletes a form with its submissions and their files */
        delete: operations["FormBuilderController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder/{id}/histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The submissions of a form, newest first; filter={"from":"YYYY-MM-DD","to":"YYYY-MM-DD","user_id","q"} */
        get: operations["FormBuilderController_submissionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder/{id}/histories/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The submissions the filter keeps as CSV (UTF-8 with a byte order mark, oldest first); ?filter= as the list, &language= the header */
        get: operations["FormBuilderController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One submission in full, with its form's fields (labels per language) and its files */
        get: operations["FormBuilderController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/formbuilder/history/{id}/file/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a file sent with the submission, under its original name */
        get: operations["FormBuilderController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funnels with their stages and how many leads came through each */
        get: operations["FunnelAdminController_list"];
        put?: never;
        post: operations["FunnelAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funnel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FunnelAdminController_one"];
        put: operations["FunnelAdminController_update"];
        post?: never;
        delete: operations["FunnelAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funnel/{id}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board: a column per stage with its leads, counts and the conversion to the next stage (move a card with POST /api/admin/lead/{id}/status) */
        get: operations["FunnelAdminController_board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/homepage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The homepage sections in order, with their headings per language */
        get: operations["HomepageController_get"];
        /** Replaces the homepage sections (slider, widget with its type and data, block), in the order sent */
        put: operations["HomepageController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a CSV or XLSX file of customers (user: customer.edit) or products (product: product.edit); answers its columns and a first mapping */
        post: operations["ImportController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import: status, progress and counts (rows read, created, updated, refused) */
        get: operations["ImportController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{id}/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a dry run: what would be created, updated and refused, with nothing written */
        post: operations["ImportController_dryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refused rows as CSV: the file columns and a reason column (fix and upload again) */
        get: operations["ImportController_errors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets which field each file column fills ("" leaves it out) */
        put: operations["ImportController_mapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues the import: rows upserted by email (user) or sku (product), in batches */
        post: operations["ImportController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/{id}/histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InventoryController_inventoryHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/minus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove quantity (at most what is available) */
        post: operations["InventoryController_minus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/plus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add quantity */
        post: operations["InventoryController_plus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move quantity to another warehouse (the destination row is made when missing) */
        post: operations["InventoryController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the quantity */
        post: operations["InventoryController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jobs in one state (default failed), newest first */
        get: operations["JobsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many jobs wait in Postgres for Redis */
        get: operations["JobsController_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads; filter={"q","status_id","admin_id","lead_source","tag","funnel_id","id":[..]}; sort by id, first_name, email, created_at, updated_at */
        get: operations["LeadController_list"];
        put?: never;
        /** Creates a lead at a status (the status's trigger fires) */
        post: operations["LeadController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lead with its timeline (status moves, mails with their delivery state, newest first) */
        get: operations["LeadController_one"];
        /** Updates a lead; a new status_id is a move (the status's trigger fires) */
        put: operations["LeadController_update"];
        post?: never;
        delete: operations["LeadController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lead/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a lead to a status (the board's drag); the status's trigger fires once */
        post: operations["LeadController_move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin login -> token (also set as the HttpOnly admin_token cookie the back office signs in with) */
        post: operations["AdminAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session; the token stops working at once */
        post: operations["AdminAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails, newest first; filter {"to":"address"} or {"id":[...]} */
        get: operations["MailboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mail's text; the secret part of one-use links (a reset token) shows only to a super admin or the mail's own recipient */
        get: operations["MailboxController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Membership tiers; ?sort=["order","ASC"]&range=[0,24] */
        get: operations["MembershipAdminController_list"];
        put?: never;
        post: operations["MembershipAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MembershipAdminController_one"];
        put: operations["MembershipAdminController_update"];
        post?: never;
        delete: operations["MembershipAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menu items with parent name and level; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","parent_id":3} */
        get: operations["MenuAdminController_list"];
        put?: never;
        /** Creates a menu item (JSON, or multipart with an `image` banner); texts are in `language` (body or query, default the main language) */
        post: operations["MenuAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MenuAdminController_get"];
        /** Updates a menu item; also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["MenuAdminController_update"];
        /** The same update for forms that send `_method=PUT` as a field */
        post: operations["MenuAdminController_updateByForm"];
        /** Deletes a menu item and everything under it */
        delete: operations["MenuAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole menu tree (disabled items too) for the tree editor */
        get: operations["MenuAdminController_tree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders; ?sort=["created_at","DESC"]&range=[0,24]&filter={"status":"paid","q":"number or email","customer_id":1,"created_from":"2026-11-01","created_to":"2026-11-30"} */
        get: operations["OrderAdminController_list"];
        put?: never;
        /** Takes an order for a customer (customer_id) or a guest (email), as checkout places one, with offline payment */
        post: operations["OrderAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderAdminController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrderAdminController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the order to a status its next_statuses allow, with an optional comment */
        post: operations["OrderAdminController_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers whose email or name holds ?q= (at most 20), for the create screen */
        get: operations["OrderAdminController_customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/customer/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's address book, for the create screen's address picker (404 for an unknown customer) */
        get: operations["OrderAdminController_addresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled shipping methods that deliver to ?country= (as checkout offers them), in ?language=, for the create screen (no shipping settings permission needed) */
        get: operations["OrderAdminController_shipping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/order/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stocks whose sku or product name holds ?q= (at most 20), for the create screen */
        get: operations["OrderAdminController_stocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Static pages; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["PageController_list"];
        put?: never;
        /** Creates a page; texts are in `language` (body or query, default the main language); content is sanitised */
        post: operations["PageController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/page/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PageController_get"];
        /** Updates a page (only the fields sent); also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["PageController_update"];
        post?: never;
        delete: operations["PageController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods (stripe, bank_transfer, cash_on_delivery); secrets only as hints */
        get: operations["PaymentAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentAdminController_one"];
        /** Turns a method on or off, sets its instructions; Stripe keys are write-only */
        put: operations["PaymentAdminController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/points/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers with a tier or points, or any customer matching filter={"q":"name or email"}; sort by id, balance or membership_expires_at */
        get: operations["PointsAdminController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/{store}/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every sellable stock with what the store's warehouse has: the till keeps it to sell offline */
        get: operations["PosController_catalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/{store}/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers whose email or name holds q (up to 10) */
        get: operations["PosController_customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/{store}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a sale would come to now: promotions, the customer’s tier and the coupons given */
        post: operations["PosController_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/{store}/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's sales, newest first; ?range=[0,24] */
        get: operations["PosController_sales"];
        put?: never;
        /** A sale at the till (cash or card), completed at once; the same client_id again answers the same sale */
        post: operations["PosController_sell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/sale/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PosController_sale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/sale/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes the whole sale back: its units return to the store's warehouse, points and coupon uses are undone */
        post: operations["PosController_giveBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pos/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores whose till the signed-in admin may use */
        get: operations["PosController_stores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products; filter {"q", "visibled", "brand_id", "category_id"} */
        get: operations["ProductController_list"];
        put?: never;
        post: operations["ProductController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductController_get"];
        /** Update; also POST /api/admin/product/{id} with X-HTTP-Method-Override: PUT (multipart) */
        put: operations["ProductController_update"];
        post: operations["ProductController_updateByPost"];
        delete: operations["ProductController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product/{id}/inventories/histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InventoryController_productHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions; filter={"q":"SUMMER","promotion_type":"coupon","enabled":true}&sort=["priority","DESC"]&range=[0,24] */
        get: operations["PromotionAdminController_list"];
        put?: never;
        post: operations["PromotionAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PromotionAdminController_one"];
        put: operations["PromotionAdminController_update"];
        post?: never;
        delete: operations["PromotionAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh token; the old one stops working */
        post: operations["AdminAuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New and returning buyers, top customers, revenue by membership tier and by lead source */
        get: operations["ReportController_customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/inventories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock on hand and its value per warehouse, low stock, and the moves of the range */
        get: operations["ReportController_inventories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units, revenue, cost and margin per stock sold; best and worst sellers */
        get: operations["ReportController_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, orders, average order, discounts, points and refunds per day, week or month, by channel and payment method */
        get: operations["ReportController_sales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"} */
        get: operations["RoleController_list"];
        put?: never;
        post: operations["RoleController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RoleController_get"];
        put: operations["RoleController_update"];
        post?: never;
        delete: operations["RoleController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role/permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permission catalogue, grouped by area */
        get: operations["RoleController_catalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping methods; ?sort=["order","ASC"]&range=[0,24] */
        get: operations["ShippingAdminController_list"];
        put?: never;
        post: operations["ShippingAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShippingAdminController_one"];
        put: operations["ShippingAdminController_update"];
        post?: never;
        delete: operations["ShippingAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slides; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["SliderController_list"];
        put?: never;
        /** Creates a slide (multipart with its desktop `image`, optionally `mobile_image`); texts and pictures are in `language` */
        post: operations["SliderController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slider/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SliderController_get"];
        /** Updates a slide; also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["SliderController_update"];
        /** The same update for forms that send `_method=PUT` as a field */
        post: operations["SliderController_updateByForm"];
        delete: operations["SliderController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lead statuses; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, title, order, updated_at) */
        get: operations["LeadStatusController_list"];
        put?: never;
        /** Creates a lead status (JSON, or multipart with the ebook as `file`) */
        post: operations["LeadStatusController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadStatusController_get"];
        /** Updates a lead status (fields left out keep their value); also reached by POST with X-HTTP-Method-Override: PUT */
        put: operations["LeadStatusController_update"];
        /** The same update for forms that cannot send PUT */
        post: operations["LeadStatusController_updateByForm"];
        /** Deletes a lead status; 409 while customers are at it */
        delete: operations["LeadStatusController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the status's ebook with its original name (404 when it has none) */
        get: operations["LeadStatusController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stores; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true,"warehouse_id":1} */
        get: operations["StoreController_list"];
        put?: never;
        post: operations["StoreController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StoreController_get"];
        put: operations["StoreController_update"];
        post?: never;
        /** Deletes a store that has no sales (one that has is disabled instead) */
        delete: operations["StoreController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suppliers; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["SupplierController_list"];
        put?: never;
        post: operations["SupplierController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SupplierController_get"];
        /** Changes a supplier; `stocks`, when given, replaces its stocks and cost prices */
        put: operations["SupplierController_update"];
        post?: never;
        /** Deletes a supplier without receipts (409 when it has some) */
        delete: operations["SupplierController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipts, newest first; filter={"supplier_id":1,"warehouse_id":2,"q":"reference or supplier"} */
        get: operations["ReceiptController_list"];
        put?: never;
        /** Posts a receipt: adds each line to the warehouse’s inventory (a plus move naming the receipt) and records its unit cost as the supplier’s cost price */
        post: operations["ReceiptController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/receipt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReceiptController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/receipt/warehouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled warehouses a receipt may go to, by name (the receipt screen reads them without warehouse.list) */
        get: operations["ReceiptController_warehouses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stocks whose SKU or product name holds ?q= (at most 20), for the supplier and receipt screens */
        get: operations["SupplierController_stocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers; filter={"q","status_id","lead_source","tag","admin_id","is_subscribe","enabled","membership_tier_id","id":[..]}, sort by id, first_name, last_name, email, created_at, updated_at */
        get: operations["CustomerAdminController_list"];
        put?: never;
        /** Creates a customer (password and password_confirmation required); with lead_id, the lead is marked converted */
        post: operations["CustomerAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomerAdminController_one"];
        /** Updates a customer; a password given (with its confirmation) replaces theirs and signs them out */
        put: operations["CustomerAdminController_update"];
        post?: never;
        delete: operations["CustomerAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's tier, balance and points about to expire */
        get: operations["PointsAdminController_member"];
        put?: never;
        /** Adds (positive) or takes (negative) a customer's points with a remark; one history row */
        post: operations["PointsAdminController_adjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/points/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's reward points history, newest first; range=[0,24] */
        get: operations["PointsAdminController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/lookups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the customer and lead forms pick from: lead statuses, enabled staff and membership tiers (ids and names) */
        get: operations["CustomerAdminController_lookups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/warehouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouses; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true} */
        get: operations["WarehouseController_list"];
        put?: never;
        post: operations["WarehouseController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/warehouse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WarehouseController_get"];
        put: operations["WarehouseController_update"];
        post?: never;
        /** Deletes a warehouse that holds no inventories */
        delete: operations["WarehouseController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A published article with its categories and related articles; missing, disabled or scheduled: 404 "Article cannot be found" */
        post: operations["StorefrontBlogController_article"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attributes of one position with their options, in order */
        post: operations["StorefrontAttributeController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An enabled block by identifier; 404 "Block cannot be found" for a missing or disabled one */
        post: operations["StorefrontBlockController_byIdentifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An enabled blog category and one page of its published articles, newest first (total in the body) */
        post: operations["StorefrontBlogController_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled brands */
        get: operations["StorefrontBrandController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates or fetches the cart (a member's own cart; a guest cart brought to a login is merged into it) */
        post: operations["CartController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies a coupon code; refused with "Your coupon code is invalid" and why when it cannot apply now */
        post: operations["CartController_applyCoupon"];
        /** Takes a coupon code out of the cart */
        delete: operations["CartController_removeCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a line's quantity */
        put: operations["CartController_update"];
        /** Adds a quantity of a stock (a new cart when cart_id is left out) */
        post: operations["CartController_add"];
        /** Removes a line */
        delete: operations["CartController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Category listing (with its sub-categories): pages, sort newest|price_asc|price_desc|name_asc|name_desc, filters */
        post: operations["CatalogController_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Route guard for the storefront: 200 {passed:true}; checkout 403 with messages, page 404 "Page cannot be found" */
        post: operations["CheckController_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The asked public settings (plus "languages" and "currencies") */
        post: operations["PublicSettingsController_configs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the shop from its contact page (a few an hour per address) */
        post: operations["ContactController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country codes with names in en_us, zh_hk and zh_cn */
        get: operations["AddressController_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the /ebook page has an ebook to send (the CRM setting ebook_status_id), and its button words */
        get: operations["EbookController_offer"];
        put?: never;
        /** Mails the ebook to whoever asks (name, email): their lead moves to the ebook status, whose trigger sends the signed link */
        post: operations["EbookController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebook/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ebook a lead status's trigger mailed, by its signed link (refused when changed or expired) */
        get: operations["EbookController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a Facebook access token; "Unregistered account" when unknown */
        post: operations["FacebookController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register (or log in) with a Facebook access token */
        post: operations["FacebookController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A form's definition in the shopper's language: 404 when missing or disabled (the storefront goes home), 401 for a guest on a members-only form (to login), 409 when a form that limits submissions was sent by this shopper (home) */
        get: operations["FormController_page"];
        put?: never;
        /** The answers, as multipart fields named by the fields' keys (files under their field's key), checked against the form: 422 with the problems by key; the same 404, 401 and 409 as the page; 429 past the per-address limit */
        post: operations["FormController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/funnel/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A funnel's public page; 404 when it is missing or disabled (the storefront goes home) */
        get: operations["FunnelController_page"];
        put?: never;
        /** A visitor's details (multipart fields): a lead at the funnel's first stage, whose trigger fires */
        post: operations["FunnelController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database and Redis state; 503 when the database is down */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/homepage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The homepage sections in order, headings in the language; none: the default homepage */
        get: operations["StorefrontHomepageController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shopper login -> token */
        post: operations["CustomerAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CustomerAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled menu tree with recursive children */
        get: operations["MenuController_tree"];
        put?: never;
        /** One menu item (and its children) by url */
        post: operations["MenuController_byUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places the cart as an order (pending); the same idempotency_key answers the same order */
        post: operations["OrderController_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods turned on */
        get: operations["OrderController_payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The totals the cart would be placed with for these choices (shipping method and country, points, currency); nothing is written */
        post: operations["OrderController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping methods that deliver to the country */
        get: operations["OrderController_shipping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts paying a pending Stripe order by card: the PaymentIntent for its grand total (the same one when asked again) */
        post: operations["StripeController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/summary/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The success page's view of an order by its number: lines, totals, status and how to pay (no address or email) */
        get: operations["OrderController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An enabled static page by url; 404 "Page cannot be found" for a missing or disabled one */
        post: operations["StorefrontPageController_byUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (same answer for unknown emails) */
        post: operations["CustomerAuthController_passwordEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token from the mail */
        post: operations["CustomerAuthController_passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product detail with stocks, options and availability; prices in minor units of the base currency */
        post: operations["CatalogController_product"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search names, skus and descriptions in every language; traditional and simplified Chinese find each other */
        post: operations["CatalogController_search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CustomerAuthController_profile"];
        put: operations["CustomerAuthController_updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh token; the old one stops working */
        post: operations["CustomerAuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a shopper; answers a token and the profile */
        post: operations["CustomerAuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The homepage slider: enabled slides within their schedule, in order */
        get: operations["StorefrontSliderController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of a signed unsubscribe link and whether it is unsubscribed already (403 for a link the shop did not sign) */
        get: operations["UnsubscribeController_status"];
        put?: never;
        /** Unsubscribes the address of a signed link from every newsletter (again: the same answer); one-click unsubscribe posts here */
        post: operations["UnsubscribeController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A homepage strip: new, featured or hot products, a category (data.url or data.id), brands or a brand (data.url), a block (data.identifier); data.limit 1 to 24 */
        post: operations["WidgetController_widget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountAnswer: {
            /** Format: date-time */
            created_at: string;
            /** @example alice@example.com */
            email: string;
            enabled: boolean;
            id: number;
            /**
             * @description The interface language (en_us, zh_hk or zh_cn)
             * @example en_us
             */
            language: string;
            /** @example Alice */
            name: string;
            role_id: number;
            /**
             * @description The role's name; null if the role is missing (the foreign key keeps it from happening)
             * @example Catalogue editor
             */
            role_name: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        AddItemDto: {
            /** @description Left out or null: a new cart is made */
            cart_id?: string | null;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            quantity: number;
            /** @description The chosen stock (variant) */
            stock_id: number;
        };
        AddressAnswer: {
            address: string;
            /** @example +852 2345 6789 */
            contact_number: string;
            /**
             * @description ISO 3166-1 alpha-2 code (GET /api/countries)
             * @example HK
             */
            country: string;
            /** @description At most one row of the book is the default billing address */
            default_billing: boolean;
            /** @description At most one row of the book is the default shipping address */
            default_shipping: boolean;
            /** @example Amy */
            first_name: string;
            id: number;
            /** @example Chan */
            last_name: string;
            /** Format: date-time */
            updated_at: string;
        };
        AddressDto: {
            address: string;
            /** @example +852 2345 6789 */
            contact_number: string;
            /**
             * @description ISO 3166-1 alpha-2 code (GET /api/countries)
             * @example HK
             */
            country: string;
            /** @default false */
            default_billing: boolean;
            /** @default false */
            default_shipping: boolean;
            first_name: string;
            last_name: string;
        };
        AdjustPointsDto: {
            /**
             * @description Positive adds, negative takes (never more than the customer holds)
             * @example 500
             */
            points: number;
            /** @example Apology for a late delivery */
            remark: string;
        };
        AdminHomepage: {
            sections: components["schemas"]["AdminSection"][];
            /**
             * Format: date-time
             * @description Last saved; null before the first save
             */
            updated_at: string | null;
        };
        AdminPointsHistoryRow: {
            /** @description The staff member of an adjust row */
            admin_name: string | null;
            created_at: string;
            /** @description When the points added expire (for expire rows: the day they expired) */
            expiry_date: string | null;
            id: number;
            order_number: string | null;
            /** @description Points added */
            points: number;
            remark: string;
            /**
             * @description earn (a paid order), redeem (spent at checkout), return (an order that spent them canceled or refunded), clawback (an order that earned them refunded), expire, adjust (staff)
             * @enum {string}
             */
            type: "earn" | "redeem" | "return" | "clawback" | "expire" | "adjust";
            /** @description Points taken */
            used_points: number;
        };
        AdminSection: {
            data: components["schemas"]["SectionData"];
            id: number;
            /**
             * @example {
             *       "en_us": "New arrivals"
             *     }
             */
            titles: {
                [key: string]: string;
            };
            /** @enum {string} */
            type: "slider" | "widget" | "block";
            /** @enum {string|null} */
            widget: "new" | "featured" | "hot" | "category" | "brand" | null;
        };
        ArticleByUrlDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @example how-we-pick-our-tea */
            url: string;
        };
        AttributeAnswer: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @example Colour */
            name: string;
            /** @description In order */
            options: components["schemas"]["AttributeOptionAnswer"][];
            order: number;
            /** @enum {string} */
            position: "stock_option" | "product_info";
            /** Format: date-time */
            updated_at: string;
        };
        AttributeOptionAnswer: {
            id: number;
            order: number;
            /**
             * @description In the asked language (the main language as fallback); '' when none has one
             * @example Red
             */
            value: string;
        };
        AttributeOptionDto: {
            /** @description An existing option of this attribute; leave out for a new option */
            id?: number;
            /** @default 0 */
            order: number;
            /**
             * @description In the language of the request
             * @example Red
             */
            value: string;
        };
        AudienceCountAnswer: {
            /** @description Who would be mailed */
            deliverable: number;
            /** @description Different addresses the rules reach */
            total: number;
            /** @description Of them, unsubscribed: recorded as skipped, never mailed */
            unsubscribed: number;
        };
        BlockAnswer: {
            /** @description Sanitised rich text (HTML) */
            content: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            id: number;
            /** @example home-welcome */
            identifier: string;
            title: string;
            translated_languages: ("en_us" | "zh_hk" | "zh_cn")[];
            /** Format: date-time */
            updated_at: string;
        };
        BlockRequestDto: {
            /** @example home-welcome */
            identifier: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        BlogArticleAnswer: {
            author: string;
            category_ids: number[];
            /** @description Sanitised rich text */
            content: string;
            /** @description Path of the uploaded cover image, null when there is none */
            cover_image: string | null;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            id: number;
            meta_description: string;
            meta_title: string;
            /** Format: date-time */
            publish_at: string;
            /** @description Enabled and its publish date has come: the storefront shows it */
            published: boolean;
            summary: string;
            tags: string[];
            /**
             * @description '' when no language has a text
             * @example How we pick our tea
             */
            title: string;
            /** @description The languages that have their own texts, sorted (others show the fallback) */
            translated_languages: ("en_us" | "zh_hk" | "zh_cn")[];
            /** Format: date-time */
            updated_at: string;
            /** @example how-we-pick-our-tea */
            url: string;
        };
        BlogArticleCard: {
            author: string;
            cover_image: string | null;
            id: number;
            /** Format: date-time */
            publish_at: string;
            summary: string;
            tags: string[];
            title: string;
            /** @example how-we-pick-our-tea */
            url: string;
        };
        BlogCategoryAnswer: {
            /** @description Articles placed in it (published or not) */
            article_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description Sanitised rich text */
            description: string;
            enabled: boolean;
            id: number;
            meta_description: string;
            meta_title: string;
            order: number;
            /**
             * @description '' when no language has a text
             * @example News
             */
            title: string;
            /** @description The languages that have their own texts, sorted (others show the fallback) */
            translated_languages: ("en_us" | "zh_hk" | "zh_cn")[];
            /** Format: date-time */
            updated_at: string;
            /** @example news */
            url: string;
        };
        BlogCategoryLink: {
            id: number;
            /** @example News */
            title: string;
            /** @example news */
            url: string;
        };
        BlogCategoryPageDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @default 1 */
            page: number;
            /** @default 12 */
            per_page: number;
            /** @example how-we-pick-our-tea */
            url: string;
        };
        BoardCard: {
            admin_name: string | null;
            company: string;
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            updated_at: string;
        };
        BoardColumn: {
            /** @description Percent of the leads that reached this stage that reached the next (null for the last stage or when none reached it) */
            conversion: number | null;
            /** @description Leads at this stage now */
            count: number;
            /** @description The 100 most recently changed */
            leads: components["schemas"]["BoardCard"][];
            /** @description Leads at this stage or a later one */
            reached: number;
            status_id: number;
            title: string;
        };
        BrandAnswer: {
            /** Format: date-time */
            created_at: string;
            description: string;
            enabled: boolean;
            id: number;
            /** @description Path of the uploaded image, null when there is none */
            image_path: string | null;
            short_description: string;
            /**
             * @description '' when no language has a text
             * @example Acme
             */
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @example acme */
            url: string;
        };
        BrandFilter: {
            /** @description Visible products of the category (and its sub-categories) with this brand */
            count: number;
            id: number;
            /**
             * @description '' when no language has a title
             * @example Acme
             */
            title: string;
        };
        BroadcastAnswer: {
            admin_name: string | null;
            /** @description Whether every receiver has been read into deliveries */
            audience_done: boolean;
            counts: components["schemas"]["DeliveryCountsAnswer"];
            created_at: string;
            finished_at: string | null;
            id: number;
            message_id: number;
            message_name: string;
            /** @description Percent of the deliveries handled (sent, failed or skipped) */
            progress: number;
            /** @description Mails per minute; 0: no limit */
            rate_per_minute: number;
            receiver_ids: number[];
            scheduled_at: string | null;
            started_at: string | null;
            /** @enum {string} */
            status: "draft" | "scheduled" | "sending" | "paused" | "canceled" | "sent";
            title: string;
            updated_at: string;
        };
        BroadcastDto: {
            message_id: number;
            /**
             * @description Mails per minute; 0: as fast as the mail server takes them
             * @default 0
             */
            rate_per_minute: number;
            /** @description Receivers (their receiver_id), read again when the sending starts */
            receiver_ids: number[];
            /** @description When to send (ISO 8601); null: when staff press Send */
            scheduled_at?: string | null;
            title: string;
        };
        BuyerGroupAnswer: {
            customers: number;
            orders: number;
            revenue: number;
        };
        BuyersAnswer: {
            /** @description Guest orders (customers 0) */
            guests: components["schemas"]["BuyerGroupAnswer"];
            /** @description Customers whose first order falls in the range */
            new: components["schemas"]["BuyerGroupAnswer"];
            /** @description Customers who had ordered before it */
            returning: components["schemas"]["BuyerGroupAnswer"];
        };
        CartAdjustment: {
            /** @description Signed minor units */
            amount: number;
            /**
             * @description What a shopper knows it by: a coupon's code, a promotion's or a shipping method's name
             * @example SUMMER10
             */
            label: string;
            /** @description The item ids it applies to; empty for the whole cart */
            lines: number[];
            /**
             * @description What made it: 'promotion:<id>', 'shipping:<id>'
             * @example promotion:12
             */
            source: string;
            /** @enum {string} */
            step: "lines" | "product_discounts" | "cart_discounts" | "shipping" | "points";
        };
        CartAnswer: {
            /** @description Keep it in the cart id cookie */
            cart_id: string;
            /** @description Lines this request changed by itself (a guest cart merged at login) */
            changes: components["schemas"]["CartChange"][];
            /**
             * @description The base currency every amount is in
             * @example HKD
             */
            currency: string;
            /** @description The sum of the quantities (the header badge) */
            item_count: number;
            /** @description POST /api/cart/item: the line that was added to */
            item_id?: number;
            items: components["schemas"]["CartItemAnswer"][];
            promotions: components["schemas"]["CartPromotion"][];
            totals: components["schemas"]["CartTotals"];
        };
        CartChange: {
            name: string;
            /** @description What the cart holds now (0: removed) */
            quantity: number;
            reason: components["schemas"]["CartNotice"];
            /** @description What was asked for */
            requested: number;
            stock_id: number;
        };
        CartCouponDto: {
            cart_id: string;
            /**
             * @description Compared without regard to case
             * @example SUMMER10
             */
            code: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        CartItemAnswer: {
            /** @description Available now over the enabled warehouses */
            available_inventories: number;
            /** @description The product's first image (upload path) */
            image: string | null;
            item_id: number;
            /**
             * @description unit_price x quantity
             * @example 19800
             */
            line_total: number;
            /** @description The product's name in the asked language (else the main language's) */
            name: string;
            /** @description Why not purchasable (sold out, fewer left, no longer sold) */
            notice: components["schemas"]["CartNotice"] | null;
            options: components["schemas"]["CartItemOption"][];
            /** @example 12900 */
            price: number;
            product_id: number;
            /** @description Visible and available in this quantity: it can be checked out as it is */
            purchasable: boolean;
            quantity: number;
            sku: string;
            /** @example 9900 */
            special_price: number | null;
            stock_id: number;
            /**
             * @description What one costs: the special price when set and lower, else the price
             * @example 9900
             */
            unit_price: number;
            /** @example desk-lamp */
            url: string;
        };
        CartItemOption: {
            /** @example Colour */
            attribute: string;
            /** @example Red */
            value: string;
        };
        CartNotice: {
            /** @example cart.over_available */
            code: string;
            /** @example Only 2 left */
            message: string;
            params?: {
                [key: string]: string | number;
            };
        };
        CartPromotion: {
            /** @description What it took (negative minor units); 0 when it did not apply or took nothing yet (free shipping before a method is chosen) */
            amount: number;
            applied: boolean;
            /**
             * @description null: automatic
             * @example SUMMER10
             */
            code: string | null;
            id: number;
            /**
             * @description In the asked language
             * @example Summer sale
             */
            name: string;
            /** @description Why it does not apply (spend more, used up, combined with another) */
            reason: components["schemas"]["CartNotice"] | null;
            /** @enum {string} */
            type: "coupon" | "cart_discount" | "buy_x_get_y" | "free_shipping";
        };
        CartRequestDto: {
            /** @description The cart id cookie; left out or null for a new cart */
            cart_id?: string | null;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        CartTotals: {
            adjustments: components["schemas"]["CartAdjustment"][];
            discount_total: number;
            grand_total: number;
            shipping_total: number;
            /** @description The purchasable lines */
            subtotal: number;
        };
        CatalogueLink: {
            id: number;
            /**
             * @description '' when no language has a title
             * @example Lamps
             */
            title: string;
            /** @example lamps */
            url: string;
        };
        CategoryListing: {
            category: components["schemas"]["ListingCategory"];
            filters: components["schemas"]["ListingFilters"];
            /** @example 1 */
            page: number;
            /** @example 20 */
            per_page: number;
            /** @description True when the shop shows prices to members only (member_only "1") and no shopper is signed in: every price is null */
            prices_hidden: boolean;
            products: components["schemas"]["ProductCard"][];
            /** @description How many products match, over all pages */
            total: number;
        };
        CategoryListingDto: {
            brand_ids?: number[];
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @description Option ids; values of one attribute widen, different attributes narrow */
            option_ids?: number[];
            /** @default 1 */
            page: number;
            /** @default 20 */
            per_page: number;
            /** @description Minor units of the base currency */
            price_max?: number;
            /** @description Minor units of the base currency */
            price_min?: number;
            /** @enum {string} */
            sort?: "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc";
            url: string;
        };
        ChangeStatusDto: {
            comment?: string;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject";
        };
        CheckAnswer: {
            /**
             * @description Always true
             * @enum {boolean}
             */
            passed: true;
        };
        CheckRequestDto: {
            /** @description What to check: the page url for type page; unused for checkout */
            key?: string;
            /** @enum {string} */
            type: "checkout" | "page";
        };
        ConfigsRequestDto: {
            /**
             * @example [
             *       "name",
             *       "logo",
             *       "catalog_mode"
             *     ]
             */
            columns: string[];
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        ContactAnswer: {
            created_at: string;
            email: string;
            id: number;
            language: string;
            /** @description The lead the contact became */
            lead_id: number | null;
            message: string;
            name: string;
            /** @enum {string} */
            source: "contact" | "funnel" | "form" | "ebook" | "staff";
            subject: string;
        };
        ContactDto: {
            email: string;
            /**
             * @description The language the visitor wrote in
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            message: string;
            name: string;
            subject: string;
            /** @description Left empty by people: a form field hidden from them that bots fill in */
            website?: string;
        };
        CountryAnswer: {
            /**
             * @description ISO 3166-1 alpha-2 code (and XK)
             * @example HK
             */
            code: string;
            name: components["schemas"]["CountryNames"];
        };
        CountryNames: {
            /** @example Hong Kong */
            en_us: string;
            /** @example 香港 */
            zh_cn: string;
            /** @example 香港 */
            zh_hk: string;
        };
        CreateAccountDto: {
            email: string;
            /** @default true */
            enabled: boolean;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            name: string;
            password: string;
            password_confirmation: string;
            role_id: number;
        };
        CreateAttributeDto: {
            /**
             * @description The language of name and values (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description In the language of the request
             * @example Colour
             */
            name: string;
            options?: components["schemas"]["AttributeOptionDto"][];
            /** @default 0 */
            order: number;
            /** @enum {string} */
            position: "stock_option" | "product_info";
        };
        CreateBlockDto: {
            /** @description Rich text (HTML), sanitised on save */
            content?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description Letters, digits, hyphens and underscores; unique
             * @example home-welcome
             */
            identifier: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description In the language of the request
             * @example Welcome
             */
            title: string;
        };
        CreateBlogArticleDto: {
            /** @description Who wrote it; left out or empty on create: the admin's name */
            author?: string;
            /** @description Ids of blog categories */
            category_ids?: number[];
            /** @description Rich text (HTML), sanitised when saved and when shown */
            content?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /**
             * Format: date-time
             * @description When it shows on the storefront; empty or null: now
             */
            publish_at?: string | null;
            /** @description true removes the cover image (a new `image` file replaces it) */
            remove_cover_image?: boolean;
            /** @description Plain text shown on article cards */
            summary?: string;
            /**
             * @example [
             *       "tea",
             *       "recipes"
             *     ]
             */
            tags?: string[];
            /** @example How we pick our tea */
            title: string;
            /** @example how-we-pick-our-tea */
            url: string;
        };
        CreateBlogCategoryDto: {
            /** @description Rich text (HTML), sanitised when saved; in the language of the request */
            description?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /**
             * @description Place among the categories (smaller first)
             * @default 0
             */
            order: number;
            /** @example News */
            title: string;
            /** @example news */
            url: string;
        };
        CreateBrandDto: {
            description?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of title and descriptions (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            short_description?: string;
            /**
             * @description In the language of the request
             * @example Acme
             */
            title: string;
            /** @example acme */
            url: string;
        };
        CreateCustomerAdminDto: {
            /** @description Left out: the addresses stay as they are; given: the whole address book (ids kept, others removed, new ones added) */
            addresses?: components["schemas"]["CustomerAddressDto"][];
            /** @description The staff member the customer is assigned to */
            admin_id?: number | null;
            department?: string;
            description?: string;
            email: string;
            /** @description More email addresses */
            emails?: string[];
            enabled: boolean;
            fax?: string;
            first_name: string;
            /** @enum {string} */
            gender: "female" | "male";
            is_subscribe: boolean;
            job_title?: string;
            /**
             * @description The language of the mails the shop sends them
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name: string;
            /** @description The lead this customer is made from (customer create with lead_inputs): it is marked converted */
            lead_id?: number;
            /** @enum {string} */
            lead_source: "existing_customer" | "employee" | "partner" | "email" | "campaign" | "public_relations";
            lead_source_description?: string;
            /** @description A tier given by staff (its validity starts now); null: none */
            membership_tier_id?: number | null;
            /** @description More mobile numbers */
            mobiles?: string[];
            office_phone?: string;
            password: string;
            password_confirmation: string;
            /** @example +852 2345 6789 */
            phone: string;
            status_description?: string;
            /** @description A lead status (GET /api/admin/status) */
            status_id: number;
            /**
             * @example [
             *       "vip",
             *       "wholesale"
             *     ]
             */
            tags?: string[];
            /** @example https://example.com */
            website?: string;
        };
        CreateLeadStatusDto: {
            /** @description The ebook mail's button label; required with an ebook trigger, cleared with any other */
            button_name?: string;
            /**
             * Format: binary
             * @description Multipart only: the ebook, a PDF or EPUB of at most 20 MB; required with an ebook trigger
             */
            file?: string;
            /** @description Display order (lower first); left out: after the last status */
            order?: number;
            /** @example Contacted */
            title: string;
            /**
             * @description What happens when a lead moves into the status; '' or null: nothing
             * @enum {string|null}
             */
            trigger?: "email_to_assigned" | "email_to_lead" | "email_to_assigned_and_lead" | "ebook_email_to_assigned" | "ebook_email_to_lead" | "ebook_email_to_assigned_and_lead" | null;
            /** @description The campaign content the trigger sends; required with a trigger */
            trigger_template?: string;
        };
        CreateMenuDto: {
            /** @default true */
            display_in_desktop: boolean;
            /** @default true */
            display_in_mobile: boolean;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /** @default true */
            open_in_current_tab: boolean;
            /** @default 0 */
            order: number;
            /** @description null (or leave out) for a top-level item */
            parent_id?: Record<string, never> | null;
            /** @description Product ids, in display order (a JSON list in a multipart form) */
            products?: number[];
            short_description?: string;
            /**
             * @description In the language of the request
             * @example Tea
             */
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /**
             * @description A slug, or for a link an http(s) address or a path starting with /
             * @example tea
             */
            url: string;
        };
        CreatePageDto: {
            /** @description Rich text (HTML), sanitised on save */
            content?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /**
             * @description In the language of the request
             * @example About us
             */
            title: string;
            /**
             * @description Lowercase letters, digits, Chinese characters and hyphens; unique
             * @example about-us
             */
            url: string;
        };
        CreateReceiptDto: {
            lines: components["schemas"]["ReceiptLineDto"][];
            note?: string;
            /**
             * @description The supplier's delivery note or invoice number
             * @example DN-2291
             */
            reference?: string;
            supplier_id: number;
            warehouse_id: number;
        };
        CreateRoleDto: {
            /** @example Catalogue editor */
            name: string;
            /**
             * @example [
             *       "product.list",
             *       "product.edit"
             *     ]
             */
            permissions?: string[];
        };
        CreateStoreDto: {
            /** @example 12 Queen’s Road Central, Hong Kong */
            address?: string;
            /** @default true */
            enabled: boolean;
            /** @example Central */
            name: string;
            /** @example Mon–Sat 10:00–20:00, Sun 12:00–18:00 */
            opening_hours?: string;
            /** @example +852 2123 4567 */
            phone?: string;
            /** @description Admin accounts who work at the store (its till is theirs) */
            staff_ids?: number[];
            /** @description The warehouse the store sells from */
            warehouse_id: number;
        };
        CreateSupplierDto: {
            address?: string;
            /**
             * @description The one contact person at the supplier
             * @example Mr Chan
             */
            contact_name?: string;
            /** @example orders@teafarm.example */
            email?: string;
            /**
             * @description A disabled supplier takes no new receipts
             * @default true
             */
            enabled: boolean;
            /** @example Tea Farm Ltd */
            name: string;
            notes?: string;
            /** @example +852 2345 6789 */
            phone?: string;
            /** @description The stocks supplied and their cost prices (the whole list) */
            stocks?: components["schemas"]["SupplierStockDto"][];
        };
        CreateWarehouseDto: {
            /** @example 1 Hoi Bun Road, Kwun Tong */
            address?: string;
            /** @default true */
            enabled: boolean;
            /** @example Kwun Tong */
            name: string;
        };
        CrmSettingsAnswer: {
            /** @description The lead status whose ebook the /ebook page sends */
            ebook_status_id: number | null;
        };
        CrmSummary: {
            /** @description Every lead status in its order, with its leads */
            leads_by_status: components["schemas"]["StatusCount"][];
            /** @description Contacts received in the last 7 days */
            new_contacts_week: number;
            /** @description Leads made in the last 7 days */
            new_leads_week: number;
        };
        CurrencyRate: {
            /**
             * @description Three-letter currency code
             * @example USD
             */
            identifier: string;
            /**
             * @description What prices are written with
             * @example US$
             */
            mark: string;
            /**
             * @description Price in this currency = base price × rate (1 for the base currency)
             * @example 0.128
             */
            rate: number;
        };
        CurrencyRateDto: {
            /** @example USD */
            identifier: string;
            /** @example US$ */
            mark: string;
            /** @example 0.128 */
            rate: number;
        };
        CurrencySettingsAnswer: {
            /** @example HKD */
            base_currency: string;
            currencies: components["schemas"]["CurrencyRate"][];
        };
        CurrentAdminAnswer: {
            /** Format: date-time */
            created_at: string;
            /** @example alice@example.com */
            email: string;
            enabled: boolean;
            id: number;
            /**
             * @description The interface language (en_us, zh_hk or zh_cn)
             * @example en_us
             */
            language: string;
            /** @example Alice */
            name: string;
            /**
             * @description The role's permissions; for the super admin, the whole catalogue
             * @example [
             *       "product.edit",
             *       "product.list"
             *     ]
             */
            permission_list: string[];
            role: components["schemas"]["RoleSummary"];
            role_id: number;
            /**
             * @description The role's name; null if the role is missing (the foreign key keeps it from happening)
             * @example Catalogue editor
             */
            role_name: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        CurrentAdminSessionAnswer: {
            /** Format: date-time */
            created_at: string;
            /** @example alice@example.com */
            email: string;
            enabled: boolean;
            /** Format: date-time */
            expired_at: string;
            id: number;
            /**
             * @description The interface language (en_us, zh_hk or zh_cn)
             * @example en_us
             */
            language: string;
            /** @example Alice */
            name: string;
            /**
             * @description The role's permissions; for the super admin, the whole catalogue
             * @example [
             *       "product.edit",
             *       "product.list"
             *     ]
             */
            permission_list: string[];
            role: components["schemas"]["RoleSummary"];
            role_id: number;
            /**
             * @description The role's name; null if the role is missing (the foreign key keeps it from happening)
             * @example Catalogue editor
             */
            role_name: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerAddressDto: {
            address: string;
            /** @example +852 2345 6789 */
            contact_number: string;
            /**
             * @description ISO 3166-1 alpha-2 code (GET /api/countries)
             * @example HK
             */
            country: string;
            /** @default false */
            default_billing: boolean;
            /** @default false */
            default_shipping: boolean;
            first_name: string;
            /** @description Left out: a new address */
            id?: number;
            last_name: string;
        };
        CustomerAdminAnswer: {
            addresses: components["schemas"]["AddressAnswer"][];
            admin_id: number | null;
            created_at: string;
            department: string;
            description: string;
            email: string;
            emails: string[];
            enabled: boolean;
            /** @description The account is linked to a Facebook user */
            facebook_linked: boolean;
            fax: string;
            first_name: string;
            /** @enum {string|null} */
            gender: "female" | "male" | null;
            id: number;
            is_subscribe: boolean;
            job_title: string;
            language: string;
            last_name: string;
            lead_source: string;
            lead_source_description: string;
            membership_expires_at: string | null;
            membership_tier_id: number | null;
            mobiles: string[];
            office_phone: string;
            /** @description The latest 20 orders, newest first */
            orders: components["schemas"]["CustomerOrderItem"][];
            /** @description How many orders the customer has */
            orders_total: number;
            phone: string | null;
            status_description: string;
            status_id: number | null;
            tags: string[];
            updated_at: string;
            website: string;
        };
        CustomerListItem: {
            admin_id: number | null;
            /** @description The staff member assigned */
            admin_name: string | null;
            created_at: string;
            email: string;
            enabled: boolean;
            first_name: string;
            id: number;
            is_subscribe: boolean;
            last_name: string;
            lead_source: string;
            membership_tier_id: number | null;
            phone: string | null;
            status_id: number | null;
            status_title: string | null;
            tags: string[];
            updated_at: string;
        };
        CustomerLookups: {
            /** @description Enabled staff accounts, by name */
            admins: components["schemas"]["LookupOption"][];
            /** @description Lead statuses, in their order */
            statuses: components["schemas"]["LookupOption"][];
            /** @description Membership tiers, in their order */
            tiers: components["schemas"]["LookupOption"][];
        };
        CustomerOrderItem: {
            created_at: string;
            /** @description Minor units of the base currency */
            grand_total: number;
            id: number;
            /** @description The order number */
            identifier: string;
            status: string;
        };
        CustomerProfile: {
            /** Format: date-time */
            created_at: string;
            /** @example amy@example.com */
            email: string;
            /** @description The account is linked to a Facebook user */
            facebook_linked: boolean;
            /** @example Amy */
            first_name: string;
            /**
             * @description null when not given
             * @enum {string|null}
             */
            gender: "female" | "male" | null;
            id: number;
            is_subscribe: boolean;
            /**
             * @description The language of the mails the shop sends (a language code)
             * @example en_us
             */
            language: string;
            /** @example Chan */
            last_name: string;
            /**
             * @description null when not given
             * @example +852 2345 6789
             */
            phone: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerRegistered: {
            /** Format: date-time */
            expired_at: string;
            /**
             * @description Seconds until the token expires
             * @example 7200
             */
            expires_in: number;
            /** @description The JWT to send as `Authorization: Bearer <token>` */
            token: string;
            /** @enum {string} */
            token_type: "Bearer";
            user: components["schemas"]["CustomerProfile"];
        };
        CustomerReportAnswer: {
            buyers: components["schemas"]["BuyersAnswer"];
            /** @example HKD */
            currency: string;
            /** @example 2026-01-01 */
            from: string;
            lead_sources: components["schemas"]["LeadSourceRevenueAnswer"][];
            /** @description By the membership tier the buyers hold now */
            tiers: components["schemas"]["TierRevenueAnswer"][];
            /**
             * @description The shop time zone the days are counted in
             * @example Asia/Hong_Kong
             */
            time_zone: string;
            /**
             * @description Inclusive
             * @example 2026-01-31
             */
            to: string;
            /** @description The 10 customers who spent the most */
            top_customers: components["schemas"]["TopCustomerAnswer"][];
        };
        CustomerSessionProfile: {
            /** Format: date-time */
            created_at: string;
            /** @example amy@example.com */
            email: string;
            /**
             * Format: date-time
             * @description When the session's token expires
             */
            expired_at: string;
            /** @description The account is linked to a Facebook user */
            facebook_linked: boolean;
            /** @example Amy */
            first_name: string;
            /**
             * @description null when not given
             * @enum {string|null}
             */
            gender: "female" | "male" | null;
            id: number;
            is_subscribe: boolean;
            /**
             * @description The language of the mails the shop sends (a language code)
             * @example en_us
             */
            language: string;
            /** @example Chan */
            last_name: string;
            /**
             * @description null when not given
             * @example +852 2345 6789
             */
            phone: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        CustomersTileAnswer: {
            /** @description Today and the 6 days before */
            last_7_days: number;
            today: number;
        };
        DashboardAnswer: {
            /** @description With customer.list */
            customers?: components["schemas"]["CustomersTileAnswer"];
            /** @description With lead.list */
            leads?: components["schemas"]["FunnelTileAnswer"][];
            /** @description With report.inventories */
            low_stock?: components["schemas"]["LowStockTileAnswer"];
            /** @description With order.list */
            recent_orders?: components["schemas"]["RecentOrderAnswer"][];
            /** @description With report.sales */
            sales?: components["schemas"]["SalesTileAnswer"];
            time_zone: string;
        };
        DaySalesAnswer: {
            day: string;
            orders: number;
            /** @description Orders placed that day, whatever their status */
            placed: number;
            revenue: number;
        };
        DeletedAnswer: {
            id: number;
        };
        DeliveryAnswer: {
            clicks: number;
            customer_id: number | null;
            email: string;
            first_name: string;
            id: string;
            language: string;
            last_name: string;
            lead_id: number | null;
            /** @description Why it failed or was skipped (unsubscribed, duplicate, canceled, the mail server’s answer) */
            reason: string | null;
            sent_at: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed" | "skipped";
            unsubscribed_at: string | null;
        };
        DeliveryCountsAnswer: {
            /** @description Receivers who followed a link */
            clicked: number;
            /** @description Clicks, once per receiver and link */
            clicks: number;
            failed: number;
            queued: number;
            sending: number;
            sent: number;
            skipped: number;
            /** @description Skipped: an earlier broadcast sent the address this message */
            skipped_duplicate: number;
            skipped_unsubscribed: number;
            total: number;
            /** @description Receivers who unsubscribed after this broadcast */
            unsubscribed: number;
        };
        DisplayCurrency: {
            /** @example USD */
            identifier: string;
            /** @example US$ */
            mark: string;
            /** @example 0.128 */
            rate: number;
        };
        EbookOffer: {
            available: boolean;
            /** @description The ebook status's button name ('' when none) */
            button_name: string;
        };
        EbookRequestDto: {
            email: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            name: string;
            /** @description A honeypot: left empty by people */
            website?: string;
        };
        EditorImageAnswer: {
            /** @example /uploads/editor/0b6f1c1e-2f0a-4d7e-9d51-4f7d1c2b3a4e.png */
            path: string;
        };
        ExpiringPoints: {
            /** @example 2027-12-31T23:59:59.000Z */
            expiry_date: string;
            points: number;
        };
        FacebookTokenDto: {
            /** @description The access token from the Facebook SDK in the browser */
            access_token: string;
        };
        FormAnswer: {
            allow_guest: boolean;
            created_at: string;
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            description: {
                [key: string]: string;
            };
            enabled: boolean;
            fields: components["schemas"]["FormFieldAnswer"][];
            funnel_id: number | null;
            id: number;
            limit_submit: boolean;
            status_id: number | null;
            /** @description Submissions received */
            submissions: number;
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            success_message: {
                [key: string]: string;
            };
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            title: {
                [key: string]: string;
            };
            updated_at: string;
            url: string;
        };
        FormDto: {
            /**
             * @description Guests may answer; false: shoppers must log in
             * @default true
             */
            allow_guest: boolean;
            /** @description Shown above the fields, per language */
            description?: {
                [key: string]: string;
            };
            /** @default true */
            enabled: boolean;
            fields: components["schemas"]["FormFieldDto"][];
            /** @description A funnel: each submission makes or moves the lead of its email to status_id */
            funnel_id?: number | null;
            /**
             * @description A signed-in shopper may answer once (guests, where allowed, are bounded by the per-address limit only)
             * @default false
             */
            limit_submit: boolean;
            /** @description One of the funnel's stages (lead statuses) */
            status_id?: number | null;
            /** @description Shown once the answers are sent, per language (empty: a standard thank-you) */
            success_message?: {
                [key: string]: string;
            };
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            title: {
                [key: string]: string;
            };
            /**
             * @description The public page is /form/{url}
             * @example tea-survey
             */
            url: string;
        };
        FormFieldAnswer: {
            key: string;
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            label: {
                [key: string]: string;
            };
            options: components["schemas"]["FormFieldOptionAnswer"][];
            required: boolean;
            /** @enum {string} */
            type: "text" | "textarea" | "email" | "phone" | "number" | "date" | "select" | "radio" | "checkbox" | "file";
        };
        FormFieldDto: {
            /**
             * @description Lowercase letters, digits and underscores, starting with a letter; unique in the form; not website or language
             * @example email
             */
            key: string;
            /**
             * @example {
             *       "en_us": "Email",
             *       "zh_hk": "電郵",
             *       "zh_cn": "电邮"
             *     }
             */
            label: {
                [key: string]: string;
            };
            /** @description select, radio and checkbox fields: 1 to 50 options; other types none */
            options?: components["schemas"]["FormFieldOptionDto"][];
            /** @default false */
            required: boolean;
            /** @enum {string} */
            type: "text" | "textarea" | "email" | "phone" | "number" | "date" | "select" | "radio" | "checkbox" | "file";
        };
        FormFieldOptionAnswer: {
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            label: {
                [key: string]: string;
            };
            value: string;
        };
        FormFieldOptionDto: {
            /**
             * @example {
             *       "en_us": "Green tea",
             *       "zh_hk": "綠茶",
             *       "zh_cn": "绿茶"
             *     }
             */
            label: {
                [key: string]: string;
            };
            /**
             * @description What the answer holds (at most 100 characters, unique in the field)
             * @example green
             */
            value: string;
        };
        FormListItem: {
            allow_guest: boolean;
            enabled: boolean;
            /** @description The funnel its submissions feed */
            funnel_title: string | null;
            id: number;
            limit_submit: boolean;
            submissions: number;
            /** @description The title in the asked language, else the main language */
            title_text: string;
            updated_at: string;
            url: string;
        };
        FormSent: {
            codes: string[];
            messages: string[];
            /** @description The form's success message in the shopper's language ('' when it has none: show the message) */
            success_message: string;
        };
        FunnelAnswer: {
            created_at: string;
            description: string;
            enabled: boolean;
            id: number;
            /** @description Leads that came through the funnel */
            leads: number;
            stage_ids: number[];
            stages: components["schemas"]["FunnelStage"][];
            title: string;
            updated_at: string;
            url: string;
        };
        FunnelAnswerDto: {
            company?: string;
            email: string;
            first_name: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name?: string;
            message?: string;
            phone?: string;
            /** @description A honeypot: left empty by people */
            website?: string;
        };
        FunnelBoard: {
            columns: components["schemas"]["BoardColumn"][];
            id: number;
            title: string;
        };
        FunnelDto: {
            /** @description Shown on the public page above the form */
            description?: string;
            /** @default true */
            enabled: boolean;
            /** @description Lead statuses in stage order; visitors of the public page become leads at the first */
            stage_ids: number[];
            title: string;
            /** @example tea-tasting */
            url: string;
        };
        FunnelStage: {
            status_id: number;
            title: string;
        };
        FunnelStageAnswer: {
            leads: number;
            status: string;
            status_id: number;
        };
        FunnelTileAnswer: {
            funnel_id: number;
            stages: components["schemas"]["FunnelStageAnswer"][];
            title: string;
        };
        HealthAnswer: {
            /** @enum {string} */
            database: "up" | "down";
            jobs: components["schemas"]["HealthJobs"];
            /** @enum {string} */
            redis: "up" | "down";
            /**
             * @description down: the database is down; degraded: Redis is down
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
        };
        HealthJobs: {
            /**
             * @description Only while Redis is down
             * @example Background jobs wait in Postgres until Redis is back
             */
            note?: string;
            /** @description Jobs not yet handed to Redis; null when the database is down */
            waiting_for_redis: number | null;
        };
        HomepageDto: {
            sections: components["schemas"]["SectionDto"][];
        };
        ImportAnswer: {
            admin_name?: string | null;
            /** @description The columns of the file header, in order */
            columns: string[];
            created: number;
            created_at: string;
            /** @description The last pass queued was a dry run (nothing written) */
            dry_run: boolean;
            /** @enum {string} */
            entity: "user" | "product";
            error?: string | null;
            /** @description Every field a column may be mapped to */
            fields: string[];
            file_name: string;
            finished_at?: string | null;
            /** @enum {string} */
            format: "csv" | "xlsx";
            id: number;
            /** @description File column -> field ("" or left out: not imported) */
            mapping: {
                [key: string]: string;
            };
            /** @description rows_read of total_rows, 0 to 100 */
            progress: number;
            refused: number;
            /** @description Fields a run needs mapped */
            required: string[];
            rows_read: number;
            started_at?: string | null;
            /** @enum {string} */
            status: "uploaded" | "queued" | "running" | "done" | "failed";
            /** @description Data rows in the file */
            total_rows: number;
            updated: number;
        };
        ImportMappingDto: {
            /**
             * @example {
             *       "SKU": "sku",
             *       "Name (English)": "name_en_us",
             *       "Notes": ""
             *     }
             */
            mapping: {
                [key: string]: string;
            };
        };
        InventoryHistoryRow: {
            admin_name: string;
            /** @description Signed change of this inventory's quantity */
            change: number;
            /**
             * Format: date-time
             * @description When the move was made
             */
            date: string;
            /** @description With a transfer: the warehouse the stock left */
            from_warehouse_id: number | null;
            id: number;
            inventory_id: number;
            /**
             * @description The stock's option values in the main language
             * @example Red / M
             */
            option: string;
            quantity_after: number;
            remark: string;
            sku: string;
            stock_id: number;
            /** @description With a transfer: the warehouse the stock went to */
            to_warehouse_id: number | null;
            /** @enum {string} */
            type: "plus" | "minus" | "transfer" | "update";
            /** @description The warehouse's name at the time of the move */
            warehouse: string;
            warehouse_id: number;
        };
        InventoryMoveAnswer: {
            inventories: components["schemas"]["InventoryQuantities"][];
        };
        InventoryMoveDto: {
            inventory_id: number;
            quantity: number;
            remark?: string;
        };
        InventoryQuantities: {
            /** @description quantity minus what orders reserved */
            available_inventories: number;
            id: number;
            quantity: number;
            warehouse_id: number;
        };
        InventoryReportAnswer: {
            /** @example HKD */
            currency: string;
            /** @example 2026-01-01 */
            from: string;
            /** @description The 100 lowest, fewest available first */
            low_stock: components["schemas"]["LowStockAnswer"][];
            low_stock_count: number;
            /** @description Available units at or below which a stock is low */
            low_stock_threshold: number;
            /** @description Moves of the range per warehouse */
            movement: components["schemas"]["MovementAnswer"][];
            /**
             * @description The shop time zone the days are counted in
             * @example Asia/Hong_Kong
             */
            time_zone: string;
            /**
             * @description Inclusive
             * @example 2026-01-31
             */
            to: string;
            warehouses: components["schemas"]["WarehouseStockAnswer"][];
        };
        InventoryRowDto: {
            /** @description Existing inventory id; leave out for a new warehouse row */
            id?: number;
            /** @description Quantity on hand; required for a new row; on an existing row a change is recorded as an "update" move, and leaving it out keeps it */
            quantity: number;
            warehouse_id: number;
        };
        InventoryTransferDto: {
            /** @description Warehouse the stock leaves (the inventory's own warehouse) */
            from?: number;
            inventory_id: number;
            quantity: number;
            remark?: string;
            stock_id?: number;
            /** @description Destination warehouse id */
            to: number;
            /** @description The total quantity the admin saw; informational (the server's count decides) */
            total_quantity?: number;
        };
        IssuedToken: {
            /** Format: date-time */
            expired_at: string;
            /**
             * @description Seconds until the token expires
             * @example 7200
             */
            expires_in: number;
            /** @description The JWT to send as `Authorization: Bearer <token>` */
            token: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        JobListItem: {
            /** @description Attempts made so far */
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The job's payload (ids, never entities)
             * @example {
             *       "mailId": 12
             *     }
             */
            data: {
                [key: string]: unknown;
            };
            failed_reason: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * @description The deterministic id the outbox gave it
             * @example outbox-42
             */
            id: string;
            /**
             * @description One of the job names of queue/jobs.ts
             * @example mail.send
             */
            name: string;
            /**
             * @description The state asked for
             * @enum {string}
             */
            status: "failed" | "active" | "waiting" | "delayed" | "completed";
        };
        LanguageNames: {
            /** @example English */
            en_us: string;
            /** @example 英文 */
            zh_cn: string;
            /** @example 英文 */
            zh_hk: string;
        };
        LanguageOption: {
            /** @enum {string} */
            code: "en_us" | "zh_hk" | "zh_cn";
            name: components["schemas"]["LanguageNames"];
        };
        LanguageSettingsAnswer: {
            /** @description The same languages, with their names */
            languages: components["schemas"]["LanguageOption"][];
            /** @enum {string} */
            main_language: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description The languages the shop offers, comma separated, in order
             * @example en_us,zh_hk,zh_cn
             */
            supported_languages: string;
        };
        LeadAnswer: {
            admin_id: number | null;
            admin_name: string | null;
            company: string;
            created_at: string;
            /** @description The customer the lead became */
            customer_id: number | null;
            email: string;
            first_name: string;
            /** @description The funnel the lead came through */
            funnel_id: number | null;
            id: number;
            language: string;
            last_name: string;
            lead_source: string;
            notes: string;
            phone: string;
            status_id: number;
            status_title: string;
            tags: string[];
            timeline: components["schemas"]["LeadEventAnswer"][];
            updated_at: string;
        };
        LeadDto: {
            /** @description The staff member the lead is assigned to */
            admin_id?: number | null;
            company?: string;
            email: string;
            first_name: string;
            /**
             * @description The language of the mails the lead is sent
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name?: string;
            /**
             * @default campaign
             * @enum {string}
             */
            lead_source: "existing_customer" | "employee" | "partner" | "email" | "campaign" | "public_relations";
            notes?: string;
            /** @example +852 2345 6789 */
            phone?: string;
            /** @description A lead status (GET /api/admin/status) */
            status_id: number;
            tags?: string[];
        };
        LeadEventAnswer: {
            admin_name: string | null;
            created_at: string;
            detail: string;
            from_status: string | null;
            id: number;
            /** @enum {string} */
            kind: "created" | "status" | "mail" | "skipped" | "converted";
            /** @description A mail that failed: why (it is retried with backoff) */
            mail_error: string | null;
            /** @description A mail: queued, sending, sent or failed */
            mail_status: string | null;
            /** @description A mail: to whom */
            mail_to: string | null;
            to_status: string | null;
        };
        LeadListItem: {
            admin_id: number | null;
            admin_name: string | null;
            company: string;
            created_at: string;
            /** @description The customer the lead became */
            customer_id: number | null;
            email: string;
            first_name: string;
            /** @description The funnel the lead came through */
            funnel_id: number | null;
            id: number;
            last_name: string;
            lead_source: string;
            phone: string;
            status_id: number;
            status_title: string;
            tags: string[];
            updated_at: string;
        };
        LeadSourceRevenueAnswer: {
            customers: number;
            /** @example campaign */
            lead_source: string;
            orders: number;
            revenue: number;
        };
        LeadStatusAnswer: {
            /** @description The ebook mail's button label; '' without an ebook trigger */
            button_name: string;
            /** Format: date-time */
            created_at: string;
            /** @description Customers at this status now */
            customers: number;
            /** @description The original name of the stored ebook; null when there is none */
            file_name: string | null;
            /** @description Whether an ebook is stored (GET /api/admin/status/{id}/file downloads it) */
            has_file: boolean;
            id: number;
            /** @description Display order (lower first) */
            order: number;
            /** @example Contacted */
            title: string;
            /**
             * @description null: no trigger
             * @enum {string|null}
             */
            trigger: "email_to_assigned" | "email_to_lead" | "email_to_assigned_and_lead" | "ebook_email_to_assigned" | "ebook_email_to_lead" | "ebook_email_to_assigned_and_lead" | null;
            /** @description The campaign content; '' without a trigger */
            trigger_template: string;
            /** Format: date-time */
            updated_at: string;
        };
        ListingAncestor: {
            id: number;
            /**
             * @description Where the storefront links to: the url itself for a link item, else /category/, /page/, /blog/article/, /blog/category/ or /form/ and the url
             * @example /category/lamps
             */
            link: string;
            /** @example Lamps */
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /**
             * @description The slug (category, page, blog and form items) or the address (link items)
             * @example lamps
             */
            url: string;
        };
        ListingCategory: {
            /** @description The items above it, top first; [] for a top-level category */
            ancestors: components["schemas"]["ListingAncestor"][];
            /** @description The enabled items directly under it, in order */
            children: components["schemas"]["ListingSubCategory"][];
            display_in_desktop: boolean;
            display_in_mobile: boolean;
            id: number;
            /** @description Path of the banner image; null without one */
            image_path: string | null;
            /**
             * @description Where the storefront links to: the url itself for a link item, else /category/, /page/, /blog/article/, /blog/category/ or /form/ and the url
             * @example /category/lamps
             */
            link: string;
            meta_description: string;
            meta_title: string;
            open_in_current_tab: boolean;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            short_description: string;
            /** @example Lamps */
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /**
             * @description The slug (category, page, blog and form items) or the address (link items)
             * @example lamps
             */
            url: string;
        };
        ListingFilters: {
            /** @description By title */
            brands: components["schemas"]["BrandFilter"][];
            /** @description In the attributes' and options' order */
            options: components["schemas"]["OptionFilter"][];
            price: components["schemas"]["ListingPriceRange"];
        };
        ListingPriceRange: {
            /** @description null when the category holds no priced product, or while prices are hidden */
            max: number | null;
            /** @description null when the category holds no priced product, or while prices are hidden */
            min: number | null;
        };
        ListingSubCategory: {
            display_in_desktop: boolean;
            display_in_mobile: boolean;
            id: number;
            /** @description Path of the banner image; null without one */
            image_path: string | null;
            /**
             * @description Where the storefront links to: the url itself for a link item, else /category/, /page/, /blog/article/, /blog/category/ or /form/ and the url
             * @example /category/lamps
             */
            link: string;
            meta_description: string;
            meta_title: string;
            open_in_current_tab: boolean;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            short_description: string;
            /** @example Lamps */
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /**
             * @description The slug (category, page, blog and form items) or the address (link items)
             * @example lamps
             */
            url: string;
        };
        LoginDto: {
            /** @example admin@demo.shop */
            email: string;
            password: string;
        };
        LookupOption: {
            id: number;
            /** @description A status title, a staff member name, or a tier name in the main language */
            name: string;
        };
        LowStockAnswer: {
            available: number;
            inventory_id: number;
            name: string;
            product_id: number;
            quantity: number;
            reserved: number;
            sku: string;
            stock_id: number;
            warehouse_id: number;
            warehouse_name: string;
        };
        LowStockTileAnswer: {
            count: number;
            threshold: number;
            top: components["schemas"]["LowStockAnswer"][];
        };
        MailDetail: {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** @description Why the last attempt failed; null once sent */
            error: string | null;
            /** @description The mail's own headers (a campaign's List-Unsubscribe) */
            headers: {
                [key: string]: string;
            } | null;
            html: string;
            id: number;
            /** @example en_us */
            language: string;
            /** Format: date-time */
            sent_at: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            subject: string;
            /**
             * @description The template the mail was made from
             * @example password_reset
             */
            template: string;
            text: string;
            /** @example alice@example.com */
            to: string;
            /**
             * @description How it went out; null until it is sent
             * @enum {string|null}
             */
            transport: "smtp" | "mailbox" | null;
        };
        MailListItem: {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** @description Why the last attempt failed; null once sent */
            error: string | null;
            id: number;
            /** @example en_us */
            language: string;
            /** Format: date-time */
            sent_at: string | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            subject: string;
            /**
             * @description The template the mail was made from
             * @example password_reset
             */
            template: string;
            /** @example alice@example.com */
            to: string;
            /**
             * @description How it went out; null until it is sent
             * @enum {string|null}
             */
            transport: "smtp" | "mailbox" | null;
        };
        MemberPointsAnswer: {
            /** @description Points held now (negative while a refund owes back points already spent) */
            balance: number;
            email: string;
            /** @description Points that expire within the next 60 days, soonest first */
            expiring: components["schemas"]["ExpiringPoints"][];
            first_name: string;
            id: number;
            last_name: string;
            /** @description When the tier ends; null: it does not */
            membership_expires_at: string | null;
            redeem: components["schemas"]["PointsRedeemRule"];
            tier: components["schemas"]["PointsTier"] | null;
        };
        MemberRow: {
            balance: number;
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            membership_expires_at: string | null;
            membership_tier_id: number | null;
            /** @description In the main language */
            tier_name: string | null;
        };
        MembershipTierAnswer: {
            created_at: string;
            discount_percent: number;
            enabled: boolean;
            id: number;
            /** @description Customers in the tier now */
            members: number;
            /** @description Minor units */
            min_spend: number;
            /**
             * @example {
             *       "en_us": "Gold"
             *     }
             */
            name: Record<string, never>;
            order: number;
            period_days: number;
            points_rate: number;
            updated_at: string;
            validity_days: number | null;
        };
        MembershipTierDto: {
            /**
             * @description Percent off the goods in the totals pipeline
             * @default 0
             */
            discount_percent: number;
            /** @default true */
            enabled: boolean;
            /**
             * @description Paid spend (minor units) within period_days that reaches the tier
             * @example 500000
             */
            min_spend: number;
            /**
             * @example {
             *       "en_us": "Gold",
             *       "zh_hk": "金卡",
             *       "zh_cn": "金卡"
             *     }
             */
            name: Record<string, never>;
            /**
             * @description Display order (lower first)
             * @default 0
             */
            order: number;
            /**
             * @description The spend counted is of the orders paid within this many days
             * @default 365
             */
            period_days: number;
            /**
             * @description Reward points earned per dollar paid
             * @default 0
             */
            points_rate: number;
            /** @description Days the tier lasts once reached; null: never lapses */
            validity_days?: number | null;
        };
        MenuByUrlDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            url: string;
        };
        MenuItemAnswer: {
            /** Format: date-time */
            created_at: string;
            display_in_desktop: boolean;
            display_in_mobile: boolean;
            enabled: boolean;
            id: number;
            /** @description Path of the banner image; null without one */
            image_path: string | null;
            meta_description: string;
            meta_title: string;
            open_in_current_tab: boolean;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            /** @description Ids of the products placed in the item, in their order */
            products: number[];
            short_description: string;
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /** Format: date-time */
            updated_at: string;
            /** @description The slug (category, page, blog and form items) or the address (link items) */
            url: string;
        };
        MenuListRow: {
            enabled: boolean;
            id: number;
            /**
             * @description 1 for a top-level item
             * @example 1
             */
            level: number;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            /** @description The parent's title; null for a top-level item */
            parent_name: string | null;
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        MenuNode: {
            /** @description The enabled items under this one, in order */
            children: components["schemas"]["MenuNode"][];
            display_in_desktop: boolean;
            display_in_mobile: boolean;
            id: number;
            /** @description Path of the banner image; null without one */
            image_path: string | null;
            /**
             * @description Where the storefront links to: the url itself for a link item, else /category/, /page/, /blog/article/, /blog/category/ or /form/ and the url
             * @example /category/lamps
             */
            link: string;
            meta_description: string;
            meta_title: string;
            open_in_current_tab: boolean;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            short_description: string;
            /** @example Lamps */
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            /**
             * @description The slug (category, page, blog and form items) or the address (link items)
             * @example lamps
             */
            url: string;
        };
        MenuTreeNode: {
            children: components["schemas"]["MenuTreeNode"][];
            enabled: boolean;
            id: number;
            order: number;
            /** @description null for a top-level item */
            parent_id: number | null;
            title: string;
            /** @enum {string} */
            type: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            url: string;
        };
        MessageAnswer: {
            /** @description One stable code per message, in the same order (e.g. inventory.over_total) */
            codes: string[];
            /** @description Validation failures per field (status 422; also 409 for a taken name) */
            errors?: {
                [key: string]: string[];
            };
            /** @description The messages, word for word as the REST contract writes them */
            messages: string[];
            /** @description Present when a wording names values: one object per message ({} when it names none) */
            params?: {
                [key: string]: string | number;
            }[];
            /** @description With a 500: the id of the request in the server log */
            request_id?: string;
        };
        MessageDto: {
            /**
             * @description Rich text per language (sanitised; images by address); placeholders {first_name}, {last_name}, {email}, {shop_name}, {unsubscribe_url}. Required in the main language
             * @example {
             *       "en_us": "<p>Hello {first_name},</p>"
             *     }
             */
            body: Record<string, never>;
            /** @description What staff call the message (not sent) */
            name: string;
            /**
             * @description Per language; required in the main language
             * @example {
             *       "en_us": "Spring tea is here, {first_name}",
             *       "zh_hk": "春茶到了，{first_name}"
             *     }
             */
            subject: Record<string, never>;
        };
        MoveLeadDto: {
            status_id: number;
        };
        MovementAnswer: {
            /** @description Units that left with shipped orders (negative) */
            dispatched: number;
            /** @description Units taken by minus moves other than dispatches (negative) */
            minus: number;
            net: number;
            /** @description Units added (plus moves, receipts, returns) */
            plus: number;
            transfer_in: number;
            /** @description Negative */
            transfer_out: number;
            /** @description Net change of quantity updates */
            updated: number;
            warehouse_id: number;
            warehouse_name: string;
        };
        Object: Record<string, never>;
        OptionFilter: {
            /** @description The attribute id */
            id: number;
            /** @example Colour */
            name: string;
            options: components["schemas"]["OptionFilterValue"][];
        };
        OptionFilterValue: {
            count: number;
            /** @description The option id, to send in option_ids */
            id: number;
            /** @example Red */
            value: string;
        };
        OrderAddress: {
            address: string;
            contact_number: string;
            country: string;
            first_name: string;
            last_name: string;
        };
        OrderAdjustmentAnswer: {
            /** @description Signed minor units */
            amount: number;
            label: string;
            line_ids: number[];
            source: string;
            /** @enum {string} */
            step: "lines" | "product_discounts" | "cart_discounts" | "shipping" | "points";
        };
        OrderAnswer: {
            adjustments: components["schemas"]["OrderAdjustmentAnswer"][];
            billing_address: components["schemas"]["OrderAddress"];
            /**
             * @description Where it was placed: the storefront, staff for a customer, or a store's till
             * @enum {string}
             */
            channel: "web" | "staff" | "store";
            created_at: string;
            /**
             * @description The base currency the order is charged in
             * @example HKD
             */
            currency: string;
            customer_id: number | null;
            discount_total: number;
            /** @description The currency the shopper saw, with the rate of that moment */
            display_currency: components["schemas"]["DisplayCurrency"];
            email: string;
            grand_total: number;
            history: components["schemas"]["OrderHistoryAnswer"][];
            id: number;
            language: string;
            lines: components["schemas"]["OrderLineAnswer"][];
            /** @description Where the order may go next (buttons in the back office) */
            next_statuses: ("pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject")[];
            note: string;
            /** @example 261124-K7Q3M9PA */
            number: string;
            payment: components["schemas"]["OrderPayment"];
            /** @description Until when an unpaid order holds its stock */
            reserved_until?: string | null;
            shipping_address: components["schemas"]["OrderAddress"];
            shipping_method: string;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject";
            /** @description The store whose till sold it (channel store) */
            store_id: number | null;
            subtotal: number;
        };
        OrderCommentDto: {
            comment: string;
        };
        OrderCustomerOption: {
            email: string;
            /** @description A disabled customer cannot be ordered for */
            enabled: boolean;
            first_name: string;
            id: number;
            /** @example en_us */
            language: string;
            last_name: string;
        };
        OrderHistoryAnswer: {
            /** @description Who: an admin, the shopper, or the shop */
            actor: string;
            comment: string;
            created_at: string;
            /** @enum {string|null} */
            from_status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject" | null;
            /** @enum {string|null} */
            to_status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject" | null;
        };
        OrderLineAnswer: {
            id: number;
            image: string | null;
            line_total: number;
            /** @description The name in the language the order was placed in */
            name: string;
            /** @example Red / M */
            options: string;
            product_id: number | null;
            quantity: number;
            regular_price: number;
            sku: string;
            stock_id: number | null;
            /** @description Minor units, as placed */
            unit_price: number;
        };
        OrderPayment: {
            /** @enum {string} */
            code: "stripe" | "bank_transfer" | "cash_on_delivery";
            /** @description What to do to pay (bank transfer), in the order language */
            instructions: string;
        };
        OrderPreviewAnswer: {
            /** @description Each adjustment in the order of the totals: discounts, shipping, points */
            adjustments: components["schemas"]["PreviewAdjustment"][];
            /**
             * @description The base currency the amounts are in and the order is charged in
             * @example HKD
             */
            currency: string;
            /** @description Every discount of the goods, points included */
            discount_total: number;
            /** @description The currency the shopper is shown, with its rate now */
            display_currency: components["schemas"]["DisplayCurrency"];
            grand_total: number;
            /** @description A member's points; null for a guest, or when points cannot be spent */
            points: components["schemas"]["PreviewPoints"] | null;
            /** @description The method priced; null when none was given */
            shipping_method: components["schemas"]["PreviewShippingMethod"] | null;
            /** @description Every method delivering to the country, with what it charges for these goods */
            shipping_options: components["schemas"]["PreviewShippingOption"][];
            /** @description Net of free-shipping promotions; 0 without a shipping method */
            shipping_total: number;
            subtotal: number;
        };
        OrderReceipt: {
            created_at: string;
            currency: string;
            discount_total: number;
            /** @description What discount_total is made of, promotion by promotion */
            discounts: components["schemas"]["ReceiptDiscount"][];
            display_currency: components["schemas"]["DisplayCurrency"];
            grand_total: number;
            lines: components["schemas"]["ReceiptLine"][];
            number: string;
            payment: components["schemas"]["OrderPayment"];
            shipping_method: string;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject";
            subtotal: number;
        };
        OrderStockOption: {
            /** @description Available over the enabled warehouses */
            available: number;
            /** @description The stock id */
            id: number;
            /** @description The product name in the asked language */
            name: string;
            /** @example Red / M */
            options: string;
            product_id: number;
            sku: string;
            /** @description What one costs now (the special price when set and lower) */
            unit_price: number;
            /** @description False when the product or stock is hidden (it cannot be ordered) */
            visible: boolean;
        };
        OrderSummary: {
            /**
             * @description The back office's list: where it was placed
             * @enum {string}
             */
            channel?: "web" | "staff" | "store";
            created_at: string;
            currency: string;
            email: string;
            grand_total: number;
            id: number;
            /** @description The order number */
            identifier: string;
            item_count: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "completed" | "refunded" | "canceled" | "payment_review" | "payment_reject";
            /** @description The back office's list: the store whose till sold it */
            store_id?: number | null;
        };
        OutboxPendingAnswer: {
            pending: number;
        };
        PageAnswer: {
            /** @description Sanitised rich text (HTML) */
            content: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            id: number;
            meta_description: string;
            meta_title: string;
            /**
             * @description '' when no language has a text
             * @example About us
             */
            title: string;
            /** @description Languages that have their own texts */
            translated_languages: ("en_us" | "zh_hk" | "zh_cn")[];
            /** Format: date-time */
            updated_at: string;
            /** @example about-us */
            url: string;
        };
        PageRequestDto: {
            /**
             * @description Else ?language=, else the main language
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @example about-us */
            url: string;
        };
        PasswordEmailDto: {
            email: string;
        };
        PasswordResetDto: {
            email: string;
            password: string;
            password_confirmation: string;
            token: string;
        };
        PaymentMethodAnswer: {
            code: string;
            enabled: boolean;
            /** @enum {string} */
            id: "stripe" | "bank_transfer" | "cash_on_delivery";
            instructions: Record<string, never>;
            /** @description Stripe: public by nature */
            publishable_key: string;
            /**
             * @description '' when not set
             * @example …a1B2
             */
            secret_key_hint: string;
            updated_at: string;
            /**
             * @description '' when not set
             * @example …9xYz
             */
            webhook_secret_hint: string;
        };
        PaymentMethodDto: {
            enabled?: boolean;
            /**
             * @example {
             *       "en_us": "Transfer to HSBC 123-456789-001",
             *       "zh_hk": "請轉賬至滙豐 123-456789-001"
             *     }
             */
            instructions?: Record<string, never>;
            /** @description Stripe only */
            publishable_key?: string;
            /** @description Stripe only; never sent back */
            secret_key?: string;
            /** @description Stripe only; never sent back */
            webhook_secret?: string;
        };
        PaymentOption: {
            /** @enum {string} */
            code: "stripe" | "bank_transfer" | "cash_on_delivery";
            /** @description What to do to pay, in the asked language (bank transfer) */
            instructions: string;
        };
        PermissionArea: {
            /** @example product */
            area: string;
            groups: components["schemas"]["PermissionAreaGroup"][];
        };
        PermissionAreaGroup: {
            /**
             * @description Resource or feature; the i18n key of its label
             * @example product
             */
            group: string;
            /**
             * @example [
             *       "product.list",
             *       "product.edit"
             *     ]
             */
            permissions: string[];
        };
        PlaceOrderDto: {
            billing_address?: components["schemas"]["AddressDto"];
            /** @description Left out: the shipping address */
            billing_address_id?: number;
            cart_id: string;
            /**
             * @description The currency the shopper was shown (the charge is always in the base currency)
             * @example HKD
             */
            currency?: string;
            /** @description A guest's email (a member's account email is used) */
            email?: string;
            /** @description Made once per checkout page by the storefront: a repeated submit with it answers the first order */
            idempotency_key: string;
            /**
             * @description The language of the order mails
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            note?: string;
            /** @enum {string} */
            payment_method: "stripe" | "bank_transfer" | "cash_on_delivery";
            /**
             * @description A member's reward points to spend (the order uses only what it can: the shop's share of the total at most)
             * @example 500
             */
            points?: number;
            shipping_address?: components["schemas"]["AddressDto"];
            /** @description A member's address book entry, instead of shipping_address */
            shipping_address_id?: number;
            shipping_method_id: number;
        };
        PointsHistoryRow: {
            created_at: string;
            /** @description When the points added expire (for expire rows: the day they expired) */
            expiry_date: string | null;
            id: number;
            order_number: string | null;
            /** @description Points added */
            points: number;
            remark: string;
            /**
             * @description earn (a paid order), redeem (spent at checkout), return (an order that spent them canceled or refunded), clawback (an order that earned them refunded), expire, adjust (staff)
             * @enum {string}
             */
            type: "earn" | "redeem" | "return" | "clawback" | "expire" | "adjust";
            /** @description Points taken */
            used_points: number;
        };
        PointsRedeemRule: {
            /**
             * @description The largest share (percent) of the order total, shipping included, that points may pay
             * @example 50
             */
            max_percent: number;
            /**
             * @description Points that pay one unit of the base currency (100 minor units)
             * @example 100
             */
            points_per_unit: number;
        };
        PointsSettingsAnswer: {
            /**
             * @description Points per unit paid for members without a tier
             * @example 1
             */
            points_base_rate: number;
            /**
             * @description YYYY-MM-DD for fixed_date, else ''
             * @example 2027-12-31
             */
            points_expiry_date: string;
            /** @enum {string} */
            points_expiry_type: "never" | "fixed_date" | "membership";
            /**
             * @description The largest share (percent) of an order total that points may pay
             * @example 50
             */
            points_max_percent: number;
            /**
             * @description Points that pay one unit of the base currency; 0: points cannot be spent
             * @example 100
             */
            points_redeem_rate: number;
        };
        PointsSummaryAnswer: {
            /** @description Points held now (negative while a refund owes back points already spent) */
            balance: number;
            /** @description Points that expire within the next 60 days, soonest first */
            expiring: components["schemas"]["ExpiringPoints"][];
            /** @description When the tier ends; null: it does not */
            membership_expires_at: string | null;
            redeem: components["schemas"]["PointsRedeemRule"];
            tier: components["schemas"]["PointsTier"] | null;
        };
        PointsTier: {
            id: number;
            /** @description In the asked language (the main language when it has none) */
            name: string;
        };
        PosAdjustment: {
            /** @description Minor units; negative for a discount */
            amount: number;
            /** @example SUMMER10 */
            label: string;
        };
        PosCatalog: {
            /** @example HKD */
            currency: string;
            items: components["schemas"]["PosItem"][];
            store: components["schemas"]["PosStore"];
        };
        PosCustomer: {
            email: string;
            id: number;
            name: string;
        };
        PosItem: {
            /** @description Units the store's warehouse has available */
            available: number;
            name: string;
            /** @example Red / M */
            options: string;
            /** @description What a barcode scanner types */
            sku: string;
            stock_id: number;
            /** @description Minor units of the base currency */
            unit_price: number;
        };
        PosQuote: {
            adjustments: components["schemas"]["PosAdjustment"][];
            discount_total: number;
            grand_total: number;
            subtotal: number;
        };
        PosQuoteDto: {
            /**
             * @example [
             *       "SUMMER10"
             *     ]
             */
            coupons?: string[];
            /** @description A customer account; left out: a walk-in */
            customer_id?: number;
            language?: Record<string, never>;
            lines: components["schemas"]["StaffOrderLineDto"][];
        };
        PosReturnDto: {
            /** @example Wrong size */
            comment?: string;
        };
        PosSale: {
            adjustments: components["schemas"]["PosAdjustment"][];
            card_reference: string;
            cashier: string;
            /** @description Change given back */
            change: number;
            /** Format: uuid */
            client_id: string;
            /**
             * Format: date-time
             * @description When the server recorded it
             */
            created_at: string;
            currency: string;
            customer: components["schemas"]["PosCustomer"] | null;
            discount_total: number;
            grand_total: number;
            /** @description The order id */
            id: number;
            lines: components["schemas"]["PosSaleLine"][];
            number: string;
            /** @description Sent from the offline queue */
            offline: boolean;
            /** @enum {string} */
            payment_method: "cash" | "card";
            /**
             * Format: date-time
             * @description When the sale was made at the till
             */
            sold_at: string;
            /**
             * @description completed; refunded once returned
             * @enum {string}
             */
            status: "completed" | "refunded";
            store_address: string;
            store_id: number;
            store_name: string;
            store_phone: string;
            subtotal: number;
            /** @description Cash handed over */
            tendered: number | null;
        };
        PosSaleDto: {
            /** @description The card terminal's reference */
            card_reference?: string;
            /**
             * Format: uuid
             * @description Made by the till when the sale was made: the same id sent again answers the same sale
             */
            client_id: string;
            /**
             * @example [
             *       "SUMMER10"
             *     ]
             */
            coupons?: string[];
            /** @description A customer account; left out: a walk-in */
            customer_id?: number;
            language?: Record<string, never>;
            lines: components["schemas"]["StaffOrderLineDto"][];
            /** @enum {string} */
            payment_method: "cash" | "card";
            /**
             * Format: date-time
             * @description When the sale was made, for a sale kept offline; left out: now
             */
            sold_at?: string;
            /** @description Cash handed over (minor units); required for cash, at least the total */
            tendered?: number;
        };
        PosSaleLine: {
            line_total: number;
            name: string;
            options: string;
            quantity: number;
            sku: string;
            stock_id: number;
            unit_price: number;
        };
        PosStore: {
            address: string;
            id: number;
            name: string;
            opening_hours: string;
            phone: string;
            warehouse_id: number;
        };
        PreviewAdjustment: {
            /** @description Signed minor units of the base currency */
            amount: number;
            /** @description The cart items it applies to; empty for the whole order */
            item_ids: number[];
            /** @description What the shopper knows it by, in the asked language */
            label: string;
            /** @example promotion:12 */
            source: string;
            /** @enum {string} */
            step: "lines" | "product_discounts" | "cart_discounts" | "shipping" | "points";
        };
        PreviewAnswer: {
            html: string;
            language: string;
            subject: string;
            text: string;
        };
        PreviewDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        PreviewOrderDto: {
            cart_id: string;
            /**
             * @description The shipping address's country (ISO 3166-1 alpha-2); needed with shipping_method_id
             * @example HK
             */
            country?: string;
            /**
             * @description The currency the shopper is shown (the charge is always in the base currency)
             * @example USD
             */
            currency?: string;
            /**
             * @description The language of the labels (shipping method, promotions, points)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description A member's reward points to spend
             * @example 500
             */
            points?: number;
            /** @description Left out: the totals without shipping (no method chosen yet) */
            shipping_method_id?: number;
        };
        PreviewPoints: {
            /** @description Minor units they take off */
            amount: number;
            /** @description The points asked for */
            asked: number;
            /** @description The points the member may spend now */
            balance: number;
            /** @description The most points this order may use */
            most: number;
            /** @description The points the order would use (never more than asked) */
            used: number;
        };
        PreviewShippingMethod: {
            id: number;
            /** @description In the asked language */
            name: string;
        };
        PreviewShippingOption: {
            /** @description What the method charges for these goods (minor units), before free-shipping promotions */
            cost: number;
            id: number;
        };
        ProductAnswer: {
            brand_id: number | null;
            /** @description Ids of the categories (menu items) holding the product, ascending */
            categories: number[];
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            /** @description In order */
            images: components["schemas"]["ProductImageAnswer"][];
            is_featured: boolean;
            is_hot: boolean;
            is_new: boolean;
            /**
             * @description The language of the texts: the asked one, or the main language
             * @enum {string}
             */
            language: "en_us" | "zh_hk" | "zh_cn";
            meta_description: string;
            meta_title: string;
            /** @description Lowest price a shopper pays among visible stocks (minor units); null without one */
            min_price: number | null;
            /** @description '' when no language has a name */
            name: string;
            sku: string;
            /** @description In order */
            stocks: components["schemas"]["ProductStockAnswer"][];
            /** @description The languages that have a text, sorted */
            translated_languages: ("en_us" | "zh_hk" | "zh_cn")[];
            /** Format: date-time */
            updated_at: string;
            url: string;
            visibled: boolean;
        };
        ProductByUrlDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            url: string;
        };
        ProductCard: {
            id: number;
            /** @description Path of the first image; null without images */
            image: string | null;
            /** @description A visible stock has available inventory in an enabled warehouse */
            in_stock: boolean;
            is_featured: boolean;
            is_hot: boolean;
            is_new: boolean;
            /** @example Desk lamp */
            name: string;
            /** @description The lowest price a shopper pays (minor units); null without visible stocks, or while prices are hidden */
            price: number | null;
            /** @description The lowest regular price (minor units): higher than price when on special; null without visible stocks, or while prices are hidden */
            regular_price: number | null;
            sku: string;
            /** @example desk-lamp */
            url: string;
        };
        ProductDetail: {
            attributes: components["schemas"]["ProductDetailAttribute"][];
            /** @description null without a brand, or when the brand is disabled */
            brand: components["schemas"]["CatalogueLink"] | null;
            /** @description The enabled categories it is placed in, by id */
            categories: components["schemas"]["CatalogueLink"][];
            /** @description HTML from the back office */
            description: string;
            id: number;
            images: components["schemas"]["ProductDetailImage"][];
            /** @description Some stock is in stock */
            in_stock: boolean;
            is_featured: boolean;
            is_hot: boolean;
            is_new: boolean;
            /** @description The highest stock's final_price; null without visible stocks, or while prices are hidden */
            max_price: number | null;
            meta_description: string;
            /** @description The meta title, else the name */
            meta_title: string;
            /** @example Desk lamp */
            name: string;
            /** @description The lowest stock's final_price; null without visible stocks, or while prices are hidden */
            price: number | null;
            /** @description True when the shop shows prices to members only (member_only "1") and no shopper is signed in: every price is null */
            prices_hidden: boolean;
            sku: string;
            stocks: components["schemas"]["ProductDetailStock"][];
            /** @example desk-lamp */
            url: string;
        };
        ProductDetailAttribute: {
            /** @description The attribute id */
            id: number;
            /** @example Colour */
            name: string;
            options: components["schemas"]["ProductDetailOption"][];
        };
        ProductDetailImage: {
            /** @example uploads/product/2025/01/lamp.png */
            path: string;
        };
        ProductDetailOption: {
            /** @description The option id, as in the stocks' option_ids */
            id: number;
            /** @example Red */
            value: string;
        };
        ProductDetailStock: {
            /**
             * @description Available quantity over the enabled warehouses
             * @example 3
             */
            available_inventories: number;
            /**
             * @description What a shopper pays: the special price when it is set and lower, else the price; null while prices are hidden
             * @example 9900
             */
            final_price: number | null;
            id: number;
            /** @description available_inventories > 0 */
            in_stock: boolean;
            /** @description Its attribute options (see attributes) */
            option_ids: number[];
            /**
             * @description Regular price, minor units; null while prices are hidden (see prices_hidden)
             * @example 12900
             */
            price: number | null;
            sku: string;
            /**
             * @description Minor units; null without one, or while prices are hidden
             * @example 9900
             */
            special_price: number | null;
        };
        ProductImageAnswer: {
            id: number;
            order: number;
            path: string;
        };
        ProductImageOrderDto: {
            id: number;
            order: number;
        };
        ProductListRow: {
            brand_id: number | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description Path of the first image; null without images */
            image: string | null;
            is_featured: boolean;
            is_hot: boolean;
            is_new: boolean;
            /** @description Lowest price a shopper pays among visible stocks (minor units); null without one */
            min_price: number | null;
            /** @description '' when no language has a name */
            name: string;
            sku: string;
            /** @description Sum of the quantities of every inventory of every stock */
            total_quantity: number;
            /** Format: date-time */
            updated_at: string;
            url: string;
            visibled: boolean;
        };
        ProductReportAnswer: {
            /** @description The 10 stocks that sold the most units */
            best: components["schemas"]["ProductSalesAnswer"][];
            /** @example HKD */
            currency: string;
            /** @example 2026-01-01 */
            from: string;
            /** @description Stocks sold, most revenue first (at most `limit`) */
            rows: components["schemas"]["ProductSalesAnswer"][];
            /**
             * @description The shop time zone the days are counted in
             * @example Asia/Hong_Kong
             */
            time_zone: string;
            /**
             * @description Inclusive
             * @example 2026-01-31
             */
            to: string;
            totals: components["schemas"]["ProductTotalsAnswer"];
            /** @description The 10 stocks sold that sold the fewest units */
            worst: components["schemas"]["ProductSalesAnswer"][];
        };
        ProductSalesAnswer: {
            /** @description units × its cost price (supplier); null when it has none */
            cost: number | null;
            /** @description revenue - cost; null without a cost */
            margin: number | null;
            /** @description margin / revenue in percent, one decimal; null without a cost or revenue */
            margin_percent: number | null;
            /** @description The name on its latest order line */
            name: string;
            options: string;
            orders: number;
            product_id: number | null;
            /** @description Its order lines’ totals (before order-wide discounts) */
            revenue: number;
            sku: string;
            stock_id: number | null;
            units: number;
        };
        ProductStockAnswer: {
            /** @description Sum of available_inventories over the active inventories */
            all_available_inventories: number;
            id: number;
            inventories: components["schemas"]["StockInventoryAnswer"][];
            /** @description The chosen attribute option ids (one per stock_option attribute) */
            option_ids: number[];
            order: number;
            /** @description Minor units (cents) of the base currency */
            price: number;
            sku: string;
            /** @description Minor units; null without a special price */
            special_price: number | null;
            visibled: boolean;
        };
        ProductTotalsAnswer: {
            /** @description Cost of the stocks that have a cost price */
            cost: number;
            /** @description Revenue less cost, over the stocks that have a cost price */
            margin: number;
            revenue: number;
            stocks: number;
            units: number;
            /** @description Units sold of stocks without a cost price */
            units_without_cost: number;
            /** @description Stocks that sold nothing in the range */
            unsold_stocks: number;
        };
        PromotionAnswer: {
            buy_quantity: number;
            /** @example SUMMER10 */
            code: string | null;
            combinable: boolean;
            created_at: string;
            /** @enum {string} */
            discount_kind: "fixed" | "percentage";
            discount_value: number;
            enabled: boolean;
            ends_at: string | null;
            get_quantity: number;
            id: number;
            /** @description Limited to these membership tiers; empty: everyone */
            membership_tier_ids: number[];
            min_spend: number;
            /**
             * @example {
             *       "en_us": "Summer sale"
             *     }
             */
            name: Record<string, never>;
            per_customer_limit: number | null;
            priority: number;
            /** @enum {string} */
            promotion_type: "coupon" | "cart_discount" | "buy_x_get_y" | "free_shipping";
            starts_at: string | null;
            /** @enum {string} */
            target: "order" | "products" | "categories" | "brands";
            target_ids: number[];
            updated_at: string;
            usage_limit: number | null;
            /** @description Uses by orders not canceled or refunded */
            used_count: number;
        };
        PromotionDto: {
            /** @description Buy X get Y: the X */
            buy_quantity?: number;
            /**
             * @description Required for a coupon; any other type with a code applies only once the code is entered
             * @example SUMMER10
             */
            code?: string | null;
            /**
             * @description false: applies only alone
             * @default true
             */
            combinable: boolean;
            /**
             * @default percentage
             * @enum {string}
             */
            discount_kind: "fixed" | "percentage";
            /**
             * @description Minor units (fixed) or whole percent (percentage); buy X get Y: percent off the Y (100: free)
             * @example 10
             */
            discount_value?: number;
            /** @default true */
            enabled: boolean;
            /**
             * @description The first moment it no longer applies
             * @example 2027-01-01T00:00:00+08:00
             */
            ends_at?: string | null;
            /** @description Buy X get Y: the Y */
            get_quantity?: number;
            /** @description Limited to members of these tiers; empty: everyone */
            membership_tier_ids?: number[];
            /**
             * @description Minor units the cart must reach (before discounts)
             * @default 0
             */
            min_spend: number;
            /**
             * @description Shown to shoppers beside the amount it took
             * @example {
             *       "en_us": "Summer sale",
             *       "zh_hk": "夏日優惠",
             *       "zh_cn": "夏日优惠"
             *     }
             */
            name: Record<string, never>;
            /** @description Uses per customer (a guest by email); null: no limit */
            per_customer_limit?: number | null;
            /**
             * @description Higher comes first when promotions cannot be combined
             * @default 0
             */
            priority: number;
            /** @enum {string} */
            promotion_type: "coupon" | "cart_discount" | "buy_x_get_y" | "free_shipping";
            /** @example 2026-12-01T00:00:00+08:00 */
            starts_at?: string | null;
            /**
             * @default order
             * @enum {string}
             */
            target: "order" | "products" | "categories" | "brands";
            /** @description The products, categories or brands of the target */
            target_ids?: number[];
            /** @description Uses in all; null: no limit */
            usage_limit?: number | null;
        };
        PublicForm: {
            allow_guest: boolean;
            description: string;
            fields: components["schemas"]["PublicFormField"][];
            limit_submit: boolean;
            /** @description The largest file a file field takes, in bytes */
            max_file_bytes: number;
            title: string;
            url: string;
        };
        PublicFormField: {
            key: string;
            label: string;
            options: components["schemas"]["PublicFormOption"][];
            required: boolean;
            /** @enum {string} */
            type: "text" | "textarea" | "email" | "phone" | "number" | "date" | "select" | "radio" | "checkbox" | "file";
        };
        PublicFormOption: {
            label: string;
            value: string;
        };
        PublicFunnel: {
            description: string;
            title: string;
        };
        PublicSettingsAnswer: {
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/banner.jpg
             */
            banner?: string;
            /**
             * @description The identifier of one of supported_currencies (its rate is 1)
             * @example HKD
             */
            base_currency?: string;
            /**
             * @description "1": the storefront shows products without selling them
             * @enum {string}
             */
            catalog_mode?: "0" | "1";
            /**
             * @description The identifier of one of supported_templates
             * @example default
             */
            choose_template?: string;
            /** @description The same as supported_currencies */
            currencies?: components["schemas"]["CurrencyRate"][];
            /**
             * @description "1": customers may log in with Facebook
             * @enum {string}
             */
            facebook_enabled?: "0" | "1";
            /**
             * @description The Facebook app id (digits); empty when unset
             * @example
             */
            fb_client_id?: string;
            /**
             * @description "1": guests may check out without an account
             * @enum {string}
             */
            guest_checkout?: "0" | "1";
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/icon.png
             */
            icon?: string;
            /** @description The languages of supported_languages, with their names */
            languages?: components["schemas"]["LanguageOption"][];
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/logo.png
             */
            logo?: string;
            /** @enum {string} */
            main_language?: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description "1": only logged-in customers may buy
             * @enum {string}
             */
            member_only?: "0" | "1";
            /**
             * @description The site name in the language asked for, else in the main language
             * @example Shop
             */
            name?: string;
            /**
             * @description Minutes an unpaid order holds its stock before the reservation is given back
             * @example 30
             */
            order_hold_minutes?: number;
            /** @description Staff HTML put at the end of every storefront page body */
            script_footer?: string;
            /** @description Staff HTML put at the end of every storefront page head */
            script_header?: string;
            supported_currencies?: components["schemas"]["CurrencyRate"][];
            /**
             * @description The languages the shop offers, comma separated, in order
             * @example en_us,zh_hk,zh_cn
             */
            supported_languages?: string;
            supported_templates?: components["schemas"]["TemplateColours"][];
            /**
             * @description Minutes a login token lasts
             * @example 120
             */
            token_expired_time?: number;
            /**
             * @description "1": warehouses are turned on
             * @enum {string}
             */
            warehouse_enabled?: "0" | "1";
            /** @description The warehouse the storefront sells from; null when none is chosen */
            warehouse_id?: number | null;
        };
        ReceiptAnswer: {
            /** @description The admin who posted it */
            admin_name: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            line_count: number;
            lines: components["schemas"]["ReceiptLineAnswer"][];
            note: string;
            /**
             * @description The receipt number the inventory history names
             * @example R-000012
             */
            number: string;
            /** @description Units received over all lines */
            quantity: number;
            /** @description The supplier's delivery note or invoice number */
            reference: string;
            supplier_id: number;
            supplier_name: string;
            warehouse_id: number;
            warehouse_name: string;
        };
        ReceiptDiscount: {
            /** @example 900 */
            amount: number;
            /** @example SUMMER10 */
            label: string;
        };
        ReceiptLine: {
            image: string | null;
            line_total: number;
            name: string;
            options: string;
            quantity: number;
            unit_price: number;
        };
        ReceiptLineAnswer: {
            /** @description The inventory row the quantity was added to */
            inventory_id: number;
            /** @description The product's name ('' once the stock is gone) */
            name: string;
            /** @description Null once the stock is gone */
            product_id: number | null;
            quantity: number;
            /** @description The SKU when posted */
            sku: string;
            stock_id: number;
            /** @description Integer minor units of the base currency */
            unit_cost: number;
        };
        ReceiptLineDto: {
            quantity: number;
            stock_id: number;
            /** @description Integer minor units of the base currency */
            unit_cost: number;
        };
        ReceiptSummary: {
            /** @description The admin who posted it */
            admin_name: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            line_count: number;
            note: string;
            /**
             * @description The receipt number the inventory history names
             * @example R-000012
             */
            number: string;
            /** @description Units received over all lines */
            quantity: number;
            /** @description The supplier's delivery note or invoice number */
            reference: string;
            supplier_id: number;
            supplier_name: string;
            warehouse_id: number;
            warehouse_name: string;
        };
        ReceiptWarehouseOption: {
            id: number;
            name: string;
        };
        ReceiverAnswer: {
            created_at: string;
            /** @description The name, by which the back office addresses the receiver */
            id: string;
            name: string;
            /** @description What broadcasts name the receiver by (receiver_ids) */
            receiver_id: number;
            rules: components["schemas"]["ReceiverRulesAnswer"];
            updated_at: string;
        };
        ReceiverCountDto: {
            rules: components["schemas"]["ReceiverRulesDto"];
        };
        ReceiverDeletedAnswer: {
            /** @description The name of the receiver deleted */
            id: string;
        };
        ReceiverDto: {
            /** @description Unique (without case); the back office edits a receiver by its name */
            name: string;
            rules: components["schemas"]["ReceiverRulesDto"];
        };
        ReceiverRulesAnswer: {
            /** @enum {string} */
            audience: "all" | "customers" | "leads";
            created_from: string | null;
            created_to: string | null;
            funnel_ids: number[];
            languages: string[];
            membership_tier_ids: number[];
            status_ids: number[];
            subscribed_only: boolean;
            tags: string[];
        };
        ReceiverRulesDto: {
            /**
             * @default all
             * @enum {string}
             */
            audience: "all" | "customers" | "leads";
            /**
             * @description Created on or after this day
             * @example 2026-01-01
             */
            created_from?: string | null;
            /**
             * @description Created on or before this day
             * @example 2026-12-31
             */
            created_to?: string | null;
            /** @description Leads that came through any of these funnels */
            funnel_ids?: number[];
            /** @description Whose language is any of these */
            languages?: ("en_us" | "zh_hk" | "zh_cn")[];
            /** @description Customers at any of these membership tiers */
            membership_tier_ids?: number[];
            /** @description At any of these lead statuses */
            status_ids?: number[];
            /**
             * @description Only customers who take newsletters (is_subscribe). Off, the others are counted and recorded as skipped: nobody unsubscribed is ever mailed
             * @default true
             */
            subscribed_only: boolean;
            /** @description Any of these tags */
            tags?: string[];
        };
        RecentOrderAnswer: {
            channel: string;
            created_at: string;
            currency: string;
            email: string;
            grand_total: number;
            id: number;
            number: string;
            status: string;
        };
        RegisterDto: {
            email: string;
            first_name: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name: string;
            password: string;
            password_confirmation: string;
        };
        RemoveItemDto: {
            cart_id: string;
            item_id: number;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        RoleAnswer: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description The super admin role holds every permission and keeps its name */
            is_super_admin: boolean;
            /** @example Catalogue editor */
            name: string;
            /**
             * @description Flat permission names; for the super admin role, the whole catalogue
             * @example [
             *       "product.edit",
             *       "product.list"
             *     ]
             */
            permission_list: string[];
            /** Format: date-time */
            updated_at: string;
        };
        RoleSummary: {
            id: number;
            is_super_admin: boolean;
            /** @example Catalogue editor */
            name: string;
        };
        SalesChannelAnswer: {
            /** @description revenue / orders, rounded */
            average: number;
            /** @enum {string} */
            channel: "web" | "staff" | "store";
            /** @description Their discounts (promotions, tiers, coupons), without what points paid */
            discounts: number;
            /** @description Sold orders (paid, shipped or completed) */
            orders: number;
            /** @description What reward points paid of them */
            points: number;
            /** @description Refunded orders */
            refunded_orders: number;
            /** @description Their grand totals, given back */
            refunds: number;
            /** @description Their grand totals */
            revenue: number;
            store_id: number | null;
            store_name: string | null;
        };
        SalesFiguresAnswer: {
            /** @description revenue / orders, rounded */
            average: number;
            /** @description Their discounts (promotions, tiers, coupons), without what points paid */
            discounts: number;
            /** @description Sold orders (paid, shipped or completed) */
            orders: number;
            /** @description What reward points paid of them */
            points: number;
            /** @description Refunded orders */
            refunded_orders: number;
            /** @description Their grand totals, given back */
            refunds: number;
            /** @description Their grand totals */
            revenue: number;
        };
        SalesPaymentAnswer: {
            /** @description revenue / orders, rounded */
            average: number;
            /** @description Their discounts (promotions, tiers, coupons), without what points paid */
            discounts: number;
            /** @description Sold orders (paid, shipped or completed) */
            orders: number;
            /** @example bank_transfer */
            payment_method: string;
            /** @description What reward points paid of them */
            points: number;
            /** @description Refunded orders */
            refunded_orders: number;
            /** @description Their grand totals, given back */
            refunds: number;
            /** @description Their grand totals */
            revenue: number;
        };
        SalesPeriodAnswer: {
            /** @description revenue / orders, rounded */
            average: number;
            /** @description Their discounts (promotions, tiers, coupons), without what points paid */
            discounts: number;
            /** @description Sold orders (paid, shipped or completed) */
            orders: number;
            /**
             * @description The first day of the period
             * @example 2026-01-05
             */
            period: string;
            /** @description What reward points paid of them */
            points: number;
            /** @description Refunded orders */
            refunded_orders: number;
            /** @description Their grand totals, given back */
            refunds: number;
            /** @description Their grand totals */
            revenue: number;
        };
        SalesReportAnswer: {
            /** @example all */
            channel: string;
            channels: components["schemas"]["SalesChannelAnswer"][];
            /** @example HKD */
            currency: string;
            /** @example 2026-01-01 */
            from: string;
            /** @enum {string} */
            group: "day" | "week" | "month";
            payment_methods: components["schemas"]["SalesPaymentAnswer"][];
            /** @description Every period of the range, those without sales at zero */
            periods: components["schemas"]["SalesPeriodAnswer"][];
            /**
             * @description The shop time zone the days are counted in
             * @example Asia/Hong_Kong
             */
            time_zone: string;
            /**
             * @description Inclusive
             * @example 2026-01-31
             */
            to: string;
            totals: components["schemas"]["SalesFiguresAnswer"];
        };
        SalesTileAnswer: {
            currency: string;
            today: components["schemas"]["DaySalesAnswer"];
            yesterday: components["schemas"]["DaySalesAnswer"];
        };
        SaveProductDto: {
            brand_id?: Record<string, never> | null;
            /** @description Ids of menu items of type category */
            categories?: number[];
            description?: string;
            /** @description Existing images to keep, with their order; others are removed */
            images?: components["schemas"]["ProductImageOrderDto"][];
            is_featured?: boolean;
            is_hot?: boolean;
            is_new?: boolean;
            /**
             * @description Language of name, description and meta (default the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            name: string;
            sku: string;
            stocks: components["schemas"]["StockDto"][];
            url: string;
            visibled?: boolean;
        };
        ScriptChangeListItem: {
            /** @description Null once the admin account is gone */
            admin_id: number | null;
            /** @description The name of the admin when they made the change */
            admin_name: string;
            after: string;
            before: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            field: "script_header" | "script_footer";
            id: number;
        };
        SearchDto: {
            /** @example 手機 */
            keyword: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @default 1 */
            page: number;
            /** @default 20 */
            per_page: number;
            /** @enum {string} */
            sort?: "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc";
        };
        SearchResult: {
            /**
             * @description The keyword as sent
             * @example 手機
             */
            keyword: string;
            /** @example 1 */
            page: number;
            /** @example 20 */
            per_page: number;
            /** @description True when the shop shows prices to members only (member_only "1") and no shopper is signed in: every price is null */
            prices_hidden: boolean;
            products: components["schemas"]["ProductCard"][];
            /** @description How many products match, over all pages */
            total: number;
        };
        SectionData: {
            id?: number;
            identifier?: string;
            limit?: number;
            url?: string;
        };
        SectionDto: {
            data?: components["schemas"]["WidgetDataDto"];
            /**
             * @description The heading per language; none: the storefront names the strip
             * @example {
             *       "en_us": "New arrivals"
             *     }
             */
            titles?: Record<string, never>;
            /** @enum {string} */
            type: "slider" | "widget" | "block";
            /**
             * @description widget sections only
             * @enum {string}
             */
            widget?: "new" | "featured" | "hot" | "category" | "brand";
        };
        ShippingMethodAnswer: {
            countries: string[];
            enabled: boolean;
            flat_rate: number;
            free_over: number | null;
            id: number;
            /**
             * @example {
             *       "en_us": "Courier"
             *     }
             */
            name: Record<string, never>;
            order: number;
            updated_at: string;
        };
        ShippingMethodDto: {
            /**
             * @description Served countries; empty: everywhere
             * @example [
             *       "HK",
             *       "MO"
             *     ]
             */
            countries?: string[];
            /** @default true */
            enabled: boolean;
            /**
             * @description Minor units of the base currency
             * @example 3000
             */
            flat_rate: number;
            /**
             * @description Free from this subtotal on; null: never
             * @example 50000
             */
            free_over?: number | null;
            /**
             * @example {
             *       "en_us": "Courier",
             *       "zh_hk": "速遞",
             *       "zh_cn": "快递"
             *     }
             */
            name: Record<string, never>;
            /** @default 0 */
            order: number;
        };
        ShippingOption: {
            /** @description Country codes served; empty: everywhere */
            countries: string[];
            flat_rate: number;
            /** @description Free from this subtotal on; null: never free */
            free_over: number | null;
            id: number;
            name: string;
        };
        ShopSettingsAnswer: {
            /**
             * @description "1": the storefront shows products without selling them
             * @enum {string}
             */
            catalog_mode: "0" | "1";
            /**
             * @description "1": guests may check out without an account
             * @enum {string}
             */
            guest_checkout: "0" | "1";
            /**
             * @description "1": only logged-in customers may buy
             * @enum {string}
             */
            member_only: "0" | "1";
            /**
             * @description Minutes an unpaid order holds its stock before the reservation is given back
             * @example 30
             */
            order_hold_minutes: number;
            /**
             * @description "1": warehouses are turned on
             * @enum {string}
             */
            warehouse_enabled: "0" | "1";
            /** @description The warehouse the storefront sells from; null when none is chosen */
            warehouse_id: number | null;
        };
        SiteNameTranslations: {
            /** @example Shop */
            en_us?: string;
            /** @example 商店 */
            zh_cn?: string;
            /** @example 商店 */
            zh_hk?: string;
        };
        SiteSettingsAnswer: {
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/banner.jpg
             */
            banner: string;
            /**
             * @description The identifier of one of supported_currencies (its rate is 1)
             * @example HKD
             */
            base_currency: string;
            /**
             * @description The identifier of one of supported_templates
             * @example default
             */
            choose_template: string;
            /**
             * @description "1": customers may log in with Facebook
             * @enum {string}
             */
            facebook_enabled: "0" | "1";
            /**
             * @description The Facebook app id (digits); empty when unset
             * @example
             */
            fb_client_id: string;
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/icon.png
             */
            icon: string;
            /**
             * @description Path of the image; empty when there is none
             * @example /uploads/site/logo.png
             */
            logo: string;
            /** @enum {string} */
            main_language: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description The site name in the language asked for, else in the main language
             * @example Shop
             */
            name: string;
            name_translations: components["schemas"]["SiteNameTranslations"];
            /** @description Staff HTML put at the end of every storefront page body */
            script_footer: string;
            /** @description Staff HTML put at the end of every storefront page head */
            script_header: string;
            supported_currencies: components["schemas"]["CurrencyRate"][];
            /**
             * @description The languages the shop offers, comma separated, in order
             * @example en_us,zh_hk,zh_cn
             */
            supported_languages: string;
            supported_templates: components["schemas"]["TemplateColours"][];
            /**
             * @description Minutes a login token lasts
             * @example 120
             */
            token_expired_time: number;
        };
        SlideAnswer: {
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            /** Format: date-time */
            ends_at: string | null;
            id: number;
            /** @description The desktop picture */
            image_path: string | null;
            /** @example /category/tea */
            link: string;
            /** @description The picture for narrow screens; the desktop one is shown when null */
            mobile_image_path: string | null;
            /** @description Smaller first */
            order: number;
            /** Format: date-time */
            starts_at: string | null;
            text: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        SlideDto: {
            /** @default true */
            enabled: boolean;
            /** Format: date-time */
            ends_at?: string | null;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /**
             * @description A path of the shop, an http(s) address, or ''
             * @example /category/tea
             */
            link?: string;
            /**
             * @description Smaller first
             * @default 0
             */
            order: number;
            /** Format: date-time */
            starts_at?: string | null;
            /** @description In the language of the request */
            text?: string;
            /** @description In the language of the request */
            title?: string;
        };
        StaffContactDto: {
            email: string;
            /**
             * @description The language the visitor wrote in
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            message: string;
            name: string;
            subject: string;
        };
        StaffOrderDto: {
            /** @description Left out: the shipping address */
            billing_address?: components["schemas"]["AddressDto"];
            /** @description Recorded in the order history with the name of the admin */
            comment?: string;
            /** @description A customer account; or email for a guest */
            customer_id?: number;
            /** @description A guest's email; or customer_id */
            email?: string;
            /** @description Made once per create screen: a repeated submit with it answers the first order */
            idempotency_key: string;
            /**
             * @description The language of the order mails; left out: the customer's, else the main language
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            lines: components["schemas"]["StaffOrderLineDto"][];
            /** @description The shopper’s note, as checkout takes it */
            note?: string;
            /** @enum {string} */
            payment_method: "bank_transfer" | "cash_on_delivery";
            shipping_address?: components["schemas"]["AddressDto"];
            /** @description An entry of the customer's address book, instead of shipping_address */
            shipping_address_id?: number;
            shipping_method_id: number;
        };
        StaffOrderLineDto: {
            quantity: number;
            stock_id: number;
        };
        StatusCount: {
            count: number;
            status_id: number;
            title: string;
        };
        StockDto: {
            /** @description Existing stock id; leave out for a new stock */
            id?: number;
            inventories: components["schemas"]["InventoryRowDto"][];
            /** @description One option id of each stock_option attribute */
            option_ids: number[];
            order?: number;
            /** @description Minor units (cents) of the base currency */
            price: number;
            sku: string;
            /** @description Sent only when filled; minor units */
            special_price?: Record<string, never> | null;
            /** @default true */
            visibled: boolean;
        };
        StockInventoryAnswer: {
            /** @description quantity minus reserved */
            available_inventories: number;
            id: number;
            quantity: number;
            /** @description Held by orders not yet shipped */
            reserved: number;
            /**
             * @description inactive when the warehouse is disabled
             * @enum {string}
             */
            status: "active" | "inactive";
            warehouse_id: number;
            warehouse_name: string;
        };
        StoreAnswer: {
            address: string;
            /** Format: date-time */
            created_at: string;
            /** @description A disabled store takes no sales at its till */
            enabled: boolean;
            id: number;
            /** @example Central */
            name: string;
            /** @example Mon–Sat 10:00–20:00 */
            opening_hours: string;
            phone: string;
            /** @description Admin accounts who work at the store */
            staff_ids: number[];
            /** Format: date-time */
            updated_at: string;
            warehouse_id: number;
            warehouse_name: string;
        };
        StorefrontArticle: {
            author: string;
            categories: components["schemas"]["BlogCategoryLink"][];
            /** @description Sanitised rich text */
            content: string;
            cover_image: string | null;
            id: number;
            /** @description Staff meta description, else the summary ('' without either) */
            meta_description: string;
            /** @description Staff meta title, else the title */
            meta_title: string;
            /** Format: date-time */
            publish_at: string;
            /** @description Up to 4 published articles sharing its categories or tags, those sharing most first, then the newest */
            related: components["schemas"]["BlogArticleCard"][];
            summary: string;
            tags: string[];
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @example how-we-pick-our-tea */
            url: string;
        };
        StorefrontAttribute: {
            id: number;
            /** @example Colour */
            name: string;
            options: components["schemas"]["StorefrontAttributeOption"][];
        };
        StorefrontAttributeOption: {
            id: number;
            /** @example Red */
            value: string;
        };
        StorefrontAttributesDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @enum {string} */
            position: "stock_option" | "product_info";
        };
        StorefrontBlock: {
            /** @description Sanitised rich text (HTML) */
            content: string;
            id: number;
            /** @example home-welcome */
            identifier: string;
            title: string;
        };
        StorefrontBlogCategory: {
            /** @description Sanitised rich text */
            description: string;
            id: number;
            meta_description: string;
            /** @description Staff meta title, else the title */
            meta_title: string;
            /** @example News */
            title: string;
            /** @example news */
            url: string;
        };
        StorefrontBlogCategoryPage: {
            articles: components["schemas"]["BlogArticleCard"][];
            category: components["schemas"]["StorefrontBlogCategory"];
            page: number;
            per_page: number;
            /** @description Published articles in the category */
            total: number;
        };
        StorefrontBrand: {
            id: number;
            image_path: string | null;
            short_description: string;
            /** @example Acme */
            title: string;
            /** @example acme */
            url: string;
        };
        StorefrontHomepage: {
            sections: components["schemas"]["StorefrontSection"][];
        };
        StorefrontPage: {
            /** @description Sanitised rich text (HTML) */
            content: string;
            id: number;
            /** @description Staff's meta description, '' when none */
            meta_description: string;
            /** @description The title for the page head: staff's meta title, else the title */
            meta_title: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @example about-us */
            url: string;
        };
        StorefrontSection: {
            data: components["schemas"]["SectionData"];
            id: number;
            /** @description '' when staff gave none: the storefront names the strip */
            title: string;
            /** @enum {string} */
            type: "slider" | "widget" | "block";
            /** @enum {string|null} */
            widget: "new" | "featured" | "hot" | "category" | "brand" | null;
        };
        StorefrontSlide: {
            id: number;
            /** @description The desktop picture */
            image: string;
            /** @description '' when the slide links nowhere */
            link: string;
            /** @description The picture for narrow screens (the desktop one when none was given) */
            mobile_image: string;
            text: string;
            title: string;
        };
        StripeStartAnswer: {
            /** @description Minor units */
            amount: number;
            /** @description For Stripe.js: confirms the card payment on the /stripe page */
            client_secret: string;
            currency: string;
            order_number: string;
            publishable_key: string;
        };
        StripeStartDto: {
            /** @example 261124-K7Q3M9PA */
            order_number: string;
        };
        SubmissionDetail: {
            /** @description The answers by field key: text, a number, the options ticked, or null */
            answers: {
                [key: string]: unknown;
            };
            created_at: string;
            fields: components["schemas"]["FormFieldAnswer"][];
            files: components["schemas"]["SubmissionFile"][];
            form_id: number;
            /**
             * @example {
             *       "en_us": "Tea survey",
             *       "zh_hk": "茶葉問卷"
             *     }
             */
            form_title: {
                [key: string]: string;
            };
            form_url: string;
            id: number;
            language: string;
            lead_id: number | null;
            user_email: string | null;
            /** @description The customer who sent it (null: a guest) */
            user_id: number | null;
            user_name: string | null;
        };
        SubmissionFile: {
            content_type: string;
            /** @description Its place among the submission files, from 1 (the download is /api/admin/formbuilder/history/{id}/file/{index}) */
            index: number;
            /** @description The field it was sent for */
            key: string;
            name: string;
            size: number;
        };
        SubmissionItem: {
            /** @description The answers by field key: text, a number, the options ticked, or null */
            answers: {
                [key: string]: unknown;
            };
            created_at: string;
            files: components["schemas"]["SubmissionFile"][];
            form_id: number;
            id: number;
            language: string;
            lead_id: number | null;
            user_email: string | null;
            /** @description The customer who sent it (null: a guest) */
            user_id: number | null;
            user_name: string | null;
        };
        SupplierAnswer: {
            address: string;
            /** @example Mr Chan */
            contact_name: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description A disabled supplier takes no new receipts */
            enabled: boolean;
            id: number;
            /** @example Tea Farm Ltd */
            name: string;
            notes: string;
            phone: string;
            /** @description How many stocks it supplies */
            stock_count: number;
            stocks: components["schemas"]["SupplierStockAnswer"][];
            /** Format: date-time */
            updated_at: string;
        };
        SupplierStockAnswer: {
            /** @description Integer minor units of the base currency */
            cost_price: number;
            /** @description The product's name in the language asked, else in any */
            name: string;
            product_id: number;
            /** @example TEA-OOLONG-100G */
            sku: string;
            stock_id: number;
        };
        SupplierStockDto: {
            /** @description Integer minor units of the base currency */
            cost_price: number;
            stock_id: number;
        };
        SupplierStockOption: {
            id: number;
            name: string;
            product_id: number;
            sku: string;
        };
        SupplierSummary: {
            address: string;
            /** @example Mr Chan */
            contact_name: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description A disabled supplier takes no new receipts */
            enabled: boolean;
            id: number;
            /** @example Tea Farm Ltd */
            name: string;
            notes: string;
            phone: string;
            /** @description How many stocks it supplies */
            stock_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        TemplateColours: {
            /** @example #ffffff */
            background_color: string;
            /** @example default */
            identifier: string;
            /** @example #1d4ed8 */
            primary_color: string;
            /** @example #0f172a */
            secondary_color: string;
            /** @example #111827 */
            text_color: string;
        };
        TemplateColoursDto: {
            /** @example #ffffff */
            background_color: string;
            /** @example custom */
            identifier: string;
            /** @example #1d4ed8 */
            primary_color: string;
            /** @example #0f172a */
            secondary_color: string;
            /** @example #111827 */
            text_color: string;
        };
        TestSendDto: {
            email: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
        };
        TierRevenueAnswer: {
            customers: number;
            orders: number;
            revenue: number;
            /** @description null: customers without a tier */
            tier_id: number | null;
            tier_name: string | null;
        };
        TopCustomerAnswer: {
            customer_id: number;
            email: string;
            name: string;
            orders: number;
            revenue: number;
        };
        UnsubscribeStatus: {
            email: string;
            /** @description No newsletter goes to this address any more */
            unsubscribed: boolean;
        };
        UpdateAccountDto: {
            email?: string;
            enabled?: boolean;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            name?: string;
            /** @description Leave out (or empty) to keep the password */
            password?: string;
            password_confirmation?: string;
            role_id?: number;
        };
        UpdateAttributeDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            name?: string;
            options?: components["schemas"]["AttributeOptionDto"][];
            order?: number;
            /** @enum {string} */
            position?: "stock_option" | "product_info";
        };
        UpdateBlockDto: {
            content?: string;
            enabled?: boolean;
            identifier?: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            title?: string;
        };
        UpdateBlogArticleDto: {
            /** @description Who wrote it; left out or empty on create: the admin's name */
            author?: string;
            /** @description Ids of blog categories */
            category_ids?: number[];
            /** @description Rich text (HTML), sanitised when saved and when shown */
            content?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /**
             * Format: date-time
             * @description When it shows on the storefront; empty or null: now
             */
            publish_at?: string | null;
            /** @description true removes the cover image (a new `image` file replaces it) */
            remove_cover_image?: boolean;
            /** @description Plain text shown on article cards */
            summary?: string;
            /**
             * @example [
             *       "tea",
             *       "recipes"
             *     ]
             */
            tags?: string[];
            title?: string;
            url?: string;
        };
        UpdateBlogCategoryDto: {
            /** @description Rich text (HTML), sanitised when saved; in the language of the request */
            description?: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /**
             * @description Place among the categories (smaller first)
             * @default 0
             */
            order: number;
            title?: string;
            url?: string;
        };
        UpdateBrandDto: {
            description?: string;
            enabled?: boolean;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            short_description?: string;
            title?: string;
            url?: string;
        };
        UpdateCrmConfigDto: {
            /** @description The lead status (with an ebook trigger) whose ebook the /ebook page sends; null: no ebook page */
            ebook_status_id?: number | null;
        };
        UpdateCurrencyConfigDto: {
            /** @example HKD */
            base_currency?: string;
            currencies?: components["schemas"]["CurrencyRateDto"][];
        };
        UpdateCustomerAdminDto: {
            /** @description Left out: the addresses stay as they are; given: the whole address book (ids kept, others removed, new ones added) */
            addresses?: components["schemas"]["CustomerAddressDto"][];
            /** @description The staff member the customer is assigned to */
            admin_id?: number | null;
            department?: string;
            description?: string;
            email: string;
            /** @description More email addresses */
            emails?: string[];
            enabled: boolean;
            fax?: string;
            first_name: string;
            /** @enum {string} */
            gender: "female" | "male";
            is_subscribe: boolean;
            job_title?: string;
            /**
             * @description The language of the mails the shop sends them
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name: string;
            /** @enum {string} */
            lead_source: "existing_customer" | "employee" | "partner" | "email" | "campaign" | "public_relations";
            lead_source_description?: string;
            /** @description A tier given by staff (its validity starts now); null: none */
            membership_tier_id?: number | null;
            /** @description More mobile numbers */
            mobiles?: string[];
            office_phone?: string;
            /** @description Left out or empty: the password stays */
            password?: string;
            password_confirmation?: string;
            /** @example +852 2345 6789 */
            phone: string;
            status_description?: string;
            /** @description A lead status (GET /api/admin/status) */
            status_id: number;
            /**
             * @example [
             *       "vip",
             *       "wholesale"
             *     ]
             */
            tags?: string[];
            /** @example https://example.com */
            website?: string;
        };
        UpdateItemDto: {
            cart_id: string;
            item_id: number;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            quantity: number;
        };
        UpdateLanguageConfigDto: {
            languages?: ("en_us" | "zh_hk" | "zh_cn")[];
            /** @enum {string} */
            main_language?: "en_us" | "zh_hk" | "zh_cn";
        };
        UpdateLeadStatusDto: {
            button_name?: string;
            /**
             * Format: binary
             * @description Multipart only: a new ebook replacing the stored one
             */
            file?: string;
            order?: number;
            /** @example Contacted */
            title?: string;
            /**
             * @description '' or null: none (clears the file and button_name)
             * @enum {string|null}
             */
            trigger?: "email_to_assigned" | "email_to_lead" | "email_to_assigned_and_lead" | "ebook_email_to_assigned" | "ebook_email_to_lead" | "ebook_email_to_assigned_and_lead" | null;
            trigger_template?: string;
        };
        UpdateMenuDto: {
            /** @default true */
            display_in_desktop: boolean;
            /** @default true */
            display_in_mobile: boolean;
            /** @default true */
            enabled: boolean;
            /**
             * @description The language of the texts (else ?language=, else the main language)
             * @enum {string}
             */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            /** @default true */
            open_in_current_tab: boolean;
            /** @default 0 */
            order: number;
            /** @description null (or leave out) for a top-level item */
            parent_id?: Record<string, never> | null;
            /** @description Product ids, in display order (a JSON list in a multipart form) */
            products?: number[];
            short_description?: string;
            title?: string;
            /** @enum {string} */
            type?: "category" | "page" | "link" | "blog_article" | "blog_category" | "form";
            url?: string;
        };
        UpdatePageDto: {
            content?: string;
            enabled?: boolean;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            meta_description?: string;
            meta_title?: string;
            title?: string;
            url?: string;
        };
        UpdatePointsConfigDto: {
            /**
             * @description Points per unit of the base currency paid, for members without a tier
             * @example 1
             */
            points_base_rate?: number;
            /**
             * @description For fixed_date: the day points expire (at its end, UTC); each year after it passes
             * @example 2027-12-31
             */
            points_expiry_date?: string;
            /**
             * @description never expire, a fixed date, or the same as the membership expiry date
             * @enum {string}
             */
            points_expiry_type?: "never" | "fixed_date" | "membership";
            /**
             * @description The largest share (percent) of an order total that points may pay
             * @example 50
             */
            points_max_percent?: number;
            /**
             * @description Points that pay one unit of the base currency (100: 100 points pay $1); 0 turns spending off
             * @example 100
             */
            points_redeem_rate?: number;
        };
        UpdateProfileDto: {
            /** @description Needed to change the email or the password */
            current_password?: string;
            email?: string;
            first_name?: string;
            /** @enum {string|null} */
            gender?: "female" | "male" | null;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            last_name?: string;
            /** @description Leave out (or empty) to keep the password */
            password?: string;
            password_confirmation?: string;
            phone?: Record<string, never> | null;
        };
        UpdateRoleDto: {
            /** @example Catalogue editor */
            name?: string;
            permissions?: string[];
        };
        UpdateSelfDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            name?: string;
        };
        UpdateShopConfigDto: {
            /** @enum {string} */
            catalog_mode?: "0" | "1";
            /** @enum {string} */
            guest_checkout?: "0" | "1";
            /** @enum {string} */
            member_only?: "0" | "1";
            /**
             * @description minutes
             * @example 30
             */
            order_hold_minutes?: number;
            /** @enum {string} */
            warehouse_enabled?: "0" | "1";
            warehouse_id?: Record<string, never> | null;
        };
        UpdateSiteSettingsDto: {
            banner?: string;
            /** @example HKD */
            base_currency?: string;
            /** @example default */
            choose_template?: string;
            /** @enum {string} */
            facebook_enabled?: "0" | "1";
            fb_client_id?: string;
            icon?: string;
            logo?: string;
            /** @enum {string} */
            main_language?: "en_us" | "zh_hk" | "zh_cn";
            name?: string;
            script_footer?: string;
            script_header?: string;
            supported_currencies?: components["schemas"]["CurrencyRateDto"][];
            /** @example en_us,zh_hk,zh_cn */
            supported_languages?: string;
            supported_templates?: components["schemas"]["TemplateColoursDto"][];
            /**
             * @description minutes
             * @example 120
             */
            token_expired_time?: number;
        };
        UpdateStoreDto: {
            address?: string;
            enabled?: boolean;
            name?: string;
            opening_hours?: string;
            phone?: string;
            staff_ids?: number[];
            warehouse_id?: number;
        };
        UpdateSupplierDto: {
            address?: string;
            /**
             * @description The one contact person at the supplier
             * @example Mr Chan
             */
            contact_name?: string;
            /** @example orders@teafarm.example */
            email?: string;
            /**
             * @description A disabled supplier takes no new receipts
             * @default true
             */
            enabled: boolean;
            /** @example Tea Farm Ltd */
            name?: string;
            notes?: string;
            /** @example +852 2345 6789 */
            phone?: string;
            /** @description The stocks supplied and their cost prices (the whole list) */
            stocks?: components["schemas"]["SupplierStockDto"][];
        };
        UpdateWarehouseDto: {
            address?: string;
            enabled?: boolean;
            name?: string;
        };
        WarehouseAnswer: {
            /** @example 1 Hoi Bun Road, Kwun Tong */
            address: string;
            /** Format: date-time */
            created_at: string;
            /** @description A disabled warehouse makes its inventories inactive: nothing in it sells */
            enabled: boolean;
            id: number;
            /** @example Kwun Tong */
            name: string;
            /** Format: date-time */
            updated_at: string;
        };
        WarehouseStockAnswer: {
            available: number;
            enabled: boolean;
            quantity: number;
            reserved: number;
            stocks: number;
            units_without_cost: number;
            /** @description quantity × cost price, over stocks that have one */
            value: number;
            warehouse_id: number;
            warehouse_name: string;
        };
        WidgetAnswer: {
            block: components["schemas"]["WidgetBlock"] | null;
            brands: components["schemas"]["WidgetBrand"][];
            /** @description Where "see all" goes (a category), else null */
            link: string | null;
            /** @description A members-only shop hides prices from guests */
            prices_hidden: boolean;
            products: components["schemas"]["ProductCard"][];
            /** @description The category's or brand's title; '' for the flag strips (the storefront names them) */
            title: string;
            /** @enum {string} */
            type: "new" | "featured" | "hot" | "category" | "brand" | "block";
        };
        WidgetBlock: {
            /** @description Sanitised HTML */
            content: string;
            identifier: string;
            title: string;
        };
        WidgetBrand: {
            id: number;
            image: string | null;
            title: string;
            url: string;
        };
        WidgetDataDto: {
            /** @description category or brand: its id, instead of url */
            id?: number;
            /**
             * @description block: its identifier
             * @example home-welcome
             */
            identifier?: string;
            /** @description How many products (8 when left out) */
            limit?: number;
            /**
             * @description category: the category; brand: the brand (left out: the enabled brands)
             * @example tea
             */
            url?: string;
        };
        WidgetDto: {
            data?: components["schemas"]["WidgetDataDto"];
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @enum {string} */
            type: "new" | "featured" | "hot" | "category" | "brand" | "block";
        };
    };
    responses: {
        /** @description The request cannot be read (a body that is not a JSON object, a bad list query) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description A conflict (a name or address taken, a record in use, a concurrent change) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description The session lacks the permission */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description Validation failed: `messages`, `codes`, `params` and `errors` per field */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description Not found ("ID not exists") */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description Something went wrong on our side (with `request_id`) */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description Too many requests */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
        /** @description No session, or an expired one ("Please log in first", "Login expired. Please log in again.") */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageAnswer"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    OrderController_history: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsController_summary: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsSummaryAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsController_history: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsHistoryRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AddressController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AddressController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AddressController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AddressController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAdminSessionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminAuthController_updateSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSelfDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAdminAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AccountController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AccountController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AccountController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AccountController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AccountController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AttributeController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AttributeController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAttributeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AttributeController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AttributeController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAttributeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AttributeController_remove: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlockController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlockController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlockDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlockController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlockController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlockDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlockController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogArticleDto"];
                "multipart/form-data": components["schemas"]["CreateBlogArticleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogArticleDto"];
                "multipart/form-data": components["schemas"]["UpdateBlogArticleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_updateByForm: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateBlogArticleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogArticleController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogCategoryController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategoryAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogCategoryController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogCategoryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategoryAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogCategoryController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategoryAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogCategoryController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategoryAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BlogCategoryController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBrandDto"];
                "multipart/form-data": components["schemas"]["CreateBrandDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBrandDto"];
                "multipart/form-data": components["schemas"]["UpdateBrandDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_updateByForm: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateBrandDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BrandController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_pause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastMessageController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestSendDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiverDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiverDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiverDeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    BroadcastReceiverController_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiverCountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudienceCountAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_crm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updateCrm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCrmConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_currency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencySettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updateCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCurrencyConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencySettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_language: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLanguageConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_points: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updatePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePointsConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_scriptHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptChangeListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_shop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updateShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateShopConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_site: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminSettingsController_updateSite: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSiteSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactAdminController_toLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CrmSummaryController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReportController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    EditorImageController_image: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorImageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ExportController_export: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                entity: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_submissionList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_csv: {
        parameters: {
            query?: {
                filter?: unknown;
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormBuilderController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelAdminController_board: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelBoard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    HomepageController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHomepage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    HomepageController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomepageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHomepage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_dryRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_errors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_mapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportMappingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ImportController_run: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_inventoryHistories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryHistoryRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_minus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryMoveAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_plus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryMoveAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryTransferDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryMoveAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryMoveAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    JobsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    JobsController_outbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPendingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadController_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveLeadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MailboxController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MailboxController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MembershipAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipTierAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MembershipAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipTierDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipTierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MembershipAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipTierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MembershipAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipTierDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipTierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MembershipAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuListRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMenuDto"];
                "multipart/form-data": components["schemas"]["CreateMenuDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItemAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItemAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMenuDto"];
                "multipart/form-data": components["schemas"]["UpdateMenuDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItemAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_updateByForm: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateMenuDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItemAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuAdminController_tree: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuTreeNode"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCommentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_customers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCustomerOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_addresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_shipping: {
        parameters: {
            query?: {
                /** @description The shipping address's country (ISO 3166-1 alpha-2); left out: every enabled method */
                country?: string;
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderAdminController_stocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStockOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PageController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PageController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PageController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PageController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PageController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PaymentAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PaymentAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PaymentAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsAdminController_members: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_catalog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                store: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosCatalog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_customers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                store: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosCustomer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                store: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PosQuoteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_sales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                store: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosSale"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_sell: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                store: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PosSaleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_sale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_giveBack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PosReturnDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PosController_stores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosStore"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveProductDto"];
                "multipart/form-data": components["schemas"]["SaveProductDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveProductDto"];
                "multipart/form-data": components["schemas"]["SaveProductDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_updateByPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SaveProductDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ProductController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    InventoryController_productHistories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryHistoryRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PromotionAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PromotionAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PromotionAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PromotionAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PromotionAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AdminAuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReportController_customers: {
        parameters: {
            query?: {
                /** @description json (default), or a csv or xlsx download of the same figures */
                format?: "json" | "csv" | "xlsx";
                /** @description First day (shop time zone); left out: 29 days before `to` */
                from?: string;
                /** @description The language of names (membership tiers, labels of the export) */
                language?: components["schemas"]["Object"];
                /** @description Last day, inclusive (shop time zone); left out: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerReportAnswer"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReportController_inventories: {
        parameters: {
            query?: {
                /** @description json (default), or a csv or xlsx download of the same figures */
                format?: "json" | "csv" | "xlsx";
                /** @description First day (shop time zone); left out: 29 days before `to` */
                from?: string;
                /** @description The language of names (membership tiers, labels of the export) */
                language?: components["schemas"]["Object"];
                /** @description Last day, inclusive (shop time zone); left out: today */
                to?: string;
                /** @description One warehouse only; left out: every warehouse */
                warehouse_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryReportAnswer"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReportController_products: {
        parameters: {
            query?: {
                /** @description json (default), or a csv or xlsx download of the same figures */
                format?: "json" | "csv" | "xlsx";
                /** @description First day (shop time zone); left out: 29 days before `to` */
                from?: string;
                /** @description The language of names (membership tiers, labels of the export) */
                language?: components["schemas"]["Object"];
                /** @description How many stocks the list holds (1 to 1000; 100 when left out) */
                limit?: number;
                /** @description Last day, inclusive (shop time zone); left out: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReportAnswer"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReportController_sales: {
        parameters: {
            query?: {
                /** @description all (default), web, staff, or store:<store id> */
                channel?: string;
                /** @description json (default), or a csv or xlsx download of the same figures */
                format?: "json" | "csv" | "xlsx";
                /** @description First day (shop time zone); left out: 29 days before `to` */
                from?: string;
                /** @description The length of a period: day (default), week (from Monday) or month */
                group?: "day" | "week" | "month";
                /** @description The language of names (membership tiers, labels of the export) */
                language?: components["schemas"]["Object"];
                /** @description Last day, inclusive (shop time zone); left out: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportAnswer"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    RoleController_catalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionArea"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ShippingAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ShippingAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ShippingAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ShippingAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ShippingAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_create: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideDto"];
                "multipart/form-data": components["schemas"]["SlideDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_update: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideDto"];
                "multipart/form-data": components["schemas"]["SlideDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_updateByForm: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SlideDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SliderController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatusAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLeadStatusDto"];
                "multipart/form-data": components["schemas"]["CreateLeadStatusDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatusAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatusAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLeadStatusDto"];
                "multipart/form-data": components["schemas"]["UpdateLeadStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatusAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_updateByForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateLeadStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatusAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    LeadStatusController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF or EPUB, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StoreController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StoreController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStoreDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StoreController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StoreController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStoreDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StoreController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSupplierDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSupplierDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReceiptController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReceiptController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceiptDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReceiptController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ReceiptController_warehouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptWarehouseOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    SupplierController_stocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierStockOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerAdminDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAdminAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAdminAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerAdminDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAdminAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsAdminController_member: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPointsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsAdminController_adjust: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustPointsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPointsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PointsAdminController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPointsHistoryRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAdminController_lookups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerLookups"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WarehouseController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description react-admin range: `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    /** @description How many rows the filter matches */
                    "X-Total-Count"?: string;
                    /** @description "false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N" */
                    "X-Total-Exact"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WarehouseController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWarehouseDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WarehouseController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WarehouseController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWarehouseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WarehouseController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontBlogController_article: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleByUrlDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontArticle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontAttributeController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StorefrontAttributesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontAttribute"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontBlockController_byIdentifier: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontBlogController_category: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogCategoryPageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontBlogCategoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontBrandController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontBrand"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_applyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartCouponDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_removeCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartCouponDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CartController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CatalogController_category: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryListingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryListing"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CheckController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    PublicSettingsController_configs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigsRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSettingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ContactController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    AddressController_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryAnswer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    EbookController_offer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EbookOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    EbookController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EbookRequestDto"];
                "multipart/form-data": components["schemas"]["EbookRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    EbookController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FacebookController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacebookTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FacebookController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacebookTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormController_page: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path: {
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicForm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FormController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicFunnel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    FunnelController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                url: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelAnswerDto"];
                "multipart/form-data": components["schemas"]["FunnelAnswerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            /** @description The database is down (status "down") */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswer"];
                };
            };
        };
    };
    StorefrontHomepageController_get: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontHomepage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuController_tree: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuNode"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    MenuController_byUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuByUrlDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuNode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_place: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_payment: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPreviewAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_shipping: {
        parameters: {
            query?: {
                country?: unknown;
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StripeController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeStartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeStartAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    OrderController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontPageController_byUrl: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_passwordEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_passwordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CatalogController_product: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductByUrlDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CatalogController_search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSessionProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    CustomerAuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRegistered"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    StorefrontSliderController_list: {
        parameters: {
            query?: {
                language?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorefrontSlide"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    UnsubscribeController_status: {
        parameters: {
            query: {
                email: string;
                /** @description The signature in the link (base64url) */
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    UnsubscribeController_unsubscribe: {
        parameters: {
            query: {
                email: string;
                /** @description The signature in the link (base64url) */
                signature: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    WidgetController_widget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
