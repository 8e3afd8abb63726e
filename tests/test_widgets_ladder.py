"""The bidding ladder widget, driven through its Python API and its buttons (no browser).

The expected contracts, declarers and reasons are typed by hand from the rules (the book's Rules
pages; [bridge-fr] for the four-player example), not computed with the auction under test.
"""

from __future__ import annotations

import re

import ipywidgets as w
import pytest

from honeymoon import ConfigError, IllegalCallError, NotationError, parse_call
from honeymoon_widgets.ladder import BiddingLadder

LADDER = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
NOT_ENOUGH = ("{bid} is not enough: a bid must outrank the last bid, {last} (a higher level, or the "
              "same level in a higher strain: ♣ ♦ ♥ ♠ NT)")


def text(html: str) -> str:
    """What a reader sees: the HTML without its tags."""
    return re.sub(r"<[^>]+>", "", html)


def calls(ladder: BiddingLadder, text: str) -> None:
    for call in text.split():
        ladder.call(call)


def enabled(ladder: BiddingLadder) -> list[str]:
    return [code for code, button in ladder.buttons.items() if not button.disabled]


# --- the buttons -----------------------------------------------------------------------------------
def test_38_buttons_in_ladder_order_in_rows_by_level() -> None:
    ladder = BiddingLadder()
    assert list(ladder.buttons) == [*LADDER, "Pass", "X", "XX"]
    assert [ladder.buttons[code].description for code in ("1C", "1D", "1H", "1S", "1NT", "7NT")] == [
        "1♣", "1♦", "1♥", "1♠", "1NT", "7NT"]
    assert [ladder.buttons[code].description for code in ("Pass", "X", "XX")] == [
        "Pass", "Double", "Redouble"]
    rows = next(child for child in ladder.children if isinstance(child, w.VBox)).children
    assert len(rows) == 7
    for level, row in enumerate(rows, start=1):
        assert [button.description for button in row.children] == [
            f"{level}♣", f"{level}♦", f"{level}♥", f"{level}♠", f"{level}NT"]


def test_red_suits_are_red() -> None:
    ladder = BiddingLadder()
    assert ladder.buttons["3H"].style.text_color == ladder.buttons["3D"].style.text_color
    assert ladder.buttons["3H"].style.text_color not in (None, "")
    assert not ladder.buttons["3S"].style.text_color


def test_at_the_start_every_bid_and_pass_are_legal_double_and_redouble_are_not() -> None:
    ladder = BiddingLadder()
    assert enabled(ladder) == [*LADDER, "Pass"]
    assert ladder.buttons["X"].tooltip == "there is nothing to double: no one has bid yet"
    assert ladder.buttons["XX"].tooltip == (
        "you can only redouble after an opponent has doubled your side's bid")
    assert ladder.buttons["4S"].tooltip == "bid 4♠: 10 tricks to take"
    assert ladder.buttons["Pass"].tooltip == "pass"


def test_with_three_players_the_tooltips_count_the_book_of_nine() -> None:
    ladder = BiddingLadder(3)
    assert ladder.buttons["1NT"].tooltip == "bid 1NT: 10 tricks to take"
    assert ladder.buttons["7NT"].tooltip == "bid 7NT: 16 tricks to take"


def test_a_bid_disables_the_bids_below_it_with_the_reason_on_hover() -> None:
    ladder = BiddingLadder()
    ladder.buttons["2H"].click()
    assert enabled(ladder) == [*LADDER[LADDER.index("2S"):], "Pass", "X"]
    assert ladder.buttons["2D"].tooltip == NOT_ENOUGH.format(bid="2♦", last="2♥")
    assert ladder.buttons["1NT"].tooltip == NOT_ENOUGH.format(bid="1NT", last="2♥")
    assert ladder.buttons["2H"].tooltip == NOT_ENOUGH.format(bid="2♥", last="2♥")
    for code, button in ladder.buttons.items():  # every tooltip of a disabled button is the library's reason
        if button.disabled:
            assert button.tooltip == ladder.auction.why_illegal(parse_call(code))


