"""How long a widget takes, on the Python side, from a click to its new rendering.

    .venv/bin/python bench/widgets.py [--repeat N]

Each widget's main actions are timed as a learner makes them: the click (a button's
``click()``, a control's new value, or the API call that does the same), the widget's
callbacks and the library calls they make, the messages that carry the new state to the
browser, then the widget's picture of its new state (``static_html()``).

Outside a kernel ipywidgets sends nothing; here every widget gets a comm that serialises each
message to JSON as the kernel does before sending it (the socket itself is not timed).

The reference, measured in the same run, is the floor any widget pays: a bare ipywidgets
Button whose click writes one line into an HTML widget. Goal: p95 ≤ 50 ms for every widget.

The play table (``PlayTable``) lets the computer answer each learner action and reviews each
finished deal: that time is the computer's, not the widget's, so it is taken out of the
widget's figure (the table times it itself, ``table.timings``) and reported apart: the
computer's moves (``PlayTable_computer``) and the review and par of a finished deal
(``PlayTable_review``, only the actions that ended a deal).

``BoerenbridgeTable`` is timed the same way (a short game of four), its computer apart.

The last line is one JSON object: ``p95_ms`` (the worst widget), then each widget's p95 and
the reference's, then ``play_table_p95_ms`` (the play table's own time),
``play_table_computer_p95_ms``, ``play_table_review_p95_ms``, ``boerenbridge_table_p95_ms``
and ``boerenbridge_table_computer_p95_ms``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import comm
import ipywidgets as w

from honeymoon import Card
from honeymoon_widgets import (
    BiddingLadder,
    DrawTrainer,
    HandEvaluator,
    HcpCounter,
    RubberExplorer,
    ScoringWalkthrough,
    TrickTrainer,
)
from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.play import PlayTable


class SerialisingComm(comm.DummyComm):
    """A comm that does what a kernel's does with a message, short of the socket: JSON."""

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        json.dumps({"msg_type": msg_type, "content": {"comm_id": self.comm_id, "data": data},
                    "metadata": metadata or {}, **keys}, default=str)


comm.create_comm = SerialisingComm


#: A scenario builds widgets and yields their actions one at a time: (the widget, a
#: zero-argument call that does what a click does).
Action = tuple[Any, Callable[[], Any]]
Scenario = Callable[[int], Iterator[Action]]


def reference(seed: int) -> Iterator[Action]:
    out = w.HTML()
    button = w.Button(description="click")
    button.on_click(lambda _: setattr(out, "value", f"<p>clicked {seed}</p>"))
    for _ in range(20):
        yield out, button.click


def hcp_counter(seed: int) -> Iterator[Action]:
    counter = HcpCounter(seed=seed)
    for _ in range(3):
        for toggle in list(counter.toggles().values())[:4]:
            yield counter, partial(toggle.set_trait, "value", not toggle.value)
        yield counter, counter.check_button.click
        yield counter, counter.reveal_button.click
        yield counter, counter.new_button.click


def hand_evaluator(seed: int) -> Iterator[Action]:
    evaluator = HandEvaluator(seed=seed)
    for text in ("AKJ52.Q4.K73.862", "S:AKQ H:JT9 D:8765 C:432", "not a hand", "♠AK ♥QJ9 ♦T87 ♣6543"):
        yield evaluator, partial(evaluator.set_hand, text)
        yield evaluator, evaluator.new_button.click


def trick_trainer(seed: int) -> Iterator[Action]:
    for mode in ("winner", "legal"):
        trainer = TrickTrainer(seed=seed, mode=mode)
        for _ in range(5):
            question = trainer.question
            if mode == "winner":
                yield trainer, partial(trainer.answer, question.cards[0])
            else:
                yield trainer, partial(trainer.pick, next(iter(question.hand)))
                yield trainer, trainer.check
            yield trainer, trainer.new_button.click


def draw_trainer(seed: int) -> Iterator[Action]:
    for form in ("draw", "draw-discard", "draw-tricks"):
        trainer = DrawTrainer(form, seed=seed)
        while not trainer.done:
            yield trainer, partial(trainer.act, trainer.game.legal_actions()[0])


def bidding_ladder(seed: int) -> Iterator[Action]:
    for players in (2, 4):
        ladder = BiddingLadder(players=players)
        for code in ("1C", "1H", "X", "XX", "2NT", "Pass"):
            button = ladder.buttons.get(code)
            if button is not None and not button.disabled:
                yield ladder, button.click
        yield ladder, ladder.undo
        for code in ("4S", "Pass", "Pass", "Pass"):
            button = ladder.buttons[code]
            if not button.disabled:
                yield ladder, button.click


def scoring_walkthrough(seed: int) -> Iterator[Action]:
    walk = ScoringWalkthrough()
    for contract, tricks in (("4SX", 9), ("3NT", 10), ("7NTXX", 0), ("6H", 12), ("2C", 8)):
        yield walk, partial(walk.set, contract=contract, tricks=tricks, vulnerable=bool(seed % 2))
        yield walk, walk.more
        yield walk, walk.fewer
        yield walk, walk.compare


