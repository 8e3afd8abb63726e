"""The dummy schemes: which seats a form adds to the players' hands, who plays each seat's
cards, and which of them lie face up when.

Every bridge form has one scheme (:attr:`honeymoon.forms.table.Form.dummies`):

* :class:`NoDummy`: each seat is a player's own hand (plain, the draw forms, three-handed);
* :class:`DoubleDummy`: each player also has a face-down dummy opposite him, both turned
  face up after the opening lead ([honeymoon-de], Double Dummy; [honeymoon-fr]'s
  semi-exposed dummy);
* :class:`HalfOpen`: as double dummy, but each dummy lies as six face-down cards covered by
  six face-up ones, plus one: a face-down card is turned once the card above it is played
  ([honeymoon-de], Halb offene Tische);
* :class:`SingleDummy`: as double dummy, one dummy face up during the auction; the declarer
  chooses which one to play with ([honeymoon-de], Single Dummy);
* :class:`SharedDummy`: one face-up dummy for both, played by the declarer ([honeymoon-fr],
  Exposed Dummy);
* :class:`Partner`: contract bridge's dummy, the declarer's partner, faced after the opening
  lead ([bridge-fr]).

>>> from honeymoon.forms import FORMS
>>> scheme = FORMS["exposed-dummy"].dummies
>>> scheme.owner(2), scheme.controller(2, declarer=1), scheme.seating(1, 3)
(None, 1, ((1, 0, 2), 0))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from honeymoon.cards import Card

__all__ = ["DoubleDummy", "DummyScheme", "HalfOpen", "NoDummy", "Partner", "SharedDummy", "SingleDummy"]


class DummyScheme:
    """The questions every caller asks of a form's seats. The plain scheme, :class:`NoDummy`,
    answers for a form where each seat is its player's hand."""

    #: Whether the declarer chooses the dummy to play with after the auction (a phase of its own).
    chooses_dummy = False
    #: The seats lying face up from the deal on.
    open_seats: tuple[int, ...] = ()
    #: Whether some cards lie face down under others until uncovered (half-open): a rule the
    #: double-dummy solvers do not know.
    covers_cards = False

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def owner(self, seat: int) -> int | None:
        """The player a seat belongs to before the play (``None``: a dummy shared by both)."""
        return seat

    def controller(self, seat: int, declarer: int | None) -> int:
        """The player who plays a seat's cards, once ``declarer`` is known (``None``: not yet)."""
        owner = self.owner(seat)
        assert owner is not None
        return owner

    def sees_from_the_deal(self, seat: int, player: int) -> bool:
        """Whether ``player`` looks at the cards of ``seat`` from the deal on (his own hand)."""
        return self.owner(seat) == player

    def seat_name(self, seat: int, player_name: Callable[[int], str]) -> str:
        """How a seat is named in reasons and views: ``Anna's hand``, ``Anna's dummy``."""
        return f"{player_name(seat)}'s hand"

    def seating(self, declarer: int, seats: int) -> tuple[tuple[int, ...], int]:
        """The ``seats`` seats in playing order and the seat that makes the opening lead when
        ``declarer`` declares: round the table, from the seat on the declarer's left."""
        return tuple(range(seats)), (declarer + 1) % seats

    def face_up_at_the_deal(self, deck: Sequence[Card]) -> tuple[set[Card], dict[Card, Card]]:
        """The cards that lie face up from the deal on, and the face-down cards each face-up
        card covers (half-open), from the deck order (13 cards a seat, seat after seat)."""
        return {card for seat in self.open_seats for card in deck[13 * seat:13 * (seat + 1)]}, {}

    def faced_after_the_lead(self, declarer: int) -> tuple[int, ...]:
        """The seats turned face up once the opening lead is made."""
        return ()

    def face_up_seats(self, declarer: int, lead_made: bool) -> frozenset[int]:
        """The seats lying face up in the play, before the opening lead or after it."""
        return frozenset(self.open_seats + (self.faced_after_the_lead(declarer) if lead_made else ()))

    def seats_seen(self, player: int, declarer: int, seats: int, lead_made: bool) -> frozenset[int]:
        """The seats, of the ``seats`` at the table, whose cards ``player`` sees in the play when
        ``declarer`` declares, before the opening lead or after it: those he plays (his hand, and
        the dummy he plays for) and those lying face up (:meth:`face_up_seats`).

        Contract bridge, North (0) declaring: East sees the dummy, South, once the lead is made.

        >>> from honeymoon.forms import FORMS
        >>> bridge = FORMS["contract-bridge"].dummies
        >>> sorted(bridge.seats_seen(1, 0, 4, lead_made=False))
        [1]
        >>> sorted(bridge.seats_seen(1, 0, 4, lead_made=True))
        [1, 2]
        """
        return self.face_up_seats(declarer, lead_made) | {
            seat for seat in range(seats) if self.controller(seat, declarer) == player}

    def looks_before_leading(self, leader: int) -> int | None:
        """The player who may look at the leader's seat before leading from it (his own
        face-down dummy), or ``None``."""
        return None


