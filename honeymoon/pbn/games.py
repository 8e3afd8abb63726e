"""A honeymoon game as a PBN game, and back: :func:`game_to_pbn` writes a game of any bridge
form, :func:`game_from_pbn` and :func:`to_game` rebuild it.

Writing a honeymoon game keeps everything: :func:`game_to_pbn` writes the deal in progress (the
last deal once the match is over) in the standard tags, so other programs can read it, and the
whole game, as :meth:`~honeymoon.game.Game.to_json` saves it, in the project's own tag
``[HoneymoonGame "…"]`` (:data:`PROJECT_TAG`); :func:`game_from_pbn` rebuilds the same game
from it:

>>> import honeymoon
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> game.apply("1NT"); game.apply("Pass")
>>> text = game_to_pbn(game)
>>> print(text.split("\\n[HoneymoonGame")[0])      # player 0 sits North, player 1 East
% PBN 2.1
[Event "honeymoon plain"]
[Site "?"]
[Date "????.??.??"]
[Board "1"]
[West ""]
[North "player 0"]
[East "player 1"]
[South ""]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AJ2.KJ2.QT854.J3 QT96.AQ75.72.K95 - -"]
[Scoring "Rubber"]
[Declarer "E"]
[Contract "1NT"]
[Result ""]
[HoneymoonSeats "N:player 0's hand;E:player 1's hand;S:set aside;W:set aside"]
>>> game_from_pbn(text).to_json() == game.to_json()
True

What other programs find. Every game :func:`game_to_pbn` writes starts with PBN 2.1's
mandatory tag set, in the standard's order (:data:`MANDATORY_TAGS`): a value the library does
not know is ``?`` (the Site; the Date is ``????.??.??``, the standard's unknown date), a value
that does not apply, or not yet, is the empty string, as the standard says: no Declarer,
Contract or Result before the auction and the play give them, no Declarer nor Result in a
passed-out deal (its Contract is ``Pass``), nobody in the seat tags of a seat no player sits
at. The seat tags hold the players' names (``player 0``, or the ``names`` option; ``North`` …
in contract bridge); what each seat holds is in the project's tag ``HoneymoonSeats``
(:data:`SEATS_TAG`), ``N:player 0's hand;E:player 1's hand;S:player 0's dummy;W:player 1's
dummy``, written for people (a name may hold a ``;``). Scoring is ``Rubber``: the honeymoon
forms score on a rubber-bridge sheet.

endplay (:mod:`endplay.parsers.pbn`) reads the Dealer tag only when the Contract tag is not
``?``, and the Vulnerable tag only when it is not empty; else it takes them from the board
number. So :func:`game_to_pbn` writes an empty Contract, never ``?``, before the auction ends,
and a Vulnerable tag of ``None``, ``NS``, ``EW`` or ``All`` (empty only in the three-handed
form, when one or two of the three players are vulnerable): endplay then reads the dealer, the
vulnerability and the hands as they are (it takes an empty Contract for a passed-out deal).

How each form's seats sit at the PBN table: seat ``k`` of the game is ``"NESW"[k]``. The two
hands of plain and the draw forms are North and East (opponents, as they are), South and West
written ``-``; the dummy forms' seats 0-3 are North, East, South (player 0's dummy, opposite
him, so the South tag names player 0, who plays it) and West (player 1's dummy); the shared
dummy of exposed-dummy is South (nobody's: its seat tag is empty). So the Vulnerable tag's
``NS`` is player 0's side, ``EW`` player 1's. A seat's hand in the Deal tag is the cards it
holds plus the cards it has played in this deal; the draw forms write it once the hands are
built (from the auction on; an empty Deal before). Only contract bridge writes the Auction and
Play sections (a two-player auction does not go round four seats). A play that stopped at a
claim (:data:`~honeymoon.game.CLAIM`) ends its Play section with ``*``, the cards of the trick
the claim cut short written ``-``, and its Result counts the tricks the claim gave, as PBN 2.1
records a play cut short (endplay reads the ``*`` as a claim).

The three-handed form deals three hands of 16 cards and a widow of 4, and plays 16 tricks;
PBN hands hold 13 cards, and its contracts and results count 13 tricks. So its Deal, Contract
and Result tags are empty, and the project's tag ``HoneymoonDeal`` (:data:`DEAL_TAG`) holds the
deal as it was dealt, written as a Deal tag: North, East and South the hands of players 0, 1
and 2, West the widow. Other programs show its boards with no cards (but the players, the
dealer and the vulnerability); :attr:`PbnGame.honeymoon_deal` reads the hands.

Left for later: a file from other software is rebuilt as a fresh one-deal match, so its
Vulnerable tag is read but not scored; a card ``-`` in its Play section (a claim) stops the
replay there, and a play another program ended at a claim (``*``) is replayed up to it, the
claim not made again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from honeymoon.calls import Call
from honeymoon.cards import Card, Hand
from honeymoon.errors import (
    ConfigError,
    HoneymoonError,
    IllegalActionError,
    NotationError,
    SaveFileError,
    shown,
)
from honeymoon.game import Game, load_game, new_game
from honeymoon.pbn.notation import (
    _SEAT_NAMES,
    DEAL_TAG,
    MANDATORY_TAGS,
    PROJECT_TAG,
    SEATS,
    Hands,
    PbnError,
    PbnGame,
    _deal_text,
    _full_hands,
    read_pbn,
    with_analysis,
    write_pbn,
)

__all__ = ["SEATS_TAG", "game_from_pbn", "game_to_pbn", "to_game"]

#: The project's tag that says what each seat of the Deal holds, ``N:…;E:…;S:…;W:…``, for people.
SEATS_TAG = "HoneymoonSeats"


def _bridge(game: Game) -> Any:
    from honeymoon.forms import BridgeGame

    if not isinstance(game, BridgeGame):
        raise NotationError(f"PBN writes bridge deals; {game.name} is not a bridge form")
    return game


def _hands_of(game: Any) -> list[Hand]:
    """Each seat's hand as the deal in progress began its play: held and played cards."""
    held = [list(cards) for cards in game.seat_cards]
    for trick in [*game.tricks, game.trick]:
        for seat, card in trick:
            held[seat].append(card)
    return [Hand(cards) for cards in held]


