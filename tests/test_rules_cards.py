"""The rules cards (course/rules_cards/, each a page of the book): one printable page per form
family, read back against the library.

A card is what a player keeps on the table, so it must never disagree with the game it sums up.
Every number in a card's tables is one the library computes, and this file asks the library for
it: trick points, overtricks, bonuses and penalties from :func:`honeymoon.scoring.score_deal`,
honors from :func:`honeymoon.scoring.honors_held`, games and the rubber from a real
:class:`honeymoon.rubber.ScoreSheet`, the tricks a contract needs from
:class:`honeymoon.Contract`, and Boerenbridge's staircases and points from games of
``boerenbridge`` played to the end. A table the checks below do not know may hold no number.

Each card also names, as the library spells them, every form of its family and every house
rule (option) of those forms; cites its sources on its last line, by keys that book/sources.md
defines; and stays plain CommonMark with tables (the printer reads it with markdown-it-py): no
MyST directives or roles, no labels, no front matter, no raw HTML. Whether a card fits on one A4
page is the printer's test.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

import honeymoon
from honeymoon import Contract, Doubling, Hand, Strain
from honeymoon.boerenbridge import REDUCED_DECK, BoerenbridgeGame, BoerenbridgeOptions
from honeymoon.cards import Suit
from honeymoon.forms import FORMS, BridgeOptions
from honeymoon.game import Phase
from honeymoon.rubber import ScoreSheet
from honeymoon.scoring import LineKind, honors_held, score_deal
from honeymoon_course.printing import DEFAULT_CARDS as CARDS

BOOK = Path(__file__).resolve().parents[1] / "book"

#: The bridge forms each card covers.
FAMILIES = {
    "plain-and-draw.md": ("plain", "draw", "draw-discard", "draw-tricks"),
    "dummies.md": ("double-dummy", "half-open", "single-dummy", "exposed-dummy"),
    "three-handed.md": ("three-handed",),
    "contract-bridge.md": ("contract-bridge",),
}
#: Options that set up a game rather than change its rules: no card needs to name them.
SET_UP = {"first_dealer", "names", "deals"}
#: The house rules of scoring, which every bridge form takes: on the scoring card.
SCORING_OPTIONS = {f.name for f in fields(BridgeOptions)} - SET_UP - set().union(
    *(form.extra_options for form in FORMS.values()))
BOERENBRIDGE_OPTIONS = {f.name for f in fields(BoerenbridgeOptions)} - SET_UP


# --- reading a card ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Table:
    """A table of a card: its header cells, and its rows of cells (the raw text of each)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def kind(self) -> str:
        """What the table shows: its top-left cell, without the markup."""
        return self.header[0].replace("`", "")


def tokens(name: str) -> list[Token]:
    return MarkdownIt("commonmark").enable("table").parse((CARDS / name).read_text(encoding="utf-8"))


def tables(name: str) -> list[Table]:
    """Every table of a card, as the printer's Markdown reader sees it."""
    found = []
    rows: list[tuple[str, ...]] = []
    stream = tokens(name)
    for index, token in enumerate(stream):
        if token.type == "tr_open":
            rows.append(())
        elif token.type in ("th_open", "td_open"):
            rows[-1] += (stream[index + 1].content.strip(),)
        elif token.type == "table_close":
            found.append(Table(rows[0], tuple(rows[1:])))
            rows = []
    return found


_NUMBER = re.compile(r"[+−-]?\d+")


def numbers(cell: str) -> tuple[int, ...] | None:
    """The whole numbers a cell holds (``−5``, ``+5``, ``1 2 3``), or ``None`` for words."""
    parts = cell.split()
    if not parts or not all(_NUMBER.fullmatch(part) for part in parts):
        return None
    return tuple(int(part.replace("−", "-")) for part in parts)


def one(values: Iterable[int]) -> int:
    """The value the library gives every case a row groups (a row for ♣ ♦ is both suits)."""
    distinct = set(values)
    assert len(distinct) == 1, f"one row, several values in the library: {sorted(distinct)}"
    return distinct.pop()


# --- the words of a row ----------------------------------------------------------------------------
def strains(label: str) -> list[Strain]:
    """The strains a row names by symbol (``♥ ♠ NT``); every strain if it names none."""
    named = [strain for strain in Strain if strain.symbol in label]
    return named or list(Strain)


def doubling(label: str) -> Doubling:
    words = set(re.findall(r"[a-z]+", label))
    if "redoubled" in words:
        return Doubling.REDOUBLED
    return Doubling.DOUBLED if "doubled" in words else Doubling.UNDOUBLED


