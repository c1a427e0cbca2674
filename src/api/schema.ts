/**
 * Generated from openapi/author.yaml by `npm run gen:api`. Do not edit by hand.
 */

export interface paths {
    "/backend/admin/operation/sso/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange a one-time SSO ticket for a session token. */
        get: operations["ssoLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an SMS code for login (registers on first use) or for a forgotten password. */
        post: operations["sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with an SMS code; an unknown phone is registered and answers 109112 with the token. */
        post: operations["loginBySms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/login_by_pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with phone and password. */
        post: operations["loginByPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/confirm_register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a new registration with a pen name and the agreement. */
        post: operations["confirmRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current token. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/re_set_pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an SMS code (forgotten password, logged out); revokes every token. */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/send_code_set_pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an SMS code to the author's own phone for setting the password. */
        post: operations["sendSetPasswordCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/set_pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or change the password with an SMS code; revokes every other token and answers a fresh one. */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in author. */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit the author's profile. */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/send_verify_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a verification code to the author's own phone (to reveal sensitive info). */
        post: operations["sendVerifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/author_sensitive_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Phone, real name and ID number; masked unless a fresh verification code is given. */
        post: operations["getSensitiveInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/certify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Real-name certification; the ID number's checksum is validated. */
        post: operations["certify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/avatar/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a JPEG, PNG or WebP avatar of at most 1 MB (type checked by content). */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The template's server menu; entries depend on the author's role. */
        post: operations["getServerMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/category/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audience channels, their categories and the leaves a book picks. */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/message/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread counts, in all and per type. */
        get: operations["getMessageStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/message/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of messages, newest first. */
        get: operations["getMessagePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark messages read, by ids or all (optionally of one type). */
        post: operations["readMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The author's books of one kind, paged, searched, filtered and sorted. */
        get: operations["listBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a book; it waits in review (pending) until the platform approves it.
         * @description A first volume 第一卷 is created with the book, so chapters can be written at once. The title must be unique among the author's books (104001).
         */
        post: operations["createBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One book with every field and counter. */
        get: operations["getBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit what the book's state allows (the title locks once approved).
         * @description - Changing the title of an approved book answers 103001.
         *     - Editing the title, synopsis or category of a rejected book sends it back to review (pending) and clears `reject_reason`.
         *     - `serial_status` switches between serial and hiatus only while the book is approved and in one of those two; otherwise 103001.
         */
        post: operations["updateBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/cover/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a JPEG or PNG cover of at most 2 MB (type checked by content). */
        post: operations["uploadBookCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/request_completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the platform to mark an approved, serialising book completed. */
        post: operations["requestCompletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/sign/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a book may apply for signing, and its latest application. */
        get: operations["getSignInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/sign/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a signing application for an approved, unsigned book. */
        post: operations["applySign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/book/sign/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a submitted application. */
        post: operations["withdrawSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/volume/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The book's volumes in order, with counts and words. */
        get: operations["listVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/volume/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a volume at the end of the book. */
        post: operations["createVolume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/volume/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a volume. */
        post: operations["updateVolume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/volume/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a volume after another (null = first); answers the new order. */
        post: operations["moveVolume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/volume/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an empty volume (one holding chapters, even trashed ones, answers 103001). */
        post: operations["deleteVolume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the book's chapters in reading order (without content), with counts per status.
         * @description Without `status` every chapter but the trashed ones is listed. `keyword` matches the title, or the chapter number when it is a whole number.
         */
        get: operations["listChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chapter with its content and its neighbours. */
        get: operations["getChapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft chapter at the end of a volume (or after a given chapter).
         * @description With `draft_id`, creating is safe to repeat: when the book already has a chapter created under
         *     that draft id (the first answer was lost to a network drop or a closed tab), the answer is that
         *     chapter as stored, and nothing new is created. The client then saves its text over it with
         *     `update` and the version answered, like any other save.
         */
        post: operations["createChapter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a chapter; `version` must be the current one, else 104001 with the current chapter. */
        post: operations["updateChapter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish now, or schedule at a future `publish_at` (a past time answers 101001).
         * @description All ids must be the author's and of one book (else 102001 / 101001), and nothing changes unless all can.
         *     `publish_at` must be at least a minute ahead (`validation.pastTime`) and at most 365 days ahead
         *     (`validation.range`). Published chapters are left as they are; trashed ones answer 103001.
         */
        post: operations["publishChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/unschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn scheduled chapters back into drafts (any other state answers 103001). */
        post: operations["unscheduleChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move drafts and scheduled chapters to the trash (published ones answer 103001; trashed ones stay as they are). */
        post: operations["trashChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore trashed chapters to drafts (any other state answers 103001). */
        post: operations["restoreChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move chapters to another volume and/or after a given chapter (null = first of the volume).
         * @description Positions are sparse ranks, so a move rewrites only the moved rows (and, rarely, rebalances one gap).
         */
        post: operations["moveChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import up to 100 split chapters as drafts at the end of a volume; each failure is reported by index and title. */
        post: operations["importChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/income/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly income, for one book or all of them, with totals (signed authors only). */
        get: operations["getIncomeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/income/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily income rows of one month (signed authors only). */
        get: operations["getIncomeDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/data/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily reader data of one book for a range of at most 366 days (signed authors only). */
        get: operations["getDataDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/data/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads, subscriptions and comments per published chapter (signed authors only). */
        get: operations["getDataChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The author's figures for the home page, in one call.
         * @description Counts cover the author's books of both kinds, trashed chapters
         *     excluded. "This month" and "this week" (from Monday) are on the
         *     platform's calendar (Asia/Shanghai), like income and data. `signed`
         *     is null for an unsigned author; for a signed one it carries this
         *     month's pre-tax income over every book and the readers of the last
         *     30 days up to yesterday, summed over books.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS codes sent, newest first (development only; absent in production). */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
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
        Id: string;
        /** @description A mainland China mobile number. */
        Phone: string;
        SmsCode: string;
        /** @description 8 to 32 printable ASCII characters with at least one letter and one digit. */
        Password: string;
        /** Format: date-time */
        DateTime: string;
        /** @description YYYY-MM, from year 0001. */
        Month: string;
        /** @description Money in integer cents (fen). */
        Cents: number;
        /** @enum {string} */
        BookKind: "long" | "short";
        /** @enum {string} */
        Audience: "male" | "female";
        /** @enum {string} */
        SerialStatus: "serial" | "completion_pending" | "completed" | "hiatus";
        /** @enum {string} */
        ReviewStatus: "draft" | "pending" | "approved" | "rejected";
        /** @enum {string} */
        SignStatus: "unsigned" | "applying" | "signed" | "rejected";
        /** @enum {string} */
        ChapterStatus: "draft" | "scheduled" | "published" | "trashed";
        /** @enum {string} */
        MessageType: "message" | "notice" | "todo";
        /**
         * @description A non-zero code of the table in the API description.
         * @enum {integer}
         */
        ErrorCode: 100002 | 109017 | 101001 | 102001 | 103001 | 104001 | 116001 | 116002 | 109016 | 109112 | 105001 | 500001;
        /** @description 101001. Each invalid field (dotted path for nested fields) with a message id. */
        ValidationErrors: {
            errors: {
                [key: string]: "validation.required" | "validation.type" | "validation.tooShort" | "validation.tooLong" | "validation.format" | "validation.enum" | "validation.range" | "validation.tooMany" | "validation.tooFew" | "validation.unknownField" | "validation.idCard" | "validation.pastTime" | "validation.fileType" | "validation.fileSize" | "validation.duplicate" | "validation.invalid";
            };
        };
        /** @description 105001. Seconds until the call may be made again. */
        RetryAfter: {
            retry_after_s: number;
        };
        /** @description 104001 on a chapter save. The chapter as the server has it now. */
        VersionConflict: {
            current: components["schemas"]["Chapter"];
        };
        /** @description 116001 / 116002. Tries left for the code, 0 when a new one must be sent. */
        CodeFailure: {
            attempts_left: number;
        };
        ErrorEnvelope: {
            code: components["schemas"]["ErrorCode"];
            /** @description A message for people; clients translate by code and field message ids. */
            msg: string;
            body: components["schemas"]["ValidationErrors"] | components["schemas"]["RetryAfter"] | components["schemas"]["VersionConflict"] | components["schemas"]["CodeFailure"] | components["schemas"]["LoginResult"] | null;
        };
        EmptyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: null;
        };
        SendCodeRequest: {
            phone: components["schemas"]["Phone"];
            /** @enum {string} */
            scene: "login" | "reset_pwd";
        };
        SendVerifyCodeRequest: {
            /** @enum {string} */
            scene: "sensitive" | "verify";
        };
        CodeSent: {
            expires_in_s: number;
            resend_after_s: number;
        };
        CodeSentEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["CodeSent"];
        };
        SmsLoginRequest: {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
        };
        PasswordLoginRequest: {
            phone: components["schemas"]["Phone"];
            password: string;
        };
        ResetPasswordRequest: {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
            password: components["schemas"]["Password"];
        };
        SetPasswordRequest: {
            code: components["schemas"]["SmsCode"];
            password: components["schemas"]["Password"];
        };
        ConfirmRegisterRequest: {
            pen_name: components["schemas"]["PenName"];
            /**
             * @description The author agrees to the platform's author agreement.
             * @constant
             */
            agree_terms: true;
        };
        LoginResult: {
            token: string;
            expires_at: components["schemas"]["DateTime"];
            /** @description True until confirm_register sets the pen name. */
            new_register: boolean;
        };
        LoginEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["LoginResult"];
        };
        PenName: string;
        User: {
            id: components["schemas"]["Id"];
            /** @description Masked phone. */
            phone: string;
            pen_name: string | null;
            /** @description Avatar URL, or empty. */
            avatar: string;
            email: string;
            introduction: string;
            qq: string;
            is_certified: boolean;
            /** @description Masked ID number, or empty. */
            id_card: string;
            /** @description Masked real name, or empty. */
            real_name: string;
            is_signed: boolean;
            /** @description Same as is_signed; the seed's role rule reads this flag. */
            is_sign: boolean;
            /**
             * @description Derived from is_sign.
             * @enum {string}
             */
            role: "" | "is_sign";
            fan_num: number;
            /** @description Words in all of the author's chapters that are not trashed. */
            word_count: number;
            create_time: components["schemas"]["DateTime"];
            home_phone: string;
            /** @description The author's editor at the platform, or empty. */
            editor_name: string;
            /** @description Masked phone to prefill verification forms. */
            cache_phone: string;
            new_register: boolean;
            has_password: boolean;
        };
        UserEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["User"];
        };
        UpdateUserRequest: {
            pen_name?: components["schemas"]["PenName"];
            email?: string;
            introduction?: string;
            qq?: string;
            home_phone?: string;
            avatar?: string;
        };
        SensitiveInfoRequest: {
            code?: components["schemas"]["SmsCode"];
        };
        SensitiveInfo: {
            phone: string;
            real_name: string;
            id_card: string;
            /** @description True when a fresh code unmasked the values. */
            revealed: boolean;
        };
        SensitiveInfoEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["SensitiveInfo"];
        };
        CertifyRequest: {
            real_name: string;
            id_card: string;
        };
        FileUpload: {
            file: Blob;
        };
        AvatarEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                avatar_url: string;
            };
        };
        MenuItem: {
            path: string;
            name: string;
            meta: {
                locale: string;
                requiresAuth: boolean;
                icon?: string;
                order?: number;
                roles?: string[];
            };
            children?: components["schemas"]["MenuItem"][];
        };
        /** @description The template envelope: `status` ok with code 0, or fail with `data` null and a code of the error table. */
        MenuEnvelope: {
            data: components["schemas"]["MenuItem"][] | null;
            /** @enum {string} */
            status: "ok" | "fail";
            msg: string;
            code: number;
        };
        /** @description A node of the tree: the top level is the audience channel, leaves are what a book picks. Every node carries the audience of its channel. */
        Category: {
            id: components["schemas"]["Id"];
            name: string;
            parent_id: string | null;
            audience: components["schemas"]["Audience"];
            children: components["schemas"]["Category"][];
        };
        CategoryTreeEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Category"][];
        };
        MessageItem: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["MessageType"];
            title: string;
            subTitle: string;
            avatar: string;
            content: string;
            time: components["schemas"]["DateTime"];
            /** @description Presentation hint: 0 plain, 1 success, 2 warning, 3 error. */
            messageType: number;
            /**
             * @description 0 unread, 1 read.
             * @enum {integer}
             */
            status: 0 | 1;
        };
        MessageStatistics: {
            unread: number;
            message: number;
            notice: number;
            todo: number;
        };
        DashboardEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Dashboard"];
        };
        Dashboard: {
            book_count: number;
            /** @description Words of every chapter not in the trash. */
            total_words: number;
            /** @description Words of the chapters published this month. */
            words_this_month: number;
            /** @description Chapters published since Monday. */
            chapters_this_week: number;
            /** @description The most recently updated books, newest first. */
            recent_books: components["schemas"]["Book"][];
            signed: null | {
                month: components["schemas"]["Month"];
                /** @description Pre-tax income of the month so far, in cents. */
                income_this_month: number;
                readers_yesterday: number;
                /** @description Readers per day over every book, oldest first, ending yesterday. */
                readers_daily: {
                    /** Format: date */
                    date: string;
                    readers: number;
                }[];
            };
        };
        MessageStatisticsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["MessageStatistics"];
        };
        MessagePageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["MessageItem"][];
                total: number;
                page: number;
                page_size: number;
            };
        };
        /** @description Either `ids`, or `all` true (optionally limited to one `type`). */
        ReadMessagesRequest: {
            ids?: components["schemas"]["Id"][];
            all?: boolean;
            type?: components["schemas"]["MessageType"];
        };
        ReadMessagesEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                updated: number;
                unread: number;
            };
        };
        BookTitle: string;
        /** @description Entries are trimmed; a blank entry is `validation.invalid`, entries equal after trimming are `validation.duplicate`. */
        Tags: string[];
        /** @description Entries are trimmed; a blank entry is `validation.invalid`, entries equal after trimming are `validation.duplicate`. */
        Protagonists: string[];
        /** @description At least 20 characters after trimming. */
        Synopsis: string;
        CoverUrl: string;
        Book: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["BookKind"];
            title: string;
            audience: components["schemas"]["Audience"];
            category_id: components["schemas"]["Id"];
            /** @description Names from the channel down to the leaf. */
            category_path: string[];
            tags: string[];
            protagonists: string[];
            synopsis: string;
            cover_url: string | null;
            serial_status: components["schemas"]["SerialStatus"];
            review_status: components["schemas"]["ReviewStatus"];
            reject_reason: string | null;
            sign_status: components["schemas"]["SignStatus"];
            /** @description Signed books may mark chapters VIP. */
            allow_vip: boolean;
            word_count: number;
            /** @description Chapters that are not trashed. */
            chapter_count: number;
            /** @description The latest published chapter. */
            last_chapter_title: string | null;
            /** Format: date-time */
            last_published_at: string | null;
            create_time: components["schemas"]["DateTime"];
            update_time: components["schemas"]["DateTime"];
        };
        BookEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Book"];
        };
        BookPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["Book"][];
                total: number;
                page: number;
                page_size: number;
            };
        };
        CreateBookRequest: {
            kind: components["schemas"]["BookKind"];
            title: components["schemas"]["BookTitle"];
            audience: components["schemas"]["Audience"];
            category_id: components["schemas"]["Id"];
            tags?: components["schemas"]["Tags"];
            protagonists?: components["schemas"]["Protagonists"];
            synopsis: components["schemas"]["Synopsis"];
            cover_url?: components["schemas"]["CoverUrl"];
        };
        UpdateBookRequest: {
            book_id: components["schemas"]["Id"];
            title?: components["schemas"]["BookTitle"];
            audience?: components["schemas"]["Audience"];
            category_id?: components["schemas"]["Id"];
            tags?: components["schemas"]["Tags"];
            protagonists?: components["schemas"]["Protagonists"];
            synopsis?: components["schemas"]["Synopsis"];
            cover_url?: components["schemas"]["CoverUrl"];
            /**
             * @description Authors switch between serial and hiatus; completion goes through request_completion.
             * @enum {string}
             */
            serial_status?: "serial" | "hiatus";
        };
        BookIdRequest: {
            book_id: components["schemas"]["Id"];
        };
        CoverEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                cover_url: string;
            };
        };
        SignContact: {
            phone: components["schemas"]["Phone"];
            /** Format: email */
            email?: string;
            qq?: string;
        };
        SignApplication: {
            id: components["schemas"]["Id"];
            book_id: components["schemas"]["Id"];
            /** @enum {string} */
            contract_type: "exclusive" | "non_exclusive";
            planned_total_words: number;
            updates_per_week: number;
            outline: string;
            contact: components["schemas"]["SignContact"];
            /** @enum {string} */
            status: "draft" | "submitted" | "approved" | "rejected" | "withdrawn";
            reviewer_comment: string | null;
            /** Format: date-time */
            submit_time: string | null;
            create_time: components["schemas"]["DateTime"];
            update_time: components["schemas"]["DateTime"];
        };
        SignApplicationEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["SignApplication"];
        };
        SignInfo: {
            book_id: components["schemas"]["Id"];
            /** @description True when a new application may be submitted now. */
            eligible: boolean;
            /** @enum {string|null} */
            ineligible_reason: "sign.notApproved" | "sign.alreadySigned" | "sign.pending" | "sign.notLong" | null;
            application: components["schemas"]["SignApplication"] | null;
        };
        SignInfoEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["SignInfo"];
        };
        SignApplyRequest: {
            book_id: components["schemas"]["Id"];
            /** @enum {string} */
            contract_type: "exclusive" | "non_exclusive";
            planned_total_words: number;
            updates_per_week: number;
            /** @description At least 50 characters after trimming. */
            outline: string;
            contact: components["schemas"]["SignContact"];
        };
        VolumeTitle: string;
        Volume: {
            id: components["schemas"]["Id"];
            book_id: components["schemas"]["Id"];
            title: string;
            /** @description Sparse rank; volumes are listed by it. */
            sort: number;
            /** @description Chapters that are not trashed. */
            chapter_count: number;
            word_count: number;
            create_time: components["schemas"]["DateTime"];
        };
        VolumeEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Volume"];
        };
        VolumeListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["Volume"][];
            };
        };
        CreateVolumeRequest: {
            book_id: components["schemas"]["Id"];
            title: components["schemas"]["VolumeTitle"];
        };
        UpdateVolumeRequest: {
            volume_id: components["schemas"]["Id"];
            title: components["schemas"]["VolumeTitle"];
        };
        MoveVolumeRequest: {
            volume_id: components["schemas"]["Id"];
            after_volume_id: components["schemas"]["Id"] | null;
        };
        VolumeIdRequest: {
            volume_id: components["schemas"]["Id"];
        };
        ChapterTitle: string;
        /** @description Plain text; paragraphs separated by newlines. */
        ChapterContent: string;
        AuthorNote: string;
        ChapterSummary: {
            id: components["schemas"]["Id"];
            book_id: components["schemas"]["Id"];
            volume_id: components["schemas"]["Id"];
            /** @description Display number in reading order (trashed chapters keep their last one). */
            chapter_no: number;
            /** @description Sparse rank within the book. */
            position: number;
            title: string;
            word_count: number;
            status: components["schemas"]["ChapterStatus"];
            /**
             * Format: date-time
             * @description When a scheduled chapter goes out.
             */
            publish_at: string | null;
            /** Format: date-time */
            published_at: string | null;
            is_vip: boolean;
            /** @description Optimistic-concurrency version; every save adds 1. */
            version: number;
            update_time: components["schemas"]["DateTime"];
        };
        Chapter: components["schemas"]["ChapterSummary"] & {
            content: string;
            author_note: string;
            create_time: components["schemas"]["DateTime"];
            prev_chapter_id: string | null;
            next_chapter_id: string | null;
        };
        ChapterEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Chapter"];
        };
        ChapterListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ChapterSummary"][];
            };
        };
        ChapterStatusCounts: {
            draft: number;
            scheduled: number;
            published: number;
            trashed: number;
        };
        ChapterPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ChapterSummary"][];
                total: number;
                page: number;
                page_size: number;
                counts: components["schemas"]["ChapterStatusCounts"];
            };
        };
        CreateChapterRequest: {
            book_id: components["schemas"]["Id"];
            volume_id: components["schemas"]["Id"];
            title: components["schemas"]["ChapterTitle"];
            content: components["schemas"]["ChapterContent"];
            author_note?: components["schemas"]["AuthorNote"];
            is_vip?: boolean;
            after_chapter_id?: components["schemas"]["Id"] | null;
            /** @description The client's id of the draft this chapter starts as; a repeated create with it answers the chapter it made. */
            draft_id?: string;
        };
        UpdateChapterRequest: {
            chapter_id: components["schemas"]["Id"];
            version: number;
            title?: components["schemas"]["ChapterTitle"];
            content?: components["schemas"]["ChapterContent"];
            author_note?: components["schemas"]["AuthorNote"];
            is_vip?: boolean;
        };
        ChapterIds: components["schemas"]["Id"][];
        ChapterIdsRequest: {
            chapter_ids: components["schemas"]["ChapterIds"];
        };
        /** @description `chapter_id` or `chapter_ids`; without `publish_at` the chapters go out now. */
        PublishChaptersRequest: {
            chapter_id?: components["schemas"]["Id"];
            chapter_ids?: components["schemas"]["ChapterIds"];
            publish_at?: components["schemas"]["DateTime"];
        };
        MoveChaptersRequest: {
            chapter_ids: components["schemas"]["ChapterIds"];
            volume_id?: components["schemas"]["Id"];
            after_chapter_id?: components["schemas"]["Id"] | null;
        };
        ImportChaptersRequest: {
            book_id: components["schemas"]["Id"];
            volume_id: components["schemas"]["Id"];
            chapters: {
                title: string;
                content: string;
                author_note?: string;
            }[];
        };
        ImportFailure: {
            /** @description Position in the request's `chapters`. */
            index: number;
            title: string;
            field: string;
            /** @description A validation message id. */
            reason: string;
        };
        ImportResultEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                created: components["schemas"]["ChapterSummary"][];
                failed: components["schemas"]["ImportFailure"][];
            };
        };
        IncomeParts: {
            subscription: components["schemas"]["Cents"];
            reward: components["schemas"]["Cents"];
            ad_share: components["schemas"]["Cents"];
            attendance_bonus: components["schemas"]["Cents"];
            other: components["schemas"]["Cents"];
            pre_tax: components["schemas"]["Cents"];
            tax: components["schemas"]["Cents"];
            after_tax: components["schemas"]["Cents"];
        };
        IncomeMonth: components["schemas"]["IncomeParts"] & {
            month: components["schemas"]["Month"];
            /** @description The book, or null when summed over all books. */
            book_id: string | null;
            /** @enum {string} */
            settle_status: "pending" | "settled" | "paid";
        };
        IncomeSummaryEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["IncomeMonth"][];
                totals: components["schemas"]["IncomeParts"];
            };
        };
        IncomeDay: {
            /** Format: date */
            date: string;
            subscription: components["schemas"]["Cents"];
            reward: components["schemas"]["Cents"];
            ad_share: components["schemas"]["Cents"];
            other: components["schemas"]["Cents"];
            total: components["schemas"]["Cents"];
        };
        IncomeDailyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["IncomeDay"][];
            };
        };
        BookDailyStats: {
            book_id: components["schemas"]["Id"];
            /** Format: date */
            date: string;
            views: number;
            readers: number;
            new_favorites: number;
            favorites: number;
            subscriptions: number;
            subscription_income: components["schemas"]["Cents"];
            rewards: components["schemas"]["Cents"];
            words_added: number;
            chapters_published: number;
            comments: number;
        };
        DataDailyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["BookDailyStats"][];
            };
        };
        ChapterReads: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            reads: number;
            subscriptions: number;
            comments: number;
            /** Format: date-time */
            published_at: string | null;
        };
        DataChapterPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ChapterReads"][];
                total: number;
                page: number;
                page_size: number;
            };
        };
        OutboxEntry: {
            phone: string;
            scene: string;
            code: string;
            created_at: components["schemas"]["DateTime"];
            expires_at: components["schemas"]["DateTime"];
        };
        OutboxEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["OutboxEntry"][];
            };
        };
    };
    responses: {
        /**
         * @description Transport-level problem: unknown path (404), malformed JSON (400),
         *     body too large (413), unsupported media type (415). The body is an
         *     error envelope when the server could produce one.
         */
        TransportError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 101001,
                 *       "msg": "Body is too large",
                 *       "body": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected server fault (code 500001); nothing was changed. */
        ServerFault: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 500001,
                 *       "msg": "Internal server error",
                 *       "body": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Done; no body. */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": null
                 *     }
                 */
                "application/json": components["schemas"]["EmptyEnvelope"];
            };
        };
        /** @description The code was sent (in development, to the outbox). */
        CodeSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "expires_in_s": 300,
                 *         "resend_after_s": 60
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CodeSentEnvelope"];
            };
        };
        /** @description A session token. */
        LoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "token": "3q2-7wFhX0yW9sM1kP4vR8tN6bL5cJ2dH0gE7aQ3uYk",
                 *         "expires_at": "2026-12-22T10:00:00+08:00",
                 *         "new_register": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoginEnvelope"];
            };
        };
        /** @description The author. */
        User: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "a1b2c3d4e5f6g7h8",
                 *         "phone": "138****0001",
                 *         "pen_name": "墨染青衣",
                 *         "avatar": "",
                 *         "email": "author@example.com",
                 *         "introduction": "写星海，也写人间。",
                 *         "qq": "123456789",
                 *         "is_certified": true,
                 *         "id_card": "1101**********002X",
                 *         "real_name": "*墨",
                 *         "is_signed": true,
                 *         "is_sign": true,
                 *         "role": "is_sign",
                 *         "fan_num": 18234,
                 *         "word_count": 8123456,
                 *         "create_time": "2023-11-20T20:00:00+08:00",
                 *         "home_phone": "",
                 *         "editor_name": "责编小周",
                 *         "cache_phone": "138****0001",
                 *         "new_register": false,
                 *         "has_password": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UserEnvelope"];
            };
        };
        /** @description The book. */
        Book: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "b1a2b3c4d5e6f7g8",
                 *         "kind": "long",
                 *         "title": "星海长歌",
                 *         "audience": "male",
                 *         "category_id": "male-kehuan-xingji",
                 *         "category_path": [
                 *           "男频",
                 *           "科幻",
                 *           "星际文明"
                 *         ],
                 *         "tags": [
                 *           "热血",
                 *           "星际",
                 *           "成长"
                 *         ],
                 *         "protagonists": [
                 *           "林川",
                 *           "苏瑶"
                 *         ],
                 *         "synopsis": "青石镇少年林川，在一场流星雨后拾到一枚会说话的星核，从此踏上横跨星海的征途。",
                 *         "cover_url": null,
                 *         "serial_status": "serial",
                 *         "review_status": "approved",
                 *         "reject_reason": null,
                 *         "sign_status": "signed",
                 *         "allow_vip": true,
                 *         "word_count": 8123456,
                 *         "chapter_count": 3000,
                 *         "last_chapter_title": "第3000章 星海长歌",
                 *         "last_published_at": "2026-11-21T20:00:00+08:00",
                 *         "create_time": "2023-11-20T20:00:00+08:00",
                 *         "update_time": "2026-11-21T20:00:00+08:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BookEnvelope"];
            };
        };
        /** @description The application. */
        SignApplication: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "s1a2b3c4d5e6f7g8",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "contract_type": "exclusive",
                 *         "planned_total_words": 2000000,
                 *         "updates_per_week": 7,
                 *         "outline": "少年林川离开青石镇，踏上星海之路……",
                 *         "contact": {
                 *           "phone": "13800000001",
                 *           "email": "author@example.com",
                 *           "qq": "123456789"
                 *         },
                 *         "status": "submitted",
                 *         "reviewer_comment": null,
                 *         "submit_time": "2026-11-22T10:00:00+08:00",
                 *         "create_time": "2026-11-22T10:00:00+08:00",
                 *         "update_time": "2026-11-22T10:00:00+08:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SignApplicationEnvelope"];
            };
        };
        /** @description The volume. */
        Volume: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "v1a2b3c4d5e6f7g8",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "title": "第一卷 初入星海",
                 *         "sort": 1024,
                 *         "chapter_count": 300,
                 *         "word_count": 812345,
                 *         "create_time": "2023-11-20T20:00:00+08:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VolumeEnvelope"];
            };
        };
        /** @description The book's volumes in order. */
        VolumeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "list": [
                 *           {
                 *             "id": "v1a2b3c4d5e6f7g8",
                 *             "book_id": "b1a2b3c4d5e6f7g8",
                 *             "title": "第一卷 初入星海",
                 *             "sort": 1024,
                 *             "chapter_count": 300,
                 *             "word_count": 812345,
                 *             "create_time": "2023-11-20T20:00:00+08:00"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["VolumeListEnvelope"];
            };
        };
        /** @description The chapter. */
        Chapter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "c1a2b3c4d5e6f7g8",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "volume_id": "v1a2b3c4d5e6f7g8",
                 *         "chapter_no": 1,
                 *         "position": 1024,
                 *         "title": "第1章 少年出山",
                 *         "word_count": 12,
                 *         "status": "draft",
                 *         "publish_at": null,
                 *         "published_at": null,
                 *         "is_vip": false,
                 *         "version": 1,
                 *         "update_time": "2023-11-20T20:00:00+08:00",
                 *         "content": "青石镇的清晨总是从一声鸡鸣开始。\n林川推开木门，望向天边。",
                 *         "author_note": "",
                 *         "create_time": "2023-11-20T20:00:00+08:00",
                 *         "prev_chapter_id": null,
                 *         "next_chapter_id": "c2a2b3c4d5e6f7g8"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChapterEnvelope"];
            };
        };
        /** @description The chapters as they are now. */
        ChapterList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "list": [
                 *           {
                 *             "id": "c1a2b3c4d5e6f7g8",
                 *             "book_id": "b1a2b3c4d5e6f7g8",
                 *             "volume_id": "v1a2b3c4d5e6f7g8",
                 *             "chapter_no": 1,
                 *             "position": 1024,
                 *             "title": "第1章 少年出山",
                 *             "word_count": 2856,
                 *             "status": "published",
                 *             "publish_at": null,
                 *             "published_at": "2023-11-20T20:00:00+08:00",
                 *             "is_vip": false,
                 *             "version": 3,
                 *             "update_time": "2023-11-20T20:00:00+08:00"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChapterListEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Page number, from 1. */
        Page: number;
        PageSize: number;
        BookIdQuery: components["schemas"]["Id"];
        /** @description One book; all of the author's books when absent. */
        OptionalBookId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Id = components['schemas']['Id'];
export type Phone = components['schemas']['Phone'];
export type SmsCode = components['schemas']['SmsCode'];
export type Password = components['schemas']['Password'];
export type DateTime = components['schemas']['DateTime'];
export type Month = components['schemas']['Month'];
export type Cents = components['schemas']['Cents'];
export type BookKind = components['schemas']['BookKind'];
export type Audience = components['schemas']['Audience'];
export type SerialStatus = components['schemas']['SerialStatus'];
export type ReviewStatus = components['schemas']['ReviewStatus'];
export type SignStatus = components['schemas']['SignStatus'];
export type ChapterStatus = components['schemas']['ChapterStatus'];
export type MessageType = components['schemas']['MessageType'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type ValidationErrors = components['schemas']['ValidationErrors'];
export type RetryAfter = components['schemas']['RetryAfter'];
export type VersionConflict = components['schemas']['VersionConflict'];
export type CodeFailure = components['schemas']['CodeFailure'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export type SendCodeRequest = components['schemas']['SendCodeRequest'];
export type SendVerifyCodeRequest = components['schemas']['SendVerifyCodeRequest'];
export type CodeSent = components['schemas']['CodeSent'];
export type CodeSentEnvelope = components['schemas']['CodeSentEnvelope'];
export type SmsLoginRequest = components['schemas']['SmsLoginRequest'];
export type PasswordLoginRequest = components['schemas']['PasswordLoginRequest'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
export type SetPasswordRequest = components['schemas']['SetPasswordRequest'];
export type ConfirmRegisterRequest = components['schemas']['ConfirmRegisterRequest'];
export type LoginResult = components['schemas']['LoginResult'];
export type LoginEnvelope = components['schemas']['LoginEnvelope'];
export type PenName = components['schemas']['PenName'];
export type User = components['schemas']['User'];
export type UserEnvelope = components['schemas']['UserEnvelope'];
export type UpdateUserRequest = components['schemas']['UpdateUserRequest'];
export type SensitiveInfoRequest = components['schemas']['SensitiveInfoRequest'];
export type SensitiveInfo = components['schemas']['SensitiveInfo'];
export type SensitiveInfoEnvelope = components['schemas']['SensitiveInfoEnvelope'];
export type CertifyRequest = components['schemas']['CertifyRequest'];
export type FileUpload = components['schemas']['FileUpload'];
export type AvatarEnvelope = components['schemas']['AvatarEnvelope'];
export type MenuItem = components['schemas']['MenuItem'];
export type MenuEnvelope = components['schemas']['MenuEnvelope'];
export type Category = components['schemas']['Category'];
export type CategoryTreeEnvelope = components['schemas']['CategoryTreeEnvelope'];
export type MessageItem = components['schemas']['MessageItem'];
export type MessageStatistics = components['schemas']['MessageStatistics'];
export type DashboardEnvelope = components['schemas']['DashboardEnvelope'];
export type Dashboard = components['schemas']['Dashboard'];
export type MessageStatisticsEnvelope = components['schemas']['MessageStatisticsEnvelope'];
export type MessagePageEnvelope = components['schemas']['MessagePageEnvelope'];
export type ReadMessagesRequest = components['schemas']['ReadMessagesRequest'];
export type ReadMessagesEnvelope = components['schemas']['ReadMessagesEnvelope'];
export type BookTitle = components['schemas']['BookTitle'];
export type Tags = components['schemas']['Tags'];
export type Protagonists = components['schemas']['Protagonists'];
export type Synopsis = components['schemas']['Synopsis'];
export type CoverUrl = components['schemas']['CoverUrl'];
export type Book = components['schemas']['Book'];
export type BookEnvelope = components['schemas']['BookEnvelope'];
export type BookPageEnvelope = components['schemas']['BookPageEnvelope'];
export type CreateBookRequest = components['schemas']['CreateBookRequest'];
export type UpdateBookRequest = components['schemas']['UpdateBookRequest'];
export type BookIdRequest = components['schemas']['BookIdRequest'];
export type CoverEnvelope = components['schemas']['CoverEnvelope'];
export type SignContact = components['schemas']['SignContact'];
export type SignApplication = components['schemas']['SignApplication'];
export type SignApplicationEnvelope = components['schemas']['SignApplicationEnvelope'];
export type SignInfo = components['schemas']['SignInfo'];
export type SignInfoEnvelope = components['schemas']['SignInfoEnvelope'];
export type SignApplyRequest = components['schemas']['SignApplyRequest'];
export type VolumeTitle = components['schemas']['VolumeTitle'];
export type Volume = components['schemas']['Volume'];
export type VolumeEnvelope = components['schemas']['VolumeEnvelope'];
export type VolumeListEnvelope = components['schemas']['VolumeListEnvelope'];
export type CreateVolumeRequest = components['schemas']['CreateVolumeRequest'];
export type UpdateVolumeRequest = components['schemas']['UpdateVolumeRequest'];
export type MoveVolumeRequest = components['schemas']['MoveVolumeRequest'];
export type VolumeIdRequest = components['schemas']['VolumeIdRequest'];
export type ChapterTitle = components['schemas']['ChapterTitle'];
export type ChapterContent = components['schemas']['ChapterContent'];
export type AuthorNote = components['schemas']['AuthorNote'];
export type ChapterSummary = components['schemas']['ChapterSummary'];
export type Chapter = components['schemas']['Chapter'];
export type ChapterEnvelope = components['schemas']['ChapterEnvelope'];
export type ChapterListEnvelope = components['schemas']['ChapterListEnvelope'];
export type ChapterStatusCounts = components['schemas']['ChapterStatusCounts'];
export type ChapterPageEnvelope = components['schemas']['ChapterPageEnvelope'];
export type CreateChapterRequest = components['schemas']['CreateChapterRequest'];
export type UpdateChapterRequest = components['schemas']['UpdateChapterRequest'];
export type ChapterIds = components['schemas']['ChapterIds'];
export type ChapterIdsRequest = components['schemas']['ChapterIdsRequest'];
export type PublishChaptersRequest = components['schemas']['PublishChaptersRequest'];
export type MoveChaptersRequest = components['schemas']['MoveChaptersRequest'];
export type ImportChaptersRequest = components['schemas']['ImportChaptersRequest'];
export type ImportFailure = components['schemas']['ImportFailure'];
export type ImportResultEnvelope = components['schemas']['ImportResultEnvelope'];
export type IncomeParts = components['schemas']['IncomeParts'];
export type IncomeMonth = components['schemas']['IncomeMonth'];
export type IncomeSummaryEnvelope = components['schemas']['IncomeSummaryEnvelope'];
export type IncomeDay = components['schemas']['IncomeDay'];
export type IncomeDailyEnvelope = components['schemas']['IncomeDailyEnvelope'];
export type BookDailyStats = components['schemas']['BookDailyStats'];
export type DataDailyEnvelope = components['schemas']['DataDailyEnvelope'];
export type ChapterReads = components['schemas']['ChapterReads'];
export type DataChapterPageEnvelope = components['schemas']['DataChapterPageEnvelope'];
export type OutboxEntry = components['schemas']['OutboxEntry'];
export type OutboxEnvelope = components['schemas']['OutboxEnvelope'];
export type ResponseTransportError = components['responses']['TransportError'];
export type ResponseServerFault = components['responses']['ServerFault'];
export type ResponseEmpty = components['responses']['Empty'];
export type ResponseCodeSent = components['responses']['CodeSent'];
export type ResponseLoginResult = components['responses']['LoginResult'];
export type ResponseUser = components['responses']['User'];
export type ResponseBook = components['responses']['Book'];
export type ResponseSignApplication = components['responses']['SignApplication'];
export type ResponseVolume = components['responses']['Volume'];
export type ResponseVolumeList = components['responses']['VolumeList'];
export type ResponseChapter = components['responses']['Chapter'];
export type ResponseChapterList = components['responses']['ChapterList'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterBookIdQuery = components['parameters']['BookIdQuery'];
export type ParameterOptionalBookId = components['parameters']['OptionalBookId'];
export type $defs = Record<string, never>;
export interface operations {
    ssoLogin: {
        parameters: {
            query: {
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginResult"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    sendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    loginBySms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    loginByPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    confirmRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmRegisterRequest"];
            };
        };
        responses: {
            200: components["responses"]["User"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    sendSetPasswordCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CodeSent"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginResult"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            200: components["responses"]["User"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    sendVerifyCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendVerifyCodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getSensitiveInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SensitiveInfoRequest"];
            };
        };
        responses: {
            /** @description Sensitive info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "phone": "13800000001",
                     *         "real_name": "林墨",
                     *         "id_card": "11010519491231002X",
                     *         "revealed": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SensitiveInfoEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    certify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertifyRequest"];
            };
        };
        responses: {
            200: components["responses"]["User"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The stored avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "avatar_url": "/uploads/avatar/k3j5h2g7d9s1a0qp.png"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AvatarEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getServerMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu tree in the template envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "status": "ok",
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "path": "/home",
                     *           "name": "Home",
                     *           "meta": {
                     *             "locale": "menu.home",
                     *             "requiresAuth": true,
                     *             "icon": "home",
                     *             "order": 0,
                     *             "roles": [
                     *               "*"
                     *             ]
                     *           },
                     *           "children": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MenuEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": [
                     *         {
                     *           "id": "male",
                     *           "name": "男频",
                     *           "parent_id": null,
                     *           "audience": "male",
                     *           "children": [
                     *             {
                     *               "id": "male-xuanhuan",
                     *               "name": "玄幻",
                     *               "parent_id": "male",
                     *               "audience": "male",
                     *               "children": [
                     *                 {
                     *                   "id": "male-xuanhuan-dongfang",
                     *                   "name": "东方玄幻",
                     *                   "parent_id": "male-xuanhuan",
                     *                   "audience": "male",
                     *                   "children": []
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryTreeEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getMessageStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unread counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "unread": 5,
                     *         "message": 3,
                     *         "notice": 1,
                     *         "todo": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessageStatisticsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getMessagePage: {
        parameters: {
            query?: {
                type?: components["schemas"]["MessageType"];
                /** @description 0 unread, 1 read; all when absent. */
                status?: 0 | 1;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "list": [
                     *           {
                     *             "id": "m1a2b3c4d5e6f7g8",
                     *             "type": "notice",
                     *             "title": "审核通过通知",
                     *             "subTitle": "《星海长歌》",
                     *             "avatar": "",
                     *             "content": "您的作品《星海长歌》已通过审核。",
                     *             "time": "2026-11-20T10:00:00+08:00",
                     *             "messageType": 1,
                     *             "status": 0
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessagePageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    readMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadMessagesRequest"];
            };
        };
        responses: {
            /** @description How many were marked and what is still unread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "updated": 2,
                     *         "unread": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadMessagesEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listBooks: {
        parameters: {
            query: {
                kind: components["schemas"]["BookKind"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of the title. */
                keyword?: string;
                serial_status?: components["schemas"]["SerialStatus"];
                review_status?: components["schemas"]["ReviewStatus"];
                sign_status?: components["schemas"]["SignStatus"];
                sort?: "update_desc" | "words_desc" | "create_desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of books. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "list": [
                     *           {
                     *             "id": "b1a2b3c4d5e6f7g8",
                     *             "kind": "long",
                     *             "title": "星海长歌",
                     *             "audience": "male",
                     *             "category_id": "male-kehuan-xingji",
                     *             "category_path": [
                     *               "男频",
                     *               "科幻",
                     *               "星际文明"
                     *             ],
                     *             "tags": [
                     *               "热血",
                     *               "星际",
                     *               "成长"
                     *             ],
                     *             "protagonists": [
                     *               "林川",
                     *               "苏瑶"
                     *             ],
                     *             "synopsis": "青石镇少年林川，在一场流星雨后拾到一枚会说话的星核，从此踏上横跨星海的征途。",
                     *             "cover_url": null,
                     *             "serial_status": "serial",
                     *             "review_status": "approved",
                     *             "reject_reason": null,
                     *             "sign_status": "signed",
                     *             "allow_vip": true,
                     *             "word_count": 8123456,
                     *             "chapter_count": 3000,
                     *             "last_chapter_title": "第3000章 星海长歌",
                     *             "last_published_at": "2026-11-21T20:00:00+08:00",
                     *             "create_time": "2023-11-20T20:00:00+08:00",
                     *             "update_time": "2026-11-21T20:00:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BookPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookRequest"];
            };
        };
        responses: {
            200: components["responses"]["Book"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getBook: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Book"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBookRequest"];
            };
        };
        responses: {
            200: components["responses"]["Book"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    uploadBookCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The stored cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "cover_url": "/uploads/cover/k3j5h2g7d9s1a0qp.jpg"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CoverEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    requestCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Book"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getSignInfo: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signing state of the book. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "book_id": "b1a2b3c4d5e6f7g8",
                     *         "eligible": true,
                     *         "ineligible_reason": null,
                     *         "application": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SignInfoEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    applySign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignApplyRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignApplication"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    withdrawSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignApplication"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listVolumes: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VolumeList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createVolume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVolumeRequest"];
            };
        };
        responses: {
            200: components["responses"]["Volume"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateVolume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVolumeRequest"];
            };
        };
        responses: {
            200: components["responses"]["Volume"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    moveVolume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveVolumeRequest"];
            };
        };
        responses: {
            200: components["responses"]["VolumeList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    deleteVolume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VolumeIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listChapters: {
        parameters: {
            query: {
                book_id: components["schemas"]["Id"];
                volume_id?: components["schemas"]["Id"];
                status?: components["schemas"]["ChapterStatus"];
                keyword?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chapters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "page_size": 50,
                     *         "counts": {
                     *           "draft": 0,
                     *           "scheduled": 0,
                     *           "published": 1,
                     *           "trashed": 0
                     *         },
                     *         "list": [
                     *           {
                     *             "id": "c1a2b3c4d5e6f7g8",
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "volume_id": "v1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "position": 1024,
                     *             "title": "第1章 少年出山",
                     *             "word_count": 2856,
                     *             "status": "published",
                     *             "publish_at": null,
                     *             "published_at": "2023-11-20T20:00:00+08:00",
                     *             "is_vip": false,
                     *             "version": 3,
                     *             "update_time": "2023-11-20T20:00:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getChapter: {
        parameters: {
            query: {
                chapter_id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createChapter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChapterRequest"];
            };
        };
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateChapter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateChapterRequest"];
            };
        };
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    publishChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishChaptersRequest"];
            };
        };
        responses: {
            200: components["responses"]["ChapterList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    unscheduleChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChapterIdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["ChapterList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    trashChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChapterIdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["ChapterList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    restoreChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChapterIdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["ChapterList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    moveChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveChaptersRequest"];
            };
        };
        responses: {
            200: components["responses"]["ChapterList"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    importChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportChaptersRequest"];
            };
        };
        responses: {
            /** @description What was created and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "created": [
                     *           {
                     *             "id": "c1a2b3c4d5e6f7g8",
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "volume_id": "v1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "position": 1024,
                     *             "title": "第1章 少年出山",
                     *             "word_count": 2856,
                     *             "status": "published",
                     *             "publish_at": null,
                     *             "published_at": "2023-11-20T20:00:00+08:00",
                     *             "is_vip": false,
                     *             "version": 3,
                     *             "update_time": "2023-11-20T20:00:00+08:00"
                     *           }
                     *         ],
                     *         "failed": [
                     *           {
                     *             "index": 1,
                     *             "title": "第2章",
                     *             "field": "content",
                     *             "reason": "validation.tooLong"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ImportResultEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getIncomeSummary: {
        parameters: {
            query?: {
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
                /** @description First month, YYYY-MM; default 11 months before `to`. */
                from?: components["schemas"]["Month"];
                /** @description Last month, YYYY-MM; default the current month. */
                to?: components["schemas"]["Month"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Months, newest first, and totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "list": [
                     *           {
                     *             "month": "2026-10",
                     *             "book_id": null,
                     *             "subscription": 812300,
                     *             "reward": 45600,
                     *             "ad_share": 23100,
                     *             "attendance_bonus": 50000,
                     *             "other": 0,
                     *             "pre_tax": 931000,
                     *             "tax": 170200,
                     *             "after_tax": 760800,
                     *             "settle_status": "settled"
                     *           }
                     *         ],
                     *         "totals": {
                     *           "subscription": 812300,
                     *           "reward": 45600,
                     *           "ad_share": 23100,
                     *           "attendance_bonus": 50000,
                     *           "other": 0,
                     *           "pre_tax": 931000,
                     *           "tax": 170200,
                     *           "after_tax": 760800
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IncomeSummaryEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getIncomeDaily: {
        parameters: {
            query: {
                month: components["schemas"]["Month"];
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "list": [
                     *           {
                     *             "date": "2026-10-01",
                     *             "subscription": 26100,
                     *             "reward": 1500,
                     *             "ad_share": 700,
                     *             "other": 0,
                     *             "total": 28300
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IncomeDailyEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getDataDaily: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                /** @description First day; default 29 days before `to`. */
                from?: string;
                /** @description Last day; default yesterday. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "list": [
                     *           {
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "date": "2026-11-21",
                     *             "views": 18230,
                     *             "readers": 6120,
                     *             "new_favorites": 210,
                     *             "favorites": 48211,
                     *             "subscriptions": 3302,
                     *             "subscription_income": 26100,
                     *             "rewards": 1500,
                     *             "words_added": 6400,
                     *             "chapters_published": 2,
                     *             "comments": 87
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DataDailyEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getDataChapters: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                sort?: "chapter_asc" | "reads_desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of per-chapter figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "list": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 少年出山",
                     *             "reads": 120345,
                     *             "subscriptions": 0,
                     *             "comments": 812,
                     *             "published_at": "2023-11-20T20:00:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DataChapterPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "book_count": 9,
                     *         "total_words": 8120345,
                     *         "words_this_month": 64210,
                     *         "chapters_this_week": 9,
                     *         "recent_books": [
                     *           {
                     *             "id": "b1a2b3c4d5e6f7g8",
                     *             "kind": "long",
                     *             "title": "星海长歌",
                     *             "audience": "male",
                     *             "category_id": "male-kehuan-xingji",
                     *             "category_path": [
                     *               "男频",
                     *               "科幻",
                     *               "星际文明"
                     *             ],
                     *             "tags": [
                     *               "热血",
                     *               "星际",
                     *               "成长"
                     *             ],
                     *             "protagonists": [
                     *               "林川",
                     *               "苏瑶"
                     *             ],
                     *             "synopsis": "青石镇少年林川，在一场流星雨后拾到一枚会说话的星核，从此踏上横跨星海的征途。",
                     *             "cover_url": null,
                     *             "serial_status": "serial",
                     *             "review_status": "approved",
                     *             "reject_reason": null,
                     *             "sign_status": "signed",
                     *             "allow_vip": true,
                     *             "word_count": 8123456,
                     *             "chapter_count": 3000,
                     *             "last_chapter_title": "第3000章 星海长歌",
                     *             "last_published_at": "2026-11-21T20:00:00+08:00",
                     *             "create_time": "2023-11-20T20:00:00+08:00",
                     *             "update_time": "2026-11-21T20:00:00+08:00"
                     *           }
                     *         ],
                     *         "signed": {
                     *           "month": "2026-11",
                     *           "income_this_month": 931000,
                     *           "readers_yesterday": 6120,
                     *           "readers_daily": [
                     *             {
                     *               "date": "2026-11-21",
                     *               "readers": 6120
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                phone?: components["schemas"]["Phone"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "body": {
                     *         "list": [
                     *           {
                     *             "phone": "13800000001",
                     *             "scene": "login",
                     *             "code": "482913",
                     *             "created_at": "2026-11-22T10:00:00+08:00",
                     *             "expires_at": "2026-11-22T10:05:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OutboxEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsAuthorMessagePageGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/message/page"]["get"]["parameters"]["query"]["status"]> = [0, 1];
export const pathsAuthorBookListGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/book/list"]["get"]["parameters"]["query"]["sort"]> = ["update_desc", "words_desc", "create_desc"];
export const pathsAuthorDataChaptersGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/data/chapters"]["get"]["parameters"]["query"]["sort"]> = ["chapter_asc", "reads_desc"];
export const bookKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BookKind"]> = ["long", "short"];
export const audienceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Audience"]> = ["male", "female"];
export const serialStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SerialStatus"]> = ["serial", "completion_pending", "completed", "hiatus"];
export const reviewStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewStatus"]> = ["draft", "pending", "approved", "rejected"];
export const signStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignStatus"]> = ["unsigned", "applying", "signed", "rejected"];
export const chapterStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterStatus"]> = ["draft", "scheduled", "published", "trashed"];
export const messageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageType"]> = ["message", "notice", "todo"];
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = [100002, 109017, 101001, 102001, 103001, 104001, 116001, 116002, 109016, 109112, 105001, 500001];
export const validationErrorsErrorsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ValidationErrors"]["errors"][string]> = ["validation.required", "validation.type", "validation.tooShort", "validation.tooLong", "validation.format", "validation.enum", "validation.range", "validation.tooMany", "validation.tooFew", "validation.unknownField", "validation.idCard", "validation.pastTime", "validation.fileType", "validation.fileSize", "validation.duplicate", "validation.invalid"];
export const sendCodeRequestSceneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendCodeRequest"]["scene"]> = ["login", "reset_pwd"];
export const sendVerifyCodeRequestSceneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendVerifyCodeRequest"]["scene"]> = ["sensitive", "verify"];
export const userRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["User"]["role"]> = ["", "is_sign"];
export const menuEnvelopeStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MenuEnvelope"]["status"]> = ["ok", "fail"];
export const messageItemStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageItem"]["status"]> = [0, 1];
export const updateBookRequestSerial_statusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateBookRequest"]["serial_status"]> = ["serial", "hiatus"];
export const signApplicationContract_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplication"]["contract_type"]> = ["exclusive", "non_exclusive"];
export const signApplicationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplication"]["status"]> = ["draft", "submitted", "approved", "rejected", "withdrawn"];
export const signApplyRequestContract_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplyRequest"]["contract_type"]> = ["exclusive", "non_exclusive"];
export const incomeMonthSettle_statusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeMonth"]["settle_status"]> = ["pending", "settled", "paid"];
