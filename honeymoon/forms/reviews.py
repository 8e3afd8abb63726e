"""The double-dummy review of a played deal of a bridge form: the verdict on every card, and the
tricks the contract could have made.

The review reads the finished game: its full view (:mod:`honeymoon.views`) for the tricks, the
contract and who chose each seat's cards, and the form's dummy scheme
(:mod:`honeymoon.forms.dummies`) for what each player saw. The counts are the double-dummy
analysis's (:func:`honeymoon.analysis.dd_line`), which knows hands and cards, not games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, overload

from honeymoon.analysis import REVIEW_BUDGET, AnalysisTimeout, dd_line, dd_table
from honeymoon.calls import Contract
from honeymoon.cards import Card, Hand
from honeymoon.errors import ConfigError
from honeymoon.forms.engine import BridgeGame
from honeymoon.par import Par, game_worth, par
from honeymoon.views import Play, SeatView

if TYPE_CHECKING:
    from honeymoon.game import Game

__all__ = ["CardVerdict", "DealReview", "DealStart", "Review", "deal_starts", "review", "review_deal"]


@dataclass(frozen=True)
class CardVerdict:
    """What one played card did to the double-dummy result: the declarer's total tricks in the
    deal (those won so far plus the rest with perfect play) just ``before`` and just ``after``
    the card, and a ``best`` card the player could have played instead (the card itself when it
    was as good as any).

    ``guess`` is true when the player who chose the card could not see every card still to be
    played by the other seats (see :func:`review`): a costly card is then worded as a guess
    that cost tricks, not as a mistake.
    """

    trick: int
    seat: int
    card: Card
    before: int
    after: int
    best: Card
    by_declarer: bool
    guess: bool = False

    @property
    def cost(self) -> int:
        """Tricks the card gave away to the other side (0 for a perfect card)."""
        return self.before - self.after if self.by_declarer else self.after - self.before

    def in_words(self, player: str = "") -> str:
        """The verdict in plain words, for a newcomer (``str()`` gives the short line): what the
        card did to the tricks the declarer could still take in all, with best play by both sides
        from there on. ``player`` names who played it (``"you"``, ``"player 1"``).

        >>> verdict = CardVerdict(7, 0, Card.parse("2S"), 6, 5, Card.parse("9S"), by_declarer=True,
        ...                       guess=True)
        >>> print(verdict.in_words("you"))
        Trick 7: you played ♠2, a guess (not every card still to come could be seen), and it gave away a
        trick. Before it, best play by both sides from there on would have given the declarer 6 tricks in
        all; after it, only 5. ♠9 instead would have kept the 6.
        >>> print(CardVerdict(3, 1, Card.parse("2H"), 8, 8, Card.parse("2H"), by_declarer=False).in_words())
        Trick 3: ♥2, as good as any card: with best play by both sides from there on, the declarer takes
        8 tricks in all.
        """
        def tricks(count: int) -> str:
            return f"{count} trick{'' if count == 1 else 's'}"

        played = f"Trick {self.trick}: " + (f"{player} played {self.card}" if player else f"{self.card}")
        best_play = "best play by both sides from there on"
        if not self.cost:
            return (f"{played}, as good as any card: with {best_play}, the declarer takes "
                    f"{tricks(self.after)} in all.")
        guess = ", a guess (not every card still to come could be seen)," if self.guess else ""
        lost = "a trick" if self.cost == 1 else tricks(self.cost)
        if self.by_declarer:
            return (f"{played}{guess} and it gave away {lost}. Before it, {best_play} would have given "
                    f"the declarer {tricks(self.before)} in all; after it, only {self.after}. {self.best} "
                    f"instead would have kept the {self.before}.")
        return (f"{played}{guess} and it gave the declarer {lost} more. Before it, {best_play} would have "
                f"held the declarer to {tricks(self.before)} in all; after it, the declarer could take "
                f"{self.after}. {self.best} instead would have held the declarer to {self.before}.")

    def __str__(self) -> str:
        kept = "kept" if self.by_declarer else "held the declarer to"
        if not self.cost:
            return f"trick {self.trick}: {self.card} {kept} {self.after}"
        lost = "a trick" if self.cost == 1 else f"{self.cost} tricks"
        card = f"{self.card}, a guess," if self.guess else f"{self.card}"
        return f"trick {self.trick}: {card} gave away {lost}; {self.best} {kept} {self.before}"


@dataclass(frozen=True)
class Review(Sequence[CardVerdict]):
    """The double-dummy review of a finished deal: a sequence of :class:`CardVerdict`, one per
    card reviewed in order of play, with what the deal could have given.

    ``could_make``: the declarer's tricks with perfect play by both sides from the opening lead
    (``None`` when the review starts later); ``made``: the tricks the declaring side took;
    ``first_trick``: the first trick reviewed (1 unless ``note`` says why not).
    """

    contract: Contract
    declarer: int
    could_make: int | None
    made: int
    first_trick: int
    verdicts: tuple[CardVerdict, ...]
    note: str = ""

    @overload
    def __getitem__(self, index: int) -> CardVerdict: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[CardVerdict, ...]: ...
    def __getitem__(self, index: int | slice) -> CardVerdict | tuple[CardVerdict, ...]:
        return self.verdicts[index]

    def __len__(self) -> int:
        return len(self.verdicts)

    @property
    def given_by_declarer(self) -> int:
        """The tricks the declaring side's cards gave away (declarer's hand and dummy)."""
        return sum(verdict.cost for verdict in self.verdicts if verdict.by_declarer)

    @property
    def given_by_defence(self) -> int:
        """The tricks the defence's cards gave the declarer. From :attr:`could_make`, the
        declarer made ``could_make - given_by_declarer + given_by_defence`` tricks."""
        return sum(verdict.cost for verdict in self.verdicts if not verdict.by_declarer)

    def __str__(self) -> str:
        could = "" if self.could_make is None else f", could make {self.could_make} double dummy"
        head = f"{self.contract} by player {self.declarer}: made {self.made}{could}"
        return "\n".join([head] + ([self.note] if self.note else []) + [str(v) for v in self.verdicts])


def review(game: Game, *, budget: float = REVIEW_BUDGET) -> Review:
    """The double-dummy verdict on every card of a finished deal of any bridge form, in order of
    play, and the tricks the contract could have made.

    The counts are the declarer's total tricks, so a card that drops the count was a mistake of
    the declarer's side, one that raises it a mistake of the defenders'. A card is a *guess*
    (``guess=True``) when some card still to be played by another seat was hidden from the
    player who chose it: the seats a player sees are those he plays (his hand, and the dummy he
    plays for) and the dummies lying face up
    (:meth:`DummyScheme.seats_seen <honeymoon.forms.dummies.DummyScheme.seats_seen>`: the
    exposed dummy all along; contract bridge's dummy, and the double-dummy and single-dummy
    forms' dummies, from the opening lead (the opening lead itself stays a guess when the
    double-dummy option ``dummies_face_up="at-the-deal"`` shows them before: the other hand is
    hidden); the half-open dummies count as hidden, having
    face-down cards). In the two-hand forms the opponent's hand is never seen, so every card but
    the last ones of the deal is a guess. The deal is read from the game's full view
    (:mod:`honeymoon.views`): its tricks, and who chose each seat's cards
    (:attr:`SeatView.controller <honeymoon.views.SeatView.controller>`).

    The counts come from :func:`~honeymoon.analysis.dd_line`: the count is solved before each
    card; only a card that changed it is looked at again, for the card that would not have. Two
    and three seats use the library's solver; a four-seat deal of more than 8 cards a hand goes
    to endplay, one DDS analysis of the whole line of play giving every count (a few hundredths
    of a second a deal). The review works from the last trick backwards: past ``budget``
    seconds (``REVIEW_BUDGET``, 30, unless the call says otherwise) it stops, and reviews only
    the tricks after the one it was in, ``note`` saying so.

    >>> import honeymoon, random
    >>> game = honeymoon.new_game("plain", seed=3, match="deal")
    >>> rng = random.Random(1)
    >>> while not game.is_over:
    ...     game.apply(rng.choice(game.legal_actions()))
    >>> verdicts = review(game)
    >>> print(verdicts[0])
    trick 1: ♣J, a guess, gave away a trick; ♠A held the declarer to 5
    >>> print(verdicts[1])
    trick 1: ♣9, a guess, gave away 2 tricks; ♣K kept 6
    >>> len(verdicts), verdicts[-1].after == verdicts.made == game.full_view().trick_winners.count(1)
    (26, True)
    >>> verdicts.could_make
    5
    """
    if not isinstance(game, BridgeGame):
        raise ConfigError(f"review is for the bridge forms, not {type(game).__name__}")
    dummies = game.form.dummies
    if dummies.covers_cards:
        raise ConfigError("review does not cover the half-open form: a dummy's covered cards may not "
                          "be played until uncovered, a rule the double-dummy solvers do not know")
    view = game.full_view()
    if not game.is_over:
        raise ConfigError("review needs a finished deal: play the deal to its end first")
    tricks = view.tricks
    contract, declarer = view.contract, view.declarer
    claim = view.previous_deals[-1].claim if view.previous_deals else None
    if not (tricks or claim) or contract is None or declarer is None:
        raise ConfigError("no card was played in this deal (was it passed out?): nothing to review")
    if claim is not None and claim.trick:
        tricks = (*tricks, claim.trick)  # the trick the claim cut short
    seats_view = view.seats
    count = len(seats_view)
    # The seats in order of play from the opening leader: the claimer's, when he claimed at once.
    first = tricks[0][0].seat if tricks else claim.seat if claim is not None else 0
    order = list(view.order[view.order.index(first):] + view.order[:view.order.index(first)])
    if sorted(order) != list(range(count)) or any(
            [seat for seat, _ in trick] != (order[order.index(trick[0].seat):]
                                            + order[:order.index(trick[0].seat)])[:len(trick)]
            for trick in tricks) or any(len(trick) < count for trick in view.tricks):
        raise ConfigError("review needs every trick complete, the seats playing in one order")
    position = {seat: index for index, seat in enumerate(order)}
    declaring_side = next(entry.side for entry in seats_view if entry.owner == declarer)
    declaring = [entry.owner is None or entry.side == declaring_side for entry in seats_view]
    sequence = [entry for trick in tricks for entry in trick]
    last_play = {seat: index for index, (seat, _) in enumerate(sequence)}
    # A seat still holding cards at a claim had cards to come after every card played.
    last_play.update({entry.seat: len(sequence) for entry in seats_view if entry.cards})

    # The seats each player saw, before the opening lead and after it.
    seen = {(player, lead_made): dummies.seats_seen(player, declarer, count, lead_made=lead_made)
            for player in {entry.controller for entry in seats_view} if player is not None
            for lead_made in (False, True)}

    def guess(index: int, seat: int) -> bool:
        # Who chose the card: the seat's owner; the declarer for a dummy he plays.
        player = seats_view[seat].controller
        assert player is not None  # known once the deal has a declarer
        seen_now = seen[player, index > 0]
        return any(last_play[s] > index for s in range(count) if s not in seen_now)

    # The solver's seats are the game's in order of play, from the opening leader.
    hands = _dealt_hands(view.seats, tricks)
    counts = dd_line([hands[seat] for seat in order], contract.strain,
                     [[(position[seat], card) for seat, card in trick] for trick in tricks],
                     tuple(int(declaring[seat]) for seat in order), budget=budget,
                     claimed_by=None if claim is None else int(claim.declaring))
    first = (counts.first_trick - 1) * count
    verdicts = tuple(
        CardVerdict(index // count + 1, seat, card, counts.totals[index - first],
                    counts.totals[index - first + 1], counts.best[index - first], declaring[seat],
                    guess(index, seat))
        for index, (seat, card) in enumerate(sequence) if index >= first)
    note = ""
    if counts.first_trick > 1:
        note = (f"tricks 1 to {counts.first_trick - 1} are not reviewed: the double-dummy analysis "
                f"stopped after {budget:g} s (its time budget)")
    return Review(contract, declarer, counts.could_make, counts.made, counts.first_trick, verdicts, note)


def _dealt_hands(seats: Sequence[SeatView], tricks: Sequence[Sequence[Play[Card]]]) -> list[Hand]:
    """Each seat's hand as the play began, from a full view at its end: the cards it played to
    ``tricks`` and those it still holds (after a claim)."""
    return [Hand([card for trick in tricks for seat, card in trick if seat == entry.seat] + list(entry.cards))
            for entry in seats]


@dataclass(frozen=True)
class DealStart:
    """Where one deal of a match begins: its first action's place in the game's history
    (``start``), its ``deck`` and ``dealer``, and the score as it stood: which sides were
    ``vulnerable`` and each side's part score ``below_line`` in the game being played."""

    start: int
    deck: tuple[Card, ...]
    dealer: int
    vulnerable: tuple[bool, bool]
    below_line: tuple[int, int]