def test_double_and_redouble_follow_the_sides() -> None:
    ladder = BiddingLadder()
    ladder.call("1S")
    assert not ladder.buttons["X"].disabled and ladder.buttons["XX"].disabled
    ladder.call("X")
    assert ladder.buttons["X"].disabled and not ladder.buttons["XX"].disabled
    assert ladder.buttons["X"].tooltip == "1♠ is already doubled"
    ladder.call("XX")
    assert ladder.buttons["X"].disabled and ladder.buttons["XX"].disabled
    ladder.call("Pass")
    assert str(ladder.contract) == "1♠XX" and ladder.declarer == 0


def test_four_players_cannot_double_their_own_side() -> None:
    ladder = BiddingLadder(4)
    calls(ladder, "1C Pass")
    assert ladder.buttons["X"].disabled
    assert ladder.buttons["X"].tooltip == "you can only double an opponent's bid: 1♣ is your own side's"


# --- the end of the auction: two, three and four players -----------------------------------------
def test_two_players_one_pass_ends_it() -> None:
    ladder = BiddingLadder(2, first=1)
    calls(ladder, "1S 2H 4S")
    assert not ladder.auction.is_over
    ladder.call("Pass")
    assert ladder.auction.is_over
    assert (str(ladder.contract), ladder.declarer) == ("4♠", 1)
    assert ladder.contract is not None and ladder.contract.tricks_needed == 10
    assert enabled(ladder) == []
    assert ladder.buttons["5C"].tooltip == "the auction is over: the contract is 4♠"


def test_two_players_three_passes() -> None:
    ladder = BiddingLadder(2, auction_end="three-passes")
    calls(ladder, "1S Pass Pass")
    assert not ladder.auction.is_over and ladder.contract is None
    ladder.call("Pass")
    assert (str(ladder.contract), ladder.declarer) == ("1♠", 0)


@pytest.mark.parametrize(("players", "rule", "passes"), [
    (2, "one-pass", 2), (2, "three-passes", 4), (3, "one-pass", 3), (4, "one-pass", 4)])
def test_passed_out_when_everyone_passes(players: int, rule: str, passes: int) -> None:
    ladder = BiddingLadder(players, auction_end=rule)
    calls(ladder, "Pass " * (passes - 1))
    assert not ladder.auction.is_over
    ladder.call("Pass")
    assert ladder.auction.is_passed_out and ladder.contract is None and ladder.declarer is None
    assert "Passed out" in text(ladder.status.value) and "hm-passed-out" in ladder.static_html()
    assert ladder.buttons["1C"].tooltip == "the auction is over: the deal was passed out"


def test_three_players_two_passes_end_it() -> None:
    ladder = BiddingLadder(3, first=2)
    calls(ladder, "1H Pass")
    assert not ladder.auction.is_over
    ladder.call("Pass")
    assert (str(ladder.contract), ladder.declarer) == ("1♥", 2)


def test_three_handed_book_of_nine() -> None:
    ladder = BiddingLadder(3)
    calls(ladder, "4S Pass Pass")
    assert ladder.contract is not None and ladder.contract.tricks_needed == 13
    assert "13 tricks to make" in text(ladder.status.value)
    assert "book of 9 tricks" in text(ladder.status.value)


def test_four_players_the_declarer_is_the_first_of_the_side_to_name_the_strain() -> None:
    ladder = BiddingLadder(4)  # [bridge-fr]'s example: the opener bid hearts first, partner raised
    calls(ladder, "1H Pass 1NT Pass 2H Pass 4H Pass Pass")
    assert not ladder.auction.is_over
    ladder.call("Pass")
    assert (str(ladder.contract), ladder.declarer) == ("4♥", 0)
    assert "4♥" in text(ladder.status.value) and "by North" in text(ladder.status.value)
    assert "10 tricks to make" in text(ladder.status.value)


def test_four_players_partner_named_it_first() -> None:
    ladder = BiddingLadder(4)
    calls(ladder, "1S Pass 2H Pass 3H Pass 4H Pass Pass Pass")
    assert (str(ladder.contract), ladder.declarer) == ("4♥", 2)


