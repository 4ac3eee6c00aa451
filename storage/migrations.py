"""Numbered schema migrations, applied in order at start-up; `PRAGMA user_version` records the
last one applied. Never edit a released migration: add the next number."""

MIGRATIONS: list[tuple[int, str]] = [
    (
        1,
        """
        CREATE TABLE matches (
            id           INTEGER PRIMARY KEY,
            guild_id     INTEGER,
            channel_id   INTEGER NOT NULL,
            game_id      TEXT    NOT NULL,
            status       TEXT    NOT NULL
                         CHECK (status IN ('lobby', 'running', 'finished', 'aborted')),
            host_user_id INTEGER NOT NULL,
            options      TEXT    NOT NULL DEFAULT '{}',
            seed         INTEGER,
            state        TEXT,
            version      INTEGER NOT NULL DEFAULT 0,
            created_at   TEXT    NOT NULL,
            updated_at   TEXT    NOT NULL
        );
        -- One active match per channel, enforced by the database itself.
        CREATE UNIQUE INDEX matches_one_active_per_channel
            ON matches (channel_id) WHERE status IN ('lobby', 'running');

        CREATE TABLE seats (
            match_id     INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            seat         INTEGER NOT NULL,
            user_id      INTEGER NOT NULL,
            display_name TEXT    NOT NULL,
            role         TEXT,
            dm_closed    INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (match_id, seat),
            UNIQUE (match_id, user_id)
        );

        CREATE TABLE actions (
            match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            seq       INTEGER NOT NULL,
            seat      INTEGER NOT NULL,
            choice_id TEXT    NOT NULL,
            at        TEXT    NOT NULL,
            PRIMARY KEY (match_id, seq)
        );
        """,
    ),
    (
        2,
        """
        -- The last version whose board and DMs were all delivered: a move saved just before a
        -- crash is announced when the bot starts again. Matches already stored count as told.
        ALTER TABLE matches ADD COLUMN announced_version INTEGER NOT NULL DEFAULT 0;
        UPDATE matches SET announced_version = version;
        """,
    ),
    (
        3,
        """
        -- What each move said, stored with the move: after a restart the channel is told what
        -- the unannounced moves did, and only the hands they changed are sent again.
        -- events: JSON [[text, seats or null], ...], changed: JSON [seat, ...].
        ALTER TABLE actions ADD COLUMN events TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE actions ADD COLUMN changed TEXT NOT NULL DEFAULT '[]';
        -- Why a match ended when no game rule ended it ('aborted by the host', 'channel deleted').
        ALTER TABLE matches ADD COLUMN ended_reason TEXT;
        """,
    ),
    (
        4,
        """
        -- The play-by-post table. parent_id: the channel a match was opened in, when it plays
        -- in a thread of it (channel_id is then the thread). posted: the bot's messages it
        -- edits or deletes later, by slot ('lobby', 'board', 'ping:2', 'hand:2'), as JSON
        -- {slot: [channel id, message id]}.
        -- chapter_since: the first move of the board's chapter (its caption lists what
        -- happened since). pinged: JSON {seat: prompt hash} of the decisions already pinged.
        ALTER TABLE matches ADD COLUMN parent_id INTEGER;
        ALTER TABLE matches ADD COLUMN posted TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE matches ADD COLUMN chapter_since INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE matches ADD COLUMN pinged TEXT NOT NULL DEFAULT '{}';
        """,
    ),
    (
        5,
        """
        -- Taking a move back. reveals: why the move can never be taken back, because something
        -- hidden came to light (a card drawn, a die rolled, a secret shown, a vote tallied),
        -- NULL when nothing did. active: JSON [seat, ...], who was deciding when it was made
        -- (a vote's last ballot is known by the ballots before it). Moves stored before this
        -- recorded neither: they count as revealing, so an undo never has to guess.
        ALTER TABLE actions ADD COLUMN reveals TEXT;
        ALTER TABLE actions ADD COLUMN active TEXT NOT NULL DEFAULT '[]';
        UPDATE actions SET reveals = 'it was made before the bot could take moves back';
        """,
    ),
    (
        6,
        """
        -- Absent players. pace: how long a decision may wait ('live', 'daily', 'relaxed',
        -- 'none'). clock: JSON {seat: {"due", "since", "hash", "reminded", "warned",
        -- "expired"}}, the deadline of each pending decision, kept with the match so it survives
        -- a restart. nudged_at: the last /game nudge.
        ALTER TABLE matches ADD COLUMN pace TEXT NOT NULL DEFAULT 'none';
        ALTER TABLE matches ADD COLUMN clock TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE matches ADD COLUMN nudged_at TEXT;
        -- stand_in: why the built-in player plays this seat ('bot': an empty seat filled in the
        -- lobby, 'absent': until its player comes back, 'resigned'), NULL when its player does.
        ALTER TABLE seats ADD COLUMN stand_in TEXT;
        ALTER TABLE seats ADD COLUMN autoplay INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE seats ADD COLUMN away_until TEXT;
        -- keep_passing: the part of the game (a turn) in which this seat passes by itself.
        ALTER TABLE seats ADD COLUMN keep_passing TEXT;
        -- A question put to the other players about one seat: 'absent' (stand-in or end the
        -- match) or 'replace' (a new person takes the seat). ballots: JSON {user id: answer}.
        CREATE TABLE votes (
            match_id     INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            seat         INTEGER NOT NULL,
            kind         TEXT    NOT NULL,
            candidate_id INTEGER,
            candidate    TEXT,
            opened_at    TEXT    NOT NULL,
            due          TEXT    NOT NULL,
            ballots      TEXT    NOT NULL DEFAULT '{}',
            PRIMARY KEY (match_id, seat, kind)
        );
        """,
    ),
    (
        7,
        """
        -- Every change to a running match that is not a move (a seat changing hands, a vote
        -- opened, answered or settled, a reminder, a nudge, time away) bumps its version like a
        -- move and is logged here with what it said, so a change saved just before a crash is
        -- announced at the next start. version: the version it made. events: JSON
        -- [[text, seats or null], ...]. changed: JSON [seat, ...], seats whose player must be
        -- sent their hand again (a newcomer).
        CREATE TABLE happenings (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            version  INTEGER NOT NULL,
            kind     TEXT    NOT NULL,
            at       TEXT    NOT NULL,
            events   TEXT    NOT NULL DEFAULT '[]',
            changed  TEXT    NOT NULL DEFAULT '[]',
            PRIMARY KEY (match_id, version)
        );
        -- A question's round: the match's version when it was put, carried by its buttons, so
        -- an answer to an older question about the same seat is refused.
        ALTER TABLE votes ADD COLUMN round INTEGER NOT NULL DEFAULT 0;
        """,
    ),
    (
        8,
        """
        -- Results and ratings. stand_in: the move was the stand-in's (a seat it played, not a
        -- person's autoplay): a seat the stand-in played for most of its moves counts as its.
        ALTER TABLE actions ADD COLUMN stand_in INTEGER NOT NULL DEFAULT 0;
        -- A match the table's vote ended is finished (its result is the standing then), not
        -- aborted. Those ended so before this kept no standing, so they have no result row.
        UPDATE matches SET status = 'finished'
            WHERE status = 'aborted' AND ended_reason = 'ended by the table''s vote';
        -- follows: the finished match a lobby was opened from by Play again (one lobby each).
        ALTER TABLE matches ADD COLUMN follows INTEGER;
        CREATE UNIQUE INDEX matches_one_lobby_after ON matches (follows)
            WHERE follows IS NOT NULL;
        -- One row per seat of a finished match, written with the move or vote that ended it.
        -- user_id: whom the seat counts for (the person, or 0: the stand-in). ended: 'game'
        -- (the rules ended it) or 'vote' (the table's vote: score is the standing then).
        -- resigned: its player resigned. mu, sigma: the rating of user_id after this match.
        CREATE TABLE results (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            seat     INTEGER NOT NULL,
            guild_id INTEGER NOT NULL,
            game_id  TEXT    NOT NULL,
            user_id  INTEGER NOT NULL,
            name     TEXT    NOT NULL,
            role     TEXT,
            score    DOUBLE PRECISION NOT NULL,
            rank     INTEGER NOT NULL,
            ended    TEXT    NOT NULL CHECK (ended IN ('game', 'vote')),
            resigned INTEGER NOT NULL DEFAULT 0,
            mu       DOUBLE PRECISION NOT NULL,
            sigma    DOUBLE PRECISION NOT NULL,
            at       TEXT    NOT NULL,
            PRIMARY KEY (match_id, seat)
        );
        CREATE INDEX results_by_player ON results (guild_id, game_id, user_id);
        -- Each player's current OpenSkill rating per server (guild 0: none) and game.
        CREATE TABLE ratings (
            guild_id INTEGER NOT NULL,
            game_id  TEXT    NOT NULL,
            user_id  INTEGER NOT NULL,
            name     TEXT    NOT NULL,
            mu       DOUBLE PRECISION NOT NULL,
            sigma    DOUBLE PRECISION NOT NULL,
            played   INTEGER NOT NULL DEFAULT 0,
            won      INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, game_id, user_id)
        );
        """,
    ),
    (
        9,
        """
        -- level: how the built-in player plays a seat it plays ('quick': the heuristic at
        -- once, 'strong': a search of a second or so), chosen when a bot is added.
        ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'quick';
        """,
    ),
    (
        10,
        """
        -- language: the match's language ('en', 'fr'), in which its public texts (the lobby,
        -- boards, log, pings, results) are written: the server's by default, chosen in the lobby.
        ALTER TABLE matches ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
        -- Each person's language for private texts: `locale`, the Discord locale their client
        -- last sent (for DMs, which come with no interaction), and `language`, what they chose
        -- with /language (NULL: follow their Discord language).
        CREATE TABLE people (
            user_id  INTEGER PRIMARY KEY,
            locale   TEXT,
            language TEXT
        );
        """,
    ),
    (
        11,
        """
        -- What a channel has been told once and must not be told again, even after a restart:
        -- 'no-threads' (the bot may not open threads there), 'permissions' (a missing one).
        CREATE TABLE told (
            channel_id INTEGER NOT NULL,
            what       TEXT    NOT NULL,
            PRIMARY KEY (channel_id, what)
        );
        -- What the bot keeps about itself between runs: 'dev-guild', the server its commands
        -- were last registered on alone (DEV_GUILD_ID), to take them off when that changes.
        CREATE TABLE kept (
            key   TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """,
    ),
    (
        12,
        """
        -- One log of everything that made a running match's versions: its moves (kind 'move',
        -- with the seat, the choice and the rest a move keeps) and every other change (a seat
        -- changing hands, a question, a reminder: kind names it, seat and choice_id empty),
        -- written by one storage method. version: the version it made (a move numbered `seq`
        -- before made version seq + 1). A move taken back is deleted, and the version it made
        -- stays unused.
        CREATE TABLE log (
            match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            version   INTEGER NOT NULL,
            kind      TEXT    NOT NULL,
            seat      INTEGER,
            choice_id TEXT,
            at        TEXT    NOT NULL,
            events    TEXT    NOT NULL DEFAULT '[]',
            changed   TEXT    NOT NULL DEFAULT '[]',
            reveals   TEXT,
            active    TEXT    NOT NULL DEFAULT '[]',
            stand_in  INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (match_id, version),
            CHECK ((kind = 'move') = (seat IS NOT NULL AND choice_id IS NOT NULL))
        );
        INSERT INTO log (match_id, version, kind, seat, choice_id, at, events, changed, reveals,
                         active, stand_in)
            SELECT match_id, seq + 1, 'move', seat, choice_id, at, events, changed, reveals,
                   active, stand_in FROM actions;
        INSERT INTO log (match_id, version, kind, at, events, changed)
            SELECT match_id, version, kind, at, events, changed FROM happenings;
        DROP TABLE actions;
        DROP TABLE happenings;
        -- The moves of a seat, the most read part of the log.
        CREATE INDEX log_moves_by_seat ON log (match_id, seat, version) WHERE kind = 'move';
        """,
    ),
    (
        13,
        """
        -- Tournaments (bot/host/pairing.py decides their tables and standings). format:
        -- 'swiss', 'round-robin' or 'elimination'. rounds: as planned. table_size: players per
        -- table. pace and options: each match's, as a lobby's. channel_id: where its sign-up
        -- and standings messages are. round: the round under way (0 before the first).
        -- starts_at: ISO time the sign-up closes by itself, NULL when the organiser starts it.
        -- version: bumped by every write to its course (entrants, rounds, results, status), so
        -- a round is opened once however many processes decide it.
        CREATE TABLE tournaments (
            id           INTEGER PRIMARY KEY,
            guild_id     INTEGER,
            channel_id   INTEGER NOT NULL,
            game_id      TEXT    NOT NULL,
            format       TEXT    NOT NULL
                         CHECK (format IN ('swiss', 'round-robin', 'elimination')),
            rounds       INTEGER NOT NULL,
            table_size   INTEGER NOT NULL,
            pace         TEXT    NOT NULL,
            options      TEXT    NOT NULL DEFAULT '{}',
            language     TEXT    NOT NULL DEFAULT 'en',
            organiser_id INTEGER NOT NULL,
            status       TEXT    NOT NULL DEFAULT 'signup'
                         CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
            round        INTEGER NOT NULL DEFAULT 0,
            starts_at    TEXT,
            created_at   TEXT    NOT NULL,
            finished_at  TEXT,
            version      INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX tournaments_by_status ON tournaments (status, id);
        CREATE INDEX tournaments_by_guild ON tournaments (guild_id, id);
        -- Who signed up, in joining order (id). withdrawn_after: the last round they play,
        -- NULL while they take part.
        CREATE TABLE tournament_entrants (
            id              INTEGER PRIMARY KEY,
            tournament_id   INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            user_id         INTEGER NOT NULL,
            name            TEXT    NOT NULL,
            joined_at       TEXT    NOT NULL,
            withdrawn_after INTEGER,
            UNIQUE (tournament_id, user_id)
        );
        -- A round's tables. seats: JSON [user id, ...] in seat order. match_id: the match
        -- opened for it (one table each). places: JSON [place, ...] per seat once it finished
        -- (lower is better), NULL before. forfeited: JSON [user id, ...].
        CREATE TABLE tournament_tables (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            table_no      INTEGER NOT NULL,
            seats         TEXT    NOT NULL,
            match_id      INTEGER REFERENCES matches (id),
            places        TEXT,
            forfeited     TEXT    NOT NULL DEFAULT '[]',
            PRIMARY KEY (tournament_id, round, table_no)
        );
        CREATE UNIQUE INDEX tournament_tables_by_match ON tournament_tables (match_id)
            WHERE match_id IS NOT NULL;
        -- Who sits a round out.
        CREATE TABLE tournament_byes (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            user_id       INTEGER NOT NULL,
            PRIMARY KEY (tournament_id, round, user_id)
        );
        -- The messages a tournament edits later, by slot ('signup', 'standings').
        CREATE TABLE tournament_messages (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            slot          TEXT    NOT NULL,
            channel_id    INTEGER NOT NULL,
            message_id    INTEGER NOT NULL,
            PRIMARY KEY (tournament_id, slot)
        );
        -- A person's seats, for their sign-up record (and their running matches).
        CREATE INDEX seats_by_user ON seats (user_id);
        """,
    ),
    (
        14,
        """
        -- Seasons: a leaderboard of the matches finished within some dates. team: the side a
        -- seat played on (seats of one team share it), so a season's ratings can be worked out
        -- again match by match as they were. Results written before kept none: each of their
        -- seats counts as a side of its own.
        ALTER TABLE results ADD COLUMN team INTEGER;
        UPDATE results SET team = seat;
        -- A season's results of one game on one server, in the order they finished.
        CREATE INDEX results_by_time ON results (guild_id, game_id, at);
        -- A server's named season, set by an admin (one a server: setting another replaces
        -- it). starts, ends: ISO times in UTC, ends excluded (an admin ending it early moves
        -- ends to that moment). Months need no row: they are the UTC calendar's.
        CREATE TABLE seasons (
            guild_id INTEGER NOT NULL,
            name     TEXT    NOT NULL,
            starts   TEXT    NOT NULL,
            ends     TEXT    NOT NULL,
            set_by   INTEGER NOT NULL,
            set_at   TEXT    NOT NULL,
            PRIMARY KEY (guild_id),
            CHECK (starts < ends)
        );
        """,
    ),
    (
        15,
        """
        -- The coach's hints a seat asked for in a running match (/game hint), counted as they
        -- are asked: not a change to the match (no version), so a hint never turns a button
        -- stale. Written with the result when the match ends: results.hints.
        CREATE TABLE hints (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            seat     INTEGER NOT NULL,
            asked    INTEGER NOT NULL,
            PRIMARY KEY (match_id, seat)
        );
        ALTER TABLE results ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
        """,
    ),
    (
        16,
        """
        -- Whether a tournament's end (its winners and final standings, or its sign-up
        -- cancelled) reached Discord: one written just before a stop is told at the next
        -- start. Those ended already count as told.
        ALTER TABLE tournaments ADD COLUMN end_announced INTEGER NOT NULL DEFAULT 0;
        UPDATE tournaments SET end_announced = 1 WHERE status IN ('finished', 'cancelled');
        CREATE INDEX tournaments_end_unannounced ON tournaments (id) WHERE end_announced = 0;
        """,
    ),
]