def vulnerable(label: str) -> bool:
    assert "vulnerable" in label, f"not vulnerable or vulnerable? {label!r}"
    return "not vulnerable" not in label


def line_points(contract: Contract, tricks: int, kind: LineKind, *, vul: bool = False) -> int:
    """The points of the one line of ``kind`` that the library writes for a result."""
    score = score_deal(contract, tricks, vulnerable=vul)
    return one(line.points for line in score.lines if line.kind == kind)


# --- the library's number for each cell, by table --------------------------------------------------
def trick_points(row: str, column: str) -> int:
    level = int(column)
    return one(score_deal(Contract(level, strain, doubling(row)), level + 6).declarer_below
               for strain in strains(row))


def tricks_needed(row: str, column: str) -> int:
    total = int(re.fullmatch(r"tricks needed \(of (\d+)\)", row).group(1))  # type: ignore[union-attr]
    contract = Contract(int(column), Strain.NOTRUMP, book=total - 7)
    assert contract.total_tricks == total
    return contract.tricks_needed


def rubber(row: str, column: str) -> int:
    if "multiplied by" in row:
        wanted = doubling(row)
        return one(score_deal(Contract(level, strain, wanted), level + 6).declarer_below
                   // score_deal(Contract(level, strain), level + 6).declarer_below
                   for level in range(1, 8) for strain in Strain)
    if "win a game" in row:
        return game_threshold()
    sheet = ScoreSheet()
    if "games to" in row:
        winners = (0, 0) if row.endswith("to none") else (0, 1, 0)
        for side in winners:
            sheet.record("3NT", 9, declarer=side)
        return one(entry.points for entry in sheet.entries if entry.line.kind == "rubber")
    assert row.startswith("stopped early"), row
    sheet.record("3NT", 9, declarer=0)   # side 0 alone has a game
    sheet.record("1NT", 7, declarer=1)   # side 1 alone has a part-score in the next game
    side = 0 if row.endswith("with a game") else 1
    assert side == 0 or "part-score" in row, row
    return one(entry.points for entry in sheet.finish() if entry.side == side)


@cache
def game_threshold() -> int:
    """The trick points that win a game: every contract scoring that many or more in one deal wins
    one on a fresh score sheet, every contract scoring fewer does not."""
    results = []
    for level in range(1, 8):
        for strain in Strain:
            for doubled in Doubling:
                sheet = ScoreSheet()
                score = sheet.record(Contract(level, strain, doubled), level + 6, declarer=0)
                results.append((score.declarer_below, sheet.games_won[0] == 1))
    threshold = min(points for points, game in results if game)
    assert all(game == (points >= threshold) for points, game in results)
    return threshold


def above_the_line(row: str, column: str) -> int:
    vul = vulnerable(column)
    if row.startswith("each overtrick"):
        return one(line_points(Contract(1, strain, doubling(row)), 8, "overtricks", vul=vul)
                   for strain in strains(row))
    if row.startswith("making a"):
        return line_points(Contract(1, Strain.CLUBS, doubling(row)), 7, "insult", vul=vul)
    if "slam" in row:
        level = 6 if row.startswith("small slam") else 7
        assert f"level {level}" in row, row
        return one(line_points(Contract(level, strain), level + 6, "slam", vul=vul) for strain in Strain)
    holdings = {"honors: four of the five top trumps": ("AKQJ.-.-.-", Strain.SPADES),
                "honors: all five top trumps": ("AKQJT.-.-.-", Strain.SPADES),
                "honors: all four aces, at no-trump": ("A.A.A.A", Strain.NOTRUMP)}
    hand, strain = next(holding for text, holding in holdings.items() if row.startswith(text))
    return honors_held(Hand.parse(hand), strain)


def undertricks(row: str, column: str) -> int:
    def penalty(down: int) -> int:
        return score_deal(Contract(7, Strain.NOTRUMP, doubling(row)), 13 - down,
                          vulnerable=vulnerable(row)).defenders_above

    if column == "each more":
        return one(penalty(down + 1) - penalty(down) for down in range(7, 13))
    return penalty(int(column))


def staircase(row: str, column: str) -> tuple[int, ...] | int:
    players = [int(n) for n in re.findall(r"\d+", row.split("(")[0])]
    schedule = one_schedule(players)
    return schedule if column == "cards in each deal" else len(schedule)


