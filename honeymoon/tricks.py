"""Trick play: following suit, trumps and no-trump, who wins a trick and who leads next.

>>> from honeymoon import Card, Hand, Suit
>>> cards = [Card.parse(c) for c in ["KH", "AH", "2S"]]
>>> trick_winner(cards, trump=None)       # no-trump: the highest heart wins
1
>>> trick_winner(cards, trump=Suit.SPADES)  # the ♠2 ruffs
2

A whole deal, two players, spades trumps, player 1 on lead:

>>> play = CardPlay([Hand.parse("AK.-.-.-"), Hand.parse("-.7.Q.-")], trump=Suit.SPADES, leader=1)
>>> play.play(Card.parse("QD"))
>>> play.play(Card.parse("KS"))   # void in diamonds, player 0 ruffs
>>> play.to_play, play.tricks_won(0)
(0, 1)
>>> play.legal_cards()
[Card.parse('AS')]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from honeymoon.cards import Card, Hand, Suit
from honeymoon.errors import ConfigError, IllegalPlayError
from honeymoon.options import is_player

__all__ = ["Beaten", "CardPlay", "Trick", "beats", "climb", "follow_suit_reason", "legal_cards",
           "trick_winner", "why_beaten", "why_beats", "why_not_winning"]


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index of the card that wins: the highest trump, else the highest card of the suit led."""
    if not cards:
        raise IllegalPlayError("no card has been played to this trick: it has no winner yet")
    best, top = 0, cards[0]
    for index in range(1, len(cards)):
        if beats(cards[index], top, trump):
            best, top = index, cards[index]
    return best


def beats(card: Card, top: Card, trump: Suit | None) -> bool:
    """Whether ``card``, played later, beats ``top``, the card winning the trick so far."""
    # Cards of one suit compare as their ranks do.
    return (card.suit is top.suit and card > top) or (card.suit is trump and top.suit is not trump)


def climb(cards: Sequence[Card], trump: Suit | None) -> list[tuple[Card, Card]]:
    """Each card played after the lead, with the card that was winning the trick when it was
    played: the steps by which a trick's winner is found.

    >>> from honeymoon import Card
    >>> climb([Card.parse(code) for code in ("5H", "KH", "2S")], None)
    [(Card.parse('KH'), Card.parse('5H')), (Card.parse('2S'), Card.parse('KH'))]
    """
    steps, top = [], cards[0]
    for card in cards[1:]:
        steps.append((card, top))
        if beats(card, top, trump):
            top = card
    return steps


def why_beats(card: Card, top: Card, trump: Suit | None) -> str:
    """Whether ``card``, played later, beats ``top``, and why, in words for a learner.

    >>> from honeymoon import Card, Suit
    >>> why_beats(Card.parse("2S"), Card.parse("AH"), Suit.SPADES)
    '♠2 beats ♥A (♠ is the trump suit)'
    >>> why_beats(Card.parse("KH"), Card.parse("2C"), None)
    '♥K does not beat ♣2 (not a ♣, and there are no trumps at no-trump)'
    """
    won = beats(card, top, trump)
    if card.suit is top.suit:
        why = "same suit, higher" if card > top else "same suit, lower"
        if card.suit is trump:
            why = "both trumps, " + ("higher" if won else "lower")
    elif won:
        why = f"{card.suit} is the trump suit"
    elif top.suit is trump:
        why = f"{top} is a trump and {card} is not"
    elif trump is None:
        why = f"not a {top.suit}, and there are no trumps at no-trump"
    else:
        why = f"neither a {top.suit} nor a trump"
    return f"{card} {'beats' if won else 'does not beat'} {top} ({why})"


@dataclass(frozen=True)
class Beaten:
    """Why a card of a trick does not win it: ``reason``, the rule that beats it, in words that
    name no other card, and ``contenders``, the cards of the trick that rule leaves as possible
    winners, in the order played: the higher trumps, the trumps, the higher cards of the suit
    led, or, for a card that cannot win, every card of the suit led and every trump. With one
    contender left, the rule points at the winner."""

    reason: str
    contenders: tuple[Card, ...]


