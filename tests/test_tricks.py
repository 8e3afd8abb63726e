"""Tests for honeymoon.tricks: who wins a trick, following suit, and the play of whole deals."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from honeymoon.cards import DECK, Card, Hand, Suit, deal
from honeymoon.errors import ConfigError, IllegalPlayError, NotationError
from honeymoon.tricks import (
    CardPlay,
    Trick,
    beats,
    follow_suit_reason,
    legal_cards,
    trick_winner,
    why_beaten,
    why_beats,
    why_not_winning,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def reference_winner(played: Sequence[Card], trump: Suit | None) -> int:
    """[honeymoon-fr]: "L'atout le plus élevé joué remporte le pli, ou la carte la plus haute de la couleur
    entamée si aucun atout n'est joué." Written out again, independently of the library."""
    trumps = [i for i, c in enumerate(played) if c.suit == trump]
    followers = [i for i, c in enumerate(played) if c.suit == played[0].suit]
    pool = trumps or followers
    return max(pool, key=lambda i: played[i].rank)


# --- who wins a trick ---------------------------------------------------------------------------

WINNERS = [
    # (cards in order of play, trump, winning index, why)
    ("KH AH 2S", None, 1, "no-trump: the highest heart"),
    ("KH AH 2S", "S", 2, "the small trump ruffs"),
    ("2H 3H 4H 5H", None, 3, "highest of the suit led"),
    ("AH 2S 3D KH", None, 0, "discards never win at no-trump"),
    ("7C AS AD AH", None, 0, "aces of other suits are discards"),
    ("7C AS AD AH", "D", 2, "the ace of trumps ruffs"),
    ("KH 2S 3S", "S", 2, "overruff"),
    ("KH 3S 2S", "S", 1, "underruff loses"),
    ("KH 2S AD", "S", 1, "a discard after a ruff does not win"),
    ("KH 2S AH", "S", 1, "a higher card of the suit led after a ruff does not win"),
    ("AS 2S", "S", 0, "trumps led: highest trump"),
    ("2S AS", "S", 1, "trumps led: highest trump"),
    ("KH AD", "S", 0, "a discard is not a ruff"),
    ("3H 2H AS", "H", 0, "hearts trumps and led: the spade ace is a discard"),
    ("TD JD 9D QC", "C", 3, "four cards, one ruff"),
    ("TD JD 9D QC", None, 1, "four cards, no trumps"),
    ("5C", None, 0, "a lone card wins"),
    ("5C", "S", 0, "a lone card wins"),
    ("2C 2D 2H", "D", 1, "three seats, the 2 of trumps"),
    ("2C 3C AC", "H", 2, "three seats, no trump played"),
]


@pytest.mark.parametrize(("played", "trump", "winner", "why"), WINNERS,
                         ids=[f"{w[0]}/{w[1] or 'NT'}" for w in WINNERS])
def test_trick_winner_table(played: str, trump: str | None, winner: int, why: str) -> None:
    trump_suit = None if trump is None else Suit.parse(trump)
    assert trick_winner(cards(played), trump_suit) == winner, why
    assert reference_winner(cards(played), trump_suit) == winner, why


def test_trick_winner_agrees_with_the_rule_on_random_tricks() -> None:
    rng = random.Random(99)
    for _ in range(5000):
        played = rng.sample(DECK, rng.choice((2, 3, 4)))
        trump = rng.choice([None, *Suit])
        assert trick_winner(played, trump) == reference_winner(played, trump), (played, trump)


def test_an_empty_trick_has_no_winner() -> None:
    """There is no card to win an empty trick: returning index 0 points at nothing."""
    with pytest.raises((NotationError, IllegalPlayError)):
        trick_winner([], None)
    with pytest.raises((NotationError, IllegalPlayError)):
        Trick(0).winner(Suit.SPADES)


