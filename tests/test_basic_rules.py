"""The basic player's rules of the lead and of the three-handed auction, each on the deal where a
player found it wanting (issue 21), or on a small deal made to show it."""

from __future__ import annotations

from test_bots import _basic, _plain

import honeymoon
from honeymoon import Card, Hand, Strain, Suit
from honeymoon.analysis import dd_plays
from honeymoon.bots.basic import AuctionEstimate
from honeymoon.calls import Bid


def _double_dummy(game: honeymoon.Game) -> dict[Card, int]:
    """What each card the player to act may lead takes from here on, every card known."""
    view = game.full_view()
    assert isinstance(view, honeymoon.BridgeView) and view.contract is not None
    hands = [Hand(list(seat.cards)) for seat in view.seats]
    assert view.seat_to_play is not None and not view.trick
    return dd_plays(hands, Strain.from_suit(view.contract.trump), view.seat_to_play)


# --- the defenders' lead -----------------------------------------------------------------------


def test_a_defender_cashes_his_ace_rather_than_lead_away_from_it_against_a_suit() -> None:
    # Lesson 10's table, seed 12: against 6♥ the basic player led the ♦3 from ♦AQJ6543, and the
    # declarer's singleton ♦K won the trick the ace should have taken.
    game = _plain("QJT.J.AQJ6543.QJ AK.AKQT8765.K.AK", ["Pass", "6H", "Pass"])
    values = _double_dummy(game)
    assert values[Card.parse("3D")] == 0 and values[Card.parse("AD")] == 1
    assert _basic(game) == Card.parse("AD")


def test_a_defender_cashes_his_sure_winner_when_his_other_cards_are_lost() -> None:
    # Plain, seed 256: declarer (2♠) has drawn the trumps; the defender wins trick 9 holding
    # ♣A653. The ♣3 let declarer win and take the last four tricks; the ♣A takes all four.
    game = honeymoon.new_game("plain", seed=256)
    for action in ["2S", "Pass", "QH", "AH", "AS", "9S", "6S", "3D", "7S", "5D", "TS", "3H", "QS", "5H",
                   "AD", "7H", "2D", "2C", "2H", "JH"]:
        game.apply(action)
    assert set(game.legal_actions()) == {Card.parse(c) for c in ("3C", "5C", "6C", "AC")}
    values = _double_dummy(game)
    assert values[Card.parse("AC")] == 4 and values[Card.parse("3C")] == 0
    assert _basic(game) == Card.parse("AC")


# --- declarer draws trumps while it is safe ------------------------------------------------------

# Player 0 declares 1♠ and wins the opening heart lead; the ♠A and ♠K then draw trumps.
DECLARER = "AK32.AKQ.AKQ.AKQ"


def test_declarer_draws_the_trump_out_with_his_best_trump_before_cashing_side_winners() -> None:
    # Plain, seed 1, deal 1: declarer cashed a side winner and the defender ruffed it with his last
    # trump. With a trump higher than any out, declarer draws it first.
    game = _plain(f"{DECLARER} QJT9.JT9.JT9.JT9", ["1S", "Pass", "JH", "AH", "AS", "9S"])
    assert _basic(game) == Card.parse("KS")


def test_declarer_with_more_trumps_than_are_out_draws_them_from_the_top() -> None:
    # Eight spades to the king: five are out, fewer than his, so the ♠K drives out the ace and
    # declarer keeps trumps to spare (not the ♠6, which gives a cheap trick away).
    game = _plain("KQJT9876.A.A.AK2 A.KQJT.KQJT.QJT9", ["1S", "Pass", "KH", "AH"])
    assert _basic(game) == Card.parse("KS")


def test_declarer_does_not_lead_a_low_trump_into_higher_ones_out() -> None:
    # After the ♠A and ♠K, declarer's ♠3 2 are lower than the ♠Q J still out and fewer than the
    # six trumps he cannot see: he cashes his side winners instead.
    game = _plain(f"{DECLARER} QJT9.JT9.JT9.JT9", ["1S", "Pass", "JH", "AH", "AS", "9S", "KS", "TS"])
    choice = _basic(game)
    assert isinstance(choice, Card) and choice.suit is not Suit.SPADES and choice.rank.name == "ACE"


def test_declarer_stops_drawing_once_the_defender_has_shown_out_of_trumps() -> None:
    # The defender discards on the ♠K: the trumps declarer cannot see are out of play.
    game = _plain(f"{DECLARER} 9.JT98.JT98.JT98", ["1S", "Pass", "JH", "AH", "AS", "9S", "KS", "8C"])
    choice = _basic(game)
    assert isinstance(choice, Card) and choice.suit is not Suit.SPADES


# --- three-handed: bid from the hand's length and strength -------------------------------------


def _three_handed_after_one_heart() -> honeymoon.Game:
    """Three-handed, seed 2414: player 0 bids 1♥ and player 1 passes; player 2 holds ♠Q1098432
    ♥K4 ♦KQ1053 ♣Q9, seven spades, two kings and 12 HCP."""
    game = honeymoon.new_game("three-handed", seed=2414, match="deal")
    for call in ["Pass", "Pass", "1H", "Pass"]:
        game.apply(call)
    assert game.current_player == 2
    return game


def test_three_handed_a_seven_card_suit_is_not_passed_over_an_opponents_bid() -> None:
    # The basic player passed 1♥ here, then led from his spades as a defender.
    game = _three_handed_after_one_heart()
    assert _basic(game) == Bid.parse("1S")


def test_three_handed_tricks_come_from_the_hand_s_strength_and_length() -> None:
    game = _three_handed_after_one_heart()
    view = game.view(2)
    assert isinstance(view, honeymoon.BridgeView)
    estimate = AuctionEstimate(view)
    # 12 HCP make 3 tricks, seven spades 6 more: 9 of the 10 that 1♠ needs (a book of nine).
    assert estimate.tricks(Strain.SPADES) == 3 + 6
    assert estimate.tricks(Strain.DIAMONDS) == 3 + 4
    # Enough to compete a trick short, not enough to open half a trick short.
    assert estimate.top_level(Strain.SPADES, competing=True) == 1
    assert estimate.top_level(Strain.SPADES, competing=False) == 0