class NoDummy(DummyScheme):
    """Each seat is a player's own hand: plain, the draw forms, three-handed."""


class DoubleDummy(DummyScheme):
    """Seats 0 and 1 are the players' hands, 2 and 3 their dummies (opposite: player 0's dummy
    is seat 2); play goes 0 → 1 → 2 → 3. The dummies lie face down until the opening lead.

    The game's option ``dummies_face_up="at-the-deal"`` (:class:`~honeymoon.forms.BridgeOptions`)
    gives [honeymoon-fr]'s overview instead: both dummies face up from the deal; the engine
    applies it."""

    def owner(self, seat: int) -> int | None:
        return seat % 2

    def sees_from_the_deal(self, seat: int, player: int) -> bool:
        return seat == player

    def seat_name(self, seat: int, player_name: Callable[[int], str]) -> str:
        if seat >= 2:
            return f"{player_name(seat - 2)}'s dummy"
        return super().seat_name(seat, player_name)

    def faced_after_the_lead(self, declarer: int) -> tuple[int, ...]:
        return (2, 3)

    def looks_before_leading(self, leader: int) -> int | None:
        # The lead comes from the defender's own face-down dummy: he looks at it first.
        return leader % 2 if leader >= 2 else None


class HalfOpen(DoubleDummy):
    """As :class:`DoubleDummy`, but each dummy lies open in part from the deal: its first six
    cards face down, each covered by one of the next six, face up, and the 13th face up alone.

    The game's options ``follow_suit_under_cover``, ``dummies_laid_out`` and
    ``owner_sees_covered`` (:class:`~honeymoon.forms.BridgeOptions`) give the other readings
    of the three rules [honeymoon-de] leaves open; the engine applies them."""

    covers_cards = True

    def face_up_at_the_deal(self, deck: Sequence[Card]) -> tuple[set[Card], dict[Card, Card]]:
        public: set[Card] = set()
        covers: dict[Card, Card] = {}
        for seat in (2, 3):
            cards = deck[seat * 13:(seat + 1) * 13]
            covers.update(zip(cards[6:12], cards[:6], strict=True))
            public.update(cards[6:])
        return public, covers

    def faced_after_the_lead(self, declarer: int) -> tuple[int, ...]:
        return ()  # what can be seen already is

    def looks_before_leading(self, leader: int) -> int | None:
        return None


class SingleDummy(DoubleDummy):
    """As :class:`DoubleDummy`, but seat 2 lies face up during the auction, and the declarer
    then chooses to play with it ("exposed") or with the face-down one ("hidden")."""

    chooses_dummy = True
    open_seats = (2,)


class SharedDummy(DummyScheme):
    """Seats 0 and 1 are the players' hands, seat 2 one dummy face up from the deal, played by
    the declarer: three cards a trick, the declarer first after the lead."""

    def owner(self, seat: int) -> int | None:
        return None if seat == 2 else seat

    def controller(self, seat: int, declarer: int | None) -> int:
        if seat == 2:
            assert declarer is not None
            return declarer
        return seat

    def seat_name(self, seat: int, player_name: Callable[[int], str]) -> str:
        return "the dummy" if seat == 2 else super().seat_name(seat, player_name)

    open_seats = (2,)

    def seating(self, declarer: int, seats: int) -> tuple[tuple[int, ...], int]:
        return (declarer, 1 - declarer, 2), 1 - declarer


class Partner(DummyScheme):
    """Contract bridge: four players, seats 0 North, 1 East, 2 South, 3 West; the declarer's
    partner is the dummy, faced after the opening lead and played by the declarer."""

    def controller(self, seat: int, declarer: int | None) -> int:
        if declarer is not None and seat == (declarer + 2) % 4:
            return declarer
        return seat

    def seat_name(self, seat: int, player_name: Callable[[int], str]) -> str:
        return player_name(seat)

    def faced_after_the_lead(self, declarer: int) -> tuple[int, ...]:
        return ((declarer + 2) % 4,)