def deal_starts(game: Game) -> list[DealStart]:
    """Each deal's :class:`DealStart`, in order, found by replaying the game's history from the
    first deal (the deal being played included)."""
    from honeymoon.game import new_game

    if not isinstance(game, BridgeGame):
        raise ConfigError(f"deal_starts is for the bridge forms, not {type(game).__name__}")
    replay = new_game(game.name, seed=game.seed, lang=game.lang, **game.options)
    assert isinstance(replay, BridgeGame)
    sheet = replay.sheet

    def here(index: int) -> DealStart:
        return DealStart(index, replay.deck, replay.dealer, (sheet.vulnerable(0), sheet.vulnerable(1)),
                         (sheet.below(0, sheet.game), sheet.below(1, sheet.game)))

    starts = [here(0)]
    for index, action in enumerate(game.history.actions):
        deals = len(replay.deals)
        replay.apply(action)
        if len(replay.deals) > deals and not replay.is_over:
            starts.append(here(index + 1))
    return starts


@dataclass(frozen=True)
class DealReview:
    """What the review of one finished deal of a match found (:func:`review_deal`): the card
    verdicts (``review``), the ``par`` as the score stood before the deal (a game's worth in the
    match counted, :func:`~honeymoon.par.par`) and, in a match of one deal, whose sheet
    gives a game no bonus, the ``duplicate_par`` of the deal alone when it names another
    contract; the deal's ``start`` and the
    ``match``; who chose each seat's cards (``controllers``, seat to player); and, in words, why
    a part is missing (``notes``)."""

    number: int
    start: DealStart
    match: str
    review: Review | None = None
    par: Par | None = None
    duplicate_par: Par | None = None
    controllers: dict[int, int] | None = None
    notes: tuple[str, ...] = ()

    def par_basis(self, sides: Sequence[str]) -> str:
        """Which par :attr:`par` is, in words, the score-sheet sides named ``sides``: ``for this
        deal as the score stood (nobody vulnerable, no part score; a game counted at 350 …)``."""
        if self.match == "deal":
            return ("for this match of one deal, scored as its sheet scores it (a game earns its trick "
                    "points only)")
        if self.match == "game":
            return (f"for this match of one game (the game that wins it counted at "
                    f"{game_worth(0, match=self.match)}, as the game that decides a rubber)")
        vulnerable = [name for name, vul in zip(sides, self.start.vulnerable, strict=True) if vul]
        stood = ("both sides vulnerable" if len(vulnerable) == 2
                 else f"{vulnerable[0]} vulnerable" if vulnerable else "nobody vulnerable")
        parts = [f"{name} {points} below the line"
                 for name, points in zip(sides, self.start.below_line, strict=True) if points]
        stood += f", {' and '.join(parts)}" if parts else ", no part score"
        # A game is worth the same to either side of a rubber (game_worth): 350, or 500 at game all.
        worth = game_worth(0, vulnerable=self.start.vulnerable)
        return (f"for this deal as the score stood ({stood}; a game counted at {worth} for either side, "
                "its worth in rubber bonus)")