def test_four_players_the_other_side_naming_it_first_does_not_count() -> None:
    ladder = BiddingLadder(4)  # South (2) bids hearts first, but East-West play in hearts
    calls(ladder, "1C 1H 2H Pass Pass 3H Pass Pass Pass")
    assert (str(ladder.contract), ladder.declarer) == ("3♥", 1)
    assert "by East" in text(ladder.status.value)


# --- refusals ----------------------------------------------------------------------------------------
def test_an_illegal_call_raises_and_changes_nothing() -> None:
    ladder = BiddingLadder()
    calls(ladder, "2H")
    before = (list(ladder.calls), ladder.static_html(), enabled(ladder))
    with pytest.raises(IllegalCallError, match="2♦ is not enough"):
        ladder.call("2D")
    with pytest.raises(IllegalCallError, match="1♠ is not enough"):
        ladder.call("1S")
    with pytest.raises(NotationError):
        ladder.call("9S")
    assert (list(ladder.calls), ladder.static_html(), enabled(ladder)) == before


def test_clicking_a_disabled_button_shows_the_reason_and_changes_nothing() -> None:
    ladder = BiddingLadder()
    ladder.call("2H")
    before = (list(ladder.calls), str(ladder.auction))
    ladder.buttons["1C"].click()
    assert (list(ladder.calls), str(ladder.auction)) == before
    assert ladder.error == NOT_ENOUGH.format(bid="1♣", last="2♥")
    assert "hm-refused" in ladder.message.value and "1♣ is not enough" in ladder.message.value
    assert "1♣ is not enough" in ladder.static_html()
    ladder.buttons["2S"].click()  # a legal click clears the message
    assert ladder.error == "" and ladder.message.value == ""
    assert ladder.calls == ["2H", "2S"]


def test_clicks_after_the_end_are_refused() -> None:
    ladder = BiddingLadder()
    calls(ladder, "3NT Pass")
    ladder.buttons["7NT"].click()
    assert ladder.error == "the auction is over: the contract is 3NT"
    assert ladder.calls == ["3NT", "Pass"]


# --- undo -----------------------------------------------------------------------------------------
def test_undo() -> None:
    ladder = BiddingLadder()
    assert ladder.undo_button.disabled
    calls(ladder, "1S 2H Pass")
    assert ladder.auction.is_over and not ladder.undo_button.disabled
    ladder.undo_button.click()
    assert ladder.calls == ["1S", "2H"] and not ladder.auction.is_over
    assert not ladder.buttons["2S"].disabled
    ladder.undo()
    ladder.undo()
    assert ladder.calls == [] and ladder.undo_button.disabled
    ladder.undo()
    assert ladder.error == "there is no call to take back" and ladder.calls == []
    assert "there is no call to take back" in ladder.static_html()


# --- the other seats -----------------------------------------------------------------------------
def test_others_pass_by_themselves() -> None:
    ladder = BiddingLadder(4, others="pass")
    ladder.call("1NT")
    assert ladder.calls == ["1NT", "Pass", "Pass", "Pass"]
    assert (str(ladder.contract), ladder.declarer) == ("1NT", 0)


def test_others_call_first_when_they_are_first() -> None:
    ladder = BiddingLadder(2, first=1, others="pass")
    assert ladder.calls == ["Pass"]
    assert ladder.auction.to_call == 0
    assert ladder.undo_button.disabled  # the opponent's pass is not the learner's to take back


def test_others_follow_a_list_then_pass() -> None:
    ladder = BiddingLadder(2, first=1, others=["1H", "2NT"])
    assert ladder.calls == ["1H"]
    ladder.call("2S")
    assert ladder.calls == ["1H", "2S", "2NT"]
    ladder.call("3S")
    assert ladder.calls == ["1H", "2S", "2NT", "3S", "Pass"]
    assert (str(ladder.contract), ladder.declarer) == ("3♠", 0)
    ladder.undo()  # back to before the learner's 3♠
    assert ladder.calls == ["1H", "2S", "2NT"]
    ladder.call("4S")  # the script is at its end: the opponent passes
    assert ladder.calls == ["1H", "2S", "2NT", "4S", "Pass"]


