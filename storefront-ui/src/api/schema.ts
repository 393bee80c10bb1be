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
        ArticleByUrlDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            /** @example how-we-pick-our-tea */
            url: string;
        };
        BlockRequestDto: {
            /** @example home-welcome */
            identifier: string;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
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
        DeletedAnswer: {
            id: number;
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
        ExpiringPoints: {
            /** @example 2027-12-31T23:59:59.000Z */
            expiry_date: string;
            points: number;
        };
        FacebookTokenDto: {
            /** @description The access token from the Facebook SDK in the browser */
            access_token: string;
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
        MenuByUrlDto: {
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
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
            subtotal: number;
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
        OrderSummary: {
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
        PaymentOption: {
            /** @enum {string} */
            code: "stripe" | "bank_transfer" | "cash_on_delivery";
            /** @description What to do to pay, in the asked language (bank transfer) */
            instructions: string;
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
        ShippingOption: {
            /** @description Country codes served; empty: everywhere */
            countries: string[];
            flat_rate: number;
            /** @description Free from this subtotal on; null: never free */
            free_over: number | null;
            id: number;
            name: string;
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
        UpdateItemDto: {
            cart_id: string;
            item_id: number;
            /** @enum {string} */
            language?: "en_us" | "zh_hk" | "zh_cn";
            quantity: number;
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