def _deal_of(game: Any) -> Hands | None:
    if game.form.widow or (game.form.prelude.draws and game.auction is None):
        return None  # 16-card hands; hands still being drawn (one may hold 14 cards)
    hands: list[Hand | None] = [*_hands_of(game), None, None, None]
    return hands[0], hands[1], hands[2], hands[3]


def _widow_deal_of(game: Any) -> Hands | None:
    """The deal of the three-handed form as it was dealt: three hands of 16 cards (North, East,
    South) and the widow (West), for the :data:`DEAL_TAG`; ``None`` for the other forms."""
    if not game.form.widow:
        return None
    size, seats, deck = game.form.hand_size, game.form.seats, game.deck
    hands = [Hand(list(deck[i * size:(i + 1) * size])) for i in range(seats)]
    hands.append(Hand(list(deck[size * seats:])))  # the widow
    return hands[0], hands[1], hands[2], hands[3]


def _vulnerable(game: Any, sheet: Any) -> str:
    """The Vulnerable tag of a deal played at the score ``sheet``'s vulnerability: player 0's
    side is NS, player 1's EW; with three players, ``None`` or ``All`` when they are all alike,
    else ``""`` (PBN's two sides cannot say it)."""
    flags = [sheet.vulnerable(side) for side in range(len(game.form.teams))]
    if not any(flags):
        return "None"
    if all(flags):
        return "All"
    return ("NS", "EW")[flags.index(True)] if len(flags) == 2 else ""


def _seats_of(game: Any) -> tuple[list[str], list[str]]:
    """Each seat's player name for the seat tags (``""``: nobody's, as the shared dummy and the
    cards set aside) and what it holds for the :data:`SEATS_TAG`, North, East, South, West."""
    names: list[str] = []
    held: list[str] = []
    for seat in range(4):
        owner = game.form.dummies.owner(seat) if seat < game.form.seats else None
        names.append("" if owner is None else game.player_name(owner))
        if seat < game.form.seats:
            held.append(game.seat_name(seat))
        else:
            held.append("the widow" if game.form.widow else "set aside")
    return names, held