def test_a_refused_scripted_call_takes_the_learners_call_back() -> None:
    ladder = BiddingLadder(2, others=["2H"])
    with pytest.raises(IllegalCallError, match="2♥ is not enough"):
        ladder.call("3C")
    assert ladder.calls == []
    ladder.buttons["3C"].click()
    assert ladder.calls == []
    assert ladder.error == ("Player 1's call 2♥ is refused: " + NOT_ENOUGH.format(bid="2♥", last="3♣")
                            + " (your call was taken back)")
    ladder.buttons["1S"].click()
    assert ladder.calls == ["1S", "2H"] and ladder.error == ""


def test_the_learners_seat() -> None:
    ladder = BiddingLadder(4, others="pass", seat=2, first=0)
    assert ladder.calls == ["Pass", "Pass"]
    ladder.call("2C")
    assert (str(ladder.contract), ladder.declarer) == ("2♣", 2)


# --- what is shown ----------------------------------------------------------------------------------
def test_the_auction_table_and_the_status() -> None:
    ladder = BiddingLadder(2, names=("Anna", "Ben"))
    assert "Anna to call" in text(ladder.status.value)
    calls(ladder, "1NT X")
    assert "Anna to call" in text(ladder.status.value)
    table = ladder.table.value
    assert "hm-auction" in table and "Anna" in table and "Ben" in table
    assert table.index("1NT") < table.index(">X<")
    ladder.call("Pass")
    assert "hm-over" in ladder.status.value
    assert "1NTX" in text(ladder.status.value) and "by Anna" in text(ladder.status.value)
    assert "7 tricks to make" in text(ladder.status.value)


def test_four_players_are_north_east_south_west() -> None:
    ladder = BiddingLadder(4, first=3)
    assert "West to call" in text(ladder.status.value)
    for name in ("North", "East", "South", "West"):
        assert name in ladder.table.value


def test_static_html_follows_the_state() -> None:
    ladder = BiddingLadder()
    start = ladder.static_html()
    assert ladder._repr_mimebundle_()["text/html"] == start
    assert "<script" not in start and "hm-ladder" in start and "hm-auction" in start
    assert start.count("hm-illegal") == 2  # Double and Redouble
    ladder.call("4S")
    html = ladder.static_html()
    assert html != start and ladder._repr_mimebundle_()["text/html"] == html
    assert html.count("hm-illegal") == 19 + 1  # 1♣ … 4♠ and Redouble
    ladder.call("Pass")
    assert "by Player 0" in text(ladder.static_html()) and ladder.static_html().count("hm-legal'") == 0


def test_no_argument_construction_is_deterministic() -> None:
    assert BiddingLadder().static_html() == BiddingLadder().static_html()
    ladder = BiddingLadder()
    assert (ladder.auction.players, ladder.auction.first, ladder.auction.closing_passes) == (2, 0, 1)


def test_setting_the_calls_trait_replays_them() -> None:
    ladder = BiddingLadder(4)
    ladder.calls = ["1H", "Pass", "4H", "Pass", "Pass", "Pass"]
    assert (str(ladder.contract), ladder.declarer) == ("4♥", 0)
    assert enabled(ladder) == []
    with pytest.raises(Exception, match="1♣ is not enough"):
        ladder.calls = ["1H", "1C"]
    assert str(ladder.contract) == "4♥"


@pytest.mark.parametrize("kwargs", [{"players": 5}, {"players": 1}, {"first": 2},
                                    {"auction_end": "two-passes"}, {"others": "all"}, {"seat": 3},
                                    {"names": ("Anna",)}])
def test_bad_options_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        BiddingLadder(**kwargs)  # type: ignore[arg-type]


def test_a_bad_scripted_call_is_refused_at_once() -> None:
    with pytest.raises(NotationError):
        BiddingLadder(others=["1H", "8S"])
