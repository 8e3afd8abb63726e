"""The bridge forms: each one line of ``FORMS``, combining the parts that make it.

A form is its table (players, seats, hand size), its prelude (how the hands are built before
the auction, :mod:`honeymoon.forms.preludes`), its dummy scheme (the seats it adds and who
sees and plays them, :mod:`honeymoon.forms.dummies`), and whether the declarer takes a widow.
A new form is one more line here and, if no part fits, one new part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from honeymoon.forms.dummies import (
    DoubleDummy,
    DummyScheme,
    HalfOpen,
    NoDummy,
    Partner,
    SharedDummy,
    SingleDummy,
)
from honeymoon.forms.engine import BridgeGame, BridgeOptions
from honeymoon.forms.preludes import Draw, DrawDiscard, DrawTricks, NoPrelude, Prelude
from honeymoon.game import register

__all__ = ["FORMS", "Form"]


@dataclass(frozen=True)
class Form:
    """What makes a form: the table, the deal, the prelude that builds hands, the dummies."""

    name: str
    source: str
    summary: str
    players: int = 2
    #: Hands that play cards (a dummy is a seat).
    seats: int = 2
    #: Cards in each seat's hand when the auction starts.
    hand_size: int = 13
    #: How the hands are built before the auction.
    prelude: Prelude = field(default_factory=NoPrelude)
    #: The seats beyond the players' hands, and who sees and plays them.
    dummies: DummyScheme = field(default_factory=NoDummy)
    #: Whether the declarer takes the cards not dealt (the widow) and discards as many.
    widow: bool = False
    #: Options this form takes beyond the common ones (see :class:`~honeymoon.forms.BridgeOptions`).
    extra_options: frozenset[str] = frozenset()
    #: Other names :func:`~honeymoon.new_game` takes for the form.
    aliases: tuple[str, ...] = ()

    def side_of(self, player: int) -> int:
        """The score-sheet column of a player: a partnership with four players, else his own."""
        return player % 2 if self.players == 4 else player

    @cached_property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The players of each score-sheet column: ``((0, 2), (1, 3))`` with four players, each
        player alone with two or three."""
        sides = sorted({self.side_of(p) for p in range(self.players)})
        return tuple(tuple(p for p in range(self.players) if self.side_of(p) == side) for side in sides)


_TWO_PLAYER = frozenset({"auction_end", "dealer_calls_first"})

#: Every bridge form by its name, each one :class:`Form`.
FORMS: dict[str, Form] = {
    form.name: form
    for form in (
        Form("plain", "[honeymoon-fr], Plain Honeymoon Bridge",
             "13 cards each, 26 set aside unseen; auction and play at once",
             extra_options=_TWO_PLAYER),
        Form("draw", "[honeymoon-fr], Draw / Pick-Up Bridge",
             "13 each + 26 stock; take the face-up top card (and discard) or refuse it",
             prelude=Draw(), extra_options=_TWO_PLAYER | {"discard_taken", "stock_look"}),
        Form("draw-discard", "[honeymoon-de], main form (Draw and Discard)",
             "no deal: look at the top card, keep it and discard the next, or discard it and take the next",
             hand_size=0, prelude=DrawDiscard(), extra_options=_TWO_PLAYER),
        Form("draw-tricks", "[honeymoon-de], variant Draw Bridge",
             "13 each + 26 stock; 13 preliminary tricks, winner draws first, loser second",
             prelude=DrawTricks(),
             extra_options=_TWO_PLAYER | {"expose_top_card", "follow_suit_in_draw"}),
        Form("double-dummy", "[honeymoon-de], Double Dummy; [honeymoon-fr], Semi-Exposed Dummy",
             "a hand and a face-down dummy each; both dummies faced after the opening lead",
             seats=4, dummies=DoubleDummy(), extra_options=_TWO_PLAYER | {"dummies_face_up"},
             aliases=("semi-exposed",)),
        Form("half-open", "[honeymoon-de], Halb offene Tische",
             "as double-dummy, each dummy 6 face-down cards covered by face-up cards, plus one",
             seats=4, dummies=HalfOpen(),
             extra_options=_TWO_PLAYER | {"follow_suit_under_cover", "dummies_laid_out",
                                          "owner_sees_covered"}),
        Form("single-dummy", "[honeymoon-de], Single Dummy",
             "as double-dummy, one dummy face up in the auction; declarer chooses the dummy",
             seats=4, dummies=SingleDummy(), extra_options=_TWO_PLAYER),
        Form("exposed-dummy", "[honeymoon-fr], Exposed Dummy (Schafkopf Bridge)",
             "13 each + a shared face-up dummy; three cards a trick; 13 set aside",
             seats=3, dummies=SharedDummy(), extra_options=_TWO_PLAYER),
        Form("three-handed", "[honeymoon-fr], Honeymoon for 3",
             "16 cards each + 4-card widow; declarer takes it; 16 tricks, book of 9",
             players=3, seats=3, hand_size=16, widow=True),
        Form("contract-bridge", "[bridge-fr]",
             "four players in two partnerships; dummy faced after the opening lead",
             players=4, seats=4, dummies=Partner()),
    )
}


def _factory(name: str, seed: int, options: dict[str, Any]) -> BridgeGame:
    form = FORMS[name]
    return BridgeGame(form, seed, BridgeOptions.build(form, options))


for _form in FORMS.values():
    register(_form.name, _factory, _form.summary, aliases=_form.aliases)