def game_to_pbn(game: Game, *, analysis: bool = False) -> str:
    """The PBN text of a honeymoon game of a bridge form: its deal in progress (the last one
    once the match is over) in the mandatory tags (:data:`MANDATORY_TAGS`), what each seat
    holds in ``[HoneymoonSeats "…"]``, and the whole game in the project's tag
    ``[HoneymoonGame "…"]``, which holds :meth:`~honeymoon.game.Game.to_json`.

    ``analysis=True`` adds the deal's double-dummy analysis (:func:`with_analysis`) when its
    hands are known in full: plain and the draw forms once the hands are built (North and
    East), contract bridge and the dummy forms (four hands); not exposed-dummy (three hands: its
    shared dummy is South) nor the three-handed form (its hands are in ``HoneymoonDeal``).

    Boerenbridge has no PBN form: it is refused with a
    :class:`~honeymoon.errors.NotationError`.
    """
    bridge = _bridge(game)
    if not isinstance(analysis, bool):
        raise ConfigError(f"analysis is True or False, not {shown(analysis)}")
    start: Any = new_game(bridge.name, seed=bridge.seed, lang=bridge.lang, **bridge.options)
    for _, action in bridge.history[:bridge._deal_start]:
        start.apply(action)
    deal = _deal_of(bridge)
    auction = bridge.auction
    finished = [r for r in bridge.deals if r.number == bridge._deal_number]
    # A PBN contract and result count 13 tricks: the three-handed form's (16) are in its save.
    counts = not bridge.form.widow
    contract = ""
    if counts and bridge.contract is not None:
        contract = bridge.contract.code
    elif counts and auction is not None and auction.is_passed_out:
        contract = "Pass"
    result = ""
    if counts and finished and finished[0].score is not None:
        result = str(finished[0].score.tricks)
    names, held = _seats_of(bridge)
    values = {
        "Event": f"honeymoon {bridge.name}", "Site": "?", "Date": "????.??.??",
        "Board": str(bridge._deal_number),
        **dict(zip(_SEAT_NAMES, names, strict=True)), "Dealer": SEATS[bridge.dealer],
        "Vulnerable": _vulnerable(bridge, start.sheet),  # the score sheet as the deal began
        "Deal": "" if deal is None else _deal_text(deal), "Scoring": "Rubber",
        "Declarer": "" if bridge.declarer is None else SEATS[bridge.declarer], "Contract": contract,
        "Result": result}
    tags = [(name, values[name]) for name in MANDATORY_TAGS]
    tags.append((SEATS_TAG, ";".join(f"{seat}:{text}" for seat, text in zip(SEATS, held, strict=True))))
    widow_deal = _widow_deal_of(bridge)
    if widow_deal is not None:
        tags.append((DEAL_TAG, _deal_text(widow_deal)))
    calls: tuple[Call, ...] = ()
    play: list[tuple[Card | None, ...]] = []
    if bridge.form.players == 4 and auction is not None and auction.calls:
        tags.append(("Auction", SEATS[auction.first]))
        calls = tuple(auction.calls)
        if bridge.tricks or bridge.trick or bridge.claim:
            first = (bridge.declarer + 1) % 4
            tags.append(("Play", SEATS[first]))
            for trick in [*bridge.tricks, bridge.trick] if bridge.trick else bridge.tricks:
                columns: list[Card | None] = [None] * 4
                for seat, card in trick:
                    columns[(seat - first) % 4] = card
                play.append(tuple(columns))
    record = PbnGame(tuple(tags), deal, calls, (), tuple(play), claimed=bridge.claim is not None)
    if analysis and _full_hands(deal) is not None:
        record = with_analysis(record)
    record = replace(record, tags=(*record.tags, (PROJECT_TAG, game.to_json())))
    return write_pbn([record])


def game_from_pbn(text: str) -> Game:
    """Rebuild the game of a PBN text that holds one game (see :func:`to_game`)."""
    games = read_pbn(text)
    if len(games) != 1:
        raise NotationError(f"game_from_pbn reads a text of one game, and this one has {len(games)}: "
                            "read them with read_pbn and pass one to to_game")
    return to_game(games[0])


