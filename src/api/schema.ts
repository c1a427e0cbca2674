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
        /**
         * Send an SMS code for login (registers on first use) or for a forgotten password.
         * @description A phone may ask again after 60 s and at most 10 times an hour (105001
         *     with `retry_after_s`). A `reset_pwd` code for a phone without an
         *     account answers exactly as for one, under the same limits, but no
         *     code is sent: the answer never tells whether an account exists.
         */
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
        /**
         * Log in with phone and password.
         * @description An unknown phone, a wrong password and an account that has no password
         *     yet (registered by SMS) all answer the same 103001, after the same
         *     work. Tries are throttled per phone (5 in a row) and per client
         *     address (20 in a row), then each further try waits twice as long as
         *     the one before (1 s, 2 s, 4 s … at most 15 minutes): 105001 with
         *     `retry_after_s`. The right password clears the phone's tries.
         */
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
        /**
         * Set a new password with an SMS code (forgotten password, logged out); revokes every token.
         * @description A phone without an account answers as one whose code is wrong or
         *     missing (116001 / 116002): the answer never tells whether an account
         *     exists.
         */
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
        /**
         * Edit the author's profile.
         * @description Fields left out stay as they are; an empty string clears an optional
         *     one. The pen name is locked once the author is signed (103001 when
         *     it would change). Field errors (101001) name the field with the
         *     message ids of src/lib/contract/profile.ts, the rule the form checks.
         *     `email`, `qq` and `home_phone` holding the mask character `*` (the
         *     masked values of getUserInfo sent back) answer 101001
         *     `validation.masked`: a masked value is never stored.
         */
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
        /**
         * Phone, contact phone, email, real name and ID number; masked unless a fresh verification code is given.
         * @description Without `code` every value is masked. With a code sent for the
         *     `sensitive` scene (send_verify_code) the values answer in clear, for
         *     this answer only: the code is used up, and the next call without one
         *     answers masked again.
         */
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
        /**
         * Apply for real-name certification; the platform reviews it (status `reviewing`).
         * @description Needs the author's separate consent to the processing of sensitive
         *     personal data (`consent: true`). The name is 2 to 20 Chinese or Latin
         *     characters (a middle dot allowed); the ID number a GB 11643 number with
         *     a correct check character and a real birth date (`validation.idCard`),
         *     of an author at least 18 years old (`validation.idCardUnderage`;
         *     younger authors sign through a guardian, with their editor): the rule
         *     of src/lib/contract/certification.ts, which the form checks too.
         *     Allowed while the status is `none` or `rejected`; 103001 while in
         *     review or once certified (locked). The ID number is stored encrypted
         *     and never written to the log; answers show it masked, and a masked
         *     name or number sent back answers 101001 `validation.masked`. The platform's
         *     decision arrives as a message.
         */
        post: operations["certify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/certify/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The author's real-name certification, masked. */
        get: operations["getCertification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/certify/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an application in review; the name and ID number are deleted. */
        post: operations["withdrawCertification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/phone/send_old_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changing the bound phone, step 1 - a code to the current phone. */
        post: operations["sendOldPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/phone/send_new_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 2 - with the current phone's code, a code to the new phone.
         * @description The current phone's code is checked (a try is counted) but not used
         *     up: changePhone needs it again. The new phone must differ from the
         *     current one (101001 `validation.samePhone` on `phone`) and must not be
         *     another author's bound phone: 104001.
         */
        post: operations["sendNewPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/phone/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 3 - bind the new phone with both codes; every session ends, this one too.
         * @description Both codes are used up. The new phone must not be another author's
         *     (104001). Every session of the author ends (the next call answers
         *     109017) and a security message is written.
         */
        post: operations["changePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/login_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The author's 20 most recent logins, newest first.
         * @description Device is the coarse browser and system read from the user agent; the
         *     place is `local` for loopback and private addresses, otherwise the
         *     address with its last part hidden (no location database is used).
         */
        get: operations["getLoginHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/user/logout_others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the author except this one. */
        post: operations["logoutOtherDevices"];
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
        /**
         * Upload a JPEG, PNG or WebP avatar of at most 1 MB (type checked by content).
         * @description The server re-encodes the image (at most 512 x 512 pixels, turned
         *     upright by its orientation tag) and stores it without its metadata
         *     (EXIF, GPS location, XMP, comments) or anything appended to it. Refused
         *     with 101001 on `file`: no readable image header `validation.fileType`,
         *     more than 40 million pixels by its header `validation.imagePixels`
         *     (never decoded), data that does not decode whole (cut short, corrupt)
         *     `validation.imageDamaged`.
         */
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
        /**
         * A page of messages, newest first.
         * @description Filters combine: type, read state, one of the author's books (messages
         *     whose target is that book or one of its chapters or applications), and
         *     a range of Beijing days (`date_from` to `date_to`, both included). A
         *     to-do's `todo.state` is worked out when answering from its target as it
         *     is now (the account certified, the book signed, the statement's hold
         *     released, the returned book resubmitted), never from the read flag.
         *     `date_from` after `date_to` is 101001 (`date_to: validation.range`);
         *     another author's book is 102001.
         */
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
        /**
         * Mark messages read, by ids or all in a filter.
         * @description By `ids` (every id must be one of the author's messages: any other is
         *     102001 and nothing is marked), or `all` true with the filter in view
         *     (`type`, `book_id`, `date_from`, `date_to`, as for the page). Answers
         *     how many were marked and the new unread counts, in all and per type.
         */
        post: operations["readMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The readers' inbox, newest first, a keyset page at a time.
         * @description Book reviews, chapter comments and paragraph comments on the author's
         *     books, and readers' replies under them, newest first (the author's own
         *     replies are not listed: they come with the comment they answer, in
         *     `author_replies`). Filters combine: kind, one of the author's books, a
         *     range of that book's chapter numbers (`chapter_from`, `chapter_to`,
         *     both included; they need `book_id`), unread, answered or not, and a
         *     keyword (part of the text, case-insensitive). Pages are keyset: pass
         *     the `next_cursor` of a page to get the next one; it is null on the last.
         *     A paragraph comment's `paragraph.state` says where its paragraph is now
         *     (`anchored` where it was, `moved` to `paragraph.index`, or `gone`: the
         *     comment is kept and listed). A range without `book_id`, `chapter_from`
         *     after `chapter_to`, or a cursor this server did not write is 101001;
         *     another author's book is 102001.
         */
        get: operations["listReaderComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/comment/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a comment as the author.
         * @description The reply is marked as the author's (`by_author`) and goes under the
         *     thread's first comment (a reply to a reader's reply goes under the
         *     same thread, quoting its reader's name). The comment replied to is
         *     then read and answered. Text is 1 to 2,000 characters; control
         *     characters other than line breaks and tabs answer 101001
         *     (`content: validation.text`). Another author's comment is 102001; a
         *     hidden comment, or a thread under a hidden comment, is 103001.
         */
        post: operations["replyToReaderComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/comment/act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin, like, hide or report a comment (or undo it).
         * @description `pin` keeps a thread's first comment at the top of its book or
         *     chapter for readers (a reply cannot be pinned: 103001); `hide` takes a
         *     comment and its thread out of readers' view (the author still sees it,
         *     and can no longer reply under it); `report` sends it to the platform's
         *     moderators. Each has its undo (`unpin`, `unlike`, `unhide`; a report
         *     cannot be withdrawn). Another author's comment is 102001.
         */
        post: operations["actOnReaderComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/comment/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark comments read, by ids or all (optionally of one book).
         * @description By `ids` (every id must be a comment on the author's books: any other
         *     is 102001 and nothing is marked), or `all` true, optionally limited to
         *     `book_id`. Neither is 101001. Answers how many were marked and how many
         *     are still unread.
         */
        post: operations["readReaderComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute (or unmute) a reader for one book.
         * @description A muted reader can no longer comment on the book; what they wrote
         *     stays, marked `reader.muted`. The reader must have commented on the
         *     book (else 102001, as for another author's book).
         */
        post: operations["muteReader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/reader/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which chapters and paragraphs of a book readers talk about most.
         * @description Readers' comments (not the author's replies) per chapter, most
         *     discussed first (then in reading order), with the paragraph comments
         *     and the unread among them; and the twenty paragraphs with the most
         *     comments. Chapters without comments are left out. Another author's
         *     book is 102001.
         */
        get: operations["getReaderCommentCounts"];
        put?: never;
        post?: never;
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
        /**
         * Upload a JPEG or PNG cover of at most 2 MB (type checked by content).
         * @description The server re-encodes the image (at most 900 x 1200 pixels, turned
         *     upright by its orientation tag) and stores it without its metadata
         *     (EXIF, GPS location, XMP, comments) or anything appended to it; the
         *     stored file is at most 2 MB (a PNG that would be larger is stored as
         *     JPEG). Refused with 101001 on `file`: no readable image header
         *     `validation.fileType`, more than 40 million pixels by its header
         *     `validation.imagePixels` (never decoded), data that does not decode
         *     whole (cut short, corrupt) `validation.imageDamaged`.
         */
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
    "/author/book/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a returned (rejected) book back to review after the changes the reviewer asked for.
         * @description For changes review looks at outside the book's own fields (chapters, the cover): editing the
         *     title, synopsis or category already sends a returned book back by itself. Clears
         *     `reject_reason` and `reject_fields`. A book that is not returned answers 103001.
         */
        post: operations["resubmitBook"];
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
         * A page of the book's chapters in reading order or newest first (without content), with counts per status.
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
        /**
         * Save a chapter; `version` must be the current one, else 104001 with the current chapter.
         * @description A draft's save is its text. A published or scheduled chapter's save goes to its pending
         *     revision (`revision` in the answer, `text_state: revision`): readers keep the published text,
         *     and a scheduled chapter goes out with its scheduled text, until the author applies the
         *     revision (applyChapterRevision) or drops it (discardChapterRevision). A save that makes the
         *     revision equal to the chapter's text drops it. Saves write an `edit` version at most once per
         *     10 minutes. Every save adds 1 to `version`. Text with NUL or an unpaired surrogate answers
         *     101001 (`validation.text`).
         */
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
         *     Each chapter that goes out now gets a `publish` version. Scheduling answers an `undo_id`
         *     (putting back each chapter's previous state and `publish_at`); publishing now cannot be undone.
         *     With `interval_minutes` the scheduled chapters get rising times in reading order (the last at
         *     most 365 days ahead); with `daily_times` (and `time_zone`) they go out at those clock times,
         *     one a time, day after day. An earlier chapter that is a draft, or scheduled for later, answers
         *     103002 naming it unless `out_of_order` is sent (see "Reading order").
         *     The chapters that would go out are checked against the rules in force (the `prepublish`
         *     tag): a `block` finding answers 103003, `warn` findings answer 103004 unless
         *     `warnings_acknowledged` is sent; the body lists each chapter's findings, nothing changes.
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
        /**
         * Move drafts and scheduled chapters to the trash (published ones answer 103001; trashed ones stay as they are).
         * @description Answers an `undo_id` that puts the chapters back as they were (undoChapterOperation).
         */
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
         * @description Positions are sparse ranks, so a move rewrites only the moved rows (and, rarely, rebalances one gap). Answers an `undo_id` that puts the chapters back in their volumes and places.
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
    "/author/chapter/revision/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the published (or scheduled) chapter with its pending revision.
         * @description The revision's title, text, author's note and VIP flag become the chapter's (what readers
         *     get now, or at `publish_at` for a scheduled chapter); the book's and volume's word counts
         *     follow. The text readers had is kept in history first when history does not hold it yet, and
         *     the new text is written as a version (`revision_applied`). `version` must be the chapter's
         *     current one (104001 with the current chapter otherwise, as on save); a chapter without a
         *     pending revision answers 103001.
         *     The revision's text is checked against the rules in force (the `prepublish` tag) as publishing
         *     checks a chapter: a `block` finding answers 103003, `warn` findings answer 103004 unless
         *     `warnings_acknowledged` is sent; the body lists the findings, nothing changes.
         */
        post: operations["applyChapterRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/revisions/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update many published (or scheduled) chapters with their pending revisions at once.
         * @description Every pending revision of the book (or of the `chapter_ids` given that have one) becomes
         *     its chapter's text, as `applyChapterRevision` does for one, in one transaction: the text
         *     readers had is kept in history first, the new text is written as a version
         *     (`revision_applied`), the word counts follow, and each chapter's `version` goes up by one.
         *     Chapters the author does not own (or of another book) answer 102001; nothing pending
         *     answers 103001. Each revision's text is checked against the rules in force (the
         *     `prepublish` tag) as publishing checks a chapter: a `block` finding in any answers 103003,
         *     `warn` findings answer 103004 unless `warnings_acknowledged` is sent; the body lists each
         *     chapter's findings, nothing changes.
         */
        post: operations["applyChapterRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/revisions/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop many pending revisions at once; readers keep the published texts.
         * @description As `discardChapterRevision` for every pending revision of the book (or of the
         *     `chapter_ids` given that have one), in one transaction: each revision's text is kept in
         *     history (`revision_discarded`) and each chapter's `version` goes up by one. 102001 and
         *     103001 as for `applyChapterRevisions`.
         */
        post: operations["discardChapterRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/revision/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop the pending revision; the published (or scheduled) text stays as it is.
         * @description Nothing is lost: the revision's text is kept in history (`revision_discarded`) unless
         *     history already holds it. `version` must be the current one (104001 otherwise); no pending
         *     revision answers 103001.
         */
        post: operations["discardChapterRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chapter's history, newest first (time, words, change, reason), paged.
         * @description Each entry's `word_delta` is its words minus those of the next older version (its own
         *     words for the oldest). Texts are read one at a time with `getChapterVersion`. See "Versions"
         *     in the API description for when versions are written and how long they are kept.
         */
        get: operations["listChapterVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version with its whole text. */
        get: operations["getChapterVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/version/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an old version the chapter's text again, as a new version (history is never rewritten).
         * @description The current text is kept in history first when history does not hold it yet; the restored
         *     text is written as a new version (`restore`). A draft takes the text at once; a published or
         *     scheduled chapter takes it as its pending revision, which the author then applies. `version`
         *     is the chapter's current one (104001 otherwise); a trashed chapter answers 103001; a version
         *     of another chapter answers 102001.
         */
        post: operations["restoreChapterVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a bulk trash, move or schedule, a schedule plan, or a replace across the book.
         * @description Puts every chapter of the operation back exactly as it was (status, volume, position,
         *     `publish_at`; for a replace, the text and whether a revision was pending). An operation can
         *     be undone once, within 24 hours (103001 after that or when already undone). When a chapter
         *     changed after the operation, nothing is undone and 104001 answers `conflicts`, one entry per
         *     chapter; with `skip_changed` true those chapters are left as they are and the others undone.
         */
        post: operations["undoChapterOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find text across a book (or in one chapter), listed by chapter with context and counts.
         * @description Searches each chapter's title and the text the author edits (a pending revision when there
         *     is one; trashed chapters are left out), in reading order. `mode` `plain` finds the text as
         *     typed; `regex` takes an RE2 regular expression (no look-around or back-references; matched in
         *     linear time) that must not match empty text. `whole_word` keeps matches whose Latin letters
         *     or digits at either edge do not continue into a letter or digit (a CJK edge is always a word
         *     edge: Chinese has no spaces). Offsets are UTF-16 code units (JavaScript string indices) into
         *     the field. Chapters are paged by `page` / `page_size` among those with matches; each lists up
         *     to `max_matches` of its matches (`match_count` counts them all). When the
         *     search needs more than 5 s of matching or finds more than 200,000 matches it stops and
         *     answers `complete: false` with what it found. While the author writes nothing, later pages
         *     (and the same search with another `page`, `page_size`, `context` or `max_matches`) are cut
         *     from the first page's scan for a while, so their counts and `complete` agree with it; any
         *     write shows on the next page. An invalid or empty-matching pattern answers 101001 on `query`.
         */
        get: operations["searchChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the matches of a search in the chosen chapters (a batch of up to 100), with an undo.
         * @description The search fields are those of `searchChapters`; matches are found again in each chapter, so
         *     each chapter carries the `version` it was searched at (a chapter saved since is skipped as
         *     `changed`) and optionally the match `index`es to leave alone. In `regex` mode the
         *     replacement may name groups: `$1`..`$99`, `$<name>`, `$&` (the match), `$$` (a dollar).
         *     A draft's text changes at once; a published or scheduled chapter gets the change as its
         *     pending revision (readers never see an unreviewed replace; the author applies it, or undoes
         *     it). Each changed chapter keeps its previous text in history and gets a `replace` version.
         *     The answer's `undo_id` undoes the batch with `undoChapterOperation`; send it with the next
         *     batch and that batch joins the same undo, so one undo reverts the whole replace. Every
         *     chapter must be the author's and of `book_id` (102001 otherwise, nothing changed).
         */
        post: operations["replaceInChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/prepublish/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rule set in force, with its version.
         * @description The highest version loaded (`npm run editor -- rules import FILE` adds one); a fresh
         *     database starts with the demo's sample as version 1. With `book_id`, `names` lists the names
         *     the book uses (its protagonists, and its story bible's names and aliases), which the
         *     hygiene compares words against; another author's book answers 102001.
         */
        get: operations["getPrepublishRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/prepublish/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a text against the rules in force and the text hygiene.
         * @description With `book_id`, words one character off (or sounding like) a name the book uses are found
         *     too: its protagonists, and its story bible's names and aliases; another author's book
         *     answers 102001.
         */
        post: operations["checkPrepublishText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/prepublish/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the platform a warning was wrong here (a false positive), so its rule can be mended.
         * @description The words the rule found (`excerpt`, as the finding gave them) and the rule, with the
         *     version that found them and, optionally, the chapter and a note. Reporting the same rule
         *     and words again changes nothing (it answers as the first time did). Only `warn` findings
         *     of the rules are reported: a `block` or a hygiene rule answers 101001 on `rule_id`, and so
         *     does a rule the version does not hold. An author may report 100 a day (105001 with
         *     `retry_after_s` after that). The platform reads them with `npm run editor -- rules reports`.
         */
        post: operations["reportPrepublishFinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/prepublish/chapter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a saved chapter's text (its pending revision when it has one).
         * @description Offsets are into the chapter's `content` as getChapter answers it (the revision's when the
         *     chapter has one); names are its book's, as checkPrepublishText's with `book_id`. Another
         *     author's chapter answers 102001.
         */
        get: operations["checkPrepublishChapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chapter's review after publishing, as a timeline.
         * @description Every step the platform's review took, oldest first: `submitted` (the chapter went out),
         *     `machine_passed` or `machine_failed` (the rules in force found nothing, or found warnings
         *     the author acknowledged: the chapter then waits for a person), `in_review`, `live`,
         *     `blocked` (a reason and the spans it points at, offsets into the text readers had at the
         *     block), `appeal_submitted` (with the diff the appeal carried), `appeal_approved` and
         *     `appeal_rejected` (with the reason). `state` is the current one, null before the chapter
         *     was first published. While the chapter is blocked, `appeal_draft` holds the text at the
         *     block and the chapter's saved working text (its pending revision when it has one): what
         *     an appeal would send. Another author's chapter answers 102001.
         */
        get: operations["getChapterReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/review/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a blocked chapter with what changed since the block.
         * @description The appeal carries the diff, paragraph by paragraph, from the text readers had at the
         *     block to the chapter's saved working text (its pending revision when it has one); the
         *     server computes it, so it is exactly what changed. The chapter then waits for the
         *     platform's decision (`appealed`); an approval applies the pending revision and puts the
         *     chapter live, a rejection blocks it again with a reason. 103001 when the chapter is not
         *     blocked (never published, live, in review, or an appeal already waits), or when its
         *     text is the same as at the block or as the appeal last rejected (nothing changed).
         *     Another author's chapter answers 102001.
         */
        post: operations["appealChapterReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/stockpile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The book's stockpile (存稿) of finished drafts and scheduled chapters, and how many days it covers.
         * @description A draft is finished from `min_chapter_words` words. The cadence is the words and chapters
         *     published per day over the last 14 Beijing days (up to yesterday); with nothing published
         *     then, it is the book's `daily_threshold` (`source: threshold`). `days_covered` is the words of
         *     finished drafts and scheduled chapters divided by the cadence's words per day, rounded down.
         */
        get: operations["getStockpile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/schedule_plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a stockpile in one action (N chapters a day at Beijing times), with a preview.
         * @description Drafts (`chapter_ids`, or else the first `count` finished drafts; in reading order either
         *     way) get one slot each: `start_date` at each of `times` (Beijing time, ascending), then the
         *     next day, and so on. Slots less than a minute ahead are passed over, and so are slots another
         *     scheduled chapter of the book already holds (listed in `conflicts` as `slot_taken`).
         *     Scheduled chapters outside the plan that would go out in another order than reading order
         *     are listed as `out_of_order`. `mode: preview` changes nothing; `mode: apply` schedules
         *     exactly what the preview shows and answers an `undo_id`. A slot beyond 365 days answers
         *     101001 (`validation.range` on `start_date`); a chapter that is not a draft answers 103001.
         *     A planned chapter never gets a slot before an earlier chapter's scheduled time: its slots
         *     start after the latest of them. Drafts outside the plan that come before a planned chapter
         *     are listed as `earlier_draft`, and `mode: apply` then answers 103002 naming them unless
         *     `out_of_order` is sent (see "Reading order"). `mode: apply` checks the planned chapters
         *     against the rules in force (the `prepublish` tag) as publishChapters does: a `block` finding
         *     answers 103003, `warn` findings answer 103004 unless `warnings_acknowledged` is sent; the
         *     body lists each chapter's findings, nothing changes. A preview is not checked.
         */
        post: operations["planSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/chapter/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A month of the book on the Beijing calendar - words published and scheduled per day against the daily threshold.
         * @description Each day's `status`: `met` (published at least `daily_threshold` words), `missed` (a past day
         *     that did not), `covered` (today or later, published plus scheduled reach the threshold),
         *     `gap` (today or later, they do not: a gap before it happens), `leave` (one of the month's
         *     honoured leave days, which income's attendance calls a leave too: it neither counts nor
         *     fails), `inactive` (before the book existed). The same rule classifies the days of
         *     income's attendance (src/lib/attendance-day.ts), and so does the month's verdict
         *     (`attendance.status`): income's, which is what pays. The rule allows `allowed_misses`
         *     missed days a month (the platform's is 0: every day is met or a leave); a gap is `at_risk`
         *     when missing it would go beyond them (counting the month's missed days and the gaps before
         *     it). Days before the book existed show as `inactive` but count toward `missed_days` as
         *     income counts them, days without an update. `attendance.eligible` is income's
         *     eligibility: a signed VIP long novel in serial.
         */
        get: operations["getChapterCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/income/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The income screen's frame, KPI figures and policy (signed authors only).
         * @description What the income screen shows before any table: the books that have or
         *     may earn income (the book selector), the first month with a
         *     statement (for the 'all' range preset), and four KPI figures, each
         *     against the previous equal period:
         *
         *     - `this_month`: pre-tax income that accrued by day from the 1st
         *       through yesterday (an estimate: bonuses and adjustments come with
         *       the statement), against the same days of last month (all of it
         *       when last month is shorter);
         *     - `last_month`: last month's after-tax income with its settlement
         *       state, against the month before;
         *     - `this_year`: after-tax income of this year's statements through
         *       this month (this month estimated so far), against last year through
         *       the same day (that month cut to the same days and taxed as its own
         *       month);
         *     - `all_time`: after-tax income of every statement; it has no earlier
         *       period of equal length, so `previous`, `change` and `trend` are null.
         *
         *     A previous period is compared only when the history covers it
         *     entirely; otherwise its figures are null, never a misleading 0.
         *     `trend` is the sign of `change`: screens take arrow and colour from it.
         */
        get: operations["getIncomeOverview"];
        put?: never;
        post?: never;
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
        /**
         * Monthly statements with tax lines, settlement and a totals row (signed authors only).
         * @description One statement per month of the range in which the book (or any book)
         *     has income or entries, newest first, and `totals`, the sum of exactly
         *     these rows: screen, CSV and totals come from this one answer.
         *
         *     Components: `subscription`, `reward` (reader gifts) and `ad_share`
         *     accrue by day (see getIncomeDaily); `attendance_bonus`,
         *     `guarantee_top_up`, `completion_reward` and `adjustment` (negative
         *     when money is taken back; each listed with its reason in
         *     `adjustments`) are decided when the month closes. `pre_tax` is their
         *     sum, `after_tax` = `pre_tax` - `tax`.
         *
         *     Tax is withheld per author, month and income class (`tax_lines`,
         *     rules in server/services/income/tax.ts): a class's income up to 4,000
         *     yuan is reduced by 800 yuan, above it by 20% (`deduction`); author's
         *     remuneration (稿酬) is then reduced by 30% (`reduction`) and taxed at
         *     20%; royalties (特许权使用费) at 20%; labour remuneration (劳务报酬) at
         *     20% up to a base of 20,000, 30% minus 2,000 up to 50,000, 40% minus
         *     7,000 above (`quick_deduction`). Example: a 1,500 yuan attendance
         *     bonus withholds (1,500 - 800) x 20% = 140 as labour remuneration; the
         *     same as author's remuneration would withhold 700 x 70% x 20% = 98.
         *     Which component is which class: `policy.component_classes` of
         *     getIncomeOverview. For one book, `tax` is the book's share of each
         *     class's tax in proportion to its income of that class (`share` on
         *     each line); shares of all books add up to the author's tax exactly.
         *
         *     Settlement is the author's (one payment covers every book): the
         *     statement is issued on the 10th of the next month (until then
         *     `state` is `estimated` and `estimated_until` that date) and paid on
         *     the 25th (moved to Monday from a weekend). Below the payout minimum
         *     of 100 yuan (after tax, with what was carried in) the month is
         *     `carried_forward` to `carried_to`, and is paid with that statement.
         *     A `held` month names its `hold.reason` and `hold.fix`; once released
         *     it is paid on the first pay day after the next statement date.
         */
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
        /**
         * Daily income rows of one month, with totals (signed authors only).
         * @description One row per day with income up to yesterday, oldest first, and
         *     `totals` summed from these rows. `purchases` counts chapter
         *     purchases; `paying_readers` counts distinct paying readers per book
         *     and day, summed over books for all books. Distinct readers of
         *     different days do not add up, so `totals` has no paying readers. A
         *     day is an estimate until its month's statement date
         *     (`estimated_until`, null once final).
         */
        get: operations["getIncomeDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/income/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendance (全勤) of a month per book, day by day (signed authors only).
         * @description For each signed book (or the one asked for): whether it is eligible
         *     (a signed VIP long novel in serial), the verdict with its reason, and
         *     a calendar of the month. A day counts when the chapters published
         *     that day (Beijing time) add up to `rules.daily_words` words; a leave
         *     day (at most `rules.leaves_per_month`, asked ahead) neither counts
         *     nor fails; the first day that does neither fails the month and is
         *     named in `failed_on`, with its chapters and their words (and the
         *     `shortfall` to the threshold). Today is `in_progress` until it
         *     reaches the threshold; scheduled chapters are listed but count only
         *     once out. The bonus (`rules.bonus`) comes with the month's statement.
         */
        get: operations["getIncomeAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/data/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The books with reader data, for the book selector (signed authors only).
         * @description The author's books that are signed or have figures, long before short,
         *     then the books still being written before the completed ones (the
         *     screen opens on the first with figures), the latest published first,
         *     with the first and last Beijing day of their figures (`data_from` for
         *     the 'all time' preset, `data_until` for the freshness stamp).
         */
        get: operations["getDataBooks"];
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
        /**
         * A book's reader figures by day (up to 366 days) or by month, with KPI figures (signed authors only).
         * @description Rows oldest first: by `day`, one per day with figures; by `month`,
         *     one per calendar month of the range (`days` says how many days it
         *     holds: the first and last month may be partial), with `readers` the
         *     average of its days and `favorites_total` the total at its last day.
         *     Without `from`, `by=month` starts at the book's first day of figures
         *     (all time); `by=day` at 29 days before `to`.
         *
         *     `kpis` cover the whole range against the previous equal period (the
         *     same number of days just before `from`): `readers` is the average of
         *     daily distinct readers (distinct readers of different days do not
         *     add up), `views`, `favorites_net` (added - removed), `subscriptions`
         *     and `comments` are sums. The previous period is compared only when
         *     the book's figures cover all of it; otherwise `previous_from` and
         *     each `previous` are null. `trend` is the sign of `change`.
         */
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
        /**
         * Per-chapter figures of a book's published chapters, sorted and paged on the server (signed authors only).
         * @description Lifetime figures of each published chapter: `views`, `unique_readers`
         *     (distinct readers who ever opened it), `finished_readers` (reached its
         *     end), `completion_rate` = finished / unique readers, `next_chapter_rate`
         *     = unique readers of the next chapter in reading order / readers who
         *     finished this one (null for the latest chapter or when nobody
         *     finished), `subscriptions` (purchases), `first_day_subscriptions`
         *     (within 24 hours of publication), `comments` (chapter and paragraph
         *     comments). Rates are shares to 4 decimals (0.8123 = 81.23%).
         *
         *     Sorted by any column in either order, rows without a value last,
         *     chapter number breaking ties. Paged because pages stay small whatever
         *     the book's size: a 5,000-chapter table is about 1.6 MB of JSON in one
         *     piece (270 KB gzipped), a page of 100 about 32 KB (`npm run bench:data`).
         *
         *     `vip` (VIP books only, else null) summarises the VIP chapters:
         *     first-order (首订) = first-day subscriptions of the first VIP chapter;
         *     average (均订) = mean subscriptions per VIP chapter, rounded;
         *     highest (高订) = the most subscriptions of one VIP chapter.
         */
        get: operations["getDataChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/data/readthrough": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The read-through curve of a book and its five largest drops (signed authors only).
         * @description Unique readers of every published chapter in reading order, as two
         *     parallel arrays (`chapter_nos[i]` has `readers[i]`): 5,000 chapters
         *     stay about 60 KB. `drops` are the five largest falls from one chapter
         *     to the next (unique readers of chapter n-1 minus those of chapter n),
         *     largest first, each with its chapter to link to.
         */
        get: operations["getDataReadthrough"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/export/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start exporting a book (or part of it) as plain text, EPUB 3 or Word.
         * @description Creates an export job and answers it at once (state `queued` or `running`); the file is
         *     written on the server chapter by chapter, never held whole in memory. Poll
         *     getExport for `done` of `total` chapters; when the state is `done`, downloadExport
         *     serves the file, and the author gets a message in the message box (a notice). Files
         *     are kept for 24 hours after they are ready (`expires_at`), then removed. Any author
         *     may export their own books (signed or not).
         *
         *     Scopes (trashed chapters are never exported; chapters in book order):
         *     - `whole`: every chapter; published and scheduled chapters with a pending revision
         *       are written with the revision (the author's latest words);
         *     - `volume`: the same for the chapters of `volume_id` (required, a volume of the book);
         *     - `published`: published chapters only, with the text readers have;
         *     - `drafts`: draft chapters only.
         *
         *     Formats:
         *     - `txt`: the chapters' headings and text, separated by blank lines (CRLF), in
         *       `encoding` (`utf-8` with a byte-order mark, or `gb18030`). Nothing else is written,
         *       so the file imports back through importChapters's screen into the same chapters; a
         *       title the import would not take for a heading (`第N章`, `Chapter N`) is written as
         *       `第<chapter_no>章 <title>`.
         *     - `epub`: EPUB 3 (a ZIP whose first entry is the uncompressed `mimetype`): the cover
         *       when the book has one, a title page with the pen name and the synopsis, one XHTML
         *       document per chapter listed in the package document, and the volumes and chapters
         *       as the table of contents (nav document and NCX).
         *     - `docx`: Word (Office Open XML): the title, pen name and synopsis, then each volume
         *       and chapter as headings (Heading 1 and 2), so Word's navigation pane shows them.
         *
         *     Refusals: unknown `scope`, `format` or `encoding`, `encoding` other than `utf-8` for
         *     EPUB and Word, a `volume` scope without `volume_id` (or `volume_id` with another scope):
         *     101001 naming the field; a book or volume that is not the author's: 102001; no chapter
         *     in the scope (`export.empty`), or three exports of the author already under way
         *     (`export.busy`): 103001.
         */
        post: operations["createBookExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/export/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start exporting all of the author's data as one ZIP.
         * @description A job like createBookExport's, whose ZIP holds `profile.json` (the account as
         *     getUserInfo shows it, unmasked fields excepted), one folder per book with `book.json`
         *     (the book's fields and volumes) and the book as plain text (UTF-8, the `whole` scope's
         *     format), and `income-statements.csv` (every monthly statement, with the income
         *     screen's CSV rules: UTF-8 with a byte-order mark, amounts in yuan) for signed authors.
         *     Three exports under way already: 103001 (`export.busy`).
         */
        post: operations["createAccountExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/export/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One export job of the author, with its progress.
         * @description Another author's job, and a job whose file was removed after `expires_at`, answer
         *     102001. A job whose server stopped before it finished is `failed` (within ten minutes).
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/export/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The author's export jobs still kept (newest first), optionally of one book. */
        get: operations["listExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/export/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The finished file of an export job.
         * @description Answers the file itself (HTTP 200, the format's content type, `Content-Length`, and
         *     `Content-Disposition: attachment` with an ASCII `filename` and the real name, Chinese
         *     included, as RFC 5987 `filename*`), streamed from storage. Refusals are envelopes:
         *     another author's job or a removed file 102001, a job not `done` (yet) 103001.
         */
        get: operations["downloadExport"];
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
    "/author/bible/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The book's bible entities by kind and name, with where they appear, and the book's bible settings.
         * @description `q` keeps entities whose name, an alias or a tag contains it (case-insensitive). Chapter
         *     numbers and counts leave trashed chapters out. A main character (`is_main`) not named in the
         *     last `unseen_chapters` chapters of the book (or never named in a book that long) is `unseen`;
         *     `unseen_for` is how many chapters have passed since it was last named.
         */
        get: operations["listBibleEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entity's page — its card, progressions, state as of a chapter, first and last appearance and a count per volume.
         * @description `state` is the progressions from a chapter up to `as_of_chapter_no` (all of them when it is
         *     absent), oldest first, so the last fact of a field is the one that holds. `volumes` lists every
         *     volume of the book in order with the chapters naming the entity and the names counted there
         *     (the heatmap); trashed chapters are left out.
         */
        get: operations["getBibleEntity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity/appearances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chapters naming an entity, in reading order, each with a line of context (keyset-paged).
         * @description Pages follow chapter numbers: the next page starts after `next_after_chapter_no` (null on the
         *     last page). `context` is the first line of the chapter that names the entity, cut to about 40
         *     characters on each side of the name. Trashed chapters are left out.
         */
        get: operations["listBibleAppearances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The book's story bible as one file - Markdown to read, or JSON to keep or move.
         * @description Every entity by kind and name (aliases, fields, notes, tags, main-character flag and its
         *     progressions in chapter order), the foreshadowing threads in planted order and the book's
         *     limits. `markdown` is for reading (headings and lists, in Chinese as the author writes);
         *     `json` holds the same as data (`content` is the JSON text). "Export my data" puts both
         *     into each book's folder.
         */
        get: operations["exportBible"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an entity to the book's bible; the book's mention index is rebuilt with its names.
         * @description A name or alias another entity of the book already has (or one given twice) answers 101001 `validation.duplicate`.
         */
        post: operations["createBibleEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an entity's card; a change of name or aliases rebuilds the book's mention index.
         * @description Fields left out stay as they are. Duplicate names answer 101001 `validation.duplicate`.
         */
        post: operations["updateBibleEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an entity with its progressions and mentions; the book's mention index is rebuilt. */
        post: operations["deleteBibleEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/entity/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one entity into another of the same book — its name and aliases become aliases, its progressions, fields, tags and mentions move over.
         * @description Merging an entity into itself or into another book's answers 101001 on `from_entity_id`.
         */
        post: operations["mergeBibleEntities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/progression/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fact that becomes true of an entity from a chapter on ("from chapter 812, 金丹期"). */
        post: operations["createBibleProgression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/progression/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a progression. */
        post: operations["deleteBibleProgression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The book's foreshadowing threads (伏笔) by planted chapter, open ones older than the book's limit flagged.
         * @description A thread is `open` until it has a `resolved_chapter_no`. An open thread is `overdue` when the
         *     book has gone `thread_overdue_chapters` chapters past where it was planted, or past its
         *     planned payoff.
         */
        get: operations["listBibleThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/thread/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Note a foreshadowing thread.
         * @description A payoff or resolution before the planted chapter answers 101001 on that field.
         */
        post: operations["createBibleThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/thread/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a thread; `resolved_chapter_no` resolves it, null reopens it.
         * @description Fields left out stay as they are. A payoff or resolution before the planted chapter answers 101001 on that field.
         */
        post: operations["updateBibleThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/thread/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a thread. */
        post: operations["deleteBibleThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/author/bible/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The book's limits — chapters a main character may go unseen, and an open thread may stay open. */
        post: operations["updateBibleSettings"];
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
        /**
         * SMS codes sent, newest first (local development only).
         * @description Answered only when the server runs with DEV_OUTBOX=1 outside
         *     production, and only to loopback clients whose Host header names
         *     this machine (`localhost`, `127.0.0.1` or `[::1]`, any port), so a
         *     page that rebinds its own DNS name to 127.0.0.1 cannot read the
         *     codes; otherwise it is absent (HTTP 404, as an unknown path).
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/certification/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The platform's decision on a certification in review (local development and tests only).
         * @description What `npm run editor -- approve-cert|reject-cert` does, for a running
         *     server whose embedded database the script cannot open. Present only
         *     under the same conditions as GET /dev/outbox (DEV_OUTBOX=1, not in
         *     production, loopback clients naming a loopback Host); otherwise
         *     HTTP 404. 102001 for an
         *     unknown phone, 103001 when nothing is in review.
         */
        post: operations["devDecideCertification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/chapter/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The platform's review decision on a chapter (local development and tests only).
         * @description What `npm run editor -- block-chapter|approve-chapter|review-chapter|decide-appeal` does,
         *     for a running server whose embedded database the script cannot open. Present only under
         *     the same conditions as GET /dev/outbox; otherwise HTTP 404. `block` needs a reason and
         *     at least one span (UTF-16 offsets into the chapter's published text; 101001 when one is
         *     out of it), and applies to a live or in-review chapter; `approve` to one in review or
         *     blocked; `review` to a live one; `appeal_approve` and `appeal_reject` (with a reason) to
         *     one whose appeal waits. 102001 for an unknown chapter, 103001 for any other state.
         */
        post: operations["devDecideChapterReview"];
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
        /** @enum {string} */
        ExportScope: "whole" | "volume" | "published" | "drafts";
        /**
         * @description What a job writes; `zip` is the account export's.
         * @enum {string}
         */
        ExportFormat: "txt" | "epub" | "docx" | "zip";
        /** @enum {string} */
        ExportEncoding: "utf-8" | "gb18030";
        /** @enum {string} */
        ExportState: "queued" | "running" | "done" | "failed";
        /** @enum {string} */
        ExportKind: "book" | "account";
        BookExportRequest: {
            book_id: components["schemas"]["Id"];
            scope: components["schemas"]["ExportScope"];
            volume_id?: components["schemas"]["Id"];
            /** @enum {string} */
            format: "txt" | "epub" | "docx";
            encoding?: components["schemas"]["ExportEncoding"];
        };
        ExportJob: {
            job_id: components["schemas"]["Id"];
            kind: components["schemas"]["ExportKind"];
            book_id: components["schemas"]["Id"] | null;
            scope: components["schemas"]["ExportScope"] | null;
            volume_id: components["schemas"]["Id"] | null;
            format: components["schemas"]["ExportFormat"];
            encoding: components["schemas"]["ExportEncoding"];
            state: components["schemas"]["ExportState"];
            /** @description Items written so far (chapters; for the account export also statements and books). */
            done: number;
            /** @description Items to write in all. */
            total: number;
            /** @description The file's name: the book's title (or the pen name) and the Beijing date. */
            file_name: string;
            /** @description Bytes of the file once done. */
            size: number | null;
            /** @description Why a failed job failed (a message id: export.failed, export.interrupted). */
            error: string | null;
            create_time: components["schemas"]["DateTime"];
            finish_time: components["schemas"]["DateTime"] | null;
            /** @description When the file is removed (24 hours after it was ready). */
            expires_at: components["schemas"]["DateTime"] | null;
        };
        ExportJobEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["ExportJob"];
        };
        ExportJobListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ExportJob"][];
            };
        };
        /** @enum {string} */
        BibleEntityKind: "character" | "place" | "faction" | "item" | "term";
        /** @description A name or alias as it is written in the text (trimmed; at least one character). */
        BibleName: string;
        BibleField: {
            key: string;
            value: string;
        };
        BibleAliases: components["schemas"]["BibleName"][];
        BibleFields: components["schemas"]["BibleField"][];
        BibleTags: string[];
        BibleNotes: string;
        BibleEntity: {
            id: components["schemas"]["Id"];
            book_id: components["schemas"]["Id"];
            kind: components["schemas"]["BibleEntityKind"];
            name: string;
            aliases: string[];
            fields: components["schemas"]["BibleField"][];
            notes: string;
            tags: string[];
            /** @description A main character: flagged when unseen for the book's `unseen_chapters`. */
            is_main: boolean;
            create_time: components["schemas"]["DateTime"];
            update_time: components["schemas"]["DateTime"];
        };
        BibleEntityEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["BibleEntity"];
        };
        BibleEntitySummary: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["BibleEntityKind"];
            name: string;
            aliases: string[];
            tags: string[];
            is_main: boolean;
            /** @description Chapters naming it. */
            chapter_count: number;
            first_chapter_no: number | null;
            last_chapter_no: number | null;
            /** @description Chapters of the book after the last one naming it (all of them when none does). */
            unseen_for: number;
            /** @description A main character unseen for at least the book's `unseen_chapters`. */
            unseen: boolean;
        };
        BibleSettings: {
            book_id: components["schemas"]["Id"];
            /** @description Chapters a main character may go unnamed before it is flagged (50 until set). */
            unseen_chapters: number;
            /** @description Chapters an open thread may stay open after it was planted before it is flagged (300 until set). */
            thread_overdue_chapters: number;
        };
        BibleSettingsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["BibleSettings"];
        };
        BibleEntityListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                settings: components["schemas"]["BibleSettings"];
                /** @description The number of the book's last chapter that is not trashed. */
                last_chapter_no: number;
                list: components["schemas"]["BibleEntitySummary"][];
            };
        };
        BibleProgression: {
            id: components["schemas"]["Id"];
            entity_id: components["schemas"]["Id"];
            from_chapter_no: number;
            fact: string;
            create_time: components["schemas"]["DateTime"];
        };
        BibleProgressionEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["BibleProgression"];
        };
        BibleChapterRef: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
        };
        BibleVolumeCount: {
            volume_id: components["schemas"]["Id"];
            title: string;
            /** @description The volume's chapters that are not trashed. */
            chapters: number;
            /** @description Of them, those naming the entity. */
            chapter_count: number;
            mention_count: number;
        };
        BibleEntityPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                entity: components["schemas"]["BibleEntity"];
                progressions: components["schemas"]["BibleProgression"][];
                as_of_chapter_no: number | null;
                state: components["schemas"]["BibleProgression"][];
                first_appearance: components["schemas"]["BibleChapterRef"] | null;
                last_appearance: components["schemas"]["BibleChapterRef"] | null;
                chapter_count: number;
                mention_count: number;
                volumes: components["schemas"]["BibleVolumeCount"][];
            };
        };
        BibleAppearance: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            volume_id: components["schemas"]["Id"];
            count: number;
            context: string;
        };
        BibleAppearancesEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["BibleAppearance"][];
                next_after_chapter_no: number | null;
            };
        };
        CreateBibleEntityRequest: {
            book_id: components["schemas"]["Id"];
            kind: components["schemas"]["BibleEntityKind"];
            name: components["schemas"]["BibleName"];
            aliases?: components["schemas"]["BibleAliases"];
            fields?: components["schemas"]["BibleFields"];
            notes?: components["schemas"]["BibleNotes"];
            tags?: components["schemas"]["BibleTags"];
            /** @default false */
            is_main: boolean;
        };
        UpdateBibleEntityRequest: {
            entity_id: components["schemas"]["Id"];
            kind?: components["schemas"]["BibleEntityKind"];
            name?: components["schemas"]["BibleName"];
            aliases?: components["schemas"]["BibleAliases"];
            fields?: components["schemas"]["BibleFields"];
            notes?: components["schemas"]["BibleNotes"];
            tags?: components["schemas"]["BibleTags"];
            is_main?: boolean;
        };
        BibleEntityIdRequest: {
            entity_id: components["schemas"]["Id"];
        };
        BibleExport: {
            /** @description The book's title and 设定集, with .md or .json. */
            file_name: string;
            /** @enum {string} */
            media_type: "text/markdown" | "application/json";
            content: string;
        };
        BibleExportEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["BibleExport"];
        };
        MergeBibleEntitiesRequest: {
            /** @description The entity that stays. */
            entity_id: components["schemas"]["Id"];
            /** @description The entity merged into it and removed. */
            from_entity_id: components["schemas"]["Id"];
        };
        CreateBibleProgressionRequest: {
            entity_id: components["schemas"]["Id"];
            from_chapter_no: number;
            fact: string;
        };
        BibleProgressionIdRequest: {
            progression_id: components["schemas"]["Id"];
        };
        BibleThread: {
            id: components["schemas"]["Id"];
            book_id: components["schemas"]["Id"];
            title: string;
            notes: string;
            planted_chapter_no: number;
            /** @description Where the payoff is planned. */
            payoff_chapter_no: number | null;
            resolved_chapter_no: number | null;
            open: boolean;
            /** @description Open and past the book's `thread_overdue_chapters` since planted, or past its planned payoff. */
            overdue: boolean;
            /** @description Chapters of the book since it was planted. */
            age: number;
        };
        BibleThreadEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["BibleThread"];
        };
        BibleThreadListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                settings: components["schemas"]["BibleSettings"];
                last_chapter_no: number;
                list: components["schemas"]["BibleThread"][];
            };
        };
        BibleChapterNo: number;
        CreateBibleThreadRequest: {
            book_id: components["schemas"]["Id"];
            title: string;
            notes?: components["schemas"]["BibleNotes"];
            planted_chapter_no: components["schemas"]["BibleChapterNo"];
            payoff_chapter_no?: components["schemas"]["BibleChapterNo"] | null;
            resolved_chapter_no?: components["schemas"]["BibleChapterNo"] | null;
        };
        UpdateBibleThreadRequest: {
            thread_id: components["schemas"]["Id"];
            title?: string;
            notes?: components["schemas"]["BibleNotes"];
            planted_chapter_no?: components["schemas"]["BibleChapterNo"];
            payoff_chapter_no?: components["schemas"]["BibleChapterNo"] | null;
            resolved_chapter_no?: components["schemas"]["BibleChapterNo"] | null;
        };
        BibleThreadIdRequest: {
            thread_id: components["schemas"]["Id"];
        };
        Id: string;
        /** @description A mainland China mobile number. */
        Phone: string;
        SmsCode: string;
        /**
         * @description 8 to 64 printable ASCII characters with at least one letter and one digit.
         *     The server also refuses (101001 on `password`) a password that contains the
         *     author's phone number (`validation.passwordPhone`) or pen name
         *     (`validation.passwordPenName`), or is a commonly used one
         *     (`validation.passwordCommon`): src/lib/contract/password.ts, the rule the
         *     forms check too.
         */
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
        ErrorCode: 100002 | 109017 | 101001 | 102001 | 103001 | 103002 | 103003 | 103004 | 104001 | 116001 | 116002 | 109016 | 109112 | 105001 | 500001;
        /**
         * @description 101001. Each invalid field (dotted path for nested fields, `_` for the
         *     body as a whole) with a message id. `validation.text`: text holding a
         *     NUL character or a lone UTF-16 surrogate, which is refused rather than
         *     stored altered. `validation.passwordPhone`, `validation.passwordPenName`,
         *     `validation.passwordCommon`: a password holding the author's phone
         *     number or pen name, or a commonly used one (see Password).
         *     `validation.idCardUnderage`: an ID number of someone under 18;
         *     `validation.realName`: a name with characters a real name has not;
         *     `validation.samePhone`: the new phone is the bound one already;
         *     `validation.masked`: a personal field holding the mask character `*`
         *     (a masked value sent back, see the API description);
         *     `validation.imagePixels`: an uploaded image of more pixels than the server
         *     decodes (a decompression bomb); `validation.imageDamaged`: an image whose
         *     header reads but whose data does not decode whole (cut short, corrupt).
         */
        ValidationErrors: {
            errors: {
                [key: string]: "validation.required" | "validation.type" | "validation.tooShort" | "validation.tooLong" | "validation.format" | "validation.enum" | "validation.range" | "validation.tooMany" | "validation.tooFew" | "validation.unknownField" | "validation.idCard" | "validation.pastTime" | "validation.fileType" | "validation.text" | "validation.fileSize" | "validation.uploadQuota" | "validation.duplicate" | "validation.invalid" | "validation.passwordPhone" | "validation.passwordPenName" | "validation.passwordCommon" | "validation.idCardUnderage" | "validation.realName" | "validation.samePhone" | "validation.masked" | "validation.imagePixels" | "validation.imageDamaged";
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
        /**
         * @description 103002. The earlier chapters that would go out after the ones asked for (see "Reading
         *     order"), in reading order: the first 100 of them, and how many there are in all.
         */
        OutOfOrder: {
            earlier: components["schemas"]["EarlierChapter"][];
            earlier_count: number;
        };
        /** @description A text in both of the product's languages. */
        LocalText: {
            zh: string;
            en: string;
        };
        /** @description A rule of the platform: `literals` (matched as they are) or `expression` (RE2), never both. */
        PrepublishRule: {
            id: string;
            /** @enum {string} */
            category: "contact" | "advertising" | "gambling" | "drugs" | "minors" | "violence" | "platform";
            severity: components["schemas"]["PrepublishSeverity"];
            literals?: string[];
            expression?: string;
            explanation: components["schemas"]["LocalText"];
            suggestion: components["schemas"]["LocalText"];
        };
        /**
         * @description `block` stops publishing (103003); `warn` asks once (103004).
         * @enum {string}
         */
        PrepublishSeverity: "block" | "warn";
        PrepublishRuleSet: {
            version: number;
            rules: components["schemas"]["PrepublishRule"][];
            /** @description With `book_id` only: the names the book uses, each once. */
            names?: string[];
        };
        ReportPrepublishFindingRequest: {
            rule_id: string;
            rules_version: number;
            excerpt: string;
            chapter_id?: components["schemas"]["Id"];
            note?: string;
        };
        PrepublishFinding: {
            /** @description A rule of the set, or `hygiene.*` for the text checks. */
            rule_id: string;
            /** @enum {string} */
            category: "contact" | "advertising" | "gambling" | "drugs" | "minors" | "violence" | "platform" | "hygiene";
            severity: components["schemas"]["PrepublishSeverity"];
            /** @description UTF-16 offset of the first unit. */
            start: number;
            /** @description UTF-16 offset after the last unit. */
            end: number;
            /** @description 0-based line of `start`. */
            paragraph: number;
            excerpt: string;
            explanation: components["schemas"]["LocalText"];
            suggestion: components["schemas"]["LocalText"];
        };
        PrepublishFindings: {
            rules_version: number;
            findings: components["schemas"]["PrepublishFinding"][];
        };
        PrepublishChapterFindings: {
            rules_version: number;
            chapter_id: components["schemas"]["Id"];
            findings: components["schemas"]["PrepublishFinding"][];
        };
        /**
         * @description 103003 (`block` findings) or 103004 (`warn` findings): each chapter that would go out with
         *     findings of the rules in force, in reading order, with those findings.
         */
        PrepublishRefusal: {
            rules_version: number;
            chapters: {
                chapter_id: components["schemas"]["Id"];
                chapter_no: number;
                title: string;
                findings: components["schemas"]["PrepublishFinding"][];
            }[];
        };
        CheckPrepublishTextRequest: {
            text: components["schemas"]["ChapterContent"];
            book_id?: components["schemas"]["Id"];
        };
        PrepublishRuleSetEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["PrepublishRuleSet"];
        };
        PrepublishFindingsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["PrepublishFindings"];
        };
        PrepublishChapterFindingsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["PrepublishChapterFindings"];
        };
        /**
         * @description Where a published chapter stands with the platform's review: `in_review` (a person
         *     looks at it), `live`, `blocked`, `appealed` (an appeal waits for the decision).
         * @enum {string}
         */
        ChapterReviewState: "in_review" | "live" | "blocked" | "appealed";
        /** @enum {string} */
        ChapterReviewEventKind: "submitted" | "machine_passed" | "machine_failed" | "in_review" | "live" | "blocked" | "appeal_submitted" | "appeal_approved" | "appeal_rejected";
        ChapterReviewSpan: {
            /** @description UTF-16 offset of the first unit. */
            start: number;
            /** @description UTF-16 offset after the last unit. */
            end: number;
            /** @description 0-based line of `start`. */
            paragraph: number;
            /** @description The words at the span, `text.slice(start, end)`. */
            excerpt: string;
            /** @description The rule of the set in force that matches there, if one does. */
            rule_id: string | null;
            /** @enum {string} */
            category: "contact" | "advertising" | "gambling" | "drugs" | "minors" | "violence" | "platform" | "hygiene";
        };
        ChapterAppealDiffRow: {
            /** @enum {string} */
            kind: "changed" | "added" | "removed";
            /** @description The paragraph at the block (empty when added). */
            before: string;
            /** @description The paragraph in the appeal (empty when removed). */
            after: string;
        };
        ChapterAppealDiff: {
            title_before: string;
            title_after: string;
            changed: number;
            added: number;
            removed: number;
            /** @description The paragraphs that differ, in text order. */
            rows: components["schemas"]["ChapterAppealDiffRow"][];
        };
        ChapterReviewEvent: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["ChapterReviewEventKind"];
            time: components["schemas"]["DateTime"];
            /** @description The platform's reason (block, rejection) or the author's note (appeal). */
            reason: string | null;
            /** @description What a block or a failed machine check points at. */
            spans: components["schemas"]["ChapterReviewSpan"][];
            diff: components["schemas"]["ChapterAppealDiff"] | null;
        };
        ChapterReviewText: {
            title: string;
            content: string;
            time: components["schemas"]["DateTime"];
        };
        ChapterAppealDraft: {
            before: components["schemas"]["ChapterReviewText"];
            after: components["schemas"]["ChapterReviewText"];
            /** @description false: an appeal now would be refused (nothing changed). */
            changed: boolean;
        };
        ChapterReview: {
            chapter_id: components["schemas"]["Id"];
            state: components["schemas"]["ChapterReviewState"] | null;
            events: components["schemas"]["ChapterReviewEvent"][];
            appeal_draft: components["schemas"]["ChapterAppealDraft"] | null;
        };
        ChapterReviewEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["ChapterReview"];
        };
        EarlierChapter: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            /** @enum {string} */
            status: "draft" | "scheduled";
            /** @description When a scheduled chapter goes out; null for a draft. */
            publish_at: components["schemas"]["DateTime"] | null;
        };
        /** @description 116001 / 116002. Tries left for the code, 0 when a new one must be sent. */
        CodeFailure: {
            attempts_left: number;
        };
        ErrorEnvelope: {
            code: components["schemas"]["ErrorCode"];
            /** @description A message for people; clients translate by code and field message ids. */
            msg: string;
            body: components["schemas"]["ValidationErrors"] | components["schemas"]["RetryAfter"] | components["schemas"]["VersionConflict"] | components["schemas"]["UndoConflicts"] | components["schemas"]["OutOfOrder"] | components["schemas"]["PrepublishRefusal"] | components["schemas"]["CodeFailure"] | components["schemas"]["LoginResult"] | null;
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
            /** @description Masked phone (138****8293). */
            phone: string;
            pen_name: string | null;
            /** @description Avatar URL, or empty. */
            avatar: string;
            /** @description Masked email (li***@qq.com), or empty. */
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
            /** @description Masked contact phone (010*****4321), or empty. */
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
        /**
         * @description The author's personal data, masked by the one rule of every answer
         *     (numbers keep 3 leading and 4 trailing characters, a real name its
         *     surname, an email 2 characters before the @) unless a fresh code
         *     was given; '' for what the author has not filled in.
         */
        SensitiveInfo: {
            phone: string;
            home_phone: string;
            email: string;
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
            /**
             * @description The author's separate consent to the processing of sensitive personal data.
             * @constant
             */
            consent: true;
        };
        Certification: {
            /**
             * @description none (never applied or withdrew), reviewing, certified (locked), rejected (may resubmit).
             * @enum {string}
             */
            status: "none" | "reviewing" | "certified" | "rejected";
            /** @description Masked (林*), or empty. */
            real_name: string;
            /** @description Masked (110***********002X), or empty. */
            id_card: string;
            /** @description Why the platform rejected the application, or empty. */
            reject_reason: string;
            submitted_at: components["schemas"]["DateTime"] | null;
            decided_at: components["schemas"]["DateTime"] | null;
        };
        CertificationEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Certification"];
        };
        NewPhoneCodeRequest: {
            old_code: components["schemas"]["SmsCode"];
            phone: components["schemas"]["Phone"];
        };
        ChangePhoneRequest: {
            old_code: components["schemas"]["SmsCode"];
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
        };
        LoginRecord: {
            time: components["schemas"]["DateTime"];
            /** @description Chrome, Edge, Firefox, Safari, WeChat, Other. */
            browser: string;
            /** @description Windows, macOS, iOS, Android, Linux, Other. */
            os: string;
            place: {
                /**
                 * @description local: loopback or a private network.
                 * @enum {string}
                 */
                kind: "local" | "address" | "unknown";
                /** @description The address with its last part hidden (203.0.113.*), or empty. */
                address: string;
            };
            /** @description The session making this call. */
            current: boolean;
            /** @description Not logged out, ended or expired. */
            active: boolean;
        };
        LoginHistoryEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["LoginRecord"][];
            };
        };
        LogoutOthersEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                ended: number;
            };
        };
        /**
         * @description One image. An author holds at most 20 uploads not in use as the avatar or a
         *     book's cover, and 200 MB in all; beyond, 101001 with `file: validation.uploadQuota`.
         *     An upload left unused is removed after a day, one that an avatar or cover
         *     replaced at once. Served at the answered URL by every server process.
         *
         *     The request is one multipart/form-data part named `file`. Anything else answers
         *     101001: no such part `file: validation.required`, a second file
         *     `file: validation.tooMany`, a file over the operation's size `file: validation.fileSize`,
         *     and a body that cannot be read as multipart (no boundary, another boundary than the
         *     header declares, a body cut short, not multipart at all) `_: validation.type`.
         */
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
            /** @description The zh-CN name (the same as `names.zh-CN`). */
            name: string;
            names: components["schemas"]["CategoryNames"];
            parent_id: string | null;
            audience: components["schemas"]["Audience"];
            children: components["schemas"]["Category"][];
        };
        /** @description A category's name in every UI language the back-office ships. Answers carry all of them whatever the request's language; the client shows its locale's. */
        CategoryNames: {
            "zh-CN": string;
            "en-US": string;
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
            category: components["schemas"]["MessageCategory"];
            /** @description Security and money events (category security or money) are always delivered and cannot be turned off. */
            always_delivered: boolean;
            /** @description What the message is about and opens; null for general notices. */
            target: components["schemas"]["MessageTarget"] | null;
            /** @description The quoted context: the comment, the chapter title, the reviewer's words. */
            quote: string | null;
            /** @description A review rejection's reason and what to change; resubmit from the target book. */
            review: components["schemas"]["MessageReview"] | null;
            /** @description Set on to-dos. */
            todo: components["schemas"]["MessageTodo"] | null;
            /**
             * @description A system message as a template, for the client to show in the
             *     page's language: `title`, `subTitle` and `content` hold the same
             *     message in Chinese, shown by a client that does not know the key.
             *     Null for messages people wrote (editors, readers) and for system
             *     messages stored before templates.
             */
            template: components["schemas"]["MessageTemplate"] | null;
        };
        /**
         * @description Which system message this is; each has a title, a subtitle and a body in every language the client speaks.
         * @enum {string}
         */
        MessageTemplateKey: "new_device_login" | "password_set" | "password_changed" | "password_reset" | "phone_changed" | "certification_passed" | "certification_rejected" | "royalties_paid" | "royalties_held" | "statement_ready" | "chapter_blocked" | "chapter_approved" | "chapter_in_review" | "appeal_approved" | "appeal_rejected" | "book_approved" | "book_rejected" | "sign_approved" | "sign_rejected" | "book_completed" | "export_ready" | "prepublish_recheck";
        MessageTemplate: {
            key: components["schemas"]["MessageTemplateKey"];
            /**
             * @description The values the message names, as text (new_device_login: browser,
             *     os, place, empty when unknown, or `local` for the local network;
             *     phone_changed: old_phone and new_phone, masked;
             *     certification_rejected: reason, the reviewer's words;
             *     chapter_blocked, chapter_approved, chapter_in_review,
             *     appeal_approved, appeal_rejected: book (its title), chapter_no,
             *     chapter (its title) and reason (the platform's words, empty when
             *     none); book_approved: book; book_rejected: book and reason;
             *     sign_approved and book_completed: book; sign_rejected: book and
             *     reason; export_ready: kind (`book` or `data`), file and size_mb;
             *     prepublish_recheck: book, chapter_no, chapter, count (the
             *     findings that would hold it) and words (the first of them, quoted)).
             */
            params: {
                [key: string]: string;
            };
        };
        /**
         * @description What the message is about; security and money are always delivered.
         * @enum {string}
         */
        MessageCategory: "review" | "sign" | "security" | "money" | "reader" | "editor" | "platform";
        /** @enum {string} */
        MessageTargetKind: "chapter" | "book" | "income_month" | "account" | "sign_application" | "export";
        /**
         * @description `id` is the chapter, book or application id, the month (YYYY-MM) of an
         *     income month, the job id of an export, and null for the account.
         *     `book_id` is the book the target belongs to, null for the account,
         *     income months and an export of all the author's data.
         */
        MessageTarget: {
            kind: components["schemas"]["MessageTargetKind"];
            id: string | null;
            book_id: string | null;
        };
        /**
         * @description Why a review returned the book or chapter.
         * @enum {string}
         */
        ReviewReasonCode: "synopsis_mismatch" | "slow_opening" | "sensitive_content" | "cover_quality" | "category_mismatch" | "too_short" | "formatting" | "other";
        MessageReview: {
            reason_code: components["schemas"]["ReviewReasonCode"];
            /** @description What to change before resubmitting. */
            changes: ("title" | "synopsis" | "category" | "cover" | "tags" | "protagonists" | "chapters")[];
        };
        /**
         * @description The thing a to-do follows: certify (the account is certified), sign
         *     (the book is signed), resubmit (the returned book is back in review or
         *     approved), statement (the income month's statement has no hold left);
         *     other to-dos have nothing to follow and are done by nothing but time.
         * @enum {string}
         */
        MessageTodoTask: "certify" | "sign" | "resubmit" | "statement" | "other";
        /**
         * @description done when the task's target says so; expired when not done by the due time; todo otherwise.
         * @enum {string}
         */
        MessageTodoState: "todo" | "done" | "expired";
        MessageTodo: {
            task: components["schemas"]["MessageTodoTask"];
            /** Format: date-time */
            due_at: string | null;
            state: components["schemas"]["MessageTodoState"];
        };
        MessageStatistics: {
            unread: number;
            message: number;
            notice: number;
            todo: number;
            /** @description Readers' comments on the author's books not read yet (see listReaderComments); not part of `unread`, which counts messages. */
            reader_comments?: number;
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
            /** @description The writing desk. Words written are the net words of the author's saves in the editor (create and save; not imports, replaces or restores) per Beijing day. */
            desk: {
                /** Format: date */
                today: string;
                /** @description Net words written today (0 when more were deleted than written). */
                today_words: number;
                /** @description Consecutive days with words written, ending today (or yesterday when nothing is written yet today). */
                streak_days: number;
                /** @description Long novels still serialising, most recently updated first, with the days their stockpile covers (see getStockpile). */
                stockpile: {
                    book_id: components["schemas"]["Id"];
                    title: string;
                    days_covered: number;
                    draft_count: number;
                    draft_words: number;
                    scheduled_count: number;
                    scheduled_words: number;
                }[];
            };
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
                /** @description The author's books that messages are about, for the book filter. */
                books: {
                    id: components["schemas"]["Id"];
                    title: string;
                }[];
            };
        };
        /** @description Either `ids`, or `all` true (optionally limited to the filter in view, as for the page). */
        ReadMessagesRequest: {
            ids?: components["schemas"]["Id"][];
            all?: boolean;
            type?: components["schemas"]["MessageType"];
            book_id?: components["schemas"]["Id"];
            date_from?: components["schemas"]["BeijingDate"];
            date_to?: components["schemas"]["BeijingDate"];
        };
        ReadMessagesEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                updated: number;
                unread: number;
                statistics: components["schemas"]["MessageStatistics"];
            };
        };
        /**
         * @description book (a book review), chapter (a comment on a chapter), paragraph (on one paragraph of a published chapter).
         * @enum {string}
         */
        ReaderCommentKind: "book" | "chapter" | "paragraph";
        /** @description No control characters but line breaks and tabs (101001 `validation.text`). */
        ReaderCommentText: string;
        ReaderComment: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["ReaderCommentKind"];
            book_id: components["schemas"]["Id"];
            book_title: string;
            /** @description The chapter commented on; null for book reviews. */
            chapter: null | {
                id: components["schemas"]["Id"];
                chapter_no: number;
                title: string;
            };
            /** @description Paragraph comments only: where the paragraph is now (index from 0, blank lines not counted) and its text when commented on. */
            paragraph: null | {
                /** @description Where the paragraph is now (where it was when `gone`). */
                index: number;
                /** @enum {string} */
                state: "anchored" | "moved" | "gone";
                excerpt: string;
            };
            /** @description The thread's first comment, for replies; null for a thread's first comment. */
            parent_id: null | components["schemas"]["Id"];
            /** @description Who wrote it (the author's pen name on the author's replies); muted for the book or not. */
            reader: {
                id: components["schemas"]["Id"];
                name: string;
                muted: boolean;
            };
            content: string;
            /** @description The author's own reply. */
            by_author: boolean;
            like_count: number;
            /** @description Liked by the author. */
            liked: boolean;
            pinned: boolean;
            hidden: boolean;
            reported: boolean;
            /** @description Read by the author. */
            read: boolean;
            /** @description The author has replied to it. */
            answered: boolean;
            /** @description Replies in the thread (first comments only; 0 on replies). */
            reply_count: number;
            /** @description The author's latest replies to this comment, oldest first. */
            author_replies: {
                id: components["schemas"]["Id"];
                content: string;
                /** Format: date-time */
                create_time: string;
            }[];
            /** Format: date-time */
            create_time: string;
        };
        ReaderCommentEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["ReaderComment"];
        };
        ReaderReplyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                reply: components["schemas"]["ReaderComment"];
                comment: components["schemas"]["ReaderComment"];
            };
        };
        ReaderCommentPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ReaderComment"][];
                next_cursor: string | null;
                /** @description The author's books with comments, for the book filter. */
                books: {
                    id: components["schemas"]["Id"];
                    title: string;
                }[];
            };
        };
        ReadReaderCommentsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                updated: number;
                unread: number;
            };
        };
        MuteReaderEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                reader_id: components["schemas"]["Id"];
                muted: boolean;
            };
        };
        ReaderCommentCountsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                /** @description Readers' comments on the book, replies included. */
                total: number;
                unread: number;
                book_reviews: number;
                chapters: {
                    chapter_id: components["schemas"]["Id"];
                    chapter_no: number;
                    title: string;
                    comments: number;
                    paragraph_comments: number;
                    unread: number;
                }[];
                top_paragraphs: {
                    chapter_id: components["schemas"]["Id"];
                    chapter_no: number;
                    title: string;
                    /** @description The paragraph commented on, as anchored when commented. */
                    index: number;
                    comments: number;
                }[];
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
            /** @description zh-CN names from the channel down to the leaf. */
            category_path: string[];
            /** @description The same path with each category's name in every UI language (`category_path` is its zh-CN column). */
            category_names: components["schemas"]["CategoryNames"][];
            tags: string[];
            protagonists: string[];
            synopsis: string;
            cover_url: string | null;
            serial_status: components["schemas"]["SerialStatus"];
            review_status: components["schemas"]["ReviewStatus"];
            /** @description The reviewer's reason for returning the book. */
            reject_reason: string | null;
            /** @description What the reviewer asked to change (empty unless returned). Changing the title, synopsis or category sends the book back to review by itself; after other changes, resubmitBook does. */
            reject_fields: ("title" | "synopsis" | "category" | "cover" | "tags" | "protagonists" | "chapters")[];
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
            /** @description A pending revision waits to be applied. */
            has_revision: boolean;
            /** @description Where the platform's review of the published chapter stands; null before it was first published. */
            review_state: components["schemas"]["ChapterReviewState"] | null;
        };
        Chapter: components["schemas"]["ChapterSummary"] & {
            text_state: components["schemas"]["ChapterTextState"];
            revision: components["schemas"]["ChapterRevision"] | null;
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
                revisions: components["schemas"]["PendingRevisions"];
            };
        };
        /** @description The book's published or scheduled chapters with a pending revision, and the words applying them all would add (negative when they remove words). */
        PendingRevisions: {
            count: number;
            word_delta: number;
        };
        RevisionsRequest: {
            book_id: components["schemas"]["Id"];
            /** @description Only these chapters (each must be the book's); without it, every pending revision of the book. */
            chapter_ids?: components["schemas"]["Id"][];
        };
        ApplyRevisionsRequest: {
            book_id: components["schemas"]["Id"];
            /** @description Only these chapters (each must be the book's); without it, every pending revision of the book. */
            chapter_ids?: components["schemas"]["Id"][];
            /** @description The author saw the pre-publish warnings and applies anyway: 103004 is not answered (103003 still is). */
            warnings_acknowledged?: boolean;
        };
        RevisionsEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                /** @description Revisions applied or discarded. */
                count: number;
                /** @description Words the book gained (applied) or would have gained (discarded). */
                word_delta: number;
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
            /** @description This save carries a replace-all in the chapter: history keeps the text it replaces (`checkpoint`, unless history holds it) and the new text as a `replace` version, whatever the 10-minute throttle. */
            replace_all?: boolean;
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
            /** @description With `publish_at`: the chapters being scheduled go out in reading order, the first at `publish_at` and each next one this many minutes later (0 or absent: all at `publish_at`). */
            interval_minutes?: number;
            /** @description With `publish_at`, instead of `interval_minutes`: the chapters being scheduled go out in reading order one at each of these clock times (in `time_zone`) day after day, the first at the first of them at or after `publish_at`; sent with `interval_minutes` it answers 101001 (`validation.invalid`), and a last time beyond 365 days answers 101001 (`validation.range`). */
            daily_times?: components["schemas"]["TimesOfDay"];
            /** @description The IANA time zone `daily_times` are read in (the author's own, e.g. Europe/Berlin), summer time included; the platform's Asia/Shanghai when absent. A zone the server does not know answers 101001 (`validation.invalid`). */
            time_zone?: string;
            /** @description The author chose to publish these before earlier unpublished chapters: 103002 is not answered (see "Reading order"). */
            out_of_order?: boolean;
            /** @description The author saw the pre-publish warnings and publishes anyway: 103004 is not answered (103003 still is). */
            warnings_acknowledged?: boolean;
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
        /**
         * @description Which text the author is editing: `draft` (saves are the chapter's text), `published` (the
         *     text readers have; the next save starts a revision), `scheduled` (the text that goes out at
         *     `publish_at`; the next save starts a revision), `revision` (a pending revision: readers keep
         *     the published or scheduled text until it is applied).
         * @enum {string}
         */
        ChapterTextState: "draft" | "published" | "scheduled" | "revision";
        /** @description A published or scheduled chapter's pending edits. */
        ChapterRevision: {
            title: string;
            content: string;
            author_note: string;
            is_vip: boolean;
            word_count: number;
            /** @description The revision's words minus the chapter's. */
            word_delta: number;
            create_time: components["schemas"]["DateTime"];
            update_time: components["schemas"]["DateTime"];
        };
        ChapterVersionRequest: {
            chapter_id: components["schemas"]["Id"];
            /** @description The chapter's current version. */
            version: number;
        };
        ApplyRevisionRequest: {
            chapter_id: components["schemas"]["Id"];
            /** @description The chapter's current version. */
            version: number;
            /** @description The author saw the pre-publish warnings and applies anyway: 103004 is not answered (103003 still is). */
            warnings_acknowledged?: boolean;
        };
        /** @enum {string} */
        VersionReason: "edit" | "publish" | "revision_applied" | "revision_discarded" | "restore" | "replace" | "undo" | "checkpoint";
        ChapterVersionSummary: {
            id: components["schemas"]["Id"];
            chapter_id: components["schemas"]["Id"];
            title: string;
            word_count: number;
            /** @description Words minus those of the next older version. */
            word_delta: number;
            reason: components["schemas"]["VersionReason"];
            /** @description Readers had this text; retention never removes it. */
            published: boolean;
            create_time: components["schemas"]["DateTime"];
        };
        ChapterVersion: components["schemas"]["ChapterVersionSummary"] & {
            content: string;
            author_note: string;
        };
        ChapterVersionPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["ChapterVersionSummary"][];
                total: number;
                page: number;
                page_size: number;
                retention: {
                    /** @description Every version of this many days is kept; one a day before that. */
                    full_days: number;
                    /** @description At most one editing version per this many minutes. */
                    edit_interval_minutes: number;
                };
            };
        };
        ChapterVersionEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["ChapterVersion"];
        };
        RestoreVersionRequest: {
            chapter_id: components["schemas"]["Id"];
            version_id: components["schemas"]["Id"];
            /** @description The chapter's current version. */
            version: number;
        };
        UndoInfo: {
            /** @description Undoes the operation with undoChapterOperation; null when it cannot be undone (publishing now). */
            undo_id: string | null;
            /** Format: date-time */
            undo_expires_at: string | null;
        };
        BulkChapterListEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["UndoInfo"] & {
                list: components["schemas"]["ChapterSummary"][];
            };
        };
        UndoRequest: {
            undo_id: components["schemas"]["Id"];
            /**
             * @description Undo the chapters that did not change since and leave the others.
             * @default false
             */
            skip_changed: boolean;
        };
        /** @description 104001 on an undo. The chapters that changed after the operation. */
        UndoConflicts: {
            conflicts: {
                chapter_id: components["schemas"]["Id"];
                /**
                 * @description `changed`: saved, moved or changed state since; `publish_time_passed`: it was scheduled for a time now past; `position_taken`: another chapter now holds its old place.
                 * @enum {string}
                 */
                reason: "changed" | "publish_time_passed" | "position_taken";
            }[];
        };
        UndoResultEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                undo_id: components["schemas"]["Id"];
                /** @enum {string} */
                kind: "trash" | "move" | "schedule" | "replace";
                restored: components["schemas"]["Id"][];
                skipped: components["schemas"]["UndoConflicts"]["conflicts"];
                /** @description The restored chapters as they are now, in reading order. */
                list: components["schemas"]["ChapterSummary"][];
            };
        };
        /** @description Text or pattern to find; no NUL or unpaired surrogate (101001 `validation.text`). */
        SearchQuery: string;
        SearchMatch: {
            /** @description The match's number in its chapter, from 0 (title matches first): what `exclude` names. */
            index: number;
            /** @enum {string} */
            field: "title" | "content";
            /** @description UTF-16 offset in the field. */
            start: number;
            end: number;
            before: string;
            match: string;
            after: string;
        };
        SearchChapter: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            /** @description The title the author edits (a pending revision's when there is one). */
            title: string;
            status: components["schemas"]["ChapterStatus"];
            text_state: components["schemas"]["ChapterTextState"];
            /** @description Send it back with replace. */
            version: number;
            match_count: number;
            matches: components["schemas"]["SearchMatch"][];
        };
        SearchResultEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                total_matches: number;
                /** @description Chapters with at least one match. */
                total_chapters: number;
                scanned_chapters: number;
                /** @description False when the search stopped at its time or match limit. */
                complete: boolean;
                page: number;
                page_size: number;
                list: components["schemas"]["SearchChapter"][];
            };
        };
        ReplaceRequest: {
            book_id: components["schemas"]["Id"];
            query: components["schemas"]["SearchQuery"];
            /**
             * @default plain
             * @enum {string}
             */
            mode: "plain" | "regex";
            /** @default false */
            case_sensitive: boolean;
            /** @default false */
            whole_word: boolean;
            /** @description No NUL or unpaired surrogate. */
            replacement: string;
            chapters: {
                chapter_id: components["schemas"]["Id"];
                /** @description The version the chapter was searched at. */
                version: number;
                /** @description Match indexes to leave as they are. */
                exclude?: number[];
            }[];
            /** @description The undo id of an earlier batch of the same replace: this batch joins it. */
            undo_id?: components["schemas"]["Id"];
        };
        ReplaceResultEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["UndoInfo"] & {
                changed: {
                    chapter_id: components["schemas"]["Id"];
                    replaced: number;
                    version: number;
                    text_state: components["schemas"]["ChapterTextState"];
                }[];
                skipped: {
                    chapter_id: components["schemas"]["Id"];
                    /**
                     * @description `changed`: saved since it was searched; `too_long`: the title or text would pass its limit.
                     * @enum {string}
                     */
                    reason: "changed" | "no_match" | "too_long" | "trashed";
                }[];
            };
        };
        WordsAndCount: {
            count: number;
            words: number;
        };
        Stockpile: {
            book_id: components["schemas"]["Id"];
            /**
             * Format: date
             * @description Today on the Beijing calendar.
             */
            today: string;
            /** @description Words a day the attendance rule asks. */
            daily_threshold: number;
            /** @description A draft counts as finished from this many words. */
            min_chapter_words: number;
            drafts: components["schemas"]["WordsAndCount"];
            unfinished_drafts: components["schemas"]["WordsAndCount"];
            scheduled: components["schemas"]["WordsAndCount"] & {
                /** Format: date-time */
                last_publish_at: string | null;
            };
            cadence: {
                words_per_day: number;
                chapters_per_day: number;
                /** @enum {string} */
                source: "recent" | "threshold";
            };
            days_covered: number;
        };
        StockpileEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["Stockpile"];
        };
        /** @description A day of the Beijing calendar, YYYY-MM-DD. */
        BeijingDate: string;
        SchedulePlanRequest: {
            book_id: components["schemas"]["Id"];
            /** @enum {string} */
            mode: "preview" | "apply";
            start_date: components["schemas"]["BeijingDate"];
            /** @description Beijing times of day, HH:MM; N times a day means N chapters a day. */
            times: components["schemas"]["TimesOfDay"];
            chapter_ids?: components["schemas"]["ChapterIds"];
            /** @description Without chapter_ids: how many finished drafts, from the first in reading order (all, up to 500, when absent). */
            count?: number;
            /** @description Apply even though earlier drafts outside the plan stay unpublished: 103002 is not answered (see "Reading order"). */
            out_of_order?: boolean;
            /** @description With `mode: apply`: the author saw the pre-publish warnings and schedules anyway: 103004 is not answered (103003 still is). */
            warnings_acknowledged?: boolean;
        };
        /** @description Clock times of day, HH:MM, in any order. */
        TimesOfDay: string[];
        PlannedChapter: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            word_count: number;
            /** Format: date */
            date: string;
            publish_at: components["schemas"]["DateTime"];
        };
        ScheduleConflict: {
            /**
             * @description `slot_taken`: this scheduled chapter holds a slot of the plan, which is passed over; `out_of_order`: it would go out before a chapter it follows in reading order, or after one it precedes; `earlier_draft`: a draft outside the plan that comes before a planned chapter (applying answers 103002 unless `out_of_order` is sent; `publish_at` is null).
             * @enum {string}
             */
            kind: "slot_taken" | "out_of_order" | "earlier_draft";
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            publish_at: components["schemas"]["DateTime"] | null;
        };
        SchedulePlanEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: components["schemas"]["UndoInfo"] & {
                book_id: components["schemas"]["Id"];
                /** @enum {string} */
                mode: "preview" | "apply";
                list: components["schemas"]["PlannedChapter"][];
                conflicts: components["schemas"]["ScheduleConflict"][];
                days: components["schemas"]["PlanDay"][];
            };
        };
        /**
         * @description One Beijing day of the plan against the daily threshold, by the attendance rule the
         *     calendar and income use: the words already out that day, those of chapters already
         *     scheduled for it (outside the plan) and the plan's own count toward it. `status`:
         *     `met` (already out), `covered` (out, scheduled and planned reach the threshold),
         *     `open` (they do not), `leave` (a leave day of the month).
         */
        PlanDay: {
            /** Format: date */
            date: string;
            published_words: number;
            scheduled_words: number;
            planned_words: number;
            /** @enum {string} */
            status: "met" | "covered" | "open" | "leave";
        };
        CalendarDay: {
            /** Format: date */
            date: string;
            published_words: number;
            published_chapters: number;
            scheduled_words: number;
            scheduled_chapters: number;
            /** @enum {string} */
            status: "met" | "missed" | "covered" | "gap" | "leave" | "inactive";
            /** @description A gap whose miss would lose the attendance bonus. */
            at_risk: boolean;
        };
        CalendarEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                month: components["schemas"]["Month"];
                /** Format: date */
                today: string;
                daily_threshold: number;
                attendance: {
                    eligible: boolean;
                    allowed_misses: number;
                    missed_days: number;
                    gap_days: number;
                    /** @enum {string} */
                    status: "kept" | "at_risk" | "lost";
                };
                days: components["schemas"]["CalendarDay"][];
            };
        };
        /**
         * Format: date
         * @description A Beijing (Asia/Shanghai) calendar day, YYYY-MM-DD.
         */
        Day: string;
        /** Format: date */
        NullableDay: string | null;
        /** @description A share to 4 decimals (0.8123 is 81.23%); null when its denominator is 0. */
        Share: number | null;
        /** @description A figure against the previous equal period; all null when there is none to compare with. */
        Change: {
            previous: number | null;
            /** @description The figure minus `previous`. */
            change: number | null;
            /** @description The change in percent of `previous`, one decimal; null when `previous` is 0 or null. */
            change_percent: number | null;
            /**
             * @description The sign of `change`; arrows and colours come from it.
             * @enum {unknown}
             */
            trend: "up" | "down" | "flat" | null;
        };
        /**
         * @description estimated -> settled -> paid; held (with its reason) or carried_forward (below the payout minimum).
         * @enum {string}
         */
        SettlementState: "estimated" | "settled" | "paid" | "held" | "carried_forward";
        /**
         * @description labour_remuneration 劳务报酬, authors_remuneration 稿酬, royalties 特许权使用费.
         * @enum {string}
         */
        IncomeClass: "labour_remuneration" | "authors_remuneration" | "royalties";
        IncomeComponents: {
            subscription: components["schemas"]["Cents"];
            reward: components["schemas"]["Cents"];
            ad_share: components["schemas"]["Cents"];
            attendance_bonus: components["schemas"]["Cents"];
            guarantee_top_up: components["schemas"]["Cents"];
            completion_reward: components["schemas"]["Cents"];
            adjustment: components["schemas"]["Cents"];
        };
        IncomeTotals: components["schemas"]["IncomeComponents"] & {
            pre_tax: components["schemas"]["Cents"];
            tax: components["schemas"]["Cents"];
            after_tax: components["schemas"]["Cents"];
        };
        /**
         * @description One income class of the author's month, every step in fen:
         *     `taxable_base` = `income` - `deduction` - `reduction`; `withheld` =
         *     `taxable_base` x `rate_percent` / 100 - `quick_deduction`.
         */
        IncomeTaxLine: {
            income_class: components["schemas"]["IncomeClass"];
            income: components["schemas"]["Cents"];
            deduction: components["schemas"]["Cents"];
            reduction: components["schemas"]["Cents"];
            taxable_base: components["schemas"]["Cents"];
            /** @enum {integer} */
            rate_percent: 20 | 30 | 40;
            quick_deduction: components["schemas"]["Cents"];
            withheld: components["schemas"]["Cents"];
            /** @description Withheld on this class from January through this month. */
            ytd_withheld: components["schemas"]["Cents"];
            /** @description One book's part of the line (its income of the class and its share of the tax); null for all books. */
            share: null | {
                income: components["schemas"]["Cents"];
                withheld: components["schemas"]["Cents"];
                ytd_withheld: components["schemas"]["Cents"];
            };
        };
        IncomeHold: {
            /** @enum {string} */
            reason: "subscription_review" | "bank_account_rejected" | "bank_account_missing" | "identity_unverified" | "tax_info_mismatch";
            /**
             * @description What releases the hold.
             * @enum {string}
             */
            fix: "contact_editor" | "update_bank_account" | "add_bank_account" | "certify_identity" | "update_tax_info";
            since: components["schemas"]["Day"];
            released_on: components["schemas"]["NullableDay"];
        };
        IncomeAdjustment: {
            book_id: components["schemas"]["Id"];
            /** @enum {unknown} */
            reason: "reader_refunds" | "late_credit" | "duplicate_reversal" | "invalid_subscriptions" | "other" | null;
            /** @description Negative when money is taken back. */
            amount: components["schemas"]["Cents"];
        };
        IncomeStatement: components["schemas"]["IncomeTotals"] & {
            month: components["schemas"]["Month"];
            /** @description The book, or null for all books. */
            book_id: string | null;
            adjustments: components["schemas"]["IncomeAdjustment"][];
            tax_lines: components["schemas"]["IncomeTaxLine"][];
            state: components["schemas"]["SettlementState"];
            statement_date: components["schemas"]["Day"];
            /** @description The day the figures become final while they are estimates. */
            estimated_until: components["schemas"]["NullableDay"];
            /** @description Null while held. */
            expected_pay_date: components["schemas"]["NullableDay"];
            /** @description The payment (for a carried month, of the statement that took it). */
            paid_on: components["schemas"]["NullableDay"];
            /** @description The author's amounts of earlier months carried into this statement. */
            carried_in: components["schemas"]["Cents"];
            /** @description What the author's statement pays (after tax of every book plus carried_in). */
            payable: components["schemas"]["Cents"];
            carried_to: components["schemas"]["Month"] | null;
            hold: components["schemas"]["IncomeHold"] | null;
        };
        IncomeSummaryEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                from: components["schemas"]["Month"];
                to: components["schemas"]["Month"];
                book_id: string | null;
                data_until: components["schemas"]["Day"];
                list: components["schemas"]["IncomeStatement"][];
                totals: components["schemas"]["IncomeTotals"];
            };
        };
        IncomeKpi: components["schemas"]["Change"] & {
            value: components["schemas"]["Cents"];
            /** @enum {string} */
            basis: "pre_tax" | "after_tax";
            from: components["schemas"]["Day"];
            to: components["schemas"]["Day"];
            previous_from: components["schemas"]["NullableDay"];
            previous_to: components["schemas"]["NullableDay"];
            /** @description The statement's state (this and last month); null for sums of months. */
            state: components["schemas"]["SettlementState"] | null;
            estimated_until: components["schemas"]["NullableDay"];
        };
        IncomeBook: {
            id: components["schemas"]["Id"];
            title: string;
            kind: components["schemas"]["BookKind"];
        };
        IncomeOverviewEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                today: components["schemas"]["Day"];
                data_until: components["schemas"]["Day"];
                current_month: components["schemas"]["Month"];
                first_month: components["schemas"]["Month"] | null;
                books: components["schemas"]["IncomeBook"][];
                kpis: {
                    this_month: components["schemas"]["IncomeKpi"];
                    last_month: components["schemas"]["IncomeKpi"];
                    this_year: components["schemas"]["IncomeKpi"];
                    all_time: components["schemas"]["IncomeKpi"];
                };
                policy: {
                    /** @description Day of the next month a statement is issued. */
                    statement_day: number;
                    /** @description Day of that month it is paid (Monday when a weekend). */
                    pay_day: number;
                    payout_minimum: components["schemas"]["Cents"];
                    /** @description The income class each component is withheld under. */
                    component_classes: {
                        subscription: components["schemas"]["IncomeClass"];
                        reward: components["schemas"]["IncomeClass"];
                        ad_share: components["schemas"]["IncomeClass"];
                        attendance_bonus: components["schemas"]["IncomeClass"];
                        guarantee_top_up: components["schemas"]["IncomeClass"];
                        completion_reward: components["schemas"]["IncomeClass"];
                        adjustment: components["schemas"]["IncomeClass"];
                    };
                };
            };
        };
        IncomeDay: {
            date: components["schemas"]["Day"];
            subscription: components["schemas"]["Cents"];
            purchases: number;
            paying_readers: number;
            reward: components["schemas"]["Cents"];
            ad_share: components["schemas"]["Cents"];
            total: components["schemas"]["Cents"];
            estimated_until: components["schemas"]["NullableDay"];
        };
        IncomeDailyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                month: components["schemas"]["Month"];
                book_id: string | null;
                data_until: components["schemas"]["Day"];
                estimated_until: components["schemas"]["NullableDay"];
                list: components["schemas"]["IncomeDay"][];
                totals: {
                    subscription: components["schemas"]["Cents"];
                    purchases: number;
                    reward: components["schemas"]["Cents"];
                    ad_share: components["schemas"]["Cents"];
                    total: components["schemas"]["Cents"];
                };
            };
        };
        AttendanceChapter: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            words: number;
            /** @description When it was published, or is scheduled. */
            at: components["schemas"]["DateTime"];
            scheduled: boolean;
        };
        AttendanceDay: {
            date: components["schemas"]["Day"];
            /**
             * @description met, below_threshold (with its chapters), no_update, leave, in_progress (today), upcoming.
             * @enum {string}
             */
            status: "met" | "below_threshold" | "no_update" | "leave" | "in_progress" | "upcoming";
            /** @description Words of the chapters published that day. */
            words: number;
            /** @description Words missing to the threshold on a day below it. */
            shortfall: number;
            chapters: components["schemas"]["AttendanceChapter"][];
        };
        AttendanceBook: {
            book_id: components["schemas"]["Id"];
            title: string;
            eligible: boolean;
            /** @enum {string} */
            verdict: "qualified" | "on_track" | "failed" | "not_eligible";
            /** @enum {string} */
            reason: "all_days_met" | "no_missed_day_yet" | "day_below_threshold" | "day_without_update" | "book_completed" | "book_on_hiatus" | "book_not_vip" | "book_not_signed" | "short_novel";
            failed_on: components["schemas"]["NullableDay"];
            /** @description Days that counted so far. */
            qualifying_days: number;
            /** @description Days of the month before today. */
            closed_days: number;
            days_in_month: number;
            leaves_used: number;
            leaves_left: number;
            /** @description What the verdict earns or keeps in reach; 0 once failed or not eligible. */
            bonus: components["schemas"]["Cents"];
            days: components["schemas"]["AttendanceDay"][];
        };
        IncomeAttendanceEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                month: components["schemas"]["Month"];
                today: components["schemas"]["Day"];
                rules: {
                    daily_words: number;
                    leaves_per_month: number;
                    bonus: components["schemas"]["Cents"];
                };
                list: components["schemas"]["AttendanceBook"][];
            };
        };
        DataBook: {
            book_id: components["schemas"]["Id"];
            title: string;
            kind: components["schemas"]["BookKind"];
            is_vip: boolean;
            data_from: components["schemas"]["NullableDay"];
            data_until: components["schemas"]["NullableDay"];
        };
        DataBooksEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                list: components["schemas"]["DataBook"][];
            };
        };
        DataRow: {
            /** @description The day (YYYY-MM-DD) or, by month, the month (YYYY-MM). */
            period: string;
            /** @description Days of figures in the row. */
            days: number;
            /** @description Distinct readers of the day; by month the average of its days. */
            readers: number;
            views: number;
            favorites_added: number;
            favorites_removed: number;
            favorites_net: number;
            /** @description At the end of the (last) day. */
            favorites_total: number;
            subscriptions: number;
            comments: number;
            chapters_published: number;
            words_added: number;
        };
        DataKpi: components["schemas"]["Change"] & {
            value: number;
        };
        DataDailyEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                /** @enum {string} */
                by: "day" | "month";
                from: components["schemas"]["Day"];
                to: components["schemas"]["Day"];
                previous_from: components["schemas"]["NullableDay"];
                previous_to: components["schemas"]["NullableDay"];
                data_from: components["schemas"]["NullableDay"];
                /** @description The freshness stamp: figures include this Beijing day. */
                data_until: components["schemas"]["NullableDay"];
                kpis: {
                    readers: components["schemas"]["DataKpi"];
                    views: components["schemas"]["DataKpi"];
                    favorites_net: components["schemas"]["DataKpi"];
                    subscriptions: components["schemas"]["DataKpi"];
                    comments: components["schemas"]["DataKpi"];
                };
                list: components["schemas"]["DataRow"][];
            };
        };
        ChapterFigures: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            is_vip: boolean;
            /** Format: date-time */
            published_at: string | null;
            views: number;
            unique_readers: number;
            finished_readers: number;
            completion_rate: components["schemas"]["Share"];
            next_chapter_rate: components["schemas"]["Share"];
            subscriptions: number;
            first_day_subscriptions: number;
            comments: number;
        };
        VipSummary: {
            vip_chapters: number;
            /** @description First-day subscriptions of the first VIP chapter (首订). */
            first_order: number;
            first_vip_chapter_id: string | null;
            first_vip_chapter_no: number | null;
            /** @description Mean subscriptions per VIP chapter, rounded (均订). */
            average: number;
            /** @description The most subscriptions of one VIP chapter (高订). */
            highest: number;
            highest_chapter_id: string | null;
            highest_chapter_no: number | null;
        };
        DataChapterPageEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                sort: string;
                /** @enum {string} */
                order: "asc" | "desc";
                page: number;
                page_size: number;
                /** @description Published chapters. */
                total: number;
                data_until: components["schemas"]["NullableDay"];
                vip: components["schemas"]["VipSummary"] | null;
                list: components["schemas"]["ChapterFigures"][];
            };
        };
        ReadthroughDrop: {
            chapter_id: components["schemas"]["Id"];
            chapter_no: number;
            title: string;
            /** @description Unique readers of the chapter before it. */
            readers_before: number;
            readers: number;
            lost: number;
            /** @description lost / readers_before, to 4 decimals. */
            lost_rate: number;
        };
        DataReadthroughEnvelope: components["schemas"]["ErrorEnvelope"] | {
            /** @constant */
            code: 0;
            msg: string;
            body: {
                book_id: components["schemas"]["Id"];
                data_until: components["schemas"]["NullableDay"];
                chapter_nos: number[];
                readers: number[];
                drops: components["schemas"]["ReadthroughDrop"][];
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
         * @description Transport-level problem: unknown path (404), body too large (413), too
         *     many requests from one client address (429, code 105001 with
         *     `retry_after_s`). A body the operation cannot read (wrong or missing
         *     content type, malformed JSON) is not one: it answers HTTP 200 with
         *     101001. The body is an error envelope when the server could produce one.
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
                 *         "email": "au***@example.com",
                 *         "introduction": "写星海，也写人间。",
                 *         "qq": "123456789",
                 *         "is_certified": true,
                 *         "id_card": "110***********002X",
                 *         "real_name": "林*",
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
        /** @description The author's real-name certification. */
        Certification: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "status": "reviewing",
                 *         "real_name": "张*",
                 *         "id_card": "440***********2013",
                 *         "reject_reason": "",
                 *         "submitted_at": "2026-11-24T20:00:00+08:00",
                 *         "decided_at": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CertificationEnvelope"];
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
                 *         "category_names": [
                 *           {
                 *             "zh-CN": "男频",
                 *             "en-US": "Male channel"
                 *           },
                 *           {
                 *             "zh-CN": "科幻",
                 *             "en-US": "Sci-fi"
                 *           },
                 *           {
                 *             "zh-CN": "星际文明",
                 *             "en-US": "Interstellar civilisation"
                 *           }
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
                 *         "reject_fields": [],
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
        /** @description The export job. */
        ExportJob: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "job_id": "j1a2b3c4d5e6f7g8",
                 *         "kind": "book",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "scope": "whole",
                 *         "volume_id": null,
                 *         "format": "epub",
                 *         "encoding": "utf-8",
                 *         "state": "running",
                 *         "done": 1200,
                 *         "total": 3000,
                 *         "file_name": "星海长歌_2026-11-24.epub",
                 *         "size": null,
                 *         "error": null,
                 *         "create_time": "2026-11-24T20:00:00+08:00",
                 *         "finish_time": null,
                 *         "expires_at": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ExportJobEnvelope"];
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
        /** @description The entity. */
        BibleEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "e1a2b3c4d5e6f7g8",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "kind": "character",
                 *         "name": "林远",
                 *         "aliases": [
                 *           "小远"
                 *         ],
                 *         "fields": [
                 *           {
                 *             "key": "年龄",
                 *             "value": "17"
                 *           }
                 *         ],
                 *         "notes": "边陲星港的少年。",
                 *         "tags": [
                 *           "主角"
                 *         ],
                 *         "is_main": true,
                 *         "create_time": "2026-11-20T20:00:00+08:00",
                 *         "update_time": "2026-11-20T20:00:00+08:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BibleEntityEnvelope"];
            };
        };
        /** @description The thread. */
        BibleThread: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "body": {
                 *         "id": "t1a2b3c4d5e6f7g8",
                 *         "book_id": "b1a2b3c4d5e6f7g8",
                 *         "title": "星核碎片的来历",
                 *         "notes": "",
                 *         "planted_chapter_no": 3,
                 *         "payoff_chapter_no": 2800,
                 *         "resolved_chapter_no": null,
                 *         "open": true,
                 *         "overdue": true,
                 *         "age": 2997
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BibleThreadEnvelope"];
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
                 *         "next_chapter_id": "c2a2b3c4d5e6f7g8",
                 *         "has_revision": false,
                 *         "review_state": null,
                 *         "text_state": "draft",
                 *         "revision": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChapterEnvelope"];
            };
        };
        /** @description The chapters as they are now, and how to undo the change. */
        BulkChapterList: {
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
                 *             "update_time": "2023-11-20T20:00:00+08:00",
                 *             "has_revision": false,
                 *             "review_state": "live"
                 *           }
                 *         ],
                 *         "undo_id": "u1a2b3c4d5e6f7g8",
                 *         "undo_expires_at": "2026-11-23T10:00:00+08:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BulkChapterListEnvelope"];
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
                 *             "update_time": "2023-11-20T20:00:00+08:00",
                 *             "has_revision": false,
                 *             "review_state": "live"
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
        JobIdQuery: components["schemas"]["Id"];
        /** @description One book; all of the author's books when absent. */
        OptionalBookId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ExportScope = components['schemas']['ExportScope'];
