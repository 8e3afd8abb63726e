"""Class nights (honeymoon.sessions) in a table store on SQLite and on a real PostgreSQL: sessions
of boards from a seed or a PBN file, tables against the computer or two people, each board
scored across the tables, the results in PBN and CSV, and what a session refuses."""

from __future__ import annotations

import csv
import io
import random
from pathlib import Path

import pytest
from store_support import play

import honeymoon
from honeymoon import sessions, tables
from honeymoon.analysis import dd_table
from honeymoon.duplicate import results_to_csv, results_to_pbn, score_field
from honeymoon.errors import ConfigError, TableError
from honeymoon.par import par
from honeymoon.pbn import read_pbn, to_game
from honeymoon.scoring import score_deal


def _finish(store: tables.TableStore, table: str, tokens: list[str], seed: int) -> None:
    play(store, table, tokens, random.Random(seed))


def _ns_points(game: honeymoon.Game) -> int:
    """North-South's duplicate score of a finished plain deal, from its record: seat 0 is North."""
    record = game.deals[-1]  # type: ignore[attr-defined]
    if record.score is None:
        return 0
    net = score_deal(record.score.contract, record.score.tricks, duplicate=True).net
    return net if record.declarer == 0 else -net


@pytest.fixture
def class_night(store: tables.TableStore) -> Night:
    """Two boards of plain from seed 7: board 1 at two tables (Anna and Bob; Carl against the
    computer), board 2 at one finished table and one still playing."""
    session = sessions.open_session(store, "Tuesday class", "plain", boards=2, seed=7)
    seated: dict[str, tuple[str, list[str]]] = {}
    for key, board, names, computer in (("ab", 1, ["Anna", "Bob"], None), ("carl", 1, "Carl", "basic"),
                                        ("ba", 2, ["Bob", "Anna"], None), ("open", 2, ["Dora", "Eve"], None)):
        table, token = sessions.session_table(store, session, board, names, computer=computer)
        others = list(store.computer_tokens(table, token).values()) if computer else [store.join(table)]
        seated[key] = (table, [token, *others])
    for number, key in enumerate(("ab", "carl", "ba")):
        _finish(store, *seated[key], seed=number)
    play(store, *seated["open"], random.Random(5), moves=2)
    return session, seated


Night = tuple[str, dict[str, tuple[str, list[str]]]]


def test_a_class_night_scored_across_the_tables(store: tables.TableStore, class_night: Night) -> None:
    session, seated = class_night
    results = sessions.results(store, session)
    assert (results.name, results.form) == ("Tuesday class", "plain")
    assert [b.number for b in results.boards] == [1, 2]
    one, two = results.boards
    assert (len(one.tables), one.playing, len(two.tables), two.playing) == (2, 0, 1, 1)
    for board in results.boards:
        points = [_ns_points(store.game(t.table)) for t in board.tables]
        assert [t.points for t in board.tables] == points == sorted(points, reverse=True)
        assert [t.field for t in board.tables] == list(score_field(points))
        assert sum(t.field.matchpoints for t in board.tables) == len(points) * (len(points) - 1)
    by_table = {t.table: t for board in results.boards for t in board.tables}
    carl = by_table[seated["carl"][0]]
    assert (carl.players, carl.computer, carl.sides) == (("Carl", "computer"), (False, True), ((0,), (1,)))
    game = store.game(seated["ab"][0])
    assert game.view(0).names[:2] == ("Anna", "Bob")  # the names option of the game
    ab = by_table[seated["ab"][0]]
    if ab.score is not None:
        record = game.deals[-1]  # type: ignore[attr-defined]
        assert (ab.contract, ab.declarer) == (ab.score.contract, record.declarer)
    # The computer is not ranked; each person's boards and figures are their sides' figures.
    assert {s.name for s in results.standings} == {"Anna", "Bob", "Carl"}
    anna = next(s for s in results.standings if s.name == "Anna")
    figures = [ab.field.for_side(0), by_table[seated["ba"][0]].field.for_side(1)]
    assert (anna.boards, anna.matchpoints, anna.imps) == (2, sum(f.matchpoints for f in figures),
                                                          sum(f.imps for f in figures))
    assert anna.percentage == pytest.approx(sum(f.percentage for f in figures) / 2, abs=0.01)
    assert results.standings[0].rank == 1
    # Par is the deal's: the double-dummy analysis of the two hands, duplicate scoring.
    deal = honeymoon.new_game("plain", seed=7, match="deal")
    table = dd_table([honeymoon.Hand(cards) for cards in deal.seat_cards])  # type: ignore[attr-defined]
    assert one.par == par(table, dealer=deal.dealer, duplicate=True)  # type: ignore[attr-defined]