def test_trick_value() -> None:
    trick = Trick(1, ((1, Card.parse("KH")), (0, Card.parse("2S"))))
    assert trick.led_suit is Suit.HEARTS
    assert trick.cards == (Card.parse("KH"), Card.parse("2S"))
    assert trick.winner(None) == 1 and trick.winner(Suit.SPADES) == 0
    assert str(trick) == "♥K ♠2"
    assert Trick(0).led_suit is None and Trick(0).cards == ()
    assert trick == Trick(1, ((1, Card.parse("KH")), (0, Card.parse("2S"))))
    assert len({trick, Trick(1, ((1, Card.parse("KH")), (0, Card.parse("2S"))))}) == 1


# --- following suit -----------------------------------------------------------------------------

HAND = Hand.parse("AK3.Q.-.T9852")


@pytest.mark.parametrize(("led", "expected"), [
    (None, "AS KS 3S QH TC 9C 8C 5C 2C"),
    (Suit.SPADES, "AS KS 3S"),
    (Suit.HEARTS, "QH"),
    (Suit.DIAMONDS, "AS KS 3S QH TC 9C 8C 5C 2C"),  # void: anything, trumps included
    (Suit.CLUBS, "TC 9C 8C 5C 2C"),
], ids=["leading", "spades", "hearts", "void-diamonds", "clubs"])
def test_legal_cards_follow_suit(led: Suit | None, expected: str) -> None:
    assert legal_cards(HAND, led) == cards(expected)
    for c in HAND:
        reason = follow_suit_reason(HAND, c, led)
        assert (reason is None) == (c in cards(expected))


def test_follow_suit_reasons() -> None:
    spades = "you must follow suit: you hold ♠A ♠K ♠3"
    assert follow_suit_reason(HAND, Card.parse("2C"), Suit.SPADES) == spades
    assert follow_suit_reason(HAND, Card.parse("AS"), Suit.HEARTS) == "you must follow suit: you hold ♥Q"
    assert follow_suit_reason(HAND, Card.parse("TC"), Suit.SPADES) == spades
    assert follow_suit_reason(HAND, Card.parse("AD"), None) == "♦A is not in your hand"
    assert follow_suit_reason(HAND, Card.parse("2C"), Suit.DIAMONDS) is None
    assert follow_suit_reason(HAND, Card.parse("2C"), None) is None


# --- CardPlay -----------------------------------------------------------------------------------


def state(play: CardPlay) -> tuple[object, ...]:
    return (list(play.hands), list(play.tricks), play.current, play.to_play, play.is_over,
            [play.tricks_won(seat) for seat in play.order])


def refuse(play: CardPlay, card: object, message: str) -> None:
    before = state(play)
    with pytest.raises(IllegalPlayError) as error:
        play.play(card)  # type: ignore[arg-type]
    assert str(error.value) == message
    assert error.value.reason == message
    assert state(play) == before


def test_docstring_deal() -> None:
    play = CardPlay([Hand.parse("AK.-.-.-"), Hand.parse("-.7.Q.-")], trump=Suit.SPADES, leader=1)
    assert play.to_play == 1 and play.total_tricks == 2 and not play.is_over
    play.play(Card.parse("QD"))
    assert play.to_play == 0 and play.legal_cards() == cards("AS KS")
    play.play(Card.parse("KS"))
    assert play.to_play == 0 and play.tricks_won(0) == 1 and play.tricks_won(1) == 0
    assert play.last_trick == Trick(1, ((1, Card.parse("QD")), (0, Card.parse("KS"))))
    assert play.legal_cards() == [Card.parse("AS")]
    play.play(Card.parse("AS"))
    play.play(Card.parse("7H"))
    assert play.is_over and play.tricks_won(0) == 2
    assert play.legal_cards() == []
    refuse(play, Card.parse("AS"), "the play is over: all the tricks have been played")


def test_revoke_and_foreign_cards_are_refused_and_change_nothing() -> None:
    play = CardPlay([Hand.parse("AK3.Q..T9"), Hand.parse("QJ.AK.AK.")], trump=Suit.HEARTS, leader=1)
    refuse(play, Card.parse("AS"), "♠A is not in your hand")          # player 0's card, player 1 to play
    play.play(Card.parse("QS"))
    refuse(play, Card.parse("QH"), "you must follow suit: you hold ♠A ♠K ♠3")
    refuse(play, Card.parse("TC"), "you must follow suit: you hold ♠A ♠K ♠3")
    refuse(play, Card.parse("2C"), "♣2 is not in your hand")
    refuse(play, Card.parse("JS"), "♠J is not in your hand")          # the other player's card
    refuse(play, Card.parse("QS"), "♠Q is not in your hand")          # already played
    play.play(Card.parse("3S"))
    assert play.to_play == 1 and play.tricks_won(1) == 1