export type ExportFormat = components['schemas']['ExportFormat'];
export type ExportEncoding = components['schemas']['ExportEncoding'];
export type ExportState = components['schemas']['ExportState'];
export type ExportKind = components['schemas']['ExportKind'];
export type BookExportRequest = components['schemas']['BookExportRequest'];
export type ExportJob = components['schemas']['ExportJob'];
export type ExportJobEnvelope = components['schemas']['ExportJobEnvelope'];
export type ExportJobListEnvelope = components['schemas']['ExportJobListEnvelope'];
export type BibleEntityKind = components['schemas']['BibleEntityKind'];
export type BibleName = components['schemas']['BibleName'];
export type BibleField = components['schemas']['BibleField'];
export type BibleAliases = components['schemas']['BibleAliases'];
export type BibleFields = components['schemas']['BibleFields'];
export type BibleTags = components['schemas']['BibleTags'];
export type BibleNotes = components['schemas']['BibleNotes'];
export type BibleEntity = components['schemas']['BibleEntity'];
export type BibleEntityEnvelope = components['schemas']['BibleEntityEnvelope'];
export type BibleEntitySummary = components['schemas']['BibleEntitySummary'];
export type BibleSettings = components['schemas']['BibleSettings'];
export type BibleSettingsEnvelope = components['schemas']['BibleSettingsEnvelope'];
export type BibleEntityListEnvelope = components['schemas']['BibleEntityListEnvelope'];
export type BibleProgression = components['schemas']['BibleProgression'];
export type BibleProgressionEnvelope = components['schemas']['BibleProgressionEnvelope'];
export type BibleChapterRef = components['schemas']['BibleChapterRef'];
export type BibleVolumeCount = components['schemas']['BibleVolumeCount'];
export type BibleEntityPageEnvelope = components['schemas']['BibleEntityPageEnvelope'];
export type BibleAppearance = components['schemas']['BibleAppearance'];
export type BibleAppearancesEnvelope = components['schemas']['BibleAppearancesEnvelope'];
export type CreateBibleEntityRequest = components['schemas']['CreateBibleEntityRequest'];
export type UpdateBibleEntityRequest = components['schemas']['UpdateBibleEntityRequest'];
export type BibleEntityIdRequest = components['schemas']['BibleEntityIdRequest'];
export type BibleExport = components['schemas']['BibleExport'];
export type BibleExportEnvelope = components['schemas']['BibleExportEnvelope'];
export type MergeBibleEntitiesRequest = components['schemas']['MergeBibleEntitiesRequest'];
export type CreateBibleProgressionRequest = components['schemas']['CreateBibleProgressionRequest'];
export type BibleProgressionIdRequest = components['schemas']['BibleProgressionIdRequest'];
export type BibleThread = components['schemas']['BibleThread'];
export type BibleThreadEnvelope = components['schemas']['BibleThreadEnvelope'];
export type BibleThreadListEnvelope = components['schemas']['BibleThreadListEnvelope'];
export type BibleChapterNo = components['schemas']['BibleChapterNo'];
export type CreateBibleThreadRequest = components['schemas']['CreateBibleThreadRequest'];
export type UpdateBibleThreadRequest = components['schemas']['UpdateBibleThreadRequest'];
export type BibleThreadIdRequest = components['schemas']['BibleThreadIdRequest'];
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
export type OutOfOrder = components['schemas']['OutOfOrder'];
export type LocalText = components['schemas']['LocalText'];
export type PrepublishRule = components['schemas']['PrepublishRule'];
export type PrepublishSeverity = components['schemas']['PrepublishSeverity'];
export type PrepublishRuleSet = components['schemas']['PrepublishRuleSet'];
export type ReportPrepublishFindingRequest = components['schemas']['ReportPrepublishFindingRequest'];
export type PrepublishFinding = components['schemas']['PrepublishFinding'];
export type PrepublishFindings = components['schemas']['PrepublishFindings'];
export type PrepublishChapterFindings = components['schemas']['PrepublishChapterFindings'];
export type PrepublishRefusal = components['schemas']['PrepublishRefusal'];
export type CheckPrepublishTextRequest = components['schemas']['CheckPrepublishTextRequest'];
export type PrepublishRuleSetEnvelope = components['schemas']['PrepublishRuleSetEnvelope'];
export type PrepublishFindingsEnvelope = components['schemas']['PrepublishFindingsEnvelope'];
export type PrepublishChapterFindingsEnvelope = components['schemas']['PrepublishChapterFindingsEnvelope'];
export type ChapterReviewState = components['schemas']['ChapterReviewState'];
export type ChapterReviewEventKind = components['schemas']['ChapterReviewEventKind'];
export type ChapterReviewSpan = components['schemas']['ChapterReviewSpan'];
export type ChapterAppealDiffRow = components['schemas']['ChapterAppealDiffRow'];
export type ChapterAppealDiff = components['schemas']['ChapterAppealDiff'];
export type ChapterReviewEvent = components['schemas']['ChapterReviewEvent'];
export type ChapterReviewText = components['schemas']['ChapterReviewText'];
export type ChapterAppealDraft = components['schemas']['ChapterAppealDraft'];
export type ChapterReview = components['schemas']['ChapterReview'];
export type ChapterReviewEnvelope = components['schemas']['ChapterReviewEnvelope'];
export type EarlierChapter = components['schemas']['EarlierChapter'];
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
export type Certification = components['schemas']['Certification'];
export type CertificationEnvelope = components['schemas']['CertificationEnvelope'];
export type NewPhoneCodeRequest = components['schemas']['NewPhoneCodeRequest'];
export type ChangePhoneRequest = components['schemas']['ChangePhoneRequest'];
export type LoginRecord = components['schemas']['LoginRecord'];
export type LoginHistoryEnvelope = components['schemas']['LoginHistoryEnvelope'];
export type LogoutOthersEnvelope = components['schemas']['LogoutOthersEnvelope'];
export type FileUpload = components['schemas']['FileUpload'];
export type AvatarEnvelope = components['schemas']['AvatarEnvelope'];
export type MenuItem = components['schemas']['MenuItem'];
export type MenuEnvelope = components['schemas']['MenuEnvelope'];
export type Category = components['schemas']['Category'];
export type CategoryNames = components['schemas']['CategoryNames'];
export type CategoryTreeEnvelope = components['schemas']['CategoryTreeEnvelope'];
export type MessageItem = components['schemas']['MessageItem'];
export type MessageTemplateKey = components['schemas']['MessageTemplateKey'];
export type MessageTemplate = components['schemas']['MessageTemplate'];
export type MessageCategory = components['schemas']['MessageCategory'];
export type MessageTargetKind = components['schemas']['MessageTargetKind'];
export type MessageTarget = components['schemas']['MessageTarget'];
export type ReviewReasonCode = components['schemas']['ReviewReasonCode'];
export type MessageReview = components['schemas']['MessageReview'];
export type MessageTodoTask = components['schemas']['MessageTodoTask'];
export type MessageTodoState = components['schemas']['MessageTodoState'];
export type MessageTodo = components['schemas']['MessageTodo'];
export type MessageStatistics = components['schemas']['MessageStatistics'];
export type DashboardEnvelope = components['schemas']['DashboardEnvelope'];
export type Dashboard = components['schemas']['Dashboard'];
export type MessageStatisticsEnvelope = components['schemas']['MessageStatisticsEnvelope'];
export type MessagePageEnvelope = components['schemas']['MessagePageEnvelope'];
export type ReadMessagesRequest = components['schemas']['ReadMessagesRequest'];
export type ReadMessagesEnvelope = components['schemas']['ReadMessagesEnvelope'];
export type ReaderCommentKind = components['schemas']['ReaderCommentKind'];
export type ReaderCommentText = components['schemas']['ReaderCommentText'];
export type ReaderComment = components['schemas']['ReaderComment'];
export type ReaderCommentEnvelope = components['schemas']['ReaderCommentEnvelope'];
export type ReaderReplyEnvelope = components['schemas']['ReaderReplyEnvelope'];
export type ReaderCommentPageEnvelope = components['schemas']['ReaderCommentPageEnvelope'];
export type ReadReaderCommentsEnvelope = components['schemas']['ReadReaderCommentsEnvelope'];
export type MuteReaderEnvelope = components['schemas']['MuteReaderEnvelope'];
export type ReaderCommentCountsEnvelope = components['schemas']['ReaderCommentCountsEnvelope'];
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
export type PendingRevisions = components['schemas']['PendingRevisions'];
export type RevisionsRequest = components['schemas']['RevisionsRequest'];
export type ApplyRevisionsRequest = components['schemas']['ApplyRevisionsRequest'];
export type RevisionsEnvelope = components['schemas']['RevisionsEnvelope'];
export type CreateChapterRequest = components['schemas']['CreateChapterRequest'];
export type UpdateChapterRequest = components['schemas']['UpdateChapterRequest'];
export type ChapterIds = components['schemas']['ChapterIds'];
export type ChapterIdsRequest = components['schemas']['ChapterIdsRequest'];
export type PublishChaptersRequest = components['schemas']['PublishChaptersRequest'];
export type MoveChaptersRequest = components['schemas']['MoveChaptersRequest'];
export type ImportChaptersRequest = components['schemas']['ImportChaptersRequest'];
export type ImportFailure = components['schemas']['ImportFailure'];
export type ImportResultEnvelope = components['schemas']['ImportResultEnvelope'];
export type ChapterTextState = components['schemas']['ChapterTextState'];
export type ChapterRevision = components['schemas']['ChapterRevision'];
export type ChapterVersionRequest = components['schemas']['ChapterVersionRequest'];
export type ApplyRevisionRequest = components['schemas']['ApplyRevisionRequest'];
export type VersionReason = components['schemas']['VersionReason'];
export type ChapterVersionSummary = components['schemas']['ChapterVersionSummary'];
export type ChapterVersion = components['schemas']['ChapterVersion'];
export type ChapterVersionPageEnvelope = components['schemas']['ChapterVersionPageEnvelope'];
export type ChapterVersionEnvelope = components['schemas']['ChapterVersionEnvelope'];
export type RestoreVersionRequest = components['schemas']['RestoreVersionRequest'];
export type UndoInfo = components['schemas']['UndoInfo'];
export type BulkChapterListEnvelope = components['schemas']['BulkChapterListEnvelope'];
export type UndoRequest = components['schemas']['UndoRequest'];
export type UndoConflicts = components['schemas']['UndoConflicts'];
export type UndoResultEnvelope = components['schemas']['UndoResultEnvelope'];
export type SearchQuery = components['schemas']['SearchQuery'];
export type SearchMatch = components['schemas']['SearchMatch'];
export type SearchChapter = components['schemas']['SearchChapter'];
export type SearchResultEnvelope = components['schemas']['SearchResultEnvelope'];
export type ReplaceRequest = components['schemas']['ReplaceRequest'];
export type ReplaceResultEnvelope = components['schemas']['ReplaceResultEnvelope'];
export type WordsAndCount = components['schemas']['WordsAndCount'];
export type Stockpile = components['schemas']['Stockpile'];
export type StockpileEnvelope = components['schemas']['StockpileEnvelope'];
export type BeijingDate = components['schemas']['BeijingDate'];
export type SchedulePlanRequest = components['schemas']['SchedulePlanRequest'];
export type TimesOfDay = components['schemas']['TimesOfDay'];
export type PlannedChapter = components['schemas']['PlannedChapter'];
export type ScheduleConflict = components['schemas']['ScheduleConflict'];
export type SchedulePlanEnvelope = components['schemas']['SchedulePlanEnvelope'];
export type PlanDay = components['schemas']['PlanDay'];
export type CalendarDay = components['schemas']['CalendarDay'];
export type CalendarEnvelope = components['schemas']['CalendarEnvelope'];
export type Day = components['schemas']['Day'];
export type NullableDay = components['schemas']['NullableDay'];
export type Share = components['schemas']['Share'];
export type Change = components['schemas']['Change'];
export type SettlementState = components['schemas']['SettlementState'];
export type IncomeClass = components['schemas']['IncomeClass'];
export type IncomeComponents = components['schemas']['IncomeComponents'];
export type IncomeTotals = components['schemas']['IncomeTotals'];
export type IncomeTaxLine = components['schemas']['IncomeTaxLine'];
export type IncomeHold = components['schemas']['IncomeHold'];
export type IncomeAdjustment = components['schemas']['IncomeAdjustment'];
export type IncomeStatement = components['schemas']['IncomeStatement'];
export type IncomeSummaryEnvelope = components['schemas']['IncomeSummaryEnvelope'];
export type IncomeKpi = components['schemas']['IncomeKpi'];
export type IncomeBook = components['schemas']['IncomeBook'];
export type IncomeOverviewEnvelope = components['schemas']['IncomeOverviewEnvelope'];
export type IncomeDay = components['schemas']['IncomeDay'];
export type IncomeDailyEnvelope = components['schemas']['IncomeDailyEnvelope'];
export type AttendanceChapter = components['schemas']['AttendanceChapter'];
export type AttendanceDay = components['schemas']['AttendanceDay'];
export type AttendanceBook = components['schemas']['AttendanceBook'];
export type IncomeAttendanceEnvelope = components['schemas']['IncomeAttendanceEnvelope'];
export type DataBook = components['schemas']['DataBook'];
export type DataBooksEnvelope = components['schemas']['DataBooksEnvelope'];
export type DataRow = components['schemas']['DataRow'];
export type DataKpi = components['schemas']['DataKpi'];
export type DataDailyEnvelope = components['schemas']['DataDailyEnvelope'];
export type ChapterFigures = components['schemas']['ChapterFigures'];
export type VipSummary = components['schemas']['VipSummary'];
export type DataChapterPageEnvelope = components['schemas']['DataChapterPageEnvelope'];
export type ReadthroughDrop = components['schemas']['ReadthroughDrop'];
export type DataReadthroughEnvelope = components['schemas']['DataReadthroughEnvelope'];
export type OutboxEntry = components['schemas']['OutboxEntry'];
export type OutboxEnvelope = components['schemas']['OutboxEnvelope'];
export type ResponseTransportError = components['responses']['TransportError'];
export type ResponseServerFault = components['responses']['ServerFault'];
export type ResponseEmpty = components['responses']['Empty'];
export type ResponseCodeSent = components['responses']['CodeSent'];
export type ResponseLoginResult = components['responses']['LoginResult'];
export type ResponseUser = components['responses']['User'];
export type ResponseCertification = components['responses']['Certification'];
export type ResponseBook = components['responses']['Book'];
export type ResponseSignApplication = components['responses']['SignApplication'];
export type ResponseVolume = components['responses']['Volume'];
export type ResponseExportJob = components['responses']['ExportJob'];
export type ResponseVolumeList = components['responses']['VolumeList'];
export type ResponseBibleEntity = components['responses']['BibleEntity'];
export type ResponseBibleThread = components['responses']['BibleThread'];
export type ResponseChapter = components['responses']['Chapter'];
export type ResponseBulkChapterList = components['responses']['BulkChapterList'];
export type ResponseChapterList = components['responses']['ChapterList'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterBookIdQuery = components['parameters']['BookIdQuery'];
export type ParameterJobIdQuery = components['parameters']['JobIdQuery'];
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
                     *         "home_phone": "010-87654321",
                     *         "email": "lin.mo@example.com",
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
            200: components["responses"]["Certification"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getCertification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Certification"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    withdrawCertification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Certification"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    sendOldPhoneCode: {
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
    sendNewPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPhoneCodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    changePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePhoneRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getLoginHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login history. */
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
                     *             "time": "2026-11-24T20:00:00+08:00",
                     *             "browser": "Chrome",
                     *             "os": "Windows",
                     *             "place": {
                     *               "kind": "local",
                     *               "address": ""
                     *             },
                     *             "current": true,
                     *             "active": true
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LoginHistoryEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    logoutOtherDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
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
                     *         "ended": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LogoutOthersEnvelope"];
                };
            };
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
                     *           "names": {
                     *             "zh-CN": "男频",
                     *             "en-US": "Male channel"
                     *           },
                     *           "parent_id": null,
                     *           "audience": "male",
                     *           "children": [
                     *             {
                     *               "id": "male-xuanhuan",
                     *               "name": "玄幻",
                     *               "names": {
                     *                 "zh-CN": "玄幻",
                     *                 "en-US": "Eastern fantasy"
                     *               },
                     *               "parent_id": "male",
                     *               "audience": "male",
                     *               "children": [
                     *                 {
                     *                   "id": "male-xuanhuan-dongfang",
                     *                   "name": "东方玄幻",
                     *                   "names": {
                     *                     "zh-CN": "东方玄幻",
                     *                     "en-US": "Oriental fantasy"
                     *                   },
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
                /** @description Messages about one of the author's books; all when absent. */
                book_id?: components["schemas"]["Id"];
                /** @description First Beijing day of the range (included). */
                date_from?: components["schemas"]["BeijingDate"];
                /** @description Last Beijing day of the range (included). */
                date_to?: components["schemas"]["BeijingDate"];
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
                     *             "status": 0,
                     *             "category": "review",
                     *             "always_delivered": false,
                     *             "target": {
                     *               "kind": "book",
                     *               "id": "b1a2b3c4d5e6f7g8",
                     *               "book_id": "b1a2b3c4d5e6f7g8"
                     *             },
                     *             "quote": null,
                     *             "review": null,
                     *             "todo": null
                     *           }
                     *         ],
                     *         "books": [
                     *           {
                     *             "id": "b1a2b3c4d5e6f7g8",
                     *             "title": "星海长歌"
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
                     *         "unread": 3,
                     *         "statistics": {
                     *           "unread": 3,
                     *           "message": 1,
                     *           "notice": 1,
                     *           "todo": 1
                     *         }
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
    listReaderComments: {
        parameters: {
            query?: {
                kind?: components["schemas"]["ReaderCommentKind"];
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
                /** @description First chapter number of the range (included); needs book_id. */
                chapter_from?: number;
                /** @description Last chapter number of the range (included); needs book_id. */
                chapter_to?: number;
                /** @description true only unread, false only read; all when absent. */
                unread?: boolean;
                /** @description true only those the author replied to, false only those without a reply; all when absent. */
                answered?: boolean;
                /** @description Part of the comment's text or the reader's name. */
                keyword?: string;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments. */
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
                     *             "id": "k1a2b3c4d5e6f7g8",
                     *             "kind": "paragraph",
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "book_title": "星海长歌",
                     *             "chapter": {
                     *               "id": "c1a2b3c4d5e6f7g8",
                     *               "chapter_no": 12,
                     *               "title": "第12章 远航"
                     *             },
                     *             "paragraph": {
                     *               "index": 3,
                     *               "state": "anchored",
                     *               "excerpt": "舰队在黎明前离港。"
                     *             },
                     *             "parent_id": null,
                     *             "reader": {
                     *               "id": "r1a2b3c4d5e6f7g8",
                     *               "name": "书友小林",
                     *               "muted": false
                     *             },
                     *             "content": "这一段写得太燃了！",
                     *             "by_author": false,
                     *             "like_count": 12,
                     *             "liked": false,
                     *             "pinned": false,
                     *             "hidden": false,
                     *             "reported": false,
                     *             "read": false,
                     *             "answered": false,
                     *             "reply_count": 2,
                     *             "author_replies": [],
                     *             "create_time": "2026-11-20T10:00:00+08:00"
                     *           }
                     *         ],
                     *         "next_cursor": null,
                     *         "books": [
                     *           {
                     *             "id": "b1a2b3c4d5e6f7g8",
                     *             "title": "星海长歌"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReaderCommentPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    replyToReaderComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment_id: components["schemas"]["Id"];
                    content: components["schemas"]["ReaderCommentText"];
                };
            };
        };
        responses: {
            /** @description The reply, and the comment it answers as it is now. */
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
                     *         "reply": {
                     *           "id": "k1a2b3c4d5e6f7g8",
                     *           "kind": "paragraph",
                     *           "book_id": "b1a2b3c4d5e6f7g8",
                     *           "book_title": "星海长歌",
                     *           "chapter": {
                     *             "id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 12,
                     *             "title": "第12章 远航"
                     *           },
                     *           "paragraph": {
                     *             "index": 3,
                     *             "state": "anchored",
                     *             "excerpt": "舰队在黎明前离港。"
                     *           },
                     *           "parent_id": null,
                     *           "reader": {
                     *             "id": "r1a2b3c4d5e6f7g8",
                     *             "name": "书友小林",
                     *             "muted": false
                     *           },
                     *           "content": "这一段写得太燃了！",
                     *           "by_author": false,
                     *           "like_count": 12,
                     *           "liked": false,
                     *           "pinned": false,
                     *           "hidden": false,
                     *           "reported": false,
                     *           "read": false,
                     *           "answered": false,
                     *           "reply_count": 2,
                     *           "author_replies": [],
                     *           "create_time": "2026-11-20T10:00:00+08:00"
                     *         },
                     *         "comment": {
                     *           "id": "k1a2b3c4d5e6f7g8",
                     *           "kind": "paragraph",
                     *           "book_id": "b1a2b3c4d5e6f7g8",
                     *           "book_title": "星海长歌",
                     *           "chapter": {
                     *             "id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 12,
                     *             "title": "第12章 远航"
                     *           },
                     *           "paragraph": {
                     *             "index": 3,
                     *             "state": "anchored",
                     *             "excerpt": "舰队在黎明前离港。"
                     *           },
                     *           "parent_id": null,
                     *           "reader": {
                     *             "id": "r1a2b3c4d5e6f7g8",
                     *             "name": "书友小林",
                     *             "muted": false
                     *           },
                     *           "content": "这一段写得太燃了！",
                     *           "by_author": false,
                     *           "like_count": 12,
                     *           "liked": false,
                     *           "pinned": false,
                     *           "hidden": false,
                     *           "reported": false,
                     *           "read": false,
                     *           "answered": false,
                     *           "reply_count": 2,
                     *           "author_replies": [],
                     *           "create_time": "2026-11-20T10:00:00+08:00"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReaderReplyEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    actOnReaderComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment_id: components["schemas"]["Id"];
                    /** @enum {string} */
                    action: "pin" | "unpin" | "like" | "unlike" | "hide" | "unhide" | "report";
                };
            };
        };
        responses: {
            /** @description The comment as it is now. */
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
                     *         "id": "k1a2b3c4d5e6f7g8",
                     *         "kind": "paragraph",
                     *         "book_id": "b1a2b3c4d5e6f7g8",
                     *         "book_title": "星海长歌",
                     *         "chapter": {
                     *           "id": "c1a2b3c4d5e6f7g8",
                     *           "chapter_no": 12,
                     *           "title": "第12章 远航"
                     *         },
                     *         "paragraph": {
                     *           "index": 3,
                     *           "state": "anchored",
                     *           "excerpt": "舰队在黎明前离港。"
                     *         },
                     *         "parent_id": null,
                     *         "reader": {
                     *           "id": "r1a2b3c4d5e6f7g8",
                     *           "name": "书友小林",
                     *           "muted": false
                     *         },
                     *         "content": "这一段写得太燃了！",
                     *         "by_author": false,
                     *         "like_count": 12,
                     *         "liked": false,
                     *         "pinned": false,
                     *         "hidden": false,
                     *         "reported": false,
                     *         "read": false,
                     *         "answered": false,
                     *         "reply_count": 2,
                     *         "author_replies": [],
                     *         "create_time": "2026-11-20T10:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReaderCommentEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    readReaderComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: components["schemas"]["Id"][];
                    all?: boolean;
                    book_id?: components["schemas"]["Id"];
                };
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
                     *         "unread": 40
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadReaderCommentsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    muteReader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    book_id: components["schemas"]["Id"];
                    reader_id: components["schemas"]["Id"];
                    muted: boolean;
                };
            };
        };
        responses: {
            /** @description The reader's state for the book. */
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
                     *         "reader_id": "r1a2b3c4d5e6f7g8",
                     *         "muted": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MuteReaderEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getReaderCommentCounts: {
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
            /** @description Counts per chapter and the most discussed paragraphs. */
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
                     *         "total": 120,
                     *         "unread": 12,
                     *         "book_reviews": 8,
                     *         "chapters": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 星落",
                     *             "comments": 40,
                     *             "paragraph_comments": 22,
                     *             "unread": 3
                     *           }
                     *         ],
                     *         "top_paragraphs": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 星落",
                     *             "index": 4,
                     *             "comments": 9
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReaderCommentCountsEnvelope"];
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
                     *             "category_names": [
                     *               {
                     *                 "zh-CN": "男频",
                     *                 "en-US": "Male channel"
                     *               },
                     *               {
                     *                 "zh-CN": "科幻",
                     *                 "en-US": "Sci-fi"
                     *               },
                     *               {
                     *                 "zh-CN": "星际文明",
                     *                 "en-US": "Interstellar civilisation"
                     *               }
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
                     *             "reject_fields": [],
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
    resubmitBook: {
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
                /** @description `true`: only published or scheduled chapters with a pending revision (edits readers do not have yet). */
                revision?: boolean;
                /** @description Only published chapters in this state of the platform's review (`in_review` also lists those whose appeal waits). */
                review_state?: components["schemas"]["ChapterReviewState"];
                /** @description `reading` is reading order; `newest` is its reverse (the latest chapters first). */
                sort?: "reading" | "newest";
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
                     *         "revisions": {
                     *           "count": 0,
                     *           "word_delta": 0
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
                     *             "update_time": "2023-11-20T20:00:00+08:00",
                     *             "has_revision": false,
                     *             "review_state": "live"
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
            200: components["responses"]["BulkChapterList"];
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
            200: components["responses"]["BulkChapterList"];
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
            200: components["responses"]["BulkChapterList"];
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
                     *             "update_time": "2023-11-20T20:00:00+08:00",
                     *             "has_revision": false,
                     *             "review_state": "live"
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
    applyChapterRevision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyRevisionRequest"];
            };
        };
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    applyChapterRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyRevisionsRequest"];
            };
        };
        responses: {
            /** @description How many revisions went out and the book's word change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    discardChapterRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevisionsRequest"];
            };
        };
        responses: {
            /** @description How many revisions were dropped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    discardChapterRevision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChapterVersionRequest"];
            };
        };
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listChapterVersions: {
        parameters: {
            query: {
                chapter_id: components["schemas"]["Id"];
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
            /** @description A page of the chapter's versions. */
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
                     *         "retention": {
                     *           "full_days": 30,
                     *           "edit_interval_minutes": 10
                     *         },
                     *         "list": [
                     *           {
                     *             "id": "k1a2b3c4d5e6f7g8",
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "title": "第1章 少年出山",
                     *             "word_count": 2856,
                     *             "word_delta": 2856,
                     *             "reason": "publish",
                     *             "published": true,
                     *             "create_time": "2023-11-20T20:00:00+08:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterVersionPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getChapterVersion: {
        parameters: {
            query: {
                version_id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
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
                     *         "id": "k1a2b3c4d5e6f7g8",
                     *         "chapter_id": "c1a2b3c4d5e6f7g8",
                     *         "title": "第1章 少年出山",
                     *         "word_count": 12,
                     *         "word_delta": 12,
                     *         "reason": "edit",
                     *         "published": false,
                     *         "create_time": "2023-11-20T20:00:00+08:00",
                     *         "content": "青石镇的清晨总是从一声鸡鸣开始。",
                     *         "author_note": ""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterVersionEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    restoreChapterVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreVersionRequest"];
            };
        };
        responses: {
            200: components["responses"]["Chapter"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    undoChapterOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UndoRequest"];
            };
        };
        responses: {
            /** @description What was undone. */
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
                     *         "undo_id": "u1a2b3c4d5e6f7g8",
                     *         "kind": "trash",
                     *         "restored": [
                     *           "c1a2b3c4d5e6f7g8"
                     *         ],
                     *         "skipped": [],
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
                     *             "update_time": "2023-11-20T20:00:00+08:00",
                     *             "has_revision": false,
                     *             "review_state": "live"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UndoResultEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    searchChapters: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                query: components["schemas"]["SearchQuery"];
                mode?: "plain" | "regex";
                case_sensitive?: boolean;
                whole_word?: boolean;
                /** @description Only this chapter, with up to 1,000 matches. */
                chapter_id?: components["schemas"]["Id"];
                /** @description Characters of context on each side of a match. */
                context?: number;
                /** @description Matches listed per chapter (counts are always whole): 20 by default, 1,000 with `chapter_id`; 0 lists none, to gather chapter ids and versions for a replace fast. */
                max_matches?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Chapters with matches per page. */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matches by chapter. */
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
                     *         "total_matches": 2,
                     *         "total_chapters": 1,
                     *         "scanned_chapters": 3000,
                     *         "complete": true,
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "list": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 少年出山",
                     *             "status": "published",
                     *             "text_state": "published",
                     *             "version": 3,
                     *             "match_count": 2,
                     *             "matches": [
                     *               {
                     *                 "index": 0,
                     *                 "field": "content",
                     *                 "start": 16,
                     *                 "end": 18,
                     *                 "before": "青石镇的清晨总是从一声鸡鸣开始。",
                     *                 "match": "林川",
                     *                 "after": "推开木门，望向天边。"
                     *               },
                     *               {
                     *                 "index": 1,
                     *                 "field": "content",
                     *                 "start": 40,
                     *                 "end": 42,
                     *                 "before": "望向天边。",
                     *                 "match": "林川",
                     *                 "after": "笑了。"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SearchResultEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    replaceInChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceRequest"];
            };
        };
        responses: {
            /** @description What changed and what was skipped. */
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
                     *         "undo_id": "u1a2b3c4d5e6f7g8",
                     *         "undo_expires_at": "2026-11-23T10:00:00+08:00",
                     *         "changed": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "replaced": 2,
                     *             "version": 4,
                     *             "text_state": "revision"
                     *           }
                     *         ],
                     *         "skipped": [
                     *           {
                     *             "chapter_id": "c2a2b3c4d5e6f7g8",
                     *             "reason": "changed"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReplaceResultEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getPrepublishRules: {
        parameters: {
            query?: {
                book_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules in force. */
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
                     *         "version": 1,
                     *         "rules": [
                     *           {
                     *             "id": "contact.add-v",
                     *             "category": "contact",
                     *             "severity": "block",
                     *             "expression": "加\\s*[vV薇微威]\\s*[:：]?\\s*[A-Za-z0-9_-]{0,20}",
                     *             "explanation": {
                     *               "zh": "“加V”之类的引流写法是最常见的拒审原因。",
                     *               "en": "\"加V\" is the commonest reason for a rejection."
                     *             },
                     *             "suggestion": {
                     *               "zh": "删去联系方式。",
                     *               "en": "Remove it."
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PrepublishRuleSetEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    checkPrepublishText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckPrepublishTextRequest"];
            };
        };
        responses: {
            /** @description The findings, in text order. */
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
                     *         "rules_version": 1,
                     *         "findings": [
                     *           {
                     *             "rule_id": "contact.add-v",
                     *             "category": "contact",
                     *             "severity": "block",
                     *             "start": 3,
                     *             "end": 14,
                     *             "paragraph": 0,
                     *             "excerpt": "加V：abc12345",
                     *             "explanation": {
                     *               "zh": "“加V”之类的引流写法是最常见的拒审原因。",
                     *               "en": "\"加V\" is the commonest reason for a rejection."
                     *             },
                     *             "suggestion": {
                     *               "zh": "删去联系方式。",
                     *               "en": "Remove it."
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PrepublishFindingsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    reportPrepublishFinding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportPrepublishFindingRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    checkPrepublishChapter: {
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
            /** @description The chapter's findings, in text order. */
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
                     *         "rules_version": 1,
                     *         "chapter_id": "c1a2b3c4d5e6f7g8",
                     *         "findings": [
                     *           {
                     *             "rule_id": "contact.add-v",
                     *             "category": "contact",
                     *             "severity": "block",
                     *             "start": 3,
                     *             "end": 14,
                     *             "paragraph": 0,
                     *             "excerpt": "加V：abc12345",
                     *             "explanation": {
                     *               "zh": "“加V”之类的引流写法是最常见的拒审原因。",
                     *               "en": "\"加V\" is the commonest reason for a rejection."
                     *             },
                     *             "suggestion": {
                     *               "zh": "删去联系方式。",
                     *               "en": "Remove it."
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PrepublishChapterFindingsEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getChapterReview: {
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
            /** @description The chapter's review. */
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
                     *         "chapter_id": "c1a2b3c4d5e6f7g8",
                     *         "state": "blocked",
                     *         "events": [
                     *           {
                     *             "id": "e1a2b3c4d5e6f7g8",
                     *             "kind": "submitted",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e2a2b3c4d5e6f7g8",
                     *             "kind": "machine_passed",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e3a2b3c4d5e6f7g8",
                     *             "kind": "live",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e4a2b3c4d5e6f7g8",
                     *             "kind": "blocked",
                     *             "time": "2026-11-22T09:30:00+08:00",
                     *             "reason": "正文含站外联系方式",
                     *             "spans": [
                     *               {
                     *                 "start": 12,
                     *                 "end": 20,
                     *                 "paragraph": 1,
                     *                 "excerpt": "加V12345",
                     *                 "rule_id": null,
                     *                 "category": "contact"
                     *               }
                     *             ],
                     *             "diff": null
                     *           }
                     *         ],
                     *         "appeal_draft": {
                     *           "before": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事加V12345。",
                     *             "time": "2026-11-22T09:30:00+08:00"
                     *           },
                     *           "after": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事留言。",
                     *             "time": "2026-11-22T10:00:00+08:00"
                     *           },
                     *           "changed": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterReviewEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    appealChapterReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chapter_id: components["schemas"]["Id"];
                    /** @description A word to the reviewer. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The chapter's review with the appeal added. */
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
                     *         "chapter_id": "c1a2b3c4d5e6f7g8",
                     *         "state": "blocked",
                     *         "events": [
                     *           {
                     *             "id": "e1a2b3c4d5e6f7g8",
                     *             "kind": "submitted",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e2a2b3c4d5e6f7g8",
                     *             "kind": "machine_passed",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e3a2b3c4d5e6f7g8",
                     *             "kind": "live",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e4a2b3c4d5e6f7g8",
                     *             "kind": "blocked",
                     *             "time": "2026-11-22T09:30:00+08:00",
                     *             "reason": "正文含站外联系方式",
                     *             "spans": [
                     *               {
                     *                 "start": 12,
                     *                 "end": 20,
                     *                 "paragraph": 1,
                     *                 "excerpt": "加V12345",
                     *                 "rule_id": null,
                     *                 "category": "contact"
                     *               }
                     *             ],
                     *             "diff": null
                     *           }
                     *         ],
                     *         "appeal_draft": {
                     *           "before": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事加V12345。",
                     *             "time": "2026-11-22T09:30:00+08:00"
                     *           },
                     *           "after": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事留言。",
                     *             "time": "2026-11-22T10:00:00+08:00"
                     *           },
                     *           "changed": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterReviewEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getStockpile: {
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
            /** @description The stockpile. */
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
                     *         "today": "2026-11-22",
                     *         "daily_threshold": 4000,
                     *         "min_chapter_words": 1000,
                     *         "drafts": {
                     *           "count": 12,
                     *           "words": 36120
                     *         },
                     *         "unfinished_drafts": {
                     *           "count": 1,
                     *           "words": 320
                     *         },
                     *         "scheduled": {
                     *           "count": 4,
                     *           "words": 12200,
                     *           "last_publish_at": "2026-11-24T18:00:00+08:00"
                     *         },
                     *         "cadence": {
                     *           "words_per_day": 6100,
                     *           "chapters_per_day": 2,
                     *           "source": "recent"
                     *         },
                     *         "days_covered": 7
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StockpileEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    planSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePlanRequest"];
            };
        };
        responses: {
            /** @description The plan (applied with mode apply). */
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
                     *         "mode": "preview",
                     *         "list": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 3001,
                     *             "title": "第3001章 新的旅程",
                     *             "word_count": 3020,
                     *             "date": "2026-11-23",
                     *             "publish_at": "2026-11-23T12:00:00+08:00"
                     *           }
                     *         ],
                     *         "conflicts": [],
                     *         "days": [
                     *           {
                     *             "date": "2026-11-23",
                     *             "published_words": 0,
                     *             "scheduled_words": 0,
                     *             "planned_words": 3020,
                     *             "status": "covered"
                     *           }
                     *         ],
                     *         "undo_id": null,
                     *         "undo_expires_at": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SchedulePlanEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getChapterCalendar: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                month: components["schemas"]["Month"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month. */
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
                     *         "month": "2026-11",
                     *         "today": "2026-11-22",
                     *         "daily_threshold": 4000,
                     *         "attendance": {
                     *           "eligible": true,
                     *           "allowed_misses": 0,
                     *           "missed_days": 0,
                     *           "gap_days": 1,
                     *           "status": "at_risk"
                     *         },
                     *         "days": [
                     *           {
                     *             "date": "2026-11-22",
                     *             "published_words": 3100,
                     *             "published_chapters": 1,
                     *             "scheduled_words": 3000,
                     *             "scheduled_chapters": 1,
                     *             "status": "covered",
                     *             "at_risk": false
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getIncomeOverview: {
        parameters: {
            query?: {
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
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
                     *         "today": "2026-11-22",
                     *         "data_until": "2026-11-21",
                     *         "current_month": "2026-11",
                     *         "first_month": "2024-12",
                     *         "books": [
                     *           {
                     *             "id": "b1a2b3c4d5e6f7g8",
                     *             "title": "星海长歌",
                     *             "kind": "long"
                     *           }
                     *         ],
                     *         "kpis": {
                     *           "this_month": {
                     *             "value": 1043210,
                     *             "basis": "pre_tax",
                     *             "from": "2026-11-01",
                     *             "to": "2026-11-21",
                     *             "previous_from": "2026-10-01",
                     *             "previous_to": "2026-10-21",
                     *             "previous": 1102030,
                     *             "change": -58820,
                     *             "change_percent": -5.3,
                     *             "trend": "down",
                     *             "state": "estimated",
                     *             "estimated_until": "2026-12-10"
                     *           },
                     *           "last_month": {
                     *             "value": 1350012,
                     *             "basis": "after_tax",
                     *             "from": "2026-10-01",
                     *             "to": "2026-10-31",
                     *             "previous_from": "2026-09-01",
                     *             "previous_to": "2026-09-30",
                     *             "previous": 1298877,
                     *             "change": 51135,
                     *             "change_percent": 3.9,
                     *             "trend": "up",
                     *             "state": "settled",
                     *             "estimated_until": null
                     *           },
                     *           "this_year": {
                     *             "value": 13400020,
                     *             "basis": "after_tax",
                     *             "from": "2026-01-01",
                     *             "to": "2026-11-21",
                     *             "previous_from": "2025-01-01",
                     *             "previous_to": "2025-11-21",
                     *             "previous": 11022011,
                     *             "change": 2378009,
                     *             "change_percent": 21.6,
                     *             "trend": "up",
                     *             "state": null,
                     *             "estimated_until": "2026-12-10"
                     *           },
                     *           "all_time": {
                     *             "value": 25100331,
                     *             "basis": "after_tax",
                     *             "from": "2024-12-01",
                     *             "to": "2026-11-21",
                     *             "previous_from": null,
                     *             "previous_to": null,
                     *             "previous": null,
                     *             "change": null,
                     *             "change_percent": null,
                     *             "trend": null,
                     *             "state": null,
                     *             "estimated_until": "2026-12-10"
                     *           }
                     *         },
                     *         "policy": {
                     *           "statement_day": 10,
                     *           "pay_day": 25,
                     *           "payout_minimum": 10000,
                     *           "component_classes": {
                     *             "subscription": "authors_remuneration",
                     *             "reward": "authors_remuneration",
                     *             "ad_share": "royalties",
                     *             "attendance_bonus": "labour_remuneration",
                     *             "guarantee_top_up": "labour_remuneration",
                     *             "completion_reward": "labour_remuneration",
                     *             "adjustment": "authors_remuneration"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IncomeOverviewEnvelope"];
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
                /** @description First month; default 11 months before `to`. At most 120 months before `to`, not after it. */
                from?: components["schemas"]["Month"];
                /** @description Last month; default the current month, never a later one. */
                to?: components["schemas"]["Month"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Statements, newest first, and their totals. */
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
                     *         "from": "2026-10",
                     *         "to": "2026-10",
                     *         "book_id": null,
                     *         "data_until": "2026-11-21",
                     *         "list": [
                     *           {
                     *             "month": "2026-10",
                     *             "book_id": null,
                     *             "subscription": 812300,
                     *             "reward": 45600,
                     *             "ad_share": 23100,
                     *             "attendance_bonus": 60000,
                     *             "guarantee_top_up": 0,
                     *             "completion_reward": 0,
                     *             "adjustment": -32640,
                     *             "adjustments": [
                     *               {
                     *                 "book_id": "b1a2b3c4d5e6f7g8",
                     *                 "reason": "reader_refunds",
                     *                 "amount": -32640
                     *               }
                     *             ],
                     *             "pre_tax": 908360,
                     *             "tax": 92429,
                     *             "after_tax": 815931,
                     *             "tax_lines": [
                     *               {
                     *                 "income_class": "authors_remuneration",
                     *                 "income": 825260,
                     *                 "deduction": 165052,
                     *                 "reduction": 198062,
                     *                 "taxable_base": 462146,
                     *                 "rate_percent": 20,
                     *                 "quick_deduction": 0,
                     *                 "withheld": 92429,
                     *                 "ytd_withheld": 902211,
                     *                 "share": null
                     *               },
                     *               {
                     *                 "income_class": "royalties",
                     *                 "income": 23100,
                     *                 "deduction": 23100,
                     *                 "reduction": 0,
                     *                 "taxable_base": 0,
                     *                 "rate_percent": 20,
                     *                 "quick_deduction": 0,
                     *                 "withheld": 0,
                     *                 "ytd_withheld": 10023,
                     *                 "share": null
                     *               },
                     *               {
                     *                 "income_class": "labour_remuneration",
                     *                 "income": 60000,
                     *                 "deduction": 60000,
                     *                 "reduction": 0,
                     *                 "taxable_base": 0,
                     *                 "rate_percent": 20,
                     *                 "quick_deduction": 0,
                     *                 "withheld": 0,
                     *                 "ytd_withheld": 0,
                     *                 "share": null
                     *               }
                     *             ],
                     *             "state": "settled",
                     *             "statement_date": "2026-11-10",
                     *             "estimated_until": null,
                     *             "expected_pay_date": "2026-11-25",
                     *             "paid_on": null,
                     *             "carried_in": 0,
                     *             "payable": 815931,
                     *             "carried_to": null,
                     *             "hold": null
                     *           }
                     *         ],
                     *         "totals": {
                     *           "subscription": 812300,
                     *           "reward": 45600,
                     *           "ad_share": 23100,
                     *           "attendance_bonus": 60000,
                     *           "guarantee_top_up": 0,
                     *           "completion_reward": 0,
                     *           "adjustment": -32640,
                     *           "pre_tax": 908360,
                     *           "tax": 92429,
                     *           "after_tax": 815931
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
                /** @description The month; not after the current month. */
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
            /** @description The month's days and totals. */
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
                     *         "month": "2026-11",
                     *         "book_id": null,
                     *         "data_until": "2026-11-21",
                     *         "estimated_until": "2026-12-10",
                     *         "list": [
                     *           {
                     *             "date": "2026-11-01",
                     *             "subscription": 26100,
                     *             "purchases": 3711,
                     *             "paying_readers": 1402,
                     *             "reward": 1500,
                     *             "ad_share": 700,
                     *             "total": 28300,
                     *             "estimated_until": "2026-12-10"
                     *           }
                     *         ],
                     *         "totals": {
                     *           "subscription": 26100,
                     *           "purchases": 3711,
                     *           "reward": 1500,
                     *           "ad_share": 700,
                     *           "total": 28300
                     *         }
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
    getIncomeAttendance: {
        parameters: {
            query?: {
                /** @description The month; default the current one, never a later one. */
                month?: components["schemas"]["Month"];
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's attendance per book. */
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
                     *         "month": "2026-11",
                     *         "today": "2026-11-22",
                     *         "rules": {
                     *           "daily_words": 3000,
                     *           "leaves_per_month": 2,
                     *           "bonus": 60000
                     *         },
                     *         "list": [
                     *           {
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "title": "星海长歌",
                     *             "eligible": true,
                     *             "verdict": "failed",
                     *             "reason": "day_below_threshold",
                     *             "failed_on": "2026-11-19",
                     *             "qualifying_days": 19,
                     *             "closed_days": 21,
                     *             "days_in_month": 30,
                     *             "leaves_used": 1,
                     *             "leaves_left": 1,
                     *             "bonus": 0,
                     *             "days": [
                     *               {
                     *                 "date": "2026-11-19",
                     *                 "status": "below_threshold",
                     *                 "words": 2846,
                     *                 "shortfall": 154,
                     *                 "chapters": [
                     *                   {
                     *                     "chapter_id": "c1a2b3c4d5e6f7g8",
                     *                     "chapter_no": 2987,
                     *                     "title": "第2987章 风起",
                     *                     "words": 2846,
                     *                     "at": "2026-11-19T20:03:00+08:00",
                     *                     "scheduled": false
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IncomeAttendanceEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getDataBooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The books. */
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
                     *             "title": "星海长歌",
                     *             "kind": "long",
                     *             "is_vip": true,
                     *             "data_from": "2024-11-22",
                     *             "data_until": "2026-11-21"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DataBooksEnvelope"];
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
                /** @description First day; by day at most 365 days before `to`, by month at most 120 months. */
                from?: string;
                /** @description Last day; default and latest yesterday (today's figures are not in yet). */
                to?: string;
                /** @description Rows per day or per calendar month. */
                by?: "day" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows and KPI figures. */
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
                     *         "by": "day",
                     *         "from": "2026-11-21",
                     *         "to": "2026-11-21",
                     *         "previous_from": "2026-11-20",
                     *         "previous_to": "2026-11-20",
                     *         "data_from": "2024-11-22",
                     *         "data_until": "2026-11-21",
                     *         "kpis": {
                     *           "readers": {
                     *             "value": 6120,
                     *             "previous": 6002,
                     *             "change": 118,
                     *             "change_percent": 2,
                     *             "trend": "up"
                     *           },
                     *           "views": {
                     *             "value": 18230,
                     *             "previous": 18555,
                     *             "change": -325,
                     *             "change_percent": -1.8,
                     *             "trend": "down"
                     *           },
                     *           "favorites_net": {
                     *             "value": 187,
                     *             "previous": 190,
                     *             "change": -3,
                     *             "change_percent": -1.6,
                     *             "trend": "down"
                     *           },
                     *           "subscriptions": {
                     *             "value": 3302,
                     *             "previous": 3302,
                     *             "change": 0,
                     *             "change_percent": 0,
                     *             "trend": "flat"
                     *           },
                     *           "comments": {
                     *             "value": 87,
                     *             "previous": 80,
                     *             "change": 7,
                     *             "change_percent": 8.8,
                     *             "trend": "up"
                     *           }
                     *         },
                     *         "list": [
                     *           {
                     *             "period": "2026-11-21",
                     *             "days": 1,
                     *             "readers": 6120,
                     *             "views": 18230,
                     *             "favorites_added": 210,
                     *             "favorites_removed": 23,
                     *             "favorites_net": 187,
                     *             "favorites_total": 48211,
                     *             "subscriptions": 3302,
                     *             "comments": 87,
                     *             "chapters_published": 2,
                     *             "words_added": 6400
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
                sort?: "chapter_no" | "views" | "unique_readers" | "completion_rate" | "next_chapter_rate" | "subscriptions" | "first_day_subscriptions" | "comments";
                order?: "asc" | "desc";
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the chapter table. */
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
                     *         "sort": "completion_rate",
                     *         "order": "desc",
                     *         "page": 1,
                     *         "page_size": 100,
                     *         "total": 2992,
                     *         "data_until": "2026-11-21",
                     *         "vip": {
                     *           "vip_chapters": 2392,
                     *           "first_order": 9120,
                     *           "first_vip_chapter_id": "c6a2b3c4d5e6f7g8",
                     *           "first_vip_chapter_no": 601,
                     *           "average": 8822,
                     *           "highest": 15012,
                     *           "highest_chapter_id": "c7a2b3c4d5e6f7g8",
                     *           "highest_chapter_no": 640
                     *         },
                     *         "list": [
                     *           {
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 少年出山",
                     *             "is_vip": false,
                     *             "published_at": "2023-11-20T12:00:00.000Z",
                     *             "views": 120345,
                     *             "unique_readers": 98012,
                     *             "finished_readers": 80120,
                     *             "completion_rate": 0.8174,
                     *             "next_chapter_rate": 0.9412,
                     *             "subscriptions": 0,
                     *             "first_day_subscriptions": 0,
                     *             "comments": 812
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
    getDataReadthrough: {
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
            /** @description The curve. */
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
                     *         "data_until": "2026-11-21",
                     *         "chapter_nos": [
                     *           1,
                     *           2,
                     *           3
                     *         ],
                     *         "readers": [
                     *           98012,
                     *           90210,
                     *           88300
                     *         ],
                     *         "drops": [
                     *           {
                     *             "chapter_id": "c2a2b3c4d5e6f7g8",
                     *             "chapter_no": 2,
                     *             "title": "第2章 星门",
                     *             "readers_before": 98012,
                     *             "readers": 90210,
                     *             "lost": 7802,
                     *             "lost_rate": 0.0796
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DataReadthroughEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createBookExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookExportRequest"];
            };
        };
        responses: {
            200: components["responses"]["ExportJob"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportJob"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getExport: {
        parameters: {
            query: {
                job_id: components["parameters"]["JobIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportJob"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listExports: {
        parameters: {
            query?: {
                /** @description One book; all of the author's books when absent. */
                book_id?: components["parameters"]["OptionalBookId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs. */
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
                     *             "job_id": "j1a2b3c4d5e6f7g8",
                     *             "kind": "book",
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "scope": "whole",
                     *             "volume_id": null,
                     *             "format": "epub",
                     *             "encoding": "utf-8",
                     *             "state": "running",
                     *             "done": 1200,
                     *             "total": 3000,
                     *             "file_name": "星海长歌_2026-11-24.epub",
                     *             "size": null,
                     *             "error": null,
                     *             "create_time": "2026-11-24T20:00:00+08:00",
                     *             "finish_time": null,
                     *             "expires_at": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExportJobListEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    downloadExport: {
        parameters: {
            query: {
                job_id: components["parameters"]["JobIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, or a refusal envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/plain": string;
                    "application/epub+zip": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/zip": string;
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
                     *             "category_names": [
                     *               {
                     *                 "zh-CN": "男频",
                     *                 "en-US": "Male channel"
                     *               },
                     *               {
                     *                 "zh-CN": "科幻",
                     *                 "en-US": "Sci-fi"
                     *               },
                     *               {
                     *                 "zh-CN": "星际文明",
                     *                 "en-US": "Interstellar civilisation"
                     *               }
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
                     *             "reject_fields": [],
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
                     *         "desk": {
                     *           "today": "2026-11-22",
                     *           "today_words": 3120,
                     *           "streak_days": 12,
                     *           "stockpile": [
                     *             {
                     *               "book_id": "b1a2b3c4d5e6f7g8",
                     *               "title": "星海长歌",
                     *               "days_covered": 7,
                     *               "draft_count": 12,
                     *               "draft_words": 36120,
                     *               "scheduled_count": 4,
                     *               "scheduled_words": 12200
                     *             }
                     *           ]
                     *         },
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
    listBibleEntities: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                kind?: components["schemas"]["BibleEntityKind"];
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entities. */
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
                     *         "settings": {
                     *           "book_id": "b1a2b3c4d5e6f7g8",
                     *           "unseen_chapters": 50,
                     *           "thread_overdue_chapters": 300
                     *         },
                     *         "last_chapter_no": 3000,
                     *         "list": [
                     *           {
                     *             "id": "e1a2b3c4d5e6f7g8",
                     *             "kind": "character",
                     *             "name": "林远",
                     *             "aliases": [
                     *               "小远"
                     *             ],
                     *             "tags": [
                     *               "主角"
                     *             ],
                     *             "is_main": true,
                     *             "chapter_count": 2950,
                     *             "first_chapter_no": 1,
                     *             "last_chapter_no": 3000,
                     *             "unseen_for": 0,
                     *             "unseen": false
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleEntityListEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    getBibleEntity: {
        parameters: {
            query: {
                entity_id: components["schemas"]["Id"];
                as_of_chapter_no?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity's page. */
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
                     *         "entity": {
                     *           "id": "e1a2b3c4d5e6f7g8",
                     *           "book_id": "b1a2b3c4d5e6f7g8",
                     *           "kind": "character",
                     *           "name": "林远",
                     *           "aliases": [
                     *             "小远"
                     *           ],
                     *           "fields": [
                     *             {
                     *               "key": "年龄",
                     *               "value": "17"
                     *             }
                     *           ],
                     *           "notes": "边陲星港的少年。",
                     *           "tags": [
                     *             "主角"
                     *           ],
                     *           "is_main": true,
                     *           "create_time": "2026-11-20T20:00:00+08:00",
                     *           "update_time": "2026-11-20T20:00:00+08:00"
                     *         },
                     *         "progressions": [
                     *           {
                     *             "id": "p1a2b3c4d5e6f7g8",
                     *             "entity_id": "e1a2b3c4d5e6f7g8",
                     *             "from_chapter_no": 812,
                     *             "fact": "金丹期",
                     *             "create_time": "2026-11-20T20:00:00+08:00"
                     *           }
                     *         ],
                     *         "as_of_chapter_no": 900,
                     *         "state": [
                     *           {
                     *             "id": "p1a2b3c4d5e6f7g8",
                     *             "entity_id": "e1a2b3c4d5e6f7g8",
                     *             "from_chapter_no": 812,
                     *             "fact": "金丹期",
                     *             "create_time": "2026-11-20T20:00:00+08:00"
                     *           }
                     *         ],
                     *         "first_appearance": {
                     *           "chapter_id": "c1a2b3c4d5e6f7g8",
                     *           "chapter_no": 1,
                     *           "title": "第1章 少年出山"
                     *         },
                     *         "last_appearance": {
                     *           "chapter_id": "c2a2b3c4d5e6f7g8",
                     *           "chapter_no": 3000,
                     *           "title": "第3000章 长歌未央"
                     *         },
                     *         "chapter_count": 2950,
                     *         "mention_count": 31022,
                     *         "volumes": [
                     *           {
                     *             "volume_id": "v1a2b3c4d5e6f7g8",
                     *             "title": "第一卷 初入星海",
                     *             "chapters": 300,
                     *             "chapter_count": 298,
                     *             "mention_count": 3120
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleEntityPageEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listBibleAppearances: {
        parameters: {
            query: {
                entity_id: components["schemas"]["Id"];
                after_chapter_no?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of appearances. */
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
                     *             "chapter_id": "c1a2b3c4d5e6f7g8",
                     *             "chapter_no": 1,
                     *             "title": "第1章 少年出山",
                     *             "volume_id": "v1a2b3c4d5e6f7g8",
                     *             "count": 12,
                     *             "context": "林远站在天枢城的高处，望着远方出神。"
                     *           }
                     *         ],
                     *         "next_after_chapter_no": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleAppearancesEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    exportBible: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                format: "markdown" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
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
                     *         "file_name": "星海长歌_设定集.md",
                     *         "media_type": "text/markdown",
                     *         "content": "# 《星海长歌》设定集\n"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleExportEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createBibleEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBibleEntityRequest"];
            };
        };
        responses: {
            200: components["responses"]["BibleEntity"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateBibleEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBibleEntityRequest"];
            };
        };
        responses: {
            200: components["responses"]["BibleEntity"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    deleteBibleEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BibleEntityIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    mergeBibleEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeBibleEntitiesRequest"];
            };
        };
        responses: {
            200: components["responses"]["BibleEntity"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createBibleProgression: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBibleProgressionRequest"];
            };
        };
        responses: {
            /** @description The progression. */
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
                     *         "id": "p1a2b3c4d5e6f7g8",
                     *         "entity_id": "e1a2b3c4d5e6f7g8",
                     *         "from_chapter_no": 812,
                     *         "fact": "金丹期",
                     *         "create_time": "2026-11-20T20:00:00+08:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleProgressionEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    deleteBibleProgression: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BibleProgressionIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    listBibleThreads: {
        parameters: {
            query: {
                book_id: components["parameters"]["BookIdQuery"];
                open_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The threads. */
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
                     *         "settings": {
                     *           "book_id": "b1a2b3c4d5e6f7g8",
                     *           "unseen_chapters": 50,
                     *           "thread_overdue_chapters": 300
                     *         },
                     *         "last_chapter_no": 3000,
                     *         "list": [
                     *           {
                     *             "id": "t1a2b3c4d5e6f7g8",
                     *             "book_id": "b1a2b3c4d5e6f7g8",
                     *             "title": "星核碎片的来历",
                     *             "notes": "",
                     *             "planted_chapter_no": 3,
                     *             "payoff_chapter_no": 2800,
                     *             "resolved_chapter_no": null,
                     *             "open": true,
                     *             "overdue": true,
                     *             "age": 2997
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleThreadListEnvelope"];
                };
            };
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    createBibleThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBibleThreadRequest"];
            };
        };
        responses: {
            200: components["responses"]["BibleThread"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateBibleThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBibleThreadRequest"];
            };
        };
        responses: {
            200: components["responses"]["BibleThread"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    deleteBibleThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BibleThreadIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    updateBibleSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BibleSettings"];
            };
        };
        responses: {
            /** @description The settings. */
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
                     *         "unseen_chapters": 50,
                     *         "thread_overdue_chapters": 300
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BibleSettingsEnvelope"];
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
    devDecideCertification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: components["schemas"]["Phone"];
                    approve: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Certification"];
            "4XX": components["responses"]["TransportError"];
            "5XX": components["responses"]["ServerFault"];
        };
    };
    devDecideChapterReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chapter_id: components["schemas"]["Id"];
                    /** @enum {string} */
                    decision: "block" | "approve" | "review" | "appeal_approve" | "appeal_reject";
                    reason?: string;
                    spans?: {
                        start: number;
                        end: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The chapter's review after the decision. */
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
                     *         "chapter_id": "c1a2b3c4d5e6f7g8",
                     *         "state": "blocked",
                     *         "events": [
                     *           {
                     *             "id": "e1a2b3c4d5e6f7g8",
                     *             "kind": "submitted",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e2a2b3c4d5e6f7g8",
                     *             "kind": "machine_passed",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e3a2b3c4d5e6f7g8",
                     *             "kind": "live",
                     *             "time": "2026-11-21T20:00:00+08:00",
                     *             "reason": null,
                     *             "spans": [],
                     *             "diff": null
                     *           },
                     *           {
                     *             "id": "e4a2b3c4d5e6f7g8",
                     *             "kind": "blocked",
                     *             "time": "2026-11-22T09:30:00+08:00",
                     *             "reason": "正文含站外联系方式",
                     *             "spans": [
                     *               {
                     *                 "start": 12,
                     *                 "end": 20,
                     *                 "paragraph": 1,
                     *                 "excerpt": "加V12345",
                     *                 "rule_id": null,
                     *                 "category": "contact"
                     *               }
                     *             ],
                     *             "diff": null
                     *           }
                     *         ],
                     *         "appeal_draft": {
                     *           "before": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事加V12345。",
                     *             "time": "2026-11-22T09:30:00+08:00"
                     *           },
                     *           "after": {
                     *             "title": "第1章 少年出山",
                     *             "content": "少年出山。\n有事留言。",
                     *             "time": "2026-11-22T10:00:00+08:00"
                     *           },
                     *           "changed": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChapterReviewEnvelope"];
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
export const pathsAuthorReaderCommentActPostRequestBodyContentApplicationJsonActionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/reader/comment/act"]["post"]["requestBody"]["content"]["application/json"]["action"]> = ["pin", "unpin", "like", "unlike", "hide", "unhide", "report"];
export const pathsAuthorBookListGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/book/list"]["get"]["parameters"]["query"]["sort"]> = ["update_desc", "words_desc", "create_desc"];
export const pathsAuthorChapterListGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/chapter/list"]["get"]["parameters"]["query"]["sort"]> = ["reading", "newest"];
export const pathsAuthorChapterSearchGetParametersQueryModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/chapter/search"]["get"]["parameters"]["query"]["mode"]> = ["plain", "regex"];
export const pathsAuthorDataDailyGetParametersQueryByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/data/daily"]["get"]["parameters"]["query"]["by"]> = ["day", "month"];
export const pathsAuthorDataChaptersGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/data/chapters"]["get"]["parameters"]["query"]["sort"]> = ["chapter_no", "views", "unique_readers", "completion_rate", "next_chapter_rate", "subscriptions", "first_day_subscriptions", "comments"];
export const pathsAuthorDataChaptersGetParametersQueryOrderValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/data/chapters"]["get"]["parameters"]["query"]["order"]> = ["asc", "desc"];
export const pathsAuthorBibleExportGetParametersQueryFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/author/bible/export"]["get"]["parameters"]["query"]["format"]> = ["markdown", "json"];
export const pathsDevChapterReviewPostRequestBodyContentApplicationJsonDecisionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/dev/chapter/review"]["post"]["requestBody"]["content"]["application/json"]["decision"]> = ["block", "approve", "review", "appeal_approve", "appeal_reject"];
export const exportScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportScope"]> = ["whole", "volume", "published", "drafts"];
export const exportFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportFormat"]> = ["txt", "epub", "docx", "zip"];
export const exportEncodingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportEncoding"]> = ["utf-8", "gb18030"];
export const exportStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportState"]> = ["queued", "running", "done", "failed"];
export const exportKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExportKind"]> = ["book", "account"];
export const bookExportRequestFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BookExportRequest"]["format"]> = ["txt", "epub", "docx"];
export const bibleEntityKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BibleEntityKind"]> = ["character", "place", "faction", "item", "term"];
export const bibleExportMedia_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BibleExport"]["media_type"]> = ["text/markdown", "application/json"];
export const bookKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BookKind"]> = ["long", "short"];
export const audienceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Audience"]> = ["male", "female"];
export const serialStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SerialStatus"]> = ["serial", "completion_pending", "completed", "hiatus"];
export const reviewStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewStatus"]> = ["draft", "pending", "approved", "rejected"];
export const signStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignStatus"]> = ["unsigned", "applying", "signed", "rejected"];
export const chapterStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterStatus"]> = ["draft", "scheduled", "published", "trashed"];
export const messageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageType"]> = ["message", "notice", "todo"];
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = [100002, 109017, 101001, 102001, 103001, 103002, 103003, 103004, 104001, 116001, 116002, 109016, 109112, 105001, 500001];
export const validationErrorsErrorsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ValidationErrors"]["errors"][string]> = ["validation.required", "validation.type", "validation.tooShort", "validation.tooLong", "validation.format", "validation.enum", "validation.range", "validation.tooMany", "validation.tooFew", "validation.unknownField", "validation.idCard", "validation.pastTime", "validation.fileType", "validation.text", "validation.fileSize", "validation.uploadQuota", "validation.duplicate", "validation.invalid", "validation.passwordPhone", "validation.passwordPenName", "validation.passwordCommon", "validation.idCardUnderage", "validation.realName", "validation.samePhone", "validation.masked", "validation.imagePixels", "validation.imageDamaged"];
export const prepublishRuleCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PrepublishRule"]["category"]> = ["contact", "advertising", "gambling", "drugs", "minors", "violence", "platform"];
export const prepublishSeverityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PrepublishSeverity"]> = ["block", "warn"];
export const prepublishFindingCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PrepublishFinding"]["category"]> = ["contact", "advertising", "gambling", "drugs", "minors", "violence", "platform", "hygiene"];
export const chapterReviewStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterReviewState"]> = ["in_review", "live", "blocked", "appealed"];
export const chapterReviewEventKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterReviewEventKind"]> = ["submitted", "machine_passed", "machine_failed", "in_review", "live", "blocked", "appeal_submitted", "appeal_approved", "appeal_rejected"];
export const chapterReviewSpanCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterReviewSpan"]["category"]> = ["contact", "advertising", "gambling", "drugs", "minors", "violence", "platform", "hygiene"];
export const chapterAppealDiffRowKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterAppealDiffRow"]["kind"]> = ["changed", "added", "removed"];
export const earlierChapterStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EarlierChapter"]["status"]> = ["draft", "scheduled"];
export const sendCodeRequestSceneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendCodeRequest"]["scene"]> = ["login", "reset_pwd"];
export const sendVerifyCodeRequestSceneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendVerifyCodeRequest"]["scene"]> = ["sensitive", "verify"];
export const userRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["User"]["role"]> = ["", "is_sign"];
export const certificationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Certification"]["status"]> = ["none", "reviewing", "certified", "rejected"];
export const loginRecordPlaceKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LoginRecord"]["place"]["kind"]> = ["local", "address", "unknown"];
export const menuEnvelopeStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MenuEnvelope"]["status"]> = ["ok", "fail"];
export const messageItemStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageItem"]["status"]> = [0, 1];
export const messageTemplateKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageTemplateKey"]> = ["new_device_login", "password_set", "password_changed", "password_reset", "phone_changed", "certification_passed", "certification_rejected", "royalties_paid", "royalties_held", "statement_ready", "chapter_blocked", "chapter_approved", "chapter_in_review", "appeal_approved", "appeal_rejected", "book_approved", "book_rejected", "sign_approved", "sign_rejected", "book_completed", "export_ready", "prepublish_recheck"];
export const messageCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageCategory"]> = ["review", "sign", "security", "money", "reader", "editor", "platform"];
export const messageTargetKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageTargetKind"]> = ["chapter", "book", "income_month", "account", "sign_application", "export"];
export const reviewReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewReasonCode"]> = ["synopsis_mismatch", "slow_opening", "sensitive_content", "cover_quality", "category_mismatch", "too_short", "formatting", "other"];
export const messageReviewChangesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageReview"]["changes"]> = ["title", "synopsis", "category", "cover", "tags", "protagonists", "chapters"];
export const messageTodoTaskValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageTodoTask"]> = ["certify", "sign", "resubmit", "statement", "other"];
export const messageTodoStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageTodoState"]> = ["todo", "done", "expired"];
export const readerCommentKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReaderCommentKind"]> = ["book", "chapter", "paragraph"];
export const readerCommentParagraphOneOf1StateValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["ReaderComment"]["paragraph"], {
    state: unknown;
}>["state"]> = ["anchored", "moved", "gone"];
export const bookReject_fieldsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Book"]["reject_fields"]> = ["title", "synopsis", "category", "cover", "tags", "protagonists", "chapters"];
export const updateBookRequestSerial_statusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateBookRequest"]["serial_status"]> = ["serial", "hiatus"];
export const signApplicationContract_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplication"]["contract_type"]> = ["exclusive", "non_exclusive"];
export const signApplicationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplication"]["status"]> = ["draft", "submitted", "approved", "rejected", "withdrawn"];
export const signApplyRequestContract_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignApplyRequest"]["contract_type"]> = ["exclusive", "non_exclusive"];
export const chapterTextStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChapterTextState"]> = ["draft", "published", "scheduled", "revision"];
export const versionReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VersionReason"]> = ["edit", "publish", "revision_applied", "revision_discarded", "restore", "replace", "undo", "checkpoint"];
export const undoConflictsConflictsReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UndoConflicts"]["conflicts"]["reason"]> = ["changed", "publish_time_passed", "position_taken"];
export const undoResultEnvelopeOneOf1BodyKindValues: ReadonlyArray<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["UndoResultEnvelope"], {
    body: unknown;
}>["body"], {
    kind: unknown;
}>["kind"]> = ["trash", "move", "schedule", "replace"];
export const searchMatchFieldValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SearchMatch"]["field"]> = ["title", "content"];
export const replaceRequestModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplaceRequest"]["mode"]> = ["plain", "regex"];
export const replaceResultEnvelopeOneOf1BodySkippedReasonValues: ReadonlyArray<Extract<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["ReplaceResultEnvelope"], {
    body: unknown;
}>["body"], {
    skipped: unknown;
}>["skipped"], {
    reason: unknown;
}>["reason"]> = ["changed", "no_match", "too_long", "trashed"];
export const stockpileCadenceSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Stockpile"]["cadence"]["source"]> = ["recent", "threshold"];
export const schedulePlanRequestModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SchedulePlanRequest"]["mode"]> = ["preview", "apply"];
export const scheduleConflictKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleConflict"]["kind"]> = ["slot_taken", "out_of_order", "earlier_draft"];
export const schedulePlanEnvelopeOneOf1BodyModeValues: ReadonlyArray<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["SchedulePlanEnvelope"], {
    body: unknown;
}>["body"], {
    mode: unknown;
}>["mode"]> = ["preview", "apply"];
export const planDayStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlanDay"]["status"]> = ["met", "covered", "open", "leave"];
export const calendarDayStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CalendarDay"]["status"]> = ["met", "missed", "covered", "gap", "leave", "inactive"];
export const calendarEnvelopeOneOf1BodyAttendanceStatusValues: ReadonlyArray<Extract<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["CalendarEnvelope"], {
    body: unknown;
}>["body"], {
    attendance: unknown;
}>["attendance"], {
    status: unknown;
}>["status"]> = ["kept", "at_risk", "lost"];
export const settlementStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettlementState"]> = ["estimated", "settled", "paid", "held", "carried_forward"];
export const incomeClassValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeClass"]> = ["labour_remuneration", "authors_remuneration", "royalties"];
export const incomeTaxLineRate_percentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeTaxLine"]["rate_percent"]> = [20, 30, 40];
export const incomeHoldReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeHold"]["reason"]> = ["subscription_review", "bank_account_rejected", "bank_account_missing", "identity_unverified", "tax_info_mismatch"];
export const incomeHoldFixValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeHold"]["fix"]> = ["contact_editor", "update_bank_account", "add_bank_account", "certify_identity", "update_tax_info"];
export const incomeKpiBasisValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IncomeKpi"]["basis"]> = ["pre_tax", "after_tax"];
export const attendanceDayStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AttendanceDay"]["status"]> = ["met", "below_threshold", "no_update", "leave", "in_progress", "upcoming"];
export const attendanceBookVerdictValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AttendanceBook"]["verdict"]> = ["qualified", "on_track", "failed", "not_eligible"];
export const attendanceBookReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AttendanceBook"]["reason"]> = ["all_days_met", "no_missed_day_yet", "day_below_threshold", "day_without_update", "book_completed", "book_on_hiatus", "book_not_vip", "book_not_signed", "short_novel"];
export const dataDailyEnvelopeOneOf1BodyByValues: ReadonlyArray<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["DataDailyEnvelope"], {
    body: unknown;
}>["body"], {
    by: unknown;
}>["by"]> = ["day", "month"];
export const dataChapterPageEnvelopeOneOf1BodyOrderValues: ReadonlyArray<Extract<Extract<FlattenedDeepRequired<components>["schemas"]["DataChapterPageEnvelope"], {
    body: unknown;
}>["body"], {
    order: unknown;
}>["order"]> = ["asc", "desc"];