def test_the_boards_of_a_seed_are_its_first_deals(store: tables.TableStore) -> None:
    session = sessions.open_session(store, "seeded", "single-dummy", boards=2, seed=40,
                                    auction_end="three-passes")
    for board in (1, 2):
        table, _ = sessions.session_table(store, session, board, ["Anna", "Bob"])
        dealt = honeymoon.new_game("single-dummy", seed=39 + board, match="deal", auction_end="three-passes")
        game = store.game(table)
        assert (game.deck, game.dealer, game.options["auction_end"]) == (  # type: ignore[attr-defined]
            dealt.deck, dealt.dealer, "three-passes")  # type: ignore[attr-defined]


def test_the_boards_of_a_class_deals_file(store: tables.TableStore) -> None:
    """Lesson 14's class deals are seeded boards of plain: each board gives the same hands and
    dealer, and the file's Vulnerable tags (nobody, on every board) win over the rotation."""
    text = (Path(__file__).parents[1] / "book" / "sheets" / "lesson-14-deals.pbn").read_text()
    session = sessions.open_session(store, "lesson 14", "plain", pbn=text)
    assert {board.vulnerable for board in sessions.results(store, session).boards} == {"None"}
    for board, record in enumerate(read_pbn(text), 1):
        seed = int((record.tag("Event") or "").rsplit(" ", 1)[1])
        dealt = honeymoon.new_game("plain", seed=seed, match="deal")
        table, _ = sessions.session_table(store, session, board, ["Anna", "Bob"])
        game = store.game(table)
        assert game.seat_cards == dealt.seat_cards  # type: ignore[attr-defined]
        assert game.dealer == dealt.dealer  # type: ignore[attr-defined]
    with pytest.raises(TableError, match="boards 1 to 8, not 9"):
        sessions.session_table(store, session, 9, ["Anna", "Bob"])


def test_the_results_in_pbn_read_by_endplay_and_by_our_reader(
        store: tables.TableStore, class_night: Night) -> None:
    from endplay.parsers import pbn as endplay_pbn

    session, _ = class_night
    results = sessions.results(store, session)
    text = results_to_pbn(results)
    played = [t for board in results.boards for t in board.tables]
    boards = endplay_pbn.loads(text)
    assert len(boards) == len(played) == 3
    for board, result in zip(boards, played, strict=True):
        game = store.game(result.table)
        assert board.board_num == result.board
        assert board.dealer.value == game.dealer  # type: ignore[attr-defined]
        assert board.vul.name == {"None": "none", "NS": "ns"}[results.boards[result.board - 1].vulnerable]
        north = honeymoon.Hand.parse(board.deal.north.to_pbn())
        assert north == honeymoon.Hand(honeymoon.new_game("plain", seed=6 + result.board,
                                                          match="deal").seat_cards[0])  # type: ignore[attr-defined]
    records = read_pbn(text)
    for record, result in zip(records, played, strict=True):
        assert to_game(record).to_json() == store.game(result.table).to_json()
        assert record.tag("Score") == f"NS {result.points} EW {-result.points}"
        ew = result.field.for_side(1)
        assert record.tag("ScoreMP") == f"NS {result.field.matchpoints} EW {ew.matchpoints}"
        assert record.tag("ScoreIMP") == f"NS {result.field.imps} EW {-result.field.imps}"
        assert record.tag("Event") == "Tuesday class" and record.tag("Board") == str(result.board)
    # Board 1's ScoreTable, on its first game: both tables' results, best for North-South first.
    at = [name for name, _ in records[0].tags].index("ScoreTable")
    rows_1 = dict(records[0].tables)[at]
    assert [int(row.split()[5]) for row in rows_1] == [t.points for t in results.boards[0].tables]
    assert records[0].tag("TotalScoreTable") == "Rank;Names;NrBoards;TotalMP;MeanPercentage;TotalIMP"
    rows = list(csv.DictReader(io.StringIO(results_to_csv(results))))
    assert [(int(r["board"]), r["vulnerable"], r["table"], int(r["score_ns"])) for r in rows] == [
        (t.board, results.boards[t.board - 1].vulnerable, t.table, t.points) for t in played]