def test_text_instead_of_a_card_is_not_called_missing() -> None:
    """play("AS") while holding the ace of spades must not say "AS is not in your hand": either
    the text is read as the card, or a NotationError says a card is wanted."""
    play = CardPlay([Hand.parse("AK..."), Hand.parse(".AK..")], trump=None, leader=0)
    before = state(play)
    try:
        play.play("AS")  # type: ignore[arg-type]
    except NotationError:
        assert state(play) == before
    else:
        assert play.current.cards == (Card.parse("AS"),)
        assert Card.parse("AS") not in play.hands[0]


@pytest.mark.parametrize(("make", "message"), [
    (lambda: CardPlay([Hand.parse("A..."), Hand.parse("K...")], None, leader=2), "leader"),
    (lambda: CardPlay([Hand.parse("A..."), Hand.parse("K...")], None, leader=-1), "leader"),
    (lambda: CardPlay([Hand.parse("A..."), Hand.parse("KQ...")], None, leader=0), "same number"),
    (lambda: CardPlay([], None, leader=0), "leader"),
], ids=["leader-2", "leader-negative", "sizes", "no-hands"])
def test_card_play_configuration_errors(make: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        make()  # type: ignore[operator]


@pytest.mark.parametrize("make", [
    lambda: CardPlay([Hand.parse("A..."), Hand.parse("A...")], None, leader=0),
    lambda: CardPlay([Hand.parse("AK..."), Hand.parse("K.A..")], Suit.HEARTS, leader=1),
], ids=["same-card-twice", "king-twice"])
def test_a_card_cannot_be_in_two_hands(make: object) -> None:
    with pytest.raises(ConfigError):
        make()  # type: ignore[operator]


@pytest.mark.parametrize("order", [(0, 5), (0, 0, 1), (0, -1)],
                         ids=["unknown-seat", "seat-twice", "negative"])
def test_card_play_order_is_validated(order: tuple[int, ...]) -> None:
    with pytest.raises(ConfigError):
        CardPlay([Hand.parse("A..."), Hand.parse("K...")], None, leader=0, order=order)


@pytest.mark.parametrize("trump", ["S", "spades", Card.parse("AS")], ids=repr)
def test_card_play_trump_is_a_suit_or_none(trump: object) -> None:
    with pytest.raises(ConfigError):
        CardPlay([Hand.parse("A..."), Hand.parse("K...")], trump, leader=0)  # type: ignore[arg-type]


def test_custom_order_rotation() -> None:
    hands = list(deal(seed=3).hands)
    play = CardPlay(hands, trump=None, leader=2, order=(3, 2, 1, 0))
    seen = []
    for _ in range(4):
        seen.append(play.to_play)
        play.play(play.legal_cards()[0])
    assert seen == [2, 1, 0, 3]
    two = CardPlay(hands, trump=None, leader=0, order=(0, 2))  # two seats of four play
    for _ in range(26):
        two.play(two.legal_cards()[-1])
    assert two.is_over and len(two.tricks) == 13
    assert len(two.hands[1]) == 13 and len(two.hands[3]) == 13 and len(two.hands[0]) == 0


@pytest.mark.parametrize(("seats", "size"), [(2, 13), (4, 13), (3, 13), (3, 16)],
                         ids=["two-seats", "four-seats", "three-seats", "three-handed-16"])
def test_random_deals_play_out_by_the_rules(seats: int, size: int) -> None:
    rng = random.Random(seats * 100 + size)
    deals = {2: 120, 3: 80, 4: 60}[seats]
    played_cards = 0
    for number in range(deals):
        start = deal(seed=rng.randrange(2**32), hands=seats, size=size).hands
        trump = rng.choice([None, *Suit])
        leader = rng.randrange(seats)
        play = CardPlay(list(start), trump=trump, leader=leader)
        assert play.total_tricks == size
        played: list[Card] = []
        expected_leader = leader
        while not play.is_over:
            seat = play.to_play
            hand = play.hands[seat]
            led = play.current.led_suit
            if not play.current.plays:
                assert seat == expected_leader
            following = [c for c in hand if c.suit == led]
            expected = following or list(hand)
            assert sorted(play.legal_cards()) == sorted(expected)
            if number % 4 == 0:
                others = [c for c in hand if c not in expected]
                if others:
                    holding = " ".join(str(c) for c in sorted(following, reverse=True))
                    refuse(play, rng.choice(others), f"you must follow suit: you hold {holding}")
                stranger = rng.choice([c for c in DECK if c not in hand])
                refuse(play, stranger, f"{stranger} is not in your hand")
            card = rng.choice(play.legal_cards())
            tricks_before = len(play.tricks)
            play.play(card)
            played.append(card)
            assert card not in play.hands[seat]
            if len(play.tricks) > tricks_before:
                trick = play.tricks[-1]
                assert len(trick.plays) == seats
                assert trick.leader == expected_leader
                winner_index = reference_winner(trick.cards, trump)
                expected_leader = trick.plays[winner_index][0]
                assert trick.winner(trump) == expected_leader
                assert play.to_play == expected_leader or play.is_over
        played_cards += len(played)
        assert len(play.tricks) == size
        assert sorted(played) == sorted(c for h in start for c in h)
        assert len(set(played)) == len(played) == seats * size
        assert all(len(h) == 0 for h in play.hands)
        assert sum(play.tricks_won(seat) for seat in range(seats)) == size
        assert play.last_trick == play.tricks[-1]
        for trick in play.tricks:
            assert [seat for seat, _ in trick.plays] == [(trick.leader + k) % seats for k in range(seats)]
        assert play.legal_cards() == []
    assert played_cards >= 3000


@pytest.mark.parametrize(("card", "top", "trump", "expected"), [
    ("AH", "KH", None, "♥A beats ♥K (same suit, higher)"),
    ("3H", "KH", "S", "♥3 does not beat ♥K (same suit, lower)"),
    ("2S", "AH", "S", "♠2 beats ♥A (♠ is the trump suit)"),
    ("3S", "2S", "S", "♠3 beats ♠2 (both trumps, higher)"),
    ("2S", "3S", "S", "♠2 does not beat ♠3 (both trumps, lower)"),
    ("AH", "2S", "S", "♥A does not beat ♠2 (♠2 is a trump and ♥A is not)"),
    ("AD", "2C", "S", "♦A does not beat ♣2 (neither a ♣ nor a trump)"),
    ("AD", "2C", None, "♦A does not beat ♣2 (not a ♣, and there are no trumps at no-trump)"),
])
def test_why_beats_says_why_in_words(card: str, top: str, trump: str | None, expected: str) -> None:
    suit = None if trump is None else Suit.parse(trump)
    assert why_beats(Card.parse(card), Card.parse(top), suit) == expected
    assert expected.split(" (")[0].endswith(f"beats {Card.parse(top)}") == beats(
        Card.parse(card), Card.parse(top), suit)


def test_the_rule_that_beats_a_card_keeps_the_winner_and_rules_the_card_out() -> None:
    """Over random tricks of 2 to 4 cards and every trump: each card but the winner is beaten by
    a rule whose contenders hold the winner and not that card, all of them able to win by that
    rule (of the suit led or trumps); its reason is why_not_winning's and names no other card."""
    rng = random.Random(21)
    for _ in range(3000):
        cards = rng.sample(DECK, rng.randint(2, 4))
        trump = rng.choice([None, *Suit])
        winner = trick_winner(cards, trump)
        assert why_beaten(cards, winner, trump) is None
        for index, card in enumerate(cards):
            beaten = why_beaten(cards, index, trump)
            if index == winner:
                continue
            assert beaten is not None and beaten.reason == why_not_winning(cards, index, trump)
            assert cards[winner] in beaten.contenders and card not in beaten.contenders
            assert all(c.suit in (cards[0].suit, trump) for c in beaten.contenders)
            assert not any(str(other) in beaten.reason for other in cards if other != card)