def to_game(record: PbnGame) -> Game:
    """The honeymoon game of one PBN game.

    With the project's tag, the saved game itself (its Deal tag must agree with it). Without
    it, a ``contract-bridge`` game of one deal (``match="deal"``) with the Deal tag's four
    hands (option ``deals``) and the Dealer tag's dealer, the auction and the play replayed as
    far as they go (to the first card written ``-``). Anything that cannot be replayed raises
    a :class:`PbnError` with its line.
    """
    saved = record.tag(PROJECT_TAG)
    if saved is not None:
        line = record.line(PROJECT_TAG)
        try:
            game = load_game(saved)
        except SaveFileError as error:
            raise PbnError(line, f"the {PROJECT_TAG} tag holds no game the library can load: "
                                 f"{error}") from None
        from honeymoon.forms import BridgeGame

        if record.deal is not None and (not isinstance(game, BridgeGame) or _deal_of(game) != record.deal):
            raise PbnError(record.line("Deal"), f"the Deal tag does not match the game in the {PROJECT_TAG} "
                                                "tag (was one of them edited?)")
        dealt = record.honeymoon_deal
        if dealt is not None and (not isinstance(game, BridgeGame) or _widow_deal_of(game) != dealt):
            raise PbnError(record.line(DEAL_TAG), f"the {DEAL_TAG} tag does not match the game in the "
                                                  f"{PROJECT_TAG} tag (was one of them edited?)")
        return game
    return _foreign(record)


def _foreign(record: PbnGame) -> Game:
    deal = record.deal
    if deal is None or any(hand is None or len(hand) != 13 for hand in deal):
        where = record.line("Deal") or 1
        raise PbnError(where, "a contract-bridge game needs the Deal tag with four hands of 13 cards")
    dealer = record.dealer
    first = record.auction_first
    if dealer is None:
        dealer = first or 0
    elif first is not None and first != dealer:
        raise PbnError(record.line("Auction"), f"the auction starts with {_SEAT_NAMES[first]}, but the "
                                               f"dealer, {_SEAT_NAMES[dealer]}, calls first")
    deck = [card for hand in deal for card in sorted(hand or ())]
    game: Any = new_game("contract-bridge", seed=0, match="deal", first_dealer=dealer, deals=[deck])
    for index, call in enumerate(record.auction):
        _replay(game, call, record.line(f"call {index + 1}"))
    if game.auction.is_over:
        said, declarer = record.tag("Contract"), record.declarer
        made = game.contract.code if game.contract is not None else "Pass"
        if said not in (None, "", "?") and record.contract != game.contract:
            raise PbnError(record.line("Contract"), f"the Contract tag says {said}, but the auction "
                                                    f"ends in {made}")
        if game.contract is not None and declarer is not None and declarer != game.declarer:
            raise PbnError(record.line("Declarer"), f"the Declarer tag says {SEATS[declarer]}, but the "
                                                    f"auction makes {_SEAT_NAMES[game.declarer]} declarer")
    if record.play:
        if game.contract is None or game.phase.value != "play":
            raise PbnError(record.line("Play"), "the Play section comes without an auction that ends in a "
                                                "contract")
        first = record.play_first
        assert first is not None
        if first != game.leader:
            raise PbnError(record.line("Play"), f"the Play tag says {_SEAT_NAMES[first]} leads, but the "
                                                f"opening lead is {_SEAT_NAMES[game.leader]}'s")
        _replay_play(game, record)
    return game  # type: ignore[no-any-return]


def _replay_play(game: Any, record: PbnGame) -> None:
    first = record.play_first
    assert first is not None
    stopped = False
    for number, trick in enumerate(record.play, 1):
        line = record.line(f"trick {number}")
        leader = game.leader
        for offset in range(4):
            seat = (leader + offset) % 4
            card = trick[(seat - first) % 4]
            if card is None:
                stopped = True
            elif stopped:
                raise PbnError(line, f"the {card} comes after a card written -: the play cannot be "
                                     "replayed past a missing card")
            elif not game.is_over:
                _replay(game, card, line, f"trick {number}, {_SEAT_NAMES[seat]}'s {card}: ")
    result = record.result
    if game.is_over and result is not None and game.deals[-1].score.tricks != result:
        raise PbnError(record.line("Result"), f"the Result tag says {result} tricks, but declarer won "
                                              f"{game.deals[-1].score.tricks} in the play")


def _replay(game: Any, action: Call | Card, line: int, prefix: str = "") -> None:
    try:
        game.apply(action)
    except IllegalActionError as error:
        raise PbnError(line, f"{prefix}{error.reason}") from None
    except HoneymoonError as error:  # pragma: no cover - the reader checked the text
        raise PbnError(line, str(error)) from None