def why_beaten(cards: Sequence[Card], index: int, trump: Suit | None) -> Beaten | None:
    """The rule that beats the card at ``index`` of a trick (``cards`` in the order played) and
    the cards it leaves that may win; ``None`` if that card wins.

    >>> from honeymoon import Card, Suit
    >>> trick = [Card.parse(code) for code in ("5H", "KH", "2S", "AD")]
    >>> beaten = why_beaten(trick, 0, None)
    >>> beaten.reason, beaten.contenders
    ('♥5 does not win: a higher ♥ was played', (Card.parse('KH'),))
    >>> why_beaten(trick, 3, Suit.SPADES).contenders     # neither a heart nor a trump
    (Card.parse('5H'), Card.parse('KH'), Card.parse('2S'))
    """
    if index == trick_winner(cards, trump):
        return None
    card, led = cards[index], cards[0].suit
    if card.suit is trump:
        return Beaten(f"{card} does not win: a higher trump was played",
                      tuple(c for c in cards if c.suit is trump and c.rank > card.rank))
    if card.suit is not led:
        contenders = tuple(c for c in cards if c.suit in (led, trump))
        if trump is None:
            return Beaten(f"{card} cannot win: it is not of the suit led ({led}), and there are no "
                          "trumps at no-trump", contenders)
        return Beaten(f"{card} cannot win: it is neither of the suit led ({led}) nor a trump ({trump})",
                      contenders)
    trumps = tuple(c for c in cards if c.suit is trump) if trump is not None else ()
    if trumps:
        return Beaten(f"{card} does not win: a trump was played, and a trump beats every card of another "
                      "suit", trumps)
    return Beaten(f"{card} does not win: a higher {led} was played",
                  tuple(c for c in cards if c.suit is led and c.rank > card.rank))


def why_not_winning(cards: Sequence[Card], index: int, trump: Suit | None) -> str | None:
    """Why the card at ``index`` of a trick (``cards`` in the order played) does not win it, by
    the rule that beats it and naming no other card (a learner still has to find the winner);
    ``None`` if it wins. :func:`why_beaten` gives the cards that rule leaves as well.

    >>> from honeymoon import Card, Suit
    >>> trick = [Card.parse(code) for code in ("5H", "KH", "2S", "AD")]
    >>> why_not_winning(trick, 1, Suit.SPADES)
    '♥K does not win: a trump was played, and a trump beats every card of another suit'
    >>> why_not_winning(trick, 3, None)
    '♦A cannot win: it is not of the suit led (♥), and there are no trumps at no-trump'
    >>> why_not_winning(trick, 0, None)
    '♥5 does not win: a higher ♥ was played'
    """
    beaten = why_beaten(cards, index, trump)
    return None if beaten is None else beaten.reason


def legal_cards(hand: Iterable[Card], led: Suit | None) -> list[Card]:
    """The cards that may be played: any card when leading or void in the suit led,
    otherwise a card of the suit led."""
    cards = list(hand)
    if led is not None:
        following = [c for c in cards if c.suit == led]
        if following:
            return following
    return cards


def follow_suit_reason(hand: Hand, card: Card, led: Suit | None, *, name_cards: bool = True) -> str | None:
    """Why ``card`` may not be played from ``hand`` to a trick led in ``led``; ``None`` if it may.
    With ``name_cards=False`` the reason names the suit you hold, not its cards (for an exercise
    whose answer those cards are).

    >>> from honeymoon import Card, Hand, Suit
    >>> hand = Hand.parse("K7.Q93.J8.A5")
    >>> follow_suit_reason(hand, Card.parse("KS"), Suit.HEARTS)
    'you must follow suit: you hold ♥Q ♥9 ♥3'
    >>> follow_suit_reason(hand, Card.parse("KS"), Suit.HEARTS, name_cards=False)
    'you must follow suit: you hold a ♥, so you must play one'
    """
    if card not in hand:
        return f"{card} is not in your hand"
    if led is not None and card.suit != led:
        holding = hand.suit(led)
        if holding and not name_cards:
            return f"you must follow suit: you hold a {led}, so you must play one"
        if holding:
            return f"you must follow suit: you hold {' '.join(map(str, holding))}"
    return None