def review_deal(game: Game, number: int, *, budget: float = REVIEW_BUDGET) -> DealReview:
    """The review of deal ``number`` (from 0) of a bridge form's match, once finished: the deal
    replayed as a one-deal game and reviewed (:func:`review`), and its par as the score stood
    (:class:`DealReview`). A part that cannot be given is left out, ``notes`` saying why: a
    passed-out deal, the half-open form's review, a table of three seats' par, four hands
    without endplay.

    >>> import honeymoon, random
    >>> game = honeymoon.new_game("plain", seed=3, match="deal")
    >>> rng = random.Random(1)
    >>> while not game.is_over:
    ...     game.apply(rng.choice(game.legal_actions()))
    >>> found = review_deal(game, 0)
    >>> found.review.could_make, str(found.par), found.notes
    (5, '1NT+1 by seat 0: +70 to side 0', ())
    >>> found.par_basis(["you", "player 1"])
    'for this match of one deal, scored as its sheet scores it (a game earns its trick points only)'
    >>> found.duplicate_par is None     # the same contract, 50 more for a part score: not given
    True
    """
    from honeymoon.game import new_game

    if not isinstance(game, BridgeGame):
        raise ConfigError(f"review_deal is for the bridge forms, not {type(game).__name__}")
    starts = deal_starts(game)
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < len(game.deals):
        raise ConfigError(f"number is a finished deal, 0 to {len(game.deals) - 1}, not {number!r}")
    deal = starts[number]
    end = starts[number + 1].start if number + 1 < len(starts) else len(game.history)
    options = {**game.options, "match": "deal", "deals": [deal.deck], "first_dealer": deal.dealer}
    one = new_game(game.name, seed=game.seed, **options)
    assert isinstance(one, BridgeGame)
    for action in game.history.actions[deal.start:end]:
        one.apply(action)
    match = game.config.match
    full = one.full_view()
    if full.contract is None:
        return DealReview(number, deal, match, notes=("nobody bid, so the deal was not played (it was "
                                                      "passed out): there is nothing to review",))
    controllers = {seat.seat: seat.controller for seat in full.seats if seat.controller is not None}
    notes: list[str] = []
    try:
        verdicts: Review | None = review(one, budget=budget)
    except ConfigError as error:
        verdicts = None
        notes.append(f"no review for this deal: {error}")
    found = DealReview(number, deal, match, verdicts, controllers=controllers)
    seats = len(full.seats)
    if seats == 3:
        notes.append("no par for a table of three seats: par needs two or four hands")
        return replace(found, notes=tuple(notes))
    claim = full.previous_deals[-1].claim
    try:
        table = dd_table(_dealt_hands(full.seats, (*full.tricks, claim.trick) if claim else full.tricks))
    # Four hands without endplay (the offline JupyterLite site), or a solve past its budget.
    except (ConfigError, AnalysisTimeout) as error:
        notes.append(f"no par for this deal: {error}")
        return replace(found, notes=tuple(notes))
    result = par(table, vulnerable=deal.vulnerable, dealer=deal.dealer, below_line=deal.below_line,
                 match=match)
    duplicate = (par(table, vulnerable=deal.vulnerable, dealer=deal.dealer, duplicate=True)
                 if match == "deal" else None)
    if duplicate is not None and duplicate.contract == result.contract \
            and duplicate.declarer == result.declarer:
        duplicate = None  # it says nothing more
    return replace(found, par=result, duplicate_par=duplicate, notes=tuple(notes))