def one_schedule(players: Iterable[int]) -> tuple[int, ...]:
    """The staircase the library deals for each of these numbers of players, the same for all."""
    distinct = set()
    for count in players:
        game = honeymoon.new_game("boerenbridge", players=count, seed=1)
        assert isinstance(game, BoerenbridgeGame)
        distinct.add(game.schedule)
    assert len(distinct) == 1, f"one row, several staircases in the library: {sorted(distinct)}"
    return distinct.pop()


def boerenbridge_points(*, leader_wins: bool, size: int, bid: int, **options: Any) -> tuple[int, int]:
    """Play one Boerenbridge deal of ``size`` cards for two players and return their points.

    Player 1 deals, so player 0 bids first and leads. Spades are trumps; the player who holds
    the top spades (player 0 if ``leader_wins``) takes every trick, the other holds hearts.
    Player 0 bids ``bid``; the dealer bids the first bid the hook allows him.
    """
    spades = [card for card in REDUCED_DECK if card.suit is Suit.SPADES][::-1]   # ace first
    hearts = [card for card in REDUCED_DECK if card.suit is Suit.HEARTS]
    winner, loser = spades[:size], hearts[:size]
    hands = winner + loser if leader_wins else loser + winner
    turned = spades[-1]  # the two of spades: spades are trumps
    rest = [card for card in REDUCED_DECK if card not in hands and card != turned]
    game = honeymoon.new_game("boerenbridge", players=2, seed=1, first_dealer=1, schedule=[size],
                              match="deal", deals=[[*hands, turned, *rest]], **options)
    assert isinstance(game, BoerenbridgeGame)
    game.apply(bid)
    game.apply(game.legal_actions()[0])
    while game.phase is not Phase.OVER:
        game.apply(game.legal_actions()[0])
    result = game.results[-1]
    assert result.tricks == ((size, 0) if leader_wins else (0, size))
    return result.points(0), result.points(1)


def exact_bid(row: str, column: str) -> int:
    won = int(column)
    assert row == "points", row
    return boerenbridge_points(leader_wins=won > 0, size=max(won, 1), bid=won)[0]


def missed_by(row: str, column: str) -> int:
    miss = int(column)
    harsh = "harsh" in row
    assert row in ("points", "points with `harsh`"), row
    return boerenbridge_points(leader_wins=False, size=miss, bid=miss, harsh=harsh)[0]


def house_rule(row: str, column: str) -> int:
    if row.startswith("`boer`"):
        with_boer = boerenbridge_points(leader_wins=True, size=1, bid=1, boer=True)[1]
        return with_boer - boerenbridge_points(leader_wins=True, size=1, bid=1)[1]
    assert row.startswith("`blind`") and "`blind_multiplier`" in row, row
    blind = boerenbridge_points(leader_wins=True, size=1, bid=1, blind=True)[0]
    return blind // boerenbridge_points(leader_wins=True, size=1, bid=1)[0]


#: Each table the cards may hold, by its top-left cell: the library's number for (row, column).
CHECKS: dict[str, Callable[[str, str], int | tuple[int, ...]]] = {
    "trick points for the level made": trick_points,
    "level bid": tricks_needed,
    "games and the rubber": rubber,
    "above the line": above_the_line,
    "undertricks: down by": undertricks,
    "players": staircase,
    "tricks bid and won": exact_bid,
    "missed by": missed_by,
    "house rule": house_rule,
}
#: The tables each card must hold (so that none is dropped without its check).
EXPECTED = {
    "scoring.md": {"trick points for the level made", "games and the rubber", "above the line",
                   "undertricks: down by"},
    "boerenbridge.md": {"players", "tricks bid and won", "missed by", "house rule"},
    **{name: {"level bid"} for name in FAMILIES},
}


def names_option(text: str, option: str) -> bool:
    """Whether a card names an option as the library spells it: `stock_look` or `stock_look=…`."""
    return re.search(f"`{option}[`=]", text) is not None


# --- the tests -------------------------------------------------------------------------------------
def test_every_card_is_checked() -> None:
    assert sorted(path.name for path in CARDS.glob("*.md")) == sorted(EXPECTED)