def test_what_a_session_refuses_changes_nothing(store: tables.TableStore) -> None:
    with pytest.raises(ConfigError, match="give one of the two"):
        sessions.open_session(store, "x", "plain")
    with pytest.raises(ConfigError, match="give one of the two"):
        sessions.open_session(store, "x", "plain", boards=2, pbn="")
    with pytest.raises(ConfigError, match="sets match itself"):
        sessions.open_session(store, "x", "plain", boards=2, match="rubber")
    with pytest.raises(ConfigError, match="two sides"):
        sessions.open_session(store, "x", "three-handed", boards=2)
    with pytest.raises(ConfigError, match="1 to 99 boards"):
        sessions.open_session(store, "x", "plain", boards=0)
    with pytest.raises(ConfigError, match="a line of text"):
        sessions.open_session(store, "", "plain", boards=1)
    with pytest.raises(TableError, match="there is no session"):
        sessions.results(store, "7KQX-3M9P-T2RB")
    session = sessions.open_session(store, "x", "plain", boards=1, seed=1)
    with pytest.raises(ConfigError, match="2 different names"):
        sessions.session_table(store, session, 1, ["Anna"])
    with pytest.raises(ConfigError, match="player 0's name alone"):
        sessions.session_table(store, session, 1, ["Anna", "Bob"], computer="basic")
    with pytest.raises(ConfigError, match="unknown level"):
        sessions.session_table(store, session, 1, "Anna", computer="grandmaster")
    assert store.open_tables() == []
    table, anna = sessions.session_table(store, session, 1, ["Anna", "Bob"])
    bob = store.join(table)
    with pytest.raises(TableError, match="the computer plays no seat"):
        store.computer_tokens(table, anna)
    with pytest.raises(TableError, match="only the player who created"):
        store.computer_tokens(table, bob)
    assert sessions.results(store, session).boards[0].playing == 1


def test_a_player_plays_each_board_of_a_session_once(store: tables.TableStore) -> None:
    session = sessions.open_session(store, "Tuesday", "plain", boards=3, seed=7)
    assert sessions.boards_left(store, session, "Anna") == [1, 2, 3]
    sessions.session_table(store, session, 2, ["Anna", "Bob"])
    sessions.session_table(store, session, 1, "Carl", computer="basic")
    sessions.session_table(store, session, 1, "Dora", computer="basic")  # the computer plays boards again
    left = sessions.boards_left
    assert left(store, session, "Anna") == left(store, session, "Bob") == [1, 3]
    assert sessions.boards_left(store, session, "Carl") == [2, 3]
    for names in (["Bob", "Eve"], "Anna"):
        with pytest.raises(TableError, match=r"played board 2 of session .* already \(or is playing it\)"):
            computer = None if isinstance(names, list) else "basic"
            sessions.session_table(store, session, 2, names, computer=computer)
    assert sessions.boards_left(store, session, "Eve") == [1, 2, 3]  # a refused table seats nobody
    with pytest.raises(TableError, match="there is no session"):
        sessions.boards_left(store, "0000-0000-0000", "Anna")


# --- the boards' vulnerability ---------------------------------------------------------------------
# Player 0 (North) holds every spade, player 1 (East) every heart: 7♥ by player 1 takes all 13
# tricks however the cards are played, so only the vulnerability changes the score.
SLAM_DEAL = '[Deal "N:AKQJT98765432... .AKQJT98765432.. - -"]'


def test_a_board_s_score_changes_with_its_vulnerability(store: tables.TableStore) -> None:
    boards = [f'[Board "{n}"]\n[Dealer "N"]\n{SLAM_DEAL}\n' for n in range(1, 6)]
    boards[4] += '[Vulnerable "EW"]\n'  # the file's tag wins: the rotation says NS for board 5
    session = sessions.open_session(store, "vulnerable", "plain", pbn="\n".join(boards))
    expected = ["None", "NS", "EW", "All", "EW"]  # boards 1-4 by the rotation, board 5 by its tag
    pars = []
    for board, said in enumerate(expected, 1):
        table, anna = sessions.session_table(store, session, board, ["Anna", "Bob"])
        bob = store.join(table)
        flags = (said in ("NS", "All"), said in ("EW", "All"))
        assert store.view(table, anna).vulnerable == store.view(table, bob).vulnerable == flags
        game = store.game(table)
        hands = [honeymoon.Hand(cards) for cards in game.seat_cards]  # type: ignore[attr-defined]
        pars.append(par(dd_table(hands), vulnerable=flags, dealer=game.dealer,  # type: ignore[attr-defined]
                        duplicate=True))
        store.act(table, bob, "7H")  # the dealer is player 0: player 1 calls first
        store.act(table, anna, "Pass")
        play(store, table, [anna, bob], random.Random(board))
    results = sessions.results(store, session)
    assert [board.vulnerable for board in results.boards] == expected
    points = [board.tables[0].points for board in results.boards]
    for board, point in zip(results.boards, points, strict=True):
        east_west = board.vulnerable in ("EW", "All")
        assert point == -score_deal("7H", 13, vulnerable=east_west, duplicate=True).net
    assert points[0] == points[1] == -1510 and points[2] == points[3] == points[4] == -2210
    assert [board.par for board in results.boards] == pars  # each at its board's vulnerability
    assert pars[0].score == 1510 and pars[1].score == 2210  # 7♠ by North-South, vulnerable on board 2
    assert [record.vulnerable for record in read_pbn(results_to_pbn(results))] == expected