def rubber_explorer(seed: int) -> Iterator[Action]:
    rubber = RubberExplorer()
    for contract, tricks, side in (("2S", 8, 0), ("3NT", 9, 1), ("4HX", 9, 0), ("4S", 11, 0),
                                   ("5D", 11, 1), ("3NT", 10, 1)):
        yield rubber, partial(rubber.record, contract, tricks, side)
    yield rubber, rubber.undo
    yield rubber, rubber.finish


#: The forms the play table is timed in, one deal each per seed: two hands, a dummy, four players.
PLAY_FORMS = ("plain", "draw", "double-dummy", "contract-bridge")


def play_table(seed: int) -> Iterator[Action]:
    """A deal of each form, the learner answering the first legal action; then a refused action,
    an undo and a save and resume."""
    for form in PLAY_FORMS:
        table = PlayTable(form, seed=seed, match="deal")
        while not table.game.is_over:
            yield table, partial(table.act, table.game.legal_actions()[0])
        yield table, partial(table.act, "Pass")  # refused: the match is over
        yield table, table.undo
        yield table, partial(table.resume, table.to_json())


def boerenbridge_table(seed: int) -> Iterator[Action]:
    """A short game of four players (deals of 3, 5 and 8 cards), the learner answering the first
    legal action; then a refused action."""
    table = BoerenbridgeTable(4, seed=seed, schedule=(3, 5, 8))
    while not table.game.is_over:
        yield table, partial(table.act, table.game.legal_actions()[0])
    yield table, partial(table.act, 0)  # refused: the game is over


SCENARIOS: dict[str, Scenario] = {
    "reference": reference,
    "HcpCounter": hcp_counter,
    "HandEvaluator": hand_evaluator,
    "TrickTrainer": trick_trainer,
    "DrawTrainer": draw_trainer,
    "BiddingLadder": bidding_ladder,
    "ScoringWalkthrough": scoring_walkthrough,
    "RubberExplorer": rubber_explorer,
}


def time_scenario(scenario: Scenario, repeat: int) -> list[float]:
    """Milliseconds per action, each action followed by the widget's new picture."""
    times = []
    for seed in range(repeat):
        for widget, action in scenario(seed):
            start = time.perf_counter()
            with contextlib.suppress(ValueError):  # a refused action is timed like any other
                action()
            if hasattr(widget, "static_html"):
                widget.static_html()
            times.append((time.perf_counter() - start) * 1000)
    return times


def time_play_tables(repeat: int) -> dict[str, list[float]]:
    """Milliseconds per learner action at the play tables: the widget's own (the whole action
    and the new picture, less the computer's moves and the deal's review, which each table
    times itself), the computer's, and the review's (actions that ended a deal)."""
    times: dict[str, list[float]] = {}
    for name, scenario in (("PlayTable", play_table), ("BoerenbridgeTable", boerenbridge_table)):
        own, computer_times, reviews = [], [], []
        for seed in range(repeat):
            for table, action in scenario(seed):
                start = time.perf_counter()
                with contextlib.suppress(ValueError):  # a refused action is timed like any other
                    action()
                table.static_html()
                total = (time.perf_counter() - start) * 1000
                computer = table.timings["computer"] * 1000
                review = table.timings.get("analysis", 0.0) * 1000
                own.append(total - computer - review)
                computer_times.append(computer)
                if review:
                    reviews.append(review)
        times[name] = own
        times[f"{name}_computer"] = computer_times
        if reviews:
            times[f"{name}_review"] = reviews
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=10, help="seeds per widget (default 10)")
    args = parser.parse_args()
    Card.parse("AS")  # warm the library's tables before timing
    figures: dict[str, float] = {}
    for name, scenario in SCENARIOS.items():
        times = time_scenario(scenario, args.repeat)
        figures[name] = round(p95(times), 2)
        print(f"{name:20} {len(times):5} actions  median {statistics.median(times):7.2f} ms  "
              f"p95 {figures[name]:7.2f} ms  max {max(times):7.2f} ms")
    for name, times in time_play_tables(args.repeat).items():
        figures[name] = round(p95(times), 2)
        print(f"{name:20} {len(times):5} actions  median {statistics.median(times):7.2f} ms  "
              f"p95 {figures[name]:7.2f} ms  max {max(times):7.2f} ms")
    apart = [name for name in figures if name == "reference" or name.endswith(("_computer", "_review"))]
    worst = max(value for name, value in figures.items() if name not in apart)
    tables = {"play_table_p95_ms": figures["PlayTable"],
              "play_table_computer_p95_ms": figures["PlayTable_computer"],
              "play_table_review_p95_ms": figures["PlayTable_review"],
              "boerenbridge_table_p95_ms": figures["BoerenbridgeTable"],
              "boerenbridge_table_computer_p95_ms": figures["BoerenbridgeTable_computer"]}
    print(json.dumps({"p95_ms": worst, **{f"{name}_p95_ms": value for name, value in figures.items()
                                          if not name.endswith("Table") and "Table_" not in name},
                      **tables}))


if __name__ == "__main__":
    main()