def test_the_book_shows_every_card_as_a_page_of_its_own() -> None:
    pages = sorted((BOOK / "rules" / "cards").glob("*.md"))
    assert [page.name for page in pages] == sorted(EXPECTED)
    for page in pages:
        include = f"```{{include}} ../../../course/rules_cards/{page.name}\n```\n"
        assert page.read_text(encoding="utf-8") == include


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_number_in_a_table_is_the_librarys(name: str) -> None:
    found = tables(name)
    assert {table.kind for table in found if table.kind in CHECKS} == EXPECTED[name]
    wrong = []
    for table in found:
        check = CHECKS.get(table.kind)
        for row in table.rows:
            label, cells = row[0].replace("**", ""), row[1:]
            for column, cell in zip(table.header[1:], cells, strict=True):
                shown = numbers(cell)
                if check is None:
                    assert shown is None, f"{table.kind!r}: {cell!r} is a number no test checks"
                    continue
                assert shown is not None, f"{table.kind!r}, {label!r}: {cell!r} is not a number"
                expected = check(label, column)
                if shown != (expected if isinstance(expected, tuple) else (expected,)):
                    wrong.append(f"{table.kind} / {label} / {column}: card {cell}, library {expected}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_a_form_card_names_its_forms_their_house_rules_and_sources(name: str) -> None:
    text = (CARDS / name).read_text(encoding="utf-8")
    for form in (FORMS[form_name] for form_name in FAMILIES[name]):
        for spelled in (form.name, *form.aliases):
            assert f"`{spelled}`" in text, f"{name} does not name the form `{spelled}`"
        for option in form.extra_options:
            assert names_option(text, option), f"{name} does not name `{option}` ({form.name})"
        for key in re.findall(r"\[([a-z]+-[a-z]+)\]", form.source):
            assert f"[{key}]" in sources_line(name), f"{name} does not cite [{key}] ({form.name})"
    assert "scoring card" in text, f"{name} does not send the reader to the scoring card"


def test_the_scoring_card_names_the_house_rules_of_scoring() -> None:
    text = (CARDS / "scoring.md").read_text(encoding="utf-8")
    for option in SCORING_OPTIONS:
        assert names_option(text, option), f"the scoring card does not name `{option}`"


def test_the_boerenbridge_card_names_every_house_rule_and_its_formula() -> None:
    text = (CARDS / "boerenbridge.md").read_text(encoding="utf-8")
    for option in BOERENBRIDGE_OPTIONS:
        assert names_option(text, option), f"the Boerenbridge card does not name `{option}`"
    base, per_trick = map(int, re.search(  # type: ignore[union-attr]
        r"scores (\d+), and (\d+) for each trick won", text).groups())
    assert base == exact_bid("points", "0")
    assert per_trick == exact_bid("points", "1") - base


def test_the_game_contracts_named_are_the_lowest_that_make_a_game() -> None:
    text = (CARDS / "contract-bridge.md").read_text(encoding="utf-8")
    sentence = re.search(r"\*\*Game\*\*[^(]*\(([^)]*)\)", text).group(1)  # type: ignore[union-attr]
    named = {Strain.NOTRUMP if symbol == "NT" else Strain.from_suit(Suit.parse(symbol)): int(level)
             for level, symbol in re.findall(r"(\d)(NT|[♠♥♦♣])", sentence)}
    lowest = {strain: min(level for level in range(1, 8) if trick_points(strain.symbol, str(level))
                          >= game_threshold()) for strain in Strain}
    assert named == lowest


def sources_line(name: str) -> str:
    return (CARDS / name).read_text(encoding="utf-8").rstrip().splitlines()[-1]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_card_ends_with_its_sources_which_the_sources_page_defines(name: str) -> None:
    line = sources_line(name)
    assert re.fullmatch(r"Sources: \[[a-z-]+\](, \[[a-z-]+\])*", line), line
    defined = set(re.findall(r"^\(source-([a-z-]+)\)=$", (BOOK / "sources.md").read_text(encoding="utf-8"),
                             re.MULTILINE))
    assert set(re.findall(r"\[([a-z-]+)\]", line)) <= defined


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_card_is_plain_commonmark(name: str) -> None:
    text = (CARDS / name).read_text(encoding="utf-8")
    stream = tokens(name)
    assert not text.startswith("---"), "front matter"
    assert not re.search(r"^\([\w-]+\)=$|\{[a-z]+\}`", text, re.MULTILINE), "a MyST label or role"
    assert not [t for t in stream if t.type == "fence" and t.info.startswith("{")], "a MyST directive"
    inline = [child for t in stream for child in t.children or ()]
    assert not [t for t in stream + inline if t.type in ("html_block", "html_inline")], "raw HTML"
    assert [t.tag for t in stream if t.type == "heading_open"].count("h1") == 1
    table_rows = sum(1 + len(table.rows) for table in tables(name)) + len(tables(name))  # and |---|
    assert table_rows == sum(line.startswith("|") for line in text.splitlines()), "a table that is not one"