@dataclass(frozen=True, slots=True)
class Trick:
    """One trick: who led and the (seat, card) plays in order."""

    leader: int
    plays: tuple[tuple[int, Card], ...] = ()

    @property
    def led_suit(self) -> Suit | None:
        return self.plays[0][1].suit if self.plays else None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    def winner(self, trump: Suit | None) -> int:
        """The seat that wins the trick (so far)."""
        return self.plays[trick_winner(self.cards, trump)][0]

    def __str__(self) -> str:
        return " ".join(str(card) for _, card in self.plays)


class CardPlay:
    """The play of one deal: hands by seat, a trump suit (or ``None``), the opening leader.

    ``order`` is the rotation of seats around the table (default ``0, 1, …``); every seat
    in it plays one card to each trick. The winner of a trick leads the next.
    """

    def __init__(
        self,
        hands: Sequence[Hand],
        trump: Suit | None,
        leader: int,
        order: Sequence[int] | None = None,
    ) -> None:
        if not hands:
            raise ConfigError("a card play needs at least one hand, and the leader must hold one of them")
        self.order = tuple(range(len(hands)) if order is None else order)
        if (len(set(self.order)) != len(self.order) or not self.order
                or not all(is_player(s, len(hands)) for s in self.order)):
            raise ConfigError(f"order lists different seats from 0 to {len(hands) - 1}, not {order!r}")
        if trump is not None and not isinstance(trump, Suit):
            raise ConfigError(f"trump is a Suit or None (no-trump), not {trump!r}")
        seen: set[Card] = set()
        for hand in hands:
            if not isinstance(hand, Hand):
                raise ConfigError(f"each seat holds a Hand, not {hand!r}")
            if seen & hand.cards:
                twice = " ".join(map(str, sorted(seen & hand.cards)))
                raise ConfigError(f"{twice} cannot be in two hands")
            seen |= hand.cards
        if not is_player(leader, len(hands)) or leader not in self.order:
            raise ConfigError(f"the leader must be one of the seats {self.order}, not {leader!r}")
        sizes = {len(hands[seat]) for seat in self.order}
        if len(sizes) != 1:
            raise ConfigError("every seat that plays must start with the same number of cards")
        self.hands = list(hands)
        self.trump = trump
        self.tricks: list[Trick] = []
        self.current = Trick(leader)
        self.total_tricks = sizes.pop()

    @property
    def to_play(self) -> int:
        """The seat whose card comes next."""
        if not self.current.plays:
            return self.current.leader
        last = self.current.plays[-1][0]
        return self.order[(self.order.index(last) + 1) % len(self.order)]

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == self.total_tricks

    def legal_cards(self) -> list[Card]:
        if self.is_over:
            return []
        return legal_cards(self.hands[self.to_play], self.current.led_suit)

    def why_illegal(self, card: Card) -> str | None:
        if self.is_over:
            return "the play is over: all the tricks have been played"
        return follow_suit_reason(self.hands[self.to_play], card, self.current.led_suit)

    def play(self, card: Card | str) -> None:
        """Play ``card`` (or its text) from the hand of :attr:`to_play`; an illegal card raises
        :class:`~honeymoon.errors.IllegalPlayError` and changes nothing."""
        if isinstance(card, str):
            card = Card.parse(card)
        reason = self.why_illegal(card)
        if reason is not None:
            raise IllegalPlayError(reason)
        seat = self.to_play
        self.hands[seat] = self.hands[seat].without(card)
        trick = Trick(self.current.leader, (*self.current.plays, (seat, card)))
        if len(trick.plays) == len(self.order):
            self.tricks.append(trick)
            trick = Trick(trick.winner(self.trump))
        self.current = trick

    def tricks_won(self, seat: int) -> int:
        return sum(1 for trick in self.tricks if trick.winner(self.trump) == seat)

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None
